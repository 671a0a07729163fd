/**
 * Legal move generation for the fast core. Only legal moves are produced, from a check mask
 * (the squares that capture or block a single checker) and pin lines, so nothing is made and
 * tested except king steps (tested against attacks with the king lifted off the board) and the
 * rare en passant capture (tested by lifting both pawns).
 *
 * Bitboards are pairs of int32s. Values that cross a function boundary go through the `S`
 * scratch array rather than arguments, module variables or return values: V8 boxes an int32
 * that does not fit a small integer (31 bits) whenever it is stored in a tagged slot, and that
 * allocation would dominate the hot loops.
 * @internal
 * @packageDocumentation
 */
import type { Bitboards } from './codes.js';
import * as codes from './codes.js';
import * as move from './move.js';
import type { Position } from './position.js';
import * as tables from './tables.js';

// Imported bindings are re-bound to local constants: dev-time loaders (tsx, vitest) keep modules
// apart, and reading another module's export in a hot loop costs a check on every access.
// One property read per name (not a destructuring) lets bundlers drop the exports not read.
const BISHOP = codes.BISHOP;
const KING = codes.KING;
const KNIGHT = codes.KNIGHT;
const NO_SQUARE = codes.NO_SQUARE;
const PAWN = codes.PAWN;
const QUEEN = codes.QUEEN;
const ROOK = codes.ROOK;
const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_DOUBLE_PUSH = move.MOVE_DOUBLE_PUSH;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const BETWEEN_HI = tables.BETWEEN_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const BISHOP_EMPTY_HI = tables.BISHOP_EMPTY_HI;
const BISHOP_EMPTY_LO = tables.BISHOP_EMPTY_LO;
const KING_HI = tables.KING_HI;
const KING_LO = tables.KING_LO;
const KNIGHT_HI = tables.KNIGHT_HI;
const KNIGHT_LO = tables.KNIGHT_LO;
const LINE_HI = tables.LINE_HI;
const LINE_LO = tables.LINE_LO;
const PAWN_HI = tables.PAWN_HI;
const PAWN_LO = tables.PAWN_LO;
const RAY_HI = tables.RAY_HI;
const RAY_LO = tables.RAY_LO;
const ROOK_EMPTY_HI = tables.ROOK_EMPTY_HI;
const ROOK_EMPTY_LO = tables.ROOK_EMPTY_LO;

const FILE_A = 0x01010101;
const FILE_H = 0x80808080 | 0;
const PROMOTE_QUEEN = QUEEN << 12;
const PROMOTE_ROOK = ROOK << 12;
const PROMOTE_BISHOP = BISHOP << 12;
const PROMOTE_KNIGHT = KNIGHT << 12;

/** Scratch int32 slots, in pairs (low half, high half). */
const S = new Int32Array(20);
/** Result of `slide`. */
const ATT = 0;
/** All pieces. */
const OCC = 2;
/** The side to move's pieces. */
const OWN = 4;
/** The side to move's pieces pinned to its king. */
const PINNED = 6;
/** Pieces giving check. */
const CHECKERS = 8;
/** Squares non-king pieces may go to: not own, and capturing or blocking a single checker. */
const TARGET = 10;
/** Occupancy for `isAttacked` (the king lifted, or both e.p. pawns moved). */
const PROBE = 12;
/** A set of destinations to emit. */
const SET = 14;
/** The squares whose pieces `generate` moves (all, one for `generateFrom`, one role for `generateTo`). */
const FROM = 16;
/** The squares moves may land on (all, or one for `generateTo`); castling only when all. */
const TO = 18;

// Small integers only (no boxing): the context of the position being generated.
let us = 0;
let them = 8;
let kingSq = 0;
/** Number of checkers, capped at 2. */
let checks = 0;

/**
 * Slider attacks from `sq` into `S[ATT]`, with the occupancy in `S[occ]`: two directions towards
 * higher squares (`up1`, `up2`: the nearest blocker is the lowest bit) and two towards lower
 * ones (`down1`, `down2`: the highest bit), each the table offset of a direction.
 */
function slide(
  sq: number,
  up1: number,
  up2: number,
  down1: number,
  down2: number,
  occ: number,
): void {
  const occLo = S[occ]!;
  const occHi = S[occ + 1]!;
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < 2; k++) {
    const base = k === 0 ? up1 : up2;
    let rayLo = RAY_LO[base + sq]!;
    let rayHi = RAY_HI[base + sq]!;
    const blockLo = rayLo & occLo;
    if (blockLo !== 0) {
      const j = base + 31 - Math.clz32(blockLo & -blockLo);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const blockHi = rayHi & occHi;
      if (blockHi !== 0) rayHi ^= RAY_HI[base + 63 - Math.clz32(blockHi & -blockHi)]!;
    }
    lo |= rayLo;
    hi |= rayHi;
  }
  for (let k = 0; k < 2; k++) {
    const base = k === 0 ? down1 : down2;
    let rayLo = RAY_LO[base + sq]!;
    let rayHi = RAY_HI[base + sq]!;
    const blockHi = rayHi & occHi;
    if (blockHi !== 0) {
      const j = base + 63 - Math.clz32(blockHi);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const blockLo = rayLo & occLo;
      if (blockLo !== 0) rayLo ^= RAY_LO[base + 31 - Math.clz32(blockLo)]!;
    }
    lo |= rayLo;
    hi |= rayHi;
  }
  S[ATT] = lo;
  S[ATT + 1] = hi;
}

// Direction table offsets: north, east, north-east, north-west; south, west, south-west, south-east.
const rookAttacks = (sq: number, occ: number): void => slide(sq, 0, 64, 256, 320, occ);
const bishopAttacks = (sq: number, occ: number): void => slide(sq, 128, 192, 384, 448, occ);

/** Population count of a 32-bit integer. */
function popcount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * True when a piece of colour offset `by` attacks `sq` with the occupancy in `S[occ]`. Cheap
 * empty-board tests skip the slider scans when no slider shares a line with the square.
 */
function isAttacked(pos: Position, sq: number, by: number, occ: number): boolean {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  if ((KNIGHT_LO[sq]! & lo[by | KNIGHT]!) | (KNIGHT_HI[sq]! & hi[by | KNIGHT]!)) return true;
  if ((KING_LO[sq]! & lo[by | KING]!) | (KING_HI[sq]! & hi[by | KING]!)) return true;
  // A pawn of `by` attacks sq where a pawn of the other colour on sq would attack.
  const p = by === 0 ? 64 + sq : sq;
  if ((PAWN_LO[p]! & lo[by | PAWN]!) | (PAWN_HI[p]! & hi[by | PAWN]!)) return true;
  const rqLo = lo[by | ROOK]! | lo[by | QUEEN]!;
  const rqHi = hi[by | ROOK]! | hi[by | QUEEN]!;
  if ((ROOK_EMPTY_LO[sq]! & rqLo) | (ROOK_EMPTY_HI[sq]! & rqHi)) {
    rookAttacks(sq, occ);
    if ((S[ATT]! & rqLo) | (S[ATT + 1]! & rqHi)) return true;
  }
  const bqLo = lo[by | BISHOP]! | lo[by | QUEEN]!;
  const bqHi = hi[by | BISHOP]! | hi[by | QUEEN]!;
  if ((BISHOP_EMPTY_LO[sq]! & bqLo) | (BISHOP_EMPTY_HI[sq]! & bqHi)) {
    bishopAttacks(sq, occ);
    if ((S[ATT]! & bqLo) | (S[ATT + 1]! & bqHi)) return true;
  }
  return false;
}

/** Fills the context: king, occupancy, checkers, pinned pieces, target squares. */
function prepare(pos: Position): void {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  us = pos.side;
  them = us ^ 8;
  const ownLo = lo[us]!;
  const ownHi = hi[us]!;
  const occLo = ownLo | lo[them]!;
  const occHi = ownHi | hi[them]!;
  const kLo = lo[us | KING]!;
  const ksq =
    kLo !== 0 ? 31 - Math.clz32(kLo & -kLo) : 63 - Math.clz32(hi[us | KING]! & -hi[us | KING]!);
  kingSq = ksq;

  const p = us === 0 ? ksq : 64 + ksq;
  let checkLo = (KNIGHT_LO[ksq]! & lo[them | KNIGHT]!) | (PAWN_LO[p]! & lo[them | PAWN]!);
  let checkHi = (KNIGHT_HI[ksq]! & hi[them | KNIGHT]!) | (PAWN_HI[p]! & hi[them | PAWN]!);

  // Enemy sliders on a line with the king: nothing between -> check; exactly one of ours -> pin.
  const rqLo = lo[them | ROOK]! | lo[them | QUEEN]!;
  const rqHi = hi[them | ROOK]! | hi[them | QUEEN]!;
  const bqLo = lo[them | BISHOP]! | lo[them | QUEEN]!;
  const bqHi = hi[them | BISHOP]! | hi[them | QUEEN]!;
  const sniperLo = (ROOK_EMPTY_LO[ksq]! & rqLo) | (BISHOP_EMPTY_LO[ksq]! & bqLo);
  const sniperHi = (ROOK_EMPTY_HI[ksq]! & rqHi) | (BISHOP_EMPTY_HI[ksq]! & bqHi);
  let pinLo = 0;
  let pinHi = 0;
  const base = ksq * 64;
  for (let half = 0; half < 64; half += 32) {
    let snipers = half === 0 ? sniperLo : sniperHi;
    while (snipers !== 0) {
      const bit = snipers & -snipers;
      snipers ^= bit;
      const i = base + half + 31 - Math.clz32(bit);
      const bLo = BETWEEN_LO[i]! & occLo;
      const bHi = BETWEEN_HI[i]! & occHi;
      if ((bLo | bHi) === 0) {
        if (half === 0) checkLo |= bit;
        else checkHi |= bit;
      } else if (bHi === 0 ? (bLo & (bLo - 1)) === 0 : bLo === 0 && (bHi & (bHi - 1)) === 0) {
        pinLo |= bLo & ownLo;
        pinHi |= bHi & ownHi;
      }
    }
  }

  let targetLo = ~ownLo;
  let targetHi = ~ownHi;
  if ((checkLo | checkHi) === 0) checks = 0;
  else if (
    (checkLo !== 0 && checkHi !== 0) ||
    (checkLo & (checkLo - 1)) !== 0 ||
    (checkHi & (checkHi - 1)) !== 0
  ) {
    checks = 2;
    targetLo = 0;
    targetHi = 0;
  } else {
    checks = 1;
    const c = checkLo !== 0 ? 31 - Math.clz32(checkLo) : 63 - Math.clz32(checkHi);
    targetLo = BETWEEN_LO[base + c]! | checkLo;
    targetHi = BETWEEN_HI[base + c]! | checkHi;
  }
  S[OCC] = occLo;
  S[OCC + 1] = occHi;
  S[OWN] = ownLo;
  S[OWN + 1] = ownHi;
  S[PINNED] = pinLo;
  S[PINNED + 1] = pinHi;
  S[CHECKERS] = checkLo;
  S[CHECKERS + 1] = checkHi;
  S[TARGET] = targetLo;
  S[TARGET + 1] = targetHi;
}

/** Writes a move from `from` to each square of `S[SET]`. */
function emit(buf: Int32Array, n: number, from: number): number {
  let lo = S[SET]!;
  let hi = S[SET + 1]!;
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

/** Writes pawn moves to each square of half `S[SET + half]` (offset 0 or 32), each from `to - delta`. */
function emitPawns(buf: Int32Array, n: number, half: number, delta: number, flags: number): number {
  let set = S[SET + (half >> 5)]!;
  while (set !== 0) {
    const to = half + 31 - Math.clz32(set & -set);
    set &= set - 1;
    buf[n++] = (to - delta) | (to << 6) | flags;
  }
  return n;
}

/** Like `emitPawns`, but four promotions per square. */
function emitPromotions(buf: Int32Array, n: number, half: number, delta: number): number {
  let set = S[SET + (half >> 5)]!;
  while (set !== 0) {
    const to = half + 31 - Math.clz32(set & -set);
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
  S[FROM] = -1;
  S[FROM + 1] = -1;
  S[TO] = -1;
  S[TO + 1] = -1;
  return generateMasked(pos, buf, n);
}

/** Like `generate`, but only the moves of the piece on `square`. */
export function generateFrom(pos: Position, buf: Int32Array, n: number, square: number): number {
  S[FROM] = bit(square);
  S[FROM + 1] = bitHi(square);
  S[TO] = -1;
  S[TO + 1] = -1;
  return generateMasked(pos, buf, n);
}

/**
 * Like `generate`, but only the moves landing on `to` (castling never: its move integer names
 * the rook's square, not where the king lands), and of pieces of role code `role` if not 0.
 */
export function generateTo(
  pos: Position,
  buf: Int32Array,
  n: number,
  to: number,
  role: number,
): number {
  const code = pos.side | role;
  // Only pieces on the empty-board lines through `to` can land there (pawns: all of them).
  const reachLo =
    role === KNIGHT
      ? KNIGHT_LO[to]!
      : role === KING
        ? KING_LO[to]!
        : role === ROOK
          ? ROOK_EMPTY_LO[to]!
          : role === BISHOP
            ? BISHOP_EMPTY_LO[to]!
            : role === QUEEN
              ? ROOK_EMPTY_LO[to]! | BISHOP_EMPTY_LO[to]!
              : -1;
  const reachHi =
    role === KNIGHT
      ? KNIGHT_HI[to]!
      : role === KING
        ? KING_HI[to]!
        : role === ROOK
          ? ROOK_EMPTY_HI[to]!
          : role === BISHOP
            ? BISHOP_EMPTY_HI[to]!
            : role === QUEEN
              ? ROOK_EMPTY_HI[to]! | BISHOP_EMPTY_HI[to]!
              : -1;
  S[FROM] = role === 0 ? -1 : pos.bbLo[code]! & reachLo;
  S[FROM + 1] = role === 0 ? -1 : pos.bbHi[code]! & reachHi;
  S[TO] = bit(to);
  S[TO + 1] = bitHi(to);
  return generateMasked(pos, buf, n);
}

/** The one move from `from` to `to` with promotion code `promotion` if legal, else 0 (never castling). */
export function legalMoveBetween(
  pos: Position,
  from: number,
  to: number,
  promotion: number,
): number {
  S[FROM] = bit(from);
  S[FROM + 1] = bitHi(from);
  S[TO] = bit(to);
  S[TO + 1] = bitHi(to);
  const n = generateMasked(pos, SINK, 0);
  for (let i = 0; i < n; i++) if (((SINK[i]! >>> 12) & 7) === promotion) return SINK[i]!;
  return 0;
}

// Buffer of `uniqueMoveTo`'s fallback: every legal move onto one square fits many times over.
const ONTO = new Int32Array(256);

/** The squares of file `file` (0..7) in one half (files repeat in both halves). */
const fileMask = (file: number): number => FILE_A << file;
/** The low half of the squares of rank `rank` (0..7). */
const rankLo = (rank: number): number => (rank < 4 ? 0xff << (rank * 8) : 0);
/** The high half of the squares of rank `rank`. */
const rankHi = (rank: number): number => (rank < 4 ? 0 : 0xff << ((rank - 4) * 8));

/**
 * The one legal move of a piece of role code `role` (not 0) onto `to`, leaving from file
 * `fromFile` and rank `fromRank` (-1: any) with promotion code `promotion` (0: none); 0 when
 * there is none, or more than one. Never castling. What `generateTo` and a filter would give,
 * but read from the attack tables: the pieces that reach `to`, each tested against the check
 * mask and its pin line, so no move list is generated. En passant takes the generator.
 */
export function uniqueMoveTo(
  pos: Position,
  to: number,
  role: number,
  fromFile: number,
  fromRank: number,
  promotion: number,
): number {
  if (role < PAWN || role > KING || fromFile > 7 || fromRank > 7 || to < 0 || to > 63) return 0;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const side = pos.side;
  const enemy = side ^ 8;
  const occLo = lo[0]! | lo[8]!;
  const occHi = hi[0]! | hi[8]!;
  // Never onto our own piece.
  if (isIn(lo[side]!, hi[side]!, to)) return 0;
  const kLo = lo[side | KING]!;
  const ksq =
    kLo !== 0 ? 31 - Math.clz32(kLo & -kLo) : 63 - Math.clz32(hi[side | KING]! & -hi[side | KING]!);
  // The origins the SAN allows.
  const allowLo =
    (fromFile === -1 ? -1 : fileMask(fromFile)) & (fromRank === -1 ? -1 : rankLo(fromRank));
  const allowHi =
    (fromFile === -1 ? -1 : fileMask(fromFile)) & (fromRank === -1 ? -1 : rankHi(fromRank));
  if (role === KING) {
    if (promotion !== 0 || !isIn(allowLo, allowHi, ksq)) return 0;
    if (!isIn(KING_LO[ksq]!, KING_HI[ksq]!, to)) return 0;
    // The king lifted off the board, so it cannot hide behind itself on a checking line.
    S[PROBE] = ksq < 32 ? occLo ^ (1 << ksq) : occLo;
    S[PROBE + 1] = ksq < 32 ? occHi : occHi ^ (1 << (ksq - 32));
    return isAttacked(pos, to, enemy, PROBE) ? 0 : ksq | (to << 6);
  }
  if (role === PAWN && to === pos.ep)
    return uniqueMoveToByGenerator(pos, to, role, allowLo, allowHi, promotion);
  // Checks: knights and pawns by their tables, sliders on a line to the king with nothing
  // between. A check must be answered on `to` (capture or block); two cannot be.
  const kp = side === 0 ? ksq : 64 + ksq;
  let checkLo = (KNIGHT_LO[ksq]! & lo[enemy | KNIGHT]!) | (PAWN_LO[kp]! & lo[enemy | PAWN]!);
  let checkHi = (KNIGHT_HI[ksq]! & hi[enemy | KNIGHT]!) | (PAWN_HI[kp]! & hi[enemy | PAWN]!);
  const rqLo = lo[enemy | ROOK]! | lo[enemy | QUEEN]!;
  const rqHi = hi[enemy | ROOK]! | hi[enemy | QUEEN]!;
  const bqLo = lo[enemy | BISHOP]! | lo[enemy | QUEEN]!;
  const bqHi = hi[enemy | BISHOP]! | hi[enemy | QUEEN]!;
  const kingBase = ksq * 64;
  for (let half = 0; half < 64; half += 32) {
    let snipers =
      half === 0
        ? (ROOK_EMPTY_LO[ksq]! & rqLo) | (BISHOP_EMPTY_LO[ksq]! & bqLo)
        : (ROOK_EMPTY_HI[ksq]! & rqHi) | (BISHOP_EMPTY_HI[ksq]! & bqHi);
    while (snipers !== 0) {
      const b = snipers & -snipers;
      snipers ^= b;
      const i = kingBase + half + 31 - Math.clz32(b);
      if (((BETWEEN_LO[i]! & occLo) | (BETWEEN_HI[i]! & occHi)) !== 0) continue;
      if (half === 0) checkLo |= b;
      else checkHi |= b;
    }
  }
  if ((checkLo | checkHi) !== 0) {
    if ((checkLo !== 0 && checkHi !== 0) || (checkLo & (checkLo - 1)) !== 0) return 0;
    if ((checkHi & (checkHi - 1)) !== 0) return 0;
    const c = checkLo !== 0 ? 31 - Math.clz32(checkLo) : 63 - Math.clz32(checkHi);
    if (c !== to && !isIn(BETWEEN_LO[kingBase + c]!, BETWEEN_HI[kingBase + c]!, to)) return 0;
  }
  const squares = pos.squares;
  let flags = 0;
  let candLo = 0;
  let candHi = 0;
  if (role === PAWN) {
    const lastRank = side === 0 ? to >= 56 : to < 8;
    if (lastRank ? promotion < KNIGHT || promotion > QUEEN : promotion !== 0) return 0;
    flags = promotion << 12;
    const forward = side === 0 ? 8 : -8;
    const behind = to - forward;
    if (behind < 0 || behind > 63) return 0;
    const pawn = side | PAWN;
    if (squares[to] === 0) {
      // Pushes: one step, or two from the start rank over an empty square.
      if (squares[behind] === pawn) {
        candLo = bit(behind);
        candHi = bitHi(behind);
      } else if (squares[behind] === 0 && to >> 3 === (side === 0 ? 3 : 4)) {
        const start = behind - forward;
        if (squares[start] === pawn) {
          candLo = bit(start);
          candHi = bitHi(start);
          flags = MOVE_DOUBLE_PUSH;
        }
      }
    } else {
      // Captures: our pawns on the neighbouring files of the square behind `to`.
      const p = side === 0 ? 64 + to : to;
      candLo = PAWN_LO[p]! & lo[pawn]!;
      candHi = PAWN_HI[p]! & hi[pawn]!;
    }
  } else {
    if (promotion !== 0) return 0;
    const code = side | role;
    if (role === KNIGHT) {
      candLo = KNIGHT_LO[to]! & lo[code]!;
      candHi = KNIGHT_HI[to]! & hi[code]!;
    } else {
      // Our sliders on the empty-board lines through `to` (usually one or two), each with
      // nothing between it and `to`.
      const reachLo =
        role === ROOK
          ? ROOK_EMPTY_LO[to]!
          : role === BISHOP
            ? BISHOP_EMPTY_LO[to]!
            : ROOK_EMPTY_LO[to]! | BISHOP_EMPTY_LO[to]!;
      const reachHi =
        role === ROOK
          ? ROOK_EMPTY_HI[to]!
          : role === BISHOP
            ? BISHOP_EMPTY_HI[to]!
            : ROOK_EMPTY_HI[to]! | BISHOP_EMPTY_HI[to]!;
      const base = to * 64;
      for (let half = 0; half < 64; half += 32) {
        let sliders = half === 0 ? lo[code]! & reachLo & allowLo : hi[code]! & reachHi & allowHi;
        while (sliders !== 0) {
          const b = sliders & -sliders;
          sliders ^= b;
          const i = base + half + 31 - Math.clz32(b);
          if (((BETWEEN_LO[i]! & occLo) | (BETWEEN_HI[i]! & occHi)) !== 0) continue;
          if (half === 0) candLo |= b;
          else candHi |= b;
        }
      }
    }
  }
  candLo &= allowLo;
  candHi &= allowHi;
  if ((candLo | candHi) === 0) return 0;
  // A piece on a line with our king that leaves the line may uncover an attack on it: then the
  // first piece beyond it on that line, from the king, is an enemy slider that moves that way.
  let found = 0;
  for (let half = 0; half < 64; half += 32) {
    let cand = half === 0 ? candLo : candHi;
    while (cand !== 0) {
      const from = half + 31 - Math.clz32(cand & -cand);
      cand &= cand - 1;
      const line = kingBase + from;
      const lineLo = LINE_LO[line]!;
      const lineHi = LINE_HI[line]!;
      if (
        (lineLo | lineHi) !== 0 &&
        !isIn(lineLo, lineHi, to) &&
        ((BETWEEN_LO[line]! & occLo) | (BETWEEN_HI[line]! & occHi)) === 0 &&
        pinnedOnLine(ksq, from, lineLo, lineHi, occLo, occHi, rqLo, rqHi, bqLo, bqHi)
      )
        continue;
      if (found !== 0) return 0;
      found = from | (to << 6) | flags;
    }
  }
  return found;
}

/**
 * True when an enemy slider (`rq` rooks and queens, `bq` bishops and queens) on the line
 * through the king on `ksq` and our piece on `from` sees the king once `from` is empty.
 */
function pinnedOnLine(
  ksq: number,
  from: number,
  lineLo: number,
  lineHi: number,
  occLo: number,
  occHi: number,
  rqLo: number,
  rqHi: number,
  bqLo: number,
  bqHi: number,
): boolean {
  const straight = (ksq & 7) === (from & 7) || ksq >> 3 === from >> 3;
  const base = ksq * 64;
  const fromLo = bit(from);
  const fromHi = bitHi(from);
  for (let half = 0; half < 64; half += 32) {
    let sliders =
      half === 0 ? lineLo & (straight ? rqLo : bqLo) : lineHi & (straight ? rqHi : bqHi);
    while (sliders !== 0) {
      const b = sliders & -sliders;
      sliders ^= b;
      const i = base + half + 31 - Math.clz32(b);
      if ((BETWEEN_LO[i]! & occLo) === fromLo && (BETWEEN_HI[i]! & occHi) === fromHi) return true;
    }
  }
  return false;
}

// `uniqueMoveTo` through the generator, for what the tables above leave out.
function uniqueMoveToByGenerator(
  pos: Position,
  to: number,
  role: number,
  allowLo: number,
  allowHi: number,
  promotion: number,
): number {
  const n = generateTo(pos, ONTO, 0, to, role);
  let found = 0;
  for (let k = 0; k < n; k++) {
    const m = ONTO[k]!;
    if (((m >>> 12) & 7) !== promotion || !isIn(allowLo, allowHi, m & 63)) continue;
    if (found !== 0) return 0;
    found = m;
  }
  return found;
}

// The moves of the pieces on `S[FROM]` to the squares of `S[TO]`.
function generateMasked(pos: Position, buf: Int32Array, n: number): number {
  prepare(pos);
  const fromLo = S[FROM]!;
  const fromHi = S[FROM + 1]!;
  const toLo = S[TO]!;
  const toHi = S[TO + 1]!;
  const kingMoves = isIn(fromLo, fromHi, kingSq);
  if (kingMoves) n = kingSteps(pos, buf, n);
  if (checks === 2) return n;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const targetLo = S[TARGET]! & toLo;
  const targetHi = S[TARGET + 1]! & toHi;
  S[TARGET] = targetLo;
  S[TARGET + 1] = targetHi;
  const pinLo = S[PINNED]!;
  const pinHi = S[PINNED + 1]!;
  const lineBase = kingSq * 64;

  for (let half = 0; half < 64; half += 32) {
    // A pinned knight never moves.
    let knights =
      half === 0 ? lo[us | KNIGHT]! & ~pinLo & fromLo : hi[us | KNIGHT]! & ~pinHi & fromHi;
    while (knights !== 0) {
      const sq = half + 31 - Math.clz32(knights & -knights);
      knights &= knights - 1;
      S[SET] = KNIGHT_LO[sq]! & targetLo;
      S[SET + 1] = KNIGHT_HI[sq]! & targetHi;
      n = emit(buf, n, sq);
    }
    // A pinned slider moves only along its pin line.
    let rooks =
      half === 0
        ? (lo[us | ROOK]! | lo[us | QUEEN]!) & fromLo
        : (hi[us | ROOK]! | hi[us | QUEEN]!) & fromHi;
    while (rooks !== 0) {
      const sq = half + 31 - Math.clz32(rooks & -rooks);
      rooks &= rooks - 1;
      // No target on its empty-board lines (a `generateTo` square elsewhere): skip the scan.
      if (((ROOK_EMPTY_LO[sq]! & targetLo) | (ROOK_EMPTY_HI[sq]! & targetHi)) === 0) continue;
      rookAttacks(sq, OCC);
      const pinned = half === 0 ? (pinLo >>> sq) & 1 : (pinHi >>> (sq - 32)) & 1;
      S[SET] = S[ATT]! & targetLo & (pinned ? LINE_LO[lineBase + sq]! : -1);
      S[SET + 1] = S[ATT + 1]! & targetHi & (pinned ? LINE_HI[lineBase + sq]! : -1);
      n = emit(buf, n, sq);
    }
    let bishops =
      half === 0
        ? (lo[us | BISHOP]! | lo[us | QUEEN]!) & fromLo
        : (hi[us | BISHOP]! | hi[us | QUEEN]!) & fromHi;
    while (bishops !== 0) {
      const sq = half + 31 - Math.clz32(bishops & -bishops);
      bishops &= bishops - 1;
      if (((BISHOP_EMPTY_LO[sq]! & targetLo) | (BISHOP_EMPTY_HI[sq]! & targetHi)) === 0) continue;
      bishopAttacks(sq, OCC);
      const pinned = half === 0 ? (pinLo >>> sq) & 1 : (pinHi >>> (sq - 32)) & 1;
      S[SET] = S[ATT]! & targetLo & (pinned ? LINE_LO[lineBase + sq]! : -1);
      S[SET + 1] = S[ATT + 1]! & targetHi & (pinned ? LINE_HI[lineBase + sq]! : -1);
      n = emit(buf, n, sq);
    }
  }

  if (((lo[us | PAWN]! & fromLo) | (hi[us | PAWN]! & fromHi)) !== 0) n = pawnMoves(pos, buf, n);
  const everyTarget = (toLo & toHi) === -1;
  if (kingMoves && everyTarget && checks === 0 && pos.castlingBits !== 0)
    n = castlingMoves(pos, buf, n);
  return n;
}

/**
 * True when `pos` has a legal move (the side to move is neither mated nor stalemated). Out of
 * check, an unpinned knight with a square not its own, an unpinned pawn with the square ahead
 * empty, or an unpinned slider with a square it attacks not its own has a legal move: none of
 * them can uncover its king, and no check needs answering. Only when none has one (or in
 * check) are the moves generated, into `buf`.
 */
export function hasLegalMove(pos: Position, buf: Int32Array): boolean {
  prepare(pos);
  if (checks === 0) {
    const lo = pos.bbLo;
    const hi = pos.bbHi;
    const freeLo = ~S[PINNED]!;
    const freeHi = ~S[PINNED + 1]!;
    const targetLo = S[TARGET]!;
    const targetHi = S[TARGET + 1]!;
    for (let half = 0; half < 64; half += 32) {
      let knights = half === 0 ? lo[us | KNIGHT]! & freeLo : hi[us | KNIGHT]! & freeHi;
      while (knights !== 0) {
        const sq = half + 31 - Math.clz32(knights & -knights);
        knights &= knights - 1;
        if (((KNIGHT_LO[sq]! & targetLo) | (KNIGHT_HI[sq]! & targetHi)) !== 0) return true;
      }
    }
    const emptyLo = ~S[OCC]!;
    const emptyHi = ~S[OCC + 1]!;
    const pawnsLo = lo[us | PAWN]! & freeLo;
    const pawnsHi = hi[us | PAWN]! & freeHi;
    // The squares just ahead of the free pawns (towards rank 8 for White, rank 1 for Black).
    const aheadLo = us === 0 ? pawnsLo << 8 : (pawnsLo >>> 8) | (pawnsHi << 24);
    const aheadHi = us === 0 ? (pawnsHi << 8) | (pawnsLo >>> 24) : pawnsHi >>> 8;
    if (((aheadLo & emptyLo) | (aheadHi & emptyHi)) !== 0) return true;
    for (let half = 0; half < 64; half += 32) {
      let rooks =
        (half === 0 ? lo[us | ROOK]! | lo[us | QUEEN]! : hi[us | ROOK]! | hi[us | QUEEN]!) &
        (half === 0 ? freeLo : freeHi);
      while (rooks !== 0) {
        const sq = half + 31 - Math.clz32(rooks & -rooks);
        rooks &= rooks - 1;
        rookAttacks(sq, OCC);
        if (((S[ATT]! & targetLo) | (S[ATT + 1]! & targetHi)) !== 0) return true;
      }
      let bishops =
        (half === 0 ? lo[us | BISHOP]! | lo[us | QUEEN]! : hi[us | BISHOP]! | hi[us | QUEEN]!) &
        (half === 0 ? freeLo : freeHi);
      while (bishops !== 0) {
        const sq = half + 31 - Math.clz32(bishops & -bishops);
        bishops &= bishops - 1;
        bishopAttacks(sq, OCC);
        if (((S[ATT]! & targetLo) | (S[ATT + 1]! & targetHi)) !== 0) return true;
      }
    }
  }
  return generate(pos, buf, 0) > 0;
}

/**
 * The number of legal moves of `pos`, counted without writing them (perft's last ply).
 */
export function countMoves(pos: Position): number {
  S[FROM] = -1;
  S[FROM + 1] = -1;
  S[TO] = -1;
  S[TO + 1] = -1;
  prepare(pos);
  let n = countKingMoves(pos);
  if (checks === 2) return n;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const targetLo = S[TARGET]!;
  const targetHi = S[TARGET + 1]!;
  const pinLo = S[PINNED]!;
  const pinHi = S[PINNED + 1]!;
  const lineBase = kingSq * 64;

  for (let half = 0; half < 64; half += 32) {
    let knights = half === 0 ? lo[us | KNIGHT]! & ~pinLo : hi[us | KNIGHT]! & ~pinHi;
    while (knights !== 0) {
      const sq = half + 31 - Math.clz32(knights & -knights);
      knights &= knights - 1;
      n += popcount(KNIGHT_LO[sq]! & targetLo) + popcount(KNIGHT_HI[sq]! & targetHi);
    }
    let rooks = half === 0 ? lo[us | ROOK]! | lo[us | QUEEN]! : hi[us | ROOK]! | hi[us | QUEEN]!;
    while (rooks !== 0) {
      const sq = half + 31 - Math.clz32(rooks & -rooks);
      rooks &= rooks - 1;
      rookAttacks(sq, OCC);
      const pinned = half === 0 ? (pinLo >>> sq) & 1 : (pinHi >>> (sq - 32)) & 1;
      n +=
        popcount(S[ATT]! & targetLo & (pinned ? LINE_LO[lineBase + sq]! : -1)) +
        popcount(S[ATT + 1]! & targetHi & (pinned ? LINE_HI[lineBase + sq]! : -1));
    }
    let bishops =
      half === 0 ? lo[us | BISHOP]! | lo[us | QUEEN]! : hi[us | BISHOP]! | hi[us | QUEEN]!;
    while (bishops !== 0) {
      const sq = half + 31 - Math.clz32(bishops & -bishops);
      bishops &= bishops - 1;
      bishopAttacks(sq, OCC);
      const pinned = half === 0 ? (pinLo >>> sq) & 1 : (pinHi >>> (sq - 32)) & 1;
      n +=
        popcount(S[ATT]! & targetLo & (pinned ? LINE_LO[lineBase + sq]! : -1)) +
        popcount(S[ATT + 1]! & targetHi & (pinned ? LINE_HI[lineBase + sq]! : -1));
    }
  }

  n += countPawnMoves(pos);
  if (checks === 0 && pos.castlingBits !== 0) n += castlingMoves(pos, SINK, 0);
  return n;
}

// Castling and the rare special cases are written here when only counting.
const SINK = new Int32Array(64);

function kingSteps(pos: Position, buf: Int32Array, n: number): number {
  const ksq = kingSq;
  let tLo = KING_LO[ksq]! & ~S[OWN]! & S[TO]!;
  let tHi = KING_HI[ksq]! & ~S[OWN + 1]! & S[TO + 1]!;
  liftKing(ksq);
  while (tLo !== 0) {
    const to = 31 - Math.clz32(tLo & -tLo);
    tLo &= tLo - 1;
    if (!isAttacked(pos, to, them, PROBE)) buf[n++] = ksq | (to << 6);
  }
  while (tHi !== 0) {
    const to = 63 - Math.clz32(tHi & -tHi);
    tHi &= tHi - 1;
    if (!isAttacked(pos, to, them, PROBE)) buf[n++] = ksq | (to << 6);
  }
  return n;
}

function countKingMoves(pos: Position): number {
  const ksq = kingSq;
  let tLo = KING_LO[ksq]! & ~S[OWN]!;
  let tHi = KING_HI[ksq]! & ~S[OWN + 1]!;
  liftKing(ksq);
  let n = 0;
  while (tLo !== 0) {
    const to = 31 - Math.clz32(tLo & -tLo);
    tLo &= tLo - 1;
    if (!isAttacked(pos, to, them, PROBE)) n++;
  }
  while (tHi !== 0) {
    const to = 63 - Math.clz32(tHi & -tHi);
    tHi &= tHi - 1;
    if (!isAttacked(pos, to, them, PROBE)) n++;
  }
  return n;
}

// The king is lifted off the board, so it cannot hide behind itself on a checking line.
function liftKing(ksq: number): void {
  S[PROBE] = ksq < 32 ? S[OCC]! ^ (1 << ksq) : S[OCC]!;
  S[PROBE + 1] = ksq < 32 ? S[OCC + 1]! : S[OCC + 1]! ^ (1 << (ksq - 32));
}

/**
 * The destinations of the side to move's unpinned pawns, in `P`: single pushes, double pushes,
 * captures towards the a-file and towards the h-file (each a lo/hi pair), already masked by the
 * target squares.
 */
const P = new Int32Array(8);

function pawnTargets(pos: Position): void {
  const pLo = pos.bbLo[us | PAWN]! & ~S[PINNED]! & S[FROM]!;
  const pHi = pos.bbHi[us | PAWN]! & ~S[PINNED + 1]! & S[FROM + 1]!;
  const occLo = S[OCC]!;
  const occHi = S[OCC + 1]!;
  const targetLo = S[TARGET]!;
  const targetHi = S[TARGET + 1]!;
  const enemyLo = occLo & ~S[OWN]! & targetLo;
  const enemyHi = occHi & ~S[OWN + 1]! & targetHi;
  const wLo = pLo & ~FILE_A;
  const wHi = pHi & ~FILE_A;
  const eLo = pLo & ~FILE_H;
  const eHi = pHi & ~FILE_H;
  if (us === 0) {
    const push1Lo = (pLo << 8) & ~occLo;
    const push1Hi = ((pHi << 8) | (pLo >>> 24)) & ~occHi;
    P[0] = push1Lo & targetLo;
    P[1] = push1Hi & targetHi;
    P[2] = ((push1Lo & 0xff0000) << 8) & ~occLo & targetLo;
    P[3] = 0;
    P[4] = (wLo << 7) & enemyLo;
    P[5] = ((wHi << 7) | (wLo >>> 25)) & enemyHi;
    P[6] = (eLo << 9) & enemyLo;
    P[7] = ((eHi << 9) | (eLo >>> 23)) & enemyHi;
  } else {
    const push1Lo = ((pLo >>> 8) | (pHi << 24)) & ~occLo;
    const push1Hi = (pHi >>> 8) & ~occHi;
    P[0] = push1Lo & targetLo;
    P[1] = push1Hi & targetHi;
    P[2] = 0;
    P[3] = ((push1Hi & 0xff00) >>> 8) & ~occHi & targetHi;
    P[4] = ((wLo >>> 9) | (wHi << 23)) & enemyLo;
    P[5] = (wHi >>> 9) & enemyHi;
    P[6] = ((eLo >>> 7) | (eHi << 25)) & enemyLo;
    P[7] = (eHi >>> 7) & enemyHi;
  }
}

// Promotion squares within a half: rank 8 is the top byte of the high half, rank 1 the low byte of the low half.
const PROMO_HI = 0xff000000 | 0;
const PROMO_LO = 0xff;

function pawnMoves(pos: Position, buf: Int32Array, n: number): number {
  pawnTargets(pos);
  const up = us === 0;
  const promoLo = up ? 0 : PROMO_LO;
  const promoHi = up ? PROMO_HI : 0;
  const forward = up ? 8 : -8;
  // Pushes (k = 0), captures towards the a-file (k = 2), towards the h-file (k = 3).
  for (let k = 0; k < 4; k++) {
    if (k === 1) {
      if ((P[2]! | P[3]!) === 0) continue;
      S[SET] = P[2]!;
      S[SET + 1] = P[3]!;
      n = emitPawns(buf, n, 0, 2 * forward, MOVE_DOUBLE_PUSH);
      n = emitPawns(buf, n, 32, 2 * forward, MOVE_DOUBLE_PUSH);
      continue;
    }
    const delta = k === 0 ? forward : k === 2 ? (up ? 7 : -9) : up ? 9 : -7;
    const setLo = P[2 * k]!;
    const setHi = P[2 * k + 1]!;
    if ((setLo | setHi) === 0) continue;
    S[SET] = setLo & ~promoLo;
    S[SET + 1] = setHi & ~promoHi;
    n = emitPawns(buf, n, 0, delta, 0);
    n = emitPawns(buf, n, 32, delta, 0);
    if (((setLo & promoLo) | (setHi & promoHi)) !== 0) {
      S[SET] = setLo & promoLo;
      S[SET + 1] = setHi & promoHi;
      n = emitPromotions(buf, n, 0, delta);
      n = emitPromotions(buf, n, 32, delta);
    }
  }
  // Pinned pawns (never movable while in check) stay on their pin line.
  const pinnedPawns =
    (pos.bbLo[us | PAWN]! & S[PINNED]! & S[FROM]!) |
    (pos.bbHi[us | PAWN]! & S[PINNED + 1]! & S[FROM + 1]!);
  if (checks === 0 && pinnedPawns !== 0) n = pinnedPawnMoves(pos, buf, n);
  if (pos.ep !== NO_SQUARE && isIn(S[TO]!, S[TO + 1]!, pos.ep)) n = enPassantMoves(pos, buf, n);
  return n;
}

function countPawnMoves(pos: Position): number {
  pawnTargets(pos);
  const up = us === 0;
  const promoLo = up ? 0 : PROMO_LO;
  const promoHi = up ? PROMO_HI : 0;
  let n = popcount(P[2]!) + popcount(P[3]!);
  for (let k = 0; k < 8; k += 2) {
    if (k === 2) continue;
    const setLo = P[k]!;
    const setHi = P[k + 1]!;
    n +=
      popcount(setLo) +
      popcount(setHi) +
      3 * (popcount(setLo & promoLo) + popcount(setHi & promoHi));
  }
  const pinnedPawns = (pos.bbLo[us | PAWN]! & S[PINNED]!) | (pos.bbHi[us | PAWN]! & S[PINNED + 1]!);
  if (checks === 0 && pinnedPawns !== 0) n += pinnedPawnMoves(pos, SINK, 0);
  if (pos.ep !== NO_SQUARE) n += enPassantMoves(pos, SINK, 0);
  return n;
}

function pinnedPawnMoves(pos: Position, buf: Int32Array, n: number): number {
  const squares = pos.squares;
  const forward = us === 0 ? 8 : -8;
  const startRank = us === 0 ? 1 : 6;
  const occLo = S[OCC]!;
  const occHi = S[OCC + 1]!;
  const enemyLo = occLo & ~S[OWN]!;
  const enemyHi = occHi & ~S[OWN + 1]!;
  for (let half = 0; half < 64; half += 32) {
    let pawns =
      half === 0
        ? pos.bbLo[us | PAWN]! & S[PINNED]! & S[FROM]!
        : pos.bbHi[us | PAWN]! & S[PINNED + 1]! & S[FROM + 1]!;
    while (pawns !== 0) {
      const from = half + 31 - Math.clz32(pawns & -pawns);
      pawns &= pawns - 1;
      const line = kingSq * 64 + from;
      const lineLo = LINE_LO[line]! & S[TO]!;
      const lineHi = LINE_HI[line]! & S[TO + 1]!;
      const to = from + forward;
      // Pushes stay on the pin line only along a file: test the line itself, not the TO mask.
      if (squares[to] === 0 && isIn(LINE_LO[line]!, LINE_HI[line]!, to)) {
        if (isIn(lineLo, lineHi, to)) n = pawnMove(buf, n, from, to);
        const to2 = to + forward;
        if (from >> 3 === startRank && squares[to2] === 0 && isIn(lineLo, lineHi, to2))
          buf[n++] = from | (to2 << 6) | MOVE_DOUBLE_PUSH;
      }
      const p = us === 0 ? from : 64 + from;
      let cLo = PAWN_LO[p]! & lineLo & enemyLo;
      let cHi = PAWN_HI[p]! & lineHi & enemyHi;
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

const isIn = (lo: number, hi: number, sq: number): boolean =>
  (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) !== 0;

// Each candidate is tested by moving both pawns: this covers pins along the rank too.
function enPassantMoves(pos: Position, buf: Int32Array, n: number): number {
  const ep = pos.ep;
  const p = us === 0 ? 64 + ep : ep;
  for (let half = 0; half < 64; half += 32) {
    let candidates =
      half === 0
        ? PAWN_LO[p]! & pos.bbLo[us | PAWN]! & S[FROM]!
        : PAWN_HI[p]! & pos.bbHi[us | PAWN]! & S[FROM + 1]!;
    while (candidates !== 0) {
      const from = half + 31 - Math.clz32(candidates & -candidates);
      candidates &= candidates - 1;
      if (enPassantIsLegal(pos, from, ep)) buf[n++] = from | (ep << 6) | MOVE_EN_PASSANT;
    }
  }
  return n;
}

const toggle = (slot: number, sq: number): void => {
  if (sq < 32) S[slot] = S[slot]! ^ (1 << sq);
  else S[slot + 1] = S[slot + 1]! ^ (1 << (sq - 32));
};

function enPassantIsLegal(pos: Position, from: number, ep: number): boolean {
  const captured = us === 0 ? ep - 8 : ep + 8;
  S[PROBE] = S[OCC]!;
  S[PROBE + 1] = S[OCC + 1]!;
  toggle(PROBE, from);
  toggle(PROBE, captured);
  toggle(PROBE, ep);
  // The captured pawn is gone: take it out of its bitboard while testing, then put it back.
  const pawnLo = pos.bbLo[them | PAWN]!;
  const pawnHi = pos.bbHi[them | PAWN]!;
  if (captured < 32) pos.bbLo[them | PAWN] = pawnLo ^ (1 << captured);
  else pos.bbHi[them | PAWN] = pawnHi ^ (1 << (captured - 32));
  const attacked = isAttacked(pos, kingSq, them, PROBE);
  pos.bbLo[them | PAWN] = pawnLo;
  pos.bbHi[them | PAWN] = pawnHi;
  return !attacked;
}

function castlingMoves(pos: Position, buf: Int32Array, n: number): number {
  const rank = us === 0 ? 0 : 56;
  const ksq = kingSq;
  if ((ksq & 56) !== rank) return n;
  let rights = us === 0 ? pos.castlingBits & 0xff : pos.castlingBits >>> 8;
  while (rights !== 0) {
    const rook = rank + 31 - Math.clz32(rights & -rights);
    rights &= rights - 1;
    if (castlingIsLegal(pos, ksq, rook)) buf[n++] = ksq | (rook << 6) | MOVE_CASTLING;
  }
  return n;
}

const bit = (sq: number): number => (sq < 32 ? 1 << sq : 0);
const bitHi = (sq: number): number => (sq < 32 ? 0 : 1 << (sq - 32));

/**
 * L-3.8 / L-G2: every square the king and rook cross or land on is empty (but for the two of
 * them), and no square the king crosses or lands on is attacked with both lifted off the board.
 * (The king's own square is not attacked: castling is only tried when not in check.)
 */
function castlingIsLegal(pos: Position, ksq: number, rook: number): boolean {
  const rank = ksq & 56;
  const kingTo = rank | (rook > ksq ? 6 : 2);
  const rookTo = rank | (rook > ksq ? 5 : 3);
  const kingPathLo = BETWEEN_LO[ksq * 64 + kingTo]! | bit(kingTo);
  const kingPathHi = BETWEEN_HI[ksq * 64 + kingTo]! | bitHi(kingTo);
  const bothLo = bit(ksq) | bit(rook);
  const bothHi = bitHi(ksq) | bitHi(rook);
  const pathLo = kingPathLo | BETWEEN_LO[rook * 64 + rookTo]! | bit(rookTo);
  const pathHi = kingPathHi | BETWEEN_HI[rook * 64 + rookTo]! | bitHi(rookTo);
  const occLo = pos.bbLo[0]! | pos.bbLo[8]!;
  const occHi = pos.bbHi[0]! | pos.bbHi[8]!;
  if (((pathLo & ~bothLo & occLo) | (pathHi & ~bothHi & occHi)) !== 0) return false;
  S[PROBE] = occLo & ~bothLo;
  S[PROBE + 1] = occHi & ~bothHi;
  const enemy = pos.side ^ 8;
  for (let half = 0; half < 64; half += 32) {
    let path = half === 0 ? kingPathLo : kingPathHi;
    while (path !== 0) {
      if (isAttacked(pos, half + 31 - Math.clz32(path & -path), enemy, PROBE)) return false;
      path &= path - 1;
    }
  }
  return true;
}

/** The checkers of the side to move's king, as `[lo, hi]`. */
export function checkersOf(pos: Position): [number, number] {
  prepare(pos);
  return [S[CHECKERS]!, S[CHECKERS + 1]!];
}

/** The side to move's pieces pinned to its king, as `[lo, hi]`. */
export function pinnedOf(pos: Position): [number, number] {
  prepare(pos);
  return [S[PINNED]!, S[PINNED + 1]!];
}

/** True when the side to move could capture en passant right now (L-9.2.2). */
export function hasLegalEnPassant(pos: Position): boolean {
  const ep = pos.ep;
  if (ep === NO_SQUARE) return false;
  // Most double steps land beside no pawn of the side to move: then there is nothing to test.
  const side = pos.side;
  const p = side === 0 ? 64 + ep : ep;
  if ((PAWN_LO[p]! & pos.bbLo[side | PAWN]!) === 0 && (PAWN_HI[p]! & pos.bbHi[side | PAWN]!) === 0)
    return false;
  S[FROM] = -1;
  S[FROM + 1] = -1;
  S[TO] = -1;
  S[TO + 1] = -1;
  prepare(pos);
  return enPassantMoves(pos, SINK, 0) > 0;
}

/** True when the side to move's king is attacked: `isCheck` without the pin search. */
export function inCheck(pos: Position): boolean {
  const side = pos.side;
  const kLo = pos.bbLo[side | KING]!;
  const kHi = pos.bbHi[side | KING]!;
  const ksq = kLo !== 0 ? 31 - Math.clz32(kLo & -kLo) : 63 - Math.clz32(kHi & -kHi);
  S[PROBE] = pos.bbLo[0]! | pos.bbLo[8]!;
  S[PROBE + 1] = pos.bbHi[0]! | pos.bbHi[8]!;
  return isAttacked(pos, ksq, side ^ 8, PROBE);
}

/**
 * True when a piece of colour offset `by` attacks `sq` with exactly the squares of
 * `occLo`/`occHi` occupied (the variants' legality tests).
 */
export function squareAttacked(
  pos: Position,
  sq: number,
  by: number,
  occLo: number,
  occHi: number,
): boolean {
  S[PROBE] = occLo;
  S[PROBE + 1] = occHi;
  return isAttacked(pos, sq, by, PROBE);
}

/** True when the king of the side that just moved is attacked: the move `make` played was illegal. */
export function moverInCheck(pos: Position): boolean {
  const mover = pos.side ^ 8;
  const kLo = pos.bbLo[mover | KING]!;
  const kHi = pos.bbHi[mover | KING]!;
  const ksq = kLo !== 0 ? 31 - Math.clz32(kLo & -kLo) : 63 - Math.clz32(kHi & -kHi);
  S[PROBE] = pos.bbLo[0]! | pos.bbLo[8]!;
  S[PROBE + 1] = pos.bbHi[0]! | pos.bbHi[8]!;
  return isAttacked(pos, ksq, pos.side, PROBE);
}

/**
 * The pieces of colour offset `by` (0 or 8) that attack `sq` when exactly the squares of
 * `occLo`/`occHi` are occupied (a piece off those squares neither attacks nor blocks), as `[lo, hi]`.
 */
export function attackersOf(
  pos: Bitboards,
  sq: number,
  by: number,
  occLo: number,
  occHi: number,
): [number, number] {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  S[PROBE] = occLo;
  S[PROBE + 1] = occHi;
  // A pawn of `by` attacks sq where a pawn of the other colour on sq would attack.
  const p = by === 0 ? 64 + sq : sq;
  let aLo =
    (KNIGHT_LO[sq]! & lo[by | KNIGHT]!) |
    (KING_LO[sq]! & lo[by | KING]!) |
    (PAWN_LO[p]! & lo[by | PAWN]!);
  let aHi =
    (KNIGHT_HI[sq]! & hi[by | KNIGHT]!) |
    (KING_HI[sq]! & hi[by | KING]!) |
    (PAWN_HI[p]! & hi[by | PAWN]!);
  rookAttacks(sq, PROBE);
  aLo |= S[ATT]! & (lo[by | ROOK]! | lo[by | QUEEN]!);
  aHi |= S[ATT + 1]! & (hi[by | ROOK]! | hi[by | QUEEN]!);
  bishopAttacks(sq, PROBE);
  aLo |= S[ATT]! & (lo[by | BISHOP]! | lo[by | QUEEN]!);
  aHi |= S[ATT + 1]! & (hi[by | BISHOP]! | hi[by | QUEEN]!);
  return [aLo & occLo, aHi & occHi];
}
