// Takebacks (casual play): a player may take back the last move. Not part of the Laws.

import { msg } from '../messages/msg.js';
import { definePlugin } from '../plugin/plugin.js';

/**
 * Takebacks (casual play): a player may take back the last move, clock included. It gives the
 * `takeback` event its meaning: a regulation without it refuses takebacks.
 */
export const takebacks = definePlugin({
  name: 'takebacks',
  defaults: {},
  handles: ['takeback'],
  rules: () => [{ id: 'casual', summary: msg('takebacks.rule', {}) }],
});
