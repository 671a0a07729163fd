// Draw odds (E-armageddon): every draw counts as a win for one side (Black, in Armageddon).
import type { Color } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { is } from '../plugin/options.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link drawOdds}. */
export interface DrawOddsOptions {
  /** The side a draw counts for (Black in Armageddon). */
  readonly side: Color;
}

/**
 * Draw odds, as in Armageddon (E-armageddon): every draw counts as a win for `side` (Black).
 * It runs last (`enforce: 'post'`), so it maps the outcome every other plugin decided.
 */
export const drawOdds = definePlugin({
  name: 'drawOdds',
  defaults: { side: 'black' } as DrawOddsOptions,
  schema: { side: is.oneOf('white', 'black') },
  enforce: 'post',
  rules: (o) => [
    {
      id: 'E-armageddon',
      summary: msg('drawOdds.rule', { side: o.side }),
    },
  ],
  hooks: (o): PluginHooks => ({
    mapOutcome: (outcome) =>
      outcome.result === '1/2-1/2'
        ? {
            ...outcome,
            result: o.side === 'black' ? '0-1' : '1-0',
            winner: o.side,
            byRule: 'E-armageddon',
          }
        : outcome,
  }),
});
