/**
 * Interleaved measuring for a shared, noisy machine: every contender runs a short round in
 * turn, many times, so a change of load hits all of them alike; each peer's ratio is taken
 * per round (ours and theirs measured a moment apart), and the median of those is reported.
 */
import { type Clock, type Contender, measure, wallClock } from './harness.js';

/** What {@link interleaved} found for one contender. */
export interface InterleavedResult {
  /** The contender's name. */
  name: string;
  /** The median of its rounds' ops/s. */
  opsPerSecond: number;
  /** For a peer: the median over the rounds of ours / theirs (1 for ours). */
  ratio: number;
  /** The lowest and highest per-round ratio, to show the noise. */
  low: number;
  high: number;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs `rounds` rounds of `seconds` each per contender (the first is ours), in an order that
 * rotates each round, and returns per contender its median ops/s and median ratio to ours,
 * timed by `clock` (wall time unless told).
 */
export function interleaved(
  contenders: Contender[],
  rounds = 9,
  seconds = 0.25,
  clock: Clock = wallClock,
): InterleavedResult[] {
  const ops: number[][] = contenders.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + round) % contenders.length;
      ops[i]!.push(measure(contenders[i]!, seconds, clock).opsPerSecond);
    }
  }
  return contenders.map((c, i) => {
    const ratios = ops[0]!.map((ours, round) => ours / ops[i]![round]!);
    return {
      name: c.name,
      opsPerSecond: median(ops[i]!),
      ratio: median(ratios),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
    };
  });
}
