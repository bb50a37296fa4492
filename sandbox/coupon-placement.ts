/**
 * Taking a coupon (spec 02 §3 "Coupon for sending", "Coupon types", "Coefficient-change policy";
 * §5): the checks in the order the contract gives them, then the debit and the stored coupon, in
 * the caller's transaction. A refusal throws a 400 listing every problem of its kind; many singles
 * (9) are taken one single at a time and answer each single's result instead.
 */
import { ACCOUNT_TYPES } from '@contract/accounts';
import type {
  Coupon,
  CouponBetRequest,
  CouponTypeId,
  ParsedCouponRequest,
  SingleResult,
} from '@contract/coupon';
import { CHANGE_COEF_ACTIONS, COUPON_TYPE_IDS, couponGroupSchema } from '@contract/coupon';
import type { AccountRecord } from './accounts-store';
import { formatMinor, toMinor } from './accounts-store';
import { toCoupon } from './coupon-answer';
import { antiExpressCoef, bonusBetPrice, priceCoupon } from './coupon-pricing';
import type { StoredBet } from './coupon-store';
import type { JsonApiError } from './http';
import { codedError, SandboxHttpError } from './http';
import type { Lang, LineNames } from './line-answer';
import type { GameRecord, OutcomeRecord } from './line-store';
import type { SandboxStore } from './store';

export interface PlacementEnv {
  store: SandboxStore;
  userId: number;
  now: number;
  lang: Lang;
  names: LineNames;
}

export interface PlacementAnswer {
  status: number;
  body: unknown;
}

type StoredTypeId = Exclude<CouponTypeId, 9>;

/** What the `coupon` config group says about amounts; a broken group limits nothing. */
const amountRulesSchema = couponGroupSchema
  .pick({
    minMaxAmountTypes: true,
    amountLimitsByCurrency: true,
    isBonusBetAllowed: true,
    isVipBetEnabled: true,
  })
  .partial();

function couponRules(env: PlacementEnv) {
  const group = amountRulesSchema.safeParse(env.store.getConfigGroups(['coupon']).coupon ?? {});
  return group.success ? group.data : {};
}

function invalidCoupon(detail: string, pointer: string): JsonApiError {
  return codedError(400, 'invalid_coupon', 'The coupon breaks the rules of its type', {
    detail: `${pointer.slice(1)}: ${detail}`,
    source: { pointer },
  });
}

function refuse(errors: JsonApiError[]): never {
  throw new SandboxHttpError(400, errors);
}

/** The first bet (index) whose game is already in the list, or −1. */
function repeatedGame(bets: readonly CouponBetRequest[]): number {
  const seen = new Set<number>();
  return bets.findIndex((bet) => {
    if (seen.has(bet.gameId)) return true;
    seen.add(bet.gameId);
    return false;
  });
}

function blockIds(bets: readonly CouponBetRequest[]): number[] | null {
  if (bets.some((bet) => bet.blockId === undefined)) return null;
  return [...new Set(bets.map((bet) => bet.blockId ?? 0))].sort((a, b) => a - b);
}

/**
 * The rules of spec 02 §3 "Coupon types" and §5 "System value is at least 2". Where the spec
 * gives no bet counts: system 3+ (so that 2 ≤ k < n exists), lucky 4–6 and patent 3 (the
 * bookmakers' Lucky 15/31/63 and Patent), the others 2+.
 */
export function couponRuleProblems(request: ParsedCouponRequest): JsonApiError[] {
  const { bets, typeId, systemValue } = request;
  const problems: JsonApiError[] = [];
  const count = bets.length;
  const seenOutcomes = new Set<number>();
  for (const [index, bet] of bets.entries()) {
    if (seenOutcomes.has(bet.outcomeId)) {
      problems.push(
        invalidCoupon('this outcome is in the coupon already', `/bets/${index}/outcomeId`),
      );
    }
    seenOutcomes.add(bet.outcomeId);
  }
  const needBets = (min: number, max = Infinity) => {
    if (count < min || count > max) {
      const range =
        max === Infinity ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;
      problems.push(invalidCoupon(`coupon type ${typeId} takes ${range} bets`, '/bets'));
    }
  };
  const needOneBetPerGame = (list: readonly CouponBetRequest[] = bets) => {
    const repeated = repeatedGame(list);
    if (repeated >= 0) {
      const index = bets.indexOf(list[repeated] as CouponBetRequest);
      problems.push(invalidCoupon('bets of one game cannot be combined', `/bets/${index}/gameId`));
    }
  };
  const needBlocks = (): number[] => {
    const ids = blockIds(bets);
    if (ids === null) {
      problems.push(invalidCoupon(`coupon type ${typeId} needs a blockId on every bet`, '/bets'));
      return [];
    }
    if (ids.length < 2) problems.push(invalidCoupon('at least 2 blocks are needed', '/bets'));
    return ids;
  };

  switch (typeId) {
    case COUPON_TYPE_IDS.single:
      needBets(1, 1);
      break;
    case COUPON_TYPE_IDS.express:
    case COUPON_TYPE_IDS.antiExpress:
      needBets(2);
      needOneBetPerGame();
      break;
    case COUPON_TYPE_IDS.system: {
      needBets(3);
      needOneBetPerGame();
      const bankers = bets.filter((bet) => bet.isBanker === true).length;
      if (count < 3) break;
      if (systemValue >= count) {
        problems.push(invalidCoupon('a system takes k of n bets with 2 ≤ k < n', '/systemValue'));
      } else if (systemValue <= bankers) {
        problems.push(invalidCoupon('k must be above the number of bankers', '/systemValue'));
      }
      break;
    }
    case COUPON_TYPE_IDS.chain:
    case COUPON_TYPE_IDS.manySingles:
      needBets(2);
      break;
    case COUPON_TYPE_IDS.multibet: {
      needBets(2);
      needOneBetPerGame();
      const blocks = needBlocks();
      if (blocks.length >= 2 && systemValue > blocks.length) {
        problems.push(
          invalidCoupon('a multibet takes k of its blocks with 2 ≤ k ≤ blocks', '/systemValue'),
        );
      }
      break;
    }
    case COUPON_TYPE_IDS.conditional: {
      needBets(2);
      const blocks = needBlocks();
      for (const blockId of blocks)
        needOneBetPerGame(bets.filter((bet) => bet.blockId === blockId));
      const amounts = request.amountByBlockId;
      if (blocks.length > 0) {
        const keys = Object.keys(amounts)
          .map(Number)
          .sort((a, b) => a - b);
        if (keys.join() !== blocks.join()) {
          problems.push(
            invalidCoupon('give an amount for each block and no other', '/amountByBlockId'),
          );
        } else {
          const sum = Object.values(amounts).reduce((total, amount) => total + toMinor(amount), 0);
          if (sum !== toMinor(request.amount)) {
            problems.push(invalidCoupon('amount must be the sum of amountByBlockId', '/amount'));
          }
        }
      }
      break;
    }
    case COUPON_TYPE_IDS.lucky:
      needBets(4, 6);
      needOneBetPerGame();
      break;
    case COUPON_TYPE_IDS.patent:
      needBets(3, 3);
      needOneBetPerGame();
      break;
  }
  return problems;
}

function ownAccount(env: PlacementEnv, accountId: number): AccountRecord {
  const account = env.store.accounts.find(accountId);
  if (account === undefined || account.userId !== env.userId) {
    refuse([
      codedError(400, 'unknown_account', 'Unknown account', {
        detail: `accountId: the player has no account ${accountId}`,
        source: { pointer: '/accountId' },
      }),
    ]);
  }
  return account;
}

/** spec 02 §3 changeCoefAction: 0 any change, 2 a fall, is refused; 1 accepts anything. */
function isRefusedChange(action: number, requested: number, current: number): boolean {
  const requestedMilli = Math.round(requested * 1000);
  const currentMilli = Math.round(current * 1000);
  if (action === CHANGE_COEF_ACTIONS.confirm) return requestedMilli !== currentMilli;
  if (action === CHANGE_COEF_ACTIONS.acceptIncrease) return currentMilli < requestedMilli;
  return false;
}

interface Selection {
  bet: CouponBetRequest;
  /** Index in the request's bets, for error pointers. */
  index: number;
  outcome: OutcomeRecord;
  game: GameRecord;
}

/** The bets' outcomes as they are now; unknown ones, or ones of another game, are refused. */
function selectOutcomes(
  env: PlacementEnv,
  bets: readonly { bet: CouponBetRequest; index: number }[],
): Selection[] {
  const outcomes = new Map(
    env.store.line.findOutcomes(bets.map(({ bet }) => bet.outcomeId)).map((o) => [o.id, o]),
  );
  const games = new Map<number, GameRecord | undefined>();
  const selections: Selection[] = [];
  const unknown: JsonApiError[] = [];
  for (const { bet, index } of bets) {
    const outcome = outcomes.get(bet.outcomeId);
    if (!games.has(bet.gameId)) games.set(bet.gameId, env.store.line.findGame(bet.gameId));
    const game = games.get(bet.gameId);
    if (outcome === undefined || game === undefined || outcome.gameId !== bet.gameId) {
      unknown.push(
        codedError(400, 'unknown_outcome', 'Unknown outcome', {
          detail: `bets/${index}: no outcome ${bet.outcomeId} in game ${bet.gameId}`,
          source: { pointer: `/bets/${index}` },
          meta: { outcomeId: bet.outcomeId },
        }),
      );
      continue;
    }
    selections.push({ bet, index, outcome, game });
  }
  if (unknown.length > 0) refuse(unknown);
  return selections;
}

function checkOpen(selections: readonly Selection[]): void {
  const blocked = selections
    .filter(({ outcome, game }) => outcome.blockedBy !== null || game.status === 'finished')
    .map(({ bet, index }) =>
      codedError(400, 'outcome_blocked', 'The outcome takes no bets now', {
        detail: `bets/${index}: outcome ${bet.outcomeId} is blocked`,
        source: { pointer: `/bets/${index}` },
        meta: { outcomeId: bet.outcomeId },
      }),
    );
  if (blocked.length > 0) refuse(blocked);
}

function checkCoefs(
  request: ParsedCouponRequest,
  typeId: StoredTypeId,
  selections: readonly Selection[],
): void {
  const action = request.changeCoefAction;
  const changed = selections
    .filter(({ bet, outcome }) => isRefusedChange(action, bet.coef, outcome.coef))
    .map(({ bet, index, outcome }) =>
      codedError(400, 'coef_changed', 'The coefficient has changed', {
        detail: `bets/${index}/coef: ${bet.coef} is now ${outcome.coef}`,
        source: { pointer: `/bets/${index}/coef` },
        meta: { outcomeId: bet.outcomeId, coef: outcome.coef, requestedCoef: bet.coef },
      }),
    );
  if (typeId === COUPON_TYPE_IDS.antiExpress) {
    // The anti-express is priced as a whole: its own coefficient follows the same policy.
    const current = antiExpressCoef(selections.map(({ outcome }) => outcome.coef));
    if (isRefusedChange(action, request.coef, current)) {
      changed.push(
        codedError(400, 'coef_changed', 'The coefficient has changed', {
          detail: `coef: ${request.coef} is now ${current}`,
          source: { pointer: '/coef' },
          meta: { coef: current, requestedCoef: request.coef },
        }),
      );
    }
  }
  if (changed.length > 0) refuse(changed);
}

function checkAmount(
  env: PlacementEnv,
  sentTypeId: CouponTypeId,
  account: AccountRecord,
  stakeMinor: number,
  isVipBet: boolean,
): void {
  // spec 02 §5: limits apply only to the types the site lists, and never to a bonus account.
  if (account.type === ACCOUNT_TYPES.bonus) return;
  const rules = couponRules(env);
  if (!(rules.minMaxAmountTypes ?? []).includes(sentTypeId)) return;
  const limits = rules.amountLimitsByCurrency?.[account.currency];
  if (limits === undefined) return;
  const meta = {
    minBetAmount: limits.minBetAmount,
    maxBetAmount: limits.maxBetAmount,
    currency: account.currency,
  };
  if (stakeMinor < toMinor(limits.minBetAmount)) {
    refuse([
      codedError(400, 'amount_below_min', 'The amount is below the minimum', {
        detail: `amount: at least ${limits.minBetAmount} ${account.currency}`,
        source: { pointer: '/amount' },
        meta,
      }),
    ]);
  }
  if (stakeMinor > toMinor(limits.maxBetAmount) && !isVipBet) {
    refuse([
      codedError(400, 'amount_above_max', 'The amount is above the maximum', {
        detail: `amount: at most ${limits.maxBetAmount} ${account.currency}`,
        source: { pointer: '/amount' },
        meta,
      }),
    ]);
  }
}

/** spec 02 §4 bonus bet: its coef, when the express asks for it and qualifies; else refused. */
function bonusBet(
  env: PlacementEnv,
  request: ParsedCouponRequest,
  typeId: StoredTypeId,
  selections: readonly Selection[],
): number | null {
  if (!request.isBonusBet) return null;
  const coef =
    typeId === COUPON_TYPE_IDS.express &&
    request.exactCoef === 0 &&
    couponRules(env).isBonusBetAllowed === true
      ? bonusBetPrice(selections.map(({ outcome }) => outcome))
      : null;
  if (coef === null) {
    refuse([invalidCoupon('the coupon does not qualify for the bonus bet', '/isBonusBet')]);
  }
  return coef;
}

/** spec 02 §5 VIP bet: enabled by the site, pre-match bets only, not many singles. */
function vipBet(
  env: PlacementEnv,
  request: ParsedCouponRequest,
  selections: readonly Selection[],
): boolean {
  return (
    request.isVipBet &&
    couponRules(env).isVipBetEnabled === true &&
    request.typeId !== COUPON_TYPE_IDS.manySingles &&
    selections.every(({ game }) => game.status === 'prematch')
  );
}

function checkPrepaid(request: ParsedCouponRequest): void {
  if (request.prepaidAmount > 0) {
    refuse([
      codedError(400, 'prepaid_unavailable', 'No prepaid amount is available', {
        detail: 'prepaidAmount: the account has no prepaid amount to use',
        source: { pointer: '/prepaidAmount' },
      }),
    ]);
  }
}

/** Checks one coupon of types 0–8 and, if it passes, debits the stake and stores it. */
function placeOne(
  env: PlacementEnv,
  request: ParsedCouponRequest,
  typeId: StoredTypeId,
  bets: readonly { bet: CouponBetRequest; index: number }[],
  account: AccountRecord,
): Coupon {
  const selections = selectOutcomes(env, bets);
  checkOpen(selections);
  checkCoefs(request, typeId, selections);

  const usesExactCoef = typeId === COUPON_TYPE_IDS.single || typeId === COUPON_TYPE_IDS.express;
  const stakeMinor = toMinor(request.amount);
  const bonusCoef = bonusBet(env, request, typeId, selections);
  const price = priceCoupon({
    ...(bonusCoef === null ? {} : { bonusCoef }),
    typeId,
    stakeMinor,
    bets: selections.map(({ bet, outcome }) => ({
      coef: outcome.coef,
      blockId: bet.blockId ?? null,
      isBanker: typeId === COUPON_TYPE_IDS.system && bet.isBanker === true,
    })),
    systemValue: request.systemValue,
    exactCoef: usesExactCoef ? request.exactCoef : 0,
    blockStakesMinor: new Map(
      Object.entries(request.amountByBlockId).map(([blockId, amount]) => [
        Number(blockId),
        toMinor(amount),
      ]),
    ),
  });
  if (usesExactCoef && request.exactCoef > 0) {
    // spec 02 §4 exact coef: never priced above what the line pays now.
    const current = selections.reduce((total, { outcome }) => total * outcome.coef, 1);
    if (Math.round(request.exactCoef * 1000) > Math.round(current * 1000)) {
      refuse([
        codedError(400, 'coef_changed', 'The coefficient has changed', {
          detail: `exactCoef: ${request.exactCoef} is above the current ${Math.round(current * 1000) / 1000}`,
          source: { pointer: '/exactCoef' },
          meta: { coef: Math.round(current * 1000) / 1000, requestedCoef: request.exactCoef },
        }),
      ]);
    }
  }

  checkAmount(env, request.typeId, account, stakeMinor, vipBet(env, request, selections));
  checkPrepaid(request);
  if (!env.store.accounts.debit(account.id, stakeMinor)) {
    const balance = env.store.accounts.find(account.id)?.balanceMinor ?? 0;
    refuse([
      codedError(400, 'insufficient_balance', 'Not enough money on the account', {
        detail: `amount: the account holds ${formatMinor(balance)} ${account.currency}`,
        source: { pointer: '/amount' },
        meta: { balance: formatMinor(balance), currency: account.currency },
      }),
    ]);
  }

  const storedBets: StoredBet[] = selections.map(({ bet, outcome, game }) => ({
    outcomeId: outcome.id,
    gameId: game.id,
    coef: outcome.coef,
    requestedCoef: bet.coef,
    blockId:
      typeId === COUPON_TYPE_IDS.multibet || typeId === COUPON_TYPE_IDS.conditional
        ? (bet.blockId ?? null)
        : null,
    isBanker: typeId === COUPON_TYPE_IDS.system && bet.isBanker === true,
    isLive: game.status === 'live',
    startTime: game.startTime,
  }));
  const record = env.store.coupons.insert(
    {
      userId: env.userId,
      accountId: account.id,
      typeId,
      amountMinor: stakeMinor,
      coef: price.coef,
      possibleWinMinor: price.possibleWinMinor,
      systemValue:
        typeId === COUPON_TYPE_IDS.system || typeId === COUPON_TYPE_IDS.multibet
          ? request.systemValue
          : null,
      changeCoefAction: request.changeCoefAction,
      coefViewId: request.coefViewId,
      exactCoef: usesExactCoef ? request.exactCoef : 0,
      bets: storedBets,
      placedAt: env.now,
    },
    request,
  );
  return toCoupon(env.store, record, env.names, env.lang);
}

/** One coupon per bet; each single is checked on its own and refused on its own. */
function placeManySingles(
  env: PlacementEnv,
  request: ParsedCouponRequest,
  account: AccountRecord,
): PlacementAnswer {
  checkPrepaid(request);
  const singlesResultCoupons: SingleResult[] = request.bets.map((bet, index) => {
    try {
      const coupon = placeOne(env, request, COUPON_TYPE_IDS.single, [{ bet, index }], account);
      return { result: 'success', outcomeId: bet.outcomeId, coupon };
    } catch (error) {
      if (!(error instanceof SandboxHttpError)) throw error;
      return {
        result: 'error',
        outcomeId: bet.outcomeId,
        errors: error.errors.map((entry) => ({ ...entry, code: entry.code ?? 'invalid_coupon' })),
      };
    }
  });
  const placed = singlesResultCoupons.some((single) => single.result === 'success');
  return {
    status: placed ? 201 : 200,
    body: { data: { typeId: COUPON_TYPE_IDS.manySingles, singlesResultCoupons } },
  };
}

/** Places the coupon in the caller's transaction; throws the refusal as a SandboxHttpError. */
export function placeCoupon(env: PlacementEnv, request: ParsedCouponRequest): PlacementAnswer {
  const account = ownAccount(env, request.accountId);
  const problems = couponRuleProblems(request);
  if (problems.length > 0) refuse(problems);
  if (request.typeId === COUPON_TYPE_IDS.manySingles)
    return placeManySingles(env, request, account);
  const coupon = placeOne(
    env,
    request,
    request.typeId,
    request.bets.map((bet, index) => ({ bet, index })),
    account,
  );
  return { status: 201, body: { data: coupon } };
}
