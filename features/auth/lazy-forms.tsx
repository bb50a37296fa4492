'use client';

import dynamic from 'next/dynamic';

/**
 * The forms in chunks of their own: a page that shows one loads it (rendered on the server as
 * usual); the other pages of the catch-all route and the modals' host do not carry them.
 */
export const LazyLoginForm = dynamic(() => import('./LoginForm').then((m) => m.LoginForm));
export const LazyRegistrationForm = dynamic(() =>
  import('./RegistrationForm').then((m) => m.RegistrationForm),
);
export const LazyPasswordResetForm = dynamic(() =>
  import('./PasswordResetForm').then((m) => m.PasswordResetForm),
);
