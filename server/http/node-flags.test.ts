/** @jest-environment node */
import { SEMI_SPACE_MB, serverNodeFlags } from './node-flags.mjs';

describe('the production server’s Node flags', () => {
  it('give the young generation room for a render’s short-lived objects', () => {
    expect(serverNodeFlags('')).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`]);
    expect(serverNodeFlags('--enable-source-maps')).toEqual(['--max-semi-space-size=64']);
  });

  it('leave the size to an operator who set it in NODE_OPTIONS', () => {
    expect(serverNodeFlags('--max-semi-space-size=32 --enable-source-maps')).toEqual([]);
  });
});
