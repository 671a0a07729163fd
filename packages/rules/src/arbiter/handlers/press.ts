// `press`: pressing the clock without a move counts as an illegal move (L-7.5.3).
import type { RulesError } from '../../errors.js';
import type { PressEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { judgeIllegal, settleIllegal } from '../illegal.js';
import { fail } from '../refuse.js';
import { ensurePlayable } from '../steps.js';

/** The side to move pressed without moving: ruled on as an illegal move. */
export function press(arbiter: Arbiter, event: PressEvent): RulesError | undefined {
  const blocked = ensurePlayable(arbiter);
  if (blocked) return blocked;
  const turn = arbiter.turn;
  if (event.by !== turn) return fail('ERR_RULES_NOT_ON_MOVE', say.notYourClock(event.by, turn));
  const decision = judgeIllegal(arbiter, {
    offender: event.by,
    kind: 'press-without-move',
    count: arbiter.facts.illegalMoves[event.by] + 1,
  });
  if (!('value' in decision)) return decision;
  return settleIllegal(arbiter, decision, { offender: event.by, kind: 'press-without-move' });
}
