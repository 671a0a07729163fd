// The history seen across an illegal move that stood: a view termination reads as a PositionHistory.

import { Position, parseUci } from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { describe, expect, it } from 'vitest';
import { priorOf, StitchedHistory, stitchHistory } from '../src/arbiter/stitchedHistory.js';

const uci = (text: string) => parseUci(text)!;

describe('stitchHistory', () => {
  it('has every member of PositionHistory (so a new one cannot be forgotten)', () => {
    const members = Object.getOwnPropertyNames(PositionHistory.prototype).filter(
      (name) => name !== 'constructor',
    );
    const own = new Set(Object.getOwnPropertyNames(StitchedHistory.prototype));
    expect(members.filter((name) => !own.has(name))).toEqual([]);
  });

  it('L-9.2.2 keys, clocks and counts of the prior positions then the history, as one history of the same moves', () => {
    // Knights out and back twice: the start position appears three times in all.
    const moves = 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4'.split(' ');
    const whole = PositionHistory.fromPosition(Position.default());
    for (const m of moves) whole.play(uci(m));
    const front = PositionHistory.fromPosition(Position.default());
    for (const m of moves.slice(0, 4)) front.play(uci(m));
    // The history after the split starts where the front one ended (its first position is the front's last).
    const back = PositionHistory.fromPosition(front.current);
    for (const m of moves.slice(4)) back.play(uci(m));
    const prior = priorOf(undefined, front);
    const cut = { length: prior.length - 1, key: prior.key, clock: prior.clock };
    const view = stitchHistory(cut, back);
    expect(view.length).toBe(whole.length);
    expect(view.keys).toEqual(whole.keys);
    for (let i = 0; i < whole.length; i++) {
      expect(view.key(i)).toBe(whole.key(i));
      expect(view.halfmoveClock(i)).toBe(whole.halfmoveClock(i));
      expect(view.occurrences(i)).toBe(whole.occurrences(i));
    }
    expect(view.occurrences(8)).toBe(3);
    expect(view.key()).toBe(back.current.hash());
    expect(view.occurrencesOfNextKey(whole.key(8))).toBe(whole.occurrencesOfNextKey(whole.key(8)));
    // The rest is the history's own.
    expect(view.current).toBe(back.current);
    expect(view.moves).toEqual(back.moves);
  });
});
