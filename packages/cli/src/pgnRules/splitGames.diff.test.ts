import { parsePgn } from '@chesslaws/notation';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { GameSplitter, type TextBatch } from './splitGames.js';

/**
 * Lines that end a game, start one, hide a tag line in a comment, open a comment on a tag line,
 * break a tag, or leave a `{` open; CRLF and blanks included.
 */
const PIECES = [
  '[Event "x"]',
  '  [Site "indented tag"]',
  '[Round "a { in a tag"]',
  '[Event "a comment opens on a tag line"] {',
  '[Event "broken',
  '[Date "x"] [Site "two on a line"]',
  '1. e4 e5 2. Nf3 Nc6',
  '1. d4 { a comment',
  '[Event "inside the comment"]',
  'still } 1... d5',
  '{ a whole-line comment }',
  '2. c4 ; a rest-of-line comment { not a brace',
  '%escaped [line',
  '  % not escaped: movetext { opens',
  '} stray brace',
  '3. Bb5 {one} a6 {two',
  'lines} 4. Ba4 *',
  '1-0',
  '',
  '   ',
  '\r',
  '[White "x"]\r',
  '{',
  '}',
  ';',
  'a [ mid-line bracket',
  '1-0 [Event "after a result"]',
];

/** A random PGN-like text of `lines` lines from `PIECES`. */
function randomText(random: () => number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(PIECES[Math.floor(random() * PIECES.length)]!);
  return out.join('\n') + (random() < 0.5 ? '\n' : '');
}

/** The batches of `text`, fed in pieces cut at `cuts`. */
function batches(splitter: GameSplitter, text: string, cuts: readonly number[]): TextBatch[] {
  const out: TextBatch[] = [];
  let at = 0;
  for (const cut of cuts) {
    out.push(...splitter.push(text.slice(at, cut)));
    at = cut;
  }
  out.push(...splitter.push(text.slice(at)));
  return [...out, ...splitter.end()];
}

/** What each game of `text` reads as, its lines shifted by `offset`: what a batch must agree on. */
function games(text: string, offset: number): string[] {
  return parsePgn(text).map((g) => {
    if (!g.ok) {
      const { code, location, skippedTo } = g.error;
      const to = skippedTo ? ` to ${skippedTo.line + offset}:${skippedTo.column}` : '';
      return `${code} ${location!.line! + offset}:${location!.column}${to}`;
    }
    const { headers, root, location } = g.value;
    // Every node's line, shifted too.
    const shifted = (key: string, value: unknown) =>
      key === 'line' && typeof value === 'number' ? value + offset : value;
    return JSON.stringify([location!.line + offset, location!.column, [...headers], root], shifted);
  });
}

describe('GameSplitter against the sequential reader (issue 28, item 10)', () => {
  it('trust: every batch reads as its stretch of the whole text does, whatever the text and its chunks', () => {
    const { seed } = testRun();
    const random = seededRandom(seed);
    let cut = 0;
    for (let run = 0; run < 400; run++) {
      const text = randomText(random, 1 + Math.floor(random() * 60));
      const size = 1 + Math.floor(random() * 80);
      const cuts = Array.from({ length: Math.floor(random() * 6) }, () =>
        Math.floor(random() * text.length),
      ).sort((a, b) => a - b);
      const split = batches(new GameSplitter(size), text, cuts);
      cut += split.length - 1;
      const where = `run ${run}, seed ${seed}`;
      expect(
        split
          .map((b) => b.text)
          .join('')
          .trim(),
        where,
      ).toBe(text.trim());
      expect(
        split.flatMap((b) => games(b.text, b.startLine - 1)),
        where,
      ).toEqual(games(text, 0));
    }
    // The texts really are cut.
    expect(cut).toBeGreaterThan(500);
  });
});
