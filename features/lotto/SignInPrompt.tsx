import { getTranslations } from 'next-intl/server';
import { RETURN_URL_PARAM } from '@/server/edge/pipeline';
import buttons from '@/features/ui/Buttons.module.css';
import styles from './Lotto.module.css';

/** What a visitor sees where a player plays: why, and the way to the login form and back. */
export async function SignInPrompt({
  lng,
  back,
  text,
}: {
  lng: string;
  back: string;
  text: string;
}) {
  const t = await getTranslations('lotto');
  const href = `/${lng}/user/login?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`;
  return (
    <p className={styles.signIn} role="note">
      <span>{text}</span>
      <a className={buttons.secondary} href={href}>
        {t('signIn')}
      </a>
    </p>
  );
}
