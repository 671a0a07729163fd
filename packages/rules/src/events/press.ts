// `press`: pressing the clock without a move counts as an illegal move (L-7.5.3).
import type { Color } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { judgeIllegal, settleIllegal } from './illegal.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail } from './steps.js';

/** A player presses the clock without making a move, which counts as an illegal move (L-7.5.3). */
export interface PressEvent {
  /** Discriminant. */
  readonly type: 'press';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who pressed. */
  readonly by: Color;
}

/** The side to move pressed without moving: ruled on as an illegal move. */
export const press = defineEvent<PressEvent>({
  type: 'press',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const turn = tx.turn;
    if (event.by !== turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notYourClock', { by: event.by, turn }));
    const decision = judgeIllegal(tx, {
      offender: event.by,
      kind: 'press-without-move',
      count: tx.facts.illegalMoves[event.by] + 1,
    });
    if (!('value' in decision)) return decision;
    return settleIllegal(tx, decision, { offender: event.by, kind: 'press-without-move' });
  },
});
