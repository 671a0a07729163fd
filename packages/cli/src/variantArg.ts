// `--variant <name>`: the built-in variants' names (and their aliases), and those of a
// `--variant-file`, for the commands that read a position.
import type { Variant } from '@chesslaws/moves';
import { allVariants, findVariant } from '@chesslaws/variants';
import { UsageError } from './command.js';
import { loadVariantFile, VARIANT_FILE_HELP } from './variantFile.js';

/** The help lines the commands share. */
export const VARIANT_HELP = `  --variant   the variant: standard, chess960, ${allVariants()
  .slice(2)
  .map((v) => v.name)
  .join(', ')},
              or one of --variant-file
${VARIANT_FILE_HELP}`;

/**
 * The variant `--variant` names among `extra` (a variant file's) and the built-in ones, or
 * `undefined` for standard chess; a usage error lists the names and says how to load one.
 */
export function variantFromFlag(
  name: string | undefined,
  extra: readonly Variant[] = [],
): Variant | undefined {
  if (name === undefined) return undefined;
  const variant = findVariant(name, extra) ?? findVariant(name);
  if (!variant)
    throw new UsageError(
      `unknown variant '${name}'; try --variant with one of: ${[...extra, ...allVariants()]
        .map((v) => v.name)
        .join(
          ', ',
        )}; for a variant of your own, export it from a module made with defineVariant and add --variant-file ./my-variants.mjs`,
      'variant',
    );
  return variant.standard && !variant.chess960 ? undefined : variant;
}

/** The flags that choose a variant, as `parseArgs` returns them. */
export interface VariantFlags {
  readonly variant?: string;
  readonly 'variant-file'?: string;
}

/** `parseArgs` options of the two flags. */
export const VARIANT_OPTIONS = {
  variant: { type: 'string' },
  'variant-file': { type: 'string' },
} as const;

/**
 * The variant of `--variant` (and `--variant-file`, whose variants it may name; a file of one
 * variant needs no `--variant`), or `undefined` for standard chess.
 */
export async function variantFromFlags(flags: VariantFlags): Promise<Variant | undefined> {
  const path = flags['variant-file'];
  const extra = path === undefined ? [] : await loadVariantFile(path);
  if (flags.variant === undefined && extra.length === 1) return extra[0];
  if (flags.variant === undefined && extra.length > 1)
    throw new UsageError(
      `--variant-file ${path} has ${extra.length} variants (${extra.map((v) => v.name).join(', ')}): name one with --variant`,
      'variant',
    );
  return variantFromFlag(flags.variant, extra);
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
