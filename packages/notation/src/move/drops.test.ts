/**
 * Notation in variants: drops from the pocket (`N@f3`, `P@e4`), king promotion (antichess),
 * and the check and win signs under each variant's own rules. The variants are made here with
 * the moves package's open API (test/testVariants.ts); the lichess ones are held against
 * chessops in packages/variants/test/differential.test.ts.
 */
import { dropMove, type Move, Position, parseUci, type Variant } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { explosions, losing, pockets, threeChecks } from '../../test/testVariants.js';
import { forgivingParseSan, parseSan } from './read/parseSan.js';
import { describeMove } from './spoken/describeMove.js';
import { SAN_STYLES } from './styles.js';
import { makeSan, makeSanAndPlay } from './write/makeSan.js';
import { moveFacts } from './write/moveFacts.js';

const at = (fen: string, variant: Variant): Position => {
  const pos = Position.fromFen(fen, { variant });
  if (!pos.ok) throw pos.error;
  return pos.value;
};
const sq = (name: string): number => name.charCodeAt(0) - 97 + (name.charCodeAt(1) - 49) * 8;
const uci = (text: string): Move => parseUci(text)!;
const read = (pos: Position, text: string, options = {}) => {
  const result = parseSan(pos, text, options);
  return result.ok
    ? makeSan(pos, result.value)
    : {
        code: result.error.code,
        reason: result.error.reason,
        offset: result.error.location?.offset,
        message: result.error.message,
      };
};

// White holds a knight and a pawn; Black a knight.
const HOUSE = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR[NPn] w KQkq - 2 3';

describe('drops (crazyhouse) written', () => {
  it('L-C a drop names its piece and its square in every style: N@f3, and P@e4 as lichess writes it', () => {
    const pos = at(HOUSE, pockets);
    const knight = dropMove('knight', sq('f3'));
    expect(SAN_STYLES.map((style) => makeSan(pos, knight, { style }))).toEqual([
      'N@f3',
      'N@f3',
      'N@f3',
      '♘@f3',
      'N@f3',
      'N@f3',
    ]);
    const pawn = dropMove('pawn', sq('d3'));
    expect(makeSan(pos, pawn)).toBe('P@d3');
    expect(makeSan(pos, pawn, { style: 'uci' })).toBe('P@d3');
    expect(makeSan(pos, pawn, { style: 'figurine' })).toBe('♙@d3');
  });

  it('L-C.2 S-ru localized letters: German S@f3, Russian К@f3; a language without a pawn letter writes @d3', () => {
    const pos = at(HOUSE, pockets);
    expect(makeSan(pos, dropMove('knight', sq('f3')), { locale: 'de' })).toBe('S@f3');
    expect(makeSan(pos, dropMove('knight', sq('f3')), { locale: 'ru' })).toBe('К@f3');
    expect(makeSan(pos, dropMove('pawn', sq('d3')), { locale: 'de' })).toBe('@d3');
    expect(makeSan(pos, dropMove('pawn', sq('d3')), { locale: 'fr' })).toBe('@d3');
  });

  it('L-C a drop that checks gets +, one that mates gets #', () => {
    const pos = at(HOUSE, pockets);
    expect(makeSan(pos, dropMove('knight', sq('d6')))).toBe('N@d6+');
    const mate = at('6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1', pockets);
    expect(makeSan(mate, dropMove('rook', sq('d8')))).toBe('R@d8#');
    expect(makeSanAndPlay(mate, dropMove('rook', sq('d8')))).toBe('R@d8#');
    expect(mate.isCheckmate()).toBe(true);
  });

  it('L-C disambiguation ignores drops: Ng1-f3 with a knight in the pocket is still Nf3', () => {
    const pos = at('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1', pockets);
    expect(makeSan(pos, uci('g1f3'))).toBe('Nf3');
    expect(read(pos, 'Nf3')).toBe('Nf3');
    expect(read(pos, 'N@f3')).toBe('N@f3');
  });

  it('L-D a drop in words', () => {
    const pos = at(HOUSE, pockets);
    expect(describeMove(pos, dropMove('knight', sq('f3')))).toBe('Knight dropped on f3');
    expect(describeMove(pos, dropMove('knight', sq('d6')), { locale: 'ru' })).toBe(
      'Конь из запаса на d6, шах',
    );
    expect(moveFacts(pos, dropMove('pawn', sq('d3')))).toMatchObject({
      role: 'pawn',
      drop: 'pawn',
      from: sq('d3'),
      to: sq('d3'),
      capture: false,
    });
  });

  it('L-3.10 an illegal drop throws, as any illegal move does', () => {
    const pos = at(HOUSE, pockets);
    expect(() => makeSan(pos, dropMove('queen', sq('f3')))).toThrow(/illegal/i);
    expect(() => makeSan(Position.default(), dropMove('knight', sq('f3')))).toThrow(/illegal/i);
  });
});

describe('drops (crazyhouse) read', () => {
  it('S-wild reads N@f3, @d3, P@d3, figurines, signs and localized letters', () => {
    const pos = at(HOUSE, pockets);
    expect(read(pos, 'N@f3')).toBe('N@f3');
    expect(read(pos, 'N@d6+')).toBe('N@d6+');
    expect(read(pos, 'N@d6')).toBe('N@d6+');
    expect(read(pos, '@d3')).toBe('P@d3');
    expect(read(pos, 'P@d3')).toBe('P@d3');
    expect(read(pos, '♘@f3')).toBe('N@f3');
    expect(read(pos, '♙@d3')).toBe('P@d3');
    expect(read(pos, 'S@f3', { locale: 'de' })).toBe('N@f3');
    expect(read(pos, 'К@f3', { locale: 'ru' })).toBe('N@f3');
    expect(read(pos, 'К@f3')).toBe('N@f3'); // another language, one reading
    const strict = parseSan(pos, 'N@d6+', { strict: true });
    expect(strict.ok).toBe(true);
    const loose = parseSan(pos, '@d3', { strict: true });
    expect(loose.ok ? '' : loose.error.expected).toBe('P@d3');
  });

  it('S-wild the forgiving reader and parseSan agree on every drop and move of a crazyhouse position', () => {
    const pos = at(HOUSE, pockets);
    const moves = pos.legalMoves();
    expect(moves.filter((m) => m.drop).length).toBeGreaterThan(50);
    for (const move of moves) {
      for (const style of SAN_STYLES) {
        for (const locale of ['en', 'de', 'ru'] as const) {
          const text = makeSan(pos, move, { style, locale });
          const back = parseSan(pos, text, { locale });
          expect(back.ok && makeSan(pos, back.value), `${style} ${locale} ${text}`).toBe(
            makeSan(pos, move),
          );
          const strict = forgivingParseSan(pos, text, { locale, style, strict: true });
          expect(strict.ok, `strict ${style} ${locale} ${text}`).toBe(true);
        }
      }
    }
  });

  it('N-drop a piece not in the pocket is illegal, with the pocket in the message and the letter located', () => {
    const pos = at(HOUSE, pockets);
    expect(read(pos, 'Q@f3')).toEqual({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'not-in-pocket',
      offset: 0,
      message: "'Q@f3' is illegal: white has no queen in the pocket (it holds 1 pawn, 1 knight)",
    });
    const empty = at('4k3/8/8/8/8/8/8/4K3[] w - - 0 1', pockets);
    expect(read(empty, 'N@f3')).toMatchObject({
      reason: 'not-in-pocket',
      message: expect.stringMatching(/it is empty/),
    });
  });

  it('N-drop a pawn on the first or last rank, and a drop on an occupied square, are located at the square', () => {
    const pos = at('4k3/8/8/8/8/8/8/4K3[P] w - - 0 1', pockets);
    expect(read(pos, 'P@a8')).toMatchObject({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'drop-rank',
      offset: 2,
    });
    expect(read(pos, '@b1')).toMatchObject({ reason: 'drop-rank', offset: 1 });
    expect(read(pos, 'P@e1')).toMatchObject({ reason: 'drop-rank' });
    expect(read(pos, 'P@e8')).toMatchObject({ reason: 'drop-rank' });
    expect(read(at(HOUSE, pockets), 'P@e4')).toMatchObject({
      reason: 'drop-occupied',
      offset: 2,
      message: "'P@e4' is illegal: e4 is occupied: a piece is dropped on an empty square only",
    });
  });

  it('N-drop a lowercase p@e3 is a pawn drop (as lichess reads it), not a Dutch knight', () => {
    const pos = at(HOUSE, pockets);
    expect(read(pos, 'p@e3')).toBe('P@e3');
    expect(read(pos, 'p@d3', { locale: 'nl' })).toBe('P@d3');
    const noPawn = at('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', pockets);
    expect(read(noPawn, 'p@e3')).toMatchObject({
      reason: 'not-in-pocket',
      message: "'p@e3' is illegal: white has no pawn in the pocket (it holds 1 knight)",
    });
  });

  it('L-3.9 a drop that leaves the king in check is illegal; one that blocks is legal', () => {
    const pos = at('4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1', pockets);
    expect(read(pos, 'N@h5')).toMatchObject({ code: 'ERR_SAN_ILLEGAL', reason: 'in-check' });
    expect(read(pos, 'N@c1')).toBe('N@c1');
  });

  it('N-drop a drop in a variant without pockets is no move at all, and says where drops exist', () => {
    expect(read(Position.default(), 'N@f3')).toEqual({
      code: 'ERR_SAN_NO_SUCH_MOVE',
      reason: undefined,
      offset: 0,
      message:
        "'N@f3' is not possible: there are no drops in Standard: only a variant with pockets (crazyhouse) has them",
    });
    expect(read(Position.default(), 'N@')).toMatchObject({
      code: 'ERR_SAN_SYNTAX',
      offset: 2,
      message: "'N@' is not a move: expected the square of the drop after '@'",
    });
    expect(read(Position.default(), 'N@f3f4')).toMatchObject({ code: 'ERR_SAN_SYNTAX', offset: 4 });
  });
});

describe('variant specifics', () => {
  it('V-antichess a pawn promotes to a king: e8=K, read from SAN and UCI; standard chess refuses it', () => {
    const pos = at('8/4P3/8/8/8/8/8/k7 w - - 0 1', losing);
    expect(makeSan(pos, uci('e7e8k'))).toBe('e8=K');
    expect(makeSan(pos, uci('e7e8k'), { style: 'uci' })).toBe('e7e8k');
    expect(makeSan(pos, uci('e7e8k'), { locale: 'de' })).toBe('e8=K');
    expect(makeSan(pos, uci('e7e8k'), { locale: 'fr' })).toBe('e8=R');
    expect(read(pos, 'e8=K')).toBe('e8=K');
    expect(read(pos, 'e7e8k')).toBe('e8=K');
    const bare = parseSan(pos, 'e8');
    expect(bare.ok ? [] : bare.error.candidates.map((m) => m.promotion)).toEqual([
      'queen',
      'rook',
      'bishop',
      'knight',
      'king',
    ]);
    const standard = Position.fromFen('8/4P3/8/8/8/8/8/k6K w - - 0 1');
    if (!standard.ok) throw standard.error;
    expect(read(standard.value, 'e8=K')).toMatchObject({
      code: 'ERR_SAN_NO_SUCH_MOVE',
      message: "'e8=K' is not possible: a pawn may not promote to a king in Standard",
    });
  });

  it('V-antichess no check sign, kings are disambiguated like other pieces, a forced capture is explained', () => {
    const kings = at('8/8/8/8/8/8/8/K1K4k w - - 0 1', losing);
    expect(makeSan(kings, uci('a1b2'))).toBe('Kab2');
    expect(makeSan(kings, uci('a1a2'))).toBe('Ka2');
    const start = at('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2', losing);
    expect(read(start, 'Nf3')).toMatchObject({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'forced-capture',
      message: "'Nf3' is illegal: a capture is possible, and captures are forced in Antichess",
    });
    expect(read(start, 'exd5')).toBe('exd5');
    // Black's last piece is taken: Black, who has lost everything, wins: lichess writes '#'.
    const last = at('8/8/8/8/8/8/1p6/B7 w - - 0 1', losing);
    expect(makeSan(last, uci('a1b2'))).toBe('Bxb2#');
  });

  it('V-3check each check is +, the last one to give is # (the game is won), as lichess writes it', () => {
    const fen = (checks: string) =>
      `rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - ${checks} 0 3`;
    expect(makeSan(at(fen('2+3'), threeChecks), uci('f1b5'))).toBe('Bb5+');
    expect(makeSan(at(fen('1+3'), threeChecks), uci('f1b5'))).toBe('Bb5#');
    expect(read(at(fen('1+3'), threeChecks), 'Bb5+')).toBe('Bb5#');
  });

  it('V-3check.checks once the game is won on the board, no move follows, and the message says why', () => {
    const won = at(
      'rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0+3 1 3',
      threeChecks,
    );
    expect(read(won, 'c6')).toEqual({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'variant-rule',
      offset: undefined,
      message: "'c6' is illegal: the game is over (won by white, V-3check.checks); no move follows",
    });
  });

  it('V-atomic a capture that blows up the king wins: #; kings side by side give no check', () => {
    const pos = at('4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1', explosions);
    expect(makeSan(pos, uci('d1d7'))).toBe('Qxd7#');
    expect(makeSanAndPlay(pos, uci('d1d7'))).toBe('Qxd7#');
    expect(pos.outcome()?.winner).toBe('white');
    // The queen checks the king, but kings side by side are never in check (a capture would blow up both).
    const touching = at('8/8/8/8/8/8/3kK3/7Q w - - 0 1', explosions);
    expect(makeSan(touching, uci('h1h6'))).toBe('Qh6');
    const apart = at('8/8/8/8/8/3k4/8/4K2Q w - - 0 1', explosions);
    expect(makeSan(apart, uci('h1h3'))).toBe('Qh3+');
    expect(read(at('8/8/8/8/8/8/3pK3/7k w - - 0 1', explosions), 'Kxd2')).toMatchObject({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'variant-rule',
      message: expect.stringMatching(/Atomic .*a king may not capture/),
    });
  });
});
