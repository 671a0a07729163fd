/**
 * Fairy variant perft, side by side with native Fairy-Stockfish 11.1 (Debian's
 * `/usr/games/fairy-stockfish`, or FAIRY_STOCKFISH_PATH; run over UCI, never linked): for each
 * of the six fairy variants of `@chesslaws/variants`, its start position and the position after
 * 16 plies of a fixed seeded random game, at the depth that gives three million nodes or
 * more. Both count the moves of the last ply without playing them (Fairy-Stockfish's perft
 * does too). Fairy-Stockfish runs in one long-lived process, and each `go perft` is timed from
 * the command to its answer, so its start-up is not counted. Both sides are timed by CPU time
 * (ours by `process.cpuUsage`, Fairy-Stockfish's from /proc), which a shared machine does not
 * inflate while a process waits for a core; wall times are printed beside. After a warm-up,
 * seven rounds alternate the two (Fairy-Stockfish, then ours), so both meet the same load;
 * each position's ratio is the median of the rounds' ratios. Prints each ratio and the
 * geometric mean over all positions.
 */
import { decodeVariantMove, makeFen, Position, perft, type Variant } from '@chesslaws/moves';
import { FairyStockfish, fairyStockfishFound, seededRandom } from '@chesslaws/testkit';
import { fairyVariants } from '@chesslaws/variants';
import { cpuClock, geometricMean } from './harness.js';

// Rounds per position: each runs Fairy-Stockfish's perft, then ours, and gives one ratio.
const ROUNDS = 7;

/**
 * The position after `plies` random moves from the start, by a fixed seed, that is not over
 * two plies later (so that perft has something to count).
 */
function midgame(variant: Variant, plies: number): string {
  for (let seed = 0x5eed; ; seed++) {
    const random = seededRandom(seed);
    const pos = Position.default(variant);
    const buffer = new Int32Array(512);
    for (let i = 0; i < plies; i++) {
      const n = pos.generate(buffer, 0);
      if (n === 0) break;
      pos.play(decodeVariantMove(buffer[Math.floor(random() * n)]!, variant));
    }
    if (pos.fullmoves > plies / 2 && perft(pos, 3) > 1000) return makeFen(pos);
  }
}

/** The smallest depth whose perft has at least `nodes` nodes. */
function depthFor(pos: Position, nodes: number): number {
  for (let depth = 1; ; depth++) if (perft(pos, depth) >= nodes || depth === 6) return depth;
}

export async function run(): Promise<void> {
  if (!fairyStockfishFound()) {
    console.log(
      'Fairy-Stockfish not found (apt-get install fairy-stockfish, or FAIRY_STOCKFISH_PATH)',
    );
    return;
  }
  const fsf = new FairyStockfish();
  const ratios: number[] = [];
  const rows: string[] = [];
  try {
    for (const variant of fairyVariants()) {
      await fsf.variant(variant.name, variant.startFen);
      const perVariant: number[] = [];
      let oursNps = 0;
      let theirsNps = 0;
      for (const fen of [variant.startFen, midgame(variant, 16)]) {
        const read = Position.fromFen(fen, { variant });
        if (!read.ok) throw read.error;
        const pos = read.value;
        const depth = depthFor(pos, 3_000_000);
        const nodes = perft(pos, depth);
        // Warm-up, then rounds that alternate the two, each ratio from one round.
        for (let i = 0; i < 3; i++) perft(pos, depth);
        const rounds: { ours: number; native: number; oursWall: number; nativeWall: number }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const { nodes: theirs, ms, cpuMs } = await fsf.perftTime(fen, depth);
          if (theirs !== nodes)
            throw new Error(`${variant.name} ${fen}: ours ${nodes}, Fairy-Stockfish ${theirs}`);
          const cpu0 = cpuClock();
          const wall0 = performance.now();
          perft(pos, depth);
          const oursCpu = cpuClock() - cpu0;
          const oursWall = performance.now() - wall0;
          rounds.push({
            ours: nodes / oursCpu,
            native: nodes / cpuMs,
            oursWall: nodes / oursWall,
            nativeWall: nodes / ms,
          });
        }
        const median = (xs: number[]): number => {
          const sorted = [...xs].sort((a, b) => a - b);
          return sorted[Math.floor(sorted.length / 2)]!;
        };
        const ratio = median(rounds.map((r) => r.ours / r.native));
        const wallRatio = median(rounds.map((r) => r.oursWall / r.nativeWall));
        const ours = median(rounds.map((r) => r.ours)) * 1000;
        const native = median(rounds.map((r) => r.native)) * 1000;
        const oursWall = median(rounds.map((r) => r.oursWall)) * 1000;
        const nativeWall = median(rounds.map((r) => r.nativeWall)) * 1000;
        perVariant.push(ratio);
        ratios.push(ratio);
        oursNps += ours / 2;
        theirsNps += native / 2;
        console.log(
          `${variant.name.padEnd(11)} perft ${depth} (${nodes} nodes) ${fen}\n  CPU time: chesslaws ${(ours / 1e6).toFixed(2)} M nodes/s, Fairy-Stockfish ${(native / 1e6).toFixed(2)} M nodes/s: ${ratio.toFixed(2)}x (wall: ${(oursWall / 1e6).toFixed(2)} and ${(nativeWall / 1e6).toFixed(2)}, ${wallRatio.toFixed(2)}x)`,
        );
      }
      rows.push(
        `| ${variant.title} | ${(oursNps / 1e6).toFixed(1)} M nodes/s | ${(theirsNps / 1e6).toFixed(1)} M nodes/s | ${geometricMean(perVariant).toFixed(2)}× |`,
      );
    }
  } finally {
    fsf.quit();
  }
  console.log(
    `\nfairy perft vs native Fairy-Stockfish: geometric mean ${geometricMean(ratios).toFixed(2)}x, min ${Math.min(...ratios).toFixed(2)}x`,
  );
  console.log('| variant | chesslaws | Fairy-Stockfish 11.1 | ratio |\n|---|---|---|---|');
  console.log(rows.join('\n'));
}
