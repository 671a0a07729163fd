/**
 * Makruk's counting rule as a game end: once no pawn is left, the side with more material
 * must mate within the count (64 moves, or fewer against a bare king by what mates it, as
 * Fairy-Stockfish and pychess count); when the count runs out the game is drawn, unless the
 * side to move is checkmated. The count itself is kept by the position (`pos.counting`).
 * @packageDocumentation
 */
import type { ReadonlyPosition } from '@chesslaws/moves';
import { drawOutcome, type Outcome } from '../outcome/termination.js';

/**
 * True when `pos` is drawn by its variant's counting rule (makruk): the count has passed its
 * limit, and the side to move is not checkmated (`V-<name>.counting`).
 */
export function isCountingDraw(pos: ReadonlyPosition): boolean {
  const counting = pos.counting;
  if (counting === undefined || counting.ply <= counting.limit) return false;
  return !pos.isCheck() || pos.hasLegalMoves();
}

/** The draw by the counting rule when `pos` has reached it (see {@link isCountingDraw}). */
export function countingOutcome(pos: ReadonlyPosition): Outcome | undefined {
  return isCountingDraw(pos)
    ? drawOutcome('variant-end', `V-${pos.variant.name}.counting`)
    : undefined;
}
