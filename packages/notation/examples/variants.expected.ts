// What examples/variants.ts gives, as the README says; checked with notation's test variants
// (variants.test.ts) and with `allVariants()` (packages/variants/test/notationReadme.test.ts).
export const VARIANT_EXAMPLE = {
  variant: 'Crazyhouse',
  error:
    '4:1: variant "Crazyhouse" is not built in (only Standard, Chess960 are): pass its rules to read it, e.g. { variants: allVariants() } from @chesslaws/variants',
  drops: ['P@e6+', 'N@h4', 'P@f7+', 'B@e5#'],
  fen: 'rnN2b1r/1p2pPkp/q3P1pn/2ppB3/P1P4n/8/1P1PPPPP/R1BQKB1R[] b KQ - 2 12',
  outcome: { winner: 'white', rule: 'L-5.1.1' },
  german: 'Sb5 S@h4 9. Sxa7 Dd6 10. @f7+ Kg7 11. Sxc8 Da6 12. L@e5# 1-0',
};
