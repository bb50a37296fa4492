/** @jest-environment node */
import {
  applyForwardedTrust,
  isTrustedProxy,
  normaliseAddress,
  parseTrustedProxies,
  resolveClientAddress,
  TrustedProxiesError,
} from './forwarded.mjs';

const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32, ::1, ::ffff:192.168.0.0/112');

describe('TRUSTED_PROXIES', () => {
  it('trusts nobody when empty (the default)', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' , ')).toEqual([]);
    expect(isTrustedProxy(parseTrustedProxies(''), '127.0.0.1')).toBe(false);
  });

  it.each([
    ['10.1.2.3', true],
    ['::ffff:10.1.2.3', true],
    ['11.0.0.1', false],
    ['2001:db8:1::5', true],
    ['2001:db9::5', false],
    ['::1', true],
    ['[::1]:443', true],
    ['192.168.7.7', true],
    ['::ffff:192.168.7.7', true],
    ['192.169.0.1', false],
    ['not-an-ip', false],
    ['', false],
  ])('%s trusted: %s', (address, expected) => {
    expect(isTrustedProxy(proxies, address)).toBe(expected);
  });

  it('honours prefixes that do not fall on a byte', () => {
    const ranges = parseTrustedProxies('172.16.0.0/12');
    expect(isTrustedProxy(ranges, '172.31.255.255')).toBe(true);
    expect(isTrustedProxy(ranges, '172.32.0.0')).toBe(false);
  });

  it.each(['10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '::1/129', '10.0.0.0/x', '[::1]'])(
    'refuses %s so the server does not start with a list it misreads',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(TrustedProxiesError);
    },
  );
});

describe('addresses', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:1.2.3.4', '1.2.3.4'],
    ['[2001:db8::1]:443', '2001:db8:0:0:0:0:0:1'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
    ['256.1.1.1', null],
    ['1::2::3', null],
    ['unknown', null],
  ])('%s → %s', (text, expected) => {
    expect(normaliseAddress(text)).toBe(expected);
  });
});

describe('the client address', () => {
  it('is the peer when the peer is not a trusted proxy, whatever the headers say', () => {
    expect(
      resolveClientAddress({
        peer: '203.0.113.7',
        forwardedFor: '1.1.1.1',
        realIp: '2.2.2.2',
        trusted: proxies,
      }),
    ).toBe('203.0.113.7');
  });

  it('is the right-most hop that is not a trusted proxy', () => {
    expect(
      resolveClientAddress({
        peer: '10.0.0.2',
        // The client wrote 6.6.6.6 itself; our proxies appended the rest.
        forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.9',
        trusted: proxies,
      }),
    ).toBe('203.0.113.9');
  });

  it('reads repeated X-Forwarded-For headers as one list', () => {
    expect(
      resolveClientAddress({
        peer: '::ffff:10.0.0.2',
        forwardedFor: ['6.6.6.6', '198.51.100.4'],
        trusted: proxies,
      }),
    ).toBe('198.51.100.4');
  });

  it('stops at the last vouched address when a hop is garbage', () => {
    expect(
      resolveClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '6.6.6.6, garbage, 10.0.0.9',
        trusted: proxies,
      }),
    ).toBe('10.0.0.9');
  });

  it('uses X-Real-IP from a trusted proxy that sends no X-Forwarded-For', () => {
    expect(
      resolveClientAddress({ peer: '10.0.0.2', realIp: '198.51.100.5', trusted: proxies }),
    ).toBe('198.51.100.5');
  });
});

describe('applyForwardedTrust', () => {
  const forged = () => ({
    host: 'site.example',
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-forwarded-port': '1',
    forwarded: 'for=6.6.6.6;host=evil.example',
    'x-real-ip': '6.6.6.6',
    'x-country-code': 'us',
    'x-client-ip': '6.6.6.6',
  });

  it('deletes what an untrusted peer claims and sets x-client-ip to the peer', () => {
    const headers: Record<string, string | string[] | undefined> = forged();
    applyForwardedTrust(headers, '::ffff:203.0.113.7', proxies);
    expect(headers).toEqual({ host: 'site.example', 'x-client-ip': '203.0.113.7' });
  });

  it('keeps what a trusted proxy states and resolves the client behind it', () => {
    const headers: Record<string, string | string[] | undefined> = {
      ...forged(),
      'x-forwarded-for': '6.6.6.6, 198.51.100.4',
      'x-forwarded-host': 'site.example',
      'x-forwarded-proto': 'https',
    };
    applyForwardedTrust(headers, '10.0.0.2', proxies);
    expect(headers).toMatchObject({
      'x-forwarded-host': 'site.example',
      'x-forwarded-proto': 'https',
      'x-country-code': 'us',
      'x-client-ip': '198.51.100.4',
    });
  });
});
