/**
 * The `Variant` tag: which rules a game follows (PGN-std). Standard chess (also lichess's
 * "From Position") and Chess960 are built in; every other variant is read only when the caller
 * passes its rules (`{ variants }`, such as `allVariants()` of `@chesslaws/variants`), so that
 * notation never depends on the variants themselves.
 */
import { err, ok, type Result } from '@chesslaws/board';
import { CHESS960, STANDARD, type Variant, variantNames } from '@chesslaws/moves';
import { PgnError } from '../error.js';
import type { PgnPosition } from './game.js';

/** Options of {@link parseVariant}. */
export interface ParseVariantOptions {
  /**
   * The variants a `Variant` tag may name besides the built-in standard chess and Chess960,
   * matched by their names, titles and aliases (`variantNames`) in any case, with spaces, dashes
   * and underscores ignored: lichess's `Atomic`, `King of the Hill`, `Three-check`...
   */
  readonly variants?: readonly Variant[];
  /** Where the tag is, for the error. */
  readonly at?: PgnPosition | undefined;
}

// Names other programs write for the built-in variants, beyond their own aliases.
const BUILT_IN: ReadonlyArray<readonly [string, Variant]> = [
  ['960', CHESS960],
  ['freestyle', CHESS960],
];

const squash = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The variant a `Variant` tag names (absent, empty or `?` means standard chess), among the
 * built-in ones and `options.variants`; an `ERR_PGN_VARIANT` error, located at the tag, for a
 * name none of them has. The message says what to pass when no variants were given.
 */
export function parseVariant(
  tag: string | undefined,
  options: ParseVariantOptions = {},
): Result<Variant, PgnError> {
  if (tag === undefined || tag.trim() === '' || tag === '?') return ok(STANDARD);
  const key = squash(tag);
  const given = options.variants ?? [];
  for (const variant of [...given, STANDARD, CHESS960]) {
    if (variantNames(variant).some((name) => squash(name) === key)) return ok(variant);
  }
  for (const [name, variant] of BUILT_IN) if (name === key) return ok(variant);
  const known = [...new Set([STANDARD, CHESS960, ...given].map((v) => v.title))].join(', ');
  // A tag may be 64 KiB long: the message quotes its start.
  const name = tag.length > 40 ? `${tag.slice(0, 40)}…` : tag;
  const message =
    given.length === 0
      ? `variant "${name}" is not built in (only ${known} are): pass its rules to read it, e.g. { variants: allVariants() } from @chesslaws/variants`
      : `unknown variant "${name}": the variants given are ${known}`;
  return err(new PgnError('ERR_PGN_VARIANT', message, options.at, tag));
}
