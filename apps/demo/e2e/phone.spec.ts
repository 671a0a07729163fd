// A phone on the table: the page never scrolls by itself, and the board is in view, whole.
import type { Page } from '@playwright/test';
import { clickMoves, expect, startGame, test } from './fixtures.js';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;

/** The board's box lies inside the viewport. */
async function expectBoardInView(page: Page): Promise<void> {
  const box = (await page.locator('.table .board').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'board top').toBeGreaterThanOrEqual(0);
  expect(box.x, 'board left').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'board bottom').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, 'board right').toBeLessThanOrEqual(viewport.width);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const size of PHONES)
  for (const layout of ['screen', 'otb'] as const)
    test(`a ${size.width} px phone (${layout}): the board is whole in view after Start, and moves never scroll the page`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await startGame(page, { regulation: 'fide-blitz', control: '3+2', layout });
      await expectBoardInView(page);
      const y = await scrollY(page);
      // Enough moves to fill the move list past its own box, a capture and a check among them.
      await clickMoves(page, 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5c6', 'd7c6');
      await clickMoves(page, 'e1g1', 'f7f6', 'd2d4', 'e5d4', 'f3d4', 'c6c5', 'd4e6', 'c8e6');
      await clickMoves(page, 'd1d8', 'e8d8', 'b1c3', 'g8e7', 'c1e3', 'e7g6');
      expect(await scrollY(page), 'the page did not scroll').toBe(y);
      await expectBoardInView(page);
      // An illegal move completed and penalized (a ruling banner appears) moves nothing either.
      await page.locator('.table [data-square="e3"]').click();
      await page.locator('.table [data-square="e8"]').click();
      await expect(page.locator('[data-ruling]')).toBeVisible();
      expect(await scrollY(page)).toBe(y);
      await expectBoardInView(page);
    });

test('the move list scrolls within its own box to the last move', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const round = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
  for (let i = 0; i < 4; i++) await clickMoves(page, ...round);
  const list = page.locator('.record .moves');
  const scrolled = await list.evaluate((el) => ({
    top: el.scrollTop,
    overflow: el.scrollHeight > el.clientHeight,
  }));
  expect(scrolled.overflow).toBe(true);
  expect(scrolled.top).toBeGreaterThan(0);
  // The last move is inside the list's visible box.
  const inside = await list.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const last = el.querySelector('[data-ply="16"]')!.getBoundingClientRect();
    return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
  });
  expect(inside).toBe(true);
});
