import type { Move } from '@chesslaws/moves';
import type { PositionHistory } from './positionHistory.js';

/**
 * L-9.2.1.2: the player to move may claim a draw now because the current position (same
 * side to move, pieces, castling rights and legal e.p. captures, L-9.2.2) has appeared for at
 * least the third time.
 */
export function canClaimThreefold(history: PositionHistory): boolean {
  return history.occurrences() >= 3;
}

/**
 * L-9.2.1.1: the moves the player to move may write down to claim a draw, because the
 * position after them will have appeared for at least the third time. Pawn moves and
 * captures never qualify (no earlier position can match after them).
 */
export function threefoldClaimMoves(history: PositionHistory): Move[] {
  const pos = history.peekPosition();
  const claims: Move[] = [];
  for (const move of pos.legalMoves()) {
    if (pos.isZeroing(move)) continue;
    const next = pos.clone();
    next.play(move);
    if (history.occurrencesOfNextKey(next.hash()) >= 2) claims.push(move);
  }
  return claims;
}
