// A header an earlier version wrote, as this version writes it: old saved games still restore.
import type { RegulationHeader } from './regulation.js';

type Entry = { readonly name?: unknown; readonly options?: unknown };

/** One plugin entry of 0.1's headers, renamed and reshaped as this version writes it. */
function migrateEntry(entry: Entry): Entry {
  if (typeof entry !== 'object' || entry === null) return entry;
  const options = (entry.options ?? {}) as Record<string, unknown>;
  switch (entry.name) {
    // 0.1 had three names for the variant's plugin: one now, `variant`.
    case 'standardChess':
      return { name: 'variant', options: { variant: 'standard' } };
    case 'chess960':
      return {
        name: 'variant',
        options: { variant: 'chess960', startPosition: options.startPosition ?? 518 },
      };
    case 'variantPlugin':
      return { name: 'variant', options };
    // 0.1's `ms` is the opponent's bonus or the claimant's deduction, as the penalty says.
    case 'incorrectClaim':
      return Object.hasOwn(options, 'ms')
        ? { name: entry.name, options: renameMs(options) }
        : entry;
    default:
      return entry;
  }
}

/** incorrectClaim's 0.1 options: `ms` named by what it pays, in every category too. */
function renameMs(options: Record<string, unknown>): Record<string, unknown> {
  const { ms, byCategory, ...rest } = options;
  const out: Record<string, unknown> = { ...rest, opponentBonus: ms };
  if (rest.penalty === 'claimant-deduction') {
    out.claimantDeduction = ms;
    out.opponentBonus = 120_000;
  } else out.claimantDeduction = 300_000;
  if (byCategory && typeof byCategory === 'object')
    out.byCategory = Object.fromEntries(
      Object.entries(byCategory).map(([category, extra]) => {
        const { ms: m, ...keep } = extra as Record<string, unknown>;
        return [category, m === undefined ? keep : { ...keep, opponentBonus: m }];
      }),
    );
  return out;
}

/** `header` as this version writes it (a header of this version comes back as it is). */
export function migrateHeader(header: Partial<RegulationHeader>): Partial<RegulationHeader> {
  if (!Array.isArray(header.plugins)) return header;
  const plugins = header.plugins.map((p) =>
    migrateEntry(p as Entry),
  ) as RegulationHeader['plugins'];
  return plugins.every((p, i) => p === header.plugins![i]) ? header : { ...header, plugins };
}
