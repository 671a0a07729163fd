/**
 * Moves as objects at the API (`{ from, to, promotion? }`) and as 32-bit integers in the fast
 * core, plus UCI text.
 * @packageDocumentation
 */
import { makeSquare, type Role, type Square } from '@chesslaws/board';
import { ROLE_NAMES, roleCode } from './codes.js';
import type { ReadonlyPosition } from './readonlyPosition.js';
import type { Variant } from './variant.js';

/**
 * A role a pawn can promote to (L-3.7; antichess adds the king, a fairy variant its own pieces,
 * such as makruk's met).
 */
export type PromotionRole = Exclude<Role, 'pawn'>;

/**
 * A move. Castling is always the king moving onto its own rook's square (`e1h1`, `e1a1`), which
 * works for Chess960 too; `pos.normalizeMove()` also accepts the king's two-square step in
 * standard chess and returns this canonical form.
 */
export interface Move {
  /** The square the piece leaves. */
  readonly from: Square;
  /** The square it goes to (for castling: the castling rook's square). */
  readonly to: Square;
  /** The role a pawn promotes to, when it reaches the last rank. */
  readonly promotion?: PromotionRole;
  /**
   * For a drop (crazyhouse): the role put on `to` from the pocket. A drop has `from === to`,
   * which no move on the board has, so code that only reads `from` and `to` stays sound.
   */
  readonly drop?: Role;
}

/** True when `move` is a drop from the pocket (`N@f3`). */
export const isDrop = (move: Move): boolean => move.drop !== undefined;

/** A drop of `role` on `to`, as a `Move`. */
export const dropMove = (role: Role, to: Square): Move => ({ from: to, to, drop: role });

/**
 * Layout of a move integer: bits 0-5 from, 6-11 to, 12-14 promotion role code (0 = none),
 * 15-16 kind. Castling is king-from -> rook square.
 */
export const MOVE_NORMAL = 0;
/** Kind: a pawn's two-square step (sets the e.p. square). */
export const MOVE_DOUBLE_PUSH = 1 << 15;
/** Kind: en passant capture. */
export const MOVE_EN_PASSANT = 2 << 15;
/** Kind: castling (`to` is the rook's square). */
export const MOVE_CASTLING = 3 << 15;
/** Mask of the kind bits. */
export const MOVE_KIND_MASK = 3 << 15;
/**
 * Flag of a drop (variants with pockets): bits 6-11 the square, 12-14 the role code dropped,
 * bits 0-5 the square again (so `moveFrom` equals `moveTo`, as `Move` has it).
 */
export const MOVE_DROP = 1 << 17;

/** True when the move integer `m` is a drop. */
export const isDropMove = (m: number): boolean => (m & MOVE_DROP) !== 0;

/** The square a move integer leaves. */
export const moveFrom = (m: number): Square => m & 63;
/** The square a move integer goes to (the rook's square for castling). */
export const moveTo = (m: number): Square => (m >>> 6) & 63;
/** The promotion role code of a move integer (0 for none). */
export const movePromotion = (m: number): number => (m >>> 12) & 7;

/** The `Move` object of a move integer from `pos.generate()` (standard chess and the lichess variants). */
export function decodeMove(m: number): Move {
  return decodeVariantMove(m, undefined);
}

/**
 * The `Move` object of a move integer from `pos.generate()` in `variant`, whose promotion codes
 * name its own pieces (makruk's met): `decodeMove` for any variant (`pos.variant`).
 */
export function decodeVariantMove(m: number, variant: Variant | undefined): Move {
  const promotion = movePromotion(m);
  const from = moveFrom(m);
  const to = moveTo(m);
  const roles = variant ? variant.pieceRoles : ROLE_NAMES;
  if (m & MOVE_DROP) return { from: to, to, drop: roles[promotion] as Role };
  return promotion ? { from, to, promotion: roles[promotion] as PromotionRole } : { from, to };
}

/**
 * The move integer of a legal `move` in `pos` (castling given either way in standard chess), or
 * 0 when the move is not legal (0 is never a legal move's code).
 */
export function encodeMove(pos: ReadonlyPosition, move: Move): number {
  return pos.encodeLegal(move);
}

/** The promotion role code of a `Move`, 0 for none. */
export const promotionCode = (move: Move): number =>
  move.promotion ? roleCode(move.promotion) : 0;

/** The move integer of a drop of role code `role` on `to`. */
export const encodeDrop = (role: number, to: Square): number =>
  to | (to << 6) | (role << 12) | MOVE_DROP;

/**
 * UCI text of a move: `e2e4`, `e7e8q`; castling as the king's two-square step (`e1g1`) in
 * standard chess and king-takes-rook (`e1h1`) in Chess960, as UCI engines expect.
 */
export function makeUci(pos: ReadonlyPosition, move: Move): string {
  if (move.drop) return `${DROP_LETTERS[move.drop]}@${makeSquare(move.to)}`;
  let to = move.to;
  // King onto a rook of its own colour: the canonical castling form.
  if (!pos.chess960 && pos.isCastling(move) && pos.pieceAt(move.to)?.color === pos.turn)
    to = (move.from & 56) | (to > move.from ? 6 : 2);
  return (
    makeSquare(move.from) +
    makeSquare(to) +
    (move.promotion ? promotionLetter(pos.variant, move.promotion) : '')
  );
}

/** The UCI letter of a promotion (lower case): the variant's FEN letter of the piece. */
function promotionLetter(variant: Variant, role: PromotionRole): string {
  if (!variant.fairy) return PROMOTION_LETTERS[role as keyof typeof PROMOTION_LETTERS];
  return variant.pieces.find((p) => p.role === role)?.letter.toLowerCase() ?? '?';
}

const PROMOTION_LETTERS = {
  knight: 'n',
  bishop: 'b',
  rook: 'r',
  queen: 'q',
  king: 'k',
} as const;
const PROMOTIONS: Record<string, PromotionRole> = {
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};
const DROP_LETTERS: Record<string, string> = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};
const DROPS: Record<string, Role> = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen' };

/** The square written at `i` of `str` (`e4`), or -1. */
function squareAt(str: string, i: number): number {
  const file = str.charCodeAt(i) - 97; // 'a'
  const rank = str.charCodeAt(i + 1) - 49; // '1'
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
}

/**
 * Reads UCI move text (`e2e4`, `e7e8q`, `e1h1`, a drop `N@f3`; `e7e8k` for antichess); syntax only, so castling stays as written:
 * use `pos.normalizeMove()` to resolve it. `undefined` for text that is not a UCI move. With a
 * `variant` that has pieces of its own, a promotion letter is its FEN letter (`e5e6m`: makruk's met).
 */
export function parseUci(str: string, variant?: Variant): Move | undefined {
  if (str.length === 4 && str[1] === '@') {
    const role = DROPS[str[0]!];
    const to = squareAt(str, 2);
    return role && to >= 0 ? dropMove(role, to) : undefined;
  }
  if (str.length !== 4 && str.length !== 5) return undefined;
  // Read from the character codes: no substring per square (every replayed move comes here).
  const from = squareAt(str, 0);
  const to = squareAt(str, 2);
  if (from < 0 || to < 0 || from === to) return undefined;
  if (str.length === 4) return { from, to };
  const promotion =
    variant?.fairy === true
      ? variant.pieces.find((p) => p.code > 1 && p.letter === str[4]!.toUpperCase())?.role
      : PROMOTIONS[str[4]!];
  return promotion ? { from, to, promotion: promotion as PromotionRole } : undefined;
}
