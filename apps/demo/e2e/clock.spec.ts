import {
  clickMoves,
  clockTime,
  expect,
  expectClock,
  freezeTime,
  startGame,
  test,
} from './fixtures.js';

test('L-6.1 only the side to move has a running clock; Fischer increment from move 1', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-blitz', control: '3+2' });
  await expect(page.locator('[data-clock="white"] .clock-time')).toHaveText('3:02');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'true');
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(5_000);
  await clickMoves(page, 'e2e4');
  // The clock starts at 3:02 (the increment counts from move 1); 3:02 - 0:05 + 0:02 = 2:59.
  await expectClock(page, 'white', 179_000);
  await expect(page.locator('[data-clock="white"] .clock-time')).toHaveText('2:59');
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
});

test('L-6.9 a flag falls against a lone king: a draw, shown the instant it falls', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, {
    regulation: 'fide-blitz',
    control: '1+0',
    fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1',
  });
  await page.clock.runFor(59_000);
  await expect(page.locator('[data-outcome]')).toHaveCount(0);
  await page.clock.runFor(1_100);
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1/2-1/2');
  await expect(outcome).toHaveAttribute('data-termination', 'timeout-vs-insufficient-material');
  await expect(outcome).toContainText('L-6.9');
  await expect(page.locator('[data-clock="white"]')).toHaveClass(/clock--flagged/);
});

test('L-6.9 a flag falls when the opponent can mate: a loss on time', async ({ page }) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-blitz', control: '1+0' });
  await clickMoves(page, 'e2e4');
  await page.clock.runFor(61_000);
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-result', '1-0');
  await expect(outcome).toHaveAttribute('data-termination', 'timeout');
});

test('a reload mid-game with the clock running restores the position and the time', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-rapid', control: '15+10' });
  await clickMoves(page, 'e2e4', 'e7e5', 'g1f3');
  await page.clock.runFor(30_000);
  const before = await clockTime(page, 'black');
  await page.reload();
  await expect(page.locator('.table [data-square="f3"] [data-piece]')).toHaveAttribute(
    'data-piece',
    'white-knight',
  );
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(3);
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
  // Black's clock goes on running: no time passed over the reload, then ten seconds do.
  await expectClock(page, 'black', before);
  await page.clock.runFor(10_000);
  await expectClock(page, 'black', before - 10_000);
});

test('a corrupted saved game is reported and a new game can start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('chesslaws.game.v1', '{"settings": {"regulation": "fide-blitz"'),
  );
  await page.reload();
  await expect(page.locator('[data-error="saved-game"]')).toBeVisible();
  await startGame(page, { regulation: 'casual', control: '10+5' });
  await clickMoves(page, 'e2e4');
  // A log the rules refuse (a move that is not legal) is reported the same way.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('chesslaws.game.v1')!);
    saved.log.events.push({ type: 'move', at: saved.log.events.at(-1).at + 1, move: 'e4e6' });
    localStorage.setItem('chesslaws.game.v1', JSON.stringify(saved));
  });
  await page.reload();
  await expect(page.locator('[data-error="saved-game"]')).toBeVisible();
  await expect(page.locator('[data-panel="setup"]')).toBeVisible();
  // Nothing the players made is deleted: the save is kept aside, to download.
  await expect(page.locator('[data-action="download-save"]')).toBeVisible();
  await startGame(page, { regulation: 'casual', control: '10+5' });
  expect(await page.evaluate(() => localStorage.getItem('chesslaws.game.kept.v1'))).toContain(
    'e4e6',
  );
});

test('over the board with the board on the phone: the opponent clock faces them, a move presses the clock, and a tap on a clock is no press', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freezeTime(page);
  await startGame(page, {
    regulation: 'fide-blitz',
    control: '3+2',
    layout: 'otb',
    illegal: 'record',
  });
  await expect(page.locator('[data-clock="black"]')).toHaveClass(/clock--rotated/);
  await expect(page.locator('[data-clock="white"]')).not.toHaveClass(/clock--rotated/);
  // A clock face is no button: a press without a move would be an illegal move (L-7.5.3).
  await expect(page.locator('button[data-clock]')).toHaveCount(0);
  await expect(page.getByText(/tap anywhere/i)).toHaveCount(0);
  await page.locator('[data-clock="white"]').click();
  await expect(page.locator('[data-ruling]')).toHaveCount(0);
  await clickMoves(page, 'e2e4');
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
  // The arbiter's training action still shows what such a press costs.
  const black = await clockTime(page, 'white');
  await page.locator('[data-action="press-without-move"]').click();
  await expect(page.locator('[data-ruling]')).toContainText('L-B.2');
  await expectClock(page, 'white', black + 60_000);
});

test('S-arbiter-clock the arbiter pauses, adds a minute, and resumes', async ({ page }) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-blitz', control: '3+2' });
  await page.locator('[data-action="pause"]').click();
  await expect(page.locator('[data-clock="white"]')).toContainText(/Paused|Пауза/);
  const paused = await clockTime(page, 'white');
  await page.clock.runFor(10_000);
  await expectClock(page, 'white', paused);
  await page.locator('[data-action="add-time-black"]').click();
  await expectClock(page, 'black', 182_000 + 60_000);
  await page.locator('[data-action="resume"]').click();
  await page.clock.runFor(5_000);
  await expectClock(page, 'white', paused - 5_000);
});

test('S-modes the clock shows the period and the moves to the control, and a US delay running down', async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
  await expect(page.locator('[data-clock="white"] .clock-details')).toHaveText(
    'period 1 · 40 to the control',
  );
  await clickMoves(page, 'e2e4');
  await expect(page.locator('[data-clock="white"] .clock-details')).toHaveText(
    'period 1 · 39 to the control',
  );
  await startGame(page, { regulation: 'casual', control: '90 d5' });
  await expect(page.locator('[data-clock="white"] .clock-details')).toHaveText('delay 0:05.0');
  await page.clock.runFor(2_000);
  await expect(page.locator('[data-clock="white"] .clock-details')).toHaveText('delay 0:03.0');
  // The main time does not move while the delay runs.
  await expectClock(page, 'white', 90 * 60_000);
});

test("L-6.1 a game set up with Black to move starts Black's clock, and Black's moves are played", async ({
  page,
}) => {
  await freezeTime(page);
  await startGame(page, {
    regulation: 'fide-blitz',
    control: '3+2',
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  });
  await expect(page.locator('[data-clock="black"]')).toHaveAttribute('data-running', 'true');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(4_000);
  await expectClock(page, 'black', 182_000 - 4_000);
  await expectClock(page, 'white', 182_000);
  await clickMoves(page, 'e7e5');
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'true');
  await expectClock(page, 'black', 182_000 - 4_000 + 2_000);
});
