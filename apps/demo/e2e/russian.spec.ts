// S-ru: the Russian interface has no English words, from the new-game form through a game with
// illegal moves, claims, an offer and results.
import type { Page } from '@playwright/test';
import { clickMoves, expect, startGame, test } from './fixtures.js';

/**
 * Latin words the Russian interface may show: names (FIDE, PGN, UCI, FEN, the app's name and
 * its licence, and "English", the other language named in its own tongue on the switch).
 * Chess tokens (e4, Nf3, e2-e4, N@f3) and the Laws' article IDs (L-7.5.5, L-III.3.1) pass too.
 */
const NAMES = new Set(['FIDE', 'PGN', 'UCI', 'FEN', 'MIT', 'chesslaws', 'English']);

/**
 * Words the rules package still writes in English until its message catalog lands (issue 29):
 * none are shown today, since `src/i18n/rulings.ts` words every ruling, result, refusal and
 * rules-panel line itself. Add here only what that module cannot word, and remove it when the
 * catalog lands.
 */
const RULES_CATALOG_PENDING = new Set<string>([]);

/** A move or a square as SAN, long algebraic or UCI write it (`Nf3`, `Ng1-f3`, `e2e4`, `N@f3`). */
const CHESS_TOKEN =
  /^(?:L-[A-Z]{0,3}[.\d]*|[KQRBNP]?[a-h]?[1-8]?[-x:]?[a-h][1-8](?:=?[QRBN])?[+#]?|[KQRBNP]@[a-h][1-8]|[a-h][1-8][a-h][1-8][qrbn]?)$/;

/** Every word a person can read or hear: the page's text, options, and accessible names. */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    // innerText, not textContent: the words shown, not those of hidden elements.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is read
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('option')) parts.push(el.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        parts.push(el.getAttribute(name) ?? '');
    return parts.join('\n');
  });
  const tokens = (text.match(/[\p{L}\p{N}+#=@:-]+/gu) ?? []).map((token) =>
    token.replace(/^[-:]+|[-:]+$/g, ''),
  );
  const words = tokens.filter((token) => /[A-Za-z]{2}/.test(token) && !CHESS_TOKEN.test(token));
  return [...new Set(words.filter((w) => !NAMES.has(w) && !RULES_CATALOG_PENDING.has(w)))];
}

const expectRussian = async (page: Page, where: string) =>
  expect(await englishWords(page), `English words ${where}`).toEqual([]);

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`S-ru at ${size.width} px: no English in the form, in rulings, claims, offers and results`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?lang=ru');
    await page.locator('[data-panel="regulation-options"] summary').click();
    await page.locator('input[name="start"][value="fen"]').check();
    await expectRussian(page, 'in the new-game form');
    // A blitz game with an arbiter: an illegal move, penalized.
    await startGame(
      page,
      { regulation: 'fide-blitz', control: '3+2', illegal: 'record' },
      '?lang=ru',
    );
    await expectRussian(page, 'at the start');
    await page.locator('.table [data-square="e2"]').click();
    await page.locator('.table [data-square="e5"]').click();
    await expect(page.locator('[data-ruling]')).toContainText('L-B.2');
    await expectRussian(page, 'after an illegal move');
    await clickMoves(page, 'e2e4', 'g8f6', 'g1f3', 'f6g8', 'f3g1', 'g8f6', 'g1f3', 'f6g8', 'f3g1');
    // An incorrect claim (fifty moves), then the correct threefold claim with Кf6 written down.
    await page.locator('[data-action="claim-fifty"]').click();
    await expect(page.locator('[data-ruling="incorrect-claim"]')).toBeVisible();
    await expectRussian(page, 'after an incorrect claim');
    await expect(page.locator('[data-claims]')).toBeVisible();
    await expectRussian(page, 'with a claim offered');
    await page.locator('[data-action="claim-offered-threefold"]').click();
    await expect(page.locator('[data-outcome]')).toHaveAttribute('data-result', '1/2-1/2');
    await page.locator('[data-panel="rules"] summary').click();
    await page.locator('[data-panel="export"] summary').click();
    await expect(page.locator('[data-chart="clock"]')).toBeVisible();
    await expectRussian(page, 'at the result, with the rules, the chart and the PGN open');

    // Rapid without an arbiter: an illegal move pending a claim, then standing; an offer; a resignation.
    await startGame(
      page,
      { regulation: 'fide-rapid', supervised: false, illegal: 'record' },
      '?lang=ru',
    );
    await page.locator('.table [data-square="g1"]').click();
    await page.locator('.table [data-square="h5"]').click();
    await expect(page.locator('[data-pending-illegal="white"]')).toBeVisible();
    await expectRussian(page, 'with an illegal move pending a claim');
    await clickMoves(page, 'e7e5');
    await expect(page.locator('[data-ruling="illegal-move-stood"]')).toBeVisible();
    await page.locator('[data-action="offer-draw-white"]').click();
    await expect(page.locator('[data-offer="white"]')).toBeVisible();
    await expectRussian(page, 'with an illegal move that stood and a draw offer');
    await page.locator('[data-action="resign-black"]').click();
    await expect(page.locator('[data-outcome]')).toHaveAttribute('data-result', '1-0');
    await expectRussian(page, 'after a resignation');

    // Touch-move training: the touched piece's obligation.
    await page.locator('[data-action="new-game"]').first().click();
    const form = page.locator('[data-panel="setup"]');
    await form.locator('[data-control="regulation"]').selectOption('fide-rapid');
    await form.locator('[data-panel="regulation-options"] summary').click();
    await form.locator('[data-control="touch-move"]').check();
    await form.locator('[data-action="start-game"]').click();
    await page.locator('.table [data-square="g1"]').click();
    await expect(page.locator('[data-touch]')).toBeVisible();
    await expectRussian(page, 'with a touched piece');
  });

test('S-ru the clock-only screen and its arbiter menu are Russian', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=ru');
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="time-control"]').fill('3+2');
  await form.locator('input[name="layout"][value="clock"]').check();
  await form.locator('[data-action="start-game"]').click();
  await page.locator('[data-clock="black"]').dispatchEvent('pointerdown', { button: 0 });
  await page.locator('[data-action="arbiter-menu"]').click();
  await page.locator('[data-action="illegal-white"]').click();
  await expectRussian(page, 'in the clock-only screen');
});
