'use client';

import { lazy, type ComponentProps } from 'react';
import type { LoginForm } from './LoginForm';
import type { PasswordResetForm } from './PasswordResetForm';
import type { RegistrationForm } from './RegistrationForm';

/*
 * The forms in chunks of their own: a page that shows one loads it (rendered on the server as
 * usual); the other pages of the catch-all route and the modals' host do not carry them.
 *
 * React.lazy, not next/dynamic: Next 15.5's server render of a next/dynamic component preloads
 * its chunks through ReactDOM.preload without the page's nonce (PreloadChunks,
 * vercel/next.js#81260), and the CSP (nonce + 'strict-dynamic') refuses and reports those links
 * on every visit (issue 9 §11). React.lazy renders the same HTML; the browser fetches the chunk
 * while the page hydrates, from a trusted script. The exports are plain components because
 * server components import them as client references, which may not resolve to a lazy type.
 */
const LoginFormChunk = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));
const RegistrationFormChunk = lazy(() =>
  import('./RegistrationForm').then((m) => ({ default: m.RegistrationForm })),
);
const PasswordResetFormChunk = lazy(() =>
  import('./PasswordResetForm').then((m) => ({ default: m.PasswordResetForm })),
);

export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return <LoginFormChunk {...props} />;
}

export function LazyRegistrationForm(props: ComponentProps<typeof RegistrationForm>) {
  return <RegistrationFormChunk {...props} />;
}

export function LazyPasswordResetForm(props: ComponentProps<typeof PasswordResetForm>) {
  return <PasswordResetFormChunk {...props} />;
}
