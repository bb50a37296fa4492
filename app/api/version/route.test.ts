/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bffRequest } from '@/app/api/coupons/test-helpers';
import { forgetBuildId } from '@/features/app-update/build-id';
import { withNockedUpstream } from '@/tests/nocked-upstream';
import { GET } from './route';

withNockedUpstream();

let distDir: string;
const savedDistDir = process.env.NEXT_DIST_DIR;

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'version-route-'));
  process.env.NEXT_DIST_DIR = distDir;
  forgetBuildId();
});
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
  process.env.NEXT_DIST_DIR = savedDistDir;
  forgetBuildId();
});

describe('GET /api/version (spec 01 §4 Other: app update)', () => {
  it('answers the id of the build the server runs, never cached, without asking the upstream', async () => {
    writeFileSync(join(distDir, 'BUILD_ID'), 'build-2026-05-01\n');
    const response = await GET(bffRequest('/api/version'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: { buildId: 'build-2026-05-01' } });
  });

  it('keeps the id the process started with: a build written under it is not this server', async () => {
    writeFileSync(join(distDir, 'BUILD_ID'), 'first');
    await GET(bffRequest('/api/version'));
    writeFileSync(join(distDir, 'BUILD_ID'), 'second');
    expect(await (await GET(bffRequest('/api/version'))).json()).toEqual({
      data: { buildId: 'first' },
    });
  });

  it('answers null when there is no build (next dev)', async () => {
    const response = await GET(bffRequest('/api/version'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { buildId: null } });
  });
});
