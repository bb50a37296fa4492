/** @jest-environment node */
import { sanitizeSeoHtml } from './seo-html';

describe('sanitizeSeoHtml', () => {
  it.each([
    [
      '<h2>Odds</h2><p>Bet <strong>live</strong></p>',
      '<h2>Odds</h2><p>Bet <strong>live</strong></p>',
    ],
    ['<p onclick="x()">Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    [
      '<a href="https://betarena.example/en">ok</a>',
      '<a href="https://betarena.example/en" rel="noopener">ok</a>',
    ],
    ['<iframe src="https://evil"></iframe><style>body{}</style>', ''],
    ['<img src=x onerror=alert(1)>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeSeoHtml(input)).toBe(expected);
  });
});
