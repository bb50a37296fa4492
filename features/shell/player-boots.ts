/**
 * The deferred watchers of a signed-in player (lazy-shell-parts.tsx): one chunk, loaded only on
 * pages rendered for a session.
 */
import { ConversionReminder } from '@/features/accounts';
export { ConversionReminder };
import { AutoLogoff } from '@/features/protection';
export { AutoLogoff };
import { TermsWatch } from '@/features/protection';
export { TermsWatch };
import { RemindersClient } from '@/features/reminders';
export { RemindersClient };
