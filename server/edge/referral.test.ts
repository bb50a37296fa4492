/** @jest-environment node */
import { readInSameRequest } from './next-cookies.fixture';
import { referralCookies } from './referral';

const DAY = 86_400;
const cookies = (query: string) =>
  Object.fromEntries(referralCookies(`?${query}`).map((c) => [c.name, [c.value, c.maxAge]]));

// spec 02 §9 "Referral cookies (default life 1 day, path /)" and spec 01 §2 payment_consultant.
describe('referral cookies', () => {
  it.each([
    ['ref=77', { refererid: ['77', 60 * DAY], postback_watcher: ['ref=77', 4] }],
    ['bf=abc', { referral_values: ['abc', 1 * DAY], postback_watcher: ['bf=abc', 4] }],
    ['btag=b1', { reflinkid: ['b1', 60 * DAY], postback_watcher: ['btag=b1', 4] }],
    ['qtag=q1', { reflinkid: ['q1', 60 * DAY], postback_watcher: ['qtag=q1', 4] }],
    ['tag=t1&qtag=q1', { reflinkid: ['t1', 60 * DAY], postback_watcher: ['tag=t1&qtag=q1', 4] }],
    [
      'click_id=c&utm_source=s&aip=p9',
      {
        ref_partner_id: ['p9', 30 * DAY],
        utm_source: ['s', DAY],
        postback_watcher: ['click_id=c&utm_source=s&aip=p9', 4],
      },
    ],
    [
      'utm_source=mail&utm_medium=email&utm_campaign=cup&utm_term=odds&utm_content=banner&utm_x=1',
      {
        utm_source: ['mail', DAY],
        utm_medium: ['email', DAY],
        utm_campaign: ['cup', DAY],
        utm_term: ['odds', DAY],
        utm_content: ['banner', DAY],
        postback_watcher: [
          'utm_source=mail&utm_medium=email&utm_campaign=cup&utm_term=odds&utm_content=banner&utm_x=1',
          4,
        ],
      },
    ],
    [
      'affid=a5&btag=b',
      {
        ref_partner_id: ['a5', 60 * DAY],
        reflinkid: ['b', 60 * DAY],
        postback_watcher: ['affid=a5&btag=b', 4],
      },
    ],
    ['affid=a5', { postback_watcher: ['affid=a5', 4] }],
    [
      'short_reflinkid=s1',
      { short_reflinkid: ['s1', 3600], postback_watcher: ['short_reflinkid=s1', 4] },
    ],
    ['subid=9', { subid: ['9', 60 * DAY], postback_watcher: ['subid=9', 4] }],
    ['pb=1&ref=2', { refererid: ['2', 60 * DAY], postback_watcher: ['pb=1&ref=2', 30 * DAY] }],
    [
      'payment_consultant=1',
      { payment_consultant: ['1', DAY], postback_watcher: ['payment_consultant=1', 4] },
    ],
    ['payment_consultant=0', { postback_watcher: ['payment_consultant=0', 4] }],
  ])('?%s', (query, expected) => {
    expect(cookies(query)).toEqual(expected);
  });

  it('writes nothing without a query', () => {
    expect(referralCookies('')).toEqual([]);
    expect(referralCookies('?')).toEqual([]);
  });

  it('ignores values too long to be a tag', () => {
    expect(cookies(`ref=${'x'.repeat(600)}`)).not.toHaveProperty('refererid');
  });

  it('reads encoded values, + as a space, and only the first of a repeated name', () => {
    expect(cookies('btag=a%20b%2Bc&ref=x+y&ref=z')).toMatchObject({
      reflinkid: ['a b+c', 60 * DAY],
      refererid: ['x y', 60 * DAY],
    });
  });
});

/** Malformed percent-encodings a visitor (or a broken link) can put in a query. */
const MALFORMED = ['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', 'a%2', '%EF%BF%BD'];

describe('referral cookies for values that cannot be decoded', () => {
  it.each(MALFORMED)('%s is absent, whatever the param', (value) => {
    const query = ['ref', 'btag', 'tag', 'qtag', 'bf', 'subid', 'short_reflinkid', 'aip']
      .map((name) => `${name}=${value}`)
      .join('&');
    expect(cookies(`${query}&utm_medium=${value}&click_id=c&utm_source=s`)).toEqual({
      utm_source: ['s', DAY],
      postback_watcher: ['click_id=c&utm_source=s', 4],
    });
  });

  it('takes the next tag param when the first cannot be decoded', () => {
    expect(cookies('btag=%E0%A4%A&tag=t1')).toMatchObject({ reflinkid: ['t1', 60 * DAY] });
  });

  it('leaves out a pair whose name cannot be decoded', () => {
    expect(cookies('%E0%A4%A=1&ref=7')).toEqual({
      refererid: ['7', 60 * DAY],
      postback_watcher: ['ref=7', 4],
    });
  });

  it('keeps a decoded % in the postback query only: no cookie of its own can carry it', () => {
    expect(cookies('ref=100%25&subid=%25')).toEqual({
      postback_watcher: ['ref=100%25&subid=%25', 4],
    });
  });

  it.each([
    ...MALFORMED.flatMap((value) => [`ref=${value}`, `btag=${value}&pb=1`, `subid=${value}&x=1`]),
    'ref=100%25',
    'bf=%25E0%25A4%25A',
    'utm_source=%&click_id=%E0%A4%A&aip=%C0%AF',
    'ref=7&btag=%F0%9F%98%80&subid=a%3Bb%2Cc%3D',
  ])(
    '?%s: every cookie reads back as written in the same request (Next decodes twice)',
    (query) => {
      const written = referralCookies(`?${query}`);
      expect(readInSameRequest(written)).toEqual(
        Object.fromEntries(written.map((c) => [c.name, expect.any(String)])),
      );
      for (const cookie of written) {
        if (cookie.name !== 'postback_watcher') {
          expect(readInSameRequest([cookie])[cookie.name]).toBe(cookie.value);
        }
      }
    },
  );
});
