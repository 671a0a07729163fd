import { describe, expect, it } from 'vitest';
import { makeFen } from './fen.js';
import { divide, perft } from './perft.js';
import { Position } from './position.js';

describe('perft and divide', () => {
  it('trust: a depth that is not a whole number from 0 to 64 is ERR_PERFT_DEPTH, not a stack overflow', () => {
    const pos = Position.default();
    for (const depth of [Number.NaN, 1.5, -1, 65, Number.POSITIVE_INFINITY]) {
      expect(() => perft(pos, depth)).toThrow(
        expect.objectContaining({ code: 'ERR_PERFT_DEPTH', location: { field: 'depth' } }),
      );
      expect(() => divide(pos, depth)).toThrow(
        expect.objectContaining({ code: 'ERR_PERFT_DEPTH' }),
      );
    }
    expect(perft(pos, 0)).toBe(1);
    expect(makeFen(pos)).toBe(makeFen(Position.default()));
  });

  it('counts the start position and leaves it unchanged', () => {
    const pos = Position.default();
    expect(perft(pos, 0)).toBe(1);
    expect(perft(pos, 1)).toBe(20);
    expect(perft(pos, 3)).toBe(8902);
    expect(perft(pos, 3, { bulk: false })).toBe(8902);
    expect(makeFen(pos)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('divide splits the count by first move, in UCI', () => {
    const pos = Position.fromFen(
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    );
    if (!pos.ok) throw pos.error;
    const entries = divide(pos.value, 2);
    expect(entries).toHaveLength(48);
    expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(2039);
    expect(entries.find((e) => e.uci === 'e1g1')?.nodes).toBe(43);
    expect(divide(pos.value, 1).every((e) => e.nodes === 1)).toBe(true);
  });
});
