import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';

const failed = (plugin, where, e) =>
  new RulesError('ERR_RULES_PLUGIN_FAILED', say.pluginFailed(plugin.name, where, e), void 0, {
    plugin: plugin.name,
  });
function initialStates(plugins, setup) {
  return plugins.map((plugin) => {
    if (!plugin.state) return void 0;
    try {
      return plugin.state.initial(setup);
    } catch (e) {
      throw failed(plugin, 'state.initial', e);
    }
  });
}
const reducersOf = (plugins) =>
  plugins.flatMap((plugin, slot) => {
    const state = plugin.state;
    return state ? [{ slot, plugin, reduce: state.reduce.bind(state) }] : [];
  });
function reduceStates(reducers, states, event, contexts) {
  let next;
  for (let i = 0; i < reducers.length; i++) {
    const { slot, reduce } = reducers[i];
    let reduced;
    try {
      reduced = reduce(states[slot], event, contexts[slot]);
    } catch (e) {
      throw failed(reducers[i].plugin, 'state.reduce', e);
    }
    if (reduced !== states[slot]) (next ??= [...states])[slot] = reduced;
  }
  return next ?? states;
}

export { initialStates, reducersOf, reduceStates };
//# sourceMappingURL=pluginStates.js.map
