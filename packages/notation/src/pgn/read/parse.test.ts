import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { mainline, mainlineClocks, type PgnGame } from '../model/game.js';
import { parsePgn } from './parse.js';

const one = (text: string): PgnGame => {
  const games = parsePgn(text);
  expect(games).toHaveLength(1);
  return unwrap(games[0]!);
};
const sans = (game: PgnGame): string[] => [...mainline(game)].map((n) => n.san);

describe('parsePgn', () => {
  it('PGN-std builds the move tree: mainline first, variations as later children', () => {
    const game = one('1. e4 (1. d4 d5 (1... Nf6)) (1. c4) 1... e5 2. Nf3 *');
    expect(sans(game)).toEqual(['e4', 'e5', 'Nf3']);
    const [e4, d4, c4] = game.root.children;
    expect([e4?.san, d4?.san, c4?.san]).toEqual(['e4', 'd4', 'c4']);
    expect(d4?.children.map((n) => n.san)).toEqual(['d5', 'Nf6']);
    expect(game.result).toBe('*');
  });

  it('PGN-std keeps comments before and after moves, NAGs and glyphs, and the game comment', () => {
    const game = one('{Game} 1. e4 {Best by test} $1 e5?! ({Or} 1... c5 {Sicilian}) *');
    expect(game.root.comments).toEqual([{ text: 'Game' }]);
    const [e4] = game.root.children;
    expect(e4?.comments).toEqual([{ text: 'Best by test' }]);
    expect(e4?.nags).toEqual([1]);
    const [e5, c5] = e4!.children;
    expect(e5?.nags).toEqual([6]);
    expect(c5?.startingComments).toEqual([{ text: 'Or' }]);
    expect(c5?.comments).toEqual([{ text: 'Sicilian' }]);
  });

  it('PGN-std parses [%clk], [%emt], [%eval], [%csl] and [%cal] in comments', () => {
    const game = one(
      '1. e4 { [%clk 1:30:00] [%emt 0:00:05.5] } e5 { Solid. [%eval -0.25,18] [%csl Gd4,Re5] [%cal Ge2e4] [%clk 1:29:58] } 2. Qh5 { [%eval #3] } *',
    );
    const [e4, e5, qh5] = [...mainline(game)];
    expect(e4?.comments).toEqual([{ text: '', clock: 5_400_000, elapsed: 5_500 }]);
    expect(e5?.comments).toEqual([
      {
        text: 'Solid.',
        clock: 5_398_000,
        eval: { pawns: -0.25, depth: 18 },
        shapes: [
          { color: 'green', from: 27, to: 27 },
          { color: 'red', from: 36, to: 36 },
          { color: 'green', from: 12, to: 28 },
        ],
      },
    ]);
    expect(qh5?.comments).toEqual([{ text: '', eval: { mate: 3 } }]);
    expect(mainlineClocks(game)).toEqual([5_400_000, 5_398_000, undefined]);
  });

  it('PGN-std reads tags into a Map, so __proto__ pollutes nothing', () => {
    const game = one('[__proto__ "polluted"]\n[constructor "x"]\n[Event "E"]\n*');
    expect(game.headers.get('__proto__')).toBe('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect([...game.headers.keys()]).toEqual(['__proto__', 'constructor', 'Event']);
  });

  it('PGN-std reports a bad game with line and column and reads the rest of the file', () => {
    const games = parsePgn(
      '[Event "1"]\n1. e4 *\n\n[Event "2"]\n1. e4 } e5 *\n\n[Event "3"]\n1. d4 *',
    );
    expect(games.map((g) => g.ok)).toEqual([true, false, true]);
    const bad = games[1]!;
    expect(bad.ok ? undefined : bad.error.location).toEqual({ line: 5, column: 7 });
    expect(bad.ok ? '' : bad.error.message).toMatch(/^5:7: unexpected/);
  });

  it('PGN-std without variants given, refuses variants other than standard and Chess960, one game at a time', () => {
    const games = parsePgn(
      '[Variant "Crazyhouse"]\n1. e4 N@f3 *\n\n[Variant "Chess960"]\n1. e4 *\n[Variant "Standard"]\n*',
    );
    expect(games.map((g) => (g.ok ? 'ok' : g.error.code))).toEqual(['ERR_PGN_VARIANT', 'ok', 'ok']);
    expect(games[0]!.ok ? '' : games[0]!.error.message).toBe(
      '1:1: variant "Crazyhouse" is not built in (only Standard, Chess960 are): pass its rules to read it, e.g. { variants: allVariants() } from @chesslaws/variants',
    );
  });

  it('PGN-std drops a UTF-8 byte order mark and keeps null moves as written', () => {
    const game = one('\uFEFF[Event "BOM"]\n1. e4 -- 2. d4 Z0 *');
    expect(game.headers.get('Event')).toBe('BOM');
    expect(sans(game)).toEqual(['e4', '--', 'd4', 'Z0']);
  });

  it('survives 100k nested ( without recursion', () => {
    const games = parsePgn(`1. e4 ${'('.repeat(100_000)} e5 *`);
    expect(games).toHaveLength(1);
    // e5 sits in variations that replace nothing (nested before any move): read, then dropped.
    expect(sans(unwrap(games[0]!))).toEqual(['e4']);
  });

  it('keeps a megabyte comment whole', () => {
    const big = 'x'.repeat(1 << 20);
    const game = one(`1. e4 {${big}} *`);
    expect(game.root.children[0]?.comments?.[0]?.text.length).toBe(1 << 20);
  });

  it('builds a 100k-deep variation tree without recursion', () => {
    const depth = 100_000;
    const text = `1. Nf3 Nf6 2. Ng1 ${'( 2. Nc3 Ng8 3. Nb1 Nf6 4. Ng1 '.repeat(depth)}${')'.repeat(depth)} *`;
    const game = one(text);
    let node = game.root.children[0]!.children[0]!;
    let levels = 0;
    while (node.children.length > 1) {
      node = node.children[1]!.children[0]!.children[0]!.children[0]!;
      levels++;
    }
    expect(levels).toBe(depth);
  });
});
