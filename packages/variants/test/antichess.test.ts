// Antichess's one case of insufficient material, as lichess (scalachess) and chessops have it
// (a regression of the differential test against chessops, seed 2: antichess game 37).
import { Position } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { antichess } from '../src/index.js';

const variant = antichess();
const nobodyCanWin = (fen: string): boolean[] => {
  const pos = Position.fromFen(fen, { variant });
  if (!pos.ok) throw pos.error;
  return (['white', 'black'] as const).map((c) => variant.insufficientMaterial!(pos.value, c));
};

describe('antichess insufficient material', () => {
  it('V-antichess bishops on squares of different colours can never be taken: nobody can win', () => {
    expect(nobodyCanWin('8/8/8/8/4b3/8/7B/8 w - - 0 48')).toEqual([true, true]);
    expect(nobodyCanWin('8/8/8/8/4b3/8/7B/B7 w - - 0 48')).toEqual([true, true]);
  });

  it('V-antichess bishops of one colour, a bishop of each colour on one side, or any other piece: play on', () => {
    expect(nobodyCanWin('8/8/8/8/3b4/8/7B/8 w - - 0 48')).toEqual([false, false]);
    expect(nobodyCanWin('8/8/8/8/4b3/8/7B/7B w - - 0 48')).toEqual([false, false]);
    expect(nobodyCanWin('8/8/8/8/4b3/8/P6B/8 w - - 0 48')).toEqual([false, false]);
    expect(nobodyCanWin('8/8/8/8/4n3/8/7B/8 w - - 0 48')).toEqual([false, false]);
  });
});
