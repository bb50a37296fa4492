/**
 * Games of a list grouped for display: by sport, then (isGroupByCountry, spec 02 §3) by the
 * championship's country, then by championship, each in the order the upstream listed the games.
 */
import type { Champ, Country, Game } from '@/server/upstream/schemas/line';

export interface ChampGroup {
  champId: number;
  champSlug: string;
  name: string;
  games: Game[];
}

export interface CountryGroup {
  /** The country's code, or `all` when the list is not grouped by country. */
  key: string;
  /** null when the list is not grouped by country. */
  country: Country | null;
  champs: ChampGroup[];
}

export interface SportGroup {
  sportId: number;
  sportSlug: string;
  name: string;
  countries: CountryGroup[];
}

/** Championships the champs answer does not name (it may lag behind the games) go here. */
const UNKNOWN_COUNTRY: Country = { id: 1, code: 'other', name: '' };

function getOrAdd<T>(list: T[], find: (item: T) => boolean, make: () => T): T {
  const found = list.find(find);
  if (found !== undefined) return found;
  const made = make();
  list.push(made);
  return made;
}

export function groupGames(
  games: readonly Game[],
  champs: readonly Champ[],
  isGroupByCountry: boolean,
): SportGroup[] {
  const countryOf = new Map(champs.map((champ) => [champ.id, champ.country]));
  const sports: SportGroup[] = [];
  for (const game of games) {
    const sport = getOrAdd(
      sports,
      (group) => group.sportId === game.sportId,
      () => ({
        sportId: game.sportId,
        sportSlug: game.sportSlug,
        name: game.sportName,
        countries: [],
      }),
    );
    const country = isGroupByCountry ? (countryOf.get(game.champId) ?? UNKNOWN_COUNTRY) : null;
    const countryGroup = getOrAdd(
      sport.countries,
      (group) => group.key === (country?.code ?? 'all'),
      () => ({ key: country?.code ?? 'all', country, champs: [] }),
    );
    const champ = getOrAdd(
      countryGroup.champs,
      (group) => group.champId === game.champId,
      () => ({ champId: game.champId, champSlug: game.champSlug, name: game.champName, games: [] }),
    );
    champ.games.push(game);
  }
  return sports;
}

/** Championships grouped by country, countries in the order of their first championship. */
export function champsByCountry(champs: readonly Champ[]): { country: Country; champs: Champ[] }[] {
  const groups: { country: Country; champs: Champ[] }[] = [];
  for (const champ of champs) {
    getOrAdd(
      groups,
      (group) => group.country.code === champ.country.code,
      () => ({ country: champ.country, champs: [] }),
    ).champs.push(champ);
  }
  return groups;
}
