import { describe, expect, it } from 'vitest';
import { BetzaError, parseBetza } from './betza.js';
import type { PieceMove } from './pieces.js';

const read = (text: string): PieceMove[] => {
  const result = parseBetza(text);
  if (!result.ok) throw result.error;
  return result.value;
};
const steps = (move: PieceMove): string[] => move.steps.map(([f, r]) => `${f},${r}`).sort();

describe('Betza notation as Fairy-Stockfish reads it', () => {
  it('V-betza leapers: W F D N A H C Z G and K, each with its eight (or four) images', () => {
    expect(steps(read('W')[0]!)).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(steps(read('F')[0]!)).toEqual(['-1,-1', '-1,1', '1,-1', '1,1']);
    expect(read('N')[0]!.steps).toHaveLength(8);
    expect(read('N')[0]).toMatchObject({ range: 1, mode: 'both' });
    for (const [atom, leg] of [
      ['D', [2, 0]],
      ['A', [2, 2]],
      ['H', [3, 0]],
      ['C', [3, 1]],
      ['L', [3, 1]],
      ['Z', [3, 2]],
      ['J', [3, 2]],
      ['G', [3, 3]],
    ] as const) {
      const move = read(atom)[0]!;
      expect(
        move.steps.some(([f, r]) => f === leg[1] && r === leg[0]),
        atom,
      ).toBe(true);
      expect(move.range, atom).toBe(1);
    }
    expect(read('K')[0]!.steps).toHaveLength(8);
  });

  it('V-betza riders: R B Q, an atom doubled (NN, the nightrider) or with a digit (R2)', () => {
    expect(read('R')[0]).toMatchObject({ range: 0 });
    expect(read('B')[0]!.steps).toHaveLength(4);
    expect(read('Q')[0]!.steps).toHaveLength(8);
    expect(read('NN')).toEqual([{ steps: read('N')[0]!.steps, range: 0, mode: 'both' }]);
    expect(read('R2')[0]).toMatchObject({ range: 2 });
    expect(read('WW')[0]).toMatchObject({ range: 0 });
  });

  it('V-betza compounds: each atom a move of its own (RN, the chancellor; QN, the amazon)', () => {
    expect(read('RN').map((m) => m.range)).toEqual([0, 1]);
    expect(read('QN')).toHaveLength(2);
  });

  it('V-betza m moves only, c captures only, each for the atom after it (mRcpR, the cannon)', () => {
    expect(read('mRcpR')).toEqual([
      { steps: read('R')[0]!.steps, range: 0, mode: 'move' },
      { steps: read('R')[0]!.steps, range: 0, mode: 'capture', hop: 'cannon' },
    ]);
    expect(read('mcN')[0]!.mode).toBe('both');
  });

  it('V-betza hoppers: g the grasshopper (gQ), p the cannon (pR)', () => {
    expect(read('gQ')[0]).toMatchObject({ hop: 'grasshopper', range: 0 });
    expect(read('pR')[0]).toMatchObject({ hop: 'cannon' });
  });

  it('V-betza directions f b l r v s and pairs, as Fairy-Stockfish reads them', () => {
    // Forward: the pawn's step, the lance, the shogi knight's two narrow forward leaps.
    expect(steps(read('fW')[0]!)).toEqual(['0,1']);
    expect(steps(read('fR')[0]!)).toEqual(['0,1']);
    expect(steps(read('fN')[0]!)).toEqual(['-1,2', '1,2']);
    expect(steps(read('bF')[0]!)).toEqual(['-1,-1', '1,-1']);
    expect(steps(read('vW')[0]!)).toEqual(['0,-1', '0,1']);
    expect(steps(read('sW')[0]!)).toEqual(['-1,0', '1,0']);
    expect(steps(read('lW')[0]!)).toEqual(['-1,0']);
    expect(steps(read('rW')[0]!)).toEqual(['1,0']);
    // An orthogonal atom splits a pair: fsW is forward and sideways (the xiangqi soldier).
    expect(steps(read('fsW')[0]!)).toEqual(['-1,0', '0,1', '1,0']);
    // fs on the knight: its two wide forward leaps; ff its two narrow ones.
    expect(steps(read('fsN')[0]!)).toEqual(['-2,1', '2,1']);
    expect(steps(read('ffN')[0]!)).toEqual(['-1,2', '1,2']);
    // rf and fr: the forward image on the right, the right image forwards.
    expect(steps(read('rfN')[0]!)).toEqual(['1,2']);
    expect(steps(read('frN')[0]!)).toEqual(['2,1']);
    // The silver: the ferz and one step forward.
    expect(read('FfW').map(steps)).toEqual([['-1,-1', '-1,1', '1,-1', '1,1'], ['0,1']]);
    expect(read('fmWfcF').map((m) => m.mode)).toEqual(['move', 'capture']);
  });

  it('V-betza bad text is a BetzaError with a stable code and the column of the problem', () => {
    const cases: [string, string, number][] = [
      ['', 'ERR_BETZA_EMPTY', 1],
      ['   ', 'ERR_BETZA_EMPTY', 1],
      ['RX', 'ERR_BETZA_LETTER', 2],
      ['R N', 'ERR_BETZA_LETTER', 2],
      ['nN', 'ERR_BETZA_LETTER', 1],
      ['fceF', 'ERR_BETZA_LETTER', 3],
      ['Rm', 'ERR_BETZA_PREFIX', 2],
      ['NfR c', 'ERR_BETZA_LETTER', 4],
      ['pN', 'ERR_BETZA_PREFIX', 1],
      ['gpR', 'ERR_BETZA_PREFIX', 2],
      ['sfN', 'ERR_BETZA_PREFIX', 1],
      ['B0', 'ERR_BETZA_LETTER', 2],
    ];
    for (const [text, code, column] of cases) {
      const result = parseBetza(text);
      expect(result.ok, text).toBe(false);
      if (result.ok) continue;
      expect(result.error, text).toBeInstanceOf(BetzaError);
      expect([result.error.code, result.error.location.column], text).toEqual([code, column]);
      expect(result.error.message.length, text).toBeGreaterThan(10);
    }
    expect(parseBetza(42 as never).ok).toBe(false);
  });
});
