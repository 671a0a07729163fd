/**
 * A fairy variant's pieces as the tables its move generator reads, by piece code (`side | code`,
 * 0..15, the same index as the position's bitboards): leaps as bitboards per square (moves,
 * captures, and the squares a capture comes from), rides along the eight lines of the board as
 * direction masks (the ray tables do the walking), and every other ride or hop (nightriders,
 * limited riders, grasshoppers, cannons) as a short list of steps walked square by square.
 * Black's steps are White's mirrored rank-wise.
 * @internal
 * @packageDocumentation
 */
import type { PieceMove } from '../../pieces.js';
import { DIRECTIONS } from '../../tables.js';
import type { Variant } from '../../variant.js';

/** A ride or hop walked square by square: a step, how far, and what it may do. */
export interface Walk {
  /** The step, as a square delta and as file/rank deltas. */
  readonly df: number;
  /** Rank delta of the step. */
  readonly dr: number;
  /** Squares along the line at most (0: no limit). */
  readonly range: number;
  /** It may go to an empty square. */
  readonly quiet: boolean;
  /** It may capture. */
  readonly capture: boolean;
  /** 0 a rider, 1 a grasshopper, 2 a cannon. */
  readonly hop: number;
}

/** The ray direction of a unit step, or -1. */
const lineDirection = (df: number, dr: number): number =>
  DIRECTIONS.findIndex(([f, r]) => f === df && r === dr);

/** The tables of one variant. */
export interface FairyTables {
  /** Leaps to an empty square: `lqLo[code * 64 + square]`. */
  readonly lqLo: Int32Array;
  /** High half of `lqLo`. */
  readonly lqHi: Int32Array;
  /** Leaps that capture. */
  readonly lcLo: Int32Array;
  /** High half of `lcLo`. */
  readonly lcHi: Int32Array;
  /** The squares from which a piece of the code captures on the square by a leap. */
  readonly rcLo: Int32Array;
  /** High half of `rcLo`. */
  readonly rcHi: Int32Array;
  /** Unlimited rides along the board's lines to an empty square: bit d for ray direction d, by code. */
  readonly slideQuiet: Uint8Array;
  /** Unlimited rides along the lines that capture, by code. */
  readonly slideCapture: Uint8Array;
  /** Other rides and hops, by code. */
  readonly walks: readonly (readonly Walk[])[];
  /** Codes (with side) that leap-capture, for each side offset (0 and 8). */
  readonly leapers: readonly (readonly number[])[];
  /** Codes that ride along lines capturing, for each side. */
  readonly sliders: readonly (readonly number[])[];
  /** Codes with walks that capture (riders and hoppers), for each side. */
  readonly walkers: readonly (readonly number[])[];
  /** True when a side has a hopper that captures: checks and pins then need a test after the move. */
  readonly hoppers: readonly boolean[];
  /** The piece codes (1..7) a pawn promotes to, with the variant's. */
  readonly promotions: readonly number[];
  /** The code of the royal piece (0: none). */
  readonly royal: number;
  /**
   * How each code's targets are found fastest (`KIND_*`): most pieces are plain leapers,
   * rook, bishop or queen riders, or the two together, moving and capturing alike.
   */
  readonly kinds: Uint8Array;
}

const bit = (lo: Int32Array, hi: Int32Array, i: number, sq: number): void => {
  if (sq < 32) lo[i]! |= 1 << sq;
  else hi[i]! |= 1 << (sq - 32);
};

/** Reads a variant's pieces into its tables. */
export function buildTables(variant: Variant): FairyTables {
  const lqLo = new Int32Array(16 * 64);
  const lqHi = new Int32Array(16 * 64);
  const lcLo = new Int32Array(16 * 64);
  const lcHi = new Int32Array(16 * 64);
  const rcLo = new Int32Array(16 * 64);
  const rcHi = new Int32Array(16 * 64);
  const slideQuiet = new Uint8Array(16);
  const slideCapture = new Uint8Array(16);
  const walks: Walk[][] = Array.from({ length: 16 }, () => []);
  const leapers: number[][] = [[], [], [], [], [], [], [], [], []];
  const sliders: number[][] = [[], [], [], [], [], [], [], [], []];
  const walkers: number[][] = [[], [], [], [], [], [], [], [], []];
  const hoppers = [false, false, false, false, false, false, false, false, false];
  for (const piece of variant.pieces) {
    if (piece.code === 1) continue; // the pawn has its own rules
    for (const side of [0, 8]) {
      const t = side | piece.code;
      for (const move of piece.moves) addMove(t, side, move);
      if (hasBits(lcLo, lcHi, t)) leapers[side]!.push(t);
      if (slideCapture[t] !== 0) sliders[side]!.push(t);
      if (walks[t]!.some((w) => w.capture)) walkers[side]!.push(t);
      if (walks[t]!.some((w) => w.capture && w.hop !== 0)) hoppers[side] = true;
    }
  }

  function addMove(t: number, side: number, move: PieceMove): void {
    const quiet = move.mode !== 'capture';
    const capture = move.mode !== 'move';
    const hop = move.hop === 'grasshopper' ? 1 : move.hop === 'cannon' ? 2 : 0;
    for (const [f, r0] of move.steps) {
      const r = side === 0 ? r0 : -r0;
      const line = lineDirection(f, r);
      if (move.range === 1 && hop === 0) {
        for (let from = 0; from < 64; from++) {
          const tf = (from & 7) + f;
          const tr = (from >> 3) + r;
          if (tf < 0 || tf > 7 || tr < 0 || tr > 7) continue;
          const to = tr * 8 + tf;
          if (quiet) bit(lqLo, lqHi, t * 64 + from, to);
          if (capture) {
            bit(lcLo, lcHi, t * 64 + from, to);
            bit(rcLo, rcHi, t * 64 + to, from);
          }
        }
      } else if (move.range === 0 && hop === 0 && line >= 0) {
        if (quiet) slideQuiet[t]! |= 1 << line;
        if (capture) slideCapture[t]! |= 1 << line;
      } else {
        const known = walks[t]!.find(
          (w) => w.df === f && w.dr === r && w.range === move.range && w.hop === hop,
        );
        if (known) {
          const merged = {
            ...known,
            quiet: known.quiet || quiet,
            capture: known.capture || capture,
          };
          walks[t]![walks[t]!.indexOf(known)] = merged;
        } else walks[t]!.push({ df: f, dr: r, range: move.range, quiet, capture, hop });
      }
    }
  }

  const codeOf = (role: string): number => variant.pieceRoles.indexOf(role as never);
  // The fastest way to a code's targets: leaps that move and capture alike, rides of a rook,
  // bishop or queen that do too, and no walk.
  function kindOf(t: number): number {
    if (walks[t]!.length > 0 || slideQuiet[t] !== slideCapture[t]) return KIND_ANY;
    for (let i = t * 64; i < t * 64 + 64; i++)
      if (lqLo[i] !== lcLo[i] || lqHi[i] !== lcHi[i]) return KIND_ANY;
    switch (slideQuiet[t]) {
      case 0:
        return KIND_LEAPER;
      case 0b00110011:
        return KIND_ROOK;
      case 0b11001100:
        return KIND_BISHOP;
      case 0xff:
        return KIND_QUEEN;
      default:
        return KIND_ANY;
    }
  }
  return {
    lqLo,
    lqHi,
    lcLo,
    lcHi,
    rcLo,
    rcHi,
    slideQuiet,
    slideCapture,
    walks,
    leapers,
    sliders,
    walkers,
    hoppers,
    promotions: variant.promotions.map(codeOf).filter((c) => c > 1),
    royal: variant.royal === undefined ? 0 : Math.max(0, codeOf(variant.royal)),
    kinds: Uint8Array.from({ length: 16 }, (_, t) => kindOf(t)),
  };
}

/** Any piece: leaps, rides and walks each as its tables say. */
export const KIND_ANY = 0;
/** Leaps only, moving and capturing alike: the leap table less own pieces. */
export const KIND_LEAPER = 1;
/** Rides along ranks and files (and leaps, moving and capturing alike). */
export const KIND_ROOK = 2;
/** Rides along diagonals (and leaps). */
export const KIND_BISHOP = 3;
/** Rides along all eight lines (and leaps). */
export const KIND_QUEEN = 4;

function hasBits(lo: Int32Array, hi: Int32Array, t: number): boolean {
  for (let sq = 0; sq < 64; sq++) if ((lo[t * 64 + sq]! | hi[t * 64 + sq]!) !== 0) return true;
  return false;
}
