// The example from the README, run by examples/readme.test.ts.
import {
  Board,
  between,
  knightAttacks,
  makeSquare,
  parseSquare,
  rookAttacks,
  SquareSet,
} from '@chesslaws/board';

export function readmeExample() {
  const board = Board.default();
  const g1 = parseSquare('g1');

  // Where can the g1 knight jump? Attack tables ignore whose pieces stand there...
  const jumps = knightAttacks(g1);
  // ...so remove the squares White's own pieces occupy.
  const targets = jumps.diff(board.byColor.white);

  // Sliding attacks depend on occupancy: a rook on a1 of the start position sees a2 and b1 only.
  const rookView = rookAttacks(parseSquare('a1'), board.occupied);

  return {
    knightTargets: [...targets].map(makeSquare), // ['f3', 'h3']
    rookSees: [...rookView].map(makeSquare), // ['b1', 'a2']
    between: [...between(parseSquare('e1'), parseSquare('h4'))].map(makeSquare), // ['f2', 'g3']
    lightSquares: SquareSet.lightSquares().size(), // 32
  };
}
