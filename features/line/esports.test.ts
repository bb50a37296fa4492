import type { Champ } from '@/server/upstream/schemas/line';
import { disciplineOf, disciplinesOf } from './esports';

const world = { id: 8, code: 'world', name: 'World' };
const champ = (id: number, name: string, gameCount: number): Champ => ({
  id,
  sportId: 40,
  name,
  slug: 'x',
  country: world,
  isTop: false,
  gameCount,
});

describe('esports disciplines', () => {
  it('takes the discipline from the championship name', () => {
    expect(disciplineOf('CS2. IEM Cologne')).toEqual({ name: 'CS2', slug: 'cs2' });
    expect(disciplineOf('Dota 2. DreamLeague')).toEqual({ name: 'Dota 2', slug: 'dota-2' });
    expect(disciplineOf('Valorant')).toEqual({ name: 'Valorant', slug: 'valorant' });
  });

  it('gathers championships of both streams under their discipline, counting their games', () => {
    const disciplines = disciplinesOf([
      champ(4001, 'CS2. IEM Cologne', 1),
      champ(4003, 'Dota 2. DreamLeague', 1),
      champ(4001, 'CS2. IEM Cologne', 3),
      champ(4002, 'CS2. ESL Pro League', 3),
    ]);
    expect(disciplines.map((d) => [d.slug, d.champs.map((c) => c.id), d.gameCount])).toEqual([
      ['cs2', [4001, 4002], 7],
      ['dota-2', [4003], 1],
    ]);
  });
});
