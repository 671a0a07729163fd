import { opposite } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

const NO_OFFER = Object.freeze({ offer: void 0 });
const offerState = {
  initial: () => NO_OFFER,
  reduce(state, event, ctx) {
    if (event.type === 'offer-draw')
      return { offer: { by: event.by, event: ctx.index, ply: ctx.ply } };
    const offer = state.offer;
    if (!offer) return state;
    switch (event.type) {
      case 'accept-draw':
      case 'decline-draw':
      case 'takeback':
        return NO_OFFER;
      case 'touch':
        return !event.adjust && event.by !== offer.by ? NO_OFFER : state;
      default: {
        const last = ctx.moves[ctx.moves.length - 1];
        return last && last.event === ctx.index && last.side !== offer.by ? NO_OFFER : state;
      }
    }
  },
};
function offerRefusal(event, offer) {
  if (event.type === 'offer-draw' && offer)
    return {
      code: 'ERR_RULES_OFFER_PENDING',
      rule: 'L-9.1',
      reason:
        offer.by === event.by
          ? msg('drawOffers.ownStands', { side: event.by })
          : msg('drawOffers.otherStands', { side: opposite(event.by) }),
    };
  if (
    (event.type === 'accept-draw' || event.type === 'decline-draw') &&
    (!offer || offer.by === event.by)
  )
    return {
      code: 'ERR_RULES_NO_OFFER',
      rule: 'L-9.1',
      reason: msg('drawOffers.noOffer', {
        side: event.by,
        answer: event.type === 'accept-draw' ? 'accept' : 'decline',
      }),
    };
  return void 0;
}
const drawOffers = definePlugin({
  name: 'drawOffers',
  defaults: { allowed: true },
  schema: { allowed: is.boolean() },
  handles: ['offer-draw', 'accept-draw', 'decline-draw'],
  rules: (o) =>
    o.allowed
      ? [
          {
            id: 'L-9.1',
            summary: msg('drawOffers.rule.stands', {}),
          },
          { id: 'L-5.2.3', summary: msg('drawOffers.rule.agreement', {}) },
        ]
      : [{ id: 'L-5.2.3', summary: msg('drawOffers.rule.notAllowed', {}) }],
  state: () => offerState,
  hooks: (o) => ({
    // After the other plugins' vetoes (Sofia rules), as the Laws' own conditions on an offer.
    judgeAction: {
      order: 'post',
      filter: { type: ['offer-draw', 'accept-draw', 'decline-draw'] },
      handler: (action, ctx) =>
        !o.allowed && action.type === 'offer-draw'
          ? { rule: 'L-5.2.3', reason: msg('drawOffers.notAllowed', {}) }
          : offerRefusal(action, ctx.state.offer),
    },
    outcomeOf: {
      filter: { type: ['accept-draw'] },
      handler: (event, ctx) =>
        event.type === 'accept-draw' && ctx.state.offer
          ? {
              outcome: { result: '1/2-1/2', termination: 'agreement', byRule: 'L-5.2.3' },
              cause: msg('cause.acceptedOffer', { side: event.by, offerer: ctx.state.offer.by }),
            }
          : void 0,
    },
    standingOffer: (ctx) => ctx.state.offer,
  }),
});

export { drawOffers };
//# sourceMappingURL=drawOffers.js.map
