// Whether two positions are equal as a start: what lets a review reuse what it built for another game.
import type { ReadonlyPosition } from '@chesslaws/moves';

/** Whether two positions are the same in every field a setup reads. */
export function samePosition(a: ReadonlyPosition, b: ReadonlyPosition): boolean {
  if (
    a.turn !== b.turn ||
    a.halfmoves !== b.halfmoves ||
    a.fullmoves !== b.fullmoves ||
    a.chess960 !== b.chess960 ||
    a.variant !== b.variant ||
    a.epSquare !== b.epSquare ||
    !a.castlingRights.equals(b.castlingRights)
  )
    return false;
  for (let square = 0; square < 64; square++)
    if (a.pieceCodeAt(square) !== b.pieceCodeAt(square)) return false;
  return true;
}
