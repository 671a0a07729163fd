// What players expect of a board: sounds with a remembered mute, material, coordinates on the
// frame, arrows and circles, a promotion picker on the board, the flip remembered.
import type { Page } from '@playwright/test';
import { clickMoves, expect, startGame, test } from './fixtures.js';

/** Records the sounds the app makes (its `chesslaws:sound` events). */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    window.addEventListener('chesslaws:sound', (e) => heard.push((e as CustomEvent).detail));
  });
}
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

test('move sounds: a move, a capture, a check and the end; muted, they stay off over a reload', async ({
  page,
}) => {
  await listen(page);
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await clickMoves(page, 'e2e4', 'd7d5', 'e4d5', 'd8d5', 'f1b5');
  await expect.poll(() => heard(page)).toEqual(['move', 'move', 'capture', 'capture', 'check']);
  await page.locator('[data-action="mute"]').click();
  await expect(page.locator('[data-action="mute"]')).toHaveAttribute('aria-pressed', 'true');
  await clickMoves(page, 'c7c6');
  await page.reload();
  await expect(page.locator('[data-action="mute"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-action="mute"]').click();
  await page.locator('[data-action="resign-white"]').click();
  await expect.poll(() => heard(page)).toEqual(['end']);
});

test('low time sounds once as the running clock goes under 20 seconds', async ({ page }) => {
  await listen(page);
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
  await startGame(page, { regulation: 'casual', control: '0.5+0' });
  await page.clock.runFor(9_000);
  expect(await heard(page)).toEqual([]);
  await page.clock.runFor(3_000);
  await expect.poll(() => heard(page)).toEqual(['low-time']);
  await page.clock.runFor(3_000);
  expect(await heard(page)).toEqual(['low-time']);
});

test('captured material and the difference in points, beside each clock', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await clickMoves(page, 'e2e4', 'd7d5', 'e4d5', 'g8f6', 'b1c3', 'f6d5', 'c3d5', 'd8d5');
  // Black took a pawn and a knight, White a pawn and a knight: even.
  await expect(page.locator('[data-material="white"]')).toHaveAttribute('data-score', '0');
  await clickMoves(page, 'f1c4', 'd5c4');
  await expect(page.locator('[data-material="black"]')).toHaveAttribute('data-score', '3');
  await expect(page.locator('[data-material="black"] .material-piece')).toHaveCount(1);
  await expect(page.locator('[data-material="white"] .material-piece')).toHaveCount(0);
});

test('coordinates are on the frame, outside the squares, and follow the flip', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await expect(page.locator('.table [data-square] .coord')).toHaveCount(0);
  const a1 = (await page.locator('.table [data-square="a1"]').boundingBox())!;
  const rank1 = page.locator('.table .coord--rank', { hasText: '1' });
  const fileA = page.locator('.table .coord--file', { hasText: 'a' });
  const r = (await rank1.boundingBox())!;
  const f = (await fileA.boundingBox())!;
  expect(r.x + r.width).toBeLessThanOrEqual(a1.x + 0.5);
  expect(f.y).toBeGreaterThanOrEqual(a1.y + a1.height - 0.5);
  await page.locator('[data-action="flip"]').click();
  await expect(page.locator('.table .coord--rank').first()).toHaveText('1');
  await expect(page.locator('.table .coord--file').first()).toHaveText('h');
});

test('arrows and circles: right-drag draws an arrow, a right-click a circle, a left click clears them', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const centre = async (square: string) => {
    const b = (await page.locator(`.table [data-square="${square}"]`).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const rightDrag = async (from: string, to: string) => {
    const a = await centre(from);
    const b = await centre(to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up({ button: 'right' });
  };
  await rightDrag('g1', 'f3');
  await rightDrag('e4', 'e4');
  await expect(page.locator('.table [data-arrow="g1-f3"]')).toHaveCount(1);
  await expect(page.locator('.table [data-circle="e4"]')).toHaveCount(1);
  // Drawn again, the same circle goes away.
  await rightDrag('e4', 'e4');
  await expect(page.locator('.table [data-circle]')).toHaveCount(0);
  await page.locator('.table [data-square="a3"]').click();
  await expect(page.locator('.table [data-arrow]')).toHaveCount(0);
});

test('a long press on a touch screen draws a circle', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const square = page.locator('.table [data-square="d4"]');
  const b = (await square.boundingBox())!;
  const at = { clientX: b.x + b.width / 2, clientY: b.y + b.height / 2 };
  await square.dispatchEvent('pointerdown', {
    ...at,
    button: 0,
    pointerType: 'touch',
    pointerId: 7,
  });
  await page.waitForTimeout(650);
  await square.dispatchEvent('pointerup', { ...at, button: 0, pointerType: 'touch', pointerId: 7 });
  await expect(page.locator('.table [data-circle="d4"]')).toHaveCount(1);
  await context.close();
});

test('L-3.7.3.3 the promotion picker stands on the board, over the promotion file, and leaves the rest visible', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1',
  });
  await page.locator('.table [data-square="a7"]').click();
  await page.locator('.table [data-square="a8"]').click();
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();
  const a8 = (await page.locator('.table [data-square="a8"]').boundingBox())!;
  const box = (await picker.boundingBox())!;
  // One square wide on the a-file, from a8 down four squares: the rest of the board shows.
  expect(Math.abs(box.x - a8.x)).toBeLessThan(2);
  expect(Math.abs(box.width - a8.width)).toBeLessThan(2);
  expect(Math.abs(box.y - a8.y)).toBeLessThan(2);
  expect(Math.abs(box.height - 4 * a8.height)).toBeLessThan(4);
  await page.locator('[data-promotion="rook"]').click();
  await expect(page.locator('.table [data-square="a8"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-rook',
  );
});

test('the flip is remembered over a reload', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await page.locator('[data-action="flip"]').click();
  await expect(page.locator('.table .board')).toHaveAttribute('data-orientation', 'black');
  await page.reload();
  await expect(page.locator('.table .board')).toHaveAttribute('data-orientation', 'black');
  await page.locator('[data-action="flip"]').click();
});
