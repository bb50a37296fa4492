import { entryErrorCode, failureUrl, readEntryQuery, successUrl } from './outcomes';

const TOKEN = 'Zk3vQm9R2xLs8TnB4wYc1HdE6uJa0PoF';

describe('the page after an entry call', () => {
  it.each([
    ['verify', { token: TOKEN }, {}, '/en/user/accountverify?done=verified'],
    ['verifyResend', {}, {}, '/en/user/accountverify?done=sent'],
    [
      'activationLink',
      { token: TOKEN },
      { channel: 'phone' },
      '/en/user/activate?done=activated&channel=phone',
    ],
    [
      'activationSend',
      { channel: 'email', method: 'code' },
      {},
      '/en/user/activatefast?done=sent&channel=email',
    ],
    [
      'activationSend',
      { channel: 'phone', method: 'link' },
      {},
      '/en/user/activate?done=sent&channel=phone',
    ],
    [
      'activationCode',
      { channel: 'email', code: '1' },
      {},
      '/en/user/activatefast?done=activated&channel=email',
    ],
    [
      'newsletter',
      { token: TOKEN },
      { wasSubscribed: true },
      '/en/user/stopnewsletter?done=unsubscribed',
    ],
    [
      'newsletter',
      { token: TOKEN },
      { wasSubscribed: false },
      '/en/user/stopnewsletter?done=already',
    ],
  ] as const)('%s %j answered %j → %s', (action, input, answer, url) => {
    expect(successUrl(action, 'en', input, answer)).toBe(url);
  });

  it('keeps what the player needs to try again, never a code or a bad value', () => {
    expect(failureUrl('verify', 'ru', { token: TOKEN }, 'token_used')).toBe(
      `/ru/user/accountverify?token=${TOKEN}&error=token_used`,
    );
    expect(
      failureUrl('activationCode', 'en', { channel: 'phone', code: '123456' }, 'wrong_code'),
    ).toBe('/en/user/activatefast?channel=phone&error=wrong_code');
    expect(failureUrl('verify', 'en', { token: 'a b"<' }, 'invalid')).toBe(
      '/en/user/accountverify?error=invalid',
    );
    expect(failureUrl('activationSend', 'en', { channel: 'fax' }, 'forbidden_origin')).toBe(
      '/en/user/activatefast?error=unavailable',
    );
  });

  it('sends a player whose session ended to sign in and back to the page', () => {
    expect(
      failureUrl('activationSend', 'en', { channel: 'phone', method: 'link' }, 'unauthorized'),
    ).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/user/activate?channel=phone')}`);
  });

  it('tells the codes it knows and calls anything else unavailable', () => {
    expect(entryErrorCode('time_up')).toBe('time_up');
    expect(entryErrorCode('invalid_json')).toBe('invalid');
    expect(entryErrorCode('upstream_error')).toBe('unavailable');
    expect(entryErrorCode(undefined)).toBe('unavailable');
  });
});

describe('an entry page’s query', () => {
  it('reads each part on its own, leaving out what it does not know', () => {
    expect(
      readEntryQuery({
        token: TOKEN,
        done: 'sent',
        channel: ['phone', 'email'],
        error: 'wrong_code',
      }),
    ).toEqual({ token: TOKEN, done: 'sent', channel: 'phone', error: 'wrong_code' });
    expect(readEntryQuery({ done: 'hacked', channel: 'fax', error: '<b>' })).toEqual({
      token: undefined,
      done: undefined,
      channel: undefined,
      error: 'unavailable',
    });
    expect(readEntryQuery(undefined)).toEqual({});
  });
});
