/**
 * Move and position assessment glyphs found in the wild, with their Numeric
 * Annotation Glyph numbers (PGN standard 10; ChessBase / Informant symbols).
 * A Map, not an object: tokens come from untrusted input.
 */
const GLYPH_NAGS: ReadonlyMap<string, number> = new Map([
  ['!', 1],
  ['?', 2],
  ['!!', 3],
  ['??', 4],
  ['!?', 5],
  ['?!', 6],
  ['□', 7],
  ['=', 10],
  ['∞', 13],
  ['+=', 14],
  ['⩲', 14],
  ['=+', 15],
  ['⩱', 15],
  ['+/-', 16],
  ['±', 16],
  ['-/+', 17],
  ['∓', 17],
  ['+-', 18],
  ['-+', 19],
  ['⨀', 22],
  ['⟳', 32],
  ['→', 36],
  ['↑', 40],
  ['=/∞', 44],
  ['⇆', 132],
  ['∆', 140],
  ['N', 146],
]);

/** The NAG number of an annotation glyph such as `!?` or `±`, or `undefined`. */
export const glyphToNag = (glyph: string): number | undefined => GLYPH_NAGS.get(glyph);

// The glyph shown for a NAG is the last one listed for it above, so a symbol wins over an ASCII pair.
const NAG_GLYPHS: ReadonlyMap<number, string> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ Array.from(GLYPH_NAGS, ([glyph, nag]) => [nag, glyph]),
);

/** The usual glyph for a NAG number (`1` → `!`, `16` → `±`), or `undefined`. */
export const nagToGlyph = (nag: number): string | undefined => NAG_GLYPHS.get(nag);
