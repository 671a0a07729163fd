import { Position } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import { analyzeDeadPosition, isDeadPosition } from './deadPosition.js';
import { quickDeadCheck, quickUnwinnableCheck } from './quickDeadCheck.js';
import { analyzeWinnability, isUnwinnableFor, type Winnability } from './winnability.js';

/** Replays a `winnable` line and checks it ends with the winner mating. */
function expectMatingLine(start: Position, result: Winnability): void {
  expect(result.verdict).toBe('winnable');
  if (result.verdict !== 'winnable') return;
  const pos = start.clone();
  const winner = analyzeTurnAfter(start, result.line.length);
  for (const move of result.line) {
    expect(pos.isLegal(move)).toBe(true);
    pos.play(move);
  }
  expect(pos.isCheckmate()).toBe(true);
  expect(pos.turn).not.toBe(winner);
}
const analyzeTurnAfter = (pos: Position, plies: number) =>
  plies % 2 === 0 ? (pos.turn === 'white' ? 'black' : 'white') : pos.turn;

describe('dead positions and unwinnability (L-5.2.2, L-6.9)', () => {
  it('L-5.2.2 a blocked pawn wall with bishops that cannot break it is dead', () => {
    const pos = fen('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
    const analysis = analyzeDeadPosition(pos);
    expect(analysis.verdict).toBe('dead');
    expect(analysis.dead).toBe(true);
    expect(analysis.white).toMatchObject({ verdict: 'unwinnable', proof: 'static' });
  });

  it('L-5.2.2 K v K and same-coloured bishops are dead by material', () => {
    expect(analyzeDeadPosition(fen('4k3/8/8/8/8/8/8/4K3 w - - 0 1')).verdict).toBe('dead');
    const bishops = analyzeDeadPosition(fen('2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1'));
    expect(bishops.verdict).toBe('dead');
    expect(bishops.white).toMatchObject({ proof: 'material' });
  });

  it('L-5.2.2 the start position is not dead, and both sides get a mating line', () => {
    const pos = Position.default();
    expect(quickDeadCheck(pos)).toBe(false);
    const analysis = analyzeDeadPosition(pos);
    expect(analysis.verdict).toBe('both-can-win');
    expectMatingLine(pos, analysis.white);
    expectMatingLine(pos, analysis.black);
  });

  it('L-6.9 a lone king cannot win; K+Q can, with a line that replays to mate', () => {
    const pos = fen('4k3/8/8/8/8/8/8/3QK3 b - - 0 1');
    expect(analyzeWinnability(pos, 'black')).toMatchObject({
      verdict: 'unwinnable',
      proof: 'material',
    });
    expectMatingLine(pos, analyzeWinnability(pos, 'white'));
    expect(analyzeDeadPosition(pos).verdict).toBe('white-can-win');
  });

  it('L-6.9 K+N v K+P: the knight can still mate (the pawn blocks its own king)', () => {
    const pos = fen('7k/7p/8/8/8/8/8/1N2K3 w - - 0 1');
    const white = analyzeWinnability(pos, 'white');
    expectMatingLine(pos, white);
  });

  it('L-6.9 the pawn wall breaks only for White: W- position of the CHA vectors', () => {
    const pos = fen('Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - - 0 1');
    expect(analyzeDeadPosition(pos).verdict).toBe('white-can-win');
  });

  it('L-6.9 a frozen wall proves one side unwinnable without search', () => {
    const pos = fen('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    expect(quickUnwinnableCheck(pos, 'white')).toBe(true);
    expect(isUnwinnableFor(pos, 'black')).toBe(true);
  });

  it('L-5.2.2 each flight square needs its own blocker: pawns on four files cannot block all', () => {
    const pos = fen('1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
  });

  it('L-5.2.2 a king that can never leave its corner guards its pawn for ever', () => {
    // Ka1 is boxed in by a2 (guarded by b3) and b1 (attacked by a2): b2 never falls.
    const pos = fen('k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
  });

  it('L-5.2.2 bishops caged by their own pawns guard those pawns for ever', () => {
    const pos = fen('1k6/8/3p1p2/3PbP2/2KpBp2/3P1P2/2B5/8 b - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
    expect(analyzeDeadPosition(pos).white).toMatchObject({
      verdict: 'unwinnable',
      proof: 'static',
    });
  });

  it('L-5.2.2 pieces that only block one another never move: a jammed corner is dead', () => {
    // Ng1, Rh1, Bf1, Bg2, Bd1, Be2 stand on each other's squares behind pawns that never move.
    const pos = fen('2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
    // The black bishop b8 never moves, so it walls its king off from a8 (the only mate square).
    const caged = fen('1b1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1');
    expect(quickUnwinnableCheck(caged, 'white')).toBe(true);
  });

  it('L-5.2.2 a king in check from a pawn wall leaves that square for ever', () => {
    // Ka6 must step to a7 or b7 (a5 touches Ka4) and can never come back past b5.
    const pos = fen('8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
  });

  it('L-5.2.2 zugzwang walls: taking the last pawn stalemates, the last king step spoils the mate', () => {
    // White can only shuffle Kh3-Kh4. Kxg2 or Kxh5 by Black stalemates White at once, so those
    // pawns stay; a mate on h4 needs h3 covered, by the black king only (dark bishops), which
    // then stood next to h3 when the white king left it: impossible.
    const pos = fen('8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1');
    expect(quickDeadCheck(pos)).toBe(true);
    expect(analyzeDeadPosition(pos).verdict).toBe('dead');
    // With Black to move and its king close by, the same holds.
    expect(quickDeadCheck(fen('8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1'))).toBe(true);
    // A white knight gives White spare moves: the pawns fall and both sides can mate.
    const spare = fen('8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/N7 w - - 0 1');
    expect(quickUnwinnableCheck(spare, 'black')).toBe(false);
    expectMatingLine(spare, analyzeWinnability(spare, 'black'));
  });

  it('L-6.9 a lone bishop against a queen and a bishop of its own square colour cannot mate', () => {
    const pos = fen('3kqb2/8/8/8/8/3KB3/8/8 w - - 0 1');
    expect(analyzeWinnability(pos, 'white')).toMatchObject({
      verdict: 'unwinnable',
      proof: 'static',
    });
    // A bishop of the other colour can stand beside the checking diagonal: a blocker.
    const other = fen('3kq1b1/8/8/8/8/3KB3/8/8 w - - 0 1');
    expect(quickUnwinnableCheck(other, 'white')).toBe(false);
    expectMatingLine(other, analyzeWinnability(other, 'white'));
  });

  it('L-6.9 a lone knight against queens, a bishop against rooks: unwinnable without search', () => {
    for (const text of ['3kq3/8/8/8/8/8/3KN3/8 w - - 0 1', '3kr3/8/8/8/8/3KB3/8/8 w - - 0 1']) {
      expect(analyzeWinnability(fen(text), 'white')).toMatchObject({
        verdict: 'unwinnable',
        proof: 'static',
      });
    }
    // A rook beside the king cannot take a knight: K+N v K+R stays winnable.
    const knightRook = fen('3kr3/8/8/8/8/8/3KN3/8 w - - 0 1');
    expectMatingLine(knightRook, analyzeWinnability(knightRook, 'white'));
  });

  it('L-6.9 helpmates with a lone bishop: the loser brings its own blocker', () => {
    // K+B v K+N: the knight blocks its king in a corner. K+B v K+P: the pawn promotes to one.
    for (const text of ['2k5/3n4/8/8/8/8/8/2KB4 w - - 0 1', '8/8/8/B7/2k5/1p6/1K6/8 b - - 0 1']) {
      const pos = fen(text);
      expectMatingLine(pos, analyzeWinnability(pos, 'white'));
    }
  });

  it('L-5.2.2 a legal e.p. capture keeps the structure open', () => {
    const pos = fen('4k3/8/8/p1p1p3/P1P1Pp1p/1B3P1P/8/4K3 b - e3 0 1');
    expect(quickDeadCheck(pos)).toBe(false);
    expect(analyzeDeadPosition(pos).verdict).toBe('both-can-win');
  });

  it('a budget too small to decide answers unknown, never a wrong verdict', () => {
    const pos = fen('2k5/3n4/8/8/8/8/8/2KB4 w - - 0 1');
    const tight = analyzeWinnability(pos, 'white', { nodeBudget: 10 });
    expect(tight.verdict).toBe('unknown');
    expect(isDeadPosition(pos, { nodeBudget: 10 })).toBeUndefined();
    expect(analyzeDeadPosition(pos, { nodeBudget: 10 }).verdict).toBe('unknown');
  });

  it('L-5.1.1 a position that is already mate is won for the mating side', () => {
    const mated = fen('7k/6Q1/6K1/8/8/8/8/8 b - - 0 1');
    expect(analyzeWinnability(mated, 'white')).toMatchObject({ verdict: 'winnable', line: [] });
    expect(analyzeWinnability(mated, 'black').verdict).toBe('unwinnable');
  });
});
