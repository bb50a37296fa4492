/** @jest-environment node */
import { create } from 'qrcode';
import { QR_QUIET_ZONE, qrSymbol } from './programmes-qr';

/** The dark modules the path draws, as "row,col" keys. */
function drawn(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i++) cells.add(`${Number(y)},${Number(x) + i}`);
  }
  return cells;
}

describe('qrSymbol', () => {
  it('draws exactly the dark modules of the code, inside a quiet zone', () => {
    const text = 'https://app.betarena.example/qr-sign-in?token=abcdefghijklmnopqrstuvwxyz012345';
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const symbol = qrSymbol(text);
    expect(symbol.size).toBe(modules.size + 2 * QR_QUIET_ZONE);
    const cells = drawn(symbol.path);
    let dark = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const key = `${row + QR_QUIET_ZONE},${col + QR_QUIET_ZONE}`;
        expect(cells.has(key)).toBe(Boolean(modules.get(row, col)));
        if (modules.get(row, col)) dark++;
      }
    }
    expect(cells.size).toBe(dark);
  });
});
