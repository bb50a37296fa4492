import type { AvailableLimit, Limit, LimitType } from '@/server/upstream/schemas/limits';
import {
  canCancel,
  checkValue,
  countdownOf,
  editingBlockedBy,
  isApprovalDue,
  isIncrease,
  isNoLimit,
  selfExclusionStartsLater,
} from './limit-rules';

const NOW = 1_772_000_000;

function limit(limitType: LimitType, overrides: Partial<Limit> = {}): Limit {
  return {
    limitType,
    limitValue: 100,
    measure: 'money',
    label: '',
    limitState: 'ACTIVE',
    startedAt: NOW - 10,
    endsAt: null,
    appliesAt: null,
    selfExcludeReason: null,
    limitBalance: null,
    needApprove: false,
    ...overrides,
  };
}

describe('canCancel (spec 01 §4 "Limit editing")', () => {
  it.each([
    [1, 'ACTIVE', true],
    [10, 'ACTIVE', true],
    [20, 'ACTIVE', true],
    [20, 'PENDING', true],
    [22, 'PENDING', true],
    [31, 'ACTIVE', true],
    [32, 'ACTIVE', true],
    [30, 'ACTIVE', false],
    [33, 'ACTIVE', false],
    [37, 'ACTIVE', false],
  ] as const)('type %i %s → %s', (type, limitState, expected) => {
    expect(canCancel(limit(type, { limitState }))).toBe(expected);
  });
});

describe('editingBlockedBy', () => {
  it.each([
    ['nothing', [], null],
    ['an active extra limit', [limit(37)], 'extra'],
    ['an active self-exclusion', [limit(30)], 'selfExclusion'],
    ['a pending self-exclusion', [limit(30, { limitState: 'PENDING' })], null],
    ['a time-out', [limit(33)], null],
    ['both', [limit(30), limit(37)], 'extra'],
  ] as const)('%s → %s', (_n, limits, expected) => {
    expect(editingBlockedBy(limits)).toBe(expected);
  });
});

describe('isIncrease: decreases apply at once, increases wait', () => {
  it.each([
    ['a first deposit limit', 20, undefined, 100, false],
    ['a lower deposit limit', 20, 100, 50, false],
    ['the same value', 1, 100, 100, false],
    ['a higher wagering limit', 1, 100, 200, true],
    ['a higher loss limit', 12, 100, 101, true],
    ['removing a deposit limit (999999999)', 21, 100, 999_999_999, true],
    ['removing a limit (null)', 10, 100, null, true],
    ['a longer session', 31, 2, 5, true],
    ['a session limit after -1 (not set)', 31, -1, 5, false],
    ['a longer reality-check interval', 32, 5, 60, false],
    ['a longer time-out', 33, 1, 30, false],
  ] as const)('%s → %s', (_n, type, active, next, expected) => {
    const current = active === undefined ? undefined : limit(type, { limitValue: active });
    expect(isIncrease(type, current, next)).toBe(expected);
  });
});

describe('isNoLimit (spec 01 §5)', () => {
  it.each([
    [20, 999_999_999, true],
    [22, 5000, false],
    [1, 999_999_999, false],
    [31, -1, true],
    [31, 3, false],
    [32, null, true],
  ] as const)('type %i value %s → %s', (type, value, expected) => {
    expect(isNoLimit(type, value)).toBe(expected);
  });
});

describe('deposit-limit approval (spec 02 §5: 86400 s after startedAt)', () => {
  const pending = limit(20, {
    limitState: 'PENDING',
    needApprove: true,
    startedAt: NOW,
    appliesAt: null,
  });
  it.each([
    [NOW, false],
    [NOW + 86_399, false],
    [NOW + 86_400, true],
  ])('at %i due: %s', (now, expected) => {
    expect(isApprovalDue(pending, now)).toBe(expected);
  });
  it('a change that needs no approval is never due for it', () => {
    expect(isApprovalDue({ ...pending, needApprove: false }, NOW + 90_000)).toBe(false);
  });
});

describe('countdownOf', () => {
  it.each([
    [NOW + 86_400, { hours: 24, minutes: 0 }],
    [NOW + 3 * 3600 + 59 * 60 + 59, { hours: 3, minutes: 59 }],
    [NOW - 5, { hours: 0, minutes: 0 }],
  ])('until %i → %o', (at, expected) => {
    expect(countdownOf(at, NOW)).toEqual(expected);
  });
});

describe('selfExclusionStartsLater', () => {
  it('warns while a self-exclusion is set with a start in the future only', () => {
    expect(selfExclusionStartsLater([limit(30, { startedAt: NOW + 60 })], NOW)).not.toBeNull();
    expect(selfExclusionStartsLater([limit(30, { startedAt: NOW })], NOW)).toBeNull();
    expect(selfExclusionStartsLater([limit(33, { startedAt: NOW + 60 })], NOW)).toBeNull();
  });
});

describe('checkValue (spec 01 §5 options and custom values)', () => {
  const deposit: AvailableLimit = {
    type: 20,
    measure: 'money',
    availableValues: [1000, 5000, 999_999_999],
    optionsMap: {},
    custom: { min: 1, max: 99_999_999 },
  };
  const realityCheck: AvailableLimit = {
    type: 32,
    measure: 'minutes',
    availableValues: [5, 10, 15, 30, 45, 60],
    optionsMap: {},
    custom: null,
  };
  it.each([
    [deposit, '5000', { ok: true, value: 5000 }],
    [deposit, '999999999', { ok: true, value: 999_999_999 }],
    [deposit, '1234', { ok: true, value: 1234 }],
    [deposit, '0', { ok: false }],
    [deposit, '12.5', { ok: false }],
    [deposit, '', { ok: false }],
    [realityCheck, '15', { ok: true, value: 15 }],
    [realityCheck, '20', { ok: false }],
  ])('%#: %s', (available, raw, expected) => {
    expect(checkValue(available, raw)).toEqual(expected);
  });
});
