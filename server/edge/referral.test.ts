import { referralCookies } from './referral';

const DAY = 86_400;
const cookies = (query: string) =>
  Object.fromEntries(
    referralCookies(new URLSearchParams(query)).map((c) => [c.name, [c.value, c.maxAge]]),
  );

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
      { ref_partner_id: ['p9', 30 * DAY], postback_watcher: ['click_id=c&utm_source=s&aip=p9', 4] },
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
    expect(referralCookies(new URLSearchParams(''))).toEqual([]);
  });

  it('ignores values too long to be a tag', () => {
    expect(cookies(`ref=${'x'.repeat(600)}`)).not.toHaveProperty('refererid');
  });
});
