'use client';

import { useAppDispatch } from '@/features/store';
import { modalOpened } from '@/features/session';

/** spec 01 §4 Login state change: "On a logout request the user is asked to confirm". */
export function LogoutButton({ label, className }: { label: string; className?: string }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch(modalOpened('logoutConfirm'))}
    >
      {label}
    </button>
  );
}
