import { RulesError } from '../model/errors.js';
import { defineEvent } from './kind.js';
import { checkMoveCode } from './steps.js';

const move = defineEvent({
  type: 'move',
  fields: { move: 'uci' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const code = checkMoveCode(tx, event.move);
    if (code instanceof RulesError) return code;
    return tx.play(code, event.move);
  },
});

export { move };
//# sourceMappingURL=move.js.map
