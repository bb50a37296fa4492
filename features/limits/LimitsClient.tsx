'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import type { PlayerLimits } from '@/server/limits/player-limits';
import type {
  AvailableLimit,
  Limit,
  LimitAction,
  LimitChange,
  LimitsSaveAnswer,
  LimitType,
  SelfExcludeReason,
  TestQuestion,
  TestResult,
} from '@/server/upstream/schemas/limits';
import {
  appliesAtOf,
  canCancel,
  checkValue,
  countdownOf,
  editingBlockedBy,
  isApprovalDue,
  isIncrease,
  isNoLimit,
  LIMIT_GROUPS,
  limitViewOf,
  selfExclusionStartsLater,
  type LimitView,
} from './limit-rules';
import styles from './Limits.module.css';

const CUSTOM = 'custom';
/** The countdown moves by the minute; a tick every 30 s keeps it within one. */
const TICK_MS = 30_000;

interface OpenTest {
  tokenGuid: string;
  questions: TestQuestion[];
  changes: LimitChange[];
}

interface Actions {
  busy: boolean;
  nowS: number;
  lng: string;
  save(changes: LimitChange[]): Promise<void>;
  act(action: LimitAction): Promise<void>;
}

function useValueText(lng: string) {
  const t = useTranslations('limits');
  return (type: LimitType, measure: Limit['measure'], value: number | null) => {
    if (isNoLimit(type, value)) return type === 31 ? t('notSet') : t('noLimit');
    const amount = new Intl.NumberFormat(lng).format(value ?? 0);
    return t(`measure.${measure}`, { value: value ?? 0, amount });
  };
}

function useDateText(lng: string) {
  // UTC, so the server's and the browser's first render agree.
  const format = new Intl.DateTimeFormat(lng, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (epochS: number) => `${format.format(new Date(epochS * 1000))} UTC`;
}

/**
 * The office's responsible-gaming page: every limit type with its current value and state, the
 * change waiting and its countdown, and the controls the editing rules allow (spec 01 §4).
 */
export function LimitsClient({ lng, initial }: { lng: string; initial: PlayerLimits }) {
  const t = useTranslations('limits');
  const dispatch = useAppDispatch();
  const [limits, setLimits] = useState(initial.limits);
  const [loadedAt, setLoadedAt] = useState(initial.now);
  const [nowS, setNowS] = useState(initial.now);
  const [hydrated, setHydrated] = useState(false);
  const [working, setWorking] = useState(false);
  const [test, setTest] = useState<OpenTest | null>(null);

  useEffect(() => setHydrated(true), []);
  // The countdown runs on the upstream's clock: its time at load plus the time passed here.
  useEffect(() => {
    const startedMs = Date.now();
    const tick = () => setNowS(loadedAt + Math.floor((Date.now() - startedMs) / 1000));
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [loadedAt]);

  const query = `lang=${encodeURIComponent(lng)}`;

  async function reload() {
    const fresh = await bffClient.get<PlayerLimits>(`/api/limits?${query}`);
    setLimits(fresh.limits);
    setLoadedAt(fresh.now);
    setNowS(fresh.now);
  }

  const done = (text: string) =>
    void dispatch(notify(savedNotification({ main_save_success: text })));

  async function run(work: () => Promise<void>, fallback: string) {
    setWorking(true);
    try {
      await work();
    } catch (error) {
      // spec 01 §8: the server's title is preferred, else the action's own error text.
      void dispatch(notify(queryErrorNotification(error, { main_query_error: fallback })));
    } finally {
      setWorking(false);
    }
  }

  /**
   * spec 01 §7 BlockUser: a self-exclusion or time-out signs the player out at once; answers
   * whether the page is leaving.
   */
  async function signedOutBy(changes: LimitChange[], applied: Limit[]): Promise<boolean> {
    const excluded = changes.some(
      (change) =>
        (change.limitType === 30 || change.limitType === 33) &&
        applied.some((l) => l.limitType === change.limitType && l.limitState === 'ACTIVE'),
    );
    if (!excluded) return false;
    await bffClient.post('/api/limits/block-user', {});
    window.location.assign(`/${lng}`);
    return true;
  }

  const actions: Actions = {
    busy: !hydrated || working,
    nowS,
    lng,
    save: (changes) =>
      run(async () => {
        const answer = await bffClient.post<LimitsSaveAnswer>(`/api/limits?${query}`, {
          limits: changes,
        });
        setLimits(answer.limitsData);
        if (answer.status === 'TEST_REQUIRED' && answer.tokenGuid) {
          setTest({ tokenGuid: answer.tokenGuid, questions: answer.questions, changes });
          return;
        }
        done(t('saved'));
        if (!(await signedOutBy(changes, answer.limitsData))) await reload();
      }, t('saveFailed')),
    act: (action) =>
      run(
        async () => {
          const answer = await bffClient.post<{ limits: Limit[] }>(
            `/api/limits/action?${query}`,
            action,
          );
          setLimits(answer.limits);
          done(
            action.action === 'confirm'
              ? t('responsible_gaming_confirm_limit_success')
              : t('responsible_gaming_cancel_limit_success'),
          );
        },
        action.action === 'confirm'
          ? t('responsible_gaming_confirm_limit_error')
          : t('responsible_gaming_cancel_limit_error'),
      ),
  };

  async function sendAnswers(answers: { questionId: number; answerId: number }[]) {
    if (!test) return;
    await run(async () => {
      const result = await bffClient.post<TestResult>(`/api/limits/test-answers?${query}`, {
        tokenGuid: test.tokenGuid,
        answers,
      });
      setTest(null);
      setLimits(result.limitsData);
      if (!result.success) {
        void dispatch(notify({ kind: 'error', text: t('test.failed') }));
        return;
      }
      done(t('test.passed'));
      if (!(await signedOutBy(test.changes, result.limitsData))) await reload();
    }, t('saveFailed'));
  }

  const blockedBy = editingBlockedBy(limits);
  const laterExclusion = selfExclusionStartsLater(limits, nowS);
  const dateText = useDateText(lng);

  return (
    <div className={styles.page}>
      <p className={styles.note}>{t('intro')}</p>
      {blockedBy && (
        <p className={styles.warning} role="status">
          {t(`blocked.${blockedBy}`)}
        </p>
      )}
      {laterExclusion && (
        <p className={styles.warning} role="status">
          {t('selfExclusion.startsLater', { date: dateText(laterExclusion.startedAt) })}
        </p>
      )}
      {test && (
        <TestStep
          questions={test.questions}
          busy={actions.busy}
          onSend={sendAnswers}
          onCancel={() => setTest(null)}
        />
      )}
      {LIMIT_GROUPS.map((group) => (
        <section key={group.id} className={styles.panel} aria-labelledby={`limits-${group.id}`}>
          <h2 id={`limits-${group.id}`} className={styles.caption}>
            {t(`groups.${group.id}`)}
          </h2>
          <ul className={styles.list}>
            {group.types.map((type) => {
              const view = limitViewOf(type, limits, initial.available);
              if (!view.available && !view.active) return null;
              return (
                <LimitRow
                  key={type}
                  view={view}
                  actions={actions}
                  locked={blockedBy !== null}
                  reasons={initial.reasons}
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function LimitRow({
  view,
  actions,
  locked,
  reasons,
}: {
  view: LimitView;
  actions: Actions;
  locked: boolean;
  reasons: SelfExcludeReason[];
}) {
  const t = useTranslations('limits');
  const valueText = useValueText(actions.lng);
  const dateText = useDateText(actions.lng);
  const { type, active, pending, available } = view;
  const name = t(`types.${type}`);
  const measure = available?.measure ?? active?.measure ?? 'none';
  const isExclusion = type === 30 || type === 33;

  return (
    <li className={styles.row} data-limit-type={type} aria-label={name}>
      <div className={styles.head}>
        <span className={styles.name}>{name}</span>
        <span className={styles.value}>
          {active
            ? valueText(type, measure, active.limitValue)
            : t(type === 31 ? 'notSet' : 'noLimit')}
        </span>
        {active && <span className={styles.badge}>{t('state.ACTIVE')}</span>}
        {active?.endsAt != null && (
          <span className={styles.muted}>{t('until', { date: dateText(active.endsAt) })}</span>
        )}
        {active && !canCancel(active) && <span className={styles.muted}>{t('cannotCancel')}</span>}
      </div>
      {pending && (
        <PendingChange
          pending={pending}
          text={valueText(type, measure, pending.limitValue)}
          actions={actions}
        />
      )}
      {available &&
        !locked &&
        (isExclusion ? (
          <ExclusionForm available={available} reasons={reasons} actions={actions} name={name} />
        ) : (
          <ValueForm available={available} active={active} actions={actions} name={name} />
        ))}
    </li>
  );
}

function PendingChange({
  pending,
  text,
  actions,
}: {
  pending: Limit;
  text: string;
  actions: Actions;
}) {
  const t = useTranslations('limits');
  const at = appliesAtOf(pending);
  const { hours, minutes } = countdownOf(at, actions.nowS);
  const type = pending.limitType;
  const due = isApprovalDue(pending, actions.nowS);
  return (
    <div className={styles.pending} role="group" aria-label={t('pendingLabel')}>
      <span className={styles.badge} data-state="PENDING">
        {t('state.PENDING')}
      </span>
      <span>
        {due
          ? t('responsible_gaming_confirm_limit_text', { value: text })
          : pending.needApprove
            ? t('approvalIn', { value: text, hours, minutes })
            : t('appliesIn', { value: text, hours, minutes })}
      </span>
      <span className={styles.actions}>
        {due && (
          <button
            type="button"
            className={styles.primary}
            disabled={actions.busy}
            onClick={() => void actions.act({ action: 'confirm', limitType: type })}
          >
            {t('confirm')}
          </button>
        )}
        <button
          type="button"
          className={styles.action}
          disabled={actions.busy}
          onClick={() => void actions.act({ action: 'reject', limitType: type })}
        >
          {due ? t('reject') : t('cancelChange')}
        </button>
      </span>
    </div>
  );
}

function ValueForm({
  available,
  active,
  actions,
  name,
}: {
  available: AvailableLimit;
  active: Limit | undefined;
  actions: Actions;
  name: string;
}) {
  const t = useTranslations('limits');
  const valueText = useValueText(actions.lng);
  const id = useId();
  const [choice, setChoice] = useState(String(available.availableValues[0] ?? CUSTOM));
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const raw = choice === CUSTOM ? custom : choice;
  const checked = checkValue(available, raw);
  const waits = checked.ok && isIncrease(available.type, active, checked.value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setError(
        available.custom
          ? t('range', { min: available.custom.min, max: available.custom.max })
          : t('chooseOption'),
      );
      return;
    }
    setError(null);
    void actions.save([{ limitType: available.type, limitValue: checked.value }]);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.field} htmlFor={`${id}-choice`}>
        <span className={styles.label}>{t('newValue')}</span>
        <select
          id={`${id}-choice`}
          className={styles.input}
          value={choice}
          disabled={actions.busy}
          aria-label={`${name}: ${t('newValue')}`}
          onChange={(event) => setChoice(event.target.value)}
        >
          {available.availableValues.map((value) => (
            <option key={value} value={value}>
              {valueText(available.type, available.measure, value)}
            </option>
          ))}
          {available.custom && <option value={CUSTOM}>{t('customOption')}</option>}
        </select>
      </label>
      {choice === CUSTOM && (
        <label className={styles.field}>
          <span className={styles.label}>{t('customValue')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            value={custom}
            aria-label={`${name}: ${t('customValue')}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={actions.busy}
            onChange={(event) => setCustom(event.target.value)}
          />
        </label>
      )}
      <button type="submit" className={styles.primary} disabled={actions.busy}>
        {t('set')}
      </button>
      {active && canCancel(active) && (
        <button
          type="button"
          className={styles.action}
          disabled={actions.busy}
          onClick={() => void actions.save([{ limitType: available.type, limitValue: null }])}
        >
          {t('remove')}
        </button>
      )}
      {waits && <span className={styles.hint}>{t('increaseWaits')}</span>}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

function ExclusionForm({
  available,
  reasons,
  actions,
  name,
}: {
  available: AvailableLimit;
  reasons: SelfExcludeReason[];
  actions: Actions;
  name: string;
}) {
  const t = useTranslations('limits');
  const valueText = useValueText(actions.lng);
  const id = useId();
  const isSelfExclusion = available.type === 30;
  const [days, setDays] = useState(String(available.availableValues[0] ?? ''));
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSelfExclusion && reason === '') {
      setError(t('selfExclusion.reasonRequired'));
      return;
    }
    if (!understood) {
      setError(t('selfExclusion.confirmRequired'));
      return;
    }
    setError(null);
    void actions.save([
      {
        limitType: available.type,
        limitValue: Number(days),
        ...(isSelfExclusion ? { selfExcludeReason: Number(reason) } : {}),
      },
    ]);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.field}>
        <span className={styles.label}>{t('period')}</span>
        <select
          className={styles.input}
          value={days}
          disabled={actions.busy}
          aria-label={`${name}: ${t('period')}`}
          onChange={(event) => setDays(event.target.value)}
        >
          {available.availableValues.map((value) => (
            <option key={value} value={value}>
              {valueText(available.type, available.measure, value)}
            </option>
          ))}
        </select>
      </label>
      {isSelfExclusion && (
        <label className={styles.field}>
          <span className={styles.label}>{t('selfExclusion.reason')}</span>
          <select
            className={styles.input}
            value={reason}
            disabled={actions.busy}
            onChange={(event) => setReason(event.target.value)}
          >
            <option value="">{t('selfExclusion.chooseReason')}</option>
            {reasons.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.selfExcludeReason}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className={styles.warning} id={`${id}-warning`}>
        {t(isSelfExclusion ? 'selfExclusion.warning' : 'timeoutWarning')}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={understood}
          disabled={actions.busy}
          aria-describedby={`${id}-warning`}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        {t('selfExclusion.understood')}
      </label>
      <button type="submit" className={styles.danger} disabled={actions.busy}>
        {t(isSelfExclusion ? 'selfExclusion.start' : 'timeoutStart')}
      </button>
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

/** spec 01 §4: the player answers the test before the limit applies. */
function TestStep({
  questions,
  busy,
  onSend,
  onCancel,
}: {
  questions: TestQuestion[];
  busy: boolean;
  onSend(answers: { questionId: number; answerId: number }[]): Promise<void>;
  onCancel(): void;
}) {
  const t = useTranslations('limits.test');
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [error, setError] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (questions.some((question) => answers[question.id] === undefined)) {
      setError(true);
      return;
    }
    setError(false);
    void onSend(questions.map((q) => ({ questionId: q.id, answerId: answers[q.id] ?? 0 })));
  };
  return (
    <section className={styles.test} aria-labelledby="limits-test">
      <h2 id="limits-test" className={styles.caption}>
        {t('title')}
      </h2>
      <p className={styles.note}>{t('text')}</p>
      <form className={styles.questions} onSubmit={onSubmit} noValidate>
        {questions.map((question) => (
          <fieldset key={question.id} className={styles.question}>
            <legend>{question.text}</legend>
            {question.answers.map((answer) => (
              <label key={answer.id} className={styles.check}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  checked={answers[question.id] === answer.id}
                  onChange={() => setAnswers({ ...answers, [question.id]: answer.id })}
                />
                {answer.text}
              </label>
            ))}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('send')}
          </button>
          <button type="button" className={styles.action} disabled={busy} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
        {error && (
          <span className={styles.fieldError} role="alert">
            {t('answerAll')}
          </span>
        )}
      </form>
    </section>
  );
}
