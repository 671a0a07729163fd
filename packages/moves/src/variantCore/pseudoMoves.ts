/**
 * Pseudo-legal moves for variants whose check differs from standard chess (atomic, antichess, a
 * side without a king): every move the pieces can make, before any test of the mover's king.
 * Standard chess never comes here; it has the pinned-piece generator of `movegen.ts`.
 * @internal
 * @packageDocumentation
 */
import * as codes from '../codes.js';
import * as move from '../move.js';
import { squareAttacked } from '../movegen.js';
import type { Position } from '../position.js';
import * as tables from '../tables.js';
import { BISHOP_DIRS, emit, RAYS, ROOK_DIRS, rays } from './rays.js';

const BISHOP = codes.BISHOP;
const KING = codes.KING;
const KNIGHT = codes.KNIGHT;
const PAWN = codes.PAWN;
const QUEEN = codes.QUEEN;
const ROOK = codes.ROOK;
const NO_SQUARE = codes.NO_SQUARE;
const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_DOUBLE_PUSH = move.MOVE_DOUBLE_PUSH;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const KNIGHT_LO = tables.KNIGHT_LO;
const KNIGHT_HI = tables.KNIGHT_HI;
const KING_LO = tables.KING_LO;
const KING_HI = tables.KING_HI;
const PAWN_LO = tables.PAWN_LO;
const PAWN_HI = tables.PAWN_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const BETWEEN_HI = tables.BETWEEN_HI;

/** How castling is judged: not at all, by standard attacks, or by atomic ones (see `CheckRule`). */
export const CASTLE_NONE = 0;
/** Castling with standard chess's attack test on the king's path. */
export const CASTLE_ROYAL = 1;
/** Castling where a square next to the enemy king is not attacked (atomic). */
export const CASTLE_ATOMIC = 2;
/** Castling with no attack test: the king is not royal (check `'none'`). */
export const CASTLE_FREE = 3;

function emitPawn(
  buf: Int32Array,
  n: number,
  from: number,
  to: number,
  promotions: number,
): number {
  if (to >= 56 || to < 8) {
    // One move per role in the mask (bit r = role code r).
    for (let role = KNIGHT; role <= KING; role++)
      if ((promotions >> role) & 1) buf[n++] = from | (to << 6) | (role << 12);
    return n;
  }
  buf[n++] = from | (to << 6);
  return n;
}

/**
 * Writes the side to move's pseudo-legal moves into `buf` from `n` and returns the new end.
 * `promotions` has bit `r` set for each role code a pawn may promote to; `firstRankPawns` lets
 * pawns on their first rank step two squares (no e.p. square); `castle` is a `CASTLE_*` rule.
 */
export function pseudoMoves(
  pos: Position,
  buf: Int32Array,
  n: number,
  promotions: number,
  firstRankPawns: boolean,
  castle: number,
): number {
  const bbLo = pos.bbLo;
  const bbHi = pos.bbHi;
  const us = pos.side;
  const them = us ^ 8;
  const ownLo = bbLo[us]!;
  const ownHi = bbHi[us]!;
  const occLo = ownLo | bbLo[them]!;
  const occHi = ownHi | bbHi[them]!;
  const squares = pos.squares;
  for (let half = 0; half < 64; half += 32) {
    let own = half === 0 ? ownLo : ownHi;
    while (own !== 0) {
      const from = half + 31 - Math.clz32(own & -own);
      own &= own - 1;
      const role = squares[from]! & 7;
      if (role === PAWN) {
        const step = us === 0 ? 8 : -8;
        const one = from + step;
        const rank = from >> 3;
        if (one >= 0 && one < 64 && squares[one] === 0) {
          n = emitPawn(buf, n, from, one, promotions);
          const two = one + step;
          const startRank = us === 0 ? rank === 1 : rank === 6;
          if (startRank && squares[two] === 0) buf[n++] = from | (two << 6) | MOVE_DOUBLE_PUSH;
          else if (firstRankPawns && (us === 0 ? rank === 0 : rank === 7) && squares[two] === 0)
            buf[n++] = from | (two << 6);
        }
        const p = (us === 0 ? 0 : 64) + from;
        let capLo = PAWN_LO[p]! & bbLo[them]!;
        let capHi = PAWN_HI[p]! & bbHi[them]!;
        while (capLo !== 0) {
          n = emitPawn(buf, n, from, 31 - Math.clz32(capLo & -capLo), promotions);
          capLo &= capLo - 1;
        }
        while (capHi !== 0) {
          n = emitPawn(buf, n, from, 63 - Math.clz32(capHi & -capHi), promotions);
          capHi &= capHi - 1;
        }
        const ep = pos.ep;
        if (ep !== NO_SQUARE && squares[ep] === 0) {
          const hit = ep < 32 ? (PAWN_LO[p]! >>> ep) & 1 : (PAWN_HI[p]! >>> (ep - 32)) & 1;
          if (hit) buf[n++] = from | (ep << 6) | MOVE_EN_PASSANT;
        }
        continue;
      }
      let lo: number;
      let hi: number;
      if (role === KNIGHT) {
        lo = KNIGHT_LO[from]!;
        hi = KNIGHT_HI[from]!;
      } else if (role === KING) {
        lo = KING_LO[from]!;
        hi = KING_HI[from]!;
      } else {
        lo = 0;
        hi = 0;
        if (role !== BISHOP) {
          rays(from, ROOK_DIRS, occLo, occHi);
          lo = RAYS[0]!;
          hi = RAYS[1]!;
        }
        if (role !== ROOK) {
          rays(from, BISHOP_DIRS, occLo, occHi);
          lo |= RAYS[0]!;
          hi |= RAYS[1]!;
        }
        if (role !== QUEEN && role !== ROOK && role !== BISHOP) continue;
      }
      n = emit(buf, n, from, lo & ~ownLo, hi & ~ownHi);
    }
  }
  if (castle !== CASTLE_NONE && pos.castlingBits !== 0) n = castlingMoves(pos, buf, n, castle);
  return n;
}

/** True when the enemy king stands next to `sq` (atomic: a king may go there, it is not attacked). */
function nextToEnemyKing(pos: Position, sq: number, them: number): boolean {
  return ((KING_LO[sq]! & pos.bbLo[them | KING]!) | (KING_HI[sq]! & pos.bbHi[them | KING]!)) !== 0;
}

function castlingMoves(pos: Position, buf: Int32Array, n: number, castle: number): number {
  const us = pos.side;
  const them = us ^ 8;
  const rank = us === 0 ? 0 : 56;
  // The king the rights castle with (another king elsewhere does not castle).
  const ksq = us === 0 ? pos.castlingKings & 63 : pos.castlingKings >>> 6;
  if (pos.squares[ksq] !== (us | KING)) return n;
  const atomic = castle === CASTLE_ATOMIC;
  const free = castle === CASTLE_FREE;
  const occLo = pos.bbLo[0]! | pos.bbLo[8]!;
  const occHi = pos.bbHi[0]! | pos.bbHi[8]!;
  // Not out of check (L-3.8.2.1): in atomic, a king next to the enemy king is not in check.
  if (
    !free &&
    squareAttacked(pos, ksq, them, occLo, occHi) &&
    !(atomic && nextToEnemyKing(pos, ksq, them))
  )
    return n;
  let rights = us === 0 ? pos.castlingBits & 0xff : pos.castlingBits >>> 8;
  while (rights !== 0) {
    const rook = rank + 31 - Math.clz32(rights & -rights);
    rights &= rights - 1;
    if (pos.squares[rook] !== (us | ROOK)) continue;
    const kingTo = rank | (rook > ksq ? 6 : 2);
    const rookTo = rank | (rook > ksq ? 5 : 3);
    const bothLo = bit(ksq) | bit(rook);
    const bothHi = bitHi(ksq) | bitHi(rook);
    const pathLo =
      BETWEEN_LO[ksq * 64 + kingTo]! | bit(kingTo) | BETWEEN_LO[rook * 64 + rookTo]! | bit(rookTo);
    const pathHi =
      BETWEEN_HI[ksq * 64 + kingTo]! |
      bitHi(kingTo) |
      BETWEEN_HI[rook * 64 + rookTo]! |
      bitHi(rookTo);
    if (((pathLo & ~bothLo & occLo) | (pathHi & ~bothHi & occHi)) !== 0) continue;
    // The squares the king crosses, judged with the king lifted; in atomic the landing square
    // is left to the legality test after the move (the rook may shield it there).
    let crossLo = BETWEEN_LO[ksq * 64 + kingTo]! | (atomic ? 0 : bit(kingTo));
    let crossHi = BETWEEN_HI[ksq * 64 + kingTo]! | (atomic ? 0 : bitHi(kingTo));
    const liftLo = atomic ? occLo & ~bit(ksq) : occLo & ~bothLo;
    const liftHi = atomic ? occHi & ~bitHi(ksq) : occHi & ~bothHi;
    let safe = true;
    while (!free && safe && (crossLo | crossHi) !== 0) {
      const sq =
        crossLo !== 0 ? 31 - Math.clz32(crossLo & -crossLo) : 63 - Math.clz32(crossHi & -crossHi);
      if (crossLo !== 0) crossLo &= crossLo - 1;
      else crossHi &= crossHi - 1;
      if (sq === ksq) continue;
      if (
        squareAttacked(pos, sq, them, liftLo, liftHi) &&
        !(atomic && nextToEnemyKing(pos, sq, them))
      )
        safe = false;
    }
    if (safe) buf[n++] = ksq | (rook << 6) | MOVE_CASTLING;
  }
  return n;
}

const bit = (sq: number): number => (sq < 32 ? 1 << sq : 0);
const bitHi = (sq: number): number => (sq < 32 ? 0 : 1 << (sq - 32));
