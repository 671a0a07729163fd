/**
 * The fast path of SAN reading (L-C): plain English SAN (`Nf3`, `exd5`, `Rad1`, `Qh4xe1`,
 * `e8=Q+`, `O-O`) read with character arithmetic, no regular expression and no string, and
 * resolved by the moves package's `uniqueMoveTo` from its attack tables and a pin test, with
 * no move list generated (castling comes from the king's moves). `parseSan` and the PGN replay take it first; whatever it leaves (0) goes to
 * the forgiving reader, which also words every error.
 */
import { PIECE_CODE, type Position } from '@chesslaws/moves';
import { legalCastling } from './legalCastling.js';

// The moves package's role codes, so a letter read here feeds its generator directly.
const {
  pawn: PAWN,
  knight: KNIGHT,
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  king: KING,
} = PIECE_CODE;

// The role code of each piece letter; 0 for every other character below 128.
const ROLE_OF_LETTER = new Int8Array(128);
ROLE_OF_LETTER[78] = KNIGHT; // N
ROLE_OF_LETTER[66] = BISHOP; // B
ROLE_OF_LETTER[82] = ROOK; // R
ROLE_OF_LETTER[81] = QUEEN; // Q
ROLE_OF_LETTER[75] = KING; // K

// `O-O` or `O-O-O` (or with zeros) in san[0, end): the legal castling move, else 0.
function castling(pos: Position, san: string, end: number, o: number): number {
  if (end !== 3 && end !== 5) return 0;
  for (let k = 1; k < end; k += 2)
    if (san.charCodeAt(k) !== 45 || san.charCodeAt(k + 1) !== o) return 0;
  return legalCastling(pos, end === 3 ? 'short' : 'long');
}

/**
 * The move integer of `san` in `pos` when `san` is plain English SAN of one legal move (its
 * check, mate and `!?` signs, which say nothing of the move, may be there or not); 0 for
 * anything else: not necessarily illegal, ask `parseSan`. Two legal moves that fit, a pawn
 * reaching the last rank with no promotion piece, or castling that cannot be done: 0 too.
 */
export function fastSan(pos: Position, san: string): number {
  // A fairy variant's letters name its own pieces: the forgiving reader knows them.
  if (pos.variant.fairy) return 0;
  let end = san.length;
  while (end > 0) {
    const c = san.charCodeAt(end - 1);
    if (c !== 43 && c !== 35 && c !== 33 && c !== 63) break; // + # ! ?
    end--;
  }
  if (end < 2) return 0;
  const c0 = san.charCodeAt(0);
  if (c0 === 79 || c0 === 48) return castling(pos, san, end, c0); // O, 0
  let role: number = PAWN;
  let i = 0;
  if (c0 < 128 && ROLE_OF_LETTER[c0]! !== 0) {
    role = ROLE_OF_LETTER[c0]!;
    i = 1;
  } else if (c0 < 97 || c0 > 104) return 0; // neither a piece letter nor a pawn's file
  // From the end: [=]promotion, destination, capture sign; what is left tells the departure.
  let promotion = 0;
  const last = san.charCodeAt(end - 1);
  if (last < 128 && ROLE_OF_LETTER[last]! > PAWN && ROLE_OF_LETTER[last]! < KING) {
    if (role !== PAWN) return 0;
    promotion = ROLE_OF_LETTER[last]!;
    end--;
    if (san.charCodeAt(end - 1) === 61) end--; // =
  }
  if (end - i < 2) return 0;
  const toFile = san.charCodeAt(end - 2) - 97;
  const toRank = san.charCodeAt(end - 1) - 49;
  if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) return 0;
  end -= 2;
  let capture = false;
  if (end > i && san.charCodeAt(end - 1) === 120) {
    capture = true; // x
    end--;
  }
  let fromFile = -1;
  let fromRank = -1;
  if (end > i) {
    const file = san.charCodeAt(i) - 97;
    if (file >= 0 && file <= 7) {
      fromFile = file;
      i++;
    }
  }
  if (end > i) {
    const rank = san.charCodeAt(i) - 49;
    if (rank >= 0 && rank <= 7) {
      fromRank = rank;
      i++;
    }
  }
  if (i !== end) return 0;
  if (role === PAWN) {
    // A pawn names its file exactly when it captures, and never its rank.
    if (fromRank !== -1 || capture !== (fromFile !== -1)) return 0;
    if (!capture) fromFile = toFile;
  }
  return pos.uniqueMoveTo(toRank * 8 + toFile, role, fromFile, fromRank, promotion);
}
