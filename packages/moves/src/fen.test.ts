import { readFileSync } from 'node:fs';
import { Board, parseSquare, type Square, SquareSet } from '@chesslaws/board';
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FenError,
  type FenErrorCode,
  type FenSource,
  INITIAL_FEN,
  makeFen,
  parseFen,
} from './fen.js';
import { Position } from './position.js';
import { defaultSetup, type Setup } from './setup.js';

const ROUND_TRIP_FENS = readFileSync(
  new URL('../test/data/fen-roundtrip.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

const parsed = (fen: string): Setup => {
  const result = parseFen(fen);
  if (!result.ok) throw result.error;
  return result.value;
};
const squares = (...names: string[]): SquareSet =>
  SquareSet.fromSquares(names.map((n) => parseSquare(n)!));

describe('parseFen', () => {
  it('L-2.4 reads the start position as defaultSetup()', () => {
    const setup = parsed(INITIAL_FEN);
    const start = defaultSetup();
    expect(setup.board.equals(start.board)).toBe(true);
    expect(setup.board.occupied.equals(start.board.occupied)).toBe(true);
    expect(setup).toMatchObject({ turn: 'white', epSquare: undefined, halfmoves: 0, fullmoves: 1 });
    expect(setup.castlingRights.equals(SquareSet.corners())).toBe(true);
  });

  it('reads every field', () => {
    const setup = parsed('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b Kq f6 7 42');
    expect(setup.turn).toBe('black');
    expect(setup.board.get(parseSquare('e5'))).toEqual({ color: 'white', role: 'pawn' });
    expect(setup.board.get(parseSquare('d8'))).toEqual({ color: 'black', role: 'queen' });
    expect(setup.board.occupied.size()).toBe(32);
    expect(setup.castlingRights.equals(squares('h1', 'a8'))).toBe(true);
    expect(setup.epSquare).toBe(parseSquare('f6'));
    expect(setup.halfmoves).toBe(7);
    expect(setup.fullmoves).toBe(42);
  });

  it('defaults a missing halfmove clock and fullmove number to 0 and 1', () => {
    expect(parsed('4k3/8/8/8/8/8/8/4K3 b - -')).toMatchObject({
      turn: 'black',
      halfmoves: 0,
      fullmoves: 1,
    });
    expect(parsed('4k3/8/8/8/8/8/8/4K3 w - - 12')).toMatchObject({ halfmoves: 12, fullmoves: 1 });
  });

  it('reads fullmove number 0 (written by some tools) as 1', () => {
    expect(parsed('4k3/8/8/8/8/8/8/4K3 w - - 0 0').fullmoves).toBe(1);
  });

  it('ignores leading and trailing whitespace, and offsets still point into the input', () => {
    expect(parsed(`  \t${INITIAL_FEN}\n`).board.equals(Board.default())).toBe(true);
    const result = parseFen('   8/8/8/8/8/8/8/8 x - - 0 1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.location).toEqual({ field: 'turn', offset: 19 });
  });

  it('accepts consecutive digits that add up to the rank (e.g. 44)', () => {
    expect(parsed('4k3/8/8/44/8/8/8/4K3 w - - 0 1').board.occupied.size()).toBe(2);
  });

  it('L-3.7 reads any square name as e.p. square; validateSetup judges whether it fits', () => {
    expect(parsed('4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1').epSquare).toBe(parseSquare('e4'));
  });

  describe('L-3.8 castling letters', () => {
    it('K and Q name the outermost rook on each side (X-FEN)', () => {
      expect(
        parsed('4k3/8/8/8/8/8/8/1R2KR2 w KQ - 0 1').castlingRights.equals(squares('f1', 'b1')),
      ).toBe(true);
      expect(
        parsed('1r2k1r1/8/8/8/8/8/8/4K3 w kq - 0 1').castlingRights.equals(squares('g8', 'b8')),
      ).toBe(true);
    });

    it('K and Q name the corner when no rook stands beyond the king', () => {
      expect(
        parsed('4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1').castlingRights.equals(squares('h1', 'a1')),
      ).toBe(true);
    });

    it('file letters name the rook on that file (X-FEN inner rooks, Shredder-FEN)', () => {
      expect(
        parsed('rr2k3/8/8/8/8/8/8/RR2K2R w KBb - 0 1').castlingRights.equals(
          squares('h1', 'b1', 'b8'),
        ),
      ).toBe(true);
      expect(
        parsed('r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1').castlingRights.equals(SquareSet.corners()),
      ).toBe(true);
    });

    it('mixes both styles', () => {
      const setup = parsed('rnbNRbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQhb - 2 3');
      expect(setup.castlingRights.equals(squares('h1', 'a1', 'h8', 'b8'))).toBe(true);
    });
  });

  const errors: Array<[string, string, FenErrorCode, string, number, string]> = [
    ['empty string', '', 'ERR_FEN_EMPTY', 'board', 0, 'empty'],
    ['only spaces', '   ', 'ERR_FEN_EMPTY', 'board', 0, 'empty'],
    ['board only', '8/8/8/8/8/8/8/8', 'ERR_FEN_FIELDS', 'turn', 15, 'side to move is missing'],
    [
      'three fields',
      '8/8/8/8/8/8/8/8 w -',
      'ERR_FEN_FIELDS',
      'epSquare',
      19,
      'e.p. field is missing',
    ],
    ['two spaces', '8/8/8/8/8/8/8/8 w  - 0 1', 'ERR_FEN_FIELDS', 'castling', 18, 'two spaces'],
    ['seven fields', `${INITIAL_FEN} 3+3`, 'ERR_FEN_FIELDS', 'fullmoves', 57, "unexpected '3+3'"],
    ['7 ranks', '8/8/8/8/8/8/8 w - - 0 1', 'ERR_FEN_BOARD', 'board', 13, '7 ranks'],
    ['9 ranks', '8/8/8/8/8/8/8/8/8 w - - 0 1', 'ERR_FEN_BOARD', 'board', 15, 'more than 8 ranks'],
    ['trailing slash', '8/8/8/8/8/8/8/8/ w - - 0 1', 'ERR_FEN_BOARD', 'board', 15, "trailing '/'"],
    [
      'short rank',
      '8/8/7/8/8/8/8/8 w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      5,
      'rank 6 describes 7 squares',
    ],
    [
      'short last rank',
      '8/8/8/8/8/8/8/7 w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      15,
      'rank 1 describes 7 squares',
    ],
    [
      'long rank (piece)',
      '8/8/8/8/8/8/8/8p w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      15,
      'rank 1 describes more than 8',
    ],
    [
      'long rank (digits)',
      '8/8/8/8/8/8/8/71p1 w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      16,
      'more than 8',
    ],
    ['digit 0', '8/8/8/8/8/8/8/08 w - - 0 1', 'ERR_FEN_BOARD', 'board', 14, "digit '0'"],
    ['digit 9', '9/8/8/8/8/8/8/8 w - - 0 1', 'ERR_FEN_BOARD', 'board', 0, "digit '9'"],
    [
      'bad letter',
      '8/8/8/8/3X4/8/8/8 w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      9,
      "unexpected character 'X' in rank 4",
    ],
    [
      'crazyhouse promoted marker',
      '8/8/8/8/3Q~4/8/8/8 w - - 0 1',
      'ERR_FEN_BOARD',
      'board',
      10,
      "'~'",
    ],
    ['turn W', '8/8/8/8/8/8/8/8 W - - 0 1', 'ERR_FEN_TURN', 'turn', 16, "not 'W'"],
    ['castling x', '8/8/8/8/8/8/8/8 w KQx - 0 1', 'ERR_FEN_CASTLING', 'castling', 20, "letter 'x'"],
    ['castling twice', '8/8/8/8/8/8/8/8 w KK - 0 1', 'ERR_FEN_CASTLING', 'castling', 19, 'twice'],
    [
      'castling dash and letters',
      '8/8/8/8/8/8/8/8 w K- - 0 1',
      'ERR_FEN_CASTLING',
      'castling',
      19,
      'stand alone',
    ],
    [
      'castling digit',
      '8/8/8/8/8/8/8/8 w 1 - 0 1',
      'ERR_FEN_CASTLING',
      'castling',
      18,
      "letter '1'",
    ],
    ['ep e9', '8/8/8/8/8/8/8/8 w - e9 0 1', 'ERR_FEN_EP', 'epSquare', 20, "not 'e9'"],
    ['ep uppercase', '8/8/8/8/8/8/8/8 w - E3 0 1', 'ERR_FEN_EP', 'epSquare', 20, "not 'E3'"],
    ['ep too long', '8/8/8/8/8/8/8/8 w - e3e4 0 1', 'ERR_FEN_EP', 'epSquare', 20, "not 'e3e4'"],
    ['halfmove -1', '8/8/8/8/8/8/8/8 w - - -1 1', 'ERR_FEN_HALFMOVES', 'halfmoves', 22, "not '-1'"],
    ['halfmove +1', '8/8/8/8/8/8/8/8 w - - +1 1', 'ERR_FEN_HALFMOVES', 'halfmoves', 22, "not '+1'"],
    [
      'halfmove 1.5',
      '8/8/8/8/8/8/8/8 w - - 1.5 1',
      'ERR_FEN_HALFMOVES',
      'halfmoves',
      23,
      "not '1.5'",
    ],
    [
      'halfmove huge',
      '8/8/8/8/8/8/8/8 w - - 99999999999999999999 1',
      'ERR_FEN_HALFMOVES',
      'halfmoves',
      22,
      'too large',
    ],
    ['fullmove z', '8/8/8/8/8/8/8/8 w - - 0 z', 'ERR_FEN_FULLMOVES', 'fullmoves', 24, "not 'z'"],
    [
      'fullmove 2^31',
      '8/8/8/8/8/8/8/8 w - - 0 2147483648',
      'ERR_FEN_FULLMOVES',
      'fullmoves',
      24,
      'too large',
    ],
  ];
  it.each(errors)('rejects %s with a located FenError', (_, fen, code, field, offset, words) => {
    const result = parseFen(fen);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(FenError);
    expect(result.error.name).toBe('FenError');
    expect(result.error.code).toBe(code);
    expect(result.error.location).toEqual({ field, offset });
    expect(result.error.message).toContain(words);
  });

  it('accepts the largest clock it documents', () => {
    expect(parsed('4k3/8/8/8/8/8/8/4K3 w - - 2147483647 2147483647').halfmoves).toBe(2 ** 31 - 1);
  });

  it('trust: a clock written with leading zeros reads as its number, however many zeros (issue 28)', () => {
    expect(parsed('4k3/8/8/8/8/8/8/4K3 w - - 007 012').halfmoves).toBe(7);
    expect(parsed('4k3/8/8/8/8/8/8/4K3 w - - 007 012').fullmoves).toBe(12);
    const zeros = `4k3/8/8/8/8/8/8/4K3 w - - ${'0'.repeat(40)}7 ${'0'.repeat(40)}1`;
    expect(parsed(zeros)).toMatchObject({ halfmoves: 7, fullmoves: 1 });
    // Only the number's own digits count toward "too large".
    const big = parseFen(`4k3/8/8/8/8/8/8/4K3 w - - 000${2 ** 31} 1`);
    expect(!big.ok && big.error.message).toBe(
      'halfmove clock 2147483648 is too large (at most 2147483647)',
    );
  });

  it('trust: an error never echoes more than a short window of a long input (issue 28)', () => {
    const long = 'x'.repeat(10_000_000);
    const base = '4k3/8/8/8/8/8/8/4K3';
    for (const fen of [
      `${base} ${long} - - 0 1`,
      `${base} w ${long} - 0 1`,
      `${base} w - ${long} 0 1`,
      `${base} w - - ${long} 1`,
      `${base} w - - 0 ${long}`,
      `${base} w - - 0 1 ${long}`,
      `${base} w - - 0 ${'9'.repeat(10_000_000)}`,
      `${base}${'1'.repeat(10_000_000)} w - - 0 1`,
    ]) {
      const result = parseFen(fen);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.message.length).toBeLessThan(160);
    }
    const turn = parseFen(`${base} ${long} - - 0 1`);
    expect(!turn.ok && turn.error.message).toBe(
      "side to move must be 'w' or 'b', not 'xxxxxxxxxxxxxxxxxxxxxxxx…' (10000000 characters)",
    );
  });

  it('trust: a FEN that is not a string is a FenError, not a TypeError (issue 28)', () => {
    for (const value of [null, undefined, 5, {}, ['a']]) {
      const result = parseFen(value as unknown as string);
      expect(!result.ok && result.error).toBeInstanceOf(FenError);
    }
  });
});

describe('makeFen', () => {
  it('L-2.4 writes the start position as INITIAL_FEN', () => {
    expect(makeFen(defaultSetup())).toBe(INITIAL_FEN);
  });

  it(`round-trips ${ROUND_TRIP_FENS.length} perft-suite FENs (X-FEN for standard, Shredder-FEN for Chess960)`, () => {
    expect(ROUND_TRIP_FENS.length).toBeGreaterThan(1000);
    for (const fen of ROUND_TRIP_FENS) {
      const castling = /^[KQkq-]+$/.test(fen.split(' ')[2]!) ? 'auto' : 'shredder';
      expect(makeFen(parsed(fen), { castling })).toBe(fen);
    }
  });

  it('L-3.8 writes KQkq for the outermost rooks and file letters for inner ones (X-FEN)', () => {
    expect(makeFen(parsed('1r2k3/8/8/8/8/8/8/1R2KR2 w BFb - 0 1'))).toBe(
      '1r2k3/8/8/8/8/8/8/1R2KR2 w KQq - 0 1',
    );
    expect(makeFen(parsed('r3k2r/8/8/8/8/8/8/RR2K1RR w BGkq - 0 1'))).toBe(
      'r3k2r/8/8/8/8/8/8/RR2K1RR w GBkq - 0 1',
    );
    expect(makeFen(parsed('r3k2r/8/8/8/8/8/8/RR2K1RR w BGkq - 0 1'), { castling: 'xfen' })).toBe(
      'r3k2r/8/8/8/8/8/8/RR2K1RR w GBkq - 0 1',
    );
  });

  it('L-3.8 writes Shredder-FEN on request', () => {
    expect(makeFen(parsed(INITIAL_FEN), { castling: 'shredder' })).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1',
    );
  });

  it('writes a right without its rook so that it reads back the same', () => {
    // The right on h1 has no rook there; the g1 rook is what K would name, so h1 must be 'H'.
    const fen = '4k3/8/8/8/8/8/8/4K1R1 w H - 0 1';
    expect(makeFen(parsed(fen))).toBe(fen);
    expect(makeFen(parsed('4k3/8/8/8/8/8/8/4K3 w K - 0 1'))).toBe('4k3/8/8/8/8/8/8/4K3 w K - 0 1');
  });

  it('leaves out castling rights that are off the back ranks (FEN cannot express them)', () => {
    const setup = { ...defaultSetup(), castlingRights: squares('a1', 'e4') };
    expect(makeFen(setup).split(' ')[2]).toBe('Q');
  });

  describe('L-3.7 e.p. square', () => {
    const setup = parsed('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    const position = (legal: Square | undefined): FenSource => ({
      toSetup: () => setup,
      legalEpSquare: () => legal,
    });

    it('writes a Setup e.p. square as stored', () => {
      expect(makeFen(setup).split(' ')[3]).toBe('e3');
    });

    it('writes a Position e.p. square only when an e.p. capture is legal', () => {
      expect(makeFen(position(undefined)).split(' ')[3]).toBe('-');
      expect(makeFen(position(parseSquare('e3'))).split(' ')[3]).toBe('e3');
    });

    it('with a real Position: e3 is dropped when no capture is legal, f6 kept when exf6 is legal', () => {
      const noCapture = Position.fromFen(
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
      );
      const capture = Position.fromFen(
        'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
      );
      if (!noCapture.ok || !capture.ok) throw new Error('valid FENs');
      expect(makeFen(noCapture.value)).toBe(
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      );
      expect(makeFen(noCapture.value, { epMode: 'always' }).split(' ')[3]).toBe('e3');
      expect(makeFen(capture.value)).toBe(
        'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
      );
    });

    it("writes the Position's raw square with epMode 'always'", () => {
      expect(makeFen(position(undefined), { epMode: 'always' }).split(' ')[3]).toBe('e3');
    });
  });
});

describe('fuzzing: parseFen never throws and always answers ok or a FenError', () => {
  const FEN_CODES = new Set<string>([
    'ERR_FEN_EMPTY',
    'ERR_FEN_FIELDS',
    'ERR_FEN_BOARD',
    'ERR_FEN_TURN',
    'ERR_FEN_CASTLING',
    'ERR_FEN_EP',
    'ERR_FEN_HALFMOVES',
    'ERR_FEN_FULLMOVES',
  ]);
  const checkAnswer = (input: string): void => {
    const result = parseFen(input);
    if (result.ok) {
      // Whatever parses writes back as a FEN that parses to the same FEN.
      const fen = makeFen(result.value);
      expect(makeFen(parsed(fen))).toBe(fen);
    } else {
      expect(result.error).toBeInstanceOf(FenError);
      expect(FEN_CODES.has(result.error.code)).toBe(true);
      expect(result.error.location.offset).toBeGreaterThanOrEqual(0);
      expect(result.error.location.offset).toBeLessThanOrEqual(input.length);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  };
  const FEN_CHARS = [...'pnbrqkPNBRQK012345678/ wb-KQkqABCDEFGHabcdefgh+.~\t9'];

  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), checkAnswer),
      propertyOptions({ numRuns: 2000 }),
    );
  });

  it('on strings over the FEN alphabet', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...FEN_CHARS), maxLength: 90 }), checkAnswer),
      propertyOptions({ numRuns: 3000 }),
    );
  });

  it('on mutated FENs', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.string({ unit: fc.constantFrom(...FEN_CHARS), maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUND_TRIP_FENS.slice(0, 200)),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (fen, edits) => {
          let s = fen;
          for (const e of edits) {
            const at = e.at % (s.length + 1);
            s = s.slice(0, at) + e.insert + s.slice(at + e.remove);
          }
          checkAnswer(s);
        },
      ),
      propertyOptions({ numRuns: 3000 }),
    );
  });

  it('round-trips random boards, turns, rights, e.p. squares and clocks', () => {
    const piece = fc.option(fc.constantFrom(...'PNBRQKpnbrqk'), { nil: undefined, freq: 2 });
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 64, maxLength: 64 }),
        fc.boolean(),
        fc.array(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 56, 57, 58, 59, 60, 61, 62, 63), {
          maxLength: 6,
        }),
        fc.option(fc.integer({ min: 0, max: 63 }), { nil: undefined }),
        fc.nat({ max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom('auto', 'shredder', 'xfen'),
        (cells, white, rights, epSquare, halfmoves, fullmoves, castling) => {
          const board = Board.empty();
          cells.forEach((c, square) => {
            if (c === undefined) return;
            const lower = c.toLowerCase();
            const role = (
              { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' } as const
            )[lower as 'p'];
            board.set(square, { color: c === lower ? 'black' : 'white', role });
          });
          const setup: Setup = {
            board,
            turn: white ? 'white' : 'black',
            castlingRights: SquareSet.fromSquares(rights),
            epSquare,
            halfmoves,
            fullmoves,
          };
          const back = parsed(makeFen(setup, { castling }));
          expect(back.board.equals(board)).toBe(true);
          expect(back.board.occupied.equals(board.occupied)).toBe(true);
          expect(back.castlingRights.equals(setup.castlingRights)).toBe(true);
          expect(back).toMatchObject({ turn: setup.turn, epSquare, halfmoves, fullmoves });
        },
      ),
      propertyOptions({ numRuns: 1000 }),
    );
  });
});
