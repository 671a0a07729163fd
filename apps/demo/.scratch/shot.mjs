// Quick look: node .scratch/shot.mjs <out.png> <width> <height> <script-module>
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const [out, w, h, scriptPath] = process.argv.slice(2);
const port = 4192;
const server = await preview({
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: +w, height: +h } })).newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  const { default: script } = await import(new URL(scriptPath, `file://${process.cwd()}/`).href);
  await script(page, `http://127.0.0.1:${port}/`);
  await page.waitForTimeout(200);
  await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
} finally {
  await browser.close();
  await server.close();
}
