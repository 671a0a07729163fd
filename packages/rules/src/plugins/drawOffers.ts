// Draw offers (L-9.1, L-5.2.3): the offer that stands is this plugin's per-game state.
import { opposite } from '@chesslaws/board';
import type { GameEvent } from '../events/index.js';
import { msg } from '../messages/msg.js';
import type { Refusal } from '../model/decisions.js';
import type { DrawOffer } from '../model/setup.js';
import type { RuleContext } from '../plugin/context.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin, type PluginState } from '../plugin/plugin.js';

/** Options of {@link drawOffers}. */
export interface DrawOffersOptions {
  /** Whether players may offer draws at all (Armageddon events often forbid them). */
  readonly allowed: boolean;
}

/** The state of {@link drawOffers} in a game: the offer that stands. */
export interface DrawOffersState {
  /** The standing offer, if any. */
  readonly offer: DrawOffer | undefined;
}

const NO_OFFER: DrawOffersState = Object.freeze({ offer: undefined });

/** L-9.1: an offer ends when answered, when the opponent touches a piece to move it or moves. */
const offerState: PluginState<DrawOffersState> = {
  initial: () => NO_OFFER,
  reduce(state, event: GameEvent, ctx: RuleContext<DrawOffersState>) {
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
        // A move made in this event by the opponent ends it; the offerer's own move keeps it.
        const last = ctx.moves[ctx.moves.length - 1];
        return last && last.event === ctx.index && last.side !== offer.by ? NO_OFFER : state;
      }
    }
  },
};

/** Why an offer or an answer cannot be made now, under L-9.1. */
function offerRefusal(event: GameEvent, offer: DrawOffer | undefined): Refusal | undefined {
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
  return undefined;
}

/**
 * Draw offers (L-9.1, L-5.2.3): an offer stands until the opponent accepts or declines it,
 * touches a piece to move it, or moves; it cannot be withdrawn; accepting it draws. The
 * standing offer is the plugin's per-game state, and a regulation without the plugin takes
 * no offers at all.
 */
export const drawOffers = definePlugin({
  name: 'drawOffers',
  defaults: { allowed: true } as DrawOffersOptions,
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
  hooks: (o): PluginHooks<DrawOffersState> => ({
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
          : undefined,
    },
    standingOffer: (ctx) => ctx.state.offer,
  }),
});
