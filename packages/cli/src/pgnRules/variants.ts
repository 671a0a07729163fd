// The variants a game's Variant tag may name under `pgn check --rules`, and the regulation's
// version for each: a crazyhouse game is judged by the preset with crazyhouse in its variant slot.
import type { Variant } from '@chesslaws/moves';
import type { PgnError } from '@chesslaws/notation';
import { defineRegulation, type Regulation, variantPlugin } from '@chesslaws/rules';
import { allVariants } from '@chesslaws/variants';

/** Standard chess, Chess960, the seven lichess variants and the six fairy ones. */
export const VARIANTS: readonly Variant[] = allVariants();

const VARIANT_TITLES = VARIANTS.map((v) => v.title).join(', ');

/**
 * A PGN reading error's reason as the CLI says it (no `line:col:` prefix): an unknown Variant
 * tag names the variants chesslaws reads and the tag to write, for `pgn check` and `--rules` alike.
 * `offset` is added to a line the reason names (a batch's lines are counted from its start).
 */
export function pgnReason(error: PgnError, offset = 0): string {
  if (error.code === 'ERR_PGN_VARIANT') {
    const tag = error.input ?? '';
    const name = tag.length > 40 ? `${tag.slice(0, 40)}…` : tag;
    return `unknown variant "${name}": chesslaws reads ${VARIANT_TITLES}; correct the game's tag, e.g. [Variant "Crazyhouse"], or load your own variant with --variant-file ./my-variants.mjs (a module exporting variants made with defineVariant)`;
  }
  const reason = error.message.replace(/^\d+:\d+: /, '');
  return error.skippedTo && offset !== 0
    ? reason.replace(/\bline (\d+)\b/, (_, line: string) => `line ${Number(line) + offset}`)
    : reason;
}

/**
 * How many lines an error made the reader skip (a `{` never closed: from the comment to where
 * the next game's tags begin, or to the end), counting a line it skipped part of; 0 for others.
 */
export function skippedLines(error: PgnError): number {
  const to = error.skippedTo;
  const from = error.location?.line;
  if (!to || from === undefined) return 0;
  return to.line - from + (to.column > 1 ? 1 : 0);
}

const byVariant = new WeakMap<Regulation, Map<string, Regulation>>();

/** `regulation` playing `variant` (itself for standard chess and Chess960, which it has). */
export function regulationIn(regulation: Regulation, variant: Variant): Regulation {
  if (variant.standard) return regulation;
  let table = byVariant.get(regulation);
  if (!table) byVariant.set(regulation, (table = new Map()));
  let played = table.get(variant.name);
  if (!played) {
    // The same rules with the variant in the board's place.
    played = defineRegulation({
      name: regulation.name,
      plugins: [regulation, variantPlugin(variant)],
    });
    table.set(variant.name, played);
  }
  return played;
}
