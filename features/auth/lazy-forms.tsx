'use client';

import type { ComponentProps } from 'react';
import { defineRemote, RemotePart } from '@/features/remote-apps';
import { withIntlTexts } from '@/features/ui';
import type { LoginForm } from './LoginForm';
import type { PasswordResetForm } from './PasswordResetForm';
import type { RegistrationForm } from './RegistrationForm';

/*
 * The forms in chunks of their own: a page that shows one loads it (rendered on the server as
 * usual); the other pages of the catch-all route and the modals' host do not carry them. Each is a
 * remote part (spec 01 §4): a skeleton of the form's size while the chunk loads, retries and the
 * refresh button when it fails.
 *
 * Not next/dynamic: Next 15.5's server render of a next/dynamic component preloads its chunks
 * through ReactDOM.preload without the page's nonce (PreloadChunks, vercel/next.js#81260), and
 * the CSP (nonce + 'strict-dynamic') refuses and reports those links on every visit (issue 9 §11).
 * The exports are plain components because server components import them as client references.
 */
const loginForm = defineRemote(
  'auth/login-form',
  withIntlTexts(() => import('./LoginForm').then((m) => m.LoginForm)),
);
const registrationForm = defineRemote(
  'auth/registration-form',
  withIntlTexts(() => import('./RegistrationForm').then((m) => m.RegistrationForm)),
);
const passwordResetForm = defineRemote(
  'auth/password-reset-form',
  withIntlTexts(() => import('./PasswordResetForm').then((m) => m.PasswordResetForm)),
);

export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return <RemotePart remote={loginForm} props={props} minHeight="22rem" />;
}

export function LazyRegistrationForm(props: ComponentProps<typeof RegistrationForm>) {
  return <RemotePart remote={registrationForm} props={props} minHeight="30rem" />;
}

export function LazyPasswordResetForm(props: ComponentProps<typeof PasswordResetForm>) {
  return <RemotePart remote={passwordResetForm} props={props} minHeight="16rem" />;
}
