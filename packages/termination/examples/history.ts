// A history that goes back, the claims a UI shows, and a flag fall from the clock's verdict;
// run by examples/examples.test.ts.
import { unwrap } from '@chesslaws/board';
import { createClock, timeVerdict } from '@chesslaws/clock';
import { makeUci, Position, parseUci } from '@chesslaws/moves';
import { drawClaims, PositionHistory, timeVerdictOutcome } from '@chesslaws/termination';

export function historyExample() {
  const history = PositionHistory.fromPosition(
    unwrap(Position.fromFen('r3k3/8/8/8/8/8/8/R3K3 w - - 98 80')),
  );
  const step = history.play(parseUci('a1a2')!); // { move, ply: 0, key, zeroing: false }
  history.undo(); // a takeback: the position, its key and the clock as before a1a2
  const afterUndo = history.halfmoveClock(); // 98

  history.play(parseUci('a1a7')!); // Black may take it: a capture, so not a qualifying move
  // Halfmove clock 99: one claim "with any move that is not a capture or pawn move".
  const [claim] = drawClaims(history);
  const live = history.current; // the live position, read-only: no copy
  const intended = claim?.intendedMoves?.map((m) => makeUci(live, m)) ?? [];

  // The clock's verdict becomes an Outcome in one call (L-6.9: a flag fall loses, unless the
  // opponent cannot mate).
  let now = 0;
  const clock = unwrap(createClock('1', { now: () => now }));
  unwrap(clock.start());
  now += 60_000; // White's minute is up
  const outcome = timeVerdictOutcome(timeVerdict(clock.view()), history.current);

  return {
    zeroing: step.zeroing,
    afterUndo,
    claim: claim && {
      byRule: claim.byRule,
      moves: intended.length,
      capture: intended.includes('a8a7'),
    },
    outcome,
  };
}
