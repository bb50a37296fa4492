/**
 * The deferred watchers of a signed-in player (lazy-shell-parts.tsx): one chunk, loaded only on
 * pages rendered for a session.
 */
import { ConversionReminder } from '@/features/accounts';
import { AutoLogoff, TermsWatch } from '@/features/protection';
import { RemindersClient } from '@/features/reminders';

export { ConversionReminder, AutoLogoff, TermsWatch, RemindersClient };
