// The variants a game's Variant tag may name under `pgn check --rules`, and the regulation's
// version for each: a crazyhouse game is judged by the preset with crazyhouse in its variant slot.
import type { Variant } from '@chesslaws/moves';
import type { PgnError } from '@chesslaws/notation';
import { overrideRegulation, type Regulation } from '@chesslaws/rules';
import { allVariants } from '@chesslaws/variants';

/** Standard chess, Chess960, the seven lichess variants and the six fairy ones. */
export const VARIANTS: readonly Variant[] = allVariants();

const VARIANT_TITLES = VARIANTS.map((v) => v.title).join(', ');

/**
 * A PGN reading error's reason as the CLI says it (no `line:col:` prefix): an unknown Variant
 * tag names the variants chesslaws reads and the tag to write, for `pgn check` and `--rules` alike.
 */
export function pgnReason(error: PgnError): string {
  if (error.code === 'ERR_PGN_VARIANT')
    return `unknown variant "${error.input}": chesslaws reads ${VARIANT_TITLES}; correct the game's tag, e.g. [Variant "Crazyhouse"], or load your own variant with --variant-file ./my-variants.mjs (a module exporting variants made with defineVariant)`;
  return error.message.replace(/^\d+:\d+: /, '');
}

const byVariant = new WeakMap<Regulation, Map<string, Regulation>>();

/** `regulation` playing `variant` (itself for standard chess and Chess960, which it has). */
export function regulationIn(regulation: Regulation, variant: Variant): Regulation {
  if (variant.standard) return regulation;
  let table = byVariant.get(regulation);
  if (!table) byVariant.set(regulation, (table = new Map()));
  let played = table.get(variant.name);
  if (!played) table.set(variant.name, (played = overrideRegulation(regulation, { variant })));
  return played;
}
