import { test as base, expect, type Page } from '@playwright/test';

/**
 * The demo's test fixture: every test fails on an uncaught error, a console error or a failed
 * request (a missing favicon included).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      // A request cut short by the test's own reload is not a failure; anything else is.
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText !== 'net::ERR_ABORTED')
          problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
      });
      await use(problems);
      expect(problems, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What the new-game form is given. */
export interface Setup {
  regulation?: string;
  control?: string;
  illegal?: 'record' | 'reject';
  /** The variant's lichess name (`atomic`, `3check`...), as the form's `data-control="variant"` lists it. */
  variant?: string;
  fen?: string;
  layout?: 'otb' | 'screen';
  /** The regulation option "an arbiter at the board" (L-A.5.2 when `false`); the preset's own when absent. */
  supervised?: boolean;
}

/** Opens the app (with `search`, e.g. `?lang=ru`) and starts a game from the form. */
export async function startGame(page: Page, setup: Setup = {}, search = ''): Promise<void> {
  await page.goto(`/${search}`);
  await expect(page.locator('#app[data-ready="true"]')).toBeAttached();
  const form = page.locator('[data-panel="setup"]');
  if (!(await form.isVisible())) await page.locator('[data-action="new-game"]').click();
  if (setup.regulation)
    await form.locator('[data-control="regulation"]').selectOption(setup.regulation);
  if (setup.control !== undefined)
    await form.locator('[data-control="time-control"]').fill(setup.control);
  if (setup.illegal) await form.locator(`input[name="illegal"][value="${setup.illegal}"]`).check();
  if (setup.variant) await form.locator('[data-control="variant"]').selectOption(setup.variant);
  if (setup.fen) {
    await form.locator('input[name="start"][value="fen"]').check();
    await form.locator('[data-control="fen"]').fill(setup.fen);
  } else {
    // The form remembers the last game's start: without a FEN, the variant's own start.
    const own = form.locator('input[name="start"][value="standard"]');
    if (await own.count()) await own.check();
  }
  if (setup.layout) await form.locator(`input[name="layout"][value="${setup.layout}"]`).check();
  if (setup.supervised !== undefined) {
    const options = form.locator('[data-panel="regulation-options"]');
    if (!(await options.getAttribute('open'))) await options.locator('summary').click();
    await form.locator('[data-control="supervised"]').selectOption(setup.supervised ? 'yes' : 'no');
  }
  await form.locator('[data-action="start-game"]').click();
  await expect(page.locator('.table [data-square="e1"]')).toBeVisible();
}

/** Plays moves by clicking the piece and then its target (`'e2e4'`; `'e7e8q'` picks the promotion). */
export async function clickMoves(page: Page, ...moves: string[]): Promise<void> {
  for (const uci of moves) {
    const plies = await page.locator('.record .move[data-ply]').count();
    await page.locator(`.table [data-square="${uci.slice(0, 2)}"]`).click();
    await page.locator(`.table [data-square="${uci.slice(2, 4)}"]`).click();
    if (uci.length === 5) {
      const role = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[uci[4]!]!;
      await page.locator(`[data-promotion="${role}"]`).click();
    }
    await expect(page.locator('.record .move[data-ply]')).toHaveCount(plies + 1);
  }
}

/** Drops a piece from the pocket by clicking it and then the square (`'N@f7'`, the side to move's). */
export async function clickDrop(page: Page, drop: string): Promise<void> {
  const plies = await page.locator('.record .move[data-ply]').count();
  const role = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen' }[drop[0]!]!;
  const side = await page.locator('.table .board').getAttribute('data-turn');
  await page.locator(`[data-pocket="${side}-${role}"]`).click();
  await page.locator(`.table [data-square="${drop.slice(2, 4)}"]`).click();
  await expect(page.locator('.record .move[data-ply]')).toHaveCount(plies + 1);
}

/** Types moves into the move field, one by one. */
export async function typeMoves(page: Page, ...moves: string[]): Promise<void> {
  for (const text of moves) {
    const plies = await page.locator('.record .move[data-ply]').count();
    await page.locator('[data-control="move-text"]').fill(text);
    await page.locator('[data-control="move-text"]').press('Enter');
    await expect(page.locator('.record .move[data-ply]')).toHaveCount(plies + 1);
  }
}

/** The milliseconds a clock shows. */
export async function clockTime(page: Page, side: 'white' | 'black'): Promise<number> {
  return Number(await page.locator(`[data-clock="${side}"] .clock-time`).getAttribute('data-time'));
}

/** Waits until `side`'s clock shows exactly `ms` (a web-first assertion, retried until it holds). */
export async function expectClock(page: Page, side: 'white' | 'black', ms: number): Promise<void> {
  await expect(page.locator(`[data-clock="${side}"] .clock-time`)).toHaveAttribute(
    'data-time',
    String(ms),
  );
}

/** The instant the tests' fake clock starts at. */
export const START = new Date('2026-03-01T10:00:00Z');

/** Installs Playwright's fake clock, paused: time moves only when a test says so (`runFor`). */
export async function freezeTime(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
}
