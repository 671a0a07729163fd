// describeRegulation: every rule in force, with the plugin that supplies it.

import type { TimeCategory } from '@chesslaws/clock';
import { type FormatOptions, formatMessage } from '../messages/formatMessage.js';
import { asMessage, type Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import type { ClaimSpec } from '../model/decisions.js';
import { VARIANT_SLOT } from '../plugins/variant.js';
import type { Regulation } from './regulation.js';

/** One rule in force under a regulation, with the plugin that supplies it. */
export interface RuleDescription {
  /** The rule's ID in REGULATIONS.md. */
  readonly id: string;
  /**
   * What it does, in one sentence (prefixed with the category when it applies in one only), as
   * a message: `formatMessage(rule.summary, { locale: 'ru', plugins: regulation.plugins })`.
   */
  readonly summary: Message;
  /** The plugin that supplies it (`'core'` for what every regulation does). */
  readonly plugin: string;
  /** Only under a control of this category (the `byCategory` options). */
  readonly category?: TimeCategory;
}

/** Rules of standard chess that a variant's game does not apply (see {@link describeRegulation}). */
function notInVariant(regulation: Regulation): ReadonlySet<string> {
  const variant = regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;
  if (!variant || variant.standard) return new Set();
  // Dead positions are standard chess's (the variant's draw by material replaces them), and a
  // variant without move-count draws (crazyhouse) has no 50- or 75-move rule.
  return new Set(['L-5.2.2', ...(variant.moveCountDraws ? [] : ['L-9.3', 'L-9.6.2'])]);
}

/**
 * Every rule in force under `regulation`: its ID, what it does under the options given, and
 * the plugin that supplies it, in plugin order. Nothing the runtime does is left out: the
 * `core` plugin lists what every regulation does, and removing a plugin removes its lines.
 *
 * A regulation that plays a variant (`casual({ variant: atomic() })`) lists the variant's own
 * rules with their IDs (`V-atomic.explosions`, `V-atomic.king-exploded`...), from the variant
 * plugin, and leaves out the standard rules the variant's game does not apply: L-5.2.2 (a
 * dead position; the variant's draw by material stands instead) and, in a variant without
 * move-count draws (crazyhouse), L-9.3 and L-9.6.2.
 */
export function describeRegulation(regulation: Regulation): RuleDescription[] {
  const out: RuleDescription[] = [];
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

/** {@link describeRegulation} as aligned text, one rule a line, in a catalog's language (English by default). */
export function formatRegulation(
  regulation: Regulation,
  options: Pick<FormatOptions, 'locale'> = {},
): string {
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
