// The example from the README, run by examples/examples.test.ts.
import { unwrap } from '@chesslaws/board';
import { Position, parseUci } from '@chesslaws/moves';
import {
  analyzeDeadPosition,
  automaticOutcome,
  canClaimThreefold,
  drawClaims,
  PositionHistory,
  quickDeadCheck,
} from '@chesslaws/termination';

export function readmeExample() {
  // A game as a history of positions: knights out and back, twice.
  const history = PositionHistory.fromPosition(Position.default());
  for (const uci of 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' ')) {
    history.play(parseUci(uci)!);
  }

  // A blocked pawn wall: no mate is possible for either side (L-5.2.2).
  const wall = unwrap(Position.fromFen('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1'));

  return {
    threefold: canClaimThreefold(history), // true: the start position, third time (L-9.2.1.2)
    claims: drawClaims(history).map((c) => c.byRule), // ['L-9.2.1.2', 'L-9.2.1.1'] (now, or with g1f3)
    automatic: automaticOutcome(history), // undefined: threefold must be claimed
    quickDead: quickDeadCheck(wall), // true, in microseconds
    verdict: analyzeDeadPosition(wall).verdict, // 'dead'
  };
}
