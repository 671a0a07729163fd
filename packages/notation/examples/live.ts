// The live-game example from the README, run by examples/live.test.ts.
import { parseUci } from '@chesslaws/moves';
import { buildGame, mainlineClocks, makePgn, parsePgn, replayMainline } from '@chesslaws/notation';

export function liveExample() {
  // What a game runtime hands over: moves as data, clocks in milliseconds, the outcome.
  const played = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];
  const clocks = [181_000, 180_500, 179_000, 176_250, 177_900, 171_000, 178_400];
  const game = buildGame({
    tags: { Event: 'Club blitz', White: 'Anna', Black: 'Boris', TimeControl: '180+2' },
    moves: played.map((uci, ply) => ({
      move: parseUci(uci)!,
      clock: clocks[ply]!,
      ...(ply === 5 ? { drawOffer: true, nags: [4] } : {}), // 3... Nf6?? offering a draw
    })),
    outcome: { result: '1-0', termination: 'checkmate', byRule: 'L-5.1.1' },
  });
  if (!game.ok) throw game.error; // an illegal move: ERR_PGN_MOVE with location.ply
  const pgn = makePgn(game.value);
  // [Result "1-0"] ... [Termination "normal"]
  // 1. e4 { [%clk 0:03:01] } 1... e5 { [%clk 0:03:00.5] } 2. Qh5 { [%clk 0:02:59] } ...
  // 3... Nf6 $4 { (=) [%clk 0:02:51] } 4. Qxf7# { [%clk 0:02:58.4] } { checkmate (L-5.1.1) } 1-0

  // Read back, the clocks are the same milliseconds and every node carries its Move.
  const [again] = parsePgn(pgn);
  if (!again?.ok) throw again?.error;
  const replay = replayMainline(again.value);
  if (!replay.ok) throw replay.error;
  const firstMove = again.value.root.children[0]?.move; // { from: 12, to: 28 }: e2-e4

  return {
    tags: pgn.split('\n\n')[0]!.split('\n').slice(6),
    movetext: pgn.split('\n\n')[1],
    clocksBack: mainlineClocks(again.value),
    firstMove,
    plies: replay.value.moves.length,
  };
}
