// Takes the README's screenshots with headless Chromium against the production build:
// `pnpm exec vite build && node scripts/screenshots.mjs` from apps/demo (writes screenshots/*.png).
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const port = 4191;
const base = `http://127.0.0.1:${port}`;
const server = await preview({
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const out = new URL('../screenshots/', import.meta.url).pathname;
await mkdir(out, { recursive: true });

async function start(page, { regulation, control, layout = 'screen', search = '' }) {
  await page.goto(`${base}/${search}`);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption(regulation);
  if (control) await form.locator('[data-control="time-control"]').fill(control);
  await form.locator(`input[name="layout"][value="${layout}"]`).check();
  await form.locator('[data-action="start-game"]').click();
}

async function moves(page, ...list) {
  for (const uci of list) {
    await page.locator(`.table [data-square="${uci.slice(0, 2)}"]`).click();
    await page.locator(`.table [data-square="${uci.slice(2, 4)}"]`).click();
    await page.clock.runFor(3_000 + Math.floor(Math.random() * 9_000));
  }
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const shot = async (viewport, name, script) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await script(page);
    await page.waitForTimeout(300);
    // A '-chart' or '-claim' shot keeps the scroll its script chose.
    if (!name.endsWith('-chart') && !name.endsWith('-claim'))
      await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}${name}.png`, fullPage: name.endsWith('-full') });
    await context.close();
  };
  const desktop = { width: 1280, height: 860 };
  const phone = { width: 390, height: 844 };

  await shot(desktop, 'desktop-game', async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2' });
    await moves(page, 'e2e4', 'c7c5', 'g1f3', 'd7d6', 'd2d4', 'c5d4', 'f3d4', 'g8f6', 'b1c3');
    // Black's queen jumps over her own pawn: completed as on a real board, then penalized.
    await page.locator('.table [data-square="d8"]').click();
    await page.locator('.table [data-square="d4"]').click();
    await page.clock.runFor(2_000);
    await page.locator('.table [data-square="b8"]').click();
  });
  await shot({ width: 1280, height: 1180 }, 'desktop-result', async (page) => {
    await start(page, { regulation: 'fide-rapid', control: '15+10' });
    // Morphy's Opera game (Paris 1858), typed in SAN, with made-up thinking times.
    const opera =
      'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#';
    let ply = 0;
    for (const san of opera.split(' ')) {
      await page.locator('[data-control="move-text"]').fill(san);
      await page.locator('[data-control="move-text"]').press('Enter');
      await page.clock.runFor(2_000 + ((ply++ * 7919) % 41) * 1_000);
    }
    await page.locator('[data-chart="clock"]').waitFor();
  });
  await shot(desktop, 'desktop-pgn-viewer', async (page) => {
    await page.goto(base);
    await page.locator('[data-action="open-viewer"]').click();
    await page
      .locator('[data-control="pgn-text"]')
      .fill(
        '[Event "Casual game"]\n[Site "London ENG"]\n[Date "1851.06.21"]\n[Round "-"]\n[White "Anderssen, Adolf"]\n[Black "Kieseritzky, Lionel"]\n[ECO "C33"]\n[Opening "King\'s Gambit Accepted: Bishop\'s Gambit"]\n[Result "1-0"]\n\n{ The Immortal Game } 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5?! 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 (8... g6 9. Nf5) 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6!! { White gives up both rooks } Bxg1? 19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+!! Nxf6 23. Be7# 1-0',
      );
    await page.locator('[data-action="open-pgn"]').click();
    await page.locator('.pgn-moves .move', { hasText: 'Be7#' }).click();
  });
  await shot(phone, 'phone-setup', async (page) => {
    await page.goto(base);
  });
  await shot(phone, 'phone-over-the-board', async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2', layout: 'otb' });
    await moves(page, 'e2e4', 'e7e5', 'g1f3', 'b8c6');
  });
  await shot(phone, 'phone-claim', async (page) => {
    await start(page, { regulation: 'fide-standard', control: '90/40+30, 30+30' });
    // The knights out and back: Black may claim threefold by writing down Ng8 (L-9.2.1.1).
    await moves(page, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
    await page.locator('[data-claims]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  });
  await shot(phone, 'phone-clock-only', async (page) => {
    await start(page, { regulation: 'fide-blitz', control: '3+2', layout: 'clock' });
    const tap = (side) =>
      page.locator(`[data-clock="${side}"]`).dispatchEvent('pointerdown', { button: 0 });
    await tap('black');
    for (let i = 0; i < 5; i++) {
      await page.clock.runFor(4_000 + i * 1_500);
      await tap(i % 2 === 0 ? 'white' : 'black');
    }
    // The arbiter penalizes White's illegal move: a minute to Black (L-B.2), from the regulation.
    await page.locator('[data-action="arbiter-menu"]').click();
    await page.locator('[data-action="illegal-white"]').click();
  });
  await shot(phone, 'phone-russian', async (page) => {
    await start(page, { regulation: 'fide-rapid', control: '15+10', search: '?lang=ru' });
    await moves(page, 'd2d4', 'g8f6', 'c2c4', 'e7e6', 'b1c3', 'f8b4');
  });
  await browser.close();
} finally {
  await server.close();
}
