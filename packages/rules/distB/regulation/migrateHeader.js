function migrateEntry(entry) {
  if (typeof entry !== 'object' || entry === null) return entry;
  const options = entry.options ?? {};
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
function renameMs(options) {
  const { ms, byCategory, ...rest } = options;
  const out = { ...rest, opponentBonus: ms };
  if (rest.penalty === 'claimant-deduction') {
    out.claimantDeduction = ms;
    out.opponentBonus = 12e4;
  } else out.claimantDeduction = 3e5;
  if (byCategory && typeof byCategory === 'object')
    out.byCategory = Object.fromEntries(
      Object.entries(byCategory).map(([category, extra]) => {
        const { ms: m, ...keep } = extra;
        return [category, m === void 0 ? keep : { ...keep, opponentBonus: m }];
      }),
    );
  return out;
}
function migrateHeader(header) {
  if (!Array.isArray(header.plugins)) return header;
  const plugins = header.plugins.map((p) => migrateEntry(p));
  return plugins.every((p, i) => p === header.plugins[i]) ? header : { ...header, plugins };
}

export { migrateHeader };
//# sourceMappingURL=migrateHeader.js.map
