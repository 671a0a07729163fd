import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import {
  randomEpPosition,
  randomGamePositions,
  randomPawnlessPosition,
  randomWallPosition,
} from '../../test/randomPositions.js';
import { isInsufficientMaterial } from '../material/insufficientMaterial.js';
import { quickDeadCheck, quickDeadVerdict } from './quickDeadCheck.js';

describe('quickDeadVerdict: insufficient material, then quickDeadCheck, from one scan', () => {
  it.each([
    ['K v K', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'insufficient-material'],
    ['K+B v K+B, one square colour', '2b1k3/8/8/8/8/8/8/3BK3 w - - 0 1', 'insufficient-material'],
    ['a blocked wall with bishops', '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1', 'dead'],
    ['the start position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', undefined],
    ['K+R v K', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', undefined],
  ] as const)('L-5.2.2 %s: %s', (_, text, verdict) => {
    expect(quickDeadVerdict(fen(text))).toBe(verdict);
  });

  it('L-5.2.2 answers as isInsufficientMaterial and quickDeadCheck on seeded random positions', () => {
    const random = seededRandom(testRun().seed);
    const positions = randomGamePositions(random, 20, 300);
    for (let i = 0; i < 1000; i++) {
      for (const pos of [
        randomWallPosition(random),
        randomPawnlessPosition(random),
        randomEpPosition(random),
      ])
        if (pos) positions.push(pos);
    }
    const wrong = positions.filter((pos) => {
      const expected = isInsufficientMaterial(pos)
        ? 'insufficient-material'
        : quickDeadCheck(pos)
          ? 'dead'
          : undefined;
      return quickDeadVerdict(pos) !== expected;
    });
    expect(wrong).toEqual([]);
  });
});
