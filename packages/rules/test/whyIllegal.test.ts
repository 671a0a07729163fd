import { crazyhouse } from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import { casual, createGame, type Regulation } from '../src/index.js';
import { english } from './harness.js';

/** The message `play(move)` refuses `move` with, after `before`, from `fen` under `regulation`. */
function refusal(
  move: string,
  options: { fen?: string; before?: string; regulation?: Regulation } = {},
) {
  const game = createGame(
    options.regulation ?? casual(),
    options.fen ? { start: { fen: options.fen } } : {},
  );
  if (!game.ok) throw game.error;
  for (const m of options.before?.split(' ') ?? []) if (!game.value.play(m).ok) throw new Error(m);
  const result = game.value.play(move);
  if (result.ok) throw new Error(`${move} was played`);
  expect(result.error.code).toBe('ERR_RULES_ILLEGAL_MOVE');
  expect(result.error.rule).toBe('L-3.10');
  // What a reader sees: the refusal's words (the rule is `rule`, beside them).
  return english(result.error.detail);
}

const PROMOTION = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
const POCKETS = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1';

describe('why a move is not legal, in the refusal', () => {
  it("L-3.10 a move from an empty square, or with the opponent's piece, says so", () => {
    expect(refusal('e3e4')).toBe(
      'e3e4 is not a legal move for White here: there is no piece on e3',
    );
    expect(refusal('e7e5')).toBe(
      "e7e5 is not a legal move for White here: the pawn on e7 is not White's",
    );
    expect(refusal('e2e4', { before: 'e2e4' })).toBe(
      'e2e4 is not a legal move for Black here: there is no piece on e2',
    );
  });

  it('L-3.1 a piece that cannot go there lists where it can', () => {
    expect(refusal('g1g3')).toBe(
      'g1g3 is not a legal move for White here: the knight on g1 can go to f3, h3',
    );
    expect(refusal('e2e5')).toBe(
      'e2e5 is not a legal move for White here: the pawn on e2 can go to e3, e4',
    );
    expect(refusal('f1c4')).toBe(
      'f1c4 is not a legal move for White here: the bishop on f1 has no legal move',
    );
  });

  it('L-3.9 in check, a move that does not answer it says the king is in check', () => {
    // 1. e4 d5 2. Bb5+: Black is in check, and the knight on g8 can neither block nor capture.
    expect(refusal('g8f6', { before: 'e2e4 d7d5 f1b5' })).toBe(
      'g8f6 is not a legal move for Black here: the king is in check, and the knight on g8 cannot help',
    );
    // A piece that can answer the check is told where: c6 and d7 block.
    expect(refusal('b8a6', { before: 'e2e4 d7d5 f1b5' })).toBe(
      'b8a6 is not a legal move for Black here: the knight on b8 can go to c6, d7 (the king is in check)',
    );
  });

  it('L-3.7 a pawn reaching the last rank must name its promotion, and only then may promote', () => {
    expect(refusal('a7a8', { fen: PROMOTION })).toBe(
      'a7a8 is not a legal move for White here: a pawn reaching the last rank must promote: add q, r, b or n (a7a8q)',
    );
    expect(refusal('a7a8k', { fen: PROMOTION })).toBe(
      'a7a8k is not a legal move for White here: a pawn may not promote to a king in standard chess',
    );
    expect(refusal('e1e2q', { fen: PROMOTION })).toBe(
      'e1e2q is not a legal move for White here: only a pawn reaching the last rank promotes',
    );
  });

  it('V-crazyhouse.drops a drop names what is missing: the piece in hand, an empty square, a legal rank', () => {
    const regulation = casual({ variant: crazyhouse() });
    expect(refusal('Q@e2', { fen: POCKETS, regulation })).toBe(
      'Q@e2 is not a legal move for White here: e2 is not empty',
    );
    expect(refusal('R@e4', { fen: POCKETS, regulation })).toBe(
      'R@e4 is not a legal move for White here: White has no rook in hand',
    );
    expect(refusal('Q@e4')).toBe(
      'Q@e4 is not a legal move for White here: there are no drops in standard chess',
    );
    const pawns = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBN1[P] w Qkq - 0 1';
    expect(refusal('P@h1', { fen: pawns, regulation })).toBe(
      'P@h1 is not a legal move for White here: a pawn may not be dropped on the first or last rank',
    );
  });
});
