import { describe, expect, it } from 'vitest';
import { countForcing } from './fastPath.js';
import { foolsMate } from './play.js';

describe('README examples', () => {
  it("L-5.1.1 the fool's mate example runs as the README says", () => {
    expect(foolsMate()).toEqual({
      moves: 20,
      checkmate: true,
      fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
      perft3: 8902,
      uci: ['g1f3', 'g1h3'],
    });
  });

  it('the fast-path example walks two plies and restores the position', () => {
    expect(countForcing('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toBe(0);
    expect(
      countForcing('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
    ).toBeGreaterThan(0);
  });
});
