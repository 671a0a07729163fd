// The README's variant game, run by examples/examples.test.ts.
import { unwrap } from '@chesslaws/board';
import { casual, createGame, formatMessage, formatRegulation, restoreGame } from '@chesslaws/rules';
import { atomic } from '@chesslaws/variants';

export function atomicExample() {
  const regulation = casual({ variant: atomic() }); // casual's rules, atomic's board
  const game = unwrap(createGame(regulation));
  // The knight takes f7, and the explosion takes the black king on e8 with it.
  for (const san of ['Nf3', 'a6', 'Ne5', 'a5', 'Nxf7']) game.play(san);
  const { result, termination, byRule } = game.state.outcome!;
  const reason = formatMessage(game.state.outcome!.reason); // "White wins: Black's king exploded"

  const saved = JSON.parse(JSON.stringify(game.toJSON())); // restores under the same regulation
  const restored = unwrap(restoreGame(casual({ variant: atomic() }), saved));
  return {
    outcome: { result, termination, byRule, reason },
    fen: game.state.fen, // the e8 king, f8 bishop, g8 knight and the knight itself are gone
    sameAfterRestore: restored.state.outcome?.byRule === byRule,
    rules: formatRegulation(regulation),
  };
}
