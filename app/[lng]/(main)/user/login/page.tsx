import { LoginPageBody } from '@/features/auth/AuthPages';
import { LazyOneTapFinish } from '@/features/pages/lazy-page-parts';
import type { RouteBody } from '@/features/pages/route-body';
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
