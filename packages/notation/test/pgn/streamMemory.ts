/**
 * Streams generated PGN through a web ReadableStream into `readGames` and
 * watches the resident set size: memory must stay flat in the input size.
 * The test runs it on 200 MB; for the 1 GB manual check run
 * `node --conditions=@chesslaws/source --import tsx packages/notation/test/pgn/streamMemory.ts 1024`.
 */
import { pathToFileURL } from 'node:url';
import { readGames } from '../../src/index.js';

const GAME = `[Event "Generated"]
[Site "?"]
[Date "2024.01.01"]
[Round "1"]
[White "White"]
[Black "Black"]
[Result "1/2-1/2"]

1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 a6
4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 $1
11. c4 { ${'A long note, as annotated databases have them. '.repeat(40)}} 11... c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5
Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 1/2-1/2

`;

/** What a streaming run measured. */
export interface StreamMeasurement {
  readonly megabytes: number;
  readonly games: number;
  readonly seconds: number;
  /** Resident set size after the first 5% of the input, in MiB. */
  readonly baselineRss: number;
  /** The highest resident set size seen afterwards, in MiB. */
  readonly peakRss: number;
}

/** A stream of `megabytes` MiB of PGN, generated chunk by chunk (nothing is written to disk). */
export function generatedPgn(megabytes: number): ReadableStream<Uint8Array> {
  const block = new TextEncoder().encode(GAME.repeat(Math.ceil(65536 / GAME.length)));
  const total = megabytes * 1024 * 1024;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) controller.close();
      else {
        controller.enqueue(block);
        sent += block.length;
      }
    },
  });
}

/** Reads `megabytes` MiB of generated PGN and reports games, time and memory. */
export async function measureStreaming(megabytes: number): Promise<StreamMeasurement> {
  const start = performance.now();
  const mib = (bytes: number): number => bytes / 1024 / 1024;
  let games = 0;
  let baselineRss = 0;
  let peakRss = 0;
  const perGame = GAME.length;
  const warmUp = Math.ceil((megabytes * 1024 * 1024 * 0.05) / perGame);
  for await (const game of readGames(generatedPgn(megabytes))) {
    if (!game.ok) throw game.error;
    games++;
    if (games === warmUp) baselineRss = mib(process.memoryUsage.rss());
    else if (games > warmUp && games % 256 === 0)
      peakRss = Math.max(peakRss, mib(process.memoryUsage.rss()));
  }
  return { megabytes, games, seconds: (performance.now() - start) / 1000, baselineRss, peakRss };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const m = await measureStreaming(Number(process.argv[2] ?? 1024));
  console.log(
    `${m.megabytes} MiB, ${m.games} games in ${m.seconds.toFixed(1)} s (${(m.megabytes / m.seconds).toFixed(1)} MiB/s); ` +
      `RSS ${m.baselineRss.toFixed(0)} MiB after 5%, peak ${m.peakRss.toFixed(0)} MiB`,
  );
}
