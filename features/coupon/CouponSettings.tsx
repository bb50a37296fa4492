'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/features/ui';
import { selectIsSignedIn } from '@/features/session';
import { preferencesSavedLater, COEF_VIEW_CHOICES, isCoefViewId } from '@/features/settings';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { isVipBetOffered } from './coupon-request';
import { selectCoupon } from './couponSlice';
import {
  changeCoefActionChanged,
  dropOnScoreChangeChanged,
  exactCoefChanged,
  oneClickAmountChanged,
  oneClickDisabled,
  oneClickEnabled,
  selectCouponSettings,
  settingFlagChanged,
} from './couponSettingsSlice';
import { currencyAmounts } from './currency-amounts';
import styles from './CouponPanel.module.css';

const CHANGE_COEF_KEYS = { 0: 'confirm', 1: 'acceptAny', 2: 'acceptIncrease' } as const;
/**
 * The coupon's settings (spec 02 §3 "Coupon settings", §4): the coefficient-change policy,
 * one-click betting with its clearing confirmation, the exact coef and drop-on-score-change,
 * the VIP bet, and the odds format.
 */
export function CouponSettings() {
  const t = useTranslations('coupon.settings');
  const tc = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectCouponSettings);
  const coupon = useAppSelector(selectCoupon);
  const signedIn = useAppSelector(selectIsSignedIn);
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const [confirming, setConfirming] = useState(false);
  const oneClickAllowed = coupon.rules.isOneClickEnabled && signedIn;
  const oneClickAmount = settings.oneClickAmount || currencyAmounts(coupon.currency).initial;

  function toggleOneClick(on: boolean) {
    if (!on) dispatch(oneClickDisabled());
    // spec 02 §4: with bets in the coupon, ask first: the coupon will be cleared.
    else if (coupon.bets.length > 0) setConfirming(true);
    else dispatch(oneClickEnabled());
  }

  return (
    <details className={styles.settings}>
      <summary>{t('title')}</summary>
      <fieldset className={styles.fieldset}>
        <legend>{t('changeCoefAction')}</legend>
        {([2, 1, 0] as const).map((action) => (
          <label key={action} className={styles.check}>
            <input
              type="radio"
              name="changeCoefAction"
              value={action}
              checked={settings.changeCoefAction === action}
              onChange={() => dispatch(changeCoefActionChanged(action))}
            />
            {t(`changeCoef.${CHANGE_COEF_KEYS[action]}`)}
          </label>
        ))}
      </fieldset>

      {oneClickAllowed && (
        <div className={styles.fieldset}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={settings.isActiveOneClick}
              onChange={(event) => toggleOneClick(event.target.checked)}
            />
            {t('oneClick')}
          </label>
          {settings.isActiveOneClick && (
            <label className={styles.field}>
              <span>{t('oneClickAmount', { currency: coupon.currency })}</span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={oneClickAmount}
                onChange={(event) =>
                  dispatch(oneClickAmountChanged({ amount: Number(event.target.value) }))
                }
              />
            </label>
          )}
        </div>
      )}

      <div className={styles.fieldset}>
        <label className={styles.field}>
          <span>{t('exactCoef')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder={t('exactCoefOff')}
            value={settings.exactCoef || ''}
            onChange={(event) => dispatch(exactCoefChanged(Number(event.target.value)))}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.isDropOnScoreChange}
            disabled={settings.exactCoef === 0}
            onChange={(event) => dispatch(dropOnScoreChangeChanged(event.target.checked))}
          />
          {t('dropOnScoreChange')}
        </label>
        {isVipBetOffered(coupon) && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={settings.isVipBet}
              onChange={(event) =>
                dispatch(settingFlagChanged({ flag: 'isVipBet', value: event.target.checked }))
              }
            />
            {t('vipBet')}
          </label>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.isPossibleWinShown}
            onChange={(event) =>
              dispatch(
                settingFlagChanged({ flag: 'isPossibleWinShown', value: event.target.checked }),
              )
            }
          />
          {t('showPossibleWin')}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.isBalanceShown}
            onChange={(event) =>
              dispatch(settingFlagChanged({ flag: 'isBalanceShown', value: event.target.checked }))
            }
          />
          {t('showBalance')}
        </label>
        <label className={styles.field}>
          <span>{t('coefView')}</span>
          <select
            value={coefViewId}
            onChange={(event) => {
              const id = Number(event.target.value);
              if (!isCoefViewId(id)) return;
              // The preferences' schema loads with the first change, not with the coupon.
              void dispatch(preferencesSavedLater({ coefViewId: id }));
            }}
          >
            {COEF_VIEW_CHOICES.map(([id, key]) => (
              <option key={id} value={id}>
                {t(`coefViews.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {confirming && (
        <Modal
          title={t('oneClick')}
          closeLabel={tc('close')}
          onClose={() => setConfirming(false)}
          size="narrow"
        >
          <p>{tc('coupon_will_be_cleared')}</p>
          <p>{tc('coupon_one_click_enable_warning')}</p>
          <div className={styles.modalActions}>
            <button
              type="button"
              className={styles.place}
              onClick={() => {
                dispatch(oneClickEnabled());
                setConfirming(false);
              }}
            >
              {tc('enable')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {tc('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </details>
  );
}
