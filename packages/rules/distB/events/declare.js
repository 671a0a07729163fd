import { defineEvent, meaningOnly } from './kind.js';

const declare = defineEvent({
  type: 'declare',
  fields: { result: 'result', reason: 'text?' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});

export { declare };
//# sourceMappingURL=declare.js.map
