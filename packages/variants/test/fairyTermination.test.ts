// The termination package on the fairy variants: extinction, shatranj's bare king and lost
// stalemate, n-check on a royal piece that is not a king, makruk's counting draw, and no draw by
// standard chess's insufficient material for pieces that are not standard chess's.
import { unwrap } from '@chesslaws/board';
import { Position, parseUci, type Variant } from '@chesslaws/moves';
import {
  automaticOutcome,
  countingOutcome,
  isCountingDraw,
  PositionHistory,
  variantBoardOutcome,
  variantCannotWin,
} from '@chesslaws/termination';
import { describe, expect, it } from 'vitest';
import { extinction, knightmate, makruk, shatranj } from '../src/index.js';
import { USER_VARIANTS } from './userVariants.js';

const at = (fen: string, variant: Variant) => unwrap(Position.fromFen(fen, { variant }));
const outcomeOf = (fen: string, variant: Variant) =>
  automaticOutcome(PositionHistory.fromPosition(at(fen, variant)));

describe('the fairy variants end as Fairy-Stockfish and pychess end them', () => {
  it('V-extinction.extinction the side whose last queen is taken loses at once', () => {
    const pos = at('rnb1kbnr/pppppppp/8/3q4/8/8/PPPQPPPP/RNB1KBNR w KQkq - 0 1', extinction());
    expect(pos.outcome()).toBeUndefined();
    pos.play(parseUci('d2d5')!);
    expect(variantBoardOutcome(pos)).toEqual({
      result: '1-0',
      termination: 'variant-end',
      winner: 'white',
      byRule: 'V-extinction.extinction',
    });
    expect(pos.legalMoves()).toHaveLength(0);
  });

  it('V-shatranj.bare-king a king left alone loses, unless it bares the other king in reply', () => {
    // White has king and ferz, Black its king: Black is bare and White to move: Black loses.
    expect(outcomeOf('8/8/3k4/8/8/3Q4/3K4/8 w - - 0 1', shatranj())).toMatchObject({
      result: '1-0',
      termination: 'variant-end',
      byRule: 'V-shatranj.bare-king',
    });
    // Black to move, with a ferz to take: not over yet (it may bare White in turn).
    expect(outcomeOf('8/8/3k4/2Q5/8/8/3K4/8 b - - 0 1', shatranj())).toBeUndefined();
  });

  it('V-shatranj.stalemate the stalemated side loses (a stalemate, won)', () => {
    // Black's king on a8 boxed in by White's king and ferz (on b6), its pawn blocked on h3.
    const outcome = outcomeOf('k7/2K5/1Q6/8/8/7p/7P/8 b - - 0 1', shatranj());
    expect(outcome).toEqual({
      result: '1-0',
      termination: 'stalemate',
      winner: 'white',
      byRule: 'V-shatranj.stalemate',
    });
  });

  it('V-knightmate3.checks the third check on a knight-moving royal king wins', () => {
    const variant = USER_VARIANTS.find((v) => v.fsf === 'knightmate3')!.variant;
    const pos = at('4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1', variant);
    pos.play(parseUci('a1a8')!);
    expect(variantBoardOutcome(pos)).toMatchObject({
      result: '1-0',
      termination: 'variant-end',
      byRule: 'V-knightmate3.checks',
    });
  });

  it('V-makruk.counting once the count runs out the game is drawn, unless it is mate', () => {
    // Fairy-Stockfish's FEN: a limit of 16 plies, 17 counted.
    const over = at('8/8/3k4/8/8/8/3K4/R7 b - 16 17 40', makruk());
    expect(over.counting).toEqual({ limit: 16, ply: 17 });
    expect(isCountingDraw(over)).toBe(true);
    expect(countingOutcome(over)).toEqual({
      result: '1/2-1/2',
      termination: 'variant-end',
      byRule: 'V-makruk.counting',
    });
    expect(automaticOutcome(PositionHistory.fromPosition(over))).toEqual(countingOutcome(over));
    expect(isCountingDraw(at('8/8/3k4/8/8/8/3K4/R7 b - 16 16 40', makruk()))).toBe(false);
    // The count starts when the last pawn is gone: 64 moves (128 plies) while both sides have
    // more than a king, from 0.
    const board = at('8/3m4/3k4/8/3p4/3R4/3K4/8 w - - 0 40', makruk());
    board.play(parseUci('d3d4')!);
    expect(board.counting).toEqual({ limit: 128, ply: 0 });
    // Against a bare king by what mates it (a rook: 16 moves), counted from the pieces left (3).
    const bare = at('8/8/3k4/8/3p4/3R4/3K4/8 w - - 0 40', makruk());
    bare.play(parseUci('d3d4')!);
    expect(bare.counting).toEqual({ limit: 32, ply: 6 });
  });

  it("V-knightmate no draw by standard chess's insufficient material: its kings are knights", () => {
    const pos = at('4k3/8/8/8/8/8/8/4K3 w - - 0 1', knightmate());
    expect(variantCannotWin(pos, 'white')).toBe(false);
    expect(variantBoardOutcome(pos)).toBeUndefined();
  });
});
