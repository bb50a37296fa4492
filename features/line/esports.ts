/** Esports disciplines, read from the line's esports championships. */
import type { Champ } from '@/server/upstream/schemas/line';
import { slugOf } from './line-paths';

/** The line's esports (docs/upstream-contract.md "Sandbox seed: the line": sport 40). */
export const ESPORTS_SPORT_ID = 40;

/**
 * An esports championship's discipline: the line names them `{discipline}. {tournament}`
 * (`CS2. IEM Cologne`, `Dota 2. DreamLeague`); the slug is the `{discipline}` segment.
 */
export function disciplineOf(champName: string): { name: string; slug: string } {
  const name = champName.split('. ')[0]?.trim() || champName;
  return { name, slug: slugOf(name) };
}

export interface Discipline {
  name: string;
  slug: string;
  champs: Champ[];
  gameCount: number;
}

/** The disciplines of the esports championships of both streams, in the line's order. */
export function disciplinesOf(champs: readonly Champ[]): Discipline[] {
  const disciplines: Discipline[] = [];
  for (const champ of champs) {
    const { name, slug } = disciplineOf(champ.name);
    let discipline = disciplines.find((item) => item.slug === slug);
    if (!discipline) {
      discipline = { name, slug, champs: [], gameCount: 0 };
      disciplines.push(discipline);
    }
    const known = discipline.champs.find((item) => item.id === champ.id);
    if (!known) discipline.champs.push(champ);
    discipline.gameCount += champ.gameCount;
  }
  return disciplines;
}
