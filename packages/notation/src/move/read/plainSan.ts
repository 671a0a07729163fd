/**
 * Plain English SAN (`Nf3`, `exd5`, `Rad1`, `e8=Q+`, `O-O`) read into one
 * integer, so the replay's fast paths allocate nothing. Anything else (other
 * languages, figurines, LAN, UCI) is -1 and left to `parseSan`.
 */

import { ROLES, type Role } from '@chesslaws/board';
import { PIECE_CODE } from '@chesslaws/moves';

/** The roles by the role codes packed here (1 pawn .. 6 king; 0 unused). */
// Role codes are board's ROLES order plus one; index 0 (no piece) is never read.
export const ROLE_NAMES: readonly Role[] = ['pawn', ...ROLES];
// The moves package's role codes, so a parsed role feeds its fast path directly.
const {
  pawn: PAWN,
  knight: KNIGHT,
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  king: KING,
} = PIECE_CODE;

const ROLE_OF_LETTER = new Int8Array(128);
ROLE_OF_LETTER['N'.charCodeAt(0)] = KNIGHT;
ROLE_OF_LETTER['B'.charCodeAt(0)] = BISHOP;
ROLE_OF_LETTER['R'.charCodeAt(0)] = ROOK;
ROLE_OF_LETTER['Q'.charCodeAt(0)] = QUEEN;
ROLE_OF_LETTER['K'.charCodeAt(0)] = KING;

const isFile = (c: number): boolean => c >= 97 && c <= 104;
const isRank = (c: number): boolean => c >= 49 && c <= 56;

// Layout: bits 0-5 destination, 6-8 role, 9-11 promotion role, 12-15 origin file + 1,
// 16-19 origin rank + 1, 20 capture sign, 21-22 castling (1 short, 2 long).
/** Destination square. */
export const sanTo = (s: number): number => s & 63;
/** Role code of the moving piece. */
export const sanRole = (s: number): number => (s >>> 6) & 7;
/** Promotion role code, 0 for none. */
export const sanPromotion = (s: number): number => (s >>> 9) & 7;
/** Origin file hint 0..7, or -1. */
export const sanFromFile = (s: number): number => ((s >>> 12) & 15) - 1;
/** Origin rank hint 0..7, or -1. */
export const sanFromRank = (s: number): number => ((s >>> 16) & 15) - 1;
/** Written with a capture sign. */
export const sanCapture = (s: number): boolean => ((s >>> 20) & 1) === 1;
/** 1 for `O-O`, 2 for `O-O-O`, 0 otherwise. */
export const sanCastling = (s: number): number => (s >>> 21) & 3;

/** The packed reading of plain SAN, or -1. */
export function scanPlainSan(san: string): number {
  let end = san.length;
  // Check, mate and annotation suffixes say nothing about which move it is.
  while (end > 0) {
    const c = san.charCodeAt(end - 1);
    if (c !== 43 && c !== 35 && c !== 33 && c !== 63) break;
    end--;
  }
  if (end < 2) return -1;
  const c0 = san.charCodeAt(0);
  if (c0 === 79 || c0 === 48) {
    // O-O, O-O-O (or with zeros)
    if (end !== 3 && end !== 5) return -1;
    for (let k = 1; k < end; k += 2)
      if (san.charCodeAt(k) !== 45 || san.charCodeAt(k + 1) !== c0) return -1;
    return (end === 3 ? 1 : 2) << 21;
  }
  let role: number = PAWN;
  let i = 0;
  if (c0 < 128 && ROLE_OF_LETTER[c0]! > 0) {
    role = ROLE_OF_LETTER[c0]!;
    i = 1;
  } else if (!isFile(c0)) return -1;

  // Backwards: [=]promotion, destination, capture sign; what is left are origin hints.
  let promotion = 0;
  const last = san.charCodeAt(end - 1);
  if (last < 128 && ROLE_OF_LETTER[last]! > PAWN && ROLE_OF_LETTER[last]! < KING) {
    if (role !== PAWN) return -1;
    promotion = ROLE_OF_LETTER[last]!;
    end--;
    if (san.charCodeAt(end - 1) === 61) end--;
  }
  if (end - i < 2) return -1;
  const toFile = san.charCodeAt(end - 2);
  const toRank = san.charCodeAt(end - 1);
  if (!isFile(toFile) || !isRank(toRank)) return -1;
  end -= 2;
  let capture = 0;
  if (end > i && san.charCodeAt(end - 1) === 120) {
    capture = 1;
    end--;
  }
  let fromFile = -1;
  let fromRank = -1;
  if (end > i && isFile(san.charCodeAt(i))) fromFile = san.charCodeAt(i++) - 97;
  if (end > i && isRank(san.charCodeAt(i))) fromRank = san.charCodeAt(i++) - 49;
  if (i !== end) return -1;
  if (role === PAWN) {
    if (fromRank !== -1 || capture !== (fromFile === -1 ? 0 : 1)) return -1;
    if (capture === 0) fromFile = toFile - 97; // a pawn that does not capture stays on its file
  }
  return (
    ((toRank - 49) * 8 + (toFile - 97)) |
    (role << 6) |
    (promotion << 9) |
    ((fromFile + 1) << 12) |
    ((fromRank + 1) << 16) |
    (capture << 20)
  );
}
