// A copy of a variant position shares no state with its source: pockets, promoted pieces and
// check counters live in their own arrays, and so do the undo records of each.
import { unwrap } from '@chesslaws/board';
import { MAX_MOVES, makeFen, Position, parseUci, type Variant } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { crazyhouse, threeCheck } from '../src/index.js';

const snapshot = (pos: Position) => ({
  fen: makeFen(pos),
  hash: pos.hash(),
  depth: pos.undoDepth,
  pockets: [pos.pocket('white'), pos.pocket('black')],
  checks: pos.remainingChecks,
});

const cases: Array<[string, Variant, string, string[]]> = [
  [
    'crazyhouse',
    crazyhouse(),
    'r1bqkbnr/ppp2ppp/2n5/3pp3/3PP3/5N2/PPP2PPP/RNBQKB1R[] w KQkq - 0 4',
    ['e4d5', 'd8d5', 'P@e6'],
  ],
  [
    'three-check',
    threeCheck(),
    'rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 3+3 0 3',
    ['f3f7', 'e8f7', 'f1c4'],
  ],
];

describe('clone of a variant position', () => {
  for (const [name, variant, fen, line] of cases) {
    it(`${name}: playing on the copy or on the source leaves the other as it was`, () => {
      const p = unwrap(Position.fromFen(fen, { variant }));
      const buffer = new Int32Array(MAX_MOVES * 2);
      expect(p.generate(buffer, 0)).toBeGreaterThan(0);
      p.make(buffer[0]!);
      const q = p.clone();
      const before = snapshot(p);
      q.unmake();
      for (const uci of line) q.play(parseUci(uci)!);
      expect(snapshot(p)).toEqual(before);
      const copied = snapshot(q);
      p.unmake();
      p.play(parseUci(line[0]!)!);
      expect(snapshot(q)).toEqual(copied);
    });
  }
});
