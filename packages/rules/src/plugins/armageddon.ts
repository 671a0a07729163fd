import type { PluginHooks } from '../plugin/hooks.js';
import { definePlugin } from '../plugin/plugin.js';

/** Armageddon's draw odds: every draw counts as a win for Black (E-armageddon). */
export const armageddon = definePlugin({
  name: 'armageddon',
  defaults: {},
  enforce: 'post',
  rules: () => [{ id: 'E-armageddon', summary: 'any draw counts as a win for Black' }],
  hooks: (): PluginHooks => ({
    mapOutcome: (outcome) =>
      outcome.result === '1/2-1/2'
        ? { ...outcome, result: '0-1', winner: 'black', byRule: 'E-armageddon' }
        : outcome,
  }),
});
