// `--variant <name>`: lichess's variant names (and their aliases) for the commands that read a position.
import type { Variant } from '@chesslaws/moves';
import { allVariants, findVariant } from '@chesslaws/variants';
import { UsageError } from './command.js';

/** The help line the commands share. */
export const VARIANT_HELP = `  --variant   the variant: standard, chess960, ${allVariants()
  .slice(2)
  .map((v) => v.name)
  .join(', ')}`;

/** The variant `--variant` names, or `undefined` for standard chess; a usage error lists the names. */
export function variantFromFlag(name: string | undefined): Variant | undefined {
  if (name === undefined) return undefined;
  const variant = findVariant(name);
  if (!variant)
    throw new UsageError(
      `unknown variant '${name}'; try --variant with one of: ${allVariants()
        .map((v) => v.name)
        .join(', ')}`,
      'variant',
    );
  return variant.standard && !variant.chess960 ? undefined : variant;
}

/**
 * `--chess960` (Chess960 castling) with a `--variant` other than standard chess or chess960 is a
 * usage error: the variant decides its own castling, so the flag would be silently ignored.
 */
export function refuseChess960Flag(
  variant: Variant | undefined,
  chess960: boolean | undefined,
): void {
  if (chess960 && variant && !variant.standard)
    throw new UsageError(
      `--chess960 with --variant ${variant.name}: use --variant chess960 for Chess960, or drop --chess960`,
      'chess960',
    );
}
