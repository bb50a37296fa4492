'use client';

import { useTranslations } from 'next-intl';
import { useAuthModalAnalytics } from '@/features/analytics';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { modalClosed, modalOpened, selectAuthModal } from '@/features/session';
import { LazyLoginForm, LazyRegistrationForm } from './lazy-forms';
import { LogoutConfirmModal } from './LogoutConfirmModal';
import { Modal } from '@/features/ui';
import { PasswordRecovery } from './PasswordRecovery';

export interface AuthModalsProps {
  lng: string;
  isVipDomain: boolean;
  showRegistration: boolean;
  geoCountryId: number;
  geoCurrency: string;
  /** Where a registration that signs the player in ends (thank-you.ts). */
  thankYouPath: string | null;
}

/** The login, registration, forgot-password and logout modals (spec 01 §2). */
export default function AuthModals({
  lng,
  isVipDomain,
  showRegistration,
  geoCountryId,
  geoCurrency,
  thankYouPath,
}: AuthModalsProps) {
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectAuthModal);
  useAuthModalAnalytics(modal);
  const close = () => dispatch(modalClosed());
  switch (modal) {
    case 'login':
      return (
        <Modal title={t('login.title')} closeLabel={t('modal.close')} onClose={close}>
          <LazyLoginForm
            lng={lng}
            geoCountryId={geoCountryId}
            showRegistration={showRegistration}
            context="modal"
          />
        </Modal>
      );
    case 'registration':
      return (
        <Modal
          title={t('registration.title')}
          closeLabel={t('modal.close')}
          onClose={close}
          size="wide"
        >
          <LazyRegistrationForm
            lng={lng}
            isVipDomain={isVipDomain}
            geoCountryId={geoCountryId}
            geoCurrency={geoCurrency}
            thankYouPath={thankYouPath}
            context="modal"
          />
        </Modal>
      );
    case 'forgotPassword':
      return (
        <Modal title={t('forgot.title')} closeLabel={t('modal.close')} onClose={close}>
          <PasswordRecovery onLogin={() => dispatch(modalOpened('login'))} />
        </Modal>
      );
    case 'logoutConfirm':
      return <LogoutConfirmModal lng={lng} />;
    default:
      return null;
  }
}
