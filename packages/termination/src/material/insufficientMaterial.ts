import { type Board, type Color, opposite, SquareSet } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { BLACK_INSUFFICIENT, screenMaterial, WHITE_INSUFFICIENT } from '../dead/staticScreen.js';
import { isVariantDrawnByMaterial, variantCannotWin } from '../variant/variantEnds.js';

const LIGHT = SquareSet.lightSquares();
const DARK = SquareSet.darkSquares();

/** True when every square of `set` has the same colour (also for an empty set). */
const oneSquareColour = (set: SquareSet): boolean => set.isDisjoint(LIGHT) || set.isDisjoint(DARK);

/** True for a position, false for a board. */
const isPosition = (placement: Board | ReadonlyPosition): placement is ReadonlyPosition =>
  typeof (placement as Partial<ReadonlyPosition>).pieceCodeAt === 'function';

/**
 * True when `color` cannot checkmate by any series of legal moves because of material alone
 * (part of L-5.2.2 and L-6.9): a lone king; king and one minor piece against a lone king;
 * king and bishops all on one square colour against a king with at most bishops on that
 * same colour (the mated king needs a blocker on a square of the other colour).
 * A `false` answer proves nothing: `analyzeWinnability` looks further.
 *
 * Pass the position itself rather than `pos.board` where you can: it is then answered from one
 * scan of its squares, without building a `Board` (which costs more than the answer). A
 * variant's position is judged by the variant's `insufficientMaterial` (see `variantCannotWin`).
 */
export function hasInsufficientMaterial(
  placement: Board | ReadonlyPosition,
  color: Color,
): boolean {
  if (!isPosition(placement)) return boardHasInsufficientMaterial(placement, color);
  if (!placement.variant.standard) return variantCannotWin(placement, color);
  const flags = screenMaterial(placement);
  return (flags & (color === 'white' ? WHITE_INSUFFICIENT : BLACK_INSUFFICIENT)) !== 0;
}

/** {@link hasInsufficientMaterial} on a board (standard chess). @internal */
export function boardHasInsufficientMaterial(board: Board, color: Color): boolean {
  const own = board.byColor[color];
  const { pawn, knight, bishop, rook, queen, king } = board.byRole;
  if (own.intersects(pawn.union(rook).union(queen))) return false;
  const knights = own.intersect(knight);
  const bishops = own.intersect(bishop);
  if (knights.isEmpty() && bishops.isEmpty()) return true;
  const theirs = board.byColor[opposite(color)].diff(king);
  if (theirs.isEmpty()) {
    if (knights.size() + bishops.size() === 1) return true;
    return knights.isEmpty() && oneSquareColour(bishops);
  }
  if (knights.nonEmpty() || !theirs.subsetOf(bishop)) return false;
  return oneSquareColour(bishops.union(theirs));
}

/**
 * True when neither side can mate because of material alone (L-5.2.2): K v K, K+minor v K,
 * K+B v K+B with all bishops on one square colour. Cheap enough to run after every move,
 * especially given the position rather than `pos.board` (one scan of its squares then answers,
 * with no `Board` built and nothing allocated); `quickDeadCheck` also sees blocked pawn walls.
 * A variant's position is judged by the variant's own rule (`isVariantDrawnByMaterial`).
 */
export function isInsufficientMaterial(placement: Board | ReadonlyPosition): boolean {
  if (!isPosition(placement))
    return (
      boardHasInsufficientMaterial(placement, 'white') &&
      boardHasInsufficientMaterial(placement, 'black')
    );
  if (!placement.variant.standard) return isVariantDrawnByMaterial(placement);
  const both = WHITE_INSUFFICIENT | BLACK_INSUFFICIENT;
  return (screenMaterial(placement) & both) === both;
}
