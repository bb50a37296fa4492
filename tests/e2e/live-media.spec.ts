import type { Page } from '@playwright/test';
import { gamePath } from '@/features/line/line-paths';
import { gamesAnswerSchema, type Game } from '@/server/upstream/schemas/line';
import { expect, expectAccessible, lookAt, sandbox, SANDBOX_URL, test } from './fixtures';
import { openAsNewPlayer } from './players';

// Issue 22 §2: a live game's video (a stream the sandbox draws and encodes itself) and its game
// zone (a match tracker drawn from the live feed), on the game page and in multi-live.

async function liveGames(): Promise<Game[]> {
  const answer = await fetch(`${SANDBOX_URL}/line-api/v1/games?stream=live&limit=500`);
  return gamesAnswerSchema.parse(await answer.json()).data;
}

async function liveGameWith(kind: 'videoId' | 'zoneId'): Promise<Game> {
  const game = (await liveGames()).find((item) => item.media?.[kind] && item.sportId !== 2999);
  if (!game) throw new Error(`no live game with a ${kind}`);
  return game;
}

/** Waits until the page's live video has played half a second of the stream. */
async function expectPlaying(page: Page, scope = page.locator('body')) {
  const video = scope.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640);
}

test.describe('live video and game zone', () => {
  test('the game zone shows the score, the state and the last plays, and follows the game', async ({
    page,
  }) => {
    const game = await liveGameWith('zoneId');
    await page.goto(gamePath('en', game));
    const block = page.getByRole('region', { name: 'Game zone' });
    await block.getByRole('button', { name: 'Show game zone' }).click();
    const zone = page.getByTestId('game-zone');
    const zoneState = zone.getByRole('paragraph').first();
    // The zone draws the game as the page's own header shows it (the same render of the feed,
    // which may be a few seconds behind the sandbox the game was picked from).
    const header = page
      .locator('header')
      .filter({ hasText: `${game.sportName}. ${game.champName}` });
    const [home, away] = game.opponents;
    const zoneScore = zone.getByLabel(new RegExp(`^${home} \\d+, ${away} \\d+$`));
    const flat = (text: string | null) => (text ?? '').replace(/\s+/g, '');
    await expect
      .poll(async () => {
        const [topScore, topState, score, state] = await Promise.all([
          header.getByLabel('Score').textContent(),
          header.locator('p').last().textContent(),
          zoneScore.textContent(),
          zoneState.textContent(),
        ]);
        return flat(topScore) === flat(score) && flat(topState).endsWith(flat(state));
      })
      .toBe(true);
    // Its last plays, newest first, each with its time, side and the score after it; or none yet.
    const plays = zone.getByRole('listitem');
    if ((await plays.count()) === 0) {
      await expect(zone.getByText('No scores yet.')).toBeVisible();
    } else {
      for (const text of await plays.allTextContents()) {
        expect(text).toMatch(new RegExp(`^.+(${home}|${away})( \\+\\d+)?\\d+:\\d+$`));
      }
    }
    await expectAccessible(page);
    await lookAt(page, 'game-zone');

    // A minute of play: the zone's state line moves with the page's live refresh.
    const before = (await zoneState.textContent()) ?? '';
    await sandbox('live/tick', { body: { count: 12 } });
    await expect(zoneState).not.toHaveText(before, { timeout: 20_000 });
    // The selection is kept: the zone is open again on the next visit.
    await page.reload();
    await expect(page.getByTestId('game-zone')).toBeVisible();
  });

  test('a visitor is asked to sign in for the video; a signed-in player watches it', async ({
    page,
  }) => {
    const game = await liveGameWith('videoId');
    const path = gamePath('en', game);
    await page.goto(path);
    await page.getByRole('button', { name: 'Show live video' }).click();
    const block = page.getByRole('region', { name: 'Live video' });
    await expect(block.getByText('Sign in to watch the live video.')).toBeVisible();
    await expect(block.getByTestId('live-video')).toHaveCount(0);

    await openAsNewPlayer(page, 'video', path);
    // The selection made as a visitor is kept: the player sees the stream at once.
    await expectPlaying(page, block);
    await expectAccessible(page);
    await lookAt(page, 'live-video');
  });

  test('multi-live panels open the zone and the video of their own game', async ({ page }) => {
    const zoneGame = await liveGameWith('zoneId');
    const videoGame = (await liveGames()).find(
      (item) => item.media?.videoId && item.id !== zoneGame.id,
    );
    if (!videoGame) throw new Error('no second live game with a video');
    await openAsNewPlayer(page, 'multi-video', `/en/multi?games=${zoneGame.id},${videoGame.id}`);
    const panel = (game: Game) => page.locator(`article[data-game-id="${game.id}"]`);
    await panel(zoneGame).getByRole('button', { name: 'Show game zone' }).click();
    await expect(panel(zoneGame).getByTestId('game-zone')).toBeVisible();
    await expect(panel(videoGame).getByTestId('game-zone')).toHaveCount(0);
    await panel(videoGame).getByRole('button', { name: 'Show live video' }).click();
    await expectPlaying(page, panel(videoGame));
    await expectAccessible(page);
    await lookAt(page, 'multi-live-media');
  });
});
