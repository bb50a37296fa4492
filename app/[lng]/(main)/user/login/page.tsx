import { LoginPageBody } from '@/features/auth/AuthPages';
import { LazyOneTapFinish } from '@/features/social/lazy-parts';
import type { RouteBody } from '@/features/ui/route-body';
import { routePage } from '@/features/pages/route-page';

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
