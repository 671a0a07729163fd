import { expect, startGame, test } from './fixtures.js';

test('the pieces are drawn from the bundled SVG set: loaded, one image per kind, square-sized', async ({
  page,
}) => {
  await startGame(page, { regulation: 'casual', control: '10+5' });
  const pieces = page.locator('.table [data-piece]');
  await expect(pieces).toHaveCount(32);
  // Wait for every image to be decoded, then read what the browser drew.
  await expect
    .poll(() => pieces.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).complete)))
    .toBe(true);
  const drawn = await pieces.evaluateAll((els) =>
    els.map((el) => {
      const img = el as HTMLImageElement;
      const square = img.closest<HTMLElement>('[data-square]')!.getBoundingClientRect();
      return {
        piece: img.dataset.piece!,
        tag: img.tagName,
        src: new URL(img.src).pathname,
        loaded: img.naturalWidth > 0,
        alt: img.alt,
        fills: Math.abs(img.getBoundingClientRect().width - square.width) < 1,
      };
    }),
  );
  const srcByPiece = new Map<string, Set<string>>();
  for (const d of drawn) {
    expect(d, d.piece).toMatchObject({ tag: 'IMG', loaded: true, alt: '', fills: true });
    expect(d.src).toMatch(/^\/assets\/[wb][KQRBNP]-[\w-]+\.svg$/);
    srcByPiece.set(d.piece, (srcByPiece.get(d.piece) ?? new Set()).add(d.src));
  }
  // 12 kinds in the start position, each always the same file, and no two kinds sharing one.
  expect(srcByPiece.size).toBe(12);
  for (const [piece, srcs] of srcByPiece) expect(srcs.size, piece).toBe(1);
  expect(new Set([...srcByPiece.values()].map((s) => [...s][0])).size).toBe(12);
  expect([...srcByPiece.get('white-knight')!][0]).toMatch(/\/wN-/);
  expect([...srcByPiece.get('black-queen')!][0]).toMatch(/\/bQ-/);
  // The square, not the image, names the piece to a screen reader.
  await expect(page.locator('.table [data-square="g1"]')).toHaveAccessibleName('g1, white knight');
});
