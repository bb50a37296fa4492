import { expect, expectAccessible, sandbox, test } from './fixtures';

// issue 11 §4: the upcoming-maintenance notice is the maintenance group's one bar.
test('planned maintenance is announced until the visitor closes it, in the visitor’s clock', async ({
  page,
}) => {
  const hour = 3_600_000;
  const startsAt = Date.parse('2027-01-15T10:00:00Z');
  const now = Date.now();
  await sandbox('maintenance', {
    method: 'PUT',
    body: {
      started_at: new Date(startsAt).toISOString(),
      ended_at: new Date(startsAt + 2 * hour).toISOString(),
      notify_started_at: new Date(now - hour).toISOString(),
      notify_ended_at: new Date(startsAt).toISOString(),
    },
  });
  const notice = page.getByRole('status').filter({ hasText: 'Planned maintenance.' });
  // The site reads the config again after its short cache; reload until the window is seen.
  await expect
    .poll(
      async () => {
        await page.goto('/en');
        // The notice is queued once the page hydrates.
        return notice.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(notice).toContainText(
    'The site will be unavailable from January 15, 2027 at 13:00 (UTC+3) to January 15, 2027 at 15:00 (UTC+3).',
  );
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  // Hydrated (the notice would be queued by then) and still quiet.
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
  // Nor in another tab of the browser.
  const other = await page.context().newPage();
  await other.goto('/en/line');
  await other.waitForLoadState('networkidle');
  await expect(other.getByRole('status').filter({ hasText: 'Planned maintenance.' })).toHaveCount(
    0,
  );
  await other.close();
});
