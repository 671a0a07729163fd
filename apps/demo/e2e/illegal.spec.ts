// An illegal move that stands (L-A.5.2, L-B.3): the game goes on from the position it left, and
// the demo shows what the rules keep, before and after a reload.
import { expect, type Page } from '@playwright/test';
import { clickMoves, startGame, test } from './fixtures.js';

/** Puts a piece of the side to move on any square, as on a real board (arbiter mode). */
async function place(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`.table [data-square="${from}"]`).click();
  await page.locator(`.table [data-square="${to}"]`).click();
}

const plies = (page: Page) => page.locator('.record .move[data-ply]');

for (const regulation of ['fide-blitz', 'fide-rapid'] as const)
  test(`L-A.5.2 ${regulation} without an arbiter: Bf1-f3 stands, Black replies, and the game survives a reload`, async ({
    page,
  }) => {
    await startGame(page, { regulation, control: '5+3', illegal: 'record', supervised: false });
    await clickMoves(page, 'e2e4', 'e7e5');
    await place(page, 'f1', 'f3');
    await expect(page.locator('[data-pending-illegal="white"]')).toBeVisible();
    // The illegal move is on the board, in the move list (marked) and highlighted as the last move.
    await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveAttribute(
      'data-piece',
      'white-bishop',
    );
    await expect(plies(page)).toHaveCount(3);
    await expect(page.locator('.record .move[data-ply="3"]')).toHaveAttribute(
      'data-illegal',
      'pending',
    );
    await expect(page.locator('.table [data-square="f3"]')).toHaveClass(/sq--last/);
    await clickMoves(page, 'b8c6');
    await expect(page.locator('[data-error="app"]')).toHaveCount(0);
    await expect(page.locator('.record .move[data-ply="3"]')).toHaveAttribute(
      'data-illegal',
      'stood',
    );
    await expect(page.locator('.record .move[data-ply="4"]')).toHaveText('Nc6');
    await clickMoves(page, 'g1e2');
    await page.reload();
    await expect(page.locator('[data-error]')).toHaveCount(0);
    await expect(plies(page)).toHaveCount(5);
    await expect(page.locator('.record .move[data-ply="3"]')).toHaveAttribute(
      'data-illegal',
      'stood',
    );
    await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveAttribute(
      'data-piece',
      'white-bishop',
    );
    // Stepping back through the list shows the position before the illegal move.
    await page.locator('.record .move[data-ply="2"]').click();
    await expect(page.locator('.table [data-square="f1"] [data-piece]')).toHaveAttribute(
      'data-piece',
      'white-bishop',
    );
    await page.getByRole('button', { name: 'Last move' }).click();
    await clickMoves(page, 'c6d4');
  });

test('L-B.3 Qd1xd8 stands unclaimed in blitz without an arbiter; Kxd8 and a reload keep the game', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'fide-blitz',
    control: '3+2',
    illegal: 'record',
    supervised: false,
  });
  await place(page, 'd1', 'd8');
  await expect(page.locator('[data-pending-illegal="white"]')).toBeVisible();
  await clickMoves(page, 'e8d8');
  await expect(page.locator('[data-error="app"]')).toHaveCount(0);
  await clickMoves(page, 'e2e4');
  await page.reload();
  await expect(page.locator('[data-error]')).toHaveCount(0);
  await expect(plies(page)).toHaveCount(3);
  await expect(page.locator('.record .move[data-ply="1"]')).toHaveAttribute(
    'data-illegal',
    'stood',
  );
  await expect(page.locator('.table [data-square="d8"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'black-king',
  );
  await clickMoves(page, 'd7d6');
});
