// `takeback`: the last move is taken back, where a plugin (takebacks) gives takebacks a meaning.
import type { RulesError } from '../../errors.js';
import type { TakebackEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { fail } from '../refuse.js';

/** Takes back the last move, clock included: the position and the clock as they were before it. */
export function takeback(arbiter: Arbiter, _event: TakebackEvent): RulesError | undefined {
  const moves = arbiter.moves;
  const draft = arbiter.draft;
  if (moves.length === 0 || draft.history.length <= 1)
    return fail('ERR_RULES_NOTHING_TO_TAKE_BACK', say.nothingToTakeBack);
  const last = moves[moves.length - 1]!;
  if (arbiter.clock && last.clock !== undefined) {
    const back = arbiter.clock.takeBack();
    if (!back.ok) return fail('ERR_RULES_CLOCK', back.error.message);
    arbiter.ledger.popPress();
  }
  arbiter.undoOnHistory();
  arbiter.ledger.popMove();
  draft.touches = [];
  draft.mustPlay = undefined;
  return undefined;
}
