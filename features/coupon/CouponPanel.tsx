'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { selectAccountById, selectAccounts } from '@/features/accounts';
import { AuthLink, selectIsSignedIn } from '@/features/session';
import { withLanguage } from '@/features/ui';
import { useAppDispatch, useAppSelector } from '@/features/store';
import { ACCOUNT_TYPES } from '@/server/upstream/schemas/account-codes';
import type { CouponBet } from './coupon-bet';
import {
  couponPossibleWin,
  couponProblems,
  isVipBetOffered,
  type CouponProblem,
} from './coupon-request';
import { placeBet } from './coupon-thunks';
import { COUPON_TYPES, groupByBlock, type CouponTypeId } from './coupon-types';
import { CouponCheck } from './CouponCheck';
import { CouponResult } from './CouponResult';
import { CouponSettings } from './CouponSettings';
import {
  accountChanged,
  amountChanged,
  bankerToggled,
  betBlockChanged,
  betRemoved,
  blockAmountChanged,
  bonusBetRemoved,
  coefChangesAccepted,
  couponCleared,
  selectAvailableTypes,
  selectCoupon,
  selectHasBonusBet,
  selectHasPendingChanges,
  selectIsPlacingBlocked,
  systemValueChanged,
  typeChanged,
  type CouponErrorItem,
} from './couponSlice';
import { selectCouponSettings } from './couponSettingsSlice';
import { currencyAmounts, stepAmount } from './currency-amounts';
import { formatCoef } from '@/features/settings';
import { bonusBetCoef } from './possible-win';
import { TYPE_KEYS, useMoney } from './coupon-display';
import styles from './CouponPanel.module.css';

/** The types shown as tabs; the others are in the "more" list when the bets allow them. */
const TAB_TYPES: readonly CouponTypeId[] = [0, 1, 2, 9];

/**
 * The coupon (bet slip) in the right column, spec 02 §3–§5: the bets, the type, the amount and
 * the possible win, the account, the coefficient changes to accept, and placing the bet.
 */
export function CouponPanel({ lng, empty }: { lng: string; empty: ReactNode }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCoupon);
  const settings = useAppSelector(selectCouponSettings);
  const available = useAppSelector(selectAvailableTypes);
  const hasBonusBet = useAppSelector(selectHasBonusBet);
  const pending = useAppSelector(selectHasPendingChanges);
  const placingBlocked = useAppSelector(selectIsPlacingBlocked);
  const signedIn = useAppSelector(selectIsSignedIn);
  const accounts = useAppSelector(selectAccounts);
  const activeAccountId = useAppSelector((state) => state.accounts.activeAccountId);
  const account = useAppSelector((state) =>
    selectAccountById(state, coupon.accountId ?? activeAccountId),
  );
  const coefViewId = useAppSelector((state) => state.settings.coefViewId);
  const money = useMoney(lng);

  const { bets, typeId, currency } = coupon;
  const step = settings.amountStepByCurrencyIso[currency] ?? currencyAmounts(currency).step;
  const win = couponPossibleWin(coupon, settings);
  const isBonusAccount = account?.type === ACCOUNT_TYPES.bonus;
  const vipOffered = isVipBetOffered(coupon);
  const problems = couponProblems(coupon, {
    availableTypeIds: available,
    balance: account ? Number(account.balance) : null,
    isBonusAccount,
    isVipBet: vipOffered && settings.isVipBet,
  });
  const blocks = groupByBlock(bets) ?? [];
  const usesBlocks = typeId === COUPON_TYPES.multibet.id || typeId === COUPON_TYPES.conditional.id;
  const moreTypes = available.filter((id) => !TAB_TYPES.includes(id));

  const body =
    bets.length === 0 ? (
      <>
        <CouponErrors errors={coupon.errors} money={money} />
        {empty}
      </>
    ) : (
      <form
        className={styles.coupon}
        aria-label={t('title')}
        onSubmit={(event) => {
          event.preventDefault();
          void dispatch(placeBet());
        }}
      >
        <div className={styles.types} role="group" aria-label={t('type')}>
          {TAB_TYPES.filter((id) => available.includes(id) || id === typeId).map((id) => (
            <button
              key={id}
              type="button"
              className={styles.type}
              aria-pressed={typeId === id}
              onClick={() => dispatch(typeChanged(id))}
            >
              {t(`types.${TYPE_KEYS[id]}`)}
            </button>
          ))}
          {moreTypes.length > 0 && (
            <select
              className={styles.moreTypes}
              aria-label={t('moreTypes')}
              value={moreTypes.includes(typeId) ? typeId : ''}
              onChange={(event) =>
                dispatch(typeChanged(Number(event.target.value) as CouponTypeId))
              }
            >
              <option value="" disabled>
                {t('moreTypes')}
              </option>
              {moreTypes.map((id) => (
                <option key={id} value={id}>
                  {t(`types.${TYPE_KEYS[id]}`)}
                </option>
              ))}
            </select>
          )}
        </div>

        <div className={styles.listHead}>
          <span>{t('betCount', { count: bets.length })}</span>
          <button type="button" className={styles.link} onClick={() => dispatch(couponCleared())}>
            {t('clear')}
          </button>
        </div>

        <ul className={styles.bets} aria-label={t('bets')}>
          {bets.map((bet) => (
            <BetRow
              key={bet.market.id}
              bet={bet}
              coefViewId={coefViewId}
              banker={typeId === COUPON_TYPES.system.id && coupon.isActiveSystemBanker}
              blockChoices={usesBlocks ? blocks.length + 1 : 0}
            />
          ))}
        </ul>
        {hasBonusBet && (
          <div className={styles.bonus}>
            <span>
              <strong>{t('bonusBet')}</strong>
              <span className={styles.muted}>{t('bonusBetHint')}</span>
            </span>
            <span className={styles.coef}>{formatCoef(bonusBetCoef(bets.length), coefViewId)}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('removeBonusBet')}
              onClick={() => dispatch(bonusBetRemoved())}
            >
              ×
            </button>
          </div>
        )}

        {bets.some((bet) => bet.isDepend) && typeId !== COUPON_TYPES.manySingles.id && (
          <p className={styles.note}>{t('dependentBets')}</p>
        )}

        {(typeId === COUPON_TYPES.system.id || typeId === COUPON_TYPES.multibet.id) &&
          coupon.systemValues.length > 0 && (
            <label className={styles.field}>
              <span>{t('systemValue')}</span>
              <select
                value={coupon.systemValue}
                onChange={(event) => dispatch(systemValueChanged(Number(event.target.value)))}
              >
                {coupon.systemValues.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t('systemOption', {
                      value: option.value,
                      total: typeId === COUPON_TYPES.multibet.id ? blocks.length : bets.length,
                      combo: option.combo,
                    })}
                  </option>
                ))}
              </select>
            </label>
          )}

        {pending && (
          <div className={styles.changed} role="alert">
            <span>{t('coefChanged')}</span>
            <button
              type="button"
              className={styles.accept}
              onClick={() => dispatch(coefChangesAccepted())}
            >
              {t('acceptChanges')}
            </button>
          </div>
        )}

        {signedIn && settings.isSelectAccountShown && accounts.length > 1 && (
          <label className={styles.field}>
            <span>{t('account')}</span>
            <select
              value={coupon.accountId ?? activeAccountId ?? ''}
              onChange={(event) => dispatch(accountChanged(Number(event.target.value)))}
            >
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {/* Named as on the wallets page (issue 22 §4). */}
                  {t(
                    a.type === ACCOUNT_TYPES.bonus
                      ? 'accountType4'
                      : a.type === ACCOUNT_TYPES.currency
                        ? 'accountType9'
                        : 'accountType0',
                  )}{' '}
                  · {money(Number(a.balance), a.currency)}
                </option>
              ))}
            </select>
          </label>
        )}

        {typeId === COUPON_TYPES.conditional.id ? (
          blocks.map((block, index) => (
            <label key={block.blockId} className={styles.field}>
              <span>{t('blockAmount', { block: index + 1 })}</span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={coupon.amountByBlockId[block.blockId] || ''}
                onChange={(event) =>
                  dispatch(
                    blockAmountChanged({
                      blockId: block.blockId,
                      amount: Number(event.target.value),
                    }),
                  )
                }
              />
            </label>
          ))
        ) : (
          <div className={styles.amount}>
            <label htmlFor="coupon-amount">
              {typeId === COUPON_TYPES.manySingles.id ? t('amountEach') : t('amount')}
              {settings.isBalanceShown && account && (
                <span className={styles.muted}>
                  {t('balance', { balance: money(Number(account.balance), account.currency) })}
                </span>
              )}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label={t('amountDown')}
                onClick={() => dispatch(amountChanged(stepAmount(coupon.amount, step, -1)))}
              >
                −
              </button>
              <input
                id="coupon-amount"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={coupon.amount || ''}
                onChange={(event) => dispatch(amountChanged(Number(event.target.value)))}
              />
              <span className={styles.currency}>{currency}</span>
              <button
                type="button"
                aria-label={t('amountUp')}
                onClick={() => dispatch(amountChanged(stepAmount(coupon.amount, step, 1)))}
              >
                +
              </button>
            </div>
            {(coupon.minBetAmount > 0 || coupon.maxBetAmount !== null) && !isBonusAccount && (
              <p className={styles.muted}>
                {t('limits', {
                  min: money(coupon.minBetAmount, currency),
                  max: coupon.maxBetAmount === null ? '∞' : money(coupon.maxBetAmount, currency),
                })}
              </p>
            )}
          </div>
        )}

        <dl className={styles.totals}>
          {coupon.coef > 0 && (
            <>
              <dt>{t('totalCoef')}</dt>
              <dd data-testid="coupon-coef">{formatCoef(coupon.coef, coefViewId)}</dd>
            </>
          )}
          {typeId === COUPON_TYPES.antiExpress.id && coupon.antiExpressCoef === null && (
            <>
              <dt>{t('totalCoef')}</dt>
              <dd>{t('pricedOnAcceptance')}</dd>
            </>
          )}
          {win?.lines !== undefined && (
            <>
              <dt>{t('lines')}</dt>
              <dd>
                {win.lines} × {money(win.stakePerLine ?? 0, currency)}
              </dd>
            </>
          )}
          {win && win.stake !== coupon.amount && (
            <>
              <dt>{t('totalStake')}</dt>
              <dd>{money(win.stake, currency)}</dd>
            </>
          )}
          {settings.isPossibleWinShown && (
            <>
              <dt>{t('possibleWin')}</dt>
              <dd className={styles.win} data-testid="possible-win">
                {win ? money(win.maxWin, currency) : '—'}
              </dd>
            </>
          )}
        </dl>

        {vipOffered && coupon.maxBetAmount !== null && coupon.amount > coupon.maxBetAmount && (
          <p className={styles.muted}>{t('vipBetHint')}</p>
        )}

        <CouponErrors errors={coupon.errors} money={money} />
        {signedIn ? (
          <>
            <button
              type="submit"
              className={styles.place}
              disabled={placingBlocked || problems.length > 0}
              aria-busy={coupon.isActivePlaceBet || coupon.requestCheck === 'checking' || undefined}
            >
              {coupon.isActivePlaceBet ? t('placing') : t('place')}
            </button>
            {problems.length > 0 && (
              <ProblemHint
                problem={problems[0] as CouponProblem}
                money={money}
                currency={currency}
              />
            )}
          </>
        ) : (
          <AuthLink href={withLanguage(lng, '/user/login')} modal="login" className={styles.place}>
            {t('loginToBet')}
          </AuthLink>
        )}
      </form>
    );

  return (
    <div className={styles.panel}>
      <CouponResult lng={lng} />
      <CouponCheck />
      {body}
      <CouponSettings />
    </div>
  );
}

function BetRow({
  bet,
  coefViewId,
  banker,
  blockChoices,
}: {
  bet: CouponBet;
  coefViewId: number;
  banker: boolean;
  blockChoices: number;
}) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const { market } = bet;
  const direction =
    bet.previousCoef === null ? null : market.coef > bet.previousCoef ? 'up' : 'down';
  return (
    <li
      className={styles.bet}
      data-blocked={bet.isBlocked || undefined}
      data-pending={bet.isCoefChangePending || undefined}
      aria-label={`${market.opponents[0]} — ${market.opponents[1]}: ${market.name}`}
    >
      <div className={styles.betMain}>
        <span className={styles.champ}>
          {market.isLive && <span className={styles.live}>{t('live')}</span>}
          {market.sportName}. {market.champName}
        </span>
        <span className={styles.event}>
          {market.opponents[0]} — {market.opponents[1]}
          {bet.scores && (
            <span className={styles.score}>
              {bet.scores.home}:{bet.scores.away}
            </span>
          )}
        </span>
        <span className={styles.outcome}>
          {market.marketName}: <strong>{market.name}</strong>
        </span>
        {bet.isBlocked && <span className={styles.suspended}>{t('suspended')}</span>}
      </div>
      <div className={styles.betSide}>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('remove', { outcome: market.name })}
          onClick={() => dispatch(betRemoved(market.id))}
        >
          ×
        </button>
        <span className={styles.coef} data-change={direction ?? undefined} data-testid="bet-coef">
          {bet.previousCoef !== null && (
            <s className={styles.oldCoef}>{formatCoef(bet.previousCoef, coefViewId)}</s>
          )}
          {formatCoef(market.coef, coefViewId)}
        </span>
        {banker && (
          <button
            type="button"
            className={styles.banker}
            aria-pressed={bet.isBanker}
            disabled={!bet.isBanker && bet.isDisabledBanker}
            title={t('banker')}
            aria-label={t('bankerFor', { outcome: market.name })}
            onClick={() => dispatch(bankerToggled(market.id))}
          >
            B
          </button>
        )}
        {blockChoices > 0 && (
          <select
            className={styles.block}
            aria-label={t('blockFor', { outcome: market.name })}
            value={bet.blockId}
            onChange={(event) =>
              dispatch(betBlockChanged({ id: market.id, blockId: Number(event.target.value) }))
            }
          >
            {Array.from({ length: Math.max(blockChoices, bet.blockId + 1) }, (_, i) => (
              <option key={i} value={i}>
                {t('block', { block: i + 1 })}
              </option>
            ))}
          </select>
        )}
      </div>
    </li>
  );
}

function ProblemHint({
  problem,
  money,
  currency,
}: {
  problem: CouponProblem;
  money: (amount: number, currency: string) => string;
  currency: string;
}) {
  const t = useTranslations('coupon.problems');
  const amount = 'amount' in problem ? money(problem.amount, currency) : '';
  return <p className={styles.hint}>{t(problem.code, { amount })}</p>;
}

/** Known refusal codes have a message of their own; others show the server's title. */
const KNOWN_ERRORS = new Set([
  'outcome_blocked',
  'coef_changed',
  'amount_below_min',
  'amount_above_max',
  'insufficient_balance',
  'unknown_outcome',
  'unknown_account',
  'prepaid_unavailable',
  'request_id_reused',
  'request_unknown',
  'placing_unconfirmed',
  'network_error',
  'too_many_bets',
  'no_account',
  'unauthorized',
]);

export function CouponErrors({
  errors,
  money,
}: {
  errors: readonly CouponErrorItem[];
  money: (amount: number, currency: string) => string;
}) {
  const t = useTranslations('coupon.errors');
  if (errors.length === 0) return null;
  const unique = errors.filter(
    (error, index) => errors.findIndex((other) => other.code === error.code) === index,
  );
  return (
    <ul className={styles.errors} role="alert">
      {unique.map((error) => {
        const currency = error.meta?.currency ?? 'RUB';
        return (
          <li key={error.code}>
            {KNOWN_ERRORS.has(error.code)
              ? t(error.code, {
                  min: money(error.meta?.minBetAmount ?? 0, currency),
                  max: money(error.meta?.maxBetAmount ?? 0, currency),
                  balance: money(Number(error.meta?.balance ?? 0), currency),
                })
              : (error.detail ?? error.title)}
          </li>
        );
      })}
    </ul>
  );
}
