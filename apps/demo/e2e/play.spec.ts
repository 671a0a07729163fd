import { clickMoves, expect, startGame, test, typeMoves } from './fixtures.js';

test('L-2.1 the board has 64 squares, a1 dark in the bottom-left, and the start position', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const table = page.locator('.table');
  await expect(table.locator('[data-square]')).toHaveCount(64);
  await expect(table.locator('[data-piece]')).toHaveCount(32);
  await expect(table.locator('[data-square="a1"]')).toHaveClass(/sq--dark/);
  await expect(table.locator('[data-square="h1"]')).toHaveClass(/sq--light/);
  await expect(table.locator('[data-square="e1"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-king',
  );
  await expect(table.locator('[data-square="d8"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'black-queen',
  );
  const a1 = (await table.locator('[data-square="a1"]').boundingBox())!;
  const h8 = (await table.locator('[data-square="h8"]').boundingBox())!;
  expect(a1.x).toBeLessThan(h8.x);
  expect(a1.y).toBeGreaterThan(h8.y);
  await page.locator('[data-action="flip"]').click();
  const a1Flipped = (await table.locator('[data-square="a1"]').boundingBox())!;
  const h8Flipped = (await table.locator('[data-square="h8"]').boundingBox())!;
  expect(a1Flipped.y).toBeLessThan(h8Flipped.y);
  expect(a1Flipped.x).toBeGreaterThan(h8Flipped.x);
});

test('L-3.7 a selected piece shows its legal targets from the rules', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await page.locator('.table [data-square="e2"]').click();
  await expect(page.locator('.table .sq--target')).toHaveCount(2);
  await expect(page.locator('.table [data-square="e3"]')).toHaveClass(/sq--target/);
  await expect(page.locator('.table [data-square="e4"]')).toHaveClass(/sq--target/);
  await page.locator('.table [data-square="g1"]').click();
  await expect(page.locator('.table .sq--target')).toHaveCount(2);
  await expect(page.locator('.table [data-square="f3"]')).toHaveClass(/sq--target/);
});

test('L-5.1.1 a full game to mate ends 1-0 by checkmate, with the rule named', async ({ page }) => {
  await startGame(page, { regulation: 'fide-rapid', control: '15+10' });
  await clickMoves(page, 'e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6');
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  await clickMoves(page, 'h5f7');
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1-0');
  await expect(outcome).toHaveAttribute('data-termination', 'checkmate');
  await expect(outcome).toContainText('L-5.1.1');
  await expect(page.locator('.record .move[data-ply="7"]')).toHaveText('Qxf7#');
  // The game is over: the board takes no more moves.
  await page.locator('.table [data-square="e8"]').click();
  await expect(page.locator('.table .sq--target')).toHaveCount(0);
});

test('L-3.7.3.3 a pawn reaching the last rank asks which piece it becomes', async ({ page }) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1',
  });
  await page.locator('.table [data-square="a7"]').click();
  await page.locator('.table [data-square="a8"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.locator('[data-promotion="knight"]').click();
  await expect(page.locator('.table [data-square="a8"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
  await expect(page.locator('.record .move[data-ply="1"]')).toHaveText('a8=N');
});

test('L-3.9 a move may be dragged, and an illegal drop is refused in casual play', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5', illegal: 'reject' });
  await page.locator('.table [data-square="g1"]').dragTo(page.locator('.table [data-square="f3"]'));
  await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
  // e7-e4 is no pawn move: the board does not even offer it.
  await page.locator('.table [data-square="e7"]').dragTo(page.locator('.table [data-square="e4"]'));
  await expect(page.locator('.table [data-square="e7"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'black-pawn',
  );
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(1);
});

test('S-wild moves typed in any notation are played: SAN, Russian, long algebraic, UCI', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await typeMoves(page, 'e4', 'Кc6', 'Ng1-f3', 'g8f6', 'Bc4');
  await expect(page.locator('.record .move[data-ply]')).toHaveText([
    'e4',
    'Nc6',
    'Nf3',
    'Nf6',
    'Bc4',
  ]);
  await page.locator('[data-control="move-text"]').fill('Qh9');
  await page.locator('[data-control="move-text"]').press('Enter');
  await expect(page.locator('[data-error="move-text"]')).toBeVisible();
});

test('L-D keyboard only: arrows and Enter on the board, and moves are announced in words', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  // The board is one tab stop (on e2), the arrows move inside it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-square'))) break;
  }
  await expect(page.locator('.table [data-square="e2"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('.table [data-square="e4"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-pawn',
  );
  await expect(page.locator('[data-announce]')).toHaveText(/e2.*e4/);
  // And by Tab alone: the move field is reachable and plays.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        () => document.activeElement?.getAttribute('data-control') === 'move-text',
      )
    )
      break;
  }
  await expect(page.locator('[data-control="move-text"]')).toBeFocused();
  await page.keyboard.type('e5');
  await page.keyboard.press('Enter');
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(2);
  await expect(page.locator('[data-announce]')).toHaveText(/e7.*e5/);
});
