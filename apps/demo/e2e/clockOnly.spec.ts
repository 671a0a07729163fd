// A clock beside a real board: a press is just a press; what the arbiter rules comes from the
// regulation (the penalty's minutes and its rule, the illegal move that loses, L-6.9's question).
import type { Page } from '@playwright/test';
import { clockTime, expect, expectClock, freezeTime, test } from './fixtures.js';

/** Opens the form and starts a clock-only game. */
async function startClock(page: Page, regulation: string, control: string, search = '') {
  await page.goto(`/${search}`);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption(regulation);
  await form.locator('[data-control="time-control"]').fill(control);
  await form.locator('input[name="layout"][value="clock"]').check();
  // The board is not tracked: the form asks for no variant or start position.
  await expect(form.locator('[data-control="variant"]')).toHaveCount(0);
  await form.locator('[data-action="start-game"]').click();
  await expect(page.locator('[data-layout="clock"]')).toBeVisible();
}

const tap = (page: Page, side: 'white' | 'black') =>
  page.locator(`[data-clock="${side}"]`).dispatchEvent('pointerdown', { button: 0 });

test('S-modes clock only, 3+2 blitz: taps press the clock, Fischer from move 1, penalties by L-B.2 and L-7.5.5, kept over a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freezeTime(page);
  await startClock(page, 'fide-blitz', '3+2');
  await expectClock(page, 'white', 182_000);
  // The board is real: no board here, and both halves are tap areas filling the screen.
  await expect(page.locator('.board')).toHaveCount(0);
  const half = (await page.locator('[data-clock="white"]').boundingBox())!;
  expect(half.height).toBeGreaterThan(250);
  // A tap starts White's clock (L-6.1); White's tap presses it.
  await tap(page, 'black');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'true');
  await page.clock.runFor(5_000);
  // Black tapping White's running clock does nothing: only White presses it.
  await tap(page, 'black');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'true');
  await tap(page, 'white');
  await expectClock(page, 'white', 179_000);
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
  await expect(page.locator('[data-clock="white"]')).toContainText('moves 1');
  // The arbiter's menu: Black's illegal move costs a minute under blitz rules (L-B.2).
  await page.locator('[data-action="arbiter-menu"]').click();
  const menu = page.locator('[data-panel="arbiter"]');
  await expect(menu).toContainText('L-B.2');
  await menu.locator('[data-action="illegal-black"]').click();
  await expectClock(page, 'white', 179_000 + 60_000);
  await expect(menu.locator('[data-illegal-count="black"]')).toBeVisible();
  // An incorrect claim by White: Black gets a minute (L-B.2).
  const black = await clockTime(page, 'black');
  await menu.locator('[data-action="incorrect-claim-white"]').click();
  await expectClock(page, 'black', black + 60_000);
  await menu.locator('[data-action="close-arbiter"]').click();
  // A reload keeps the clock, the penalties and the running side.
  await page.reload();
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
  await expectClock(page, 'white', 239_000);
  // Black's second illegal move loses (L-7.5.5) unless White cannot mate.
  await page.locator('[data-action="arbiter-menu"]').click();
  await expect(page.locator('[data-action="illegal-black"]')).toContainText('L-7.5.5');
  await page.locator('[data-action="illegal-black"]').click();
  await page.locator('[data-action="illegal-can-mate"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1-0');
  await expect(outcome).toContainText('L-7.5.5');
});

test('L-6.9 clock only: a flag falls and the arbiter answers whether the opponent could mate', async ({
  page,
}) => {
  await freezeTime(page);
  await startClock(page, 'fide-rapid', '10+5');
  await tap(page, 'black');
  await page.clock.runFor(10 * 60_000 + 5_000 + 500);
  const question = page.locator('[data-flag-question="white"]');
  await expect(question).toContainText('L-6.9');
  await question.locator('[data-action="flag-cannot-mate"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toHaveAttribute('data-termination', 'flag-cannot-mate');
});

test('S-modes clock only counts the moves of a multi-period control, and the arbiter corrects the count', async ({
  page,
}) => {
  await freezeTime(page);
  await startClock(page, 'fide-standard', '90/40+30, 30+30', '?lang=ru');
  await expect(page.locator('[data-clock="white"]')).toContainText('40 до контроля');
  await tap(page, 'black');
  await page.clock.runFor(2_000);
  await tap(page, 'white');
  await expect(page.locator('[data-clock="white"]')).toContainText('39 до контроля');
  await page.locator('[data-action="arbiter-menu"]').click();
  await page.locator('[data-action="moves-more-white"]').click();
  await expect(page.locator('[data-moves="white"]')).toHaveText('2');
  await expect(page.locator('[data-clock="white"]')).toContainText('38 до контроля');
  // The standard penalty is two minutes (L-7.5.5), read from the regulation.
  await expect(page.locator('[data-action="illegal-white"]')).toContainText('+2:00');
});

test('the screen stays awake while a clock runs (Screen Wake Lock)', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { wakeCalls: string[] }).wakeCalls = calls;
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async (type: string) => {
          calls.push(`request:${type}`);
          return { release: async () => void calls.push('release') };
        },
      },
    });
  });
  await freezeTime(page);
  await startClock(page, 'casual', '5+0');
  const calls = () => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls);
  expect(await calls()).toEqual([]);
  await tap(page, 'black');
  await expect.poll(calls).toEqual(['request:screen']);
  await page.locator('[data-action="pause"]').click();
  await expect.poll(calls).toEqual(['request:screen', 'release']);
});
