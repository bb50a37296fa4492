'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BffError, bffClient } from '@/features/bff';
import { signInRequested } from '@/features/session';
import { formatMoney } from '@/features/betting';
import { notify, queryErrorNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import buttons from '@/features/ui/Buttons.module.css';
import type { TotoCoupon, TotoPick } from '@/server/upstream/schemas/toto';
import { minorToAmount, pickInputName, priceTotoCoupon } from './toto-pricing';
import styles from './Toto.module.css';

export interface TotoFormLabels {
  /** "{count} events left to pick" */
  missing: string;
  /** "{combinations} combinations · {stake}" */
  summary: string;
  place: string;
  placing: string;
  /** "Coupon №{id} placed on draw {draw}: {combinations} combinations, {stake}" */
  placed: string;
  main_query_error: string;
}

function picksOf(form: HTMLFormElement, eventCount: number): TotoPick[][] {
  const data = new FormData(form);
  return Array.from(
    { length: eventCount },
    (_, i) => data.getAll(pickInputName(i + 1)).map(String) as TotoPick[],
  );
}

/**
 * The current draw's pick form for a signed-in player: the server renders the events with their
 * 1/X/2 checkboxes as `children`; this counts the combinations as they are ticked (several picks
 * on an event make a system) and places the coupon through the BFF, answering in a notification.
 */
export function TotoCouponForm({
  lng,
  drawId,
  drawNumber,
  eventCount,
  combinationPrice,
  currency,
  labels,
  children,
}: {
  lng: string;
  drawId: number;
  drawNumber: number;
  eventCount: number;
  combinationPrice: string;
  currency: string;
  labels: TotoFormLabels;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [counts, setCounts] = useState<number[]>(() => new Array<number>(eventCount).fill(0));
  const [busy, setBusy] = useState(false);
  const price = priceTotoCoupon(counts, combinationPrice);
  const money = (minor: number) => formatMoney(lng, minorToAmount(minor), currency);

  const recount = useCallback(() => {
    if (formRef.current) setCounts(picksOf(formRef.current, eventCount).map((p) => p.length));
  }, [eventCount]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (price.missing > 0 || busy) return;
    setBusy(true);
    try {
      const { coupon } = await bffClient.post<{ coupon: TotoCoupon }>(
        `/api/toto/coupons?lang=${lng}`,
        { drawId, picks: picksOf(form, eventCount) },
      );
      form.reset();
      setCounts(new Array<number>(eventCount).fill(0));
      void dispatch(
        notify({
          kind: 'success',
          text: labels.placed
            .replace('{id}', String(coupon.id))
            .replace('{draw}', String(coupon.drawNumber))
            .replace('{combinations}', String(coupon.combinations))
            .replace('{stake}', formatMoney(lng, coupon.stake, coupon.currency)),
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
    <form
      ref={formRef}
      className={styles.pickForm}
      onChange={recount}
      onSubmit={(event) => void submit(event)}
      aria-label={`№${drawNumber}`}
    >
      {children}
      <div className={styles.pickBar}>
        <output className={styles.pickSummary} aria-live="polite">
          {price.missing > 0
            ? labels.missing.replace('{count}', String(price.missing))
            : labels.summary
                .replace('{combinations}', String(price.combinations))
                .replace('{stake}', money(price.stakeMinor))}
        </output>
        <button type="submit" className={buttons.primary} disabled={price.missing > 0 || busy}>
          {busy ? labels.placing : labels.place}
        </button>
      </div>
    </form>
  );
}
