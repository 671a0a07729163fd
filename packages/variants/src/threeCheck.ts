/**
 * Three-check (lichess): standard chess, and the side that gives check three times wins. The
 * number of checks, name and title are options: five-check is `threeCheck({ checks: 5, name: 'fivecheck' })`.
 * FENs carry the checks still to give (`3+3`, lichess) or, read only, the checks given (`+0+0`).
 * @packageDocumentation
 */
import { defineVariant, type Variant, VariantError } from '@chesslaws/moves';
import { onlyKing } from './rules.js';

/** Options of `threeCheck`. */
export interface ThreeCheckOptions {
  /** Checks that win (default 3). */
  readonly checks?: number;
  /** The variant's name (default `3check`). */
  readonly name?: string;
  /** Its title (default `Three-check`). */
  readonly title?: string;
}

/** Three-check, as lichess plays it, or n-check. */
export function threeCheck(opts: ThreeCheckOptions = {}): Variant {
  const checks = opts.checks ?? 3;
  if (!Number.isInteger(checks) || checks < 1 || checks > 99)
    throw new VariantError(
      'ERR_VARIANT_OPTION',
      `variant ${opts.name ?? '3check'}: checks must be a whole number from 1 to 99, got ${JSON.stringify(checks)}`,
      opts.name ?? '3check',
      'checks',
    );
  const isDefault = opts.name === undefined;
  return defineVariant({
    name: opts.name ?? '3check',
    title: opts.title ?? (isDefault ? 'Three-check' : (opts.name as string)),
    aliases: isDefault ? ['threecheck', 'Three check', '3-check', 'Three-Check'] : [],
    startFen: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ${checks}+${checks} 0 1`,
    checksToWin: checks,
    // A bare king gives no check.
    insufficientMaterial: (pos, color) => onlyKing(pos, color),
    rules: [
      {
        id: `V-${opts.name ?? '3check'}.checks`,
        summary: `the side that gives check ${checks === 3 ? 'three times' : `${checks} times`} wins at once`,
      },
      {
        id: `V-${opts.name ?? '3check'}.insufficient-material`,
        summary: 'a draw at once when both sides have nothing but their kings',
      },
    ],
  });
}
