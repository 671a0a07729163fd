/**
 * Whether `pawnFutures` surely gives up on the last scanned position (`scannedBoard.ts`), shown
 * with integer operations on bitboard halves, nothing allocated.
 *
 * Why it then gives up (returns `undefined`): suppose it returned futures, and look at
 * its last round. Its walls are occupied squares (pieces that were assumed stuck and pawns), and
 * a piece still assumed stuck there has a region of one square, so it has no empty square to
 * move to; a king still assumed stuck has no step to an empty square that no enemy pawn attacks
 * and that is not next to the other king. So in that round:
 * - each pawn's path runs at least through the squares straight ahead of it that are empty or
 *   hold a piece or king that can move (`MOVABLE`), up to the first other square;
 * - each piece's region holds at least its square and every square it reaches through such
 *   squares, moving one step at a time (knights by jumps, bishops diagonally, rooks
 *   orthogonally, queens both ways).
 * If such a path reaches its last rank (a promotion), or the squares a pawn attacks from it meet
 * the path of an enemy pawn (a pawn capture) or the region of an enemy piece (a pawn takes a
 * piece), that round gives up instead: a contradiction.
 */
import { kingTakesBlocker } from './kingTakes.js';
import {
  B,
  BI,
  BISHOP_STEPS,
  HI,
  K,
  KNIGHT_STEPS,
  kingOf,
  kingStepsHi,
  kingStepsLo,
  LO,
  N,
  NOT_FILE_A,
  NOT_FILE_H,
  P,
  Q,
  R,
  RANK_1,
  RANK_8,
  ROOK_STEPS,
  STEP_HI,
  STEP_LO,
  W,
} from './scannedBoard.js';

/** The pieces and kings that can move (`findMovable`), low and high half. */
const MOVABLE = new Int32Array(2);

/** What `stepFrom` reaches, low and high half. */
const REACH = new Int32Array(2);

/** The one-step reach of a set (low, high) through a step table, into `REACH`. */
function stepFrom(lo: number, hi: number, table: number): void {
  let reachLo = 0;
  let reachHi = 0;
  for (let rest = lo; rest !== 0; rest &= rest - 1) {
    const i = table + 31 - Math.clz32(rest & -rest);
    reachLo |= STEP_LO[i]!;
    reachHi |= STEP_HI[i]!;
  }
  for (let rest = hi; rest !== 0; rest &= rest - 1) {
    const i = table + 63 - Math.clz32(rest & -rest);
    reachLo |= STEP_LO[i]!;
    reachHi |= STEP_HI[i]!;
  }
  REACH[0] = reachLo;
  REACH[1] = reachHi;
}

/**
 * True when pieces moving by `tables` (step tables, all applied at each step) from the squares
 * `lo` / `hi` reach, through squares of `pass`, a square of `target` (their own squares count).
 */
function floodMeets(
  lo: number,
  hi: number,
  tables: readonly number[],
  pass: Int32Array,
  targetLo: number,
  targetHi: number,
): boolean {
  let regionLo = lo;
  let regionHi = hi;
  let frontierLo = lo;
  let frontierHi = hi;
  while ((frontierLo | frontierHi) !== 0) {
    if (((regionLo & targetLo) | (regionHi & targetHi)) !== 0) return true;
    let nextLo = 0;
    let nextHi = 0;
    for (let t = 0; t < tables.length; t++) {
      stepFrom(frontierLo, frontierHi, tables[t]!);
      nextLo |= REACH[0]!;
      nextHi |= REACH[1]!;
    }
    frontierLo = nextLo & pass[0]! & ~regionLo;
    frontierHi = nextHi & pass[1]! & ~regionHi;
    regionLo |= frontierLo;
    regionHi |= frontierHi;
  }
  return false;
}

const KNIGHT_WAYS = [KNIGHT_STEPS];
const ROOK_WAYS = [ROOK_STEPS];
const BISHOP_WAYS = [BISHOP_STEPS];
const QUEEN_WAYS = [ROOK_STEPS, BISHOP_STEPS];

/** True when a knight, bishop, rook or queen of `side` (a colour offset) reaches `target` through `pass`. */
function piecesReach(side: number, pass: Int32Array, targetLo: number, targetHi: number): boolean {
  return (
    floodMeets(LO[side | N]!, HI[side | N]!, KNIGHT_WAYS, pass, targetLo, targetHi) ||
    floodMeets(LO[side | BI]!, HI[side | BI]!, BISHOP_WAYS, pass, targetLo, targetHi) ||
    floodMeets(LO[side | R]!, HI[side | R]!, ROOK_WAYS, pass, targetLo, targetHi) ||
    floodMeets(LO[side | Q]!, HI[side | Q]!, QUEEN_WAYS, pass, targetLo, targetHi)
  );
}

/** True when the piece of role `role` on `square` has a step (or jump) to an empty square. */
function canMove(role: number, square: number): boolean {
  let lo = 0;
  let hi = 0;
  if (role === N) {
    lo = STEP_LO[KNIGHT_STEPS + square]!;
    hi = STEP_HI[KNIGHT_STEPS + square]!;
  }
  // A slider can move in a direction exactly when the first square that way is empty.
  if (role === R || role === Q) {
    lo |= STEP_LO[ROOK_STEPS + square]!;
    hi |= STEP_HI[ROOK_STEPS + square]!;
  }
  if (role === BI || role === Q) {
    lo |= STEP_LO[BISHOP_STEPS + square]!;
    hi |= STEP_HI[BISHOP_STEPS + square]!;
  }
  return ((lo & LO[0]!) | (hi & HI[0]!)) !== 0;
}

/**
 * Fills `MOVABLE`: the knights, bishops, rooks and queens with an empty square to move to (the
 * others are `pawnFutures`' immobile candidates), and each king with a step to an empty square
 * that no enemy pawn attacks (`attacks`: White's pawn attacks, then Black's, low and high) and
 * that is not next to the other king.
 */
function findMovable(attacks: Int32Array): void {
  let movableLo = 0;
  let movableHi = 0;
  for (let side = W; side <= B; side += B - W) {
    for (let role: number = N; role <= Q; role++) {
      for (let rest = LO[side | role]!; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (canMove(role, 31 - Math.clz32(bit))) movableLo |= bit;
      }
      for (let rest = HI[side | role]!; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (canMove(role, 63 - Math.clz32(bit))) movableHi |= bit;
      }
    }
  }
  MOVABLE[0] = movableLo;
  MOVABLE[1] = movableHi;
  const white = kingOf(W);
  const black = kingOf(B);
  if (white < 0 || black < 0) return;
  if (kingCanStep(white, black, attacks[2]!, attacks[3]!))
    MOVABLE[white >> 5]! |= 1 << (white & 31);
  if (kingCanStep(black, white, attacks[0]!, attacks[1]!))
    MOVABLE[black >> 5]! |= 1 << (black & 31);
}

/** True when the king on `king` has a step to an empty square not in `attacked` and not next to `other`. */
function kingCanStep(king: number, other: number, attackedLo: number, attackedHi: number): boolean {
  const lo = kingStepsLo(king) & LO[0]! & ~attackedLo & ~kingStepsLo(other);
  const hi = kingStepsHi(king) & HI[0]! & ~attackedHi & ~kingStepsHi(other);
  return (lo | hi) !== 0;
}

/**
 * The squares pawns attack from the squares `whiteLo/Hi` (White's) and `blackLo/Hi` (Black's),
 * into `out`: White's low and high half, then Black's.
 */
function pawnAttacksInto(
  out: Int32Array,
  whiteLo: number,
  whiteHi: number,
  blackLo: number,
  blackHi: number,
): void {
  out[0] = ((whiteLo & NOT_FILE_H) << 9) | ((whiteLo & NOT_FILE_A) << 7);
  out[1] =
    ((whiteHi & NOT_FILE_H) << 9) |
    ((whiteLo & NOT_FILE_H) >>> 23) |
    ((whiteHi & NOT_FILE_A) << 7) |
    ((whiteLo & NOT_FILE_A) >>> 25);
  out[2] =
    ((blackLo & NOT_FILE_H) >>> 7) |
    ((blackHi & NOT_FILE_H) << 25) |
    ((blackLo & NOT_FILE_A) >>> 9) |
    ((blackHi & NOT_FILE_A) << 23);
  out[3] = ((blackHi & NOT_FILE_H) >>> 7) | ((blackHi & NOT_FILE_A) >>> 9);
}

/** The squares the pawns attack from their paths (`pawnAttacksInto` layout). */
const PATH_ATTACKS = new Int32Array(4);
/** The squares the pawns attack from where they stand (`pawnAttacksInto` layout). */
const STANDING_ATTACKS = new Int32Array(4);

/**
 * True when the pawns' paths, grown straight ahead through the squares of `pass`, reach a last
 * rank or attack an enemy pawn's path or an enemy piece: standing where it stands (`floods`
 * false) or anywhere it reaches through `pass` (`floods` true).
 */
function pawnsBreakOut(pass: Int32Array, floods: boolean): boolean {
  const passLo = pass[0]!;
  const passHi = pass[1]!;
  let wLo = LO[W | P]!;
  let wHi = HI[W | P]!;
  let bLo = LO[B | P]!;
  let bHi = HI[B | P]!;
  for (let step = 0; step < 7; step++) {
    wHi |= ((wHi << 8) | (wLo >>> 24)) & passHi;
    wLo |= (wLo << 8) & passLo;
    bLo |= ((bLo >>> 8) | (bHi << 24)) & passLo;
    bHi |= (bHi >>> 8) & passHi;
  }
  if ((wHi & RANK_8) !== 0 || (bLo & RANK_1) !== 0) return true;
  pawnAttacksInto(PATH_ATTACKS, wLo, wHi, bLo, bHi);
  const waLo = PATH_ATTACKS[0]!;
  const waHi = PATH_ATTACKS[1]!;
  const baLo = PATH_ATTACKS[2]!;
  const baHi = PATH_ATTACKS[3]!;
  if (((waLo & bLo) | (waHi & bHi) | (baLo & wLo) | (baHi & wHi)) !== 0) return true;
  if (!floods) {
    const blackPiecesLo = LO[B | N]! | LO[B | BI]! | LO[B | R]! | LO[B | Q]!;
    const blackPiecesHi = HI[B | N]! | HI[B | BI]! | HI[B | R]! | HI[B | Q]!;
    const whitePiecesLo = LO[W | N]! | LO[W | BI]! | LO[W | R]! | LO[W | Q]!;
    const whitePiecesHi = HI[W | N]! | HI[W | BI]! | HI[W | R]! | HI[W | Q]!;
    return (
      ((waLo & blackPiecesLo) |
        (waHi & blackPiecesHi) |
        (baLo & whitePiecesLo) |
        (baHi & whitePiecesHi)) !==
      0
    );
  }
  return piecesReach(B, pass, waLo, waHi) || piecesReach(W, pass, baLo, baHi);
}

/** The squares the pawns of the last scan attack where they stand (`pawnAttacksInto` layout; shared, rewritten by the next call). */
export function standingPawnAttacks(): Int32Array {
  pawnAttacksInto(STANDING_ATTACKS, LO[W | P]!, HI[W | P]!, LO[B | P]!, HI[B | P]!);
  return STANDING_ATTACKS;
}

const EMPTY = new Int32Array(2);
const PASS = new Int32Array(2);

/**
 * True when `pawnFutures` surely gives up on the last scanned position (which has pawns): cheap
 * first (paths through empty squares, pieces where they stand), then through every square that
 * can be vacated, with the pieces' regions.
 */
export function pawnsSurelyBreakOut(): boolean {
  EMPTY[0] = LO[0]!;
  EMPTY[1] = HI[0]!;
  if (pawnsBreakOut(EMPTY, false)) return true;
  findMovable(standingPawnAttacks());
  PASS[0] = EMPTY[0]! | MOVABLE[0]!;
  PASS[1] = EMPTY[1]! | MOVABLE[1]!;
  // Kings and pawns frozen head to head: a king that takes a blocker opens a file (kingTakes.ts).
  return pawnsBreakOut(PASS, true) || kingTakesBlocker(STANDING_ATTACKS);
}

/** True when some knight, bishop, rook or queen of the last (pawnless) scan has no empty square to move to. */
export function anyPieceJammed(): boolean {
  findMovable(STANDING_ATTACKS.fill(0));
  const piecesLo = ~LO[0]! & ~LO[W | K]! & ~LO[B | K]!;
  const piecesHi = ~HI[0]! & ~HI[B | K]! & ~HI[W | K]!;
  return (piecesLo & ~MOVABLE[0]!) !== 0 || (piecesHi & ~MOVABLE[1]!) !== 0;
}
