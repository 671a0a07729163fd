/**
 * PGN in variants: the `Variant` tag picks the rules among the built-in standard chess and
 * Chess960 and the variants the caller gives (`{ variants }`); the replays play drops, explosions
 * and check counts; `buildGame` writes the tag as lichess does. The variants are made with the
 * moves package's API (test/testVariants.ts): notation never imports `@chesslaws/variants`.
 */
import { unwrap } from '@chesslaws/board';
import { dropMove, makeFen, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { explosions, losing, pockets, threeChecks } from '../../../test/testVariants.js';
import { mainline, type PgnGame } from '../model/game.js';
import { parseVariant } from '../model/variant.js';
import { parsePgn, readGames } from '../read/parse.js';
import { buildGame } from '../write/buildGame.js';
import { makePgn } from '../write/makePgn.js';
import { replayGame, replayMainline } from './replay.js';

const variants = [pockets, threeChecks, explosions, losing];
const first = (text: string, options = {}): PgnGame => unwrap(parsePgn(text, options)[0]!);
const finalFen = (game: PgnGame): string => makeFen(unwrap(replayMainline(game)).final);

const HOUSE = `[Event "Rated Crazyhouse game"]
[Site "https://lichess.org/abcdefgh"]
[Result "1-0"]
[Variant "Crazyhouse"]

1. e4 { [%clk 0:03:00] } 1... d5 { [%clk 0:03:00] } 2. exd5 { [%clk 0:02:59] } 2... Qxd5 3. Nc3 Qa5 4. P@b4 Qxb4 5. Rb1 P@e4 6. Nxe4 Qxe4+ 7. Qe2 Qxe2+ 8. Bxe2 N@f3+ 0-1`;

describe('the Variant tag', () => {
  it('PGN-std lichess tag values name the variants given, in any case and spacing; standard ones are built in', () => {
    const name = (tag: string, given = variants) => {
      const found = parseVariant(tag, { variants: given });
      return found.ok ? found.value.name : found.error.code;
    };
    expect(name('Crazyhouse')).toBe('crazyhouse');
    expect(name('Three-check')).toBe('3check');
    expect(name('three check')).toBe('3check');
    expect(name('Atomic')).toBe('atomic');
    expect(name('Chess960')).toBe('chess960');
    expect(name('Fischer Random')).toBe('chess960');
    expect(name('From Position')).toBe('standard');
    expect(name('Standard')).toBe('standard');
    expect(name('Horde')).toBe('ERR_PGN_VARIANT');
    expect(name('Crazyhouse', [])).toBe('ERR_PGN_VARIANT');
  });

  it('PGN-std a variant game is read and replayed by its rules when its variant is given: crazyhouse drops', () => {
    const game = first(HOUSE, { variants });
    expect(game.variant).toBe(pockets);
    expect(finalFen(game)).toBe('rnb1kbnr/ppp1pppp/8/8/8/5n2/PPPPBPPP/1RB1K1NR[PQpq] w Kkq - 1 9');
    const drop = [...mainline(game)][9]!;
    expect(drop.san).toBe('P@e4');
    expect(drop.move).toEqual(dropMove('pawn', 28));
  });

  it('PGN-std a variant tag with no variants given, or one none of them has, is a located error on that game only', async () => {
    const text = `[Event "a"]\n[Variant "Crazyhouse"]\n\n1. e4 N@f3 *\n\n[Event "b"]\n\n1. e4 *\n\n[Variant "Shogi"]\n\n1. P-7f *\n\n[Variant "Three-check"]\n\n1. e4 *\n`;
    const plain = parsePgn(text);
    expect(plain.map((g) => (g.ok ? 'ok' : g.error.code))).toEqual([
      'ERR_PGN_VARIANT',
      'ok',
      'ERR_PGN_VARIANT',
      'ERR_PGN_VARIANT',
    ]);
    const refused = plain[0]!;
    expect(refused.ok ? undefined : [refused.error.location, refused.error.input]).toEqual([
      { line: 2, column: 1 },
      'Crazyhouse',
    ]);
    expect(refused.ok ? '' : refused.error.message).toMatch(/variants: allVariants\(\)/);
    const given = [];
    for await (const game of readGames(text, { variants })) given.push(game);
    expect(given.map((g) => (g.ok ? (g.value.variant?.name ?? 'standard') : g.error.code))).toEqual(
      ['crazyhouse', 'standard', 'ERR_PGN_VARIANT', '3check'],
    );
    const shogi = given[2]!;
    expect(shogi.ok ? '' : shogi.error.message).toBe(
      '10:1: unknown variant "Shogi": the variants given are Standard, Chess960, Crazyhouse, Three-check, Atomic, Antichess',
    );
  });

  it('PGN-std a game built in code without game.variant takes the variants from the replay options', () => {
    const game = first(HOUSE, { variants });
    delete game.variant;
    expect(replayMainline(game).ok).toBe(false);
    const replayed = replayMainline(game, { variants });
    expect(replayed.ok ? makeFen(replayed.value.final) : '').toMatch(/\[PQpq\] w/);
    expect(replayGame(game, undefined, { variants }).ok).toBe(true);
  });
});

describe('replaying variant games', () => {
  it('V-3check check signs count down the checks; the FEN tag carries the counters', () => {
    const game = first(
      '[Variant "Three-check"]\n\n1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxe5 Nxe5 *',
      { variants },
    );
    const replay = unwrap(replayMainline(game));
    expect(replay.final.remainingChecks).toEqual({ white: 1, black: 3 });
    const fromFen = first(
      '[Variant "Three-check"]\n[FEN "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3"]\n\n3. Bb5# 1-0',
      { variants },
    );
    expect(unwrap(replayMainline(fromFen)).final.outcome()).toMatchObject({ winner: 'white' });
  });

  it('V-atomic a capture explodes the pieces around it, and taking next to the king wins', () => {
    const game = first('[Variant "Atomic"]\n\n1. e4 e5 2. Nf3 d6 3. Nxe5 *', { variants });
    // The knight and the e5 pawn leave the board; the d6 pawn stays (pawns do not explode).
    expect(finalFen(game)).toBe('rnbqkbnr/ppp2ppp/3p4/8/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3');
  });

  it('V-antichess forced captures and king promotion replay; an illegal quiet move says why', () => {
    const game = first('[Variant "Antichess"]\n\n1. e3 b5 2. Bxb5 Nc6 3. Bxc6 dxc6 *', {
      variants,
    });
    expect(finalFen(game)).toBe('r1bqkbnr/p1p1pppp/2p5/8/8/4P3/PPPP1PPP/RNBQK1NR w - - 0 4');
    const bad = replayMainline(first('[Variant "Antichess"]\n\n1. e3 b5 2. Nf3 *', { variants }));
    expect(bad.ok ? '' : bad.error.message).toBe(
      "3:13: move 2. Nf3: 'Nf3' is illegal: a capture is possible, and captures are forced in Antichess",
    );
  });

  it('PGN-std a drop in a game without pockets, and one of a piece not in the pocket, are located move errors', () => {
    const standard = replayMainline(first('1. e4 N@f3 *'));
    expect(standard.ok ? '' : standard.error.message).toBe(
      "1:7: move 1... N@f3: 'N@f3' is not possible: there are no drops in Standard: only a variant with pockets (crazyhouse) has them",
    );
    const empty = replayMainline(first('[Variant "Crazyhouse"]\n\n1. e4 N@f3 *', { variants }));
    expect(empty.ok ? '' : empty.error.message).toBe(
      "3:7: move 1... N@f3: 'N@f3' is illegal: black has no knight in the pocket (it is empty)",
    );
  });

  it('PGN-std a null move keeps the variant', () => {
    const game = first('[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 -- 3. P@e6 *', { variants });
    expect(finalFen(game)).toBe('rnbqkbnr/ppp1pppp/4P3/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 3');
  });
});

describe('writing variant games', () => {
  it('PGN-std buildGame writes the Variant tag as lichess does, and a FEN only off the variant start', () => {
    const moves = ['e2e4', 'd7d5', 'e4d5', 'd8d5'].map((uci) => ({ move: parseUci(uci)! }));
    const built = unwrap(buildGame({ start: Position.default(pockets), moves }));
    expect(built.headers.get('Variant')).toBe('Crazyhouse');
    expect(built.headers.has('FEN')).toBe(false);
    const pgn = makePgn(built);
    expect(pgn).toMatch(/\[Variant "Crazyhouse"\]/);
    expect(pgn).toMatch(/1\. e4 d5 2\. exd5 Qxd5 \*/);
    const drop = unwrap(
      buildGame({
        start: unwrap(Position.fromFen('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', { variant: pockets })),
        moves: [{ move: dropMove('knight', 43) }],
      }),
    );
    expect(drop.headers.get('FEN')).toBe('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    expect(drop.headers.get('SetUp')).toBe('1');
    const text = makePgn(drop);
    expect(text).toMatch(/1\. N@d6\+ \*/);
    // Read back with the variants: the same game.
    const again = first(text, { variants });
    expect(finalFen(again)).toBe('4k3/8/3N4/8/8/8/8/4K3[] b - - 1 1');
  });

  it('PGN-std makePgn rewrites a crazyhouse game in UCI, German and figurines, drops included', () => {
    const game = first(HOUSE, { variants });
    expect(makePgn(game, { style: 'uci' })).toMatch(
      /4\.\s+P@b4\s+a5b4\s+5\.\s+a1b1\s+P@e4\s+6\.\s+c3e4\s/,
    );
    expect(makePgn(game, { style: 'uci' })).toMatch(/8\.\s+f1e2\s+N@f3\s+0-1/);
    // German has no pawn letter: its pawn drop is @b4.
    expect(makePgn(game, { locale: 'de' })).toMatch(/4\.\s+@b4\s+Dxb4\s+5\.\s+Tb1\s+@e4\s/);
    expect(makePgn(game, { locale: 'de' })).toMatch(/8\.\s+Lxe2\s+S@f3\+\s+0-1/);
    expect(makePgn(game, { style: 'figurine' })).toMatch(
      /4\.\s+♙@b4\s+♕xb4\s.*8\.\s+♗xe2\s+♘@f3\+\s+0-1/s,
    );
    // As read: the movetext is lichess's own, unchanged.
    expect(makePgn(game)).toMatch(/4\.\s+P@b4\s+Qxb4\s+5\.\s+Rb1\s+P@e4\s+6\.\s+Nxe4\s+Qxe4\+/);
  });
});
