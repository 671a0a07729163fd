import { type Board, type Color, opposite, SquareSet } from '@chesslaws/board';

const LIGHT = SquareSet.lightSquares();
const DARK = SquareSet.darkSquares();

/** True when every square of `set` has the same colour (also for an empty set). */
const oneSquareColour = (set: SquareSet): boolean => set.isDisjoint(LIGHT) || set.isDisjoint(DARK);

/**
 * True when `color` cannot checkmate by any series of legal moves because of material alone
 * (part of L-5.2.2 and L-6.9): a lone king; king and one minor piece against a lone king;
 * king and bishops all on one square colour against a king with at most bishops on that
 * same colour (the mated king needs a blocker on a square of the other colour).
 * A `false` answer proves nothing: `analyzeWinnability` looks further.
 */
export function hasInsufficientMaterial(board: Board, color: Color): boolean {
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
 * K+B v K+B with all bishops on one square colour. Cheap enough to run after every move;
 * `quickDeadCheck` also sees blocked pawn walls.
 */
export function isInsufficientMaterial(board: Board): boolean {
  return hasInsufficientMaterial(board, 'white') && hasInsufficientMaterial(board, 'black');
}
