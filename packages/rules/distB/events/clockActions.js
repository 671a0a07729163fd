import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';

function onClock(tx, action) {
  if (!tx.clock) return fail('ERR_RULES_NO_CLOCK', msg('refusal.noClock', {}));
  const result = action(tx.clock);
  return result.ok
    ? void 0
    : fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: result.error.message }));
}
const pause = defineEvent({
  type: 'pause',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.pause()),
});
const resume = defineEvent({
  type: 'resume',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.resume()),
});
const adjust = defineEvent({
  type: 'adjust',
  fields: { side: 'color', ms: 'int' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.adjust(event.side, event.ms)),
});
const setMoves = defineEvent({
  type: 'set-moves',
  fields: { moves: 'moves' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.set({ moves: event.moves })),
});

export { adjust, pause, resume, setMoves };
//# sourceMappingURL=clockActions.js.map
