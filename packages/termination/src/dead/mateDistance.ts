/**
 * How far a position looks from a checkmate of the loser, both sides cooperating (a helpmate):
 * lower is closer. It steers the best-first mate search; any estimate keeps the search sound.
 * - the loser's king walks to a corner, the winner's king stands two squares from it;
 * - the winner's pieces approach the loser's king, its pawns advance and promote;
 * - the loser's pieces gather next to their king (they block its flight squares), and when the
 *   winner has mating material of its own, they are offered for capture instead;
 * - a winner's pawn with a loser's pawn ahead on its file costs extra: the captures that free
 *   it (and open pawn cages) look closer;
 * - material the winner loses counts heavily against the position.
 */
import type { Color } from '@chesslaws/board';
import { PIECE_CODE, type Position } from '@chesslaws/moves';

// Local bindings: hot code reads module-level constants faster than another module's object.
const { black: BLACK, pawn: PAWN, knight: KNIGHT, bishop: BISHOP, king: KING } = PIECE_CODE;
const MATERIAL = [0, 1, 3, 3, 5, 9, 0];
/** The cost of a winner's pawn blocked on its file by a pawn of the loser. */
const BLOCKED_PAWN = 30;
// Scratch, per file: the furthest rank (from the winner's side) of a loser's pawn; the winner's pawns.
const LOSER_PAWN_FRONT = new Int8Array(8);
const WINNER_PAWNS = new Int8Array(64);
// Scratch: the squares and piece codes of the pieces other than kings.
const SQUARES = new Int8Array(64);
const CODES = new Uint8Array(64);

const distance = (a: number, b: number): number =>
  Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));
const edgeDistance = (square: number): number => {
  const file = square & 7;
  const rank = square >> 3;
  return Math.min(file, 7 - file, rank, 7 - rank);
};
const isLight = (square: number): boolean => ((square & 7) + (square >> 3)) % 2 === 1;
const LIGHT_CORNERS = [7, 56];
const DARK_CORNERS = [0, 63];
const ALL_CORNERS = [0, 7, 56, 63];
/** King steps to the nearest of `corners`. */
const cornerDistance = (square: number, corners: readonly number[]): number => {
  let best = 8;
  for (const corner of corners) best = Math.min(best, distance(square, corner));
  return best;
};

/**
 * An estimate (lower is closer) of how far `pos` is from `winner` checkmating the other side
 * with help from both sides. One pass over the board; it runs for every generated position.
 */
export function mateDistance(pos: Position, winner: Color): number {
  const winnerBit = winner === 'white' ? 0 : BLACK;
  // One read of the board: the occupied squares (bit by bit, lowest first) and their codes.
  const occupied = pos.occupied();
  let count = 0;
  let winnerKing = 0;
  let loserKing = 0;
  for (let half = 0; half < 2; half++) {
    for (let bits = half === 0 ? occupied.lo : occupied.hi; bits !== 0; bits &= bits - 1) {
      const square = 32 * half + 31 - Math.clz32(bits & -bits);
      const code = pos.pieceCodeAt(square);
      if ((code & 7) === KING) {
        if ((code & BLACK) === winnerBit) winnerKing = square;
        else loserKing = square;
      } else {
        SQUARES[count] = square;
        CODES[count++] = code;
      }
    }
  }
  let strong = false; // the winner mates without the loser's help (Q, R, P, two bishop colours, B+N)
  let lightBishop = false;
  let darkBishop = false;
  let knights = 0;
  let score = 3 * Math.abs(distance(winnerKing, loserKing) - 2);
  // The loser's pieces count once we know whether the winner needs them as blockers.
  let loserPieces = 0;
  let loserMaterial = 0;
  let loserPawnRanks = 0;
  let loserOfficers = 0;
  let winnerPawnCount = 0;
  LOSER_PAWN_FRONT.fill(-1);
  for (let i = 0; i < count; i++) {
    const square = SQUARES[i]!;
    const code = CODES[i]!;
    const role = code & 7;
    if ((code & BLACK) === winnerBit) {
      score -= 60 * MATERIAL[role]!;
      if (role === PAWN) {
        strong = true;
        score += 6 * (winnerBit === 0 ? 7 - (square >> 3) : square >> 3);
        WINNER_PAWNS[winnerPawnCount++] = square;
      } else if (role === KNIGHT) {
        knights++;
        score += 2 * Math.abs(distance(square, loserKing) - 2);
      } else {
        if (role === BISHOP) {
          if (isLight(square)) lightBishop = true;
          else darkBishop = true;
        } else strong = true;
        score += distance(square, loserKing);
      }
    } else {
      loserPieces++;
      loserMaterial += MATERIAL[role]!;
      if (role === PAWN) {
        const rank = winnerBit === 0 ? square >> 3 : 7 - (square >> 3); // from the winner's side
        loserPawnRanks += rank;
        if (rank > LOSER_PAWN_FRONT[square & 7]!) LOSER_PAWN_FRONT[square & 7] = rank;
      } else loserOfficers++;
      score += 2 * (distance(square, loserKing) - 1);
    }
  }
  // A winner's pawn with a loser's pawn ahead on its file cannot promote until a capture moves
  // one of them: rewarding the captures that unblock it opens pawn cages.
  for (let i = 0; i < winnerPawnCount; i++) {
    const square = WINNER_PAWNS[i]!;
    const rank = winnerBit === 0 ? square >> 3 : 7 - (square >> 3);
    if (LOSER_PAWN_FRONT[square & 7]! > rank) score += BLOCKED_PAWN;
  }
  if ((lightBishop && darkBishop) || ((lightBishop || darkBishop) && knights > 0)) strong = true;
  // The loser's pieces: capture fodder for a strong winner, self-blockers otherwise (a pawn
  // then promotes to one more blocker).
  if (strong) score += 40 * loserPieces + 8 * loserMaterial;
  else score += 3 * loserPawnRanks - 30 * loserOfficers;
  // A bishop of one colour mates on its own colour: the loser's king heads for such a corner.
  const corners =
    strong || knights > 0 || lightBishop === darkBishop
      ? ALL_CORNERS
      : lightBishop
        ? LIGHT_CORNERS
        : DARK_CORNERS;
  return score + 8 * cornerDistance(loserKing, corners) + 4 * edgeDistance(loserKing);
}
