import type { Square } from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import type { Departure } from './matchSan.js';

/**
 * Whether the piece could move to `to` if its own king's safety did not matter (a
 * pseudo-legal move): the moves package says which pieces attack `to`; a pawn also needs
 * something to capture there, and steps forward only onto empty squares.
 */
export function couldMove(pos: Position, { role, from }: Departure, to: Square): boolean {
  const target = pos.pieceAt(to);
  if (target?.color === pos.turn) return false;
  const step = pos.turn === 'white' ? 8 : -8;
  if (role !== 'pawn' || (from & 7) !== (to & 7)) {
    const attacks = pos.attackersOf(to, pos.turn).has(from);
    return role !== 'pawn' ? attacks : attacks && (target !== undefined || to === pos.epSquare);
  }
  if (target) return false;
  const startRank = pos.turn === 'white' ? 1 : 6;
  return (
    to === from + step ||
    (to === from + 2 * step && from >> 3 === startRank && !pos.pieceAt(from + step))
  );
}
