import { expect, it } from 'vitest';
import { knightmateExample } from './knightmate.js';
import { ownVariantsExample } from './ownVariants.js';
import { readmeExample } from './readme.js';

it('V-atomic V-crazyhouse the README example runs and prints what it says', () => {
  expect(readmeExample()).toEqual({
    atomicEnd: { winner: 'white', rule: 'V-atomic.king-exploded' },
    crazyhouseFen: 'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3',
    drops: 33,
    byTag: 'kingofthehill',
    perft3: 8902,
  });
});

it('V-fivecheck V-extinction the two home-made variants of the README', () => {
  expect(ownVariantsExample()).toEqual({
    fiveCheckStart: 400,
    checksLeft: { white: 4, black: 5 },
    fiveCheckCheck: true,
    extinction: { winner: 'white', rule: 'V-extinction.queen' },
  });
});

it('V-knightmate the README defines knightmate, plays it, writes it to PGN and reads it back', () => {
  expect(knightmateExample()).toEqual({
    // The pawn's capture checks the king on f3, which moves as a knight: `+`.
    movetext: '1. e4 d5 2. Kf3 dxe4+ 3. Kg5 *',
    fen: 'rmbqkbmr/ppp1pppp/8/6K1/4p3/8/PPPP1PPP/RMBQ1BMR b kq - 1 3',
    check: false,
  });
});
