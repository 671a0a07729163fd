/**
 * A screen in front of the static proof of unwinnability (`staticUnwinnability.ts`): one pass
 * over the position's mailbox (`pieceCodeAt`; no `Board`, no `SquareSet`, nothing allocated)
 * and some integer operations on bitboard halves show, for nearly every game position, that
 * the static proof cannot succeed, so it need not run.
 *
 * What the screen shows is a fact about the static proof, not about chess: each flag names a
 * step of `pawnFutures` or of the mate patterns whose outcome is certain. A screened answer is
 * the unscreened answer, bit for bit, and no dead position the proof finds is ever missed.
 *
 * {@link PAWNS_OPEN}: `pawnFutures` gives up (`undefined`). Suppose it returned futures; look at
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
 * piece), that round gives up instead: a contradiction. Then only material proves anything, and
 * a side facing a pawn has insufficient material only with nothing but its king.
 *
 * {@link WHITE_MATES} / {@link BLACK_MATES}: no pawns and no knight, bishop, rook or queen jammed
 * (each has an empty square to move to). Then `pawnFutures` has no walls: kings, knights, rooks
 * and queens range over the whole board, bishops over their square colour, and a piece covers
 * (the `others` of the mate patterns) every square it attacks from anywhere in its range. The
 * mate patterns then hold a mate for the side (so the static proof fails for it, and neither
 * insufficient material nor `lonePieceMates` applies) when it has:
 * - a rook or queen: the back-rank mate on a8, the piece checking from a1 (covering a7), the
 *   winner's king on c7 (covering b7 and b8; a7 is also a square a lone king may have come from);
 * - two minor pieces, one a knight, or bishops of both colours: a knight covers every square,
 *   and a bishop checking a8 from c6 covers b7 while one of the other colour covers a7 and b8;
 * - bishops of one colour only, against a knight or a bishop of the other colour: the light
 *   bishop checks a8 from c6 (covering b7), the king on b6 covers a7, and the loser's piece
 *   blocks b8 (the dark bishop's mirror: h8, f6, g6, g8);
 * - a lone knight, against a knight, bishop or rook: it checks a8 from c7 with the king on b6
 *   and a blocker on b8, or h8 from f7 with the king on g6 and a blocker on g8 (light squares).
 *
 * {@link WHITE_INSUFFICIENT} / {@link BLACK_INSUFFICIENT}: `hasInsufficientMaterial` holds for
 * the side, by the same rules counted on the scan.
 */
import { popcount32 } from '@chesslaws/board';
import { PIECE_CODE, type ReadonlyPosition } from '@chesslaws/moves';

/** `pawnFutures` surely gives up: a pawn could promote, take a pawn or take a piece. */
export const PAWNS_OPEN = 1;
/** White has insufficient material (`hasInsufficientMaterial`, computed from the scan). */
export const WHITE_INSUFFICIENT = 2;
/** Black has insufficient material (`hasInsufficientMaterial`, computed from the scan). */
export const BLACK_INSUFFICIENT = 4;
/** No pawns, no piece jammed, and White's material has a mate pattern: the static proof fails for White. */
export const WHITE_MATES = 8;
/** No pawns, no piece jammed, and Black's material has a mate pattern: the static proof fails for Black. */
export const BLACK_MATES = 16;

const {
  white: W,
  black: B,
  pawn: P,
  knight: N,
  bishop: BI,
  rook: R,
  queen: Q,
  king: K,
} = PIECE_CODE;

const NOT_FILE_A = ~0x01010101;
const NOT_FILE_H = ~0x80808080;
const RANK_1 = 0xff; // in the low half
const RANK_8 = 0xff << 24; // in the high half

// Bitboards by piece code (index 0: the empty squares), low (squares 0..31) and high (32..63)
// halves, rewritten by every scan: the screen allocates nothing.
const LO = new Int32Array(16);
const HI = new Int32Array(16);
// Pieces and kings that can move (`findMovable`), low and high half.
const MOVABLE = new Int32Array(2);

/** Step tables in one half: knight jumps, rook steps, bishop steps (64 entries each). */
function stepTables(half: 0 | 1): Int32Array {
  const knight: ReadonlyArray<readonly [number, number]> = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ];
  const rook: ReadonlyArray<readonly [number, number]> = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const bishop: ReadonlyArray<readonly [number, number]> = [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ];
  const table = new Int32Array(3 * 64);
  [knight, rook, bishop].forEach((steps, block) => {
    for (let square = 0; square < 64; square++) {
      for (const [df, dr] of steps) {
        const f = (square & 7) + df;
        const r = (square >> 3) + dr;
        const to = r * 8 + f;
        if (f >= 0 && f < 8 && r >= 0 && r < 8 && to >> 5 === half)
          table[block * 64 + square]! |= 1 << (to & 31);
      }
    }
  });
  return table;
}
const STEP_LO = /* @__PURE__ */ stepTables(0);
const STEP_HI = /* @__PURE__ */ stepTables(1);
const KNIGHT_STEPS = 0;
const ROOK_STEPS = 64;
const BISHOP_STEPS = 128;

/** One-step reach of a set (low, high) through a step table, into `REACH`. */
const REACH = new Int32Array(2);
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

/** The squares a king step away from `square`. */
const kingStepsLo = (square: number): number =>
  STEP_LO[ROOK_STEPS + square]! | STEP_LO[BISHOP_STEPS + square]!;
const kingStepsHi = (square: number): number =>
  STEP_HI[ROOK_STEPS + square]! | STEP_HI[BISHOP_STEPS + square]!;

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

/** The square of the king of `side` (a colour offset), or -1. */
function kingOf(side: number): number {
  const lo = LO[side | K]!;
  const hi = HI[side | K]!;
  if (lo !== 0) return 31 - Math.clz32(lo & -lo);
  return hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
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

const PATH_ATTACKS = new Int32Array(4);
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

const LIGHT = 0x55aa55aa; // light squares, in either half
const count = (side: number, role: number): number =>
  popcount32(LO[side | role]!) + popcount32(HI[side | role]!);
const countOn = (side: number, role: number, colour: number): number =>
  popcount32(LO[side | role]! & colour) + popcount32(HI[side | role]! & colour);

/**
 * True when, on a pawnless board without walls, the material of `side` against that of `other`
 * (colour offsets) has one of the mate patterns of the module doc.
 */
function hasOpenBoardMate(side: number, other: number): boolean {
  if (count(side, R) + count(side, Q) > 0) return true;
  const knights = count(side, N);
  const light = countOn(side, BI, LIGHT);
  const dark = countOn(side, BI, ~LIGHT);
  if (knights + light + dark >= 2 && (knights > 0 || (light > 0 && dark > 0))) return true;
  if (knights === 0 && light + dark > 0) {
    const otherColour = countOn(other, BI, light > 0 ? ~LIGHT : LIGHT);
    return count(other, N) + otherColour > 0;
  }
  if (knights === 1 && light + dark === 0)
    return count(other, N) + count(other, BI) + count(other, R) > 0;
  return false;
}

/** Reads the mailbox of `pos` into `LO` / `HI`. */
function scan(pos: ReadonlyPosition): void {
  LO.fill(0);
  HI.fill(0);
  for (let square = 0; square < 32; square++) LO[pos.pieceCodeAt(square)]! |= 1 << square;
  for (let square = 32; square < 64; square++) HI[pos.pieceCodeAt(square)]! |= 1 << (square - 32);
}

const EMPTY = new Int32Array(2);
const PASS = new Int32Array(2);

/**
 * `hasInsufficientMaterial` for `side` against `other` (colour offsets) on the last scan, rule
 * for rule: a pawn, rook or queen suffices; a bare king does not; against a bare king, one minor
 * piece or bishops of one colour do not; against anything but bishops, a knight or bishops do;
 * against bishops, bishops of one colour with them do not.
 */
function insufficient(side: number, other: number): boolean {
  if (count(side, P) + count(side, R) + count(side, Q) > 0) return false;
  const knights = count(side, N);
  const light = countOn(side, BI, LIGHT);
  const dark = countOn(side, BI, ~LIGHT);
  if (knights + light + dark === 0) return true;
  const theirBishops = count(other, BI);
  const theirs = count(other, P) + count(other, N) + count(other, R) + count(other, Q);
  if (theirs + theirBishops === 0) {
    if (knights + light + dark === 1) return true;
    return knights === 0 && (light === 0 || dark === 0);
  }
  if (knights > 0 || theirs > 0) return false;
  return light + countOn(other, BI, LIGHT) === 0 || dark + countOn(other, BI, ~LIGHT) === 0;
}

/** The insufficient-material flags of the last scan. */
function materialFlags(): number {
  return (
    (insufficient(W, B) ? WHITE_INSUFFICIENT : 0) | (insufficient(B, W) ? BLACK_INSUFFICIENT : 0)
  );
}

/**
 * The material flags of `pos` alone ({@link WHITE_INSUFFICIENT}, {@link BLACK_INSUFFICIENT}):
 * one scan, nothing allocated.
 */
export function screenMaterial(pos: ReadonlyPosition): number {
  scan(pos);
  return materialFlags();
}

/**
 * Screens `pos` (see the module doc): a combination of {@link PAWNS_OPEN},
 * {@link WHITE_INSUFFICIENT}, {@link BLACK_INSUFFICIENT}, {@link WHITE_MATES} and
 * {@link BLACK_MATES}. Every flag set is certain;
 * a flag not set proves nothing.
 */
export function screenStaticProof(pos: ReadonlyPosition): number {
  scan(pos);
  let flags = materialFlags();
  EMPTY[0] = LO[0]!;
  EMPTY[1] = HI[0]!;
  const pawnless = (LO[W | P]! | HI[W | P]! | LO[B | P]! | HI[B | P]!) === 0;
  if (pawnless) {
    findMovable(STANDING_ATTACKS.fill(0));
    const piecesLo = ~LO[0]! & ~LO[W | K]! & ~LO[B | K]!;
    const piecesHi = ~HI[0]! & ~HI[W | K]! & ~HI[B | K]!;
    // A jammed piece would be a wall: no claim then.
    if ((piecesLo & ~MOVABLE[0]!) !== 0 || (piecesHi & ~MOVABLE[1]!) !== 0) return flags;
    if (hasOpenBoardMate(W, B)) flags |= WHITE_MATES;
    if (hasOpenBoardMate(B, W)) flags |= BLACK_MATES;
    return flags;
  }
  // Cheap first: paths through empty squares, pieces where they stand.
  if (pawnsBreakOut(EMPTY, false)) return flags | PAWNS_OPEN;
  // Then paths and pieces through every square that can be vacated, and where pieces go.
  pawnAttacksInto(STANDING_ATTACKS, LO[W | P]!, HI[W | P]!, LO[B | P]!, HI[B | P]!);
  findMovable(STANDING_ATTACKS);
  PASS[0] = EMPTY[0]! | MOVABLE[0]!;
  PASS[1] = EMPTY[1]! | MOVABLE[1]!;
  return pawnsBreakOut(PASS, true) ? flags | PAWNS_OPEN : flags;
}
