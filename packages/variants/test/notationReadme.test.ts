/**
 * The variant example of @chesslaws/notation's README, run with `allVariants()` itself, as the
 * README writes it (notation cannot depend on this package, so its own test passes a crazyhouse
 * made with `defineVariant`; this one holds the real variants to the same answers).
 */
import { expect, it } from 'vitest';
import { VARIANT_EXAMPLE } from '../../notation/examples/variants.expected.js';
import { variantExample } from '../../notation/examples/variants.js';
import { allVariants } from '../src/index.js';

it('PGN-std V-crazyhouse the notation README example reads a lichess crazyhouse PGN with { variants: allVariants() }', () => {
  expect(variantExample(allVariants())).toEqual(VARIANT_EXAMPLE);
});
