'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppDispatch } from '@/features/store';
import { modalClosed } from '@/features/session';
import { logoutAndLeave } from './leave-site';
import { Modal } from '@/features/ui';
import styles from './AuthForms.module.css';

/**
 * The logout confirmation: the logout thunk resets the one-click coupon flag and disconnects;
 * then the home page loads signed out. A failed logout reloads the page (spec 01 §8).
 */
export function LogoutConfirmModal({ lng }: { lng: string }) {
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    await dispatch(logoutAndLeave(lng));
  }

  return (
    <Modal
      title={t('logout.title')}
      closeLabel={t('modal.close')}
      onClose={() => dispatch(modalClosed())}
    >
      <div className={styles.form}>
        <p className={styles.text}>{t('logout.text')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            data-autofocus=""
            onClick={() => dispatch(modalClosed())}
          >
            {t('logout.cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={pending}
            aria-busy={pending}
            onClick={() => void confirm()}
          >
            {t('logout.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
