/**
 * Perft: the number of move paths of a given length, the standard test and benchmark of a move
 * generator. Runs on the fast path (`generate` / `make` / `unmake`) and leaves the position as
 * it found it.
 * @packageDocumentation
 */
import { ChesslawsError } from '@chesslaws/board';
import { decodeVariantMove, type Move, makeUci } from './move.js';
import * as movegen from './movegen.js';
import { MAX_MOVES, type Position } from './position.js';

// Re-bound locally: a hot call through another module's export costs a check each time. One
// property read per name (not a destructuring) lets bundlers drop the exports not read.
const countMoves = movegen.countMoves;
const generate = movegen.generate;

/** Options of `perft`. */
export interface PerftOptions {
  /**
   * Count the moves at the last ply instead of playing each one (default `true`). Same result,
   * several times faster; `false` measures `make`/`unmake` too.
   */
  bulk?: boolean;
}

/** The deepest perft asked for: far beyond what finishes, and a bound on the buffer. */
const MAX_PERFT_DEPTH = 64;

/**
 * A depth that is not a whole number from 0 to 64 is a typed error: `NaN` or `1.5` never
 * reach 0 and would recurse until the stack overflows.
 */
function checkDepth(depth: number): void {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH)
    throw new ChesslawsError(
      'ERR_PERFT_DEPTH',
      `perft depth must be a whole number from 0 to ${MAX_PERFT_DEPTH}, not ${String(depth).slice(0, 40)}`,
      { field: 'depth' },
    );
}

/**
 * The number of legal move sequences of `depth` plies from `pos` (1 for depth 0). A depth
 * that is not a whole number from 0 to 64 throws a `ChesslawsError` with code `ERR_PERFT_DEPTH`.
 *
 * @example
 * ```ts
 * perft(Position.default(), 4); // 197281
 * ```
 */
export function perft(pos: Position, depth: number, opts: PerftOptions = {}): number {
  checkDepth(depth);
  if (depth < 1) return 1;
  const buffer = new Int32Array(MAX_MOVES * 2 * depth);
  // Variants count through the position's own generator (drops, explosions, ends on the board).
  if (pos.engine) return countVariant(pos, depth, buffer, 0, opts.bulk !== false);
  return opts.bulk === false
    ? countPlayed(pos, depth, buffer, 0)
    : countBulk(pos, depth, buffer, 0);
}

function countBulk(pos: Position, depth: number, buffer: Int32Array, offset: number): number {
  if (depth === 1) return countMoves(pos);
  const end = generate(pos, buffer, offset);
  let nodes = 0;
  for (let i = offset; i < end; i++) {
    pos.make(buffer[i]!);
    nodes += countBulk(pos, depth - 1, buffer, end);
    pos.unmake();
  }
  return nodes;
}

function countPlayed(pos: Position, depth: number, buffer: Int32Array, offset: number): number {
  const end = generate(pos, buffer, offset);
  let nodes = 0;
  if (depth === 1) {
    for (let i = offset; i < end; i++) {
      pos.make(buffer[i]!);
      nodes++;
      pos.unmake();
    }
    return nodes;
  }
  for (let i = offset; i < end; i++) {
    pos.make(buffer[i]!);
    nodes += countPlayed(pos, depth - 1, buffer, end);
    pos.unmake();
  }
  return nodes;
}

function countVariant(
  pos: Position,
  depth: number,
  buffer: Int32Array,
  offset: number,
  bulk: boolean,
): number {
  if (depth === 1 && bulk) return pos.engine!.count(pos, buffer);
  const end = pos.engine!.generate(pos, buffer, offset);
  let nodes = 0;
  for (let i = offset; i < end; i++) {
    pos.make(buffer[i]!);
    nodes += depth === 1 ? 1 : countVariant(pos, depth - 1, buffer, end, bulk);
    pos.unmake();
  }
  return nodes;
}

/** One line of `divide`: a legal move and the perft count below it. */
export interface DivideEntry {
  /** The move (castling as king onto rook). */
  move: Move;
  /** The move in UCI (`e1g1` for castling in standard chess, `e1h1` in Chess960). */
  uci: string;
  /** Perft of `depth - 1` after the move. */
  nodes: number;
}

/** Perft split by first move, to find where two generators disagree. Depth at least 1. */
export function divide(pos: Position, depth: number): DivideEntry[] {
  checkDepth(depth);
  const buffer = new Int32Array(MAX_MOVES * 2 * Math.max(1, depth));
  const end = pos.engine ? pos.engine.generate(pos, buffer, 0) : generate(pos, buffer, 0);
  const entries: DivideEntry[] = [];
  for (let i = 0; i < end; i++) {
    const move = decodeVariantMove(buffer[i]!, pos.variant);
    const uci = makeUci(pos, move);
    pos.make(buffer[i]!);
    const nodes =
      depth <= 1
        ? 1
        : pos.engine
          ? countVariant(pos, depth - 1, buffer, end, true)
          : countBulk(pos, depth - 1, buffer, end);
    pos.unmake();
    entries.push({ move, uci, nodes });
  }
  return entries;
}
