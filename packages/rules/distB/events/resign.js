import { defineEvent, meaningOnly } from './kind.js';

const resign = defineEvent({
  type: 'resign',
  fields: { by: 'color' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});

export { resign };
//# sourceMappingURL=resign.js.map
