/**
 * The deferred watchers of a signed-in player (lazy-shell-parts.tsx): one chunk, loaded only on
 * pages rendered for a session.
 */
export { ConversionReminder } from '@/features/accounts/ConversionReminder';
export { AutoLogoff } from '@/features/protection/AutoLogoff';
export { TermsWatch } from '@/features/protection/TermsWatch';
export { RemindersClient } from '@/features/reminders/RemindersClient';
