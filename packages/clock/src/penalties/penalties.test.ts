import { describe, expect, it } from 'vitest';
import { manual } from '../../test/harness.js';
import { MINUTE, SECOND } from '../duration.js';
import { unwrap } from '../result.js';
import { PENALTIES } from './penalties.js';

describe('PENALTIES', () => {
  it('L-7.5.5 a completed illegal move gives the opponent 2 minutes', () => {
    const { clock } = manual('90/40+30, 30+30');
    const before = clock.time('black');
    unwrap(clock.penalize(PENALTIES['illegal-move'], 'white'));
    expect(clock.time('black') - before).toBe(2 * MINUTE);
  });

  it('L-A.3 in rapid the penalty is 1 minute', () => {
    const { clock } = manual('15+10');
    unwrap(clock.penalize(PENALTIES['illegal-move-rapid'], 'black'));
    expect(clock.time('white')).toBe(16 * MINUTE + 10 * SECOND);
  });

  it('L-9.5 an incorrect draw claim gives the opponent 2 minutes and the claimant keeps their time', () => {
    const { clock } = manual('90/40+30, 30+30');
    const claimant = clock.time('white');
    const opponent = clock.time('black');
    unwrap(clock.penalize(PENALTIES['incorrect-claim'], 'white'));
    expect(clock.time('black') - opponent).toBe(2 * MINUTE);
    expect(clock.time('white')).toBe(claimant);
  });

  it('L-B.2 in blitz an illegal move or an incorrect claim gives the opponent 1 minute', () => {
    const { clock } = manual('3+2');
    unwrap(clock.penalize(PENALTIES['illegal-move-rapid'], 'white'));
    expect(clock.time('black')).toBe(4 * MINUTE + 2 * SECOND);
    unwrap(clock.penalize(PENALTIES['incorrect-claim-rapid'], 'black'));
    expect(clock.time('white')).toBe(4 * MINUTE + 2 * SECOND);
  });

  it('S-claim-5 an incorrect claim costs the claimant 5 minutes; with less left the flag falls', () => {
    const { clock, tick } = manual('10');
    unwrap(clock.penalize(PENALTIES['incorrect-claim-soviet'], 'white'));
    expect(clock.time('white')).toBe(5 * MINUTE);
    unwrap(clock.start());
    tick(MINUTE);
    const view = unwrap(clock.penalize(PENALTIES['incorrect-claim-soviet'], 'white'));
    expect(view.firstFlag).toMatchObject({ side: 'white', at: MINUTE });
  });

  it.each([
    [10 * MINUTE, 7 * MINUTE], // half would be 5 min: capped at 3
    [4 * MINUTE, 2 * MINUTE], // half
    [90 * SECOND, MINUTE], // between 1 and 2 min: set to 1 min
    [40 * SECOND, 40 * SECOND], // under 1 min: unchanged
  ])(
    'S-claim-9.5-old claimant with %i ms keeps %i ms; the opponent gets 3 minutes',
    (left, kept) => {
      const { clock } = manual('20');
      unwrap(clock.set({ times: { white: left } }));
      unwrap(clock.penalize(PENALTIES['incorrect-claim-1997'], 'white'));
      expect(clock.view()).toMatchObject({ white: { time: kept }, black: { time: 23 * MINUTE } });
    },
  );
});
