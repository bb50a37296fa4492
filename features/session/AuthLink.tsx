'use client';

import { SiteLink } from '@/features/ui';
import { usePathname } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { useAppDispatch } from '@/features/store';
import { modalOpened } from './authSlice';

/**
 * The header's Log in / Sign up: a plain link to the page (it works without JavaScript); with
 * JavaScript it opens the same form in a modal (spec 01 §2 "login and registration also appear
 * as modals"), except on that page itself.
 */
export function AuthLink({
  href,
  modal,
  className,
  children,
}: {
  href: string;
  modal: 'login' | 'registration';
  className?: string;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    if (pathname === href) return;
    event.preventDefault();
    dispatch(modalOpened(modal));
  }
  return (
    <SiteLink href={href} className={className} onClick={onClick} prefetch={false}>
      {children}
    </SiteLink>
  );
}
