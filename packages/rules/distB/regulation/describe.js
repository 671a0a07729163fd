import { formatMessage } from '../messages/formatMessage.js';
import { asMessage } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import { VARIANT_SLOT } from '../plugins/variant.js';

function notInVariant(regulation) {
  const variant = regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;
  if (!variant || variant.standard) return /* @__PURE__ */ new Set();
  return /* @__PURE__ */ new Set([
    'L-5.2.2',
    ...(variant.moveCountDraws ? [] : ['L-9.3', 'L-9.6.2']),
  ]);
}
function describeRegulation(regulation) {
  const out = [];
  const skipped = notInVariant(regulation);
  for (const plugin of regulation.plugins)
    for (const rule of plugin.rules ?? [])
      if (!skipped.has(rule.id) || plugin.slot === VARIANT_SLOT)
        out.push({
          id: rule.id,
          summary: rule.category
            ? msg('rule.underCategory', { category: rule.category, summary: rule.summary })
            : asMessage(rule.summary),
          plugin: plugin.name,
          ...(rule.category ? { category: rule.category } : {}),
        });
  return out;
}
function regulationClaims(regulation) {
  return regulation.plugins.flatMap((p) => (p.claims ?? []).map((c) => ({ ...c, plugin: p.name })));
}
function formatRegulation(regulation, options = {}) {
  const rules = describeRegulation(regulation);
  const words = { ...options, plugins: regulation.plugins };
  const idWidth = Math.max(...rules.map((r) => r.id.length));
  const pluginWidth = Math.max(...rules.map((r) => r.plugin.length));
  return [
    `${regulation.name}`,
    ...rules.map(
      (r) =>
        `  ${r.id.padEnd(idWidth)}  ${r.plugin.padEnd(pluginWidth)}  ${formatMessage(r.summary, words)}`,
    ),
  ].join('\n');
}

export { describeRegulation, formatRegulation, regulationClaims };
//# sourceMappingURL=describe.js.map
