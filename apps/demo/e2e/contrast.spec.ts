// Hover never lowers contrast (WCAG 1.4.3: 4.5:1 for text), and a touch screen keeps no hover.
import type { Locator, Page } from '@playwright/test';
import { clickMoves, expect, startGame, test } from './fixtures.js';

/** The contrast ratio of an element's text on the background it is drawn on (blending translucent layers). */
async function contrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const parse = (c: string) => {
      const m = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { r: m[0]!, g: m[1]!, b: m[2]!, a: m.length > 3 ? m[3]! : 1 };
    };
    // The background: layers from the element up, blended over the page's.
    const layers: ReturnType<typeof parse>[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a > 0) layers.push(bg);
      if (bg.a >= 1) break;
    }
    let base = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse())
      base = {
        r: layer.r * layer.a + base.r * (1 - layer.a),
        g: layer.g * layer.a + base.g * (1 - layer.a),
        b: layer.b * layer.a + base.b * (1 - layer.a),
      };
    const ink = parse(getComputedStyle(el).color);
    const lum = (c: { r: number; g: number; b: number }) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
    };
    const [hi, lo] = [lum(ink), lum(base)].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

/** Hovers each control and checks its text keeps at least 4.5:1. */
async function expectReadableOnHover(page: Page, selectors: string[]): Promise<void> {
  for (const selector of selectors) {
    const control = page.locator(selector).first();
    await control.hover();
    expect(await contrast(control), `${selector} under the pointer`).toBeGreaterThanOrEqual(4.5);
  }
  await page.mouse.move(0, 0);
}

test('hover keeps text readable: header, primary and pressed buttons, the current move', async ({
  page,
}) => {
  await page.goto('/');
  await expectReadableOnHover(page, [
    '.site-header [data-action="new-game"]',
    '.site-header [data-action="open-viewer"]',
    '.site-header [data-action="language"]',
    '[data-action="start-game"]',
    '.chip[aria-pressed="true"]',
  ]);
  await startGame(page, { regulation: 'fide-blitz', control: '3+2', illegal: 'record' });
  await clickMoves(page, 'e2e4', 'e7e5');
  await expectReadableOnHover(page, [
    '.record .move[aria-current="true"]',
    '[data-action="resign-white"]',
    '[data-action="flip"]',
  ]);
});

test('the running clock of a clock-only game stays readable under the pointer', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('input[name="layout"][value="clock"]').check();
  await form.locator('[data-action="start-game"]').click();
  await page.locator('[data-clock="black"]').dispatchEvent('pointerdown', { button: 0 });
  await expect(page.locator('[data-clock="white"]')).toHaveAttribute('data-running', 'true');
  await page.locator('[data-clock="white"]').hover();
  expect(await contrast(page.locator('[data-clock="white"] .tap-time'))).toBeGreaterThanOrEqual(
    4.5,
  );
});

test('on a touch screen a tapped button keeps no hover colour', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
  const start = page.locator('[data-action="start-game"]');
  const before = await start.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('.chip').first().tap();
  await start.hover();
  expect(await start.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(before);
  await context.close();
});

test('a selected square and a focused square look different', async ({ page }) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const e2 = page.locator('.table [data-square="e2"]');
  const style = (el: Element) => {
    const s = getComputedStyle(el);
    return `${s.backgroundColor}|${s.outlineStyle}|${s.boxShadow}`;
  };
  const plain = await e2.evaluate(style);
  await e2.click();
  const selected = await e2.evaluate(style);
  // Keyboard focus on another square, nothing selected there.
  await page.keyboard.press('ArrowRight');
  const focused = await page.locator('.table [data-square="f2"]').evaluate(style);
  expect(selected).not.toBe(plain);
  expect(focused).not.toBe(plain);
  expect(focused.split('|')[1]).not.toBe('none');
  expect(selected.split('|')[1]).toBe('none');
  expect(focused.split('|')[0]).not.toBe(selected.split('|')[0]);
});
