import { getTranslations } from 'next-intl/server';
import { signInAgain } from '../activity/activity-server';
import { ActivitySection, ActivityTable, Unavailable } from '../activity/ActivitySection';
import { formFlashOf, type FormFlash } from '../contact/page-form';
import { When } from '../contact/When';
import { LazyProgrammeForm } from '../lazy-parts';
import { getDisplayClock } from '@/features/settings/server';
import { formatTime, type DisplayClock } from '@/features/settings';
import { log } from '@/server/log';
import { getQrSignIn, type QrPageData } from '@/server/office/programmes-player';
import { qrSymbol } from '@/server/office/programmes-qr';
import type { RouteMatch } from '@/server/routes/match';
import { FlashNotice, programmeCodeTexts, type SearchParams } from './programme-texts';
import styles from './Programmes.module.css';

export const NEW_CODE_ACTION = '/api/office/programmes/qr-auth/code';
export const SIGN_OUT_ACTION = '/api/office/programmes/qr-auth/sign-outs';

/**
 * office/qr-auth (route officeQrAuth): a one-time code, drawn on the server as an SVG QR code,
 * that the operator's app scans to sign in on another device; the code's expiry and a "new code"
 * action; and the devices signed in this way, each with "sign out".
 */
export async function QrAuthPage({
  lng,
  searchParams,
}: {
  lng: string;
  match: RouteMatch;
  searchParams?: SearchParams;
}) {
  let qr: QrPageData | null;
  let failed = false;
  try {
    qr = await getQrSignIn();
  } catch (error) {
    log.error('QR sign-in unavailable', { error });
    qr = null;
    failed = true;
  }
  if (!qr && !failed) signInAgain(lng, `/${lng}/office/qr-auth`);
  const clock = await getDisplayClock(lng);
  return <QrAuthView lng={lng} clock={clock} qr={qr} flash={formFlashOf(searchParams)} />;
}

/** The page once the code and devices are read: null when the upstream could not answer. */
export async function QrAuthView({
  lng,
  clock,
  qr,
  flash,
}: {
  lng: string;
  clock: DisplayClock;
  qr: QrPageData | null;
  flash: FormFlash | null;
}) {
  const [t, common] = await Promise.all([
    getTranslations('officeProgrammes.qr'),
    getTranslations('officeProgrammes.common'),
  ]);
  if (!qr) return <Unavailable>{t('unavailable')}</Unavailable>;
  const codeTexts = await programmeCodeTexts('qr');
  const symbol = qrSymbol(qr.code.payload);

  return (
    <div className={styles.stack}>
      <FlashNotice
        flash={flash}
        done={t('updated')}
        codeTexts={codeTexts}
        failed={common('failed')}
      />
      <div className={styles.columns}>
        <ActivitySection id="qr-code-caption" caption={t('codeCaption')}>
          <div className={styles.qrBlock}>
            <svg
              className={styles.qr}
              viewBox={`0 0 ${symbol.size} ${symbol.size}`}
              role="img"
              aria-label={t('codeLabel')}
              shapeRendering="crispEdges"
            >
              <rect width={symbol.size} height={symbol.size} fill="#fff" />
              <path d={symbol.path} fill="#000" />
            </svg>
            <div className={styles.qrText}>
              <ol className={styles.steps}>
                <li>{t('steps.open')}</li>
                <li>{t('steps.scan')}</li>
                <li>{t('steps.confirm')}</li>
              </ol>
              <p className={styles.expiry}>
                {t('expires', { time: formatTime(lng, clock, qr.code.expiresAt) })}
                <span className={styles.muted}>
                  {' '}
                  · {t('once', { seconds: qr.code.ttlSeconds })}
                </span>
              </p>
              <LazyProgrammeForm
                lng={lng}
                action={NEW_CODE_ACTION}
                label={t('newCode')}
                pendingLabel={t('newCodePending')}
                accessibleName={t('newCodeName')}
                sentText={t('newCodeDone')}
                codeTexts={codeTexts}
                failed={common('failed')}
                tone="secondary"
              />
              <p className={styles.warningText}>{t('warning')}</p>
            </div>
          </div>
        </ActivitySection>

        <ActivitySection id="qr-devices-caption" caption={t('devicesCaption')}>
          {qr.devices.length === 0 ? (
            <p className={styles.empty}>{t('noDevices')}</p>
          ) : (
            <ActivityTable
              caption={t('devicesCaption')}
              columns={
                <>
                  <th scope="col">{t('columns.device')}</th>
                  <th scope="col">{t('columns.signedIn')}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('columns.action')}</span>
                  </th>
                </>
              }
            >
              {qr.devices.map((device) => (
                <tr key={device.id}>
                  <td>{device.name}</td>
                  <td>
                    <When lng={lng} clock={clock} iso={device.signedInAt} />
                  </td>
                  <td className={styles.num}>
                    <LazyProgrammeForm
                      lng={lng}
                      action={SIGN_OUT_ACTION}
                      fields={{ deviceId: device.id }}
                      label={t('signOut')}
                      pendingLabel={t('signingOut')}
                      accessibleName={t('signOutName', { name: device.name })}
                      sentText={t('signedOut', { name: device.name })}
                      codeTexts={codeTexts}
                      failed={common('failed')}
                      tone="secondary"
                    />
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
