import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link drawOffers}. */
export interface DrawOffersOptions {
  /** Whether players may offer draws at all (Armageddon events often forbid them). */
  readonly allowed: boolean;
}

/**
 * Draw offers (L-9.1, L-5.2.3): an offer stands until the opponent accepts or declines it,
 * touches a piece to move it, or moves; it cannot be withdrawn; accepting it draws.
 */
export const drawOffers = definePlugin({
  name: 'drawOffers',
  defaults: { allowed: true } as DrawOffersOptions,
  schema: { allowed: is.boolean() },
  rules: (o) =>
    o.allowed
      ? [
          {
            id: 'L-9.1',
            summary:
              'a draw offer stands until accepted, declined, or the opponent touches a piece or moves; it cannot be withdrawn',
          },
          { id: 'L-5.2.3', summary: 'a draw by agreement ends the game' },
        ]
      : [{ id: 'L-5.2.3', summary: 'draw offers are not allowed in this event' }],
  hooks: (o): PluginHooks => ({
    judgeAction: (action) =>
      !o.allowed && action.type === 'offer-draw'
        ? { rule: 'L-5.2.3', reason: 'draw offers are not allowed in this event' }
        : undefined,
  }),
});
