'use client';

import { useSearchParams } from 'next/navigation';
import { PasswordRecovery } from './PasswordRecovery';

/** The reset step as a page; `?login=` (from the recovery message) fills the login in. */
export function PasswordResetForm({ lng }: { lng: string }) {
  const login = useSearchParams().get('login') ?? '';
  return <PasswordRecovery startAt="reset" initialLogin={login} loginHref={`/${lng}/user/login`} />;
}
