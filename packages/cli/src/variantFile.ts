// `--variant-file ./my-variants.mjs`: a user's variants, loaded from a module whose exports are
// variants made with `defineVariant` (each export one, or a list of them).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Variant } from '@chesslaws/moves';
import { UsageError } from './command.js';

/** True for a variant made by `defineVariant` (or a built-in one): what a variant file exports. */
const isVariant = (value: unknown): value is Variant =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Variant).name === 'string' &&
  typeof (value as Variant).startFen === 'string' &&
  Array.isArray((value as Variant).pieceRoles) &&
  'engine' in value;

/** The help line of the flag. */
export const VARIANT_FILE_HELP = `  --variant-file  a module (.mjs or .js) whose exports are variants made with defineVariant
                  of @chesslaws/moves; --variant then names one of them`;

/**
 * The variants of the module at `path` (relative to the current directory): every export that
 * is a variant, and every variant in an exported list. A file that cannot be loaded, or that
 * exports none, is a usage error that says what to write.
 */
export async function loadVariantFile(path: string): Promise<Variant[]> {
  const file = resolve(path);
  if (!existsSync(file))
    throw new UsageError(`--variant-file ${path}: no such file`, 'variant-file');
  let exports: Record<string, unknown>;
  try {
    exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    // The module's own error, in its words (a VariantError names the option and the variant).
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`--variant-file ${path} does not load: ${message}`, 'variant-file');
  }
  const variants: Variant[] = [];
  for (const value of Object.values(exports)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (isVariant(item) && !variants.includes(item)) variants.push(item);
  }
  if (variants.length === 0)
    throw new UsageError(
      `--variant-file ${path} exports no variant: export each one made with defineVariant, e.g. export const knightmate = defineVariant({ name: 'knightmate', ... })`,
      'variant-file',
    );
  return variants;
}
