'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { useAppDispatch } from '@/features/store';
import { SiteLink } from '@/features/ui';
import { modalOpened } from './authSlice';

type LoginLinkProps = Omit<ComponentProps<typeof SiteLink>, 'href' | 'onClick'> & { lng: string };

/**
 * A link to the sign-in page that opens the header's sign-in modal in place, so the player keeps
 * the page they were on; a click with a modifier key (or the middle button) opens the page in a
 * new tab, as a link should.
 */
export function LoginLink({ lng, ...props }: LoginLinkProps) {
  const dispatch = useAppDispatch();
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(modalOpened('login'));
  };
  return <SiteLink prefetch={false} {...props} href={`/${lng}/user/login`} onClick={open} />;
}
