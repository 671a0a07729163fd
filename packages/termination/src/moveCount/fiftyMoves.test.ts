import { makeUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { fen, historyOf } from '../../test/helpers.js';
import { PositionHistory } from '../repetition/positionHistory.js';
import {
  canClaimFiftyMoves,
  fiftyMoveClaimMoves,
  isSeventyFiveMoves,
  movesWithoutProgress,
} from './fiftyMoves.js';

const ROOKS = 'r3k3/8/8/8/8/8/8/R3K3';

describe('fifty and seventy-five moves (L-9.3, L-9.6.2)', () => {
  it('L-9.3.2 a claim needs 50 moves by each player: halfmove clock 100', () => {
    expect(canClaimFiftyMoves(historyOf('', `${ROOKS} w - - 99 80`))).toBe(false);
    const history = historyOf('a1a2', `${ROOKS} w - - 99 80`);
    expect(movesWithoutProgress(history)).toBe(50);
    expect(canClaimFiftyMoves(history)).toBe(true);
  });

  it('L-9.3 a game from a FEN continues its halfmove clock, whoever moves first', () => {
    const blackFirst = historyOf('a8a7', `${ROOKS} b - - 99 80`);
    expect(canClaimFiftyMoves(blackFirst)).toBe(true);
    const fresh = historyOf('a1a2 a8a7 a2a1', `${ROOKS} w - - 0 1`);
    expect(fresh.halfmoveClock()).toBe(3);
    expect(movesWithoutProgress(fresh)).toBe(1);
  });

  it('L-9.3 a pawn move or a capture starts the count again', () => {
    const history = historyOf('a1a8', `${ROOKS} w - - 120 80`);
    expect(history.halfmoveClock()).toBe(0);
    expect(canClaimFiftyMoves(history)).toBe(false);
  });

  it('L-9.3.1 a claim with an intended move: any move that is not a pawn move or capture', () => {
    const history = historyOf('', `${ROOKS} w - - 99 80`);
    const moves = fiftyMoveClaimMoves(history).map((m) => makeUci(history.position, m));
    expect(moves).toContain('a1a2');
    expect(moves).not.toContain('a1a8'); // the capture resets the count
    expect(fiftyMoveClaimMoves(historyOf('', `${ROOKS} w - - 98 80`))).toEqual([]);
  });

  it('L-9.3 the number of moves is an option', () => {
    const history = historyOf('', `${ROOKS} w - - 60 80`);
    expect(canClaimFiftyMoves(history, { moves: 30 })).toBe(true);
    expect(canClaimFiftyMoves(history)).toBe(false);
  });

  it('L-9.6.2 75 moves by each player draw at once', () => {
    expect(isSeventyFiveMoves(historyOf('', `${ROOKS} w - - 149 80`))).toBe(false);
    expect(isSeventyFiveMoves(historyOf('a1a2', `${ROOKS} w - - 149 80`))).toBe(true);
  });

  it('L-9.6.2 a mate on the 75th move stands', () => {
    const history = historyOf('a1a8', '7k/8/6K1/8/8/8/8/R7 w - - 149 100');
    expect(history.halfmoveClock()).toBe(150);
    expect(history.position.isCheckmate()).toBe(true);
    expect(isSeventyFiveMoves(history)).toBe(false);
  });

  it('L-9.6.2 the number of moves is an option', () => {
    expect(isSeventyFiveMoves(historyOf('', `${ROOKS} w - - 120 80`), { moves: 60 })).toBe(true);
    expect(isSeventyFiveMoves(historyOf('', `${ROOKS} w - - 119 80`), { moves: 60 })).toBe(false);
  });

  it('S-75 the legacy classes move the automatic limit 25 moves on, as they do the claim', () => {
    const krbKr = 'r3k3/8/8/8/8/8/8/R1B1K3 w - -';
    const at150 = historyOf('', `${krbKr} 150 90`);
    expect(isSeventyFiveMoves(at150)).toBe(true);
    expect(isSeventyFiveMoves(at150, { legacyMaterialClasses: true })).toBe(false);
    expect(
      isSeventyFiveMoves(historyOf('', `${krbKr} 200 90`), { legacyMaterialClasses: true }),
    ).toBe(true);
    // Material outside the classes keeps 75 moves.
    expect(
      isSeventyFiveMoves(historyOf('', `${ROOKS} w - - 150 80`), { legacyMaterialClasses: true }),
    ).toBe(true);
  });

  it('fromPosition keeps the FEN clock', () => {
    expect(PositionHistory.fromPosition(fen(`${ROOKS} w - - 37 80`)).halfmoveClock()).toBe(37);
  });
});
