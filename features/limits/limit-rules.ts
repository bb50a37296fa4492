/**
 * The office's reading of the responsible-gaming rules (spec 01 §4 "Limit editing", "Deposit-limit
 * approval", §5; spec 02 §5): which controls a limit offers, whether a change waits, and how long
 * until a pending change applies. The upstream enforces the rules; these decide what the page
 * offers, so the player is not shown an action that can only be refused.
 */
import {
  DEPOSIT_APPROVAL_DELAY_S,
  DEPOSIT_LIMIT_TYPES,
  NO_DEPOSIT_LIMIT,
  SESSION_LIMIT_NOT_SET,
  UNCANCELLABLE_LIMIT_TYPES,
  type AvailableLimit,
  type Limit,
  type LimitType,
} from '@/server/upstream/schemas/limits';

/** The sections of the page and the types in each, in the spec's order (spec 01 §3). */
export const LIMIT_GROUPS = [
  { id: 'deposit', types: [20, 21, 22] },
  { id: 'wager', types: [1, 2, 3] },
  { id: 'loss', types: [10, 11, 12] },
  { id: 'time', types: [31, 32] },
  { id: 'exclusion', types: [33, 30] },
] as const satisfies readonly { id: string; types: readonly LimitType[] }[];

export interface LimitView {
  type: LimitType;
  available: AvailableLimit | undefined;
  active: Limit | undefined;
  pending: Limit | undefined;
}

/** The limits of one type: the one in force and the change waiting, if any. */
export function limitViewOf(
  type: LimitType,
  limits: readonly Limit[],
  available: readonly AvailableLimit[],
): LimitView {
  return {
    type,
    available: available.find((entry) => entry.type === type),
    active: limits.find((l) => l.limitType === type && l.limitState === 'ACTIVE'),
    pending: limits.find((l) => l.limitType === type && l.limitState === 'PENDING'),
  };
}

/** spec 01 §5: 999999999 on a deposit limit and -1 on a session limit mean no limit. */
export function isNoLimit(type: LimitType, value: number | null): boolean {
  if (value === null) return true;
  if (DEPOSIT_LIMIT_TYPES.includes(type)) return value === NO_DEPOSIT_LIMIT;
  if (type === 31) return value === SESSION_LIMIT_NOT_SET || value <= 0;
  return false;
}

/**
 * spec 01 §4: 37 blocks editing while active, and so does a self-exclusion; the reason shown is
 * the first that holds.
 */
export function editingBlockedBy(limits: readonly Limit[]): 'extra' | 'selfExclusion' | null {
  const active = (type: LimitType) =>
    limits.some((l) => l.limitType === type && l.limitState === 'ACTIVE');
  if (active(37)) return 'extra';
  if (active(30)) return 'selfExclusion';
  return null;
}

/** spec 01 §4: types 30 and 33 when ACTIVE cannot be cancelled. */
export function canCancel(limit: Limit): boolean {
  if (limit.limitState === 'PENDING') return true;
  return !UNCANCELLABLE_LIMIT_TYPES.includes(limit.limitType) && limit.limitType !== 37;
}

/**
 * Whether a new value loosens the limit in force, so that it waits (a test, a day, and for a
 * deposit limit the player's approval) rather than applying at once. A first value, a lower one
 * and the reminder interval (32) apply at once.
 */
export function isIncrease(type: LimitType, active: Limit | undefined, next: number | null) {
  if (type === 32 || type === 30 || type === 33) return false;
  if (active === undefined || isNoLimit(type, active.limitValue)) return false;
  return isNoLimit(type, next) || (next ?? 0) > (active.limitValue ?? 0);
}

/** When a pending change applies or, for a deposit limit, may be approved (epoch s). */
export function appliesAtOf(pending: Limit): number {
  if (pending.appliesAt !== null) return pending.appliesAt;
  // spec 02 §5: the approval deadline is 86400 s after startedAt.
  return pending.startedAt + DEPOSIT_APPROVAL_DELAY_S;
}

/** spec 01 §4: the confirm popup appears once the approval time is reached. */
export function isApprovalDue(pending: Limit, nowS: number): boolean {
  return pending.needApprove && appliesAtOf(pending) <= nowS;
}

/** Hours and minutes left until `atS`, never negative (spec 01 §4 "a countdown of hours"). */
export function countdownOf(atS: number, nowS: number): { hours: number; minutes: number } {
  const left = Math.max(0, atS - nowS);
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60) };
}

/** spec 01 §4: the warning shows while a self-exclusion is set and has not started yet. */
export function selfExclusionStartsLater(limits: readonly Limit[], nowS: number): Limit | null {
  return limits.find((l) => l.limitType === 30 && l.startedAt > nowS) ?? null;
}

export type ValueCheck = { ok: true; value: number } | { ok: false };

/**
 * A value the player chose: a preset, or a custom whole number only for types allowed one
 * (spec 01 §5 "A user-chosen option or custom value exists only for limit types allowed one").
 */
export function checkValue(available: AvailableLimit, raw: string): ValueCheck {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value)) return { ok: false };
  if (available.availableValues.includes(value)) return { ok: true, value };
  const { custom } = available;
  if (custom !== null && value >= custom.min && value <= custom.max) return { ok: true, value };
  return { ok: false };
}
