/**
 * The move queries of a variant position that standard chess answers without a move list
 * (`generateFrom`, `generateTo`, `encodeLegal`): here, from the variant's generated moves.
 * Carried by every engine (`engine.movesWhere`, `engine.encode`), so a bundle of standard chess
 * holds none of it.
 * @internal
 * @packageDocumentation
 */

import type { Move } from '../move.js';
import * as move from '../move.js';
import type { Position } from '../position.js';

const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_DROP = move.MOVE_DROP;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const MOVE_KIND_MASK = move.MOVE_KIND_MASK;

/** The piece code of `role` in the position's variant (0 when it has none). */
const codeOf = (pos: Position, role: string): number =>
  Math.max(0, pos.variant.pieceRoles.indexOf(role as never));

/**
 * The variant's legal moves filtered by origin (`from >= 0`), target (`to >= 0`, castling
 * excluded) and role code (`role > 0`), written from `offset`; returns how many.
 */
export function movesWhere(
  pos: Position,
  buffer: Int32Array,
  offset: number,
  from: number,
  to: number,
  role: number,
): number {
  const all = new Int32Array(512);
  const n = pos.engine!.generate(pos, all, 0);
  let k = offset;
  for (let i = 0; i < n; i++) {
    const m = all[i]!;
    const drop = (m & MOVE_DROP) !== 0;
    if (from >= 0 && (drop || (m & 63) !== from)) continue;
    if (to >= 0 && (((m >>> 6) & 63) !== to || (m & MOVE_KIND_MASK) === MOVE_CASTLING)) continue;
    if (role > 0 && (drop ? (m >>> 12) & 7 : pos.squares[m & 63]! & 7) !== role) continue;
    buffer[k++] = m;
  }
  return k - offset;
}

/**
 * The move integer of `move` when legal in the variant, else 0 (castling given as the king's
 * two-square step too, outside Chess960).
 */
export function encode(pos: Position, m: Move): number {
  let to = m.to;
  const from = m.from;
  if ((from & 63) !== from || (to & 63) !== to) return 0;
  const all = new Int32Array(512);
  const n = pos.engine!.generate(pos, all, 0);
  if (m.drop !== undefined) {
    const role = codeOf(pos, m.drop);
    for (let i = 0; i < n; i++) {
      const g = all[i]!;
      if (g & MOVE_DROP && ((g >>> 6) & 63) === to && ((g >>> 12) & 7) === role) return g;
    }
    return 0;
  }
  const rook = pos.side | codeOf(pos, pos.variant.castlingPieces.rook);
  if (!pos.chess960 && pos.isCastling(m) && pos.squares[to] !== rook)
    to = pos.castlingRookTowards(from, to);
  const promotion = m.promotion ? codeOf(pos, m.promotion) : 0;
  for (let i = 0; i < n; i++) {
    const g = all[i]!;
    if (g & MOVE_DROP) continue;
    if ((g & 0xfff) === (from | (to << 6)) && ((g >>> 12) & 7) === promotion) return g;
  }
  return 0;
}

/**
 * Forced captures: of the moves at `buf[n0..n)`, only the captures (en passant included; drops
 * and castling never are), when there is one; returns the new end.
 */
export function keepCaptures(pos: Position, buf: Int32Array, n0: number, n: number): number {
  const squares = pos.squares;
  const them = pos.side ^ 8;
  let kept = n0;
  for (let i = n0; i < n; i++) {
    const m = buf[i]!;
    const kind = m & MOVE_KIND_MASK;
    if (m & MOVE_DROP || kind === MOVE_CASTLING) continue;
    const target = squares[(m >>> 6) & 63]!;
    if (kind === MOVE_EN_PASSANT || (target !== 0 && (target & 8) === them)) buf[kept++] = m;
  }
  return kept === n0 ? n : kept;
}
