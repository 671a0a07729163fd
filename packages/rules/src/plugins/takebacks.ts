import type { PluginHooks } from '../plugin/hooks.js';
import { definePlugin } from '../plugin/plugin.js';

/** Takebacks (casual play): a player may take back the last move, clock included. Not part of the Laws. */
export const takebacks = definePlugin({
  name: 'takebacks',
  defaults: {},
  rules: () => [
    { id: 'casual', summary: 'a player may take back the last move (not part of the Laws)' },
  ],
  hooks: (): PluginHooks => ({
    allowTakeback: () => true,
  }),
});
