import { getMessages, getTranslations } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { formatDate, type DisplayClock } from '@/features/settings';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { Status, type StatusTone } from '../activity/Status';
import { flashState, formFlashOf, type FormFlash } from '../contact/page-form';
import { When } from '../contact/When';
import { getDisplayClock } from '@/features/settings/server';

import { SiteLink, PageTextsProvider } from '@/features/ui';
import { getSiteConfig } from '@/server/config/site-config';
import { log } from '@/server/log';
import { getVerification } from '@/server/office/player-office-extra';
import type { RouteMatch } from '@/server/routes/match';
import type { DocumentStatus, Verification } from '@/server/upstream/schemas/office-extra';
import type { UserConfig } from '@/server/upstream/schemas/user';
import { getPlayerConfig } from '@/server/user/player-state';
import { LazyDocumentUploadForm } from '../lazy-parts';
import {
  canUpload,
  verificationPageStatus,
  type VerificationPageStatus,
} from './verification-status';
import formStyles from '../contact/OfficeForm.module.css';
import styles from './Verification.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

const STATUS_TONES: Readonly<Record<VerificationPageStatus, StatusTone>> = {
  verified: 'success',
  requested: 'pending',
  reviewing: 'info',
  denied: 'danger',
  notVerified: 'danger',
  unknown: 'neutral',
};

const DOCUMENT_TONES: Readonly<Record<DocumentStatus, StatusTone>> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/**
 * office/verification (route officeVerification): the player's verification status (spec 02 §4
 * "Verified / Not verified" from the user config), the document the operator asks for (spec 02
 * §3 requested_additional_document), the upload form, and the documents sent with their review.
 */
export async function VerificationPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  const player = await getPlayerConfig();
  if (player.kind === 'visitor') signInAgain(lng, `/${lng}/office/verification`);
  let verification: Verification | null = null;
  if (player.kind === 'player') {
    let failed = false;
    try {
      verification = await getVerification();
    } catch (error) {
      log.error('verification documents unavailable', { error });
      failed = true;
    }
    if (!verification && !failed) signInAgain(lng, `/${lng}/office/verification`);
  }
  const [clock, messages, { siteConfig }] = await Promise.all([
    getDisplayClock(lng),
    getMessages({ locale: lng }),
    getSiteConfig(lng),
  ]);
  return (
    <VerificationView
      lng={lng}
      clock={clock}
      config={player.kind === 'player' ? player.config : null}
      verification={verification}
      showIdentification={siteConfig.isShowIdentification}
      flash={formFlashOf(searchParams)}
      clientMessages={{ officeExtra: messages.officeExtra }}
    />
  );
}

/**
 * The page once its data is read: `config` null when the user config could not be had,
 * `verification` null when the documents could not.
 */
export async function VerificationView({
  lng,
  clock,
  config,
  verification,
  showIdentification,
  flash,
  clientMessages,
}: {
  lng: string;
  clock: DisplayClock;
  config: UserConfig | null;
  verification: Verification | null;
  showIdentification: boolean;
  flash: FormFlash | null;
  clientMessages: AbstractIntlMessages;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeExtra.verification'),
    getTranslations('officeExtra.common'),
  ]);
  if (!config) return <Unavailable>{common('unavailable')}</Unavailable>;
  const documents = verification?.documents ?? [];
  const request = verification?.request ?? null;
  const status = verificationPageStatus(config, documents);
  const needsIdentification =
    showIdentification && config.is_need_identification && status !== 'verified';
  const initial = flashState(flash, {
    fields: ['type', 'file'],
    fieldText: (field, rule) =>
      rule && t.has(`errors.${rule}`) ? t(`errors.${rule}`) : t(`errors.${field}`),
    codeText: (code) =>
      t.has(`errors.${code}`)
        ? t(`errors.${code}`)
        : common.has(`codes.${code}`)
          ? common(`codes.${code}`)
          : undefined,
    failed: common('failed'),
  });
  const typeName = (type: string) =>
    t.has(`verificationTypes.${type}`) ? t(`verificationTypes.${type}`) : type;

  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <ActivitySection id="verification-status-caption" caption={t('statusCaption')}>
          <div className={styles.card}>
            <div className={styles.statusHead}>
              <Status tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Status>
            </div>
            <p className={styles.statusText}>{t(`statusText.${status}`)}</p>
            {request && (
              <div
                className={styles.request}
                role="note"
                aria-label={t('requestTitle', {
                  type: t(`documentTypes.${request.documentType}`),
                })}
              >
                <strong>
                  {t('requestTitle', { type: t(`documentTypes.${request.documentType}`) })}
                </strong>
                {request.note && <p>{request.note}</p>}
                <p className={styles.muted}>
                  {t('requestedOn', {
                    date: formatDate(lng, clock, request.requestedAt, { withYear: true }),
                  })}
                </p>
              </div>
            )}
            <dl className={styles.facts}>
              {showIdentification && (
                <div>
                  <dt>{t('identification')}</dt>
                  <dd>
                    {needsIdentification ? (
                      <>
                        {t('identificationNeeded')} ·{' '}
                        <SiteLink className={styles.link} href={`/${lng}/office/identification`}>
                          {t('identificationLink')}
                        </SiteLink>
                      </>
                    ) : (
                      t('identificationDone')
                    )}
                  </dd>
                </div>
              )}
              {config.verification_types.length > 0 && (
                <div>
                  <dt>{t('accepted')}</dt>
                  <dd>{config.verification_types.map(typeName).join(', ')}</dd>
                </div>
              )}
            </dl>
          </div>
        </ActivitySection>
        {canUpload(status) && (
          <ActivitySection id="verification-tips-caption" caption={t('tipsCaption')}>
            <ul className={styles.tips}>
              <li>{t('tips.identity')}</li>
              <li>{t('tips.address')}</li>
              <li>{t('tips.selfie')}</li>
            </ul>
          </ActivitySection>
        )}
      </div>

      <ActivitySection id="verification-upload-caption" caption={t('uploadCaption')}>
        {flash?.kind === 'done' && (
          <p role="status" className={formStyles.done}>
            {t('uploaded')}
          </p>
        )}
        {canUpload(status) ? (
          <PageTextsProvider locale={lng} messages={clientMessages}>
            <LazyDocumentUploadForm
              lng={lng}
              labelledBy="verification-upload-caption"
              requested={request?.documentType}
              initial={initial}
            />
          </PageTextsProvider>
        ) : (
          <p className={styles.empty}>{t('verifiedNote')}</p>
        )}
      </ActivitySection>

      <div className={styles.wide}>
        <ActivitySection id="verification-documents-caption" caption={t('documentsCaption')}>
          {!verification ? (
            <Unavailable>{t('documentsUnavailable')}</Unavailable>
          ) : documents.length === 0 ? (
            <p className={styles.empty}>{t('noDocuments')}</p>
          ) : (
            <ActivityTable
              caption={t('documentsCaption')}
              columns={
                <>
                  <th scope="col">{t('columns.document')}</th>
                  <th scope="col">{t('columns.file')}</th>
                  <th scope="col">{t('columns.uploaded')}</th>
                  <th scope="col">{t('columns.status')}</th>
                </>
              }
            >
              {documents.map((document) => (
                <tr key={document.id}>
                  <td className={styles.kind}>{t(`documentTypes.${document.type}`)}</td>
                  <td>
                    <span className={styles.fileName} title={document.fileName}>
                      {document.fileName}
                    </span>
                    <span className={styles.muted}>
                      {t('size', { size: Math.max(1, Math.round(document.size / 1024)) })}
                    </span>
                  </td>
                  <td>
                    <When lng={lng} clock={clock} iso={document.uploadedAt} />
                  </td>
                  <td>
                    <Status tone={DOCUMENT_TONES[document.status]}>
                      {t(`documentStatuses.${document.status}`)}
                    </Status>
                    {document.comment && <span className={styles.comment}>{document.comment}</span>}
                  </td>
                </tr>
              ))}
            </ActivityTable>
          )}
        </ActivitySection>
      </div>
    </div>
  );
}
