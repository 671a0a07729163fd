/**
 * PGN an adversary would hand a reader: real games, then unclosed braces, stray brackets,
 * truncation, NUL bytes, huge tokens, deep nesting, CRLF, a byte order mark in the middle,
 * escape lines, and games glued together without a blank line. The same generator feeds the
 * adversarial suites of `notation` (the reader) and `cli` (`pgn check`, `pgn convert`,
 * `--jobs`).
 */

/** Well-formed games of several shapes, each ending with a newline. */
export const PGN_GAMES: readonly string[] = [
  '[Event "Casual \\"blitz\\""]\n[Site "Bad Wörishofen"]\n[White "Müller, Jürgen"]\n[Black "Šulc"]\n[Result "1-0"]\n\n1. e4 {[%clk 0:03:00]} e5 2. Nf3 Nc6 (2... d6 $1 3. d4) 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n',
  '[Event "Mate"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
  '[Event "Chess960"]\n[Variant "Chess960"]\n[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]\n[Result "*"]\n\n9. g3 ; a rest-of-line comment\nNg6 *\n',
  '[Event "Kuznetsova"]\n[White "Анна"]\n[Result "1/2-1/2"]\n\n1. d4 d5 2. c4 e6 3. Кc3 Кf6 {Ещё} 1/2-1/2\n',
  '[Event "Nested"]\n[Result "*"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3))) 1... c5 ! 2. Nf3 ?! d6 +- *\n',
  '% an escaped line\n[Event "Escaped"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
  '[Event "No result"]\n\n1. e4 e5 2. Nf3\n',
];

const STRAYS = [
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '"',
  ';',
  '%',
  '$',
  '!',
  '?',
  '*',
  '\0',
  '\ufeff',
  '\r',
  '\n\n',
  '<br />',
];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** One edit of `text`. */
function edit(random: () => number, text: string): string {
  const at = Math.floor(random() * (text.length + 1));
  switch (Math.floor(random() * 10)) {
    case 0: {
      // A comment never closed: no `}` after it before the next game's tags.
      const rest = text.slice(at);
      const next = rest.search(/\n\n\[/);
      const upto = next < 0 ? rest.length : next;
      return `${text.slice(0, at)}{ never closed ${rest.slice(0, upto).replace(/}/g, '')}${rest.slice(upto)}`;
    }
    case 1:
      return text.slice(0, at) + pick(random, STRAYS) + text.slice(at);
    case 2: // Truncated.
      return text.slice(0, at);
    case 3:
      return text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 20));
    case 4: // A huge token: a move, a number, a NAG, a glyph, a tag value, a comment.
      return (
        text.slice(0, at) +
        pick(random, [
          ` ${'e'.repeat(300)} `,
          ` ${'1'.repeat(300)}. `,
          ` $${'7'.repeat(300)} `,
          ` ${'!'.repeat(300)} `,
          `\n[Event "${'x'.repeat(70_000)}"]\n`,
          ` {${'c'.repeat(3000)}} `,
        ]) +
        text.slice(at)
      );
    case 5: // Deep nesting.
      return `${text.slice(0, at)} ${'('.repeat(2000)}e4${')'.repeat(Math.floor(random() * 2001))} ${text.slice(at)}`;
    case 6:
      return text.replace(/\n/g, '\r\n');
    case 7: // Games glued together, without the blank line between them.
      return text.replace(/\n\n\[/g, '\n[');
    case 8: // A tag broken at its end.
      return text.replace(/"\]\n/, pick(random, ['"\n', ']\n', '"] {\n', '"]]\n']));
    default:
      return (
        text.slice(0, at) +
        pick(random, ['\n\n[Event "Inserted"]\n\n', '1-0', '\n\n1. ']) +
        text.slice(at)
      );
  }
}

/**
 * An adversarial PGN text: one to eight of `PGN_GAMES`, joined by blank lines, with zero to
 * `edits` (default 4) edits. One text in four is left intact.
 */
export function adversarialPgn(random: () => number, edits = 4): string {
  const games = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(random, PGN_GAMES));
  let text = games.join('\n');
  if (random() < 0.25) return text;
  const count = 1 + Math.floor(random() * edits);
  for (let i = 0; i < count; i++) text = edit(random, text);
  return text;
}

/** Where to cut `text` into pieces: `count` random offsets, sorted. */
export function cutPoints(random: () => number, text: string, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * (text.length + 1))).sort(
    (a, b) => a - b,
  );
}
