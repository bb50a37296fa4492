import { BffError, CLIENT_ERROR } from '@/features/bff';
import { OWN_MESSAGE_PRIORITY, type NotificationInput } from './notification-rules';

/** The failures that never got an answer of ours: they have no message worth showing. */
const WITHOUT_MESSAGE = new Set<string>(Object.values(CLIENT_ERROR));

/** spec 01 §8 "JSON-API server errors list their details joined by a delimiter". */
export const DETAIL_DELIMITER = ' · ';

/**
 * spec 01 §8 "Generic query error main_query_error (priority 1 when the error has status 2,
 * showing its own message)": an answer of the BFF that refuses the request with its reasons is
 * shown with them, first; a failure without an answer (network, cancelled, a broken answer, a
 * server error) says main_query_error.
 */
export function queryErrorNotification(
  error: unknown,
  labels: { main_query_error: string },
): NotificationInput {
  if (
    error instanceof BffError &&
    error.status >= 400 &&
    error.status < 500 &&
    !WITHOUT_MESSAGE.has(error.code)
  ) {
    const own = error.items
      .map((item) => item.detail ?? item.title)
      .filter((text) => text.trim() !== '');
    if (own.length > 0) {
      return { kind: 'error', text: own.join(DETAIL_DELIMITER), priority: OWN_MESSAGE_PRIORITY };
    }
  }
  return { kind: 'error', text: labels.main_query_error, priority: 0 };
}

/** spec 01 §8 "Success defaults to main_save_success". */
export function savedNotification(
  labels: { main_save_success: string },
  text?: string,
): NotificationInput {
  return { kind: 'success', text: text ?? labels.main_save_success, autoClose: true };
}
