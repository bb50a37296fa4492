import { slugify } from './line-slug';

describe('slugify', () => {
  it.each([
    ['Brighton & Hove Albion', 'brighton-hove-albion'],
    ['Luleå HF', 'lulea-hf'],
    ['Borussia Mönchengladbach', 'borussia-monchengladbach'],
    ['PGE GiEK Skra Bełchatów', 'pge-giek-skra-belchatow'],
    ['Philadelphia 76ers', 'philadelphia-76ers'],
    ['CS2. IEM Cologne', 'cs2-iem-cologne'],
    ['Virtus.pro', 'virtus-pro'],
    ['  -Edge-  ', 'edge'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('never answers an empty slug', () => {
    expect(slugify('Зенит')).toBe('n');
  });
});
