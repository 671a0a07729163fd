import { unwrap } from '@chesslaws/board';
import { decodeMove, MAX_MOVES, Position } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { mainline } from '../model/game.js';
import { parsePgn } from '../read/parse.js';
import { replayMainline } from './replay.js';
import { sharedMove } from './sharedMove.js';

describe('sharedMove', () => {
  it('gives the decoded move, one frozen object per from-to pair, a fresh one for a promotion', () => {
    const pos = unwrap(Position.fromFen('r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1'));
    const buffer = new Int32Array(MAX_MOVES);
    const n = pos.generate(buffer);
    for (let i = 0; i < n; i++) {
      const m = buffer[i]!;
      expect(sharedMove(m)).toEqual(decodeMove(m));
      if (decodeMove(m).promotion) expect(sharedMove(m)).not.toBe(sharedMove(m));
      else {
        expect(sharedMove(m)).toBe(sharedMove(m));
        expect(Object.isFrozen(sharedMove(m))).toBe(true);
      }
    }
  });

  it('PGN-std a replay puts the same move object on every node that plays it', () => {
    const game = unwrap(parsePgn('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 *')[0]!);
    unwrap(replayMainline(game));
    const [first, , , , fifth] = [...mainline(game)];
    expect(fifth?.move).toBe(first?.move);
    expect(first?.move).toEqual({ from: 6, to: 21 });
  });
});
