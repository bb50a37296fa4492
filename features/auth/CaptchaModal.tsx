'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { bffClient, type CaptchaOutcome } from '@/features/bff';
import { FormAlert, FormField, Modal } from '@/features/ui';
import styles from './AuthForms.module.css';

interface CaptchaChallenge {
  key: string;
  /** SVG markup; shown as an image, never inserted into the page. */
  image: string;
}

/** spec 01 §3 "Captcha validate response"; type 0 passed, 1 wrong, 2 failed for good. */
interface CaptchaVerdict {
  type: 0 | 1 | 2;
  time: number;
  error_message: string | null;
  captchaToken: string | null;
}

/**
 * The captcha check of spec 01 §8: a picture, an answer, a new picture on request. A right answer
 * settles with the token for the retried request; type 2 gives up (spec: isLogoutUser).
 */
export function CaptchaModal({ onSettle }: { onSettle: (outcome: CaptchaOutcome) => void }) {
  const t = useTranslations('auth');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    setChallenge(null);
    setLoadFailed(false);
    try {
      setChallenge(await bffClient.get<CaptchaChallenge>('/api/auth/captcha'));
    } catch {
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !challenge) return;
    if (!answer.trim()) {
      setFieldError(t('fields.captchaAnswer'));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      const verdict = await bffClient.post<CaptchaVerdict>('/api/auth/captcha', {
        key: challenge.key,
        answer: answer.trim(),
      });
      if (verdict.type === 0 && verdict.captchaToken) {
        onSettle({ token: verdict.captchaToken });
        return;
      }
      if (verdict.type === 2) {
        onSettle({ token: null, reason: 'failed', message: verdict.error_message });
        return;
      }
      setError(t('captcha.wrong'));
    } catch {
      setError(t('captcha.unavailable'));
    }
    setPending(false);
    setAnswer('');
    void load();
  }

  return (
    <Modal
      title={t('captcha.title')}
      closeLabel={t('modal.close')}
      onClose={() => onSettle({ token: null, reason: 'cancelled' })}
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={styles.text}>{t('captcha.text')}</p>
        <div className={styles.captcha}>
          {challenge ? (
            // A data: URL of the upstream's SVG: nothing to optimise, and never parsed as markup.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.captchaImage}
              src={`data:image/svg+xml;utf8,${encodeURIComponent(challenge.image)}`}
              alt={t('captcha.image')}
              width={200}
              height={64}
            />
          ) : (
            <span className={styles.captchaPlaceholder} role="status">
              {loadFailed ? t('captcha.unavailable') : t('captcha.loading')}
            </span>
          )}
          <button type="button" className={styles.secondary} onClick={() => void load()}>
            {t('captcha.refresh')}
          </button>
        </div>
        <FormField label={t('captcha.answer')} error={fieldError}>
          {(control) => (
            <input
              {...control}
              data-autofocus=""
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={16}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert text={error} />
        <button
          type="submit"
          className={styles.primary}
          disabled={pending || !challenge}
          aria-busy={pending}
        >
          {t('captcha.submit')}
        </button>
      </form>
    </Modal>
  );
}
