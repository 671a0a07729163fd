import { expect, it } from 'vitest';
import { pgnExample } from './pgn.js';

it('PGN-std the README PGN example runs and gives what it says', async () => {
  expect(await pgnExample()).toEqual({
    errors: ['9:7: unexpected "}"'],
    fen: 'rnbqk1nr/ppp2ppp/4p3/3p4/1b1PP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 2 4',
    clocks: [300_000, 298_000],
    movetext:
      '1. e4 { [%clk 0:05:00] } 1... e6 { [%clk 0:04:58] } 2. d4 d5 ( 2... c5 3. d5 )\n3. Кc3 Сb4 1-0\n',
    white: ['Tal'],
  });
});
