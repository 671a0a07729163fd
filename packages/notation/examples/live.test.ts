import { expect, it } from 'vitest';
import { liveExample } from './live.js';

it('PGN-std L-5.2.3 the README live-game example runs and gives what it says', () => {
  expect(liveExample()).toEqual({
    tags: ['[Result "1-0"]', '[TimeControl "180+2"]', '[Termination "normal"]'],
    movetext:
      '1. e4 { [%clk 0:03:01] } 1... e5 { [%clk 0:03:00.5] } 2. Qh5 { [%clk 0:02:59] }\n' +
      '2... Nc6 { [%clk 0:02:56.25] } 3. Bc4 { [%clk 0:02:57.9] } 3... Nf6 $4 { (=)\n' +
      '[%clk 0:02:51] } 4. Qxf7# { [%clk 0:02:58.4] } { checkmate (L-5.1.1) } 1-0\n',
    clocksBack: [181_000, 180_500, 179_000, 176_250, 177_900, 171_000, 178_400],
    firstMove: { from: 12, to: 28 },
    plies: 7,
  });
});
