import { getMessages, getTranslations } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, Unavailable } from '../activity/ActivitySection';
import { flashState, formFlashOf, type FormFlash } from '../contact/page-form';
import { verificationState } from '@/features/user';
import { SiteLink, PageTextsProvider } from '@/features/ui';
import type { RouteMatch } from '@/server/routes/match';
import { IDENTIFICATION_FIELDS } from '@/server/upstream/schemas/office-extra';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { getPlayerConfig } from '@/server/user/player-state';
import { LazyIdentificationForm } from '../lazy-parts';
import formStyles from '../contact/OfficeForm.module.css';
import styles from './Verification.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * office/identification (route officeIdentification, only where isShowIdentification): the
 * identification the blocker of spec 01 §4 sends the player to. The form while the user config
 * says it is needed (is_need_identification); the details given once it is done.
 */
export async function IdentificationPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  const player = await getPlayerConfig();
  if (player.kind === 'visitor') signInAgain(lng, `/${lng}/office/identification`);
  const messages = await getMessages({ locale: lng });
  const { fields, errors, documentTypes, personal } = messages.officeProfile;
  return (
    <IdentificationView
      lng={lng}
      config={player.kind === 'player' ? player.config : null}
      flash={formFlashOf(searchParams)}
      clientMessages={{
        officeExtra: messages.officeExtra,
        officeProfile: {
          fields,
          errors,
          documentTypes,
          personal: { adultHint: personal.adultHint },
        },
      }}
    />
  );
}

/** The page once the user config is read: null when it could not be had. */
export async function IdentificationView({
  lng,
  config,
  flash,
  clientMessages,
}: {
  lng: string;
  config: UserConfig | null;
  flash: FormFlash | null;
  clientMessages: AbstractIntlMessages;
}) {
  const [t, common, profile] = await Promise.all([
    getTranslations('officeExtra.identification'),
    getTranslations('officeExtra.common'),
    getTranslations('officeProfile'),
  ]);
  if (!config) return <Unavailable>{common('unavailable')}</Unavailable>;
  const verified = verificationState(config) === 'verified';

  if (!config.is_need_identification || verified) {
    const shown = (field: (typeof IDENTIFICATION_FIELDS)[number]) => {
      const value = config.user_data[field];
      if (value === null) return null;
      return field === 'document_type_id' ? profile(`documentTypes.${value}`) : String(value);
    };
    return (
      <div className={styles.stack}>
        {flash?.kind === 'done' && (
          <p role="status" className={formStyles.done}>
            {t('saved')}
          </p>
        )}
        <ActivitySection id="identification-done-caption" caption={t('doneCaption')}>
          <div className={styles.card}>
            <p>{t('doneText')}</p>
            <dl className={styles.details}>
              {IDENTIFICATION_FIELDS.filter((field) => shown(field) !== null).map((field) => (
                <div key={field}>
                  <dt>{profile(`fields.${field}`)}</dt>
                  <dd>{shown(field)}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.actions}>
              <SiteLink className={styles.primary} href={`/${lng}/office/recharge`}>
                {t('deposit')}
              </SiteLink>
              {!verified && (
                <SiteLink className={styles.secondary} href={`/${lng}/office/verification`}>
                  {t('verification')}
                </SiteLink>
              )}
            </div>
          </div>
        </ActivitySection>
      </div>
    );
  }

  const initial = flashState(flash, {
    fields: IDENTIFICATION_FIELDS,
    fieldText: (field, rule) =>
      rule && profile.has(`errors.${rule}`)
        ? profile(`errors.${rule}`)
        : profile.has(`errors.${field}`)
          ? profile(`errors.${field}`)
          : profile('errors.invalid'),
    codeText: (code) =>
      t.has(`errors.${code}`)
        ? t(`errors.${code}`)
        : common.has(`codes.${code}`)
          ? common(`codes.${code}`)
          : undefined,
    failed: common('failed'),
  });
  return (
    <div className={styles.stack}>
      <div className={styles.intro} role="note">
        <p>{t('intro')}</p>
        {config.is_identification_bonus && (
          <p>
            <strong>{t('bonusIntro')}</strong>
          </p>
        )}
      </div>
      <ActivitySection id="identification-form-caption" caption={t('formCaption')}>
        <PageTextsProvider locale={lng} messages={clientMessages}>
          <LazyIdentificationForm
            lng={lng}
            labelledBy="identification-form-caption"
            userData={config.user_data}
            initial={initial}
          />
        </PageTextsProvider>
      </ActivitySection>
    </div>
  );
}
