import 'server-only';
import { redirect } from 'next/navigation';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';

/**
 * The route guard sends visitors to sign in first; a session that ended since the page was asked
 * for lands here, and goes to sign in with the way back.
 */
export function signInAgain(lng: string, back: string): never {
  redirect(`/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`);
}
