// L-6.9 on a flag fall, with a mating line as proof that the opponent can still win.
import { unwrap } from '@chesslaws/board';
import { makeUci, Position } from '@chesslaws/moves';
import { analyzeWinnability, flagFallOutcome } from '@chesslaws/termination';

export function flagFallExample() {
  // White has a knight, Black a pawn that can block its own king: White can still mate.
  const pos = unwrap(Position.fromFen('7k/7p/8/8/8/8/8/1N2K3 w - - 0 1'));
  const analysis = analyzeWinnability(pos, 'white');
  const line: string[] = [];
  if (analysis.verdict === 'winnable') {
    const replay = pos.clone();
    for (const move of analysis.line) {
      line.push(makeUci(replay, move));
      replay.play(move);
    }
  }
  return {
    blackFlagFalls: flagFallOutcome(pos, 'black').result, // '1-0': White can still mate
    whiteFlagFalls: flagFallOutcome(pos, 'white').result, // '0-1': Black can promote and mate
    proofLength: line.length,
  };
}
