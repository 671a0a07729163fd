import { clickDrop, clickMoves, expect, startGame, test } from './fixtures.js';

// One short real game per lichess variant, each to the variant's own ending. The rules play the
// variant (the preset's `variant` override); the board only draws what they decide.

const outcome = (page: import('@playwright/test').Page) => page.locator('[data-outcome]');

test('V-atomic.king-exploded a capture next to the king blows it up, and the explosion is shown', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5', variant: 'atomic' });
  await expect(page.locator('[data-status] [data-variant="atomic"]')).toBeVisible();
  await clickMoves(page, 'g1f3', 'a7a6', 'f3g5', 'a6a5');
  await expect(page.locator('.table [data-exploded]')).toHaveCount(0);
  await expect(outcome(page)).toHaveCount(0);
  await clickMoves(page, 'g5f7');
  // The knight took on f7: it, the king on e8, the bishop on f8 and the knight on g8 are gone;
  // the pawns around (e7, g7) stay, as atomic's rules say.
  const exploded = page.locator('.table [data-exploded]');
  await expect(exploded).toHaveCount(4);
  for (const sq of ['f7', 'e8', 'f8', 'g8'])
    await expect(page.locator(`.table [data-square="${sq}"]`)).toHaveClass(/sq--exploded/);
  for (const sq of ['e7', 'g7'])
    await expect(page.locator(`.table [data-square="${sq}"] [data-piece]`)).toHaveAttribute(
      'data-piece',
      'black-pawn',
    );
  await expect(page.locator('.table [data-piece="black-king"]')).toHaveCount(0);
  await expect(outcome(page)).toHaveAttribute('data-result', '1-0');
  await expect(outcome(page)).toHaveAttribute('data-termination', 'variant-end');
  await expect(outcome(page).locator('[data-rule]')).toHaveAttribute(
    'data-rule',
    'V-atomic.king-exploded',
  );
  await expect(outcome(page).locator('[data-ending]')).toHaveText('The king was blown up');
  // The PGN names the variant.
  await page.locator('[data-panel="export"] summary').click();
  await expect(page.locator('[data-control="pgn-out"]')).toHaveValue(/\[Variant "Atomic"\]/);
});

test('V-antichess.no-pieces captures are forced, and the side that loses every piece wins', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    variant: 'antichess',
    fen: '8/8/8/8/8/8/4p3/3Q4 w - - 0 1',
  });
  // The queen must take: the capture is its only target.
  await page.locator('.table [data-square="d1"]').click();
  await expect(page.locator('.table .sq--target, .table .sq--capture')).toHaveCount(1);
  await expect(page.locator('.table [data-square="e2"]')).toHaveClass(/sq--capture/);
  await page.locator('.table [data-square="e2"]').click();
  await expect(outcome(page)).toHaveAttribute('data-result', '0-1');
  await expect(outcome(page)).toHaveAttribute('data-termination', 'variant-end');
  await expect(outcome(page)).toContainText('V-antichess.no-pieces');
  await expect(outcome(page).locator('[data-ending]')).toHaveText(
    'All pieces lost: that side wins',
  );
});

test('V-kingofthehill.hill the hill is marked, and a king that reaches it wins', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5', variant: 'kingofthehill' });
  const hill = page.locator('.table [data-goal]');
  await expect(hill).toHaveCount(4);
  for (const sq of ['d4', 'e4', 'd5', 'e5'])
    await expect(page.locator(`.table [data-square="${sq}"]`)).toHaveClass(/sq--goal/);
  await clickMoves(page, 'd2d4', 'e7e5', 'e1d2', 'a7a6', 'd2d3', 'a6a5');
  await expect(outcome(page)).toHaveCount(0);
  await clickMoves(page, 'd3e4');
  await expect(outcome(page)).toHaveAttribute('data-result', '1-0');
  await expect(outcome(page)).toContainText('V-kingofthehill.hill');
  await expect(outcome(page).locator('[data-ending]')).toHaveText('The king reached the hill');
});

test('V-3check.checks the checks given are counted, kept over a reload, and the third wins', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5', variant: '3check' });
  const white = page.locator('[data-checks="white"] .checks-count');
  const black = page.locator('[data-checks="black"] .checks-count');
  await expect(white).toHaveText('0');
  await expect(black).toHaveText('0');
  await clickMoves(page, 'e2e4', 'e7e5', 'd1h5', 'b8c6', 'h5f7');
  await expect(white).toHaveText('1');
  await clickMoves(page, 'e8f7', 'f1c4');
  await expect(white).toHaveText('2');
  await expect(black).toHaveText('0');
  // The variant is saved with the game: a reload restores it, counters and all.
  await page.reload();
  await expect(page.locator('#app[data-ready="true"]')).toBeAttached();
  await expect(page.locator('[data-status] [data-variant="3check"]')).toBeVisible();
  await expect(white).toHaveText('2');
  await clickMoves(page, 'd7d5', 'c4d5');
  await expect(white).toHaveText('3');
  await expect(outcome(page)).toHaveAttribute('data-result', '1-0');
  await expect(outcome(page)).toContainText('V-3check.checks');
  await expect(outcome(page).locator('[data-ending]')).toHaveText('Three checks given');
});

test('V-horde.wiped-out Black takes the last pawn of the horde and wins (in Russian)', async ({
  page,
}) => {
  await startGame(
    page,
    {
      regulation: 'casual',
      control: '10+5',
      variant: 'horde',
      fen: '4k2r/8/8/8/8/8/7P/8 w - - 0 1',
    },
    '?lang=ru',
  );
  await expect(page.locator('[data-status] [data-variant="horde"]')).toContainText('Орда');
  await clickMoves(page, 'h2h3');
  await expect(outcome(page)).toHaveCount(0);
  await clickMoves(page, 'h8h3');
  await expect(page.locator('.record .move[data-ply="2"]')).toHaveText('Л:h3#');
  await expect(page.locator('.table [data-piece^="white-"]')).toHaveCount(0);
  await expect(outcome(page)).toHaveAttribute('data-result', '0-1');
  // The rule's ID is kept for automation; the Russian page names the variant's rule in Russian.
  await expect(outcome(page).locator('[data-rule]')).toHaveAttribute(
    'data-rule',
    'V-horde.wiped-out',
  );
  await expect(outcome(page)).toContainText('«Орда»');
  await expect(outcome(page).locator('[data-ending]')).toHaveText('Орда уничтожена');
});

test('V-racingkings.goal the eighth rank is marked, and the first king there wins', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    variant: 'racingkings',
    fen: '8/8/6K1/8/8/8/k7/8 w - - 0 1',
  });
  await expect(page.locator('.table [data-goal]')).toHaveCount(8);
  await expect(page.locator('.table [data-square="a8"]')).toHaveClass(/sq--goal/);
  await expect(page.locator('.table [data-square="a7"]')).not.toHaveClass(/sq--goal/);
  await clickMoves(page, 'g6g7', 'a2b3');
  await expect(outcome(page)).toHaveCount(0);
  await clickMoves(page, 'g7g8');
  await expect(outcome(page)).toHaveAttribute('data-result', '1-0');
  await expect(outcome(page)).toContainText('V-racingkings.goal');
  await expect(outcome(page).locator('[data-ending]')).toHaveText('A king reached the eighth rank');
});

test('V-crazyhouse captures fill the pockets; a drop by drag, a refused drop, and mate by a dropped knight', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    illegal: 'reject',
    variant: 'crazyhouse',
    fen: '6rk/6pp/8/8/3np3/3P4/PP3B2/K7[P] w - - 0 1',
  });
  const pocket = (id: string) => page.locator(`[data-pocket="${id}"]`);
  await expect(page.locator('[data-pocket]')).toHaveCount(10);
  await expect(pocket('white-pawn')).toHaveAttribute('data-count', '1');
  await expect(pocket('white-knight')).toHaveAttribute('data-count', '0');
  await expect(pocket('black-pawn')).toHaveAttribute('data-count', '0');
  // A pawn may not be dropped on the first rank: the drag is refused, nothing is played.
  await pocket('white-pawn').dragTo(page.locator('.table [data-square="c1"]'));
  await expect(page.locator('.table [data-square="c1"] [data-piece]')).toHaveCount(0);
  await expect(pocket('white-pawn')).toHaveAttribute('data-count', '1');
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(0);
  // Dragged from the pocket onto c4.
  await pocket('white-pawn').dragTo(page.locator('.table [data-square="c4"]'));
  await expect(page.locator('.table [data-square="c4"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-pawn',
  );
  await expect(pocket('white-pawn')).toHaveAttribute('data-count', '0');
  await expect(page.locator('.record .move[data-ply="1"]')).toHaveText('P@c4');
  // Black takes a pawn: it goes to Black's pocket.
  await clickMoves(page, 'e4d3');
  await expect(pocket('black-pawn')).toHaveAttribute('data-count', '1');
  // White takes the knight: White's pocket gets it.
  await clickMoves(page, 'f2d4', 'd3d2');
  await expect(pocket('white-knight')).toHaveAttribute('data-count', '1');
  // A click on the pocket knight shows where it may go; a click on f7 drops it: smothered mate.
  await pocket('white-knight').click();
  await expect(pocket('white-knight')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.table [data-square="f7"]')).toHaveClass(/sq--target/);
  await expect(page.locator('.table [data-square="g8"]')).not.toHaveClass(/sq--target/);
  await page.locator('.table [data-square="f7"]').click();
  await expect(page.locator('.table [data-square="f7"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
  await expect(pocket('white-knight')).toHaveAttribute('data-count', '0');
  await expect(page.locator('.record .move[data-ply="5"]')).toHaveText('N@f7#');
  await expect(outcome(page)).toHaveAttribute('data-result', '1-0');
  await expect(outcome(page)).toHaveAttribute('data-termination', 'checkmate');
  await expect(outcome(page)).toContainText('L-5.1.1');
  await page.locator('[data-panel="export"] summary').click();
  await expect(page.locator('[data-control="pgn-out"]')).toHaveValue(/\[Variant "Crazyhouse"\]/);
  await expect(page.locator('[data-control="pgn-out"]')).toHaveValue(/N@f7#/);
  // The viewer reads it back by crazyhouse's rules: the pockets and the mating drop.
  await page.locator('[data-action="view-pgn"]').click();
  const viewer = page.locator('[data-panel="pgn-viewer"]');
  await expect(viewer.locator('.pgn-moves > .move')).toHaveCount(5);
  await viewer.locator('.pgn-moves > .move', { hasText: 'N@f7#' }).click();
  await expect(viewer.locator('[data-square="f7"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
  await expect(viewer.locator('[data-pocket="black-pawn"]')).toHaveAttribute('data-count', '1');
});

test('V-crazyhouse under blitz rules an illegal drop is completed and penalized (L-B.2); drops typed and clicked', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'fide-blitz',
    control: '3+2',
    illegal: 'record',
    variant: 'crazyhouse',
    fen: '6rk/6pp/8/8/3n4/8/PP3B2/K7[Pn] w - - 0 1',
  });
  // In arbiter mode the board lets any drop on an empty square through to the rules: a pawn on
  // the first rank is an illegal move, completed as on a real board, then penalized and undone.
  await page.locator('[data-pocket="white-pawn"]').click();
  await page.locator('.table [data-square="c1"]').click();
  const ruling = page.locator('[data-ruling]');
  await expect(ruling).toHaveAttribute('data-rule', 'L-B.2');
  await expect(ruling).toContainText('P@c1');
  await expect(page.locator('[data-refusal]')).toHaveCount(0);
  await expect(page.locator('.table [data-square="c1"] [data-piece]')).toHaveCount(0);
  await expect(page.locator('[data-pocket="white-pawn"]')).toHaveAttribute('data-count', '1');
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(0);
  await page.locator('[data-control="move-text"]').fill('P@c4');
  await page.locator('[data-control="move-text"]').press('Enter');
  await expect(page.locator('.table [data-square="c4"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-pawn',
  );
  await clickDrop(page, 'N@c2');
  await expect(page.locator('[data-pocket="black-knight"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('.record .move[data-ply]')).toHaveText(['P@c4', 'N@c2+']);
});

test('V-makruk the fairy pieces are drawn and move by their rules; SAN names them', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    variant: 'makruk',
    fen: '4k3/8/8/4P3/8/8/8/RNSKMSNR w - - 0 1',
  });
  await expect(page.locator('.table [data-piece="white-khon"]')).toHaveCount(2);
  await expect(page.locator('.table [data-piece="white-met"]')).toHaveCount(1);
  // The khon on c1 steps diagonally or straight forward: three targets on the second rank.
  await page.locator('.table [data-square="c1"]').click();
  await expect(page.locator('.table .sq--target')).toHaveCount(3);
  await page.locator('.table [data-square="c2"]').click();
  await expect(page.locator('.table [data-square="c2"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-khon',
  );
  await page.locator('[data-panel="export"] summary').click();
  await expect(page.locator('[data-control="pgn-out"]')).toHaveValue(
    /\[Variant "Makruk"\][\s\S]*1\. Sc2/,
  );
});
