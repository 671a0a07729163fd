import AxeBuilder from '@axe-core/playwright';
import { clickMoves, expect, startGame, test } from './fixtures.js';

const serious = async (page: import('@playwright/test').Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

for (const size of SIZES) {
  test(`no serious axe violations on the new-game form, options open (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.locator('[data-panel="setup"]')).toBeVisible();
    await page.locator('[data-panel="regulation-options"] summary').click();
    expect(await serious(page)).toEqual([]);
  });

  test(`no serious axe violations mid-game, after a ruling, with a claim and at the result, in English and Russian (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startGame(page, { regulation: 'fide-blitz', control: '3+2', illegal: 'record' });
    await clickMoves(page, 'e2e4', 'e7e5');
    await page.locator('.table [data-square="g1"]').click();
    expect(await serious(page), 'mid-game, a piece picked').toEqual([]);
    // An illegal move with the knight picked up (Ng1-g5), completed and penalized: the ruling's banner.
    await page.locator('.table [data-square="g5"]').click();
    await expect(page.locator('[data-ruling]')).toBeVisible();
    expect(await serious(page), 'after a ruling').toEqual([]);
    await page.locator('[data-action="offer-draw-white"]').click();
    expect(await serious(page), 'with a draw offer').toEqual([]);
    await page.locator('[data-action="resign-white"]').click();
    await expect(page.locator('[data-outcome]')).toBeVisible();
    expect(await serious(page), 'at the result').toEqual([]);
    await startGame(page, { regulation: 'fide-rapid', control: '15+10' }, '?lang=ru');
    await clickMoves(page, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
    await expect(page.locator('[data-claims]')).toBeVisible();
    expect(await serious(page), 'with a claim offered, in Russian').toEqual([]);
  });

  test(`no serious axe violations with an illegal move pending and a promotion picker (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startGame(page, {
      regulation: 'fide-blitz',
      illegal: 'record',
      supervised: false,
      fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1',
    });
    await page.locator('.table [data-square="e1"]').click();
    await page.locator('.table [data-square="e3"]').click();
    await expect(page.locator('[data-pending-illegal]')).toBeVisible();
    expect(await serious(page), 'an illegal move pending a claim').toEqual([]);
    await page.locator('[data-action="claim-illegal"]').click();
    await page.locator('.table [data-square="a7"]').click();
    await page.locator('.table [data-square="a8"]').click();
    await expect(page.locator('[data-promotion="queen"]')).toBeVisible();
    expect(await serious(page), 'the promotion picker').toEqual([]);
  });

  test(`no serious axe violations in a clock-only game, its arbiter's menu and a flag's question (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.goto('/');
    const form = page.locator('[data-panel="setup"]');
    await form.locator('[data-control="time-control"]').fill('1+0');
    await form.locator('input[name="layout"][value="clock"]').check();
    await form.locator('[data-action="start-game"]').click();
    expect(await serious(page), 'the clock').toEqual([]);
    await page.locator('[data-clock="black"]').dispatchEvent('pointerdown', { button: 0 });
    await page.locator('[data-action="arbiter-menu"]').click();
    expect(await serious(page), "the arbiter's menu").toEqual([]);
    await page.locator('[data-action="close-arbiter"]').click();
    await page.clock.fastForward(61_000);
    await expect(page.locator('[data-flag-question]')).toBeVisible();
    expect(await serious(page), "the flag's question").toEqual([]);
  });
}

test('no serious axe violations with crazyhouse pockets, three-check counters and marked squares', async ({
  page,
}) => {
  await startGame(page, {
    regulation: 'casual',
    control: '10+5',
    variant: 'crazyhouse',
    fen: '6rk/6pp/8/8/3np3/3P4/PP3B2/K7[Pn] w - - 0 1',
  });
  await page.locator('[data-pocket="white-pawn"]').click();
  expect(await serious(page)).toEqual([]);
  await startGame(page, { regulation: 'casual', control: '10+5', variant: '3check' }, '?lang=ru');
  await expect(page.locator('[data-checks="white"]')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await startGame(page, { regulation: 'casual', control: '10+5', variant: 'kingofthehill' });
  await expect(page.locator('.table [data-goal]')).toHaveCount(4);
  expect(await serious(page)).toEqual([]);
});

test('no serious axe violations in the PGN viewer', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-action="open-viewer"]').click();
  await page.locator('[data-control="pgn-text"]').fill('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *');
  await page.locator('[data-action="open-pgn"]').click();
  await expect(page.locator('[data-pgn-moves]')).toBeVisible();
  expect(await serious(page)).toEqual([]);
});

test('installable and offline: the manifest, icons and service worker are served, and a reload works offline', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const data = await manifest.json();
  expect(data.icons.length).toBeGreaterThan(0);
  expect((await request.get('/favicon.svg')).ok()).toBe(true);
  expect((await request.get('/sw.js')).ok()).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe('activated');
  // Offline, a reload still opens the app from the service worker's cache.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('[data-panel="setup"]')).toBeVisible();
  await page.context().setOffline(false);
});

test('the first screen loads without the clock chart and the PGN viewer, which load when opened', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await startGame(page, { regulation: 'fide-blitz', control: '3+2' });
  await clickMoves(page, 'e2e4');
  expect(scripts.filter((s) => /ClockChart|PgnViewer/.test(s))).toEqual([]);
  await page.locator('[data-panel="chart"] summary').click();
  await expect(page.locator('[data-chart="clock"]')).toBeVisible();
  await page.locator('[data-action="open-viewer"]').click();
  await expect(page.locator('[data-panel="pgn-viewer"]')).toBeVisible();
  expect(scripts.some((s) => /ClockChart/.test(s))).toBe(true);
  expect(scripts.some((s) => /PgnViewer/.test(s))).toBe(true);
});
