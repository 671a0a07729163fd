// The moves on the board in order, illegal ones that stood or await a claim included (L-A.5.2).
import { type Move, type Position, parseUci } from '@chesslaws/moves';
import type { PendingIllegal, StoodIllegal } from '../model/facts.js';
import type { BoardMove, LineMove } from '../model/played.js';

/** An illegal move on the board as a line entry, from the position before it. */
function illegalEntry(
  before: Position,
  illegal: PendingIllegal | StoodIllegal,
  after: Position,
  stood: boolean,
): LineMove | undefined {
  const move: Move | undefined = parseUci(illegal.move, before.variant);
  if (!move) return undefined;
  return {
    move,
    uci: illegal.move,
    side: illegal.offender,
    event: illegal.event,
    before: before.clone(),
    after: after.clone(),
    illegal: { rule: illegal.rule, stood },
  };
}

/**
 * The line from `start`: the moves played, each illegal move that stood at its place (the
 * moves after it go on from the position it left), and the one pending a claim last, when the
 * board can be played on after it.
 */
export function boardLine(
  start: Position,
  moves: readonly BoardMove[],
  stood: readonly StoodIllegal[],
  pending: PendingIllegal | undefined,
): LineMove[] {
  const line: LineMove[] = [];
  let pos = start.clone();
  let next = 0;
  const standing = (ply: number) => {
    for (; next < stood.length && stood[next]!.ply <= ply; next++) {
      const entry = illegalEntry(pos, stood[next]!, stood[next]!.position, true);
      if (entry) line.push(entry);
      pos = stood[next]!.position.clone();
    }
  };
  for (const [ply, played] of moves.entries()) {
    standing(ply);
    const before = pos.clone();
    pos.play(played.move);
    line.push({
      move: played.move,
      uci: played.uci,
      side: played.side,
      event: played.event,
      before,
      after: pos.clone(),
    });
  }
  standing(moves.length);
  if (pending?.position) {
    const entry = illegalEntry(pos, pending, pending.position, false);
    if (entry) line.push(entry);
  }
  return line;
}
