import { champ, game } from './line-fixtures.test-utils';
import { displayOrder, LIST_PAGE_SIZE, listPage, parseListPage, withPage } from './line-paging';

describe('sport list pages', () => {
  it('reads the page number, 1 without one, null for anything that is no page', () => {
    expect(parseListPage({})).toBe(1);
    expect(parseListPage({ page: '3' })).toBe(3);
    expect(parseListPage({ page: ['2', '5'] })).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '1000']) {
      expect(parseListPage({ page: bad })).toBeNull();
    }
  });

  it('cuts a list into pages of LIST_PAGE_SIZE and knows no page after the last', () => {
    const items = Array.from({ length: LIST_PAGE_SIZE * 2 + 1 }, (_, i) => i);
    expect(listPage(items, 1)).toEqual({ items: items.slice(0, LIST_PAGE_SIZE), count: 3 });
    expect(listPage(items, 3)).toEqual({ items: [LIST_PAGE_SIZE * 2], count: 3 });
    expect(listPage(items, 4)).toBeNull();
    expect(listPage([], 1)).toEqual({ items: [], count: 1 });
    expect(listPage([], 2)).toBeNull();
  });

  it('orders the games as the grouped list shows them, so a page holds whole groups', () => {
    const england = champ(101, 'gb');
    const spain = champ(102, 'es');
    const games = [
      game({ id: 1, champId: 101 }),
      game({ id: 2, champId: 102 }),
      game({ id: 3, champId: 101 }),
      game({ id: 4, sportId: 2, champId: 201, sportName: 'Tennis', sportSlug: 'tennis' }),
      game({ id: 5, champId: 102 }),
    ];
    const champs = [england, spain, champ(201, 'int', 2)];
    expect(displayOrder(games, champs, true).map((g) => g.id)).toEqual([1, 3, 2, 5, 4]);
  });

  it('puts the page on a list address and keeps its filters', () => {
    expect(withPage('/en/line/all/football', 2)).toBe('/en/line/all/football?page=2');
    expect(withPage('/en/line?tf=1&byCountry=0', 3)).toBe('/en/line?tf=1&byCountry=0&page=3');
    expect(withPage('/en/line?tf=1&page=4', 1)).toBe('/en/line?tf=1');
    expect(withPage('https://site.test/en/line', 2)).toBe('https://site.test/en/line?page=2');
  });
});
