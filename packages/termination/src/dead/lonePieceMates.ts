/**
 * Pawnless endings where a lone minor piece can never mate because the loser's only helpers
 * would spoil every mate (found by hand from the geometry of the check):
 * - bishops of one square colour against rooks, queens and bishops of that colour: with the checking diagonal running
 *   from the loser's king through the square diagonally next to it, the two squares beside
 *   that square are of the other colour, so no bishop covers them and the winner's king covers
 *   at most one of them (it may not stand next to the loser's king). The other one must hold a
 *   rook or queen of the loser (a loser's bishop of the winner's square colour cannot stand
 *   there), which can step onto the diagonal square: it takes the checker or blocks the check.
 *   Bishops give no double check, and only a rook or queen could pin along that rank or file,
 *   so the step is legal and ends the check.
 * - one knight against queens: the two flight squares next to both the king and the knight must
 *   stay empty (a queen there takes the knight), so the winner's king covers them from the one
 *   square that can, and then the flight square on the knight's file (or rank) next to the king
 *   holds a queen that takes the knight through the empty square between them.
 * With no pawns, material only shrinks, so the condition holds in every later position.
 */
import { type Board, type Color, opposite, SquareSet } from '@chesslaws/board';

const LIGHT = SquareSet.lightSquares();
const DARK = SquareSet.darkSquares();

/** True when `winner` can never mate: one of the pawnless cases above. */
export function lonePieceCannotMate(board: Board, winner: Color): boolean {
  const { pawn, knight, bishop, rook, queen, king } = board.byRole;
  if (pawn.nonEmpty()) return false;
  const own = board.byColor[winner].diff(king);
  const theirs = board.byColor[opposite(winner)].diff(king);
  if (own.isEmpty()) return false;
  if (own.subsetOf(bishop) && (own.isDisjoint(LIGHT) || own.isDisjoint(DARK))) {
    // The loser's bishops on the winner's square colour never stand on those two squares.
    const winnerColour = own.isDisjoint(LIGHT) ? DARK : LIGHT;
    return theirs.subsetOf(rook.union(queen).union(bishop.intersect(winnerColour)));
  }
  if (own.subsetOf(knight) && !own.moreThanOne()) return theirs.subsetOf(queen);
  return false;
}
