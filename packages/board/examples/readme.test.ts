import { expect, it } from 'vitest';
import { readmeExample } from './readme.js';

it('L-2.4 the README example runs and prints what it says', () => {
  expect(readmeExample()).toEqual({
    knightTargets: ['f3', 'h3'],
    rookSees: ['b1', 'a2'],
    between: ['f2', 'g3'],
    lightSquares: 32,
  });
});
