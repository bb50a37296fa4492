import { getRequestConfig } from 'next-intl/server';
import { log } from '@/server/log';
import { loadMessages } from './messages';

/**
 * next-intl's per-request configuration. The language comes from the [lng] segment, set by the
 * middleware's language step; anything else falls back to English (spec 01 §9).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && /^[a-z]{2}$/.test(requested) ? requested : 'en';
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Moscow',
    onError(error) {
      if (error.code !== 'MISSING_MESSAGE') log.error('i18n: message error', { error });
    },
    getMessageFallback({ key, namespace }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
});
