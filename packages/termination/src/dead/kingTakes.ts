/**
 * Whether `pawnFutures` surely gives up on the last scanned position (`scannedBoard.ts`) when
 * only kings and pawns are left, because a king takes the pawn that blocks an enemy pawn's file:
 * integer operations on bitboard halves, nothing allocated. `pawnsSurelyBreakOut` sees pawns
 * that can advance or capture; this sees pawns frozen head to head that a king can reach.
 *
 * Why it then gives up: suppose it returned futures, and look at its last round. Walls are
 * occupied squares, and a wall pawn attacks from where it stands, so each king may enter at
 * least the empty squares no enemy pawn attacks now (`open`), and its region holds at least the
 * flood of king steps from its square through them (from its steps not next to the other king
 * when an enemy pawn attacks it: the analysis' rule for a king in check). A pawn `q` of the
 * other side next to that flood, not attacked by a pawn of its own side, is in the king's
 * takes unless it is guarded for ever, which only its own king does, and only from a region of
 * one square (no pieces here), or unless taking it always stalemates its side, which a king
 * square of that side's flood away from `q` with a step into that side's open squares away from
 * `q` rules out. So `q` is takeable, and in that round already removable (else the round would
 * mark it and go on). A pawn whose file ahead holds only such pawns and empty squares then walks
 * to its last rank in that round's paths: the analysis gives up there instead. A contradiction.
 */
import {
  B,
  BI,
  HI,
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
  W,
} from './scannedBoard.js';

/** The pawn attacks of the last scan (the caller's): White's low and high half, then Black's. */
let ATTACKS: Int32Array = new Int32Array(4);
/** Each side's open squares (empty, no enemy pawn attacking): White's halves, then Black's. */
const OPEN = new Int32Array(4);
/** Each side's king flood (see the module doc): White's halves, then Black's. */
const FLOOD = new Int32Array(4);

/** The king steps of the squares `lo` / `hi`, low half into `STEPS[0]`, high into `STEPS[1]`. */
const STEPS = new Int32Array(2);
function stepsOf(lo: number, hi: number): void {
  // One file left and right, then one rank up and down, on both halves.
  const rowLo = lo | ((lo & NOT_FILE_H) << 1) | ((lo & NOT_FILE_A) >>> 1);
  const rowHi = hi | ((hi & NOT_FILE_H) << 1) | ((hi & NOT_FILE_A) >>> 1);
  STEPS[0] = rowLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24);
  STEPS[1] = rowHi | (rowHi << 8) | (rowHi >>> 8) | (rowLo >>> 24);
}

/** Fills `FLOOD` at `at` (0 White, 2 Black) for the king of `side` against the king `other`. */
function flood(side: number, other: number, at: number): void {
  const king = kingOf(side);
  const passLo = OPEN[at]!;
  const passHi = OPEN[at + 1]!;
  const attacksAt = at === 0 ? 2 : 0;
  const checked =
    ((king < 32 ? ATTACKS[attacksAt]! : ATTACKS[attacksAt + 1]!) & (1 << (king & 31))) !== 0;
  let regionLo = king < 32 ? 1 << king : 0;
  let regionHi = king < 32 ? 0 : 1 << (king - 32);
  let frontLo = regionLo;
  let frontHi = regionHi;
  if (checked) {
    // In check from a pawn: it steps away now, not next to the other king, and never comes back.
    frontLo = kingStepsLo(king) & passLo & ~kingStepsLo(other) & ~(other < 32 ? 1 << other : 0);
    frontHi =
      kingStepsHi(king) & passHi & ~kingStepsHi(other) & ~(other < 32 ? 0 : 1 << (other - 32));
    regionLo |= frontLo;
    regionHi |= frontHi;
  }
  while ((frontLo | frontHi) !== 0) {
    stepsOf(frontLo, frontHi);
    frontLo = STEPS[0]! & passLo & ~regionLo;
    frontHi = STEPS[1]! & passHi & ~regionHi;
    regionLo |= frontLo;
    regionHi |= frontHi;
  }
  FLOOD[at] = regionLo;
  FLOOD[at + 1] = regionHi;
}

const bitOf = (square: number, half: number): number =>
  square >> 5 === half ? 1 << (square & 31) : 0;

/**
 * True when the pawn of `owner` (a colour offset) on `q` is surely takeable by the other king
 * (see the module doc); `at` / `ownAt` are the taker's and the owner's offsets in `FLOOD`.
 */
function takeable(q: number, owner: number, at: number, ownAt: number): boolean {
  const qLo = bitOf(q, 0);
  const qHi = bitOf(q, 1);
  const nearLo = kingStepsLo(q) | qLo;
  const nearHi = kingStepsHi(q) | qHi;
  // Next to the taker's flood.
  if (((nearLo & FLOOD[at]!) | (nearHi & FLOOD[at + 1]!)) === 0) return false;
  // Not attacked by a pawn of its own side.
  const guardsAt = owner === W ? 0 : 2;
  if (((qLo & ATTACKS[guardsAt]!) | (qHi & ATTACKS[guardsAt + 1]!)) !== 0) return false;
  const ownLo = FLOOD[ownAt]!;
  const ownHi = FLOOD[ownAt + 1]!;
  const king = kingOf(owner);
  // A king that may never leave its square guards the squares around it.
  const single =
    (ownLo === 0 || ownHi === 0) && ((ownLo & (ownLo - 1)) | (ownHi & (ownHi - 1))) === 0;
  if (single && ((nearLo & bitOf(king, 0)) | (nearHi & bitOf(king, 1))) !== 0) return false;
  // Taking it does not always stalemate: some owner king square away from it has a step out.
  const openLo = OPEN[ownAt]! & ~nearLo;
  const openHi = OPEN[ownAt + 1]! & ~nearHi;
  for (let rest = ownLo & ~nearLo; rest !== 0; rest &= rest - 1) {
    const k = 31 - Math.clz32(rest & -rest);
    if (((kingStepsLo(k) & openLo) | (kingStepsHi(k) & openHi)) !== 0) return true;
  }
  for (let rest = ownHi & ~nearHi; rest !== 0; rest &= rest - 1) {
    const k = 63 - Math.clz32(rest & -rest);
    if (((kingStepsLo(k) & openLo) | (kingStepsHi(k) & openHi)) !== 0) return true;
  }
  return false;
}

/** True when a pawn of `side` has only empty squares and surely takeable enemy pawns ahead. */
function fileOpens(side: number): boolean {
  const enemy = side === W ? B : W;
  const at = side === W ? 0 : 2;
  const forward = side === W ? 8 : -8;
  for (let half = 0; half < 2; half++) {
    for (let rest = half === 0 ? LO[side | P]! : HI[side | P]!; rest !== 0; rest &= rest - 1) {
      const pawn = half * 32 + 31 - Math.clz32(rest & -rest);
      let square = pawn + forward;
      for (; square >= 0 && square < 64; square += forward) {
        const h = square >> 5;
        const bit = 1 << (square & 31);
        if (((h === 0 ? LO[0]! : HI[0]!) & bit) !== 0) continue;
        const enemyPawn = ((h === 0 ? LO[enemy | P]! : HI[enemy | P]!) & bit) !== 0;
        if (!enemyPawn || !takeable(square, enemy, at, 2 - at)) break;
      }
      if (square < 0 || square >= 64) return true;
    }
  }
  return false;
}

/**
 * True when the last scan holds kings and pawns only, and `pawnFutures` surely gives up on it
 * because a king takes a pawn that blocks an enemy pawn's way to promotion (the module doc).
 * `attacks` are the squares its pawns attack where they stand (`pawnBreakout.ts` has them).
 */
export function kingTakesBlocker(attacks: Int32Array): boolean {
  for (const side of [W, B])
    for (const role of [N, BI, R, Q]) if ((LO[side | role]! | HI[side | role]!) !== 0) return false;
  const white = kingOf(W);
  const black = kingOf(B);
  if (white < 0 || black < 0) return false;
  ATTACKS = attacks;
  OPEN[0] = LO[0]! & ~ATTACKS[2]!;
  OPEN[1] = HI[0]! & ~ATTACKS[3]!;
  OPEN[2] = LO[0]! & ~ATTACKS[0]!;
  OPEN[3] = HI[0]! & ~ATTACKS[1]!;
  flood(W, black, 0);
  flood(B, white, 2);
  return fileOpens(W) || fileOpens(B);
}
