// Sequences the monkey (monkey.spec.ts) found failing, kept as examples: each replays exactly,
// with the monkey's checks (no error screen, no console error, the same game after a reload or
// a language switch). The seed that found each is named.
import type { Page } from '@playwright/test';
import { freezeTime, test } from './fixtures.js';
import { replay } from './monkey.js';

/** Replays a sequence at the size it was found at, on the tests' paused clock. */
async function example(page: Page, sequence: string, size = { width: 1280, height: 860 }) {
  await page.setViewportSize(size);
  await freezeTime(page);
  await replay(page, sequence);
}

test('monkey seed 2: after the arbiter declared a clock-only result, the language switch is in reach (not under the result)', async ({
  page,
}) => {
  await example(
    page,
    `start clock fide-blitz 3+2
    click arbiter-menu
    click moves-less-white
    click incorrect-claim-black
    tap white
    tap white
    click declare-0-1
    time 60000
    tap white
    tap black
    click close-arbiter
    tap white
    tap black
    time 5000
    language
    reload`,
  );
});

test('monkey seed 4: a language switch with the arbiter menu open (closed first) keeps the clock-only game, its decisions and the result', async ({
  page,
}) => {
  await example(
    page,
    `start clock fide-blitz 3+2
    click arbiter-menu
    click remove-10s-black
    click illegal-black
    click add-10s-black
    tap black
    click pause
    click illegal-black
    click remove-10s-black
    tap black
    reload
    click arbiter-menu
    tap white
    tap black
    click moves-more-black
    click illegal-white
    time 2000000
    tap white
    click add-time-white
    click remove-10s-black
    tap white
    click declare-0-1
    click close-arbiter
    click swap-sides
    click arbiter-menu
    language`,
  );
});
