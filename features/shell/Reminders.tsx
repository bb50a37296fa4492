import { getMessages } from 'next-intl/server';
import { ShellTextsProvider } from '@/features/ui';
import { LazyRemindersClient } from './lazy-shell-parts';

/** The texts of the limits namespace the reminders show (spec 01 §8 limit messages). */
const LIMIT_TEXTS = [
  'types',
  'noLimit',
  'confirm',
  'reject',
  'responsible_gaming_confirm_limit_text',
  'responsible_gaming_confirm_limit_success',
  'responsible_gaming_confirm_limit_error',
  'responsible_gaming_cancel_limit_success',
  'responsible_gaming_cancel_limit_error',
] as const;

/**
 * The reminders of a signed-in player (spec 01 §4 "Reality check", "Session limit", "Deposit-limit
 * approval"), for the main layout: only the texts they need reach the browser.
 */
export async function Reminders({ lng, userId }: { lng: string; userId: number | null }) {
  const messages = await getMessages({ locale: lng });
  const limits = (messages.limits ?? {}) as Record<string, unknown>;
  return (
    <ShellTextsProvider
      locale={lng}
      messages={{
        reminders: messages.reminders,
        limits: Object.fromEntries(LIMIT_TEXTS.map((key) => [key, limits[key]])),
      }}
    >
      <LazyRemindersClient lng={lng} userId={userId} />
    </ShellTextsProvider>
  );
}
