import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { makeFen } from './fen.js';
import { parseUci } from './move.js';
import { Position } from './position.js';

const pos = (fen: string): Position => {
  const result = Position.fromFen(fen);
  if (!result.ok) throw result.error;
  return result.value;
};

describe('Zobrist hash (L-9.2.2)', () => {
  it('is a safe integer', () => {
    const h = Position.default().hash();
    expect(Number.isSafeInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
  });

  it('L-9.2.2 the hash differs when an e.p. capture is legal in one position and not the other', () => {
    const withEp = pos('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    const without = pos('4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1');
    expect(withEp.legalEpSquare()).toBe(43);
    expect(withEp.hash()).not.toBe(without.hash());
  });

  it('L-9.2.2 the hash is equal when the e.p. square allows no legal capture', () => {
    // No white pawn next to d5: the double step leaves an e.p. square but no e.p. capture.
    const noCapturer = pos('4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1');
    expect(noCapturer.epSquare).toBe(43);
    expect(noCapturer.legalEpSquare()).toBeUndefined();
    expect(noCapturer.hash()).toBe(pos('4k3/8/8/3p4/8/8/8/4K3 w - - 0 1').hash());
    // A capturer that is pinned along the rank cannot take: still the same position.
    const pinned = pos('8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1');
    expect(pinned.legalEpSquare()).toBeUndefined();
    expect(pinned.hash()).toBe(pos('8/8/8/KPp4r/8/8/8/4k3 w - - 0 1').hash());
  });

  it('L-9.2.2 the hash differs with castling rights and with the side to move', () => {
    const a = pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const b = pos('r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1');
    const c = pos('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1');
    expect(new Set([a.hash(), b.hash(), c.hash()]).size).toBe(3);
  });

  it('L-9.2.2 the same position reached by different move orders has the same hash', () => {
    const a = Position.default();
    const b = Position.default();
    for (const m of ['g1f3', 'g8f6', 'b1c3', 'b8c6']) a.play(parseUci(m)!);
    for (const m of ['b1c3', 'b8c6', 'g1f3', 'g8f6']) b.play(parseUci(m)!);
    expect(a.hash()).toBe(b.hash());
    // Knights out and back: same placement, same rights, same side to move.
    const c = Position.default();
    for (const m of ['g1f3', 'g8f6', 'f3g1', 'f6g8']) c.play(parseUci(m)!);
    expect(c.hash()).toBe(Position.default().hash());
  });

  it('the incremental hash equals the hash from scratch after random moves, and unmake restores it', () => {
    const random = seededRandom(testRun().seed);
    const buffer = new Int32Array(256);
    for (const start of [Position.default(), Position.chess960(100), Position.chess960(959)]) {
      for (let game = 0; game < scaledRuns(20); game++) {
        const p = start.clone();
        const hashes: number[] = [];
        const fens: string[] = [];
        for (let ply = 0; ply < 120; ply++) {
          const n = p.generate(buffer, 0);
          if (n === 0) break;
          hashes.push(p.hash());
          fens.push(makeFen(p, { epMode: 'always' }));
          p.make(buffer[Math.floor(random() * n)]!);
          const fresh = Position.fromFen(makeFen(p, { epMode: 'always' }), {
            chess960: p.chess960,
          });
          if (!fresh.ok) throw fresh.error;
          expect(p.hash()).toBe(fresh.value.hash());
        }
        while (hashes.length > 0) {
          p.unmake();
          expect(p.hash()).toBe(hashes.pop());
          expect(makeFen(p, { epMode: 'always' })).toBe(fens.pop());
        }
      }
    }
  });
});
