// The README's quick start, run by examples/examples.test.ts.
import { unwrap } from '@chesslaws/board';
import { createGame, fideBlitz, formatMessage, restoreGame } from '@chesslaws/rules';

export function readmeExample() {
  let t = 0; // an injected clock in ms, so tests and replays are exact
  const game = unwrap(createGame(fideBlitz(), { now: () => t })); // 3+2: White's clock runs

  t = 1_000;
  game.play('e4'); // SAN, UCI ('e2e4') or a Move; the log records UCI
  t = 2_000;
  game.illegalMove('Qd8-h4'); // Black completes an illegal move: the pawn on e7 is in the way
  const ruling = game.state.rulings.at(-1)!; // restored, and White gets a minute (L-B.2)

  for (const san of ['e5', 'Nf3', 'Nc6', 'Ng1', 'Nb8', 'Nf3', 'Nc6', 'Ng1']) {
    t += 1_000;
    game.play(san);
  }
  // Black writes down Nb8, which repeats the position a third time, and claims (L-9.2.1.1).
  game.claim({ by: 'black', kind: 'threefold', intended: 'Nb8' });
  const outcome = game.state.outcome!;

  const saved = JSON.stringify(game.toJSON()); // the whole game is its event log
  const restored = unwrap(restoreGame(fideBlitz(), JSON.parse(saved)));
  return {
    white: game.state.moves[0]?.clock, // 183_000 ms on White's clock after 1. e4
    penalty: `${ruling.rule}: ${formatMessage(ruling.message)}`,
    penaltyRu: formatMessage(ruling.message, { locale: 'ru' }),
    claim: `${outcome.byRule}: ${formatMessage(outcome.reason)}`,
    sameAfterRestore:
      restored.state.fen === game.state.fen && restored.state.outcome?.byRule === 'L-9.2.1.1',
  };
}
