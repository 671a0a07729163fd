import { unwrap } from '@chesslaws/board';
import { makeFen } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { fideBlitzUnsupervised, fideRapid, restoreGame } from '../src/index.js';
import { table } from './harness.js';

const uci = (line: readonly { uci: string }[]) => line.map((m) => m.uci);

describe('state.line: every move on the board, illegal ones that stand included', () => {
  it('L-A.5.2 an unclaimed Bf1-f3 is in the line, pending and then stood, and the moves after it go on from it', () => {
    const tb = table(fideRapid({ illegalMoves: { supervised: false } }));
    tb.play('e2e4 e7e5');
    tb.wait(1000);
    unwrap(tb.game.illegalMove('f1f3'));
    let line = tb.game.state.line;
    expect(uci(line)).toEqual(['e2e4', 'e7e5', 'f1f3']);
    expect(line[2]!.illegal).toEqual({ rule: 'L-A.5.2', stood: false });
    expect(line[2]!.side).toBe('white');
    expect(makeFen(line[2]!.after)).toBe(tb.game.state.fen);
    expect(makeFen(line[2]!.before)).toBe(makeFen(line[1]!.after));
    // state.moves lists only the moves played.
    expect(tb.game.state.moves.map((m) => m.uci)).toEqual(['e2e4', 'e7e5']);
    tb.play('b8c6 g1e2');
    line = tb.game.state.line;
    expect(uci(line)).toEqual(['e2e4', 'e7e5', 'f1f3', 'b8c6', 'g1e2']);
    expect(line[2]!.illegal).toEqual({ rule: 'L-A.5.2', stood: true });
    expect(line[3]!.illegal).toBeUndefined();
    expect(makeFen(line[3]!.before)).toBe(makeFen(line[2]!.after));
    expect(makeFen(line[4]!.after)).toBe(tb.game.state.fen);
    // The same line from the saved log.
    const restored = unwrap(restoreGame(tb.game.regulation, tb.game.toJSON()));
    expect(uci(restored.state.line)).toEqual(uci(line));
    expect(restored.state.line.map((m) => m.illegal)).toEqual(line.map((m) => m.illegal));
  });

  it('L-B.3 two illegal moves that stood, the first on move 1 (Qd1xd8), each at its place', () => {
    const tb = table(fideBlitzUnsupervised());
    tb.wait(1000);
    unwrap(tb.game.illegalMove('d1d8'));
    tb.play('e8d8 e2e4');
    tb.wait(1000);
    unwrap(tb.game.illegalMove('d8d6'));
    tb.play('b1c3');
    const line = tb.game.state.line;
    expect(uci(line)).toEqual(['d1d8', 'e8d8', 'e2e4', 'd8d6', 'b1c3']);
    expect(line.map((m) => m.illegal?.stood)).toEqual([
      true,
      undefined,
      undefined,
      true,
      undefined,
    ]);
    expect(line[0]!.illegal?.rule).toBe('L-B.3');
    expect(tb.game.state.line).toBe(tb.game.state.line);
  });

  it('L-A.5.2 a claimed illegal move leaves the line as it was before it', () => {
    const tb = table(fideRapid({ illegalMoves: { supervised: false } }));
    tb.play('e2e4');
    tb.wait(1000);
    unwrap(tb.game.illegalMove('d8d4'));
    expect(uci(tb.game.state.line)).toEqual(['e2e4', 'd8d4']);
    unwrap(tb.game.claim({ by: 'white', kind: 'illegal-move' }));
    expect(uci(tb.game.state.line)).toEqual(['e2e4']);
  });
});
