/**
 * The page a launched game opens in (spec 01 §2 "Games wrapper and preloaders": the site frames a
 * third party's game). The sandbox plays that third party with a small reels machine; it moves no
 * money. The page may be framed only by the site origin that asked for the launch.
 */
import { randomKey } from './auth-crypto';
import type { CasinoLang, CatalogueGame, CatalogueProvider } from './casino-catalogue';
import { escapeXml as escapeHtml } from './casino-art';

const TEXTS: Readonly<Record<CasinoLang, Readonly<Record<string, string>>>> = {
  en: {
    demo: 'Demo mode: play credits, no real money',
    real: 'Real-money play',
    credits: 'Play credits',
    balance: 'Balance',
    spin: 'Spin',
    ready: 'Press Spin to play',
    win: 'Win!',
    again: 'Try again',
    ended: 'This game session has ended. Open the game again from the site.',
    signedOut: 'You are signed out. Sign in again to play for real money.',
    invalid: 'This game address is not valid.',
    excluded: 'Real-money play is closed for your account.',
  },
  ru: {
    demo: 'Демо-режим: игровые кредиты, без реальных денег',
    real: 'Игра на реальные деньги',
    credits: 'Игровые кредиты',
    balance: 'Баланс',
    spin: 'Крутить',
    ready: 'Нажмите «Крутить», чтобы играть',
    win: 'Выигрыш!',
    again: 'Попробуйте ещё раз',
    ended: 'Игровая сессия завершена. Откройте игру на сайте ещё раз.',
    signedOut: 'Вы вышли из аккаунта. Войдите снова, чтобы играть на реальные деньги.',
    invalid: 'Неверный адрес игры.',
    excluded: 'Игра на реальные деньги закрыта для вашего аккаунта.',
  },
};

export type LauncherProblem = 'ended' | 'signedOut' | 'invalid' | 'excluded';

export interface LauncherPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** `'self'` when no site origin is known; never a wildcard for a page with a balance on it. */
function pageHeaders(nonce: string, frameAncestors: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The launch token is in the URL: it must not travel on in a Referer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
  };
}

const BASE_STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:16px/1.4 Arial,Helvetica,sans-serif;color:#fff;background:var(--from);display:grid;place-items:center}
main{width:min(560px,100%);padding:24px;text-align:center}
h1{margin:0 0 4px;font-size:1.5em}p{margin:4px 0}
.meta{opacity:.8;font-size:.875em}
.cabinet{background:linear-gradient(135deg,var(--from),var(--to));border-radius:16px;padding:24px;box-shadow:0 8px 32px rgba(0,0,0,.4)}
.reels{display:flex;gap:12px;justify-content:center;margin:20px 0}
.reel{width:88px;height:112px;border-radius:10px;background:#fff;color:var(--from);overflow:hidden;display:grid;place-items:center;font-size:56px;line-height:1;font-weight:700}
.reel.spin span{animation:roll .12s linear 6}
@keyframes roll{from{transform:translateY(-70%)}to{transform:translateY(70%)}}
@media (prefers-reduced-motion:reduce){.reel.spin span{animation:none}}
button{font:inherit;font-weight:700;padding:10px 32px;border:0;border-radius:24px;background:var(--accent);color:var(--from);cursor:pointer}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.balance{font-weight:700;margin-top:12px}`;

function palette(provider: CatalogueProvider | undefined): string {
  const [from, to, accent] = provider?.palette ?? ['#1b1f3a', '#3a4a8a', '#ffd166'];
  return `:root{--from:${from};--to:${to};--accent:${accent}}`;
}

export interface LauncherOptions {
  entry: CatalogueGame;
  provider: CatalogueProvider;
  mode: 'demo' | 'real';
  lang: CasinoLang;
  /** Real mode: the active account, e.g. `{ amount: '25000.00', currency: 'RUB' }`. */
  balance?: { amount: string; currency: string };
  frameOrigin: string | null;
}

/** The game's page: its name, the reels, the balance line and a Spin button. */
export function launcherPage(options: LauncherOptions): LauncherPage {
  const { entry, provider, mode, lang } = options;
  const text = TEXTS[lang];
  const nonce = randomKey(16);
  const balanceLine =
    mode === 'real' && options.balance !== undefined
      ? `${text.balance}: <span data-balance>${escapeHtml(options.balance.amount)}</span> ${escapeHtml(options.balance.currency)}`
      : `${text.credits}: <span data-credits>1000</span>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(entry.game.name)}</title>
<style nonce="${nonce}">${palette(provider)}${BASE_STYLE}</style></head>
<body><main><div class="cabinet" data-mode="${mode}">
<h1>${escapeHtml(entry.game.name)}</h1>
<p class="meta">${escapeHtml(provider.provider.name)} · RTP ${entry.game.rtp.toFixed(2)}%</p>
<p class="meta">${mode === 'real' ? text.real : text.demo}</p>
<div class="reels" aria-hidden="true"><div class="reel spin"><span>7</span></div><div class="reel spin"><span>★</span></div><div class="reel spin"><span>♦</span></div></div>
<p role="status" data-result>${text.ready}</p>
<button type="button" data-spin>${text.spin}</button>
<p class="balance">${balanceLine}</p>
</div></main>
<script nonce="${nonce}">
(function(){var s=['7','★','♦','♣','♥','♠','$'],r=document.querySelectorAll('.reel'),o=document.querySelector('[data-result]'),c=document.querySelector('[data-credits]');
document.querySelector('[data-spin]').addEventListener('click',function(){var got=[];
if(c)c.textContent=String(Math.max(0,Number(c.textContent)-1));
r.forEach(function(reel,i){reel.classList.remove('spin');void reel.offsetWidth;reel.classList.add('spin');var v=s[Math.floor(Math.random()*s.length)];got.push(v);reel.firstChild.textContent=v;});
var win=got[0]===got[1]&&got[1]===got[2];o.textContent=win?${JSON.stringify(text.win)}:${JSON.stringify(text.again)};
if(win&&c)c.textContent=String(Number(c.textContent)+50);});})();
</script></body></html>`;
  return { status: 200, html, headers: pageHeaders(nonce, options.frameOrigin ?? "'self'") };
}

/**
 * What the frame shows instead of the game. It holds nothing of the player's, so any site may
 * frame it: the player sees why the game did not open wherever it was framed.
 */
export function launcherProblemPage(
  status: number,
  problem: LauncherProblem,
  lang: CasinoLang = 'en',
): LauncherPage {
  const nonce = randomKey(16);
  const message = TEXTS[lang][problem] ?? '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(message)}</title>
<style nonce="${nonce}">${palette(undefined)}${BASE_STYLE}</style></head>
<body><main><p role="alert" data-problem="${problem}">${escapeHtml(message)}</p></main></body></html>`;
  return { status, html, headers: pageHeaders(nonce, '*') };
}
