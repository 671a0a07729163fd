const A_LO = new Int32Array(16);
const A_HI = new Int32Array(16);
const B_LO = new Int32Array(16);
const B_HI = new Int32Array(16);
function samePosition(a, b) {
  if (
    a.turn !== b.turn ||
    a.halfmoves !== b.halfmoves ||
    a.fullmoves !== b.fullmoves ||
    a.chess960 !== b.chess960 ||
    a.variant !== b.variant ||
    a.epSquare !== b.epSquare
  )
    return false;
  a.copyBitboards(A_LO, A_HI);
  b.copyBitboards(B_LO, B_HI);
  for (let code = 0; code < 16; code++)
    if (A_LO[code] !== B_LO[code] || A_HI[code] !== B_HI[code]) return false;
  return a.castlingRights.equals(b.castlingRights);
}

export { samePosition };
//# sourceMappingURL=samePosition.js.map
