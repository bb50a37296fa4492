'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logoutAndLeave } from '@/features/auth';
import { BffError, bffClient } from '@/features/bff';
import { notify, withdrawNotification, selectNotificationQueue } from '@/features/notifications';
import { selectUserId } from '@/features/session';
import { useAppDispatch, useAppSelector, type AppThunk } from '@/features/store';
import { NO_DEPOSIT_LIMIT, type LimitType } from '@/server/upstream/schemas/limits';
import type {
  LimitPing,
  PendingApproval,
  RealityCheckAction,
} from '@/server/upstream/schemas/reminders';
import { toServerS } from './reminder-rules';
import { startReminderTimers, type PingResult, type ReminderTimers } from './reminder-timers';
import { RealityCheckModal, type ShownRealityCheck } from './RealityCheckModal';

const approvalKey = (limitType: LimitType) => `deposit-approval-${limitType}`;

/** spec 01 §8 "the server title is preferred". */
function serverTitle(error: unknown): string | undefined {
  return error instanceof BffError && error.items[0]?.title ? error.items[0].title : undefined;
}

const isQueued =
  (key: string): AppThunk<boolean> =>
  (_, getState) =>
    selectNotificationQueue(getState()).some((item) => item.key === key);

/**
 * The reminders of a signed-in player (spec 01 §4 "Reality check", "Session limit", "Deposit-limit
 * approval"; §7 "Reminders"): the limit ping and its timers (reminder-timers.ts), the reality-check
 * modal, and the session-limit and approval dialogs through the notification queue. On a page
 * players share the server does not know the player (`userId` null): the timers start once the
 * browser has the session.
 */
export function RemindersClient({
  lng,
  userId: renderedUserId,
}: {
  lng: string;
  userId: number | null;
}) {
  const sessionUserId = useAppSelector(selectUserId);
  const userId = renderedUserId ?? sessionUserId;
  const t = useTranslations('reminders');
  const tl = useTranslations('limits');
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState<ShownRealityCheck | null>(null);
  const timers = useRef<ReminderTimers | null>(null);
  const text = useRef({ t, tl });
  useEffect(() => {
    text.current = { t, tl };
  });

  const disconnect = useCallback(async () => {
    timers.current?.stop();
    await dispatch(logoutAndLeave(lng));
  }, [dispatch, lng]);

  useEffect(() => {
    if (userId === null) return;
    /** Approvals on screen, and those withdrawn there because the limit is no longer pending. */
    const open = new Set<LimitType>();
    const withdrawn = new Set<LimitType>();

    // spec 01 §4 "Session limit": a permanent error; confirming it disconnects.
    async function sessionLimitReached() {
      const { t } = text.current;
      await dispatch(
        notify({
          kind: 'error',
          group: 'custom',
          closable: false,
          priority: 1,
          title: t('sessionLimit.title'),
          text: t('sessionLimit.text'),
          confirmLabel: t('sessionLimit.confirm'),
          key: 'session-limit',
        }),
      );
      await disconnect();
    }

    // spec 01 §4 "Deposit-limit approval": unclosable; confirm or reject through limitaction.
    async function approvalDue({ limitType, limitValue }: PendingApproval) {
      const { t, tl } = text.current;
      // Still asked by an earlier mount of the reminders: that question goes on.
      if (dispatch(isQueued(approvalKey(limitType)))) return;
      const value =
        limitValue === null || limitValue === NO_DEPOSIT_LIMIT
          ? tl('noLimit')
          : new Intl.NumberFormat(lng).format(limitValue);
      open.add(limitType);
      const result = await dispatch(
        notify({
          kind: 'question',
          group: 'custom',
          closable: false,
          title: t('approval.title', { limit: tl(`types.${limitType}`) }),
          text: tl('responsible_gaming_confirm_limit_text', { value }),
          confirmLabel: tl('confirm'),
          dismissLabel: tl('reject'),
          key: approvalKey(limitType),
        }),
      );
      open.delete(limitType);
      if (withdrawn.delete(limitType)) return;
      const action = result === 'confirmed' ? 'confirm' : 'reject';
      try {
        await bffClient.post(`/api/limits/action?lang=${encodeURIComponent(lng)}`, {
          action,
          limitType,
        });
        void dispatch(
          notify({
            kind: 'success',
            autoClose: true,
            text: tl(
              action === 'confirm'
                ? 'responsible_gaming_confirm_limit_success'
                : 'responsible_gaming_cancel_limit_success',
            ),
          }),
        );
      } catch (error) {
        void dispatch(
          notify({
            kind: 'error',
            text:
              serverTitle(error) ??
              tl(
                action === 'confirm'
                  ? 'responsible_gaming_confirm_limit_error'
                  : 'responsible_gaming_cancel_limit_error',
              ),
          }),
        );
      } finally {
        // spec 01 §4 "Rejecting … removes the pending limits from the local list".
        timers.current?.approvalSettled(limitType);
      }
    }

    const running = startReminderTimers({
      userId,
      handlers: {
        async ping(): Promise<PingResult> {
          try {
            return await bffClient.post<LimitPing>(
              `/api/reminders/ping?lang=${encodeURIComponent(lng)}`,
              {},
            );
          } catch (error) {
            return error instanceof BffError && error.status === 401 ? 'signed-out' : 'failed';
          }
        },
        realityCheckDue: () => setShown({ shownAt: Date.now(), latest: running.latest() }),
        realityCheckSettled: () => setShown(null),
        sessionLimitReached: () => void sessionLimitReached(),
        approvalDue: (approval) => void approvalDue(approval),
        approvalWithdrawn(limitType) {
          if (!open.has(limitType)) return;
          withdrawn.add(limitType);
          dispatch(withdrawNotification(approvalKey(limitType)));
        },
      },
    });
    timers.current = running;
    return () => {
      running.stop();
      timers.current = null;
    };
  }, [disconnect, dispatch, lng, userId]);

  async function answer(action: RealityCheckAction, doNotShowAgain: boolean) {
    if (shown === null) return;
    setShown(null);
    const clock = timers.current?.latest()?.clock ?? shown.latest?.clock;
    // spec 01 §3 popup_show_at: when the check appeared, on the upstream's clock.
    const popupShowAt = clock ? toServerS(clock, shown.shownAt) : Math.floor(shown.shownAt / 1000);
    if (action === 'log_out') {
      // The disconnect follows whatever the upstream answers: the player asked to leave.
      await bffClient
        .post('/api/reminders/reality-check', { action, popupShowAt })
        .catch(() => undefined);
      await disconnect();
      return;
    }
    timers.current?.realityCheckAnswered(doNotShowAgain);
    try {
      await bffClient.post('/api/reminders/reality-check', {
        action,
        doNotShowAgain,
        popupShowAt,
      });
    } catch (error) {
      void dispatch(
        notify({ kind: 'error', text: serverTitle(error) ?? t('realityCheck.failed') }),
      );
    }
  }

  return shown ? (
    <RealityCheckModal
      lng={lng}
      shown={shown}
      onAnswer={(action, doNotShowAgain) => void answer(action, doNotShowAgain)}
    />
  ) : null;
}
