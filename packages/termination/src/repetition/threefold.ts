import { decodeMove, MAX_MOVES, type Move } from '@chesslaws/moves';
import type { PositionHistory } from './positionHistory.js';

/**
 * L-9.2.1.2: the player to move may claim a draw now because the current position (same
 * side to move, pieces, castling rights and legal e.p. captures, L-9.2.2) has appeared for at
 * least the third time.
 */
export function canClaimThreefold(history: PositionHistory): boolean {
  return history.occurrences() >= 3;
}

const buffer = new Int32Array(MAX_MOVES);

/**
 * L-9.2.1.1: the moves the player to move may write down to claim a draw, because the
 * position after them will have appeared for at least the third time. Pawn moves and
 * captures never qualify (no earlier position can match after them).
 */
export function threefoldClaimMoves(history: PositionHistory): Move[] {
  // Nothing to match unless the position two plies back is in the window: a cheap early out.
  if (history.halfmoveClock() < 3) return [];
  const walker = history.current.clone({ undo: false });
  const n = walker.generate(buffer, 0);
  const claims: Move[] = [];
  for (let i = 0; i < n; i++) {
    const m = buffer[i]!;
    walker.make(m);
    // A pawn move or a capture zeroes the clock: no earlier position can match after it.
    if (walker.halfmoves !== 0 && history.occurrencesOfNextKey(walker.hash()) >= 2) {
      claims.push(decodeMove(m));
    }
    walker.unmake();
  }
  return claims;
}
