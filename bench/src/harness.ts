/**
 * A tiny benchmark harness: run each contender for a fixed time after a warm-up,
 * report operations per second, and print ratios against the peers.
 */
export interface Contender {
  /** Shown in the table, e.g. `chesslaws`, `chessops`, `chess.js`. */
  name: string;
  /** Runs one batch and returns how many operations it did (nodes, moves, games...). */
  run: () => number;
}

export interface Measurement {
  name: string;
  opsPerSecond: number;
}

/** A clock in milliseconds. */
export type Clock = () => number;

/** Wall time. */
export const wallClock: Clock = () => performance.now();

/**
 * The process's CPU time (user + system, all threads, the garbage collector's included): on a
 * shared machine it stops while the process waits for a core, which wall time does not.
 */
export const cpuClock: Clock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs `contender` repeatedly for about `seconds` (after a warm-up) and returns ops/s by `clock`. */
export function measure(contender: Contender, seconds = 1, clock: Clock = wallClock): Measurement {
  const warmUntil = clock() + Math.min(300, seconds * 300);
  while (clock() < warmUntil) contender.run();
  let ops = 0;
  const start = clock();
  let elapsed = 0;
  do {
    ops += contender.run();
    elapsed = clock() - start;
  } while (elapsed < seconds * 1000);
  return { name: contender.name, opsPerSecond: (ops * 1000) / elapsed };
}

const fmt = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(1);

/**
 * Measures every contender on one task and prints a line per contender with
 * ops/s and `ours / theirs` ratios; the first contender is ours.
 */
export function compare(
  task: string,
  unit: string,
  contenders: Contender[],
  seconds = 1,
): Measurement[] {
  const results = contenders.map((c) => measure(c, seconds));
  const ours = results[0]!;
  console.log(`\n${task}`);
  for (const r of results) {
    const ratio =
      r === ours ? '' : `   chesslaws is ${(ours.opsPerSecond / r.opsPerSecond).toFixed(2)}x`;
    console.log(`  ${r.name.padEnd(14)} ${fmt(r.opsPerSecond).padStart(10)} ${unit}/s${ratio}`);
  }
  return results;
}

/** Geometric mean, for summarising ratios over several positions. */
export const geometricMean = (xs: number[]): number =>
  Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
