// Plays a game under each regulation preset, one in each variant, and a clock-only game of 3+2
// with an arbiter's penalty, at 390 px and 1280 px, and screenshots each (the whole page, and a
// phone's first screen): `pnpm exec vite build && node scripts/playthrough.mjs [dir]` from
// apps/demo (default dir: /tmp/chesslaws-playthrough). To look at, not to commit.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const port = 4193;
const base = `http://127.0.0.1:${port}`;
const out = `${process.argv[2] ?? '/tmp/chesslaws-playthrough'}/`;
await mkdir(out, { recursive: true });
const server = await preview({
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});

/** Opens the form and starts a game. */
async function start(page, { regulation, control, variant, fen, layout = 'screen', search = '' }) {
  await page.goto(`${base}/${search}`);
  const form = page.locator('[data-panel="setup"]');
  if (!(await form.isVisible())) await page.locator('[data-action="new-game"]').first().click();
  await form.locator('[data-control="regulation"]').selectOption(regulation);
  if (control) await form.locator('[data-control="time-control"]').fill(control);
  await form.locator(`input[name="layout"][value="${layout}"]`).check();
  if (layout !== 'clock') {
    await form.locator('[data-control="variant"]').selectOption(variant ?? 'standard');
    if (fen) {
      await form.locator('input[name="start"][value="fen"]').check();
      await form.locator('[data-control="fen"]').fill(fen);
    } else if (variant === 'chess960') {
      await form.locator('input[name="start"][value="number960"]').check();
      await form.locator('[data-control="chess960"]').fill('0');
    } else await form.locator('input[name="start"][value="standard"]').check();
  }
  await form.locator('[data-action="start-game"]').click();
}

/** Plays UCI moves by clicks (an illegal one is completed in arbiter mode), thinking a few seconds each. */
async function moves(page, ...list) {
  for (const uci of list) {
    if (uci.includes('@')) {
      const role = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen' }[uci[0]];
      const side = await page.locator('.table .board').getAttribute('data-turn');
      await page.locator(`[data-pocket="${side}-${role}"]`).click();
      await page.locator(`.table [data-square="${uci.slice(2, 4)}"]`).click();
    } else {
      await page.locator(`.table [data-square="${uci.slice(0, 2)}"]`).click();
      await page.locator(`.table [data-square="${uci.slice(2, 4)}"]`).click();
      if (uci.length === 5)
        await page
          .locator(
            `[data-promotion="${{ q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[uci[4]]}"]`,
          )
          .click();
    }
    await page.clock.runFor(2_000 + ((uci.charCodeAt(1) * 7919) % 9) * 1_000);
  }
}

/** Types SAN moves into the move field. */
async function typed(page, line) {
  for (const san of line.split(' ')) {
    await page.locator('[data-control="move-text"]').fill(san);
    await page.locator('[data-control="move-text"]').press('Enter');
    await page.clock.runFor(3_000);
  }
}

// ONLY=<regular expression> shoots just the games whose names match (ONLY=makruk, ONLY=-ru$).
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;

const click = (page, action) => page.locator(`[data-action="${action}"]`).first().click();

const GAMES = {
  // Morphy's Opera game to mate, with an illegal move penalized by two minutes (L-7.5.5) on the way.
  'fide-standard': async (page) => {
    await start(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
    await typed(page, 'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6');
    await moves(page, 'f3f7');
    await typed(
      page,
      'Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#',
    );
  },
  // An incorrect fifty-move claim (+1:00, L-A.3), then the scholar's mate.
  'fide-rapid': async (page) => {
    await start(page, { regulation: 'fide-rapid', control: '15+10' });
    await moves(page, 'e2e4', 'e7e5', 'f1c4');
    await click(page, 'claim-fifty');
    await moves(page, 'b8c6', 'd1h5', 'g8f6', 'h5f7');
  },
  // Bf1-f3 stands unclaimed (L-A.5.2), the game goes on, and White resigns.
  'fide-rapid-unsupervised': async (page) => {
    await start(page, { regulation: 'fide-rapid-unsupervised', control: '15+10' });
    await moves(page, 'e2e4', 'e7e5', 'f1f3', 'b8c6', 'g1e2', 'g8f6', 'd2d3', 'f8c5');
    await click(page, 'resign-white');
  },
  // Two illegal moves in blitz: +1:00 (L-B.2), then the loss (L-7.5.5).
  'fide-blitz': async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2' });
    await moves(page, 'e2e4', 'e7e5', 'd1d5', 'd1e2', 'b8c6', 'f1f5');
  },
  // The same two illegal moves, in Russian: rulings with Russian piece letters.
  'fide-blitz-ru': async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2', search: '?lang=ru' });
    await moves(page, 'e2e4', 'e7e5', 'd1d5', 'd1e2', 'b8c6', 'f1f5');
  },
  // Qd1xd8 stands (L-B.3), Kxd8, play goes on, and White's flag falls.
  'fide-blitz-unsupervised': async (page) => {
    await start(page, { regulation: 'fide-blitz-unsupervised', control: '3+2' });
    await moves(page, 'd1d8', 'e8d8', 'e2e4', 'd7d6');
    await page.clock.runFor(185_000);
  },
  // Knights out and back: the threefold claim draws, and a draw is Black's win (E-armageddon).
  armageddon: async (page) => {
    await start(page, { regulation: 'armageddon' });
    await moves(page, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8');
    await click(page, 'claim-offered-threefold');
  },
  // A takeback, then a resignation.
  casual: async (page) => {
    await start(page, { regulation: 'casual', control: '10+5' });
    await moves(page, 'e2e4', 'e7e5', 'g1f3', 'f7f6');
    await click(page, 'takeback');
    await moves(page, 'b8c6', 'f1b5', 'a7a6', 'b5c6', 'd7c6', 'e1g1');
    await click(page, 'resign-black');
  },
  // The old codes' quickplay finish (S-10.2): claimed under two minutes, upheld by the arbiter.
  legacy: async (page) => {
    await start(page, { regulation: 'legacy', control: '3+0' });
    await moves(page, 'e2e4', 'e7e5', 'g1f3', 'b8c6');
    await page.clock.runFor(70_000);
    await click(page, 'claim-offered-quickplay-finish');
    await click(page, 'uphold-claim');
  },
};

const VARIANTS = {
  chess960: (page) =>
    moves(page, 'e2e4', 'e7e5', 'd1e3')
      .then(() => click(page, 'offer-draw-black'))
      .then(() => click(page, 'accept-draw')),
  crazyhouse: (page) =>
    moves(page, 'e2e4', 'd7d5', 'e4d5', 'd8d5', 'b1c3', 'd5a5', 'P@d5', 'P@e4').then(() =>
      click(page, 'resign-white'),
    ),
  antichess: (page) =>
    moves(page, 'e2e3', 'b7b5', 'f1b5', 'c7c6', 'b5c6', 'b8c6').then(() =>
      click(page, 'resign-white'),
    ),
  atomic: (page) => moves(page, 'g1f3', 'a7a6', 'f3g5', 'a6a5', 'g5f7'),
  horde: (page) => moves(page, 'e4e5', 'd7d6', 'e5d6').then(() => click(page, 'resign-black')),
  kingofthehill: (page) => moves(page, 'd2d4', 'e7e5', 'e1d2', 'a7a6', 'd2d3', 'a6a5', 'd3e4'),
  racingkings: (page) =>
    moves(page, 'h2h3', 'a2a3', 'h3h4').then(() => click(page, 'resign-black')),
  knightmate: (page) =>
    moves(page, 'e2e4', 'e7e5', 'e1f3', 'd7d6').then(() => click(page, 'resign-black')),
  shatranj: (page) =>
    moves(page, 'e2e3', 'e7e6', 'd1e2', 'd8e7').then(() => click(page, 'resign-white')),
  makruk: (page) =>
    moves(page, 'e3e4', 'd6d5', 'e4d5', 'e6e5').then(() => click(page, 'resign-black')),
  '3check': (page) =>
    moves(page, 'e2e4', 'e7e5', 'd1h5', 'b8c6', 'h5f7', 'e8f7', 'f1c4', 'd7d5', 'c4d5'),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } };
  const shoot = async (name, script, search = '') => {
    if (only && !only.test(name)) return;
    for (const [size, viewport] of Object.entries(sizes)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
      await script(page, search);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${out}${size}-${name}.png`, fullPage: true });
      if (size === 'phone') await page.screenshot({ path: `${out}${size}-${name}-screen.png` });
      if (problems.length) console.log(`${size} ${name}: ${problems.join('; ')}`);
      else console.log(`${size} ${name}: ok`);
      await context.close();
    }
  };
  for (const [regulation, play] of Object.entries(GAMES)) await shoot(regulation, play);
  for (const [variant, play] of Object.entries(VARIANTS))
    await shoot(`variant-${variant}`, async (page) => {
      await start(page, { regulation: 'casual', control: '10+5', variant });
      await play(page);
    });
  // A clock beside a real board, 3+2 blitz: presses, an illegal move penalized by the arbiter.
  await shoot('clock-only', async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2', layout: 'clock' });
    const tap = (side) =>
      page.locator(`[data-clock="${side}"]`).dispatchEvent('pointerdown', { button: 0 });
    await tap('black');
    for (let i = 0; i < 6; i++) {
      await page.clock.runFor(4_000 + i * 1_000);
      await tap(i % 2 === 0 ? 'white' : 'black');
    }
    await click(page, 'arbiter-menu');
    await click(page, 'illegal-white');
    await click(page, 'close-arbiter');
    await page.clock.runFor(3_000);
  });
  await shoot('clock-only-ru', async (page) => {
    await start(page, {
      regulation: 'fide-blitz',
      control: '3+2',
      layout: 'clock',
      search: '?lang=ru',
    });
    await page.locator('[data-clock="black"]').dispatchEvent('pointerdown', { button: 0 });
    await click(page, 'arbiter-menu');
    await click(page, 'incorrect-claim-black');
  });
} finally {
  await browser.close();
  await server.close();
}
