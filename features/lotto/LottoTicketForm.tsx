'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BffError, bffClient } from '@/features/bff';
import { signInRequested } from '@/features/session';
import { formatMoney } from '@/features/betting';
import { notify, queryErrorNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import buttons from '@/features/ui/Buttons.module.css';
import type { LottoTicket } from '@/server/upstream/schemas/lotto';
import { canBuy, isFull, quickPick, type LotteryRules } from './lotto-picks';
import styles from './Lotto.module.css';

export interface LottoFormLabels {
  /** "Your numbers" */
  legend: string;
  /** "{picked} of {max} picked" */
  picked: string;
  quickPick: string;
  clear: string;
  /** "Buy a ticket · {price}" */
  buy: string;
  buying: string;
  /** "Ticket №{id} for draw {draw}: {numbers}" */
  bought: string;
  main_query_error: string;
}

/**
 * The number grid of one lottery for a signed-in player: tick pickMin to pickMax numbers (or a
 * quick pick) and buy a ticket for the next draw through the BFF; the answer is a notification
 * and the page's ticket list is read again.
 */
export function LottoTicketForm({
  lng,
  lottery,
  rules,
  price,
  currency,
  labels,
}: {
  lng: string;
  lottery: string;
  rules: LotteryRules;
  price: string;
  currency: string;
  labels: LottoFormLabels;
}) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const full = isFull(rules, picked.size);

  function toggle(n: number) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(n)) next.delete(n);
      else if (!isFull(rules, next.size)) next.add(n);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canBuy(rules, picked.size) || busy) return;
    setBusy(true);
    try {
      const { ticket } = await bffClient.post<{ ticket: LottoTicket }>(
        `/api/lotto/tickets?lang=${lng}`,
        { lottery, numbers: [...picked].sort((a, b) => a - b) },
      );
      setPicked(new Set());
      void dispatch(
        notify({
          kind: 'success',
          text: labels.bought
            .replace('{id}', String(ticket.id))
            .replace('{draw}', String(ticket.drawNumber))
            .replace('{numbers}', ticket.numbers.join(', ')),
        }),
      );
      router.refresh();
    } catch (error) {
      if (error instanceof BffError && error.status === 401) {
        dispatch(signInRequested(window.location.pathname + window.location.search));
      } else {
        void dispatch(notify(queryErrorNotification(error, labels)));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.ticketForm} onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.grid}>
        <legend>{labels.legend}</legend>
        {Array.from({ length: rules.numbers }, (_, i) => i + 1).map((n) => (
          <label key={n} className={styles.ball}>
            <input
              type="checkbox"
              checked={picked.has(n)}
              disabled={full && !picked.has(n)}
              onChange={() => toggle(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.ticketBar}>
        <output aria-live="polite">
          {labels.picked
            .replace('{picked}', String(picked.size))
            .replace('{max}', String(rules.pickMax))}
        </output>
        <span className={buttons.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setPicked(new Set(quickPick(rules)))}
          >
            {labels.quickPick}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={picked.size === 0}
            onClick={() => setPicked(new Set())}
          >
            {labels.clear}
          </button>
          <button
            type="submit"
            className={buttons.primary}
            disabled={!canBuy(rules, picked.size) || busy}
          >
            {busy
              ? labels.buying
              : labels.buy.replace('{price}', formatMoney(lng, price, currency))}
          </button>
        </span>
      </div>
    </form>
  );
}
