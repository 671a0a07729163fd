import { describe, expect, it } from 'vitest';
import { fen, historyOf } from '../../test/helpers.js';
import { canClaimFiftyMoves } from './fiftyMoves.js';
import { legacyMoveRuleLimit, legacySeventyFiveClass } from './legacySeventyFive.js';

const boardOf = (text: string) => fen(text).board;

// Seed 002: "Это правило увеличивается до 75 ходов при позициях со следующим соотношением сил:
// 1. Король, ладья и слон против короля и ладьи 2. Король и два коня против короля и пешки
// 3. Король, ферзь и пешка перед полем превращения против короля и ферзя 4. Король и ферзь против
// короля и двух коней 5. Король и два слона против короля и слона"
describe('S-75 legacy material classes', () => {
  it.each([
    ['KRB-KR', 'r3k3/8/8/8/8/8/8/R1B1K3 w - - 0 1'],
    ['KNN-KP', '4k3/8/8/8/p7/8/8/1N2KN2 w - - 0 1'],
    ['KQP7-KQ', '4k3/1P6/8/8/8/8/q7/Q3K3 w - - 0 1'],
    ['KQ-KNN', '1n2kn2/8/8/8/8/8/8/Q3K3 w - - 0 1'],
    ['KBB-KB', '2b1k3/8/8/8/8/8/8/2B1KB2 w - - 0 1'],
  ])('S-75 %s takes 75 moves', (name, text) => {
    expect(legacySeventyFiveClass(boardOf(text))).toBe(name);
    expect(legacyMoveRuleLimit(boardOf(text))).toBe(75);
  });

  it('S-75 either colour may be the stronger side', () => {
    expect(legacySeventyFiveClass(boardOf('r1b1k3/8/8/8/8/8/8/R3K3 w - - 0 1'))).toBe('KRB-KR');
  });

  it('S-75 the queen side needs its pawn one step before promotion', () => {
    expect(legacySeventyFiveClass(boardOf('4k3/8/1P6/8/8/8/q7/Q3K3 w - - 0 1'))).toBeUndefined();
  });

  it('S-75 two bishops against a knight only with the historical list', () => {
    const board = boardOf('2n1k3/8/8/8/8/8/8/2B1KB2 w - - 0 1');
    expect(legacySeventyFiveClass(board)).toBeUndefined();
    expect(legacySeventyFiveClass(board, { classes: ['KBB-KN'] })).toBe('KBB-KN');
  });

  it('S-75 other material keeps 50 moves', () => {
    expect(legacyMoveRuleLimit(boardOf('r3k3/8/8/8/8/8/8/R1N1K3 w - - 0 1'))).toBe(50);
  });

  it('S-75 the legacy option raises the claim to 150 halfmoves', () => {
    const at100 = historyOf('', 'r3k3/8/8/8/8/8/8/R1B1K3 w - - 100 90');
    expect(canClaimFiftyMoves(at100)).toBe(true);
    expect(canClaimFiftyMoves(at100, { legacyMaterialClasses: true })).toBe(false);
    const at150 = historyOf('', 'r3k3/8/8/8/8/8/8/R1B1K3 w - - 150 90');
    expect(canClaimFiftyMoves(at150, { legacyMaterialClasses: true })).toBe(true);
  });
});
