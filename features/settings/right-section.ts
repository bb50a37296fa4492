'use client';

import { rightSectionToggled, selectIsRightSectionHidden } from './settingsSlice';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { RIGHT_SECTION_COOKIE } from '@/server/edge/cookie-names';
import { setPreferenceCookie } from '@/features/ui';

/**
 * Whether the right column is folded, and the toggle that flips it and keeps the choice in the
 * cookie the server reads (spec 01 §2 "The right-hand column toggles between compact and full").
 */
export function useRightSection(): { hidden: boolean; toggle: () => void } {
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectIsRightSectionHidden);
  return {
    hidden,
    toggle() {
      dispatch(rightSectionToggled());
      setPreferenceCookie(RIGHT_SECTION_COOKIE, hidden ? '0' : '1');
    },
  };
}
