// The monkey: random actions through the UI, each one concrete (squares named), so that a
// sequence it finds can be replayed exactly as an example test (monkey-examples.spec.ts).

import { seededRandom } from '@chesslaws/testkit';
import type { Page } from '@playwright/test';
import { expect, startGame } from './fixtures.js';

/**
 * One action at the board, written so a person can read a failing sequence:
 * `move e2e4`, `illegal d1d5`, `promote queen`, `click accept-draw`, `time 90000`,
 * `reload`, `language`.
 */
export type Action = string;

/** A seeded random source: the same seed, the same monkey. */
export const random = seededRandom;

/** The seed of this run: `CHESSLAWS_SEED`, or the fixed one CI uses. */
export const SEED = Number(process.env.CHESSLAWS_SEED ?? 20_260_301);

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)]!;

/** What the page shows that must be the same after a reload: board, record, clocks, banners, result. */
export async function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name)).join(',');
    const pieces = [...document.querySelectorAll('.table [data-square]')]
      .map(
        (sq) =>
          `${sq.getAttribute('data-square')}:${sq.querySelector('[data-piece]')?.getAttribute('data-piece') ?? ''}`,
      )
      .join(' ');
    return JSON.stringify({
      pieces,
      turn: attr('.table .board', 'data-turn'),
      plies: document.querySelectorAll('.record .move[data-ply]').length,
      illegal: attr('.record .move[data-illegal]', 'data-illegal'),
      clocks: attr('[data-clock] .clock-time', 'data-time'),
      running: attr('[data-clock]', 'data-running'),
      outcome: attr('[data-outcome]', 'data-result') + attr('[data-outcome]', 'data-termination'),
      pending: attr('[data-pending-illegal]', 'data-pending-illegal'),
      offer: attr('[data-offer]', 'data-offer'),
      mustPlay: document.querySelectorAll('[data-must-play]').length,
      awaiting: document.querySelectorAll('[data-awaiting-arbiter]').length,
    });
  });
}

/** No error screen and no error banner. */
export async function expectNoErrorScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-error="app"]')).toHaveCount(0);
  await expect(page.locator('[data-error="saved-game"]')).toHaveCount(0);
}

/**
 * A round trip to the page after an action: the app renders synchronously, so what it did is
 * in the DOM by then (no animation frame: the tests' fake clock holds those).
 */
const settle = (page: Page) => page.evaluate(() => document.readyState);

/** Plays one action; a reload or a language switch checks that the game came back the same. */
export async function perform(page: Page, action: Action): Promise<void> {
  const [verb, arg] = action.split(' ') as [string, string | undefined];
  switch (verb) {
    case 'move':
    case 'illegal': {
      await page.locator(`.table [data-square="${arg!.slice(0, 2)}"]`).click();
      await page.locator(`.table [data-square="${arg!.slice(2, 4)}"]`).click();
      break;
    }
    case 'tap':
      await page.locator(`[data-clock="${arg}"]`).dispatchEvent('pointerdown', { button: 0 });
      break;
    case 'promote':
      await page.locator(`[data-promotion="${arg}"]`).click();
      break;
    case 'click':
      await page.locator(`[data-action="${arg}"]`).first().click();
      break;
    case 'time':
      // A jump: the due timers (the flag's) fire once, the clock's 100 ms ticker not 20,000 times.
      await page.clock.fastForward(Number(arg));
      break;
    case 'reload':
    case 'language': {
      const before = await fingerprint(page);
      if (verb === 'reload') await page.reload();
      else {
        // As a person would: the arbiter's menu, open over the bar, is closed first.
        const close = page.locator('[data-action="close-arbiter"]');
        if (await close.count()) await close.click();
        await page.locator('[data-action="language"]').first().click();
      }
      await expect(page.locator('#app[data-ready="true"]')).toBeAttached();
      await expectNoErrorScreen(page);
      await expect
        .poll(() => fingerprint(page), { message: `the same game after ${verb}` })
        .toBe(before);
      break;
    }
    default:
      throw new Error(`unknown monkey action: ${action}`);
  }
  await settle(page);
  await expectNoErrorScreen(page);
}

/** The squares of the side to move's pieces, and all squares. */
async function boardFacts(page: Page) {
  return page.evaluate(() => {
    const turn = document.querySelector('.table .board')?.getAttribute('data-turn') ?? 'white';
    const own: string[] = [];
    const empty: string[] = [];
    for (const sq of document.querySelectorAll('.table [data-square]')) {
      const piece = sq.querySelector('[data-piece]')?.getAttribute('data-piece');
      const name = sq.getAttribute('data-square')!;
      if (piece?.startsWith(turn)) own.push(name);
      else empty.push(name);
    }
    const live = document.querySelector('.table .board--live') !== null;
    return { own, others: empty, live };
  });
}

/** The actions the page offers now (by their `data-action`), minus those that end the session. */
async function offered(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('main [data-action]')]
      .filter((b) => {
        if (b.matches(':disabled') || b.offsetParent === null) return false;
        // Only what a finger can reach: not under the arbiter's menu or a banner.
        const box = b.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > innerHeight) return true;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && b.contains(hit);
      })
      .map((b) => b.getAttribute('data-action')!),
  );
}

/** Buttons the monkey presses (a claim, an offer, its answer, a press, a takeback...). */
const BUTTONS =
  /^(claim-|claim-offered-|offer-draw-|accept-draw|decline-draw|press-without-move|takeback|call-flag-|uphold-claim|reject-claim|claim-illegal|pause|resume|add-time-)/;
/** The clock-only screen's buttons the monkey presses. */
const CLOCK_BUTTONS =
  /^(pause|resume|arbiter-menu|close-arbiter|swap-sides|add-time-|add-10s-|remove-10s-|moves-|illegal-|incorrect-claim-|flag-|declare-)/;
/** Buttons that end the game: pressed rarely, so games go on long enough to matter. */
const ENDINGS = /^(resign-|declare-)/;

/**
 * Chooses a concrete action for the page as it is: mostly a legal move (a piece picked, one
 * of the targets the board shows), sometimes an illegal one, a button, time passing (a flag),
 * a reload or a language switch.
 */
export async function chooseAction(page: Page, rng: () => number): Promise<Action> {
  if (await page.locator('[data-promotion]').count())
    return `promote ${pick(rng, ['queen', 'rook', 'bishop', 'knight'])}`;
  const roll = rng();
  if (roll < 0.04) return 'reload';
  if (roll < 0.06) return 'language';
  if (roll < 0.09) return `time ${pick(rng, [5_000, 60_000, 200_000, 2_000_000])}`;
  const buttons = await offered(page);
  if (await page.locator('[data-layout="clock"]').count()) {
    // A clock beside a real board: taps, and the arbiter's menu.
    const menu = buttons.filter((b) => CLOCK_BUTTONS.test(b));
    if (roll < 0.45 && menu.length) return `click ${pick(rng, menu)}`;
    return `tap ${pick(rng, ['white', 'black'])}`;
  }
  if (roll < 0.22) {
    const plain = buttons.filter((b) => BUTTONS.test(b));
    if (plain.length) return `click ${pick(rng, plain)}`;
  }
  if (roll < 0.235) {
    const endings = buttons.filter((b) => ENDINGS.test(b));
    if (endings.length) return `click ${pick(rng, endings)}`;
  }
  const board = await boardFacts(page);
  if (!board.live || board.own.length === 0) return `time ${pick(rng, [1_000, 30_000])}`;
  for (let tries = 0; tries < 6; tries++) {
    const from = pick(rng, board.own);
    await page.locator(`.table [data-square="${from}"]`).click();
    const targets = await page
      .locator('.table .sq--target, .table .sq--capture')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-square')!));
    // Put it down again: the chosen action is then played from a clean board.
    await page.locator(`.table [data-square="${from}"]`).click();
    const wrong = board.others.filter((s) => !targets.includes(s));
    if (roll > 0.9 && wrong.length > 0) return `illegal ${from}${pick(rng, wrong)}`;
    if (targets.length) return `move ${from}${pick(rng, targets)}`;
  }
  return `time ${pick(rng, [1_000, 30_000])}`;
}

/** Starts what a sequence's first line names: `start {"regulation":...}` or `start clock <preset> <control>`. */
export async function startSequence(page: Page, line: string): Promise<void> {
  const clock = /^start clock (\S+) (\S+)$/.exec(line);
  if (clock) {
    await page.goto('/');
    const form = page.locator('[data-panel="setup"]');
    await form.locator('[data-control="regulation"]').selectOption(clock[1]!);
    await form.locator('[data-control="time-control"]').fill(clock[2]!);
    await form.locator('input[name="layout"][value="clock"]').check();
    await form.locator('[data-action="start-game"]').click();
    return;
  }
  const setup = JSON.parse(line.replace(/^start /, '')) as {
    regulation: string;
    variant: string;
    layout: 'otb' | 'screen';
  };
  await startGame(page, {
    ...setup,
    illegal: setup.regulation === 'casual' ? 'reject' : 'record',
  });
}

/** Plays a sequence the monkey wrote (its first line the start), checking as the monkey checks. */
export async function replay(page: Page, sequence: string): Promise<void> {
  const [start, ...actions] = sequence
    .trim()
    .split('\n')
    .map((l) => l.trim());
  await startSequence(page, start!);
  for (const action of actions) await perform(page, action);
  await expectNoErrorScreen(page);
}

/**
 * Plays `actions` random actions on a started game, logging each concrete action in `done`;
 * the sequence is attached to the report, and printed when the test fails, to keep as an example.
 */
export async function runMonkey(
  page: Page,
  rng: () => number,
  actions: number,
  done: string[],
  info: import('@playwright/test').TestInfo,
): Promise<void> {
  try {
    for (let n = 0; n < actions; n++) {
      const action = await chooseAction(page, rng);
      done.push(action);
      await perform(page, action);
    }
    await expectNoErrorScreen(page);
  } finally {
    await info.attach('actions', { body: done.join('\n'), contentType: 'text/plain' });
    if (info.status !== info.expectedStatus) console.log(`monkey sequence:\n${done.join('\n')}`);
  }
}
