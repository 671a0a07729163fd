/**
 * Legal move generation for fairy pieces: leaps from bitboard tables, rides along the board's
 * lines through the ray tables, other rides and hops walked square by square. Legal moves are
 * found as for standard chess: the checkers of the royal piece and the pieces pinned to it
 * (by riders on lines and on knight lines) give a mask of squares each piece may go to, and
 * only the royal piece's own moves and en passant are tested square by square. A side facing a
 * hopper that captures (a cannon, a grasshopper) has its moves made and tested instead, since
 * moving any piece may make or take away a hopper's screen. Without a royal piece every move
 * the pieces can make is legal.
 *
 * Values that cross a function boundary go through the `S` scratch array, as in `movegen.ts`,
 * so that no int32 is boxed in the hot loops.
 * @internal
 * @packageDocumentation
 */
import * as move from '../../move.js';
import type { Position } from '../../position.js';
import * as tables from '../../tables.js';
import { BISHOP_DIRS, emit, firstBlocker, popcount, RAYS, ROOK_DIRS, ray, rays } from '../rays.js';
import { type FairyTables, KIND_ANY, KIND_BISHOP, KIND_LEAPER, KIND_ROOK } from './tables.js';

const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_DOUBLE_PUSH = move.MOVE_DOUBLE_PUSH;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const RAY_LO = tables.RAY_LO;
const RAY_HI = tables.RAY_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const BETWEEN_HI = tables.BETWEEN_HI;
const PAWN_LO = tables.PAWN_LO;
const PAWN_HI = tables.PAWN_HI;

const PAWN = 1;

/** Scratch int32 pairs (low half, high half). */
const S = new Int32Array(16);
/** A result set (targets, attackers). */
const ATT = 0;
/** The pieces pinned to the royal piece. */
const PINNED = 2;
/** The squares a non-royal move must land on: not own, and answering a single check. */
const TARGET = 4;
/** The checkers. */
const CHECKERS = 6;
/** A walk's squares. */
const WALK = 8;

/** The pin mask of each pinned piece's square: the squares from the royal piece to the pinner. */
const PIN_LO = new Int32Array(64);
/** High half of `PIN_LO`. */
const PIN_HI = new Int32Array(64);

// The tables of the variant being generated, bound on entry.
let bound: FairyTables | undefined;
let LQLO: Int32Array = new Int32Array(0);
let LQHI: Int32Array = new Int32Array(0);
let LCLO: Int32Array = new Int32Array(0);
let LCHI: Int32Array = new Int32Array(0);
let RCLO: Int32Array = new Int32Array(0);
let RCHI: Int32Array = new Int32Array(0);
let SLIDE_QUIET: Uint8Array = new Uint8Array(0);
let SLIDE_CAPTURE: Uint8Array = new Uint8Array(0);
/** 1 for the codes with walks (riders off the lines, hoppers), by code. */
let WALKS: Uint8Array = new Uint8Array(16);
/** The `KIND_*` of each code. */
let KINDS: Uint8Array = new Uint8Array(16);

/** Makes `t` the tables the functions below read. */
export function bind(t: FairyTables): void {
  if (bound === t) return;
  bound = t;
  LQLO = t.lqLo;
  LQHI = t.lqHi;
  LCLO = t.lcLo;
  LCHI = t.lcHi;
  RCLO = t.rcLo;
  RCHI = t.rcHi;
  SLIDE_QUIET = t.slideQuiet;
  SLIDE_CAPTURE = t.slideCapture;
  WALKS = Uint8Array.from(t.walks, (w) => (w.length > 0 ? 1 : 0));
  KINDS = t.kinds;
}

/**
 * `pieceTargets` for the usual kinds of piece by their shortcuts (`KIND_*`): the moves of code
 * `t` from `from` onto empty squares and enemy pieces, into `S[ATT]`.
 */
function targets(
  pos: Position,
  t: number,
  from: number,
  occLo: number,
  occHi: number,
  ownLo: number,
  ownHi: number,
): void {
  const kind = KINDS[t]!;
  if (kind === KIND_ANY) {
    pieceTargets(pos, t, from);
    return;
  }
  const i = t * 64 + from;
  let lo = LQLO[i]!;
  let hi = LQHI[i]!;
  if (kind !== KIND_LEAPER) {
    if (kind !== KIND_BISHOP) {
      rays(from, ROOK_DIRS, occLo, occHi);
      lo |= RAYS[0]!;
      hi |= RAYS[1]!;
    }
    if (kind !== KIND_ROOK) {
      rays(from, BISHOP_DIRS, occLo, occHi);
      lo |= RAYS[0]!;
      hi |= RAYS[1]!;
    }
  }
  S[ATT] = lo & ~ownLo;
  S[ATT + 1] = hi & ~ownHi;
}

const lowest = (lo: number, hi: number): number =>
  lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
const isIn = (lo: number, hi: number, sq: number): boolean =>
  (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) !== 0;

/** The square `steps` steps of (df, dr) from `sq`, or -1 off the board. */
function stepFrom(sq: number, df: number, dr: number, steps: number): number {
  const f = (sq & 7) + df * steps;
  const r = (sq >> 3) + dr * steps;
  return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
}

// Ray directions of a rook (N, E, S, W) and a bishop (NE, NW, SW, SE), as direction masks.
const ORTHOGONAL = 0b00110011;
const DIAGONAL = 0b11001100;

/**
 * The moves of piece code `t` from `from` (pawns excluded) onto empty squares and enemy pieces,
 * before any legality test, into `S[ATT]`.
 */
function pieceTargets(pos: Position, t: number, from: number): void {
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const side = t & 8;
  const enemyLo = lo[side ^ 8]!;
  const enemyHi = hi[side ^ 8]!;
  const occLo = lo[0]! | lo[8]!;
  const occHi = hi[0]! | hi[8]!;
  const i = t * 64 + from;
  let rLo = (LQLO[i]! & ~occLo) | (LCLO[i]! & enemyLo);
  let rHi = (LQHI[i]! & ~occHi) | (LCHI[i]! & enemyHi);
  const quiet = SLIDE_QUIET[t]!;
  const capture = SLIDE_CAPTURE[t]!;
  if ((quiet | capture) !== 0) {
    if (quiet === capture && (quiet === ORTHOGONAL || quiet === DIAGONAL || quiet === 0xff)) {
      // A rook, bishop or queen rider: every ray up to and with an enemy blocker.
      if (quiet !== DIAGONAL) {
        rays(from, ROOK_DIRS, occLo, occHi);
        rLo |= RAYS[0]! & ~lo[side]!;
        rHi |= RAYS[1]! & ~hi[side]!;
      }
      if (quiet !== ORTHOGONAL) {
        rays(from, BISHOP_DIRS, occLo, occHi);
        rLo |= RAYS[0]! & ~lo[side]!;
        rHi |= RAYS[1]! & ~hi[side]!;
      }
    } else {
      let dirs = quiet | capture;
      while (dirs !== 0) {
        const d = 31 - Math.clz32(dirs & -dirs);
        dirs &= dirs - 1;
        ray(d, from, occLo, occHi);
        if ((quiet >> d) & 1) {
          rLo |= RAYS[0]! & ~occLo;
          rHi |= RAYS[1]! & ~occHi;
        }
        if ((capture >> d) & 1) {
          rLo |= RAYS[0]! & enemyLo;
          rHi |= RAYS[1]! & enemyHi;
        }
      }
    }
  }
  if (WALKS[t] !== 0) {
    const walks = bound!.walks[t]!;
    for (let k = 0; k < walks.length; k++) {
      walkTargets(pos, from, k, t);
      rLo |= S[WALK]!;
      rHi |= S[WALK + 1]!;
    }
  }
  S[ATT] = rLo;
  S[ATT + 1] = rHi;
}

/** The squares walk `k` of code `t` reaches from `from`, into `S[WALK]`. */
function walkTargets(pos: Position, from: number, k: number, t: number): void {
  const w = bound!.walks[t]![k]!;
  const squares = pos.squares;
  const enemy = (t & 8) ^ 8;
  let lo = 0;
  let hi = 0;
  const limit = w.range === 0 ? 8 : w.range;
  let n = 1;
  let sq = stepFrom(from, w.df, w.dr, 1);
  if (w.hop !== 0) {
    // The screen: the first piece on the line, at any distance.
    while (sq >= 0 && squares[sq] === 0) sq = stepFrom(from, w.df, w.dr, ++n);
    if (sq < 0) {
      S[WALK] = 0;
      S[WALK + 1] = 0;
      return;
    }
    sq = stepFrom(sq, w.df, w.dr, 1);
    n = 1;
  }
  const hopLimit = w.hop === 1 ? 1 : limit;
  while (sq >= 0 && n <= hopLimit) {
    const piece = squares[sq]!;
    if (piece === 0) {
      if (w.quiet) {
        if (sq < 32) lo |= 1 << sq;
        else hi |= 1 << (sq - 32);
      }
    } else {
      if (w.capture && (piece & 8) === enemy) {
        if (sq < 32) lo |= 1 << sq;
        else hi |= 1 << (sq - 32);
      }
      break;
    }
    n++;
    sq = stepFrom(sq, w.df, w.dr, 1);
  }
  S[WALK] = lo;
  S[WALK + 1] = hi;
}

/**
 * The pieces of colour offset `by` that attack `sq` with the occupancy given (pawns too), into
 * `S[ATT]`. With `any`, stops at the first one found (then `S[ATT]` is only non-empty).
 */
export function attackers(
  pos: Position,
  sq: number,
  by: number,
  occLo: number,
  occHi: number,
  any: boolean,
): void {
  const t = bound!;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  // Pawns: where a pawn of the other colour on `sq` would capture.
  const p = by === 0 ? 64 + sq : sq;
  let aLo = PAWN_LO[p]! & lo[by | PAWN]! & occLo;
  let aHi = PAWN_HI[p]! & hi[by | PAWN]! & occHi;
  const leapers = t.leapers[by]!;
  for (let k = 0; k < leapers.length; k++) {
    const c = leapers[k]!;
    aLo |= RCLO[c * 64 + sq]! & lo[c]! & occLo;
    aHi |= RCHI[c * 64 + sq]! & hi[c]! & occHi;
  }
  if (any && (aLo | aHi) !== 0) {
    S[ATT] = aLo;
    S[ATT + 1] = aHi;
    return;
  }
  const sliders = t.sliders[by]!;
  if (sliders.length > 0) {
    // Rides towards `sq`: along each ray from `sq`, the first piece, if it rides back this way.
    let sLo = 0;
    let sHi = 0;
    let dirs = 0;
    for (let k = 0; k < sliders.length; k++) {
      const c = sliders[k]!;
      sLo |= lo[c]!;
      sHi |= hi[c]!;
      dirs |= SLIDE_CAPTURE[c]!;
    }
    sLo &= occLo;
    sHi &= occHi;
    if ((sLo | sHi) !== 0) {
      const squares = pos.squares;
      for (let d = 0; d < 8; d++) {
        const back = (d + 4) & 7;
        if (((dirs >> back) & 1) === 0) continue;
        const base = d * 64 + sq;
        if (((RAY_LO[base]! & sLo) | (RAY_HI[base]! & sHi)) === 0) continue;
        const b = firstBlocker(d, sq, occLo, occHi);
        if (b < 0 || !isIn(sLo, sHi, b)) continue;
        if (((SLIDE_CAPTURE[squares[b]!]! >> back) & 1) === 0) continue;
        if (b < 32) aLo |= 1 << b;
        else aHi |= 1 << (b - 32);
        if (any) {
          S[ATT] = aLo;
          S[ATT + 1] = aHi;
          return;
        }
      }
    }
  }
  const walkers = t.walkers[by]!;
  for (let k = 0; k < walkers.length; k++) {
    const c = walkers[k]!;
    if ((lo[c]! | hi[c]!) === 0) continue;
    const walks = t.walks[c]!;
    for (let j = 0; j < walks.length; j++) {
      const w = walks[j]!;
      if (!w.capture) continue;
      const from = walkAttackerFrom(pos, sq, w.df, w.dr, w.range, w.hop, occLo, occHi);
      if (from >= 0 && pos.squares[from] === c) {
        if (from < 32) aLo |= 1 << from;
        else aHi |= 1 << (from - 32);
      }
    }
  }
  S[ATT] = aLo;
  S[ATT + 1] = aHi;
}

/**
 * The square from which a walker stepping (df, dr) would capture on `sq`, walking back from
 * it (the piece there is not checked), or -1.
 */
function walkAttackerFrom(
  pos: Position,
  sq: number,
  df: number,
  dr: number,
  range: number,
  hop: number,
  occLo: number,
  occHi: number,
): number {
  let n = 1;
  let at = stepFrom(sq, -df, -dr, 1);
  const limit = range === 0 ? 8 : range;
  if (hop === 0) {
    while (at >= 0 && n <= limit) {
      if (isIn(occLo, occHi, at)) return at;
      at = stepFrom(sq, -df, -dr, ++n);
    }
    return -1;
  }
  // A hop: the screen first (right behind `sq` for a grasshopper), then the hopper.
  if (hop === 1) {
    if (at < 0 || !isIn(occLo, occHi, at)) return -1;
  } else {
    while (at >= 0 && !isIn(occLo, occHi, at)) {
      if (++n > limit) return -1;
      at = stepFrom(sq, -df, -dr, n);
    }
    if (at < 0) return -1;
  }
  let from = stepFrom(at, -df, -dr, 1);
  while (from >= 0 && !isIn(occLo, occHi, from)) from = stepFrom(from, -df, -dr, 1);
  void pos;
  return from;
}

/** True when a piece of `by` attacks `sq` with the occupancy given. */
export function isAttacked(
  pos: Position,
  sq: number,
  by: number,
  occLo: number,
  occHi: number,
): boolean {
  attackers(pos, sq, by, occLo, occHi, true);
  return (S[ATT]! | S[ATT + 1]!) !== 0;
}

/** The attackers as `[lo, hi]` (for the API). */
export function attackersOf(
  pos: Position,
  sq: number,
  by: number,
  occLo: number,
  occHi: number,
): number[] {
  attackers(pos, sq, by, occLo, occHi, false);
  return [S[ATT]!, S[ATT + 1]!];
}

/** The royal piece's square of colour offset `side`, or -1 when it has none (or several). */
export function royalSquare(pos: Position, side: number): number {
  const code = bound!.royal;
  if (code === 0) return -1;
  const lo = pos.bbLo[side | code]!;
  const hi = pos.bbHi[side | code]!;
  if ((lo | hi) === 0) return -1;
  if ((lo !== 0 && hi !== 0) || (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0) return -1;
  return lowest(lo, hi);
}

/**
 * The checkers and pinned pieces of the side to move (royal on `ksq`), with each pinned
 * piece's mask in `PIN_LO/HI` and the squares that answer a single check in `S[TARGET]`.
 * Returns the number of checkers (2 for two or more).
 */
function prepare(pos: Position, ksq: number): number {
  const t = bound!;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const us = pos.side;
  const them = us ^ 8;
  const occLo = lo[0]! | lo[8]!;
  const occHi = hi[0]! | hi[8]!;
  attackers(pos, ksq, them, occLo, occHi, false);
  const cLo = S[ATT]!;
  const cHi = S[ATT + 1]!;
  S[CHECKERS] = cLo;
  S[CHECKERS + 1] = cHi;
  let pinnedLo = 0;
  let pinnedHi = 0;
  const squares = pos.squares;
  const ownLo = lo[us]!;
  const ownHi = hi[us]!;
  // Pins along the lines: our one piece between the royal piece and an enemy rider.
  const sliders = t.sliders[them]!;
  if (sliders.length > 0) {
    let dirs = 0;
    for (let k = 0; k < sliders.length; k++) dirs |= SLIDE_CAPTURE[sliders[k]!]!;
    for (let d = 0; d < 8; d++) {
      const back = (d + 4) & 7;
      if (((dirs >> back) & 1) === 0) continue;
      const b1 = firstBlocker(d, ksq, occLo, occHi);
      if (b1 < 0 || !isIn(ownLo, ownHi, b1)) continue;
      const b2 = firstBlocker(d, b1, occLo, occHi);
      if (b2 < 0 || (squares[b2]! & 8) !== them) continue;
      if (((SLIDE_CAPTURE[squares[b2]!]! >> back) & 1) === 0) continue;
      if (b1 < 32) pinnedLo |= 1 << b1;
      else pinnedHi |= 1 << (b1 - 32);
      const i = ksq * 64 + b2;
      PIN_LO[b1] = BETWEEN_LO[i]! | (b2 < 32 ? 1 << b2 : 0);
      PIN_HI[b1] = BETWEEN_HI[i]! | (b2 < 32 ? 0 : 1 << (b2 - 32));
    }
  }
  // Pins along the walks of enemy riders (nightriders, limited riders).
  const walkers = t.walkers[them]!;
  for (let k = 0; k < walkers.length; k++) {
    const c = walkers[k]!;
    if ((lo[c]! | hi[c]!) === 0) continue;
    const walks = t.walks[c]!;
    for (let j = 0; j < walks.length; j++) {
      const w = walks[j]!;
      if (!w.capture || w.hop !== 0) continue;
      const limit = w.range === 0 ? 8 : w.range;
      let n = 1;
      let at = stepFrom(ksq, -w.df, -w.dr, 1);
      let pinned = -1;
      let maskLo = 0;
      let maskHi = 0;
      while (at >= 0 && n <= limit) {
        if (at < 32) maskLo |= 1 << at;
        else maskHi |= 1 << (at - 32);
        const piece = squares[at]!;
        if (piece !== 0) {
          if (pinned < 0 && (piece & 8) === us) pinned = at;
          else {
            if (pinned >= 0 && piece === c) {
              if (pinned < 32) pinnedLo |= 1 << pinned;
              else pinnedHi |= 1 << (pinned - 32);
              PIN_LO[pinned] = maskLo;
              PIN_HI[pinned] = maskHi;
            }
            break;
          }
        }
        at = stepFrom(ksq, -w.df, -w.dr, ++n);
      }
    }
  }
  S[PINNED] = pinnedLo;
  S[PINNED + 1] = pinnedHi;
  let targetLo = ~ownLo;
  let targetHi = ~ownHi;
  const checks =
    cLo === 0
      ? cHi === 0
        ? 0
        : (cHi & (cHi - 1)) === 0
          ? 1
          : 2
      : cHi !== 0 || (cLo & (cLo - 1)) !== 0
        ? 2
        : 1;
  if (checks === 1) {
    const c = lowest(cLo, cHi);
    checkAnswers(pos, c, ksq);
    targetLo &= S[WALK]!;
    targetHi &= S[WALK + 1]!;
  }
  S[TARGET] = targetLo;
  S[TARGET + 1] = targetHi;
  return checks;
}

/** The squares that answer the check of the piece on `c` to the royal piece on `ksq`, into `S[WALK]`. */
function checkAnswers(pos: Position, c: number, ksq: number): void {
  const t = bound!;
  const code = pos.squares[c]!;
  let lo = c < 32 ? 1 << c : 0;
  let hi = c < 32 ? 0 : 1 << (c - 32);
  // A leap (or a pawn) cannot be blocked.
  const leaps = (code & 7) === PAWN || isIn(RCLO[code * 64 + ksq]!, RCHI[code * 64 + ksq]!, c);
  if (!leaps) {
    const i = ksq * 64 + c;
    const betweenLo = BETWEEN_LO[i]!;
    const betweenHi = BETWEEN_HI[i]!;
    if ((betweenLo | betweenHi) !== 0 && SLIDE_CAPTURE[code] !== 0) {
      lo |= betweenLo;
      hi |= betweenHi;
    } else {
      // A walk: the squares between along its step.
      const walks = t.walks[code]!;
      for (let j = 0; j < walks.length; j++) {
        const w = walks[j]!;
        if (!w.capture || w.hop !== 0) continue;
        const limit = w.range === 0 ? 8 : w.range;
        let wLo = 0;
        let wHi = 0;
        for (let n = 1; n <= limit; n++) {
          const at = stepFrom(ksq, -w.df, -w.dr, n);
          if (at < 0) break;
          if (at === c) {
            lo |= wLo;
            hi |= wHi;
            break;
          }
          if (pos.squares[at] !== 0) break;
          if (at < 32) wLo |= 1 << at;
          else wHi |= 1 << (at - 32);
        }
      }
    }
  }
  S[WALK] = lo;
  S[WALK + 1] = hi;
}

/** Settings of the pawn generator: the variant's promotion rank and rules. */
export interface PawnRules {
  /** The first rank index (0..7, White's view) where a pawn promotes. */
  readonly promotionRank: number;
  /** A pawn reaching it must promote. */
  readonly forced: boolean;
  /** Pawns may step two squares from their second rank. */
  readonly doubleStep: boolean;
}

const FILE_A = 0x01010101;
const FILE_H = 0x80808080 | 0;

/** `S[SHIFT]`: a set moved by `k` squares (up for k > 0, down for k < 0), by `shift`. */
const SHIFT = 10;
function shift(lo: number, hi: number, k: number): void {
  if (k > 0) {
    S[SHIFT] = lo << k;
    S[SHIFT + 1] = (hi << k) | (lo >>> (32 - k));
  } else {
    const d = -k;
    S[SHIFT] = (lo >>> d) | (hi << (32 - d));
    S[SHIFT + 1] = hi >>> d;
  }
}

// The promotion zone of each side by the first promotion rank (White's view): `ZONE_LO[side * 8 + rank]`.
const ZONE_LO = new Int32Array(16);
const ZONE_HI = new Int32Array(16);
for (let rank = 0; rank < 8; rank++) {
  for (let sq = 0; sq < 64; sq++) {
    const white = sq >> 3 >= rank;
    const black = 7 - (sq >> 3) >= rank;
    if (white) sq < 32 ? (ZONE_LO[rank]! |= 1 << sq) : (ZONE_HI[rank]! |= 1 << (sq - 32));
    if (black) sq < 32 ? (ZONE_LO[8 + rank]! |= 1 << sq) : (ZONE_HI[8 + rank]! |= 1 << (sq - 32));
  }
}

/**
 * Pawn moves to each square of (lo, hi), each from `to - delta` (promotions as the rules say):
 * written from `n`, or counted onto `n`.
 */
function pawnTargets(
  buf: Int32Array,
  n: number,
  lo: number,
  hi: number,
  delta: number,
  flags: number,
  us: number,
  rules: PawnRules,
  counting: boolean,
): number {
  const zoneLo = ZONE_LO[us + rules.promotionRank]!;
  const zoneHi = ZONE_HI[us + rules.promotionRank]!;
  const promotions = bound!.promotions;
  const pLo = lo & zoneLo;
  const pHi = hi & zoneHi;
  // Without forced promotion a pawn may also stay a pawn in the zone, but not on the last rank.
  const plainLo = rules.forced ? lo & ~zoneLo : us === 0 ? lo : lo & ~0xff;
  const plainHi = rules.forced ? hi & ~zoneHi : us === 0 ? hi & 0xffffff : hi;
  if (counting)
    return (
      n +
      popcount(plainLo) +
      popcount(plainHi) +
      promotions.length * (popcount(pLo) + popcount(pHi))
    );
  for (let half = 0; half < 64; half += 32) {
    let plain = half === 0 ? plainLo : plainHi;
    while (plain !== 0) {
      const to = half + 31 - Math.clz32(plain & -plain);
      plain &= plain - 1;
      buf[n++] = (to - delta) | (to << 6) | flags;
    }
    let promo = half === 0 ? pLo : pHi;
    while (promo !== 0) {
      const to = half + 31 - Math.clz32(promo & -promo);
      promo &= promo - 1;
      for (let k = 0; k < promotions.length; k++)
        buf[n++] = (to - delta) | (to << 6) | (promotions[k]! << 12);
    }
  }
  return n;
}

/**
 * The pawn moves of the side to move onto `S[TARGET]` squares (pinned pawns on their pin
 * masks), en passant excluded: written from `n`, or counted onto `n`. Free pawns go by whole
 * sets (one step, two steps, the two captures), pinned ones one by one.
 */
function pawnMoves(
  pos: Position,
  buf: Int32Array,
  n: number,
  rules: PawnRules,
  counting: boolean,
): number {
  const us = pos.side;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const emptyLo = ~(lo[0]! | lo[8]!);
  const emptyHi = ~(hi[0]! | hi[8]!);
  const enemyLo = lo[us ^ 8]!;
  const enemyHi = hi[us ^ 8]!;
  const targetLo = S[TARGET]!;
  const targetHi = S[TARGET + 1]!;
  const pinnedLo = S[PINNED]!;
  const pinnedHi = S[PINNED + 1]!;
  const up = us === 0 ? 8 : -8;
  const west = up - 1;
  const east = up + 1;
  const freeLo = lo[us | PAWN]! & ~pinnedLo;
  const freeHi = hi[us | PAWN]! & ~pinnedHi;
  if ((freeLo | freeHi) !== 0) {
    shift(freeLo, freeHi, up);
    const oneLo = S[SHIFT]! & emptyLo;
    const oneHi = S[SHIFT + 1]! & emptyHi;
    n = pawnTargets(buf, n, oneLo & targetLo, oneHi & targetHi, up, 0, us, rules, counting);
    if (rules.doubleStep) {
      // From the second rank: the one-step squares on the third, stepped again.
      shift(us === 0 ? oneLo & 0xff0000 : 0, us === 0 ? 0 : oneHi & 0xff00, up);
      const twoLo = S[SHIFT]! & emptyLo & targetLo;
      const twoHi = S[SHIFT + 1]! & emptyHi & targetHi;
      n = pawnTargets(buf, n, twoLo, twoHi, 2 * up, MOVE_DOUBLE_PUSH, us, NO_PROMOTION, counting);
    }
    shift(freeLo & ~FILE_A, freeHi & ~FILE_A, west);
    const wLo = S[SHIFT]! & enemyLo & targetLo;
    const wHi = S[SHIFT + 1]! & enemyHi & targetHi;
    n = pawnTargets(buf, n, wLo, wHi, west, 0, us, rules, counting);
    shift(freeLo & ~FILE_H, freeHi & ~FILE_H, east);
    const eLo = S[SHIFT]! & enemyLo & targetLo;
    const eHi = S[SHIFT + 1]! & enemyHi & targetHi;
    n = pawnTargets(buf, n, eLo, eHi, east, 0, us, rules, counting);
  }
  let pinnedPawnsLo = lo[us | PAWN]! & pinnedLo;
  let pinnedPawnsHi = hi[us | PAWN]! & pinnedHi;
  while ((pinnedPawnsLo | pinnedPawnsHi) !== 0) {
    const from = lowest(pinnedPawnsLo, pinnedPawnsHi);
    if (from < 32) pinnedPawnsLo &= pinnedPawnsLo - 1;
    else pinnedPawnsHi &= pinnedPawnsHi - 1;
    const maskLo = targetLo & PIN_LO[from]!;
    const maskHi = targetHi & PIN_HI[from]!;
    const one = from + up;
    if (!isIn(~emptyLo, ~emptyHi, one)) {
      if (isIn(maskLo, maskHi, one))
        n = pawnTargets(buf, n, bitLo(one), bitHi(one), up, 0, us, rules, counting);
      const rank = us === 0 ? from >> 3 : 7 - (from >> 3);
      const two = one + up;
      if (
        rules.doubleStep &&
        rank === 1 &&
        !isIn(~emptyLo, ~emptyHi, two) &&
        isIn(maskLo, maskHi, two)
      )
        n = pawnTargets(
          buf,
          n,
          bitLo(two),
          bitHi(two),
          2 * up,
          MOVE_DOUBLE_PUSH,
          us,
          NO_PROMOTION,
          counting,
        );
    }
    const p = (us === 0 ? 0 : 64) + from;
    let capLo = PAWN_LO[p]! & enemyLo & maskLo;
    let capHi = PAWN_HI[p]! & enemyHi & maskHi;
    while ((capLo | capHi) !== 0) {
      const to = lowest(capLo, capHi);
      if (to < 32) capLo &= capLo - 1;
      else capHi &= capHi - 1;
      n = pawnTargets(buf, n, bitLo(to), bitHi(to), to - from, 0, us, rules, counting);
    }
  }
  return n;
}

// A double step never promotes (its square is on the fourth rank).
const NO_PROMOTION: PawnRules = { promotionRank: 7, forced: true, doubleStep: false };

/**
 * The legal moves of the side to move, as if the game had not ended on the board (castling
 * and en passant included; the variant's filters are the engine's): written into `buf` from
 * `n` (returns the new end), or with `counting` only counted (returns `n` plus their number;
 * `buf` is then scratch for the rare moves that are written to be tested).
 */
export function legalMoves(
  pos: Position,
  buf: Int32Array,
  n: number,
  rules: PawnRules,
  castle: CastleRules,
  counting: boolean,
): number {
  const t = bound!;
  const us = pos.side;
  const them = us ^ 8;
  const ksq = royalSquare(pos, us);
  if (ksq < 0 || t.hoppers[them]) return tested(pos, buf, n, rules, castle, ksq, counting);
  const checks = prepare(pos, ksq);
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const occLo = lo[0]! | lo[8]!;
  const occHi = hi[0]! | hi[8]!;
  const squares = pos.squares;
  // The royal piece: each square it reaches, tested with it lifted off the board.
  pieceTargets(pos, us | t.royal, ksq);
  let kLo = S[ATT]!;
  let kHi = S[ATT + 1]!;
  const liftLo = ksq < 32 ? occLo & ~(1 << ksq) : occLo;
  const liftHi = ksq < 32 ? occHi : occHi & ~(1 << (ksq - 32));
  while ((kLo | kHi) !== 0) {
    const to = lowest(kLo, kHi);
    if (to < 32) kLo &= kLo - 1;
    else kHi &= kHi - 1;
    if (!isAttacked(pos, to, them, liftLo, liftHi)) {
      if (counting) n++;
      else buf[n++] = ksq | (to << 6);
    }
  }
  if (checks > 1) return n;
  const targetLo = S[TARGET]!;
  const targetHi = S[TARGET + 1]!;
  const pinnedLo = S[PINNED]!;
  const pinnedHi = S[PINNED + 1]!;
  const usLo = lo[us]!;
  const usHi = hi[us]!;
  let ownLo = usLo & ~lo[us | PAWN]! & ~bitLo(ksq);
  let ownHi = usHi & ~hi[us | PAWN]! & ~bitHi(ksq);
  while ((ownLo | ownHi) !== 0) {
    const from = lowest(ownLo, ownHi);
    if (from < 32) ownLo &= ownLo - 1;
    else ownHi &= ownHi - 1;
    targets(pos, squares[from]!, from, occLo, occHi, usLo, usHi);
    let toLo = S[ATT]! & targetLo;
    let toHi = S[ATT + 1]! & targetHi;
    if (isIn(pinnedLo, pinnedHi, from)) {
      toLo &= PIN_LO[from]!;
      toHi &= PIN_HI[from]!;
    }
    n = counting ? n + popcount(toLo) + popcount(toHi) : emit(buf, n, from, toLo, toHi);
  }
  n = pawnMoves(pos, buf, n, rules, counting);
  if (pos.ep >= 0) n = rare(counting, n, enPassant(pos, buf, counting ? 0 : n, ksq));
  if (checks === 0 && pos.castlingBits !== 0)
    n = rare(counting, n, castling(pos, buf, counting ? 0 : n, castle, castle.king === t.royal));
  return n;
}

/** A count plus the moves written at `buf[0..written)`, or the new end when writing. */
const rare = (counting: boolean, n: number, written: number): number =>
  counting ? n + written : written;

/** Castling's pieces: the piece codes that castle, and whether the king piece is royal. */
export interface CastleRules {
  /** Piece code of the castling king piece (0: no castling). */
  readonly king: number;
  /** Piece code of the castling rook piece. */
  readonly rook: number;
}

/** En passant captures, each tested by playing it (both pawns leave their squares). */
function enPassant(pos: Position, buf: Int32Array, n: number, ksq: number): number {
  const us = pos.side;
  const ep = pos.ep;
  if (pos.squares[ep] !== 0) return n;
  const pawns = us | PAWN;
  // Our pawns that attack the e.p. square: where an enemy pawn on it would capture.
  const p = (us === 0 ? 64 : 0) + ep;
  let fromLo = PAWN_LO[p]! & pos.bbLo[pawns]!;
  let fromHi = PAWN_HI[p]! & pos.bbHi[pawns]!;
  while ((fromLo | fromHi) !== 0) {
    const from = lowest(fromLo, fromHi);
    if (from < 32) fromLo &= fromLo - 1;
    else fromHi &= fromHi - 1;
    const m = from | (ep << 6) | MOVE_EN_PASSANT;
    if (ksq < 0) {
      buf[n++] = m;
      continue;
    }
    pos.makeBoard(m);
    const safe = !isAttacked(
      pos,
      ksq,
      pos.side,
      pos.bbLo[0]! | pos.bbLo[8]!,
      pos.bbHi[0]! | pos.bbHi[8]!,
    );
    pos.unmakeBoard();
    if (safe) buf[n++] = m;
  }
  return n;
}

/**
 * Castling moves. With `royal`, the king piece may not castle out of, through or into an
 * attack (judged with king and rook lifted); a king piece that is not royal is not impeded.
 */
function castling(
  pos: Position,
  buf: Int32Array,
  n: number,
  castle: CastleRules,
  royal: boolean,
): number {
  if (castle.king === 0) return n;
  const us = pos.side;
  const them = us ^ 8;
  const rank = us === 0 ? 0 : 56;
  const ksq = us === 0 ? pos.castlingKings & 63 : pos.castlingKings >>> 6;
  if (pos.squares[ksq] !== (us | castle.king)) return n;
  const occLo = pos.bbLo[0]! | pos.bbLo[8]!;
  const occHi = pos.bbHi[0]! | pos.bbHi[8]!;
  let rights = us === 0 ? pos.castlingBits & 0xff : pos.castlingBits >>> 8;
  while (rights !== 0) {
    const rook = rank + 31 - Math.clz32(rights & -rights);
    rights &= rights - 1;
    if (pos.squares[rook] !== (us | castle.rook)) continue;
    const kingTo = rank | (rook > ksq ? 6 : 2);
    const rookTo = rank | (rook > ksq ? 5 : 3);
    const bothLo = bitLo(ksq) | bitLo(rook);
    const bothHi = bitHi(ksq) | bitHi(rook);
    const pathLo =
      BETWEEN_LO[ksq * 64 + kingTo]! |
      bitLo(kingTo) |
      BETWEEN_LO[rook * 64 + rookTo]! |
      bitLo(rookTo);
    const pathHi =
      BETWEEN_HI[ksq * 64 + kingTo]! |
      bitHi(kingTo) |
      BETWEEN_HI[rook * 64 + rookTo]! |
      bitHi(rookTo);
    if (((pathLo & ~bothLo & occLo) | (pathHi & ~bothHi & occHi)) !== 0) continue;
    if (royal) {
      let crossLo = BETWEEN_LO[ksq * 64 + kingTo]! | bitLo(kingTo);
      let crossHi = BETWEEN_HI[ksq * 64 + kingTo]! | bitHi(kingTo);
      const liftLo = occLo & ~bothLo;
      const liftHi = occHi & ~bothHi;
      let safe = true;
      while (safe && (crossLo | crossHi) !== 0) {
        const sq = lowest(crossLo, crossHi);
        if (sq < 32) crossLo &= crossLo - 1;
        else crossHi &= crossHi - 1;
        if (isAttacked(pos, sq, them, liftLo, liftHi)) safe = false;
      }
      if (!safe) continue;
    }
    buf[n++] = ksq | (rook << 6) | MOVE_CASTLING;
  }
  return n;
}

const bitLo = (sq: number): number => (sq < 32 ? 1 << sq : 0);
const bitHi = (sq: number): number => (sq < 32 ? 0 : 1 << (sq - 32));

/**
 * The moves of the side to move by making each and testing its royal piece (`ksq`, or -1
 * without one: then every move stands): for a side facing hoppers, or one whose royal pieces
 * are not one.
 */
function tested(
  pos: Position,
  buf: Int32Array,
  n0: number,
  rules: PawnRules,
  castle: CastleRules,
  ksq: number,
  counting: boolean,
): number {
  const t = bound!;
  const us = pos.side;
  const lo = pos.bbLo;
  const hi = pos.bbHi;
  const squares = pos.squares;
  const royalCode = t.royal;
  const hasRoyal = royalCode !== 0 && (lo[us | royalCode]! | hi[us | royalCode]!) !== 0;
  // Without a royal piece the moves the pieces can make are the legal ones, and can be counted.
  const count = counting && !hasRoyal;
  // Every target, no pins.
  S[TARGET] = ~lo[us]!;
  S[TARGET + 1] = ~hi[us]!;
  S[PINNED] = 0;
  S[PINNED + 1] = 0;
  let n = count ? n0 : counting ? 0 : n0;
  const start = n;
  const usLo = lo[us]!;
  const usHi = hi[us]!;
  const occLo = usLo | lo[us ^ 8]!;
  const occHi = usHi | hi[us ^ 8]!;
  let ownLo = usLo & ~lo[us | PAWN]!;
  let ownHi = usHi & ~hi[us | PAWN]!;
  while ((ownLo | ownHi) !== 0) {
    const from = lowest(ownLo, ownHi);
    if (from < 32) ownLo &= ownLo - 1;
    else ownHi &= ownHi - 1;
    targets(pos, squares[from]!, from, occLo, occHi, usLo, usHi);
    n = count
      ? n + popcount(S[ATT]!) + popcount(S[ATT + 1]!)
      : emit(buf, n, from, S[ATT]!, S[ATT + 1]!);
  }
  n = pawnMoves(pos, buf, n, rules, count);
  if (pos.ep >= 0) n = rare(count, n, enPassant(pos, buf, count ? 0 : n, -1));
  if (pos.castlingBits !== 0) {
    const royalCastles = hasRoyal && castle.king === royalCode;
    const inCheck =
      royalCastles && ksq >= 0 && isAttacked(pos, ksq, us ^ 8, lo[0]! | lo[8]!, hi[0]! | hi[8]!);
    if (!inCheck) n = rare(count, n, castling(pos, buf, count ? 0 : n, castle, royalCastles));
  }
  if (!hasRoyal) return n;
  let kept = start;
  for (let i = start; i < n; i++) {
    const m = buf[i]!;
    pos.makeBoard(m);
    const royal = royalSquare(pos, us);
    const safe =
      royal >= 0 &&
      !isAttacked(pos, royal, pos.side, pos.bbLo[0]! | pos.bbLo[8]!, pos.bbHi[0]! | pos.bbHi[8]!);
    pos.unmakeBoard();
    if (safe) buf[kept++] = m;
  }
  return counting ? n0 + kept : kept;
}

/** True when the side of colour offset `side` has its royal piece attacked. */
export function royalAttacked(pos: Position, side: number): boolean {
  const ksq = royalSquare(pos, side);
  if (ksq < 0) return false;
  return isAttacked(pos, ksq, side ^ 8, pos.bbLo[0]! | pos.bbLo[8]!, pos.bbHi[0]! | pos.bbHi[8]!);
}

/** The checkers of the side to move as `[lo, hi]`. */
export function checkersOf(pos: Position): number[] {
  const ksq = royalSquare(pos, pos.side);
  if (ksq < 0) return [0, 0];
  return attackersOf(
    pos,
    ksq,
    pos.side ^ 8,
    pos.bbLo[0]! | pos.bbLo[8]!,
    pos.bbHi[0]! | pos.bbHi[8]!,
  );
}

/** The side to move's pieces pinned to its royal piece as `[lo, hi]` (by riders, not hoppers). */
export function pinnedOf(pos: Position): number[] {
  const ksq = royalSquare(pos, pos.side);
  if (ksq < 0) return [0, 0];
  prepare(pos, ksq);
  return [S[PINNED]!, S[PINNED + 1]!];
}
