// `takeback`: the last move is taken back, where a plugin (takebacks) gives takebacks a meaning.
import type { Color } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

/** A player takes back the last move, where the regulation allows it (casual play). */
export interface TakebackEvent {
  /** Discriminant. */
  readonly type: 'takeback';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who asks (and is granted) the takeback. */
  readonly by: Color;
}

/** Takes back the last move, clock included: the position and the clock as they were before it. */
export const takeback = defineEvent<TakebackEvent>({
  type: 'takeback',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: (tx) => {
    const moves = tx.moves;
    const last = moves[moves.length - 1];
    if (!last || tx.facts.history.length <= 1)
      return fail('ERR_RULES_NOTHING_TO_TAKE_BACK', msg('refusal.nothingToTakeBack', {}));
    if (tx.clock && last.clock !== undefined) {
      const back = tx.unpress();
      if (back) return back;
    }
    tx.takeBackMove();
    tx.set('touches', []);
    tx.set('mustPlay', undefined);
    tx.set('bound', undefined);
    return undefined;
  },
});
