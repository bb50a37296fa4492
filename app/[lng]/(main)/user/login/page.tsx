import { LoginPageBody } from '@/features/auth/server';
import { LazyOneTapFinish } from '@/features/social';
import type { RouteBody } from '@/features/ui';
import { routePage } from '@/features/pages/server';

/** The login form, and the one-tap sign-in's last step when a provider sent the player back. */
const LoginBody: RouteBody = async ({ lng }) => (
  <>
    <LazyOneTapFinish lng={lng} />
    <LoginPageBody lng={lng} />
  </>
);

const page = routePage({ login: LoginBody });
export const generateMetadata = page.generateMetadata;
export default page.Page;
