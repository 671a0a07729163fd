// The README's quick start, run by examples/examples.test.ts.
import { unwrap } from '@chesslaws/board';
import { createGame, fideBlitz, restoreGame } from '@chesslaws/rules';

export function readmeExample() {
  let t = 0; // an injected clock in ms, so tests and replays are exact
  const game = unwrap(createGame(fideBlitz(), { now: () => t })); // 3+2: White's clock runs

  t = 1_000;
  game.play('e2e4'); // White: 3:02 - 0:01 + 0:02 = 3:03
  t = 2_000;
  game.illegalMove('e7e4'); // Black completes an illegal move (L-7.5.1)
  const penalty = game.state.rulings.at(-1)?.message; // restored, and White gets a minute (L-B.2)

  for (const uci of 'e7e5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1'.split(' ')) {
    t += 1_000;
    game.play(uci);
  }
  // Black writes down Nb8, which repeats the position a third time, and claims (L-9.2.1.1).
  game.claim({ by: 'black', kind: 'threefold', intended: 'c6b8' });

  const saved = JSON.stringify(game.toJSON()); // the whole game is its event log
  const restored = unwrap(restoreGame(fideBlitz(), JSON.parse(saved)));
  return {
    white: game.state.moves[0]?.clock, // 183_000 ms on White's clock after 1. e4
    penalty,
    claim: game.state.outcome?.reason,
    sameAfterRestore:
      restored.state.fen === game.state.fen &&
      restored.state.outcome?.reason === game.state.outcome?.reason,
  };
}
