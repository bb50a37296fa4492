import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = [
  ['line-berlin', '/en/line/all/football', { width: 1366, height: 900 }, 'Europe/Berlin', 'dark'],
  ['line-berlin-phone', '/en/line/all/football', { width: 390, height: 844 }, 'Europe/Berlin', 'light'],
  ['europaleague', '/en/europaleague', { width: 1366, height: 700 }, 'Europe/Moscow', 'light'],
  ['casino-game', '/en/slots/game/1089/scarab-dunes', { width: 1366, height: 900 }, 'Europe/Moscow', 'dark'],
  ['casino-game-phone', '/en/slots/game/1089/scarab-dunes', { width: 390, height: 844 }, 'Europe/Moscow', 'light'],
  ['promotion', '/en/promotions/welcome', { width: 1366, height: 800 }, 'Europe/Moscow', 'light'],
];
for (const [name, path, viewport, tz, theme] of shots) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({
    viewport, timezoneId: tz,
    ...(phone ? { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await context.addCookies([
    { name: 'cookies_agree', value: `all.${Date.now()}`, url: base },
    
    { name: 'theme', value: theme, url: base },
  ]);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(5000);
  await page.reload();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await context.close();
}
await browser.close();
