/**
 * Legal move generation for the fast core. Only legal moves are produced, from a check mask
 * (the squares that capture or block a single checker) and pin lines, so nothing is made and
 * tested except king steps (tested against attacks with the king lifted off the board) and the
 * rare en passant capture (tested by removing both pawns). Bitboards are pairs of int32s, and
 * the working values of one call live in module variables so the hot loops allocate nothing.
 * @internal
 * @packageDocumentation
 */
import * as codes from './codes.js';
import * as move from './move.js';
import type { Position } from './position.js';
import * as tables from './tables.js';

// Imported bindings are re-bound to local constants: dev-time loaders (tsx, vitest) keep modules
// apart, and reading another module's export in a hot loop costs a check on every access.
const { BISHOP, KING, KNIGHT, NO_SQUARE, PAWN, QUEEN, ROOK } = codes;
const { MOVE_CASTLING, MOVE_DOUBLE_PUSH, MOVE_EN_PASSANT } = move;
const {
  BETWEEN_HI,
  BETWEEN_LO,
  BISHOP_EMPTY_HI,
  BISHOP_EMPTY_LO,
  KING_HI,
  KING_LO,
  KNIGHT_HI,
  KNIGHT_LO,
  LINE_HI,
  LINE_LO,
  PAWN_HI,
  PAWN_LO,
  RAY_HI,
  RAY_LO,
  ROOK_EMPTY_HI,
  ROOK_EMPTY_LO,
} = tables;

const FILE_A = 0x01010101;
const FILE_H = 0x80808080 | 0;
const PROMOTE_QUEEN = QUEEN << 12;
const PROMOTE_ROOK = ROOK << 12;
const PROMOTE_BISHOP = BISHOP << 12;
const PROMOTE_KNIGHT = KNIGHT << 12;

// Result of the slider functions (two halves cannot be returned without allocating).
let attLo = 0;
let attHi = 0;

// Nearest blocker towards higher squares is the lowest set bit; the ray beyond it is cut off.
function positiveRay(i: number, occLo: number, occHi: number): void {
  let rayLo = RAY_LO[i]!;
  let rayHi = RAY_HI[i]!;
  const blockLo = rayLo & occLo;
  if (blockLo !== 0) {
    const j = (i & ~63) | (31 - Math.clz32(blockLo & -blockLo));
    rayLo ^= RAY_LO[j]!;
    rayHi ^= RAY_HI[j]!;
  } else {
    const blockHi = rayHi & occHi;
    if (blockHi !== 0) rayHi ^= RAY_HI[(i & ~63) | (63 - Math.clz32(blockHi & -blockHi))]!;
  }
  attLo |= rayLo;
  attHi |= rayHi;
}

// Towards lower squares the nearest blocker is the highest set bit.
function negativeRay(i: number, occLo: number, occHi: number): void {
  let rayLo = RAY_LO[i]!;
  let rayHi = RAY_HI[i]!;
  const blockHi = rayHi & occHi;
  if (blockHi !== 0) {
    const j = (i & ~63) | (63 - Math.clz32(blockHi));
    rayLo ^= RAY_LO[j]!;
    rayHi ^= RAY_HI[j]!;
  } else {
    const blockLo = rayLo & occLo;
    if (blockLo !== 0) rayLo ^= RAY_LO[(i & ~63) | (31 - Math.clz32(blockLo))]!;
  }
  attLo |= rayLo;
  attHi |= rayHi;
}

/** Rook attacks from `sq` into `attLo`/`attHi`. */
function rookAttacks(sq: number, occLo: number, occHi: number): void {
  attLo = 0;
  attHi = 0;
  positiveRay(sq, occLo, occHi);
  positiveRay(64 + sq, occLo, occHi);
  negativeRay(256 + sq, occLo, occHi);
  negativeRay(320 + sq, occLo, occHi);
}

/** Bishop attacks from `sq` into `attLo`/`attHi`. */
function bishopAttacks(sq: number, occLo: number, occHi: number): void {
  attLo = 0;
  attHi = 0;
  positiveRay(128 + sq, occLo, occHi);
  positiveRay(192 + sq, occLo, occHi);
  negativeRay(384 + sq, occLo, occHi);
  negativeRay(448 + sq, occLo, occHi);
}

/** Population count of a 32-bit integer. */
function popcount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/**
 * True when a piece of colour offset `them` attacks `sq`, given the occupancy. Cheap empty-board
 * tests skip the slider scans when no slider is on a line with the square.
 */
export function isAttacked(pos: Position, sq: number, them: number, occLo: number, occHi: number): boolean {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  if ((KNIGHT_LO[sq]! & lo[them | KNIGHT]!) | (KNIGHT_HI[sq]! & hi[them | KNIGHT]!)) return true;
  if ((KING_LO[sq]! & lo[them | KING]!) | (KING_HI[sq]! & hi[them | KING]!)) return true;
  // A pawn of `them` attacks sq when a pawn of ours on sq would attack it.
  const p = them === 0 ? 64 + sq : sq;
  if ((PAWN_LO[p]! & lo[them | PAWN]!) | (PAWN_HI[p]! & hi[them | PAWN]!)) return true;
  const rqLo = lo[them | ROOK]! | lo[them | QUEEN]!;
  const rqHi = hi[them | ROOK]! | hi[them | QUEEN]!;
  if ((ROOK_EMPTY_LO[sq]! & rqLo) | (ROOK_EMPTY_HI[sq]! & rqHi)) {
    rookAttacks(sq, occLo, occHi);
    if ((attLo & rqLo) | (attHi & rqHi)) return true;
  }
  const bqLo = lo[them | BISHOP]! | lo[them | QUEEN]!;
  const bqHi = hi[them | BISHOP]! | hi[them | QUEEN]!;
  if ((BISHOP_EMPTY_LO[sq]! & bqLo) | (BISHOP_EMPTY_HI[sq]! & bqHi)) {
    bishopAttacks(sq, occLo, occHi);
    if ((attLo & bqLo) | (attHi & bqHi)) return true;
  }
  return false;
}

// The context of the position being generated, set by `prepare`.
let us = 0;
let them = 8;
let kingSq = 0;
let ownLo = 0;
let ownHi = 0;
let occLo = 0;
let occHi = 0;
/** Pieces of the side to move pinned to its king. */
let pinLo = 0;
let pinHi = 0;
/** Pieces giving check. */
let checkLo = 0;
let checkHi = 0;
/** Squares non-king pieces may go to: not own, and capturing or blocking a single checker. */
let targetLo = 0;
let targetHi = 0;
/** Number of checkers, capped at 2. */
let checks = 0;

function prepare(pos: Position): void {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  us = pos.side;
  them = us ^ 8;
  ownLo = lo[us]!;
  ownHi = hi[us]!;
  occLo = ownLo | lo[them]!;
  occHi = ownHi | hi[them]!;
  const kLo = lo[us | KING]!;
  kingSq = kLo !== 0 ? 31 - Math.clz32(kLo & -kLo) : 63 - Math.clz32(hi[us | KING]! & -hi[us | KING]!);
  const ksq = kingSq;

  const p = us === 0 ? ksq : 64 + ksq;
  checkLo = (KNIGHT_LO[ksq]! & lo[them | KNIGHT]!) | (PAWN_LO[p]! & lo[them | PAWN]!);
  checkHi = (KNIGHT_HI[ksq]! & hi[them | KNIGHT]!) | (PAWN_HI[p]! & hi[them | PAWN]!);

  // Enemy sliders on a line with the king either give check or may pin one of our pieces.
  const rqLo = lo[them | ROOK]! | lo[them | QUEEN]!;
  const rqHi = hi[them | ROOK]! | hi[them | QUEEN]!;
  const bqLo = lo[them | BISHOP]! | lo[them | QUEEN]!;
  const bqHi = hi[them | BISHOP]! | hi[them | QUEEN]!;
  let sniperLo = (ROOK_EMPTY_LO[ksq]! & rqLo) | (BISHOP_EMPTY_LO[ksq]! & bqLo);
  let sniperHi = (ROOK_EMPTY_HI[ksq]! & rqHi) | (BISHOP_EMPTY_HI[ksq]! & bqHi);
  pinLo = 0;
  pinHi = 0;
  const base = ksq * 64;
  while (sniperLo !== 0) {
    const s = 31 - Math.clz32(sniperLo & -sniperLo);
    sniperLo &= sniperLo - 1;
    sniper(base + s, s);
  }
  while (sniperHi !== 0) {
    const s = 31 - Math.clz32(sniperHi & -sniperHi);
    sniperHi &= sniperHi - 1;
    sniper(base + 32 + s, 32 + s);
  }

  if ((checkLo | checkHi) === 0) {
    checks = 0;
    targetLo = ~ownLo;
    targetHi = ~ownHi;
  } else {
    checks = (checkLo !== 0 && checkHi !== 0) || (checkLo & (checkLo - 1)) !== 0 || (checkHi & (checkHi - 1)) !== 0 ? 2 : 1;
    if (checks === 1) {
      const c = checkLo !== 0 ? 31 - Math.clz32(checkLo) : 63 - Math.clz32(checkHi);
      targetLo = BETWEEN_LO[base + c]! | checkLo;
      targetHi = BETWEEN_HI[base + c]! | checkHi;
    } else {
      targetLo = 0;
      targetHi = 0;
    }
  }
}

// A slider at `s` on a line with the king: no piece between -> check; exactly one of ours -> pin.
function sniper(index: number, s: number): void {
  const bLo = BETWEEN_LO[index]! & occLo;
  const bHi = BETWEEN_HI[index]! & occHi;
  if ((bLo | bHi) === 0) {
    if (s < 32) checkLo |= 1 << s;
    else checkHi |= 1 << s;
  } else if (bHi === 0 ? (bLo & (bLo - 1)) === 0 : bLo === 0 && (bHi & (bHi - 1)) === 0) {
    pinLo |= bLo & ownLo;
    pinHi |= bHi & ownHi;
  }
}

function emit(buf: Int32Array, n: number, from: number, lo: number, hi: number): number {
  while (lo !== 0) {
    buf[n++] = from | ((31 - Math.clz32(lo & -lo)) << 6);
    lo &= lo - 1;
  }
  while (hi !== 0) {
    buf[n++] = from | ((63 - Math.clz32(hi & -hi)) << 6);
    hi &= hi - 1;
  }
  return n;
}

// Pawn moves to the squares of one half-board set, each from `to - delta`.
function emitPawn(buf: Int32Array, n: number, set: number, offset: number, delta: number, flags: number): number {
  while (set !== 0) {
    const to = offset + 31 - Math.clz32(set & -set);
    set &= set - 1;
    buf[n++] = (to - delta) | (to << 6) | flags;
  }
  return n;
}

function emitPromotions(buf: Int32Array, n: number, set: number, offset: number, delta: number): number {
  while (set !== 0) {
    const to = offset + 31 - Math.clz32(set & -set);
    set &= set - 1;
    const m = (to - delta) | (to << 6);
    buf[n++] = m | PROMOTE_QUEEN;
    buf[n++] = m | PROMOTE_KNIGHT;
    buf[n++] = m | PROMOTE_ROOK;
    buf[n++] = m | PROMOTE_BISHOP;
  }
  return n;
}

/**
 * Writes the legal moves of `pos` as move integers into `buf` from `n` on, and returns the
 * index after the last one.
 */
export function generate(pos: Position, buf: Int32Array, n: number): number {
  prepare(pos);
  n = kingMoves(pos, buf, n);
  if (checks === 2) return n;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const ksqBase = kingSq * 64;

  // Knights: a pinned knight can never move.
  let bLo = lo[us | KNIGHT]! & ~pinLo;
  let bHi = hi[us | KNIGHT]! & ~pinHi;
  while (bLo !== 0) {
    const sq = 31 - Math.clz32(bLo & -bLo);
    bLo &= bLo - 1;
    n = emit(buf, n, sq, KNIGHT_LO[sq]! & targetLo, KNIGHT_HI[sq]! & targetHi);
  }
  while (bHi !== 0) {
    const sq = 63 - Math.clz32(bHi & -bHi);
    bHi &= bHi - 1;
    n = emit(buf, n, sq, KNIGHT_LO[sq]! & targetLo, KNIGHT_HI[sq]! & targetHi);
  }

  // Sliders: a pinned one moves only along its pin line.
  bLo = lo[us | ROOK]! | lo[us | QUEEN]!;
  bHi = hi[us | ROOK]! | hi[us | QUEEN]!;
  for (let half = 0; half < 64; half += 32) {
    let b = half === 0 ? bLo : bHi;
    while (b !== 0) {
      const sq = half + 31 - Math.clz32(b & -b);
      b &= b - 1;
      rookAttacks(sq, occLo, occHi);
      let mLo = attLo & targetLo;
      let mHi = attHi & targetHi;
      if (isPinned(sq)) {
        mLo &= LINE_LO[ksqBase + sq]!;
        mHi &= LINE_HI[ksqBase + sq]!;
      }
      n = emit(buf, n, sq, mLo, mHi);
    }
  }
  bLo = lo[us | BISHOP]! | lo[us | QUEEN]!;
  bHi = hi[us | BISHOP]! | hi[us | QUEEN]!;
  for (let half = 0; half < 64; half += 32) {
    let b = half === 0 ? bLo : bHi;
    while (b !== 0) {
      const sq = half + 31 - Math.clz32(b & -b);
      b &= b - 1;
      bishopAttacks(sq, occLo, occHi);
      let mLo = attLo & targetLo;
      let mHi = attHi & targetHi;
      if (isPinned(sq)) {
        mLo &= LINE_LO[ksqBase + sq]!;
        mHi &= LINE_HI[ksqBase + sq]!;
      }
      n = emit(buf, n, sq, mLo, mHi);
    }
  }

  n = pawnMoves(pos, buf, n);
  if (checks === 0) n = castlingMoves(pos, buf, n);
  return n;
}

const isPinned = (sq: number): boolean => (sq < 32 ? (pinLo >>> sq) & 1 : (pinHi >>> (sq - 32)) & 1) !== 0;

function kingMoves(pos: Position, buf: Int32Array, n: number): number {
  const ksq = kingSq;
  let tLo = KING_LO[ksq]! & ~ownLo;
  let tHi = KING_HI[ksq]! & ~ownHi;
  // The king is lifted off the board, so it cannot hide behind itself on a checking line.
  const liftedLo = ksq < 32 ? occLo ^ (1 << ksq) : occLo;
  const liftedHi = ksq < 32 ? occHi : occHi ^ (1 << ksq);
  while (tLo !== 0) {
    const to = 31 - Math.clz32(tLo & -tLo);
    tLo &= tLo - 1;
    if (!isAttacked(pos, to, them, liftedLo, liftedHi)) buf[n++] = ksq | (to << 6);
  }
  while (tHi !== 0) {
    const to = 63 - Math.clz32(tHi & -tHi);
    tHi &= tHi - 1;
    if (!isAttacked(pos, to, them, liftedLo, liftedHi)) buf[n++] = ksq | (to << 6);
  }
  return n;
}

function pawnMoves(pos: Position, buf: Int32Array, n: number): number {
  const pawnsLo = pos.bbLo[us | PAWN]!;
  const pawnsHi = pos.bbHi[us | PAWN]!;
  const pLo = pawnsLo & ~pinLo;
  const pHi = pawnsHi & ~pinHi;
  const emptyLo = ~occLo;
  const emptyHi = ~occHi;
  const enemyLo = occLo & ~ownLo & targetLo;
  const enemyHi = occHi & ~ownHi & targetHi;
  if (us === 0) {
    const push1Lo = (pLo << 8) & emptyLo;
    const push1Hi = ((pHi << 8) | (pLo >>> 24)) & emptyHi;
    const push2Lo = ((push1Lo & 0xff0000) << 8) & emptyLo & targetLo;
    n = emitPawn(buf, n, push1Lo & targetLo, 0, 8, 0);
    n = emitPawn(buf, n, push1Hi & targetHi & 0xffffff, 32, 8, 0);
    n = emitPromotions(buf, n, push1Hi & targetHi & ~0xffffff, 32, 8);
    n = emitPawn(buf, n, push2Lo, 0, 16, MOVE_DOUBLE_PUSH);
    // Captures towards the a-file (+7) and the h-file (+9).
    const wLo = pLo & ~FILE_A;
    const wHi = pHi & ~FILE_A;
    const westLo = (wLo << 7) & enemyLo;
    const westHi = ((wHi << 7) | (wLo >>> 25)) & enemyHi;
    n = emitPawn(buf, n, westLo, 0, 7, 0);
    n = emitPawn(buf, n, westHi & 0xffffff, 32, 7, 0);
    n = emitPromotions(buf, n, westHi & ~0xffffff, 32, 7);
    const eLo = pLo & ~FILE_H;
    const eHi = pHi & ~FILE_H;
    const eastLo = (eLo << 9) & enemyLo;
    const eastHi = ((eHi << 9) | (eLo >>> 23)) & enemyHi;
    n = emitPawn(buf, n, eastLo, 0, 9, 0);
    n = emitPawn(buf, n, eastHi & 0xffffff, 32, 9, 0);
    n = emitPromotions(buf, n, eastHi & ~0xffffff, 32, 9);
  } else {
    const push1Lo = ((pLo >>> 8) | (pHi << 24)) & emptyLo;
    const push1Hi = (pHi >>> 8) & emptyHi;
    const push2Hi = ((push1Hi & 0xff00) >>> 8) & emptyHi & targetHi;
    n = emitPawn(buf, n, push1Hi & targetHi, 32, -8, 0);
    n = emitPawn(buf, n, push1Lo & targetLo & ~0xff, 0, -8, 0);
    n = emitPromotions(buf, n, push1Lo & targetLo & 0xff, 0, -8);
    n = emitPawn(buf, n, push2Hi, 32, -16, MOVE_DOUBLE_PUSH);
    // Captures towards the a-file (-9) and the h-file (-7).
    const wLo = pLo & ~FILE_A;
    const wHi = pHi & ~FILE_A;
    const westLo = ((wLo >>> 9) | (wHi << 23)) & enemyLo;
    const westHi = (wHi >>> 9) & enemyHi;
    n = emitPawn(buf, n, westHi, 32, -9, 0);
    n = emitPawn(buf, n, westLo & ~0xff, 0, -9, 0);
    n = emitPromotions(buf, n, westLo & 0xff, 0, -9);
    const eLo = pLo & ~FILE_H;
    const eHi = pHi & ~FILE_H;
    const eastLo = ((eLo >>> 7) | (eHi << 25)) & enemyLo;
    const eastHi = (eHi >>> 7) & enemyHi;
    n = emitPawn(buf, n, eastHi, 32, -7, 0);
    n = emitPawn(buf, n, eastLo & ~0xff, 0, -7, 0);
    n = emitPromotions(buf, n, eastLo & 0xff, 0, -7);
  }
  // Pinned pawns (never movable while in check) stay on their pin line.
  if (checks === 0 && ((pawnsLo & pinLo) | (pawnsHi & pinHi)) !== 0) n = pinnedPawnMoves(pos, buf, n);
  if (pos.ep !== NO_SQUARE) n = enPassantMoves(pos, buf, n);
  return n;
}

function pinnedPawnMoves(pos: Position, buf: Int32Array, n: number): number {
  const squares = pos.squares;
  const forward = us === 0 ? 8 : -8;
  for (let half = 0; half < 64; half += 32) {
    let b = half === 0 ? pos.bbLo[us | PAWN]! & pinLo : pos.bbHi[us | PAWN]! & pinHi;
    while (b !== 0) {
      const from = half + 31 - Math.clz32(b & -b);
      b &= b - 1;
      const line = kingSq * 64 + from;
      const lineLo = LINE_LO[line]!;
      const lineHi = LINE_HI[line]!;
      const to = from + forward;
      if (squares[to] === 0 && onSet(lineLo, lineHi, to)) {
        n = pawnMove(buf, n, from, to);
        const to2 = to + forward;
        const startRank = us === 0 ? 1 : 6;
        if (from >> 3 === startRank && squares[to2] === 0) buf[n++] = from | (to2 << 6) | MOVE_DOUBLE_PUSH;
      }
      const p = us === 0 ? from : 64 + from;
      let cLo = PAWN_LO[p]! & lineLo & occLo & ~ownLo;
      let cHi = PAWN_HI[p]! & lineHi & occHi & ~ownHi;
      while (cLo !== 0) {
        n = pawnMove(buf, n, from, 31 - Math.clz32(cLo & -cLo));
        cLo &= cLo - 1;
      }
      while (cHi !== 0) {
        n = pawnMove(buf, n, from, 63 - Math.clz32(cHi & -cHi));
        cHi &= cHi - 1;
      }
    }
  }
  return n;
}

function pawnMove(buf: Int32Array, n: number, from: number, to: number): number {
  const m = from | (to << 6);
  if (to < 8 || to >= 56) {
    buf[n++] = m | PROMOTE_QUEEN;
    buf[n++] = m | PROMOTE_KNIGHT;
    buf[n++] = m | PROMOTE_ROOK;
    buf[n++] = m | PROMOTE_BISHOP;
  } else buf[n++] = m;
  return n;
}

const onSet = (lo: number, hi: number, sq: number): boolean =>
  (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) !== 0;

// Each candidate is tested by lifting both pawns: this covers pins along the rank too.
function enPassantMoves(pos: Position, buf: Int32Array, n: number): number {
  const ep = pos.ep;
  const p = us === 0 ? 64 + ep : ep;
  let cLo = PAWN_LO[p]! & pos.bbLo[us | PAWN]!;
  let cHi = PAWN_HI[p]! & pos.bbHi[us | PAWN]!;
  while (cLo !== 0) {
    const from = 31 - Math.clz32(cLo & -cLo);
    cLo &= cLo - 1;
    if (enPassantIsLegal(pos, from, ep)) buf[n++] = from | (ep << 6) | MOVE_EN_PASSANT;
  }
  while (cHi !== 0) {
    const from = 63 - Math.clz32(cHi & -cHi);
    cHi &= cHi - 1;
    if (enPassantIsLegal(pos, from, ep)) buf[n++] = from | (ep << 6) | MOVE_EN_PASSANT;
  }
  return n;
}

function enPassantIsLegal(pos: Position, from: number, ep: number): boolean {
  const captured = us === 0 ? ep - 8 : ep + 8;
  let lo = occLo;
  let hi = occHi;
  for (const sq of [from, captured]) {
    if (sq < 32) lo &= ~(1 << sq);
    else hi &= ~(1 << sq);
  }
  if (ep < 32) lo |= 1 << ep;
  else hi |= 1 << ep;
  // The captured pawn must not count as an attacker; it is gone from the occupancy and
  // pawns attack only diagonally-forwards, so only a non-captured checker matters.
  const pawnLo = pos.bbLo[them | PAWN]!;
  const pawnHi = pos.bbHi[them | PAWN]!;
  const capturedLo = captured < 32 ? 1 << captured : 0;
  const capturedHi = captured < 32 ? 0 : 1 << captured;
  pos.bbLo[them | PAWN] = pawnLo & ~capturedLo;
  pos.bbHi[them | PAWN] = pawnHi & ~capturedHi;
  const attacked = isAttacked(pos, kingSq, them, lo, hi);
  pos.bbLo[them | PAWN] = pawnLo;
  pos.bbHi[them | PAWN] = pawnHi;
  return !attacked;
}

function castlingMoves(pos: Position, buf: Int32Array, n: number): number {
  const rank = us === 0 ? 0 : 56;
  const ksq = kingSq;
  if (ksq >> 3 !== rank >> 3) return n;
  let rights = us === 0 ? pos.castleLo & 0xff : (pos.castleHi >>> 24) & 0xff;
  while (rights !== 0) {
    const rook = rank + 31 - Math.clz32(rights & -rights);
    rights &= rights - 1;
    if (castlingIsLegal(pos, ksq, rook)) buf[n++] = ksq | (rook << 6) | MOVE_CASTLING;
  }
  return n;
}

/**
 * L-3.8 / L-G2: every square the king and rook cross or land on is empty (but for the two of
 * them), and no square the king stands on, crosses or lands on is attacked once both are lifted.
 */
export function castlingIsLegal(pos: Position, ksq: number, rook: number): boolean {
  const rank = ksq & 56;
  const kingTo = rank | (rook > ksq ? 6 : 2);
  const rookTo = rank | (rook > ksq ? 5 : 3);
  const kingPathLo = BETWEEN_LO[ksq * 64 + kingTo]! | (kingTo < 32 ? 1 << kingTo : 0);
  const kingPathHi = BETWEEN_HI[ksq * 64 + kingTo]! | (kingTo < 32 ? 0 : 1 << kingTo);
  const bothLo = (ksq < 32 ? 1 << ksq : 0) | (rook < 32 ? 1 << rook : 0);
  const bothHi = (ksq < 32 ? 0 : 1 << ksq) | (rook < 32 ? 0 : 1 << rook);
  const pathLo = kingPathLo | BETWEEN_LO[rook * 64 + rookTo]! | (rookTo < 32 ? 1 << rookTo : 0);
  const pathHi = kingPathHi | BETWEEN_HI[rook * 64 + rookTo]! | (rookTo < 32 ? 0 : 1 << rookTo);
  const lo = pos.bbLo[0]! | pos.bbLo[8]!;
  const hi = pos.bbHi[0]! | pos.bbHi[8]!;
  if (((pathLo & ~bothLo & lo) | (pathHi & ~bothHi & hi)) !== 0) return false;
  const liftedLo = lo & ~bothLo;
  const liftedHi = hi & ~bothHi;
  const enemy = pos.side ^ 8;
  let kLo = kingPathLo;
  let kHi = kingPathHi;
  while (kLo !== 0) {
    if (isAttacked(pos, 31 - Math.clz32(kLo & -kLo), enemy, liftedLo, liftedHi)) return false;
    kLo &= kLo - 1;
  }
  while (kHi !== 0) {
    if (isAttacked(pos, 63 - Math.clz32(kHi & -kHi), enemy, liftedLo, liftedHi)) return false;
    kHi &= kHi - 1;
  }
  return true;
}

/** The checkers of the side to move's king, as `[lo, hi]`. */
export function checkersOf(pos: Position): [number, number] {
  prepare(pos);
  return [checkLo, checkHi];
}

/** The side to move's pieces pinned to its king, as `[lo, hi]`. */
export function pinnedOf(pos: Position): [number, number] {
  prepare(pos);
  return [pinLo, pinHi];
}

/** True when the side to move could capture en passant right now (L-9.2.2). */
export function hasLegalEnPassant(pos: Position): boolean {
  if (pos.ep === NO_SQUARE) return false;
  prepare(pos);
  const p = us === 0 ? 64 + pos.ep : pos.ep;
  let cLo = PAWN_LO[p]! & pos.bbLo[us | PAWN]!;
  let cHi = PAWN_HI[p]! & pos.bbHi[us | PAWN]!;
  while (cLo !== 0) {
    if (enPassantIsLegal(pos, 31 - Math.clz32(cLo & -cLo), pos.ep)) return true;
    cLo &= cLo - 1;
  }
  while (cHi !== 0) {
    if (enPassantIsLegal(pos, 63 - Math.clz32(cHi & -cHi), pos.ep)) return true;
    cHi &= cHi - 1;
  }
  return false;
}

/** Population count of a two-half set. */
export const countSquares = (lo: number, hi: number): number => popcount(lo) + popcount(hi);
