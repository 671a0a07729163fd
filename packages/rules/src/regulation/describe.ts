// describeRegulation: every rule in force, with the plugin that supplies it.
import type { TimeCategory } from '@chesslaws/clock';
import type { ClaimSpec } from '../pluginApi/plugin.js';
import type { Regulation } from './regulation.js';

/** One rule in force under a regulation, with the plugin that supplies it. */
export interface RuleDescription {
  /** The rule's ID in REGULATIONS.md. */
  readonly id: string;
  /** What it does, in one sentence (prefixed with the category when it applies in one only). */
  readonly summary: string;
  /** The plugin that supplies it (`'core'` for what every regulation does). */
  readonly plugin: string;
  /** Only under a control of this category (the `byCategory` options). */
  readonly category?: TimeCategory;
}

/**
 * Every rule in force under `regulation`: its ID, what it does under the options given, and
 * the plugin that supplies it, in plugin order. Nothing the runtime does is left out: the
 * `core` plugin lists what every regulation does, and removing a plugin removes its lines.
 */
export function describeRegulation(regulation: Regulation): RuleDescription[] {
  const out: RuleDescription[] = [];
  for (const plugin of regulation.plugins)
    for (const rule of plugin.rules ?? [])
      out.push({
        id: rule.id,
        summary: rule.category ? `under a ${rule.category} control: ${rule.summary}` : rule.summary,
        plugin: plugin.name,
        ...(rule.category ? { category: rule.category } : {}),
      });
  return out;
}

/** A claim kind a regulation takes, with the plugin that declares and judges it. */
export interface RegulationClaim extends ClaimSpec {
  /** The plugin. */
  readonly plugin: string;
}

/**
 * The claim kinds `regulation` takes besides an illegal move's (L-A.5.2), as its plugins
 * declare them: what a script reader or a UI lists (`threefold`, `fifty`, `quickplay-finish`).
 */
export function regulationClaims(regulation: Regulation): RegulationClaim[] {
  return regulation.plugins.flatMap((p) => (p.claims ?? []).map((c) => ({ ...c, plugin: p.name })));
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
