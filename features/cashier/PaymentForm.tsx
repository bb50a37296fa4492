'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { formatMoney } from '@/features/betting';
import { notify, queryErrorNotification } from '@/features/notifications';
import buttons from '@/features/ui/Buttons.module.css';
import { useAppDispatch } from '@/features/store';
import type {
  DepositAllowance,
  DepositResult,
  PaymentMethod,
  Withdrawal,
} from '@/server/upstream/schemas/cashier';
import { amountProblem, feeMinor, minorOf, type AmountProblem } from './payment-rules';
import styles from './Cashier.module.css';

export type PaymentDirection = 'deposit' | 'withdrawal';

/**
 * The deposit or withdrawal form: a method with its range and fee, and the amount, checked with
 * the schema the BFF checks it with plus the method's range and the deposit limits (or the
 * balance) before it is sent. A deposit goes on to the payment system's return page
 * (spec 01 §2 onpay/{status}); every result goes through the notification queue.
 */
export function PaymentForm({
  lng,
  direction,
  currency,
  methods,
  depositLimits = [],
  withdrawable = '0.00',
}: {
  lng: string;
  direction: PaymentDirection;
  currency: string;
  methods: readonly PaymentMethod[];
  depositLimits?: readonly DepositAllowance[];
  withdrawable?: string;
}) {
  const t = useTranslations('cashier');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const usable = methods.filter((m) => m[direction] !== null);
  const [methodId, setMethodId] = useState(usable[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [sending, setSending] = useState(false);
  const money = (value: string) => formatMoney(lng, value, currency);
  const method = usable.find((m) => m.id === methodId);
  const terms = method?.[direction] ?? null;

  const problemText = (p: AmountProblem) => {
    switch (p.key) {
      case 'format':
        return t('errors.format');
      case 'range':
        return t('errors.range', { min: money(p.min), max: money(p.max) });
      case 'limit':
        return t('errors.limit', { remaining: money(p.remaining) });
      case 'balance':
        return t('errors.balance', { withdrawable: money(p.withdrawable) });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || !terms) return;
    const checked = amountProblem(
      amount,
      terms,
      direction === 'deposit' ? { depositLimits } : { withdrawable },
    );
    if (checked.problem) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const body = { methodId: method.id, amount: checked.amount };
      if (direction === 'deposit') {
        const result = await bffClient.post<DepositResult & { redirectUrl: string }>(
          `/api/cashier/deposits?lang=${lng}`,
          body,
        );
        void dispatch(
          notify({
            kind: 'success',
            autoClose: true,
            text: t('deposit.done', {
              amount: money(result.amount),
              balance: money(result.balance),
            }),
          }),
        );
        router.push(result.redirectUrl);
      } else {
        const withdrawal = await bffClient.post<Withdrawal>('/api/cashier/withdrawals', body);
        setAmount('');
        void dispatch(
          notify({
            kind: 'success',
            autoClose: true,
            text: t('withdrawal.done', { amount: money(withdrawal.amount), id: withdrawal.id }),
          }),
        );
        router.refresh();
      }
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('failed') })));
    } finally {
      setSending(false);
    }
  };

  if (usable.length === 0) return <p className={styles.notice}>{t('noMethods')}</p>;
  const fee = terms && amount ? amountProblem(amount, terms, { withdrawable: terms.max }) : null;
  const prefix = `${direction}-`;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t(`${direction}.form`)}
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset className={styles.methods}>
        <legend>{t('method')}</legend>
        {usable.map((m) => {
          const mt = m[direction];
          if (!mt) return null;
          return (
            <label key={m.id} className={styles.method} data-checked={m.id === methodId}>
              <input
                type="radio"
                name="methodId"
                value={m.id}
                checked={m.id === methodId}
                onChange={() => {
                  setMethodId(m.id);
                  setProblem(null);
                }}
              />
              <span className={styles.methodName}>{m.name}</span>
              <span className={styles.methodTerms}>
                {t('range', { min: money(mt.min), max: money(mt.max) })}
                {' · '}
                {mt.feePercent > 0 ? t('fee', { percent: mt.feePercent }) : t('noFee')}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${prefix}amount`}>{t('amount', { currency })}</label>
        <input
          id={`${prefix}amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${prefix}amount-note`}
          onChange={(event) => {
            setAmount(event.target.value);
            setProblem(null);
          }}
        />
        <span
          id={`${prefix}amount-note`}
          className={problem ? styles.fieldError : styles.hint}
          role={problem ? 'alert' : undefined}
        >
          {problem
            ? problemText(problem)
            : fee?.amount && terms && terms.feePercent > 0
              ? t('feeAmount', {
                  fee: money((feeMinor(minorOf(fee.amount), terms) / 100).toFixed(2)),
                })
              : terms
                ? t('range', { min: money(terms.min), max: money(terms.max) })
                : ''}
        </span>
      </div>
      <div className={buttons.actions}>
        <button type="submit" className={buttons.primary} disabled={sending || !terms}>
          {sending ? t('sending') : t(`${direction}.submit`)}
        </button>
      </div>
    </form>
  );
}
