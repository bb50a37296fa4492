/**
 * A game's bets in the player's currency: the catalogue writes them in euros (its reference
 * currency, docs/upstream-contract.md "Casino API"); the operator converts them at its own rates
 * and rounds them to amounts a player would stake.
 */
import type { CatalogueGame } from './casino-catalogue';

/** Roughly how many units of the currency a euro buys. */
const PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.1,
  RUB: 100,
  KZT: 500,
  UAH: 45,
  BYN: 3.5,
  UZS: 14_000,
  TRY: 38,
  INR: 95,
  PLN: 4.3,
  BRL: 6,
};

/** Rounded down (a minimum) or up (a maximum) to two significant digits. */
function rounded(value: number, direction: 'down' | 'up'): number {
  if (value <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const units = direction === 'down' ? Math.floor(value / step) : Math.ceil(value / step);
  return Number((units * step).toFixed(2));
}

export function betsIn(
  game: CatalogueGame['game'],
  currency: string | undefined,
): { currency: string; range: { minBet?: number; maxBet?: number } } {
  const rate = currency === undefined ? undefined : PER_EURO[currency];
  if (currency === undefined || rate === undefined || game.minBet === undefined) {
    return { currency: 'EUR', range: {} };
  }
  return {
    currency,
    range: {
      minBet: Math.max(0.01, rounded(game.minBet * rate, 'down')),
      ...(game.maxBet === undefined ? {} : { maxBet: rounded(game.maxBet * rate, 'up') }),
    },
  };
}
