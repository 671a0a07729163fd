import { clickMoves, expect, freezeTime, startGame, test } from './fixtures.js';

test('S-ru ?lang=ru opens the Russian interface, with Russian notation and spoken moves', async ({
  page,
}) => {
  await startGame(page, { regulation: 'fide-rapid', control: '15+10' }, '?lang=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('[data-action="new-game"]')).toHaveText('Новая партия');
  await expect(page.locator('[data-status]')).toContainText('Ход: белые');
  await clickMoves(page, 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5');
  await expect(page.locator('.record .move[data-ply]')).toHaveText([
    'e4',
    'e5',
    'Кf3',
    'Кc6',
    'Сb5',
  ]);
  await expect(page.locator('[data-announce]')).toHaveText('Слон f1 на b5');
  // Any other notation is a choice away.
  await page.locator('[data-control="notation"]').selectOption('lan:en');
  await expect(page.locator('.record .move[data-ply="3"]')).toHaveText('Ng1-f3');
  await page.locator('[data-control="notation"]').selectOption('figurine:en');
  await expect(page.locator('.record .move[data-ply="5"]')).toHaveText('♗b5');
  await page.locator('[data-control="notation"]').selectOption('san:de');
  await expect(page.locator('.record .move[data-ply="5"]')).toHaveText('Lb5');
});

test('the move list navigates back through the game and returns to the live position', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await clickMoves(page, 'e2e4', 'e7e5', 'g1f3');
  await page.locator('.record .move[data-ply="1"]').click();
  await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveCount(0);
  await expect(page.locator('.table [data-square="e5"] [data-piece]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(page.locator('.table [data-square="e5"] [data-piece]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Last move' }).click();
  await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
});

test('PGN-std export with clocks, then import into the viewer with a variation', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-blitz', control: '3+2' });
  await page.clock.runFor(5_000);
  await clickMoves(page, 'e2e4', 'c7c5', 'g1f3');
  await page.locator('[data-panel="export"] summary').click();
  const pgn = await page.locator('[data-control="pgn-out"]').inputValue();
  expect(pgn).toContain('[White "White"]');
  expect(pgn).toContain('[TimeControl "180+2"]');
  expect(pgn).toMatch(/1\. e4 \{[^}]*\[%clk 0:02:59\][^}]*\} 1\.\.\. c5/);
  expect(pgn).toMatch(/1\. e4 \{[^}]*\[%emt 0:00:05\][^}]*\}/);
  expect(pgn).toContain('2. Nf3');
  // Import it back with a variation added, and step through it.
  await page.locator('[data-action="open-viewer"]').click();
  const viewer = page.locator('[data-panel="pgn-viewer"]');
  await viewer
    .locator('[data-control="pgn-text"]')
    .fill(pgn.replace(' 1... c5', ' 1... c5 (1... e5 2. Nf3 Nc6)'));
  await viewer.locator('[data-action="open-pgn"]').click();
  await expect(viewer.locator('.pgn-moves > .move')).toHaveCount(3);
  await expect(viewer.locator('.variation .move')).toHaveCount(3);
  await viewer.locator('.variation .move', { hasText: 'Nc6' }).click();
  await expect(viewer.locator('[data-square="c6"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'black-knight',
  );
  await expect(viewer.locator('[data-square="c5"] [data-piece]')).toHaveCount(0);
});

test('PGN-std a PGN with a bad move is reported with its line and column', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-action="open-viewer"]').click();
  const viewer = page.locator('[data-panel="pgn-viewer"]');
  await viewer.locator('[data-control="pgn-text"]').fill('1. e4 e5 2. Ke3 *');
  await viewer.locator('[data-action="open-pgn"]').click();
  await expect(viewer.locator('[data-error="pgn"]')).toContainText('Ke3');
});

test('a typed time control and a FEN show their errors where they were typed', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="time-control"]').fill('3+x');
  await expect(form.locator('[data-error="time-control-error"]')).toBeVisible();
  await expect(form.locator('[data-error="time-control-error"] mark')).toHaveText('x');
  await form.locator('[data-control="time-control"]').fill('90/40+30, 30+30');
  await expect(form.locator('[data-error="time-control-error"]')).toHaveCount(0);
  await form.locator('input[name="start"][value="fen"]').check();
  await form
    .locator('[data-control="fen"]')
    .fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1');
  await expect(form.locator('[data-error="fen-error"] mark')).toHaveText(/^x/);
  await form.locator('[data-control="fen"]').fill('8/8/8/8/8/8/8/8 w - - 0 1');
  await expect(form.locator('[data-error="fen-error"]')).toContainText(/king/i);
  await form.locator('[data-action="start-game"]').click();
  await expect(form).toBeVisible();
});

test('L-G2 a Chess960 game by number starts from that position', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('casual');
  await form.locator('[data-control="variant"]').selectOption('chess960');
  await form.locator('input[name="start"][value="number960"]').check();
  await form.locator('[data-control="chess960"]').fill('0');
  await form.locator('[data-action="start-game"]').click();
  // SP 0 is BBQNNRKR.
  const back = ['bishop', 'bishop', 'queen', 'knight', 'knight', 'rook', 'king', 'rook'];
  for (const [i, role] of back.entries())
    await expect(
      page.locator(`.table [data-square="${'abcdefgh'[i]}1"] [data-piece]`),
    ).toHaveAttribute('data-piece', `white-${role}`);
});

test('PGN-std the viewer shows NAGs as symbols, comments, [%clk] times and the headers, and goes first, back, on and to the end by buttons and keys', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-action="open-viewer"]').click();
  const viewer = page.locator('[data-panel="pgn-viewer"]');
  await viewer
    .locator('[data-control="pgn-text"]')
    .fill(
      [
        '[Event "Casual Game"]',
        '[Site "London ENG"]',
        '[Date "1851.06.21"]',
        '[Round "1"]',
        '[White "Anderssen, Adolf"]',
        '[Black "Kieseritzky, Lionel"]',
        '[WhiteElo "2600"]',
        '[BlackElo "2500"]',
        '[ECO "C33"]',
        '[Opening "King\'s Gambit Accepted"]',
        '[Result "1-0"]',
        '',
        '{ The Immortal Game } 1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:58] } 2. f4?! { bold [%clk 0:02:55] } exf4 3. Bc4 Qh4+ $16 4. Kf1 b5?? 5. Bxb5!! Nf6 1-0',
      ].join('\n'),
    );
  await viewer.locator('[data-action="open-pgn"]').click();
  const moves = viewer.locator('[data-pgn-moves]');
  await expect(moves.locator('[data-nag="?!"]')).toHaveCount(1);
  await expect(moves.locator('[data-nag="??"]')).toHaveCount(1);
  await expect(moves.locator('[data-nag="!!"]')).toHaveCount(1);
  await expect(moves.locator('[data-nag="±"]')).toHaveCount(1);
  await expect(moves.locator('[data-comment]', { hasText: 'The Immortal Game' })).toHaveCount(1);
  await expect(moves.locator('[data-comment]', { hasText: 'bold' })).toHaveCount(1);
  await expect(moves.locator('[data-clk="178000"]')).toContainText('2:58');
  for (const [tag, text] of [
    ['Event', 'Casual Game'],
    ['Site', 'London ENG'],
    ['Date', '1851.06.21'],
    ['Round', '1'],
    ['White', 'Anderssen, Adolf (2600)'],
    ['Black', 'Kieseritzky, Lionel (2500)'],
    ['Opening', "C33 King's Gambit Accepted"],
  ] as const)
    await expect(viewer.locator(`[data-pgn-header="${tag}"]`)).toContainText(text);
  // The buttons: to the end, back one, to the start, on one.
  const current = moves.locator('.move[aria-current="true"]');
  await viewer.locator('[data-action="pgn-last"]').click();
  await expect(current).toHaveAttribute('data-san', 'Nf6');
  await viewer.locator('[data-action="pgn-previous"]').click();
  await expect(current).toHaveAttribute('data-san', 'Bxb5');
  await viewer.locator('[data-action="pgn-first"]').click();
  await expect(current).toHaveCount(0);
  await viewer.locator('[data-action="pgn-next"]').click();
  await expect(current).toHaveAttribute('data-san', 'e4');
  // Each side's clock at the move shown, from its [%clk].
  await viewer.locator('[data-action="pgn-next"]').click();
  await expect(viewer.locator('[data-pgn-clock="white"]')).toContainText('3:00');
  await expect(viewer.locator('[data-pgn-clock="black"]')).toContainText('2:58');
  // And the keys.
  await viewer.locator('[data-action="pgn-next"]').focus();
  await page.keyboard.press('End');
  await expect(current).toHaveAttribute('data-san', 'Nf6');
  await page.keyboard.press('Home');
  await expect(current).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('data-san', 'e4');
});
