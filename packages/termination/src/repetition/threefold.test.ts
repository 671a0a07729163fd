import { makeUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { historyOf } from '../../test/helpers.js';
import { isFivefoldRepetition } from './fivefold.js';
import { canClaimThreefold, threefoldClaimMoves } from './threefold.js';

// Seed 002: "Ферзь ходит на c2 и ставит шах. Королю уходить только на a1. Далее ферзь идет на c1
// и снова ставит шах. Королю идти только на a2. Ферзь на c2 снова шах… И так 3 раза. В итоге ничья."
// White's pawn is about to queen; Black saves the game with perpetual queen checks.
const SEED_START = '8/5P1k/8/8/8/P7/K7/3q4 b - - 0 1';
const CHECKS = ['d1c2', 'a2a1', 'c2c1', 'a1a2', 'c1c2', 'a2a1', 'c2c1', 'a1a2', 'c1c2'];

describe('threefold repetition (L-9.2)', () => {
  it('L-9.2 seed 002: the king has one square each time (a1, then a2)', () => {
    const history = historyOf('d1c2', SEED_START);
    expect(history.position.legalMoves().map((m) => makeUci(history.position, m))).toEqual([
      'a2a1',
    ]);
    history.play(history.position.legalMoves()[0]!);
    history.play(history.position.normalizeMove({ from: 10, to: 2 })!); // c2c1
    expect(history.position.legalMoves().map((m) => makeUci(history.position, m))).toEqual([
      'a1a2',
    ]);
  });

  it('L-9.2.1.2 seed 002: after the third Qc2+ White may claim', () => {
    const twice = historyOf(CHECKS.slice(0, 5).join(' '), SEED_START);
    expect(canClaimThreefold(twice)).toBe(false);
    const thrice = historyOf(CHECKS.join(' '), SEED_START);
    expect(thrice.occurrences()).toBe(3);
    expect(canClaimThreefold(thrice)).toBe(true);
  });

  it('L-9.2.1.1 seed 002: Black may claim by writing down the third Qc2+ first', () => {
    const history = historyOf(CHECKS.slice(0, 8).join(' '), SEED_START);
    expect(canClaimThreefold(history)).toBe(false);
    const claims = threefoldClaimMoves(history).map((m) => makeUci(history.position, m));
    expect(claims).toEqual(['c1c2']);
  });

  it('L-9.2.1.1 no intended move qualifies when nothing repeats', () => {
    expect(threefoldClaimMoves(historyOf('e2e4 e7e5'))).toEqual([]);
  });

  it('L-9.6.1 the fifth Qc2+ draws at once; the 2014-2017 consecutive reading agrees here', () => {
    const four = historyOf(
      [...CHECKS, ...CHECKS.slice(1, 5), ...CHECKS.slice(1, 4)].join(' '),
      SEED_START,
    );
    expect(four.occurrences()).toBe(4);
    expect(isFivefoldRepetition(four)).toBe(false);
    four.play(four.position.normalizeMove({ from: 2, to: 10 })!); // c1c2, the fifth time
    expect(four.occurrences()).toBe(5);
    expect(isFivefoldRepetition(four)).toBe(true);
    expect(isFivefoldRepetition(four, { consecutive: true })).toBe(true);
  });

  it('L-9.6.1 consecutive reading: five scattered repetitions are not enough', () => {
    // Knights out and back four times by two different routes: five occurrences of the start
    // position, but not on consecutive alternate moves.
    const loopA = 'g1f3 g8f6 f3g1 f6g8';
    const loopB = 'b1c3 b8c6 c3b1 c6b8';
    const history = historyOf([loopA, loopB, loopA, loopB].join(' '));
    expect(history.occurrences()).toBe(5);
    expect(isFivefoldRepetition(history)).toBe(true);
    expect(isFivefoldRepetition(history, { consecutive: true })).toBe(false);
    const shuttle = historyOf([loopA, loopA, loopA, loopA].join(' '));
    expect(isFivefoldRepetition(shuttle, { consecutive: true })).toBe(true);
  });
});
