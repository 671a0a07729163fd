import { msg } from '../messages/msg.js';
import { definePlugin } from '../plugin/plugin.js';

const takebacks = definePlugin({
  name: 'takebacks',
  defaults: {},
  handles: ['takeback'],
  rules: () => [{ id: 'casual', summary: msg('takebacks.rule', {}) }],
});

export { takebacks };
//# sourceMappingURL=takebacks.js.map
