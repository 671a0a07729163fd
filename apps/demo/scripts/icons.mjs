// Renders public/favicon.svg to the PNG icons of the web app manifest, with headless Chromium.
// Run from apps/demo: `node scripts/icons.mjs` (once, after changing the SVG).
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: new URL(`../public/icon-${size}.png`, import.meta.url).pathname,
    omitBackground: true,
  });
  await page.close();
}
await browser.close();
