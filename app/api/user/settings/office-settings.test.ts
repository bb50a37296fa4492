/** @jest-environment node */
import nock from 'nock';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { bffRequest, signIn, UPSTREAM } from '@/app/api/coupons/test-helpers';
import { GET, PUT } from './route';

withNockedUpstream();

const put = (body: unknown, cookie: string) =>
  PUT(bffRequest('/api/user/settings', { method: 'PUT', body, cookie }));

describe('/api/user/settings', () => {
  it('401 for a visitor, without asking the upstream', async () => {
    const response = await GET(bffRequest('/api/user/settings'));
    expect(response.status).toBe(401);
    expect((await put({ id: 'timeZone', value: 5 }, '')).status).toBe(401);
  });

  it('answers the saved settings with the player’s token, dropping unknown ids', async () => {
    const cookie = await signIn();
    nock(UPSTREAM, { reqheaders: { authorization: /^Bearer \S+$/ } })
      .get('/office-api/v1/settings')
      .reply(200, { data: { coefViewId: 2, timeZone: -5, isSomethingElse: 1 } });
    const response = await GET(bffRequest('/api/user/settings', { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { coefViewId: 2, timeZone: -5 } });
  });

  it('saves one setting by id and value', async () => {
    const cookie = await signIn();
    nock(UPSTREAM)
      .put('/office-api/v1/settings', { id: 'is12h', value: true })
      .reply(200, { data: { is12h: true } });
    const response = await put({ id: 'is12h', value: true }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { is12h: true } });
  });

  it.each([
    ['an unknown id', { id: 'isAdmin', value: 1 }, 'id'],
    ['a text value', { id: 'timeZone', value: '3' }, 'value'],
  ])('400 for %s, naming the field, without asking the upstream', async (_name, body, field) => {
    const cookie = await signIn();
    const response = await put(body, cookie);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].source.pointer).toContain(field);
  });

  it('an upstream failure is a mapped error, never the upstream body', async () => {
    const cookie = await signIn();
    nock(UPSTREAM).get('/office-api/v1/settings').reply(200, { data: 'nonsense' });
    const response = await GET(bffRequest('/api/user/settings', { cookie }));
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await response.json())).not.toContain('nonsense');
  });
});
