import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { ReferenceSplitter } from '../../test/referenceSplitter.js';
import { GameSplitter, type TextBatch } from './splitGames.js';

/** Lines that end a game, start one, or hide a tag line in a comment, CRLF and blanks included. */
const PIECES = [
  '[Event "x"]',
  '  [Site "indented tag"]',
  '[Round "a { in a tag"]',
  '1. e4 e5 2. Nf3 Nc6',
  '1. d4 { a comment',
  '[Event "inside the comment"]',
  'still } 1... d5',
  '{ a whole-line comment }',
  '2. c4 ; a rest-of-line comment { not a brace',
  '%escaped [line',
  '  % not escaped: movetext',
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
];

/** A random PGN-like text of `lines` lines from `PIECES`. */
function randomText(random: () => number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(PIECES[Math.floor(random() * PIECES.length)]!);
  return out.join('\n') + (random() < 0.5 ? '\n' : '');
}

/** The batches of `text`, fed in chunks of random lengths up to `chunk`. */
function batches(
  splitter: { push(s: string): TextBatch[]; end(): TextBatch[] },
  text: string,
  cuts: readonly number[],
): TextBatch[] {
  const out: TextBatch[] = [];
  let at = 0;
  for (const cut of cuts) {
    out.push(...splitter.push(text.slice(at, cut)));
    at = cut;
  }
  out.push(...splitter.push(text.slice(at)));
  return [...out, ...splitter.end()];
}

describe('GameSplitter against the character-at-a-time reference', () => {
  it('PGN-std cuts every random text, in any chunks, exactly where the reference does', () => {
    const { seed } = testRun();
    const random = seededRandom(seed);
    for (let run = 0; run < 400; run++) {
      const text = randomText(random, 1 + Math.floor(random() * 60));
      const size = 1 + Math.floor(random() * 80);
      const cuts = Array.from({ length: Math.floor(random() * 6) }, () =>
        Math.floor(random() * text.length),
      ).sort((a, b) => a - b);
      const expected = batches(new ReferenceSplitter(size), text, []);
      expect(batches(new GameSplitter(size), text, cuts), `run ${run}, seed ${seed}`).toEqual(
        expected,
      );
      expect(
        expected
          .map((b) => b.text)
          .join('')
          .trim(),
      ).toBe(text.trim());
    }
  });
});
