import { expect, it } from 'vitest';
import { flagFallExample } from './flagFall.js';
import { historyExample } from './history.js';
import { readmeExample } from './readme.js';

it('L-9.2.1.2 L-5.2.2 the README example runs and prints what it says', () => {
  expect(readmeExample()).toEqual({
    threefold: true,
    claims: ['L-9.2.1.2', 'L-9.2.1.1'],
    automatic: undefined,
    quickDead: true,
    verdict: 'dead',
  });
});

it('L-6.9 the flag-fall example: both sides can still mate, so both flag falls lose', () => {
  const result = flagFallExample();
  expect(result.blackFlagFalls).toBe('1-0');
  expect(result.whiteFlagFalls).toBe('0-1');
  expect(result.proofLength).toBeGreaterThan(0);
});

it('L-9.3.1 L-6.9 the history example: undo, one grouped fifty-move claim, a flag fall', () => {
  expect(historyExample()).toEqual({
    zeroing: false,
    afterUndo: 98,
    claim: { byRule: 'L-9.3.1', moves: 5, capture: false },
    outcome: { result: '0-1', termination: 'timeout', winner: 'black', byRule: 'L-6.9' },
  });
});
