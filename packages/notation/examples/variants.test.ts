import { expect, it } from 'vitest';
import { pockets } from '../test/testVariants.js';
import { VARIANT_EXAMPLE } from './variants.expected.js';
import { variantExample } from './variants.js';

it('PGN-std N-drop the README variant example runs and gives what it says (crazyhouse made with defineVariant)', () => {
  expect(variantExample([pockets])).toEqual(VARIANT_EXAMPLE);
});
