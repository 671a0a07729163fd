import { describe, expect, it } from 'vitest';
import { PgnError } from '../error.js';
import { parsePgn, readGames } from './parse.js';
import { PgnScanner } from './scanner.js';
import { tagPairAt, UNDECIDED } from './tagSection.js';

const game = (n: number) => `[Event "Game ${n}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n`;

/** Each game read: `ok Event` or `CODE line:column`. */
const outcomes = (games: ReturnType<typeof parsePgn>): string[] =>
  games.map((g) =>
    g.ok
      ? `ok ${g.value.headers.get('Event')}`
      : `${g.error.code} ${g.error.location?.line}:${g.error.location?.column}`,
  );

async function* pieces(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

describe('PGN recovery (issue 28, item 4)', () => {
  it('trust: an unclosed { ends at the next tag section, and the games after it read', () => {
    const broken = '[Event "Broken"]\n\n1. e4 {never closed 2. Nf3\nNc6\n';
    const text = [game(1), broken, ...Array.from({ length: 50 }, (_, i) => game(i + 2))].join('\n');
    const games = parsePgn(text);
    expect(games).toHaveLength(52);
    expect(outcomes(games).slice(0, 3)).toEqual([
      'ok Game 1',
      'ERR_PGN_UNTERMINATED 8:7',
      'ok Game 2',
    ]);
    expect(games.filter((g) => g.ok)).toHaveLength(51);
    const error = (games[1] as { error: PgnError }).error;
    expect(error).toBeInstanceOf(PgnError);
    // The error says where the broken game ends and how much was skipped.
    expect(error.message).toBe(
      "8:7: comment opened here is never closed with }: skipped to line 11, where the next game's tags begin",
    );
    expect(error.skippedTo).toEqual({ line: 11, column: 1 });
  });

  it('trust: an unclosed { among the tags ends that game too; a comment without a blank line before a tag stays a comment', () => {
    const text = `[Event "A"]\n{ unclosed\n\n[Event "B"]\n\n1. d4 *\n`;
    expect(outcomes(parsePgn(text))).toEqual(['ERR_PGN_UNTERMINATED 2:1', 'ok B']);
    // PGN-std: a comment may hold anything, a tag line too, when no blank line says a game is over.
    const held = `[Event "A"]\n\n1. e4 {a note\n[Event "not a game"]\n\n[not a tag pair\n} e5 *\n`;
    const [only, ...rest] = parsePgn(held);
    expect(rest).toEqual([]);
    expect(only?.ok && only.value.root.children[0]?.comments?.[0]?.text).toBe(
      'a note\n[Event "not a game"]\n\n[not a tag pair',
    );
  });

  it('trust: an unclosed { at the end of the input says the rest was skipped', () => {
    const [only] = parsePgn('1. e4 {open\nstill open\n');
    expect(only?.ok).toBe(false);
    const error = (only as { error: PgnError }).error;
    expect(error.code).toBe('ERR_PGN_UNTERMINATED');
    expect(error.location).toEqual({ line: 1, column: 7 });
    expect(error.skippedTo).toEqual({ line: 3, column: 1 });
  });

  it('trust: the recovery point is the same however the stream is cut', async () => {
    const text = `${game(1)}\n1. e4 { open\r\n  \r\n[Event "Next \\" quote"]\n[Result "*"]\n\n1. d4 *\n\n${game(3)}`;
    const whole = outcomes(parsePgn(text));
    expect(whole).toEqual([
      'ok Game 1',
      'ERR_PGN_UNTERMINATED 6:7',
      'ok Next " quote',
      'ok Game 3',
    ]);
    for (let size = 1; size <= 40; size++) {
      const streamed: string[] = [];
      for await (const g of readGames(pieces(text, size)))
        streamed.push(...outcomes([g] as ReturnType<typeof parsePgn>));
      expect(streamed, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('trust: beginGame gives the offset where each game starts', () => {
    const text = `${game(1)}\n${game(2)}\n1. d4 {x\n\n[Event "C"]\n*`;
    const starts: number[] = [];
    const scanner = new PgnScanner({ beginGame: (_l, _c, offset) => void starts.push(offset) });
    scanner.write(text);
    scanner.end();
    expect(starts.map((o) => text.slice(o, o + 11))).toEqual([
      '[Event "Gam',
      '[Event "Gam',
      '1. d4 {x\n\n[',
      '[Event "C"]',
    ]);
  });

  it('tagPairAt reads the tag pair a recovery needs, waiting only while the line may complete it', () => {
    const at = (s: string) => tagPairAt(s, 0, s.length, 100);
    expect(at('[Event "x"]')).toBe(1);
    expect(at('[ Event  "a \\" b"  ]')).toBe(1);
    expect(at('[Event "x"')).toBe(UNDECIDED);
    expect(at('[Event')).toBe(UNDECIDED);
    expect(at('[%clk 0:01:00]')).toBe(0);
    expect(at('[Event x]')).toBe(0);
    expect(at('[Event "x\n"]')).toBe(0);
    expect(at('[]')).toBe(0);
    expect(tagPairAt(`[Event "${'x'.repeat(200)}`, 0, 209, 100)).toBe(0);
  });
});
