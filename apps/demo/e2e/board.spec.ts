import { expect, test } from '@playwright/test';

const BACK_RANK = ['rook', 'knight', 'bishop', 'queen', 'king', 'bishop', 'knight', 'rook'];
const FILES = 'abcdefgh';

/** The 32 occupied squares of the start position, written out independently of @chesslaws/board. */
const START: Record<string, string> = {};
for (let i = 0; i < 8; i++) {
  const file = FILES[i]!;
  START[`${file}1`] = `white-${BACK_RANK[i]}`;
  START[`${file}2`] = 'white-pawn';
  START[`${file}7`] = 'black-pawn';
  START[`${file}8`] = `black-${BACK_RANK[i]}`;
}

test.beforeEach(async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('#board[data-ready="true"]')).toBeVisible();
  expect(errors, 'uncaught errors on the page').toEqual([]);
});

test('shows the header and the note', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'chesslaws' })).toBeVisible();
  await expect(page.getByText('Board.default()')).toBeVisible();
});

test('draws 64 squares with a1 dark in the bottom-left corner', async ({ page }) => {
  await expect(page.locator('[data-square]')).toHaveCount(64);
  const a1 = page.locator('[data-square="a1"]');
  const h8 = page.locator('[data-square="h8"]');
  await expect(a1).toHaveClass(/square--dark/);
  await expect(page.locator('[data-square="h1"]')).toHaveClass(/square--light/);
  const a1Box = (await a1.boundingBox())!;
  const h8Box = (await h8.boundingBox())!;
  expect(a1Box.x).toBeLessThan(h8Box.x);
  expect(a1Box.y).toBeGreaterThan(h8Box.y);
});

test('draws the 32 pieces of the start position on their squares', async ({ page }) => {
  expect(Object.keys(START)).toHaveLength(32);
  await expect(page.locator('[data-piece]')).toHaveCount(32);
  for (const [square, piece] of Object.entries(START)) {
    const pieces = page.locator(`[data-square="${square}"] [data-piece]`);
    await expect(pieces, `${square} holds ${piece}`).toHaveCount(1);
    await expect(pieces, `${square} holds ${piece}`).toHaveAttribute('data-piece', piece);
  }
  // Ranks 3 to 6 are empty.
  for (const rank of '3456') {
    for (const file of FILES) {
      await expect(page.locator(`[data-square="${file}${rank}"] [data-piece]`)).toHaveCount(0);
    }
  }
  await expect(page.locator('#board-status')).toHaveText('32 pieces, White to move.');
});

test('labels every square for assistive technology', async ({ page }) => {
  await expect(page.getByRole('table', { name: 'Start position' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e1, white king' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'd8, black queen' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e4, empty' })).toBeVisible();
});
