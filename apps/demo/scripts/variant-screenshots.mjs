// Screenshots of the variants (crazyhouse pockets, three-check counters, the King of the Hill
// hill, an atomic explosion), desktop and phone, with headless Chromium against the production
// build: `pnpm exec vite build && node scripts/variant-screenshots.mjs [out-dir]` from apps/demo
// (default: apps/demo/screenshots/variants/).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const port = 4192;
const base = `http://127.0.0.1:${port}`;
const server = await preview({
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const out = `${resolve(process.argv[2] ?? new URL('../screenshots/variants/', import.meta.url).pathname)}/`;
await mkdir(out, { recursive: true });

async function start(page, { variant, fen, search = '' }) {
  await page.goto(`${base}/${search}`);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('casual');
  await form.locator('[data-control="time-control"]').fill('5+3');
  await form.locator('[data-control="variant"]').selectOption(variant);
  if (fen) {
    await form.locator('input[name="start"][value="fen"]').check();
    await form.locator('[data-control="fen"]').fill(fen);
  }
  await form.locator('[data-action="start-game"]').click();
  await page.locator('.table [data-square="e1"]').waitFor();
}

async function moves(page, ...list) {
  for (const uci of list) {
    await page.locator(`.table [data-square="${uci.slice(0, 2)}"]`).click();
    await page.locator(`.table [data-square="${uci.slice(2, 4)}"]`).click();
    await page.clock.runFor(2_000 + Math.floor(Math.random() * 5_000));
  }
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const shots = async (name, script) => {
    for (const [kind, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ]) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
      await script(page, kind);
      await page.clock.runFor(1_000);
      await page.waitForTimeout(400);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${out}${kind}-${name}.png` });
      await context.close();
    }
  };

  await shots('crazyhouse', async (page) => {
    await start(page, { variant: 'crazyhouse' });
    // The fried liver: pawns and a knight change hands.
    await moves(page, 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'f3g5', 'd7d5');
    await moves(page, 'e4d5', 'f6d5', 'g5f7', 'e8f7');
    // White picks up a pawn from the pocket: the board shows where it may be dropped.
    await page.locator('[data-pocket="white-pawn"]').click();
  });
  await shots('threecheck', async (page) => {
    await start(page, { variant: '3check' });
    await moves(page, 'e2e4', 'e7e5', 'd1h5', 'b8c6', 'h5f7', 'e8f7', 'f1c4', 'd7d5', 'c4d5');
  });
  await shots('kingofthehill', async (page) => {
    await start(page, { variant: 'kingofthehill' });
    await moves(page, 'e2e4', 'e7e5', 'e1e2', 'd7d5', 'e2d3');
  });
  await shots('atomic', async (page) => {
    await start(page, { variant: 'atomic' });
    await moves(page, 'g1f3', 'd7d5', 'f3e5', 'c8f5', 'e5f7');
  });
  await shots('atomic-ru', async (page) => {
    await start(page, { variant: 'atomic', search: '?lang=ru' });
    await moves(page, 'g1f3', 'd7d5', 'f3e5', 'c8f5', 'e5f7');
  });
  await browser.close();
} finally {
  await server.close();
}
