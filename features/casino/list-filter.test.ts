import {
  changed,
  DEFAULT_SORT,
  hasListQuery,
  isNarrowed,
  listHref,
  pageCount,
  parseListFilter,
  searchOf,
} from './list-filter';

const KNOWN = { providers: ['northlight-gaming', 'pixel-forge'], subcategories: ['bingo-75'] };

describe('parseListFilter', () => {
  it('reads every choice the list knows', () => {
    expect(
      parseListFilter(
        { provider: 'pixel-forge', flag: 'new', sort: 'rtp', page: '3', subcategory: 'bingo-75' },
        KNOWN,
      ),
    ).toEqual({
      provider: 'pixel-forge',
      flag: 'new',
      sort: 'rtp',
      page: 3,
      subcategory: 'bingo-75',
    });
  });

  it.each([
    ['an unknown provider', { provider: 'netent' }],
    ['an unknown flag', { flag: 'hot' }],
    ['an unknown order', { sort: 'random' }],
    ['page 0', { page: '0' }],
    ['a page that is no number', { page: '2abc' }],
    ['a huge page', { page: '1000000' }],
    ['an unknown subcategory', { subcategory: 'bingo-80' }],
  ])('drops %s and shows the whole list', (_name, query) => {
    expect(parseListFilter(query, KNOWN)).toEqual({ sort: DEFAULT_SORT, page: 1 });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseListFilter({ page: ['2', '5'] }, KNOWN).page).toBe(2);
  });
});

describe('listHref', () => {
  it('writes the query in one order without defaults', () => {
    expect(
      listHref('/en/slots', { sort: 'rtp', flag: 'jackpot', provider: 'pixel-forge', page: 2 }),
    ).toBe('/en/slots?provider=pixel-forge&flag=jackpot&sort=rtp&page=2');
    expect(listHref('/en/slots', { sort: 'popular', page: 1 })).toBe('/en/slots');
  });

  it('keeps page=1 on the lobby’s address only when nothing else asks for the grid', () => {
    expect(listHref('/en/casino', { sort: 'popular', page: 1 }, { keepFirstPage: true })).toBe(
      '/en/casino?page=1',
    );
    expect(
      listHref('/en/casino', { sort: 'popular', flag: 'new', page: 1 }, { keepFirstPage: true }),
    ).toBe('/en/casino?flag=new');
  });

  it('adds to a base that has a query already', () => {
    expect(listHref('/en/bingo?subcategory=bingo-90', { sort: 'name', page: 2 })).toBe(
      '/en/bingo?subcategory=bingo-90&sort=name&page=2',
    );
  });
});

describe('changed', () => {
  it('starts again at page 1 on any change but the page', () => {
    const filter = { sort: 'popular' as const, page: 4, provider: 'pixel-forge' };
    expect(changed(filter, { flag: 'new' })).toEqual({ ...filter, flag: 'new', page: 1 });
    expect(changed(filter, { page: 5 })).toEqual({ ...filter, page: 5 });
  });

  it('removes a choice set to undefined', () => {
    expect(
      changed({ sort: 'new', page: 1, provider: 'pixel-forge' }, { provider: undefined }),
    ).toEqual({ sort: 'new', page: 1 });
  });
});

it('tells the lobby’s own address from its grid', () => {
  expect(hasListQuery({})).toBe(false);
  expect(hasListQuery({ utm_source: 'mail' })).toBe(false);
  expect(hasListQuery({ page: '1' })).toBe(true);
  expect(hasListQuery({ provider: 'x' })).toBe(true);
});

it('calls a list narrowed by a provider, a flag or an order', () => {
  expect(isNarrowed({ sort: 'popular', page: 3 })).toBe(false);
  expect(isNarrowed({ sort: 'name', page: 1 })).toBe(true);
  expect(isNarrowed({ sort: 'popular', page: 1, flag: 'new' })).toBe(true);
});

it('counts pages, at least one', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(40)).toBe(1);
  expect(pageCount(41)).toBe(2);
});

it('reads the search trimmed, spaces collapsed, at most 64 characters', () => {
  expect(searchOf({ q: '  book   of  ' })).toBe('book of');
  expect(searchOf({ q: 'x'.repeat(80) })).toHaveLength(64);
  expect(searchOf({})).toBe('');
});
