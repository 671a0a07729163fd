// The PGN example from the README, run by examples/pgn.test.ts.
import { makeFen } from '@chesslaws/moves';
import { mainlineClocks, makePgn, parsePgn, readGames, replayMainline } from '@chesslaws/notation';

const PGN = `[Event "Casual"]
[White "Tal"]
[Black "Botvinnik"]
[Result "1-0"]

1. e4 {[%clk 0:05:00]} e6 {[%clk 0:04:58]} 2. d4 d5 (2... c5 3. d5) 3. Nc3 Bb4 1-0

[Event "Broken"]
1. e4 } e5 *
`;

export async function pgnExample() {
  // Read every game of a text; a bad game is an error with line and column, the others still read.
  const results = parsePgn(PGN);
  const errors = results.flatMap((r) => (r.ok ? [] : [r.error.message])); // ['9:7: unexpected "}"']
  const first = results[0];
  if (!first?.ok) throw new Error('the first game reads');
  const game = first.value;

  // Replay the mainline under the laws of chess.
  const replay = replayMainline(game);
  if (!replay.ok) throw replay.error;
  const fen = makeFen(replay.value.final); // 'rnbqk1nr/ppp2ppp/4p3/3p4/1b1PP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 2 4'
  const clocks = mainlineClocks(game); // [300_000, 298_000, undefined, ...] (milliseconds)

  // Write it back in PGN export format, here with the moves of the FIDE scoresheet in Russian.
  const russian = makePgn(game, { style: 'fide', locale: 'ru' });

  // Stream games from any source (a web ReadableStream, a Node stream...) with flat memory.
  const stream = new Blob([PGN]).stream();
  const white: string[] = [];
  for await (const read of readGames(stream))
    if (read.ok) white.push(read.value.headers.get('White') ?? '?');

  return { errors, fen, clocks: clocks.slice(0, 2), movetext: russian.split('\n\n')[1], white };
}
