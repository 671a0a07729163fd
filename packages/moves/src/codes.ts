/**
 * Integer codes of the fast core. A piece is `color << 3 | role`; index `color << 3` of the
 * bitboard arrays holds all pieces of that colour, so one array serves both.
 * @internal
 * @packageDocumentation
 */
import { type Board, ROLES, type Role } from '@chesslaws/board';

/** Colour offsets: White pieces are 1..6, Black pieces 9..14. */
export const WHITE = 0;
/** Black's colour offset (see `WHITE`). */
export const BLACK = 8;

/** Role codes (0 is "no piece"). */
export const PAWN = 1;
/** Role code of a knight. */
export const KNIGHT = 2;
/** Role code of a bishop. */
export const BISHOP = 3;
/** Role code of a rook. */
export const ROOK = 4;
/** Role code of a queen. */
export const QUEEN = 5;
/** Role code of a king. */
export const KING = 6;

/** Role names by code; index 0 is unused. */
// Role codes are board's ROLES order plus one; index 0 (no piece) is never read.
export const ROLE_NAMES: readonly Role[] = ['pawn', ...ROLES];

/**
 * The fast path's piece codes, public: a piece is `color | role` (White 1..6, Black 9..14,
 * 0 for an empty square), as `Position.pieceCodeAt` returns them; promotion codes of move
 * integers (`movePromotion`) use the same role numbers.
 */
export const PIECE_CODE = {
  white: WHITE,
  black: BLACK,
  pawn: PAWN,
  knight: KNIGHT,
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  king: KING,
} as const;

/** The role code of a role name. */
export const roleCode = (role: Role): number => ROLE_NAMES.indexOf(role, 1);

/** "No square" in the core's integer fields (e.p. square). */
export const NO_SQUARE = -1;

/**
 * Bitboards by piece code, as `Position` holds them: the low (squares 0..31) and high (32..63)
 * halves of each piece code's set, and at index `WHITE` / `BLACK` all of that colour's pieces.
 */
export interface Bitboards {
  readonly bbLo: Int32Array;
  readonly bbHi: Int32Array;
}

/**
 * Writes the pieces of `board` into `bitboards` (16 entries each), replacing what was there.
 * `roles` names the role of each piece code (a variant's `pieceRoles`; default the standard six).
 */
export function fillBitboards(
  board: Board,
  { bbLo, bbHi }: Bitboards,
  roles: readonly (Role | '')[] = ROLE_NAMES,
): void {
  for (const colour of [WHITE, BLACK]) {
    const own = colour === WHITE ? board.byColor.white : board.byColor.black;
    bbLo[colour] = 0;
    bbHi[colour] = 0;
    for (let code = PAWN; code <= 7; code++) {
      const role = roles[code];
      const set = role ? board.roleSet(role) : undefined;
      bbLo[colour | code] = set ? set.lo & own.lo : 0;
      bbHi[colour | code] = set ? set.hi & own.hi : 0;
      bbLo[colour]! |= bbLo[colour | code]!;
      bbHi[colour]! |= bbHi[colour | code]!;
    }
  }
}
