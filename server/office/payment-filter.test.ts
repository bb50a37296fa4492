import { pageFilterOf, paymentsQuerySchema, periodInstants } from './payment-filter';

describe('the payment history filter', () => {
  it('reads a good query, the first of repeated values', () => {
    expect(
      pageFilterOf({
        from: '2026-03-01',
        to: ['2026-03-10', '2026-12-31'],
        type: 'deposit',
        page: '2',
      }),
    ).toEqual({
      filter: { from: '2026-03-01', to: '2026-03-10', type: 'deposit', page: 2 },
      isInvalid: false,
    });
  });

  it('reads the empty fields of the GET form as no bound', () => {
    expect(pageFilterOf({ from: '', to: '', type: 'all' })).toEqual({
      filter: { type: 'all', page: 1 },
      isInvalid: false,
    });
  });

  it.each([
    ['a day that does not exist', { from: '2026-02-30' }],
    ['another date format', { to: '10.03.2026' }],
    ['a period that ends before it starts', { from: '2026-03-10', to: '2026-03-01' }],
    ['an unknown type', { type: 'bonus' }],
    ['a page that is no number', { page: 'last' }],
  ])('shows everything, and says so, for %s', (_name, query) => {
    expect(pageFilterOf(query)).toEqual({ filter: { type: 'all', page: 1 }, isInvalid: true });
  });

  it('turns the days into the instants of the player’s zone, the last day included', () => {
    expect(periodInstants({ from: '2026-03-01', to: '2026-03-01' }, 3)).toEqual({
      from: '2026-02-28T21:00:00.000Z',
      to: '2026-03-01T21:00:00.000Z',
    });
    expect(periodInstants({ from: '2026-03-01' }, -5.5)).toEqual({
      from: '2026-03-01T05:30:00.000Z',
    });
    expect(periodInstants({}, 3)).toEqual({});
  });

  it('the BFF’s query defaults the zone to UTC+3 and refuses one beyond ±12/14', () => {
    expect(paymentsQuerySchema.parse({}).timeZone).toBe(3);
    expect(paymentsQuerySchema.safeParse({ timeZone: '-13' }).success).toBe(false);
    expect(paymentsQuerySchema.parse({ timeZone: '5.5' }).timeZone).toBe(5.5);
  });
});
