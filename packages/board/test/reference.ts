/**
 * Slow, obviously-correct reference geometry: walks coordinates step by step.
 * The fast tables in src/ are tested against these on every square.
 */
import type { Color, Square } from '../src/types.js';

export type Step = readonly [number, number];

export const KING_STEPS: Step[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];
export const KNIGHT_STEPS: Step[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
export const ROOK_STEPS: Step[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
export const BISHOP_STEPS: Step[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

const onBoard = (f: number, r: number): boolean => f >= 0 && f < 8 && r >= 0 && r < 8;

/** Squares one step away in each direction. */
export function leaperRef(square: Square, steps: Step[]): Set<Square> {
  const out = new Set<Square>();
  for (const [df, dr] of steps) {
    const f = (square % 8) + df;
    const r = Math.floor(square / 8) + dr;
    if (onBoard(f, r)) out.add(r * 8 + f);
  }
  return out;
}

/** Squares reached by sliding until the edge or the first occupied square (included). */
export function sliderRef(square: Square, steps: Step[], occupied: Set<Square>): Set<Square> {
  const out = new Set<Square>();
  for (const [df, dr] of steps) {
    let f = (square % 8) + df;
    let r = Math.floor(square / 8) + dr;
    while (onBoard(f, r)) {
      out.add(r * 8 + f);
      if (occupied.has(r * 8 + f)) break;
      f += df;
      r += dr;
    }
  }
  return out;
}

export function pawnRef(color: Color, square: Square): Set<Square> {
  const dr = color === 'white' ? 1 : -1;
  return leaperRef(square, [
    [-1, dr],
    [1, dr],
  ]);
}

/** Squares strictly between a and b when they share a line, by walking from a. */
export function betweenRef(a: Square, b: Square): Set<Square> {
  for (const [df, dr] of [...ROOK_STEPS, ...BISHOP_STEPS]) {
    const path: Square[] = [];
    let f = (a % 8) + df;
    let r = Math.floor(a / 8) + dr;
    while (onBoard(f, r)) {
      if (r * 8 + f === b) return new Set(path);
      path.push(r * 8 + f);
      f += df;
      r += dr;
    }
  }
  return new Set();
}

/** Every square on the line through a and b (edge to edge), when they share one. */
export function rayRef(a: Square, b: Square): Set<Square> {
  if (a === b) return new Set();
  for (const [df, dr] of [...ROOK_STEPS, ...BISHOP_STEPS]) {
    const line = new Set<Square>([a]);
    let hit = false;
    for (const sign of [1, -1]) {
      let f = (a % 8) + sign * df;
      let r = Math.floor(a / 8) + sign * dr;
      while (onBoard(f, r)) {
        if (r * 8 + f === b) hit = true;
        line.add(r * 8 + f);
        f += sign * df;
        r += sign * dr;
      }
    }
    if (hit) return line;
  }
  return new Set();
}

/** A random set of squares where each square is occupied with probability `density`. */
export function randomOccupancy(random: () => number, density: number): Set<Square> {
  const out = new Set<Square>();
  for (let sq = 0; sq < 64; sq++) if (random() < density) out.add(sq);
  return out;
}
