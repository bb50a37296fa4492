/**
 * The sandbox captcha: a sum or difference of two small numbers drawn as SVG text with a few
 * noise lines. It only has to make a caller go through the captcha flow, not stop a machine.
 */
import { randomInt } from 'node:crypto';

export interface CaptchaQuestion {
  text: string;
  answer: string;
}

const WIDTH = 160;
const HEIGHT = 60;
const NOISE_LINES = 4;

export function newCaptchaQuestion(): CaptchaQuestion {
  const left = randomInt(1, 10);
  const right = randomInt(1, 10);
  if (randomInt(2) === 0 || left < right) {
    return { text: `${left} + ${right}`, answer: String(left + right) };
  }
  return { text: `${left} - ${right}`, answer: String(left - right) };
}

function greyColour(): string {
  const level = randomInt(96, 192).toString(16);
  return `#${level}${level}${level}`;
}

export function captchaSvg(question: CaptchaQuestion): string {
  const characters = [...`${question.text} = ?`];
  const step = (WIDTH - 24) / characters.length;
  const glyphs = characters
    .map((character, index) => {
      if (character === ' ') return '';
      const x = Math.round(12 + index * step + step / 2);
      const y = 38 + randomInt(-4, 5);
      const angle = randomInt(-15, 16);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})">${character}</text>`;
    })
    .join('');
  const lines = Array.from({ length: NOISE_LINES }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${greyColour()}" stroke-width="2"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f4f6"/>` +
    `<g font-family="monospace" font-size="26" font-weight="bold" fill="#1f2937" text-anchor="middle">${glyphs}</g>` +
    lines +
    '</svg>'
  );
}
