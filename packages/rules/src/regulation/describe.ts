import { mergeOptions } from '../plugin/options.js';
import type { Regulation } from './regulation.js';

/** One rule in force under a regulation, with the plugin that supplies it. */
export interface RuleDescription {
  /** The rule's ID in REGULATIONS.md. */
  readonly id: string;
  /** What it does, in one sentence. */
  readonly summary: string;
  /** The plugin that supplies it (`'game'` for what the runtime itself always does). */
  readonly plugin: string;
}

/** What every game under every regulation does, whatever its plugins. */
export const CORE_RULES: readonly RuleDescription[] = [
  { id: 'L-5.1.2', summary: 'a player may resign at any time; the opponent wins', plugin: 'game' },
  {
    id: 'L-3.10',
    summary: 'a move that is not legal is never played on the board',
    plugin: 'game',
  },
];

/**
 * Every rule in force under `regulation`: its ID, what it does under the options given, and
 * the plugin that supplies it, in plugin order.
 */
export function describeRegulation(regulation: Regulation): RuleDescription[] {
  const out: RuleDescription[] = [];
  for (const plugin of regulation.plugins) {
    const own = plugin.rules ?? [];
    for (const rule of own) out.push({ ...rule, plugin: plugin.name });
    // Rules that change with the time control's category (the legacy preset's blitz forfeit).
    const byCategory = (plugin.options as { byCategory?: Record<string, object> }).byCategory;
    if (!byCategory || !plugin.configure) continue;
    for (const [category, extra] of Object.entries(byCategory)) {
      const variant = plugin.configure(mergeOptions(plugin.options, extra as never));
      for (const rule of variant.rules ?? []) {
        if (!own.some((r) => r.id === rule.id && r.summary === rule.summary))
          out.push({
            id: rule.id,
            summary: `under a ${category} control: ${rule.summary}`,
            plugin: plugin.name,
          });
      }
    }
  }
  out.push(...CORE_RULES);
  return out;
}

/** {@link describeRegulation} as aligned text, one rule a line (what the README shows). */
export function formatRegulation(regulation: Regulation): string {
  const rules = describeRegulation(regulation);
  const idWidth = Math.max(...rules.map((r) => r.id.length));
  const pluginWidth = Math.max(...rules.map((r) => r.plugin.length));
  return [
    `${regulation.name}`,
    ...rules.map((r) => `  ${r.id.padEnd(idWidth)}  ${r.plugin.padEnd(pluginWidth)}  ${r.summary}`),
  ].join('\n');
}
