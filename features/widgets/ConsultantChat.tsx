'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import {
  CHAT_MESSAGE_MAX,
  chatRequestSchema,
  type ChatAnswer,
  type ChatMessage,
} from '@/server/upstream/schemas/support';
import styles from './SupportButton.module.css';

/**
 * spec 01 §3 "Support multi-button options" chat: a panel with the site's consultant
 * (consultantParams.consultant_id). The conversation lives as long as the panel is open; each
 * message is sent to the BFF and the consultant's answer shown under it.
 */
export function ConsultantChat({
  lng,
  consultantId,
  onClose,
}: {
  lng: string;
  consultantId: string;
  onClose: () => void;
}) {
  const t = useTranslations('widgets');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => fieldRef.current?.focus(), []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatRequestSchema.safeParse({
      consultantId,
      conversationId,
      message: text,
      lang: lng,
    });
    if (!parsed.success) {
      setError(
        text.trim() === ''
          ? t('chat.errors.empty')
          : t('chat.errors.long', { max: CHAT_MESSAGE_MAX }),
      );
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await bffClient.post<ChatAnswer>('/api/support/chat', parsed.data);
      setConversationId(answer.conversationId);
      setMessages((shown) => [...shown, ...answer.messages]);
      setText('');
    } catch (failure) {
      void dispatch(
        notify(queryErrorNotification(failure, { main_query_error: t('chat.failed') })),
      );
    } finally {
      setSending(false);
      fieldRef.current?.focus();
    }
  }

  return (
    <section className={styles.chat} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className={styles.chatHead}>
        <h2 id={titleId}>{t('chat.title')}</h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      <ol
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-labelledby={titleId}
      >
        {messages.length === 0 && <li className={styles.intro}>{t('chat.intro')}</li>}
        {messages.map((message) => (
          <li key={message.id} className={message.from === 'player' ? styles.mine : styles.theirs}>
            <span className="visually-hidden">
              {message.from === 'player' ? t('chat.you') : t('chat.consultant')}:{' '}
            </span>
            {message.text}
          </li>
        ))}
      </ol>
      <form className={styles.chatForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={fieldId} className="visually-hidden">
          {t('chat.message')}
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          name="message"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX + 50}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as in any chat).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className={buttons.primary} disabled={sending}>
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
