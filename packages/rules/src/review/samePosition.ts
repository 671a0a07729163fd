// Whether two positions are equal as a start: what lets a review reuse what it built for another game.
import type { ReadonlyPosition } from '@chesslaws/moves';

// Scratch for the two positions' bitboards (by piece code: the placement, square for square).
const A_LO = new Int32Array(16);
const A_HI = new Int32Array(16);
const B_LO = new Int32Array(16);
const B_HI = new Int32Array(16);

/** Whether two positions are the same in every field a setup reads. */
export function samePosition(a: ReadonlyPosition, b: ReadonlyPosition): boolean {
  if (
    a.turn !== b.turn ||
    a.halfmoves !== b.halfmoves ||
    a.fullmoves !== b.fullmoves ||
    a.chess960 !== b.chess960 ||
    a.variant !== b.variant ||
    a.epSquare !== b.epSquare
  )
    return false;
  // The placement from the bitboards, 32 integers a side, not 64 square reads each.
  a.copyBitboards(A_LO, A_HI);
  b.copyBitboards(B_LO, B_HI);
  for (let code = 0; code < 16; code++)
    if (A_LO[code] !== B_LO[code] || A_HI[code] !== B_HI[code]) return false;
  return a.castlingRights.equals(b.castlingRights);
}
