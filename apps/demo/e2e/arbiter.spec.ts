import {
  clickMoves,
  clockTime,
  expect,
  expectClock,
  freezeTime,
  startGame,
  test,
  typeMoves,
} from './fixtures.js';

test('L-7.5.5 two illegal moves in blitz arbiter mode: a time penalty, then the loss', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-blitz', control: '3+2', illegal: 'record' });
  const black = await clockTime(page, 'black');
  // e2-e5 is completed on the board as it would be on a real one; the rules penalize it.
  await page.locator('.table [data-square="e2"]').click();
  await page.locator('.table [data-square="e5"]').click();
  const banner = page.locator('[data-ruling]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/L-7\.5|L-B|L-A/);
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  // The position before the illegal move is restored (L-7.5.1) and the opponent has more time.
  await expect(page.locator('.table [data-square="e2"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-pawn',
  );
  // L-B.2: the opponent's minute, on a clock that is not running.
  await expectClock(page, 'black', black + 60_000);
  // White's second illegal move loses: Black can mate, so 0-1.
  await clickMoves(page, 'e2e4', 'e7e5');
  await page.locator('.table [data-square="d1"]').click();
  await page.locator('.table [data-square="d5"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '0-1');
  await expect(outcome).toHaveAttribute('data-termination', 'illegal-moves');
});

test('L-9.2.1.1 a threefold claim with an intended move written down is a draw', async ({
  page,
}) => {
  await startGame(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
  await clickMoves(page, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
  // Black writes down Ng8 (the start position a third time) and claims before playing it.
  await page.locator('[data-control="move-text"]').fill('Ng8');
  await page.locator('[data-action="claim-threefold"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toHaveAttribute('data-termination', 'threefold-repetition');
  await expect(outcome).toContainText('L-9.2');
});

test('L-9.2.1.2 the rules offer the threefold claim: with Ng8 first, then on the position itself', async ({
  page,
}) => {
  await startGame(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
  await expect(page.locator('[data-claims]')).toHaveCount(0);
  await clickMoves(page, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
  // Black may claim by writing down Ng8, the move that repeats the start a third time (L-9.2.1.1).
  const withMove = page.locator('[data-action="claim-offered-threefold"]');
  await expect(withMove).toHaveAttribute('data-intended', 'f6g8');
  await expect(withMove).toContainText('Ng8');
  await clickMoves(page, 'f6g8');
  // The start position is on the board a third time with White to move: the claim stands now.
  const offered = page.locator('[data-claim-offer="threefold"]');
  await expect(offered).toHaveAttribute('data-claim-now', 'true');
  await offered.locator('[data-action="claim-offered-threefold"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toHaveAttribute('data-termination', 'threefold-repetition');
});

test('L-9.5 an incorrect claim costs time and the game goes on', async ({ page }) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
  await clickMoves(page, 'e2e4');
  const white = await clockTime(page, 'white');
  await page.locator('[data-action="claim-fifty"]').click();
  const banner = page.locator('[data-ruling]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('L-9.5');
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  // L-9.5 in standard play: two minutes to the claimant's opponent.
  await expectClock(page, 'white', white + 120_000);
  await clickMoves(page, 'e7e5');
});

test('L-9.1 a draw offer stands until answered; declined, then accepted by agreement', async ({
  page,
}) => {
  await startGame(page, { regulation: 'fide-rapid', control: '15+10' });
  await clickMoves(page, 'e2e4');
  await page.locator('[data-action="offer-draw-white"]').click();
  await expect(page.locator('[data-offer="white"]')).toBeVisible();
  await page.locator('[data-action="decline-draw"]').click();
  await expect(page.locator('[data-offer]')).toHaveCount(0);
  await clickMoves(page, 'e7e5');
  await page.locator('[data-action="offer-draw-black"]').click();
  await page.locator('[data-action="accept-draw"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toHaveAttribute('data-termination', 'agreement');
});

test('L-5.1.2 resigning loses, and the result panel names the rule', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await typeMoves(page, 'e4');
  await page.locator('[data-action="resign-black"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1-0');
  await expect(outcome).toHaveAttribute('data-termination', 'resignation');
  await expect(outcome).toContainText('L-5.1.2');
  await page.locator('[data-action="new-game"]').click();
  await expect(page.locator('[data-panel="setup"]')).toBeVisible();
});

test('E-armageddon draw offers are refused, and a draw counts as a win for Black', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'armageddon' });
  await expect(page.locator('[data-clock="white"] .clock-time')).toHaveText('5:00');
  await expect(page.locator('[data-clock="black"] .clock-time')).toHaveText('4:00');
  await clickMoves(page, 'g1f3');
  // The regulation refuses offers, so its rights disable the control.
  await expect(page.locator('[data-action="offer-draw-white"]')).toBeDisabled();
  await expect(page.locator('[data-offer]')).toHaveCount(0);
  await clickMoves(page, 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
  await page.locator('[data-control="move-text"]').fill('Ng8');
  await page.locator('[data-action="claim-threefold"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '0-1');
});

test('S-strikes with the regulation option "3rd illegal move loses", the 2nd is only penalized', async ({
  page,
}) => {
  await freezeTime(page);
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('fide-blitz');
  await form.locator('[data-panel="regulation-options"] summary').click();
  await form.locator('[data-control="loss-on"]').selectOption('3');
  await form.locator('[data-control="penalty"]').fill('2');
  await form.locator('[data-action="start-game"]').click();
  const illegal = async () => {
    await page.locator('.table [data-square="d1"]').click();
    await page.locator('.table [data-square="d5"]').click();
  };
  const black = await clockTime(page, 'black');
  await illegal();
  await expect(page.locator('[data-ruling]')).toBeVisible();
  await expectClock(page, 'black', black + 120_000);
  await illegal();
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  await illegal();
  await expect(page.locator('[data-outcome]')).toHaveAttribute('data-termination', 'illegal-moves');
  await expect(page.locator('[data-panel="rules"]')).toContainText('S-strikes');
});

test('L-4.3 touch-move training: a piece picked up must be moved', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('fide-rapid');
  await form.locator('[data-panel="regulation-options"] summary').click();
  await form.locator('[data-control="touch-move"]').check();
  await form.locator('[data-action="start-game"]').click();
  await page.locator('.table [data-square="g1"]').click();
  await expect(page.locator('[data-touch="L-4.3"]')).toContainText('g1');
  // The player changes his mind: the pawn move is refused, the knight must go.
  await page.locator('.table [data-square="e2"]').click();
  await page.locator('.table [data-square="e4"]').click();
  await expect(page.locator('[data-refusal]')).toContainText('L-4.3');
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(0);
  await clickMoves(page, 'g1f3');
  await expect(page.locator('[data-touch]')).toHaveCount(0);
});

test('casual play allows a takeback', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await clickMoves(page, 'e2e4', 'e7e5');
  await page.locator('[data-action="takeback"]').click();
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(1);
  await expect(page.locator('.table [data-square="e7"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'black-pawn',
  );
});

test('S-10.2 the legacy quickplay-finish claim is offered as a button under two minutes, and the arbiter upholds it', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'legacy', control: '3+0' });
  await clickMoves(page, 'e2e4');
  // Black, on move with 3:00, is offered no such claim.
  await expect(page.locator('[data-action="claim-offered-quickplay-finish"]')).toHaveCount(0);
  await clickMoves(page, 'e7e5');
  // White's clock runs down below two minutes: the rights follow the clock, and the button
  // shows in the regulation's own words.
  await page.clock.runFor(61_000);
  const offered = page.locator('[data-action="claim-offered-quickplay-finish"]');
  await expect(offered).toContainText('a draw in a quickplay finish (S-10.2)');
  await offered.click();
  const waiting = page.locator('[data-awaiting-arbiter]');
  await expect(waiting).toContainText('the arbiter decides');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'false');
  await page.locator('[data-action="uphold-claim"]').click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toContainText('S-10.2');
});

test('L-B.3 without an arbiter at the board an illegal move stands pending, under the rule the game names, until claimed', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'fide-blitz-unsupervised',
    control: '3+2',
    illegal: 'record',
  });
  await page.locator('.table [data-square="e2"]').click();
  await page.locator('.table [data-square="e5"]').click();
  const pending = page.locator('[data-pending-illegal="white"]');
  await expect(pending).toContainText('(L-B.3)');
  await page.locator('[data-action="claim-illegal"]').click();
  await expect(pending).toHaveCount(0);
  await expect(page.locator('.table [data-square="e2"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-pawn',
  );
});
