import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { isStaticallyUnwinnable, staticallyUnwinnableSides } from './staticUnwinnability.js';

/**
 * A cheap sound test (microseconds, no search) that `color` cannot mate: insufficient
 * material, a lone minor piece against queens or rooks, or a frozen pawn structure with no
 * mate pattern. `false` proves nothing.
 */
export function quickUnwinnableCheck(pos: ReadonlyPosition, color: Color): boolean {
  return isStaticallyUnwinnable(pos.board, color, pos.legalEpSquare() !== undefined, pos.turn);
}

/**
 * A cheap sound test (microseconds, no search) for a dead position (L-5.2.2): neither side
 * can mate, by material or by a blocked pawn wall. Safe to run after every move in a UI;
 * `false` proves nothing (`analyzeDeadPosition` decides the rest).
 */
export function quickDeadCheck(pos: ReadonlyPosition): boolean {
  const sides = staticallyUnwinnableSides(pos.board, pos.legalEpSquare() !== undefined, pos.turn);
  return sides.white && sides.black;
}
