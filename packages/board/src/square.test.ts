import { describe, expect, it } from 'vitest';
import {
  flipHorizontal,
  flipVertical,
  isLightSquare,
  isSquare,
  makeSquare,
  manhattanDistance,
  parseSquare,
  relativeSquare,
  squareAt,
  squareColor,
  squareDistance,
  squareFile,
  squareRank,
} from './square.js';
import { FILE_NAMES, RANK_NAMES } from './types.js';

describe('square names', () => {
  it('L-2.4 files a-h and ranks 1-8 name all 64 squares, a1 = 0 and h8 = 63', () => {
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('h1')).toBe(7);
    expect(parseSquare('a8')).toBe(56);
    expect(parseSquare('h8')).toBe(63);
    const names = new Set<string>();
    for (let sq = 0; sq < 64; sq++) {
      const name = makeSquare(sq);
      names.add(name);
      expect(parseSquare(name)).toBe(sq);
      expect(name[0]).toBe(FILE_NAMES[squareFile(sq)]);
      expect(name[1]).toBe(RANK_NAMES[squareRank(sq)]);
    }
    expect(names.size).toBe(64);
  });

  it.each(['', 'e', 'e44', 'i1', 'a0', 'a9', 'E4', ' e4', '4e'])('rejects %j', (name) => {
    expect(parseSquare(name)).toBeUndefined();
  });

  it('squareAt is undefined off the board', () => {
    expect(squareAt(4, 3)).toBe(parseSquare('e4'));
    expect(squareAt(-1, 0)).toBeUndefined();
    expect(squareAt(0, 8)).toBeUndefined();
  });

  it('isSquare accepts integers 0..63 only', () => {
    expect([0, 63, 12].every(isSquare)).toBe(true);
    expect([-1, 64, 1.5, Number.NaN, '3', undefined].some(isSquare)).toBe(false);
  });
});

describe('square colours', () => {
  it('L-2.1 a1 is dark; h1 and a8 are light (a light square on each player right)', () => {
    expect(squareColor(parseSquare('a1'))).toBe('black');
    expect(squareColor(parseSquare('h1'))).toBe('white');
    expect(squareColor(parseSquare('a8'))).toBe('white');
    expect(squareColor(parseSquare('h8'))).toBe('black');
    expect(isLightSquare(parseSquare('h1'))).toBe(true);
  });

  it('L-2.1 the board has 32 light and 32 dark squares, alternating along ranks and files', () => {
    let light = 0;
    for (let sq = 0; sq < 64; sq++) {
      if (isLightSquare(sq)) light++;
      if ((sq & 7) < 7) expect(isLightSquare(sq + 1)).toBe(!isLightSquare(sq));
      if (sq < 56) expect(isLightSquare(sq + 8)).toBe(!isLightSquare(sq));
    }
    expect(light).toBe(32);
  });

  it('L-2.4 each queen starts on a square of her own colour (d1 light, d8 dark)', () => {
    expect(squareColor(parseSquare('d1'))).toBe('white');
    expect(squareColor(parseSquare('d8'))).toBe('black');
  });
});

describe('distances and mirrors', () => {
  it('king distance and Manhattan distance', () => {
    expect(squareDistance(parseSquare('a1'), parseSquare('h8'))).toBe(7);
    expect(squareDistance(parseSquare('e4'), parseSquare('f6'))).toBe(2);
    expect(manhattanDistance(parseSquare('a1'), parseSquare('h8'))).toBe(14);
    expect(manhattanDistance(parseSquare('e4'), parseSquare('e4'))).toBe(0);
  });

  it('flips are involutions that map a1 to a8 and to h1', () => {
    for (let sq = 0; sq < 64; sq++) {
      expect(flipVertical(flipVertical(sq))).toBe(sq);
      expect(flipHorizontal(flipHorizontal(sq))).toBe(sq);
    }
    expect(makeSquare(flipVertical(parseSquare('e2')))).toBe('e7');
    expect(makeSquare(flipHorizontal(parseSquare('a1')))).toBe('h1');
    expect(relativeSquare('white', 12)).toBe(12);
    expect(makeSquare(relativeSquare('black', parseSquare('e2')))).toBe('e7');
  });
});
