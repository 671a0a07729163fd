import { ChesslawsError, parseSquare, SquareSet } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { INITIAL_FEN, makeFen, parseFen } from './fen.js';
import { defaultSetup, type Setup } from './setup.js';
import { normalizeSetup, PositionError, type PositionOptions, validateSetup } from './validate.js';

const setupOf = (fen: string): Setup => {
  const result = parseFen(fen);
  if (!result.ok) throw result.error;
  return result.value;
};
const codes = (fen: string, opts?: PositionOptions): string[] =>
  validateSetup(setupOf(fen), opts).map((p) => p.code);
const normalized = (fen: string, opts?: PositionOptions): string =>
  makeFen(normalizeSetup(setupOf(fen), opts));
const sq = (name: string): number => parseSquare(name)!;

describe('validateSetup', () => {
  it('L-2.4 the start position has no problems', () => {
    expect(validateSetup(defaultSetup())).toEqual([]);
    expect(validateSetup(defaultSetup(), { chess960: true })).toEqual([]);
  });

  describe('L-3.10 illegal positions', () => {
    it('ERR_EMPTY for an empty board (and no kings)', () => {
      expect(codes('8/8/8/8/8/8/8/8 w - - 0 1')).toEqual(['ERR_EMPTY', 'ERR_KINGS', 'ERR_KINGS']);
    });

    it('ERR_KINGS for a missing king and for two kings, naming the squares', () => {
      const problems = validateSetup(setupOf('k3k3/8/8/8/8/8/8/8 w - - 0 1'));
      expect(problems.map((p) => p.message)).toEqual([
        'White has no king',
        'Black has 2 kings (a8, e8)',
      ]);
      expect(problems[1]!.squares).toEqual([sq('a8'), sq('e8')]);
    });

    it('ERR_PAWNS_ON_BACKRANK lists every pawn on rank 1 or 8', () => {
      const [problem] = validateSetup(setupOf('P3k3/8/8/8/8/8/8/p3K2p b - - 0 1'));
      expect(problem).toMatchObject({
        code: 'ERR_PAWNS_ON_BACKRANK',
        squares: [sq('a1'), sq('h1'), sq('a8')],
      });
    });

    it('L-3.9 ERR_OPPOSITE_CHECK when the side not to move is in check (even from a pinned piece)', () => {
      const [problem] = validateSetup(setupOf('4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1'));
      expect(problem).toMatchObject({ code: 'ERR_OPPOSITE_CHECK', squares: [sq('e8'), sq('e2')] });
      expect(problem!.message).toContain('e8');
      // The e2 rook is pinned to its king by the h2 rook, and still gives check.
      expect(codes('4k3/8/8/8/8/8/K3R2r/8 w - - 0 1')).toEqual(['ERR_OPPOSITE_CHECK']);
      expect(codes('4k3/8/8/8/8/8/4R3/4K3 b - - 0 1')).toEqual([]);
    });

    it('L-3.9 ERR_OPPOSITE_CHECK for kings side by side', () => {
      expect(codes('8/8/8/8/8/3kK3/8/8 b - - 0 1')).toEqual(['ERR_OPPOSITE_CHECK']);
    });
  });

  describe('L-3.10 ERR_IMPOSSIBLE_CHECK (checks no last move can give)', () => {
    it.each([
      ['three checkers', '4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1'],
      [
        'two checkers on one line with the king (same side)',
        '3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1',
      ],
      [
        'two checkers on one line with the king (both sides)',
        '5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1',
      ],
      ['two knights', '8/8/N7/2k5/N7/8/8/3K4 b - - 0 1'],
      ['two pawns', '1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1'],
      ['a pawn and a knight', '1q4k1/3r1Ppp/5NP1/pP6/8/1Q6/3B4/2K2R2 b - - 0 1'],
      [
        'L-3.7 a check the double step behind the e.p. square cannot give',
        '8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1',
      ],
      ['L-3.7 a slider check through the skipped square', '1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1'],
      ['L-3.7 two checkers after a double step', '8/8/8/8/1k1Pp3/B7/8/1R2K3 b - d3 0 1'],
    ])('%s', (_, fen) => {
      expect(codes(fen)).toEqual(['ERR_IMPOSSIBLE_CHECK']);
      expect(codes(fen, { mode: 'lenient' })).toEqual([]);
      expect(codes(fen, { ignore: ['ERR_IMPOSSIBLE_CHECK'] })).toEqual([]);
    });

    it.each([
      ['a double check by a knight and an uncovered rook', '4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1'],
      ['a double check by a pawn and an uncovered rook', '4k3/5P2/8/8/8/8/8/4R1K1 b - - 0 1'],
      ['the same two checkers without the e.p. square', '8/8/8/8/1k1Pp3/B7/8/1R2K3 b - - 0 1'],
      ['L-3.7 a check by the pawn that just double-stepped', '8/8/8/5k2/4P3/8/8/4K3 b - e3 0 1'],
      ['L-3.7 a check uncovered by the double step', '8/8/8/8/2k1P3/8/8/4KB2 b - e3 0 1'],
      ['checkers aligned with the other king', '8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3'],
    ])('accepts %s', (_, fen) => {
      expect(codes(fen)).toEqual([]);
    });
  });

  describe('L-3.8 ERR_CASTLING_RIGHTS', () => {
    it('standard chess: the king on e1/e8, rooks in the corners', () => {
      expect(codes('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')).toEqual([]);
      expect(codes('4k3/8/8/8/8/8/8/4K3 w K - 0 1')).toEqual(['ERR_CASTLING_RIGHTS']);
      expect(codes('4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1')).toEqual(['ERR_CASTLING_RIGHTS']);
      expect(codes('4k3/8/8/8/8/8/8/1R2K2R w KQ - 0 1')).toEqual(['ERR_CASTLING_RIGHTS']);
    });

    it('names each bad right and why', () => {
      const [problem] = validateSetup(setupOf('4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1'));
      expect(problem!.squares).toEqual([sq('a1'), sq('h1')]);
      expect(problem!.message).toContain("White's king is on d1, not e1");
    });

    it('a rook of the wrong colour does not carry a right', () => {
      expect(codes('4k3/8/8/8/8/8/8/4K2r w K - 0 1')).toEqual(['ERR_CASTLING_RIGHTS']);
    });

    it('L-G2 Chess960: inner rooks and other king files are fine with chess960 only', () => {
      const fen = '1r2k3/8/1p6/8/8/5P2/8/1R2KR2 w KQq - 0 1';
      expect(codes(fen, { chess960: true })).toEqual([]);
      expect(codes(fen)).toEqual(['ERR_CASTLING_RIGHTS']);
      expect(
        codes('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1', { chess960: true }),
      ).toEqual([]);
    });

    it('L-G2 Chess960: one right per side of the king, the outermost rook kept', () => {
      expect(codes('2rrk3/8/8/8/8/8/3PPPPP/2RK4 w cd - 0 1', { chess960: true })).toEqual([
        'ERR_CASTLING_RIGHTS',
      ]);
      expect(normalized('2rrk3/8/8/8/8/8/3PPPPP/2RK4 w cd - 0 1', { chess960: true })).toBe(
        '2rrk3/8/8/8/8/8/3PPPPP/2RK4 w q - 0 1',
      );
    });

    it('L-G2 Chess960: no rights for a king off its back rank', () => {
      const [problem] = validateSetup(setupOf('4k3/8/8/8/8/8/4K3/7R w H - 0 1'), {
        chess960: true,
      });
      expect(problem!.code).toBe('ERR_CASTLING_RIGHTS');
      expect(problem!.message).toContain('off its back rank');
    });

    it('L-G2 Chess960: rights are judged per side, as shakmaty and chessops do', () => {
      expect(codes('1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1', { chess960: true })).toEqual([]);
      // A king on the h-file keeps its a-side right; kings on different files keep theirs.
      expect(codes('r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1', { chess960: true })).toEqual([]);
      expect(codes('1r3k1r/8/8/8/8/8/8/1R4KR w HBhb - 0 1', { chess960: true })).toEqual([]);
    });

    it('a hand-made right off the back ranks', () => {
      const setup = { ...defaultSetup(), castlingRights: SquareSet.corners().with(sq('e4')) };
      const [problem] = validateSetup(setup);
      expect(problem).toMatchObject({ code: 'ERR_CASTLING_RIGHTS', squares: [sq('e4')] });
      expect(problem!.message).toContain('not on a back rank');
      expect(normalizeSetup(setup).castlingRights.equals(SquareSet.corners())).toBe(true);
    });
  });

  describe('L-3.7 ERR_EP_SQUARE', () => {
    it.each([
      [
        'no pawn that double-stepped',
        'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1',
        'no white pawn stands on e4',
      ],
      ['wrong rank for the side to move', '4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1', 'not on rank 6'],
      ['rank 4', '4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1', 'not on rank 3'],
      ['the skipped square is occupied', '4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1', 'is occupied'],
      [
        'the start square is occupied',
        '4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1',
        'where the double step started',
      ],
      ['a pawn of the side to move', '4k3/8/8/8/4p3/8/8/4K3 b - e3 0 1', 'no white pawn'],
    ])('%s', (_, fen, words) => {
      const problems = validateSetup(setupOf(fen));
      expect(problems.map((p) => p.code)).toEqual(['ERR_EP_SQUARE']);
      expect(problems[0]!.message).toContain(words);
      expect(normalizeSetup(setupOf(fen)).epSquare).toBeUndefined();
    });

    it('an e.p. square behind a double-stepped pawn is valid even when no capture is possible', () => {
      expect(codes('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')).toEqual([]);
      expect(
        normalized('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').split(' ')[3],
      ).toBe('e3');
    });

    it('a hand-made e.p. square that is not a square', () => {
      const problems = validateSetup({ ...defaultSetup(), epSquare: 64 });
      expect(problems.map((p) => p.code)).toEqual(['ERR_EP_SQUARE']);
      expect(problems[0]!.message).toContain('not a square');
    });
  });

  describe('ERR_TOO_MUCH_MATERIAL', () => {
    it.each([
      ['nine pawns', '4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1', 'White has 9 pawns'],
      ['17 pieces', '4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K3 w - - 0 1', '17 pieces'],
      [
        'promoted pieces beyond the missing pawns',
        '4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1',
        '2 promoted pieces but only 0 missing pawns',
      ],
      [
        'two bishops on dark squares with all pawns',
        '4k3/pppppppp/8/8/1b1b4/8/8/4K3 w - - 0 1',
        'Black has 1 promoted',
      ],
    ])('%s', (_, fen, words) => {
      const problems = validateSetup(setupOf(fen));
      expect(problems.map((p) => p.code)).toEqual(['ERR_TOO_MUCH_MATERIAL']);
      expect(problems[0]!.message).toContain(words);
      expect(codes(fen, { mode: 'lenient' })).toEqual([]);
    });

    it('accepts eight promotions with no pawns left, and bishops on both colours', () => {
      expect(codes('R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1')).toEqual([]);
      expect(codes('4k3/pppppppp/8/8/1b2b3/8/8/4K3 w - - 0 1')).toEqual([]);
    });
  });

  describe('modes', () => {
    const fen = '4k3/8/8/8/8/P7/PPPPPPPP/R3K3 w Kq e6 0 1';

    it('strict (default) reports castling, e.p. and material problems', () => {
      expect(codes(fen)).toEqual(['ERR_CASTLING_RIGHTS', 'ERR_EP_SQUARE', 'ERR_TOO_MUCH_MATERIAL']);
      expect(codes(fen, { mode: 'strict' })).toEqual(codes(fen));
    });

    it('lenient waives them (castling and e.p. are normalized instead)', () => {
      expect(codes(fen, { mode: 'lenient' })).toEqual([]);
      expect(normalized(fen)).toBe('4k3/8/8/8/8/P7/PPPPPPPP/R3K3 w - - 0 1');
    });

    it('ignore waives exactly the listed codes', () => {
      expect(codes(fen, { ignore: ['ERR_EP_SQUARE'] })).toEqual([
        'ERR_CASTLING_RIGHTS',
        'ERR_TOO_MUCH_MATERIAL',
      ]);
      expect(codes('8/8/8/8/8/8/8/8 w - - 0 1', { ignore: ['ERR_EMPTY', 'ERR_KINGS'] })).toEqual(
        [],
      );
      expect(codes('8/8/8/8/8/8/8/8 w - - 0 1', { mode: 'lenient' })).toEqual([
        'ERR_EMPTY',
        'ERR_KINGS',
        'ERR_KINGS',
      ]);
    });
  });
});

describe('normalizeSetup', () => {
  it('keeps valid rights and e.p. squares and changes nothing else', () => {
    const setup = setupOf('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 4 3');
    const out = normalizeSetup(setup);
    expect(out).not.toBe(setup);
    expect(makeFen(out)).toBe(makeFen(setup));
  });

  it('drops only what cannot be right', () => {
    expect(normalized('1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1')).toBe(
      '1r2k3/8/8/8/8/8/8/R3KR2 w Q - 0 1',
    );
  });

  it('is idempotent and leaves nothing for validateSetup to complain about', () => {
    const out = normalizeSetup(setupOf('1r2k3/8/8/8/8/8/8/R3KR2 w KQkq e3 0 1'));
    expect(validateSetup(out)).toEqual([]);
    expect(makeFen(normalizeSetup(out))).toBe(makeFen(out));
  });
});

describe('PositionError', () => {
  it('is a ChesslawsError with code ERR_POSITION, all problems and their codes in the message', () => {
    const problems = validateSetup(setupOf('8/8/8/8/8/8/8/8 w K - 0 1'));
    const error = new PositionError(problems);
    expect(error).toBeInstanceOf(ChesslawsError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PositionError');
    expect(error.code).toBe('ERR_POSITION');
    expect(error.problems).toHaveLength(4);
    expect(error.codes).toEqual(['ERR_EMPTY', 'ERR_KINGS', 'ERR_CASTLING_RIGHTS']);
    for (const code of error.codes) expect(error.message).toContain(code);
    expect(error.message).toMatch(/^illegal position: ERR_EMPTY \(the board is empty\); ERR_KINGS/);
  });

  it('never arises from the start position', () => {
    expect(validateSetup(setupOf(INITIAL_FEN), { mode: 'strict' })).toEqual([]);
  });
});
