/** @jest-environment node */
import { removeDb, startTestSandbox, type TestSandbox } from '../test-harness';
import { POLICY_LOGO_PATH } from './policy';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDb(sandbox.dbPath);
});

describe('GET /web-api/policy/logo.agif (spec 01 §7)', () => {
  it('answers an image that carries no script, style sheet or outside reference', async () => {
    const response = await fetch(`${sandbox.url}${POLICY_LOGO_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="40"/);
    expect(svg).toContain('18+');
    expect(svg).not.toMatch(/<script|<style|style=|href=|url\(/i);
  });

  it('is only read', async () => {
    const response = await fetch(`${sandbox.url}${POLICY_LOGO_PATH}`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
