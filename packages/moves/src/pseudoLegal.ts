/**
 * The move integer of one move if the piece can make it, ignoring only whether it leaves its
 * own king in check: the first half of `play`'s one-move test (`make`, then ask whether the
 * mover's king is attacked). No generation, no pin search.
 * @internal
 * @packageDocumentation
 */
import * as codes from './codes.js';
import * as move from './move.js';
import type { Position } from './position.js';
import * as tables from './tables.js';

// Re-bound locally: a hot call through another module's export costs a check each time.
const BISHOP = codes.BISHOP;
const KING = codes.KING;
const KNIGHT = codes.KNIGHT;
const PAWN = codes.PAWN;
const QUEEN = codes.QUEEN;
const ROOK = codes.ROOK;
const MOVE_DOUBLE_PUSH = move.MOVE_DOUBLE_PUSH;
const BETWEEN_HI = tables.BETWEEN_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const BISHOP_EMPTY_HI = tables.BISHOP_EMPTY_HI;
const BISHOP_EMPTY_LO = tables.BISHOP_EMPTY_LO;
const KING_HI = tables.KING_HI;
const KING_LO = tables.KING_LO;
const KNIGHT_HI = tables.KNIGHT_HI;
const KNIGHT_LO = tables.KNIGHT_LO;
const PAWN_HI = tables.PAWN_HI;
const PAWN_LO = tables.PAWN_LO;
const ROOK_EMPTY_HI = tables.ROOK_EMPTY_HI;
const ROOK_EMPTY_LO = tables.ROOK_EMPTY_LO;

// `sq`'s bit in table `lo`/`hi` (indexed by `i`) is set.
const has = (lo: Int32Array, hi: Int32Array, i: number, sq: number): boolean =>
  sq < 32 ? ((lo[i]! >>> sq) & 1) !== 0 : ((hi[i]! >>> (sq - 32)) & 1) !== 0;

/**
 * The move integer (as `generate` writes it) of the side to move's piece going `from` -> `to`
 * with promotion role code `promotion`, when the piece moves that way and `to` holds no piece
 * of its own; 0 otherwise, and 0 for castling and en passant, which the caller leaves to the
 * full generator. The move may still leave the mover's king in check.
 */
export function pseudoLegalMove(
  pos: Position,
  from: number,
  to: number,
  promotion: number,
): number {
  const squares = pos.squares;
  const piece = squares[from]!;
  const us = pos.side;
  if (piece === 0 || (piece & 8) !== us || from === to) return 0;
  const target = squares[to]!;
  if (target !== 0 && (target & 8) === us) return 0;
  const role = piece & 7;
  const m = from | (to << 6);
  if (role === PAWN) {
    const lastRank = us === 0 ? to >= 56 : to < 8;
    if (lastRank ? promotion < KNIGHT || promotion > QUEEN : promotion !== 0) return 0;
    const step = us === 0 ? 8 : -8;
    if (target === 0) {
      if (to === from + step) return m | (promotion << 12);
      const startRank = us === 0 ? from >>> 3 === 1 : from >>> 3 === 6;
      if (startRank && to === from + 2 * step && squares[from + step] === 0)
        return m | MOVE_DOUBLE_PUSH;
      return 0; // en passant included
    }
    return has(PAWN_LO, PAWN_HI, (us === 0 ? 0 : 64) + from, to) ? m | (promotion << 12) : 0;
  }
  if (promotion !== 0) return 0;
  if (role === KNIGHT) return has(KNIGHT_LO, KNIGHT_HI, from, to) ? m : 0;
  if (role === KING) return has(KING_LO, KING_HI, from, to) ? m : 0;
  const straight = role !== BISHOP && has(ROOK_EMPTY_LO, ROOK_EMPTY_HI, from, to);
  const diagonal = !straight && role !== ROOK && has(BISHOP_EMPTY_LO, BISHOP_EMPTY_HI, from, to);
  if (!straight && !diagonal) return 0;
  // Nothing between: the squares strictly between are all empty.
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const i = from * 64 + to;
  const blocked =
    (BETWEEN_LO[i]! & (bbLo[0]! | bbLo[8]!)) | (BETWEEN_HI[i]! & (bbHi[0]! | bbHi[8]!));
  return blocked === 0 ? m : 0;
}
