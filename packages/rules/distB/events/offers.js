import { defineEvent, meaningOnly } from './kind.js';

const offerDraw = defineEvent({
  type: 'offer-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});
const acceptDraw = defineEvent({
  type: 'accept-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});
const declineDraw = defineEvent({
  type: 'decline-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});

export { acceptDraw, declineDraw, offerDraw };
//# sourceMappingURL=offers.js.map
