import { expect, it } from 'vitest';
import { armageddonExample } from './armageddon.js';
import { readmeExample } from './readme.js';

it('S-modes the README example runs and prints what it says', () => {
  expect(readmeExample()).toEqual({
    white: '1:31:25',
    black: '1:30:30',
    flagFallAt: 95_000 + 5_430_000,
    blackAfterAMinute: '1:29:30',
    verdict: undefined,
    firstMove: { ply: 1, side: 'white', clk: '1:29:25', emt: 95_000 },
    afterTakeBack: { turn: 'white', white: 5_455_000, black: 5_370_000 },
    classical: '1:30:30',
    blitz: '3:02',
    ambiguous: 'ERR_TC_AMBIGUOUS',
    named: '1:00',
  });
});

it('E-armageddon example: Black flags 4 minutes after White’s first move', () => {
  expect(armageddonExample()).toEqual({
    flagFallAt: 250_000,
    status: 'frozen',
    verdict: { kind: 'loss', side: 'black', rule: 'L-6.9' },
  });
});
