/**
 * The account-conversion reminder (spec 01 §6 "Other", "Face-id screens"): shown once per user
 * per session, only when the allow status permits a conversion; HRK accounts get their own title
 * (spec 01 §9).
 */
export const CONVERSION_ALLOW_STATUS = {
  notAllowed: 0,
  mainAccountAllowed: 1,
  additionalAccountAllowed: 2,
} as const;
export type ConversionAllowStatus =
  (typeof CONVERSION_ALLOW_STATUS)[keyof typeof CONVERSION_ALLOW_STATUS];

export type ConversionReminder = { title: 'conversionHrk' | 'conversion' };

const shownKey = (userId: number) => `conversion-reminder-shown:${userId}`;

/**
 * The reminder to show now, or null; showing it marks it shown for this user for the rest of the
 * session (`sessionStorage`, so another tab or a new session asks again).
 */
export function takeConversionReminder(
  userId: number,
  allowStatus: ConversionAllowStatus,
  currency: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): ConversionReminder | null {
  if (allowStatus === CONVERSION_ALLOW_STATUS.notAllowed) return null;
  try {
    if (storage.getItem(shownKey(userId)) !== null) return null;
    storage.setItem(shownKey(userId), '1');
  } catch {
    // Storage refused (private mode, quota): showing it again beats never showing it.
  }
  return { title: currency === 'HRK' ? 'conversionHrk' : 'conversion' };
}
