import en from '@/messages/en.json';
import type { RightColumnLabels } from './RightColumn';

/** The right column's English labels, as the main layout passes them, for the shell's tests. */
export const RIGHT_COLUMN_LABELS: RightColumnLabels = {
  title: en.coupon.title,
  myBets: en.coupon.myBets,
  compact: en.coupon.compact,
  full: en.coupon.full,
  tabs: en.coupon.slipTabs,
  myBetsLoading: en.coupon.myBetsPanel.loading,
  closeSheet: en.bottomBar.closeSlip,
};
