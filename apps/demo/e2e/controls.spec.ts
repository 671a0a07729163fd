// The new-game form reads a typed time control as people write it, as the rules do: a poster's
// minutes (90+30), a PGN tag's seconds (5400+30, 180+2); a text that is two real controls is
// refused with what to type in the field, in the interface's language.
import { expect, expectClock, freezeTime, startGame, test } from './fixtures.js';

test('L-A.1 a poster writes 90+30 in minutes, a PGN file 5400+30 in seconds: both are 90 min + 30 s', async ({
  page,
}) => {
  await freezeTime(page);
  for (const control of ['90+30', '5400+30']) {
    await startGame(page, { regulation: 'fide-standard', control });
    // S-modes: the increment counts from move 1, so the clock starts at 90:30.
    await expectClock(page, 'white', 90 * 60_000 + 30_000);
    await expect(page.locator('[data-panel="rules"]')).toContainText('L-A.1');
  }
});

test('L-B.1 the PGN tag 180+2 is blitz, 3 min + 2 s, not three hours', async ({ page }) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'casual', control: '180+2' });
  await expectClock(page, 'white', 182_000);
});

test('a control that reads two ways is refused, saying what to type for each', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  const field = form.locator('[data-control="time-control"]');
  const error = form.locator('[data-error="time-control-error"]');
  await field.fill('60+0');
  await expect(error).toHaveText(
    '“60+0” can mean 1 h (minutes, as on a tournament poster) or 1 min (seconds, as in a PGN ' +
      'file). Type 60m+0 for 1 h, or pgn:60+0 for 1 min.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await form.locator('[data-action="start-game"]').click();
  await expect(form).toBeVisible();
  // What the message says to type starts the game it names.
  await field.fill('60m+0');
  await expect(error).toHaveCount(0);
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-standard', control: 'pgn:60+0' });
  await expectClock(page, 'white', 60_000);
});

test('S-ru the refusal of a two-faced control is in Russian in the Russian interface', async ({
  page,
}) => {
  await page.goto('/?lang=ru');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="time-control"]').fill('15+0');
  await expect(form.locator('[data-error="time-control-error"]')).toHaveText(
    '«15+0» можно понять двояко: 15 мин (минуты, как на афише турнира) или 15 с (секунды, как ' +
      'в PGN-файле). Введите 15m+0, если 15 мин, или pgn:15+0, если 15 с.',
  );
});
