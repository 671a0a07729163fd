import { unwrap } from '@chesslaws/board';
import { CHESS960 } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { casual, defineRegulation, fideBlitz, fideStandard, variantPlugin } from '../src/index.js';
import { KNIGHT_ROUND, table } from './harness.js';

// Every option of every built-in plugin does what it says.
describe('automaticDraws options', () => {
  const kbk = '4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1';
  const wall = '4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1';

  it('L-5.2.2 deadPosition: false never ends the game on a dead position', () => {
    const tb = table(fideBlitz({ automaticDraws: { deadPosition: false } }), {
      start: { fen: kbk },
    });
    tb.play('e1d2');
    expect(tb.game.state.outcome).toBeUndefined();
  });

  it("L-5.2.2 deadPosition: 'material' sees missing material but not a pawn wall; 'full' sees both", () => {
    const material = table(fideBlitz({ automaticDraws: { deadPosition: 'material' } }), {
      start: { fen: wall },
    });
    material.play('c1d2');
    expect(material.game.state.outcome).toBeUndefined();
    // The full analysis proves the wall dead already at the start.
    const full = table(
      fideBlitz({ automaticDraws: { deadPosition: 'full', nodeBudget: 50_000 } }),
      { start: { fen: wall } },
    );
    expect(full.game.state.outcome).toMatchObject({ termination: 'dead-position', event: -1 });
  });

  it('L-9.6.1 fivefold: false leaves the fivefold repetition to a claim', () => {
    const tb = table(fideBlitz({ automaticDraws: { fivefold: false } }));
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toBeUndefined();
  });

  it('L-9.6.1 fivefoldConsecutive: the 2014-2017 text needs the repetitions on consecutive alternate moves', () => {
    // Five occurrences of the start position, but with other moves in between.
    const moves = `${KNIGHT_ROUND} b1c3 b8c6 c3b1 c6b8 ${KNIGHT_ROUND} ${KNIGHT_ROUND}`;
    const now = table(fideBlitz());
    now.play(moves);
    expect(now.game.state.outcome?.termination).toBe('fivefold-repetition');
    const old = table(fideBlitz({ automaticDraws: { fivefoldConsecutive: true } }));
    old.play(moves);
    expect(old.game.state.outcome).toBeUndefined();
  });

  it('L-9.6.2 seventyFiveMoves: false plays on after 75 moves', () => {
    const tb = table(fideStandard({ automaticDraws: { seventyFiveMoves: false } }), {
      start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 149 100' },
    });
    tb.play('a1a2');
    expect(tb.game.state.outcome).toBeUndefined();
  });
});

describe('claimableDraws options', () => {
  it('L-9.2 threefold: false and L-9.3 fiftyMoves: false take no such claims', () => {
    const tb = table(fideStandard({ claimableDraws: { threefold: false, fiftyMoves: false } }));
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    const refused = tb.game.claim({ by: 'white', kind: 'threefold' });
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_REFUSED');
  });

  it('L-9.3 moves sets the count of the fifty-move rule', () => {
    const tb = table(fideStandard({ claimableDraws: { moves: 40 } }), {
      start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 80 60' },
    });
    unwrap(tb.game.claim({ by: 'white', kind: 'fifty' }));
    expect(tb.game.state.outcome?.termination).toBe('fifty-moves');
  });

  it('L-9.2.1.1 intendedMove: false takes claims on the current position only', () => {
    const tb = table(fideStandard({ claimableDraws: { intendedMove: false } }));
    tb.play(`${KNIGHT_ROUND} g1f3 g8f6 f3g1`);
    const refused = tb.game.claim({ by: 'black', kind: 'threefold', intended: 'f6g8' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      plugin: 'claimableDraws',
    });
  });
});

describe('illegalMoves, incorrectClaim and flagFall options', () => {
  it('L-7.5.5 drawIfOpponentCannotMate: false makes the second illegal move a loss even against a lone king', () => {
    const tb = table(fideStandard({ illegalMoves: { drawIfOpponentCannotMate: false } }), {
      start: { fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' },
    });
    unwrap(tb.game.illegalMove('d1a7'));
    unwrap(tb.game.illegalMove('e1e3'));
    expect(tb.game.state.outcome).toMatchObject({ result: '0-1', termination: 'illegal-moves' });
  });

  it("L-9.5 penalty: 'none' costs no time", () => {
    const tb = table(fideStandard({ incorrectClaim: { penalty: 'none' } }));
    const before = tb.game.clockAt()!;
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.clock!.black.time).toBe(before.black.time);
    expect(tb.game.state.rulings.at(-1)?.kind).toBe('incorrect-claim');
  });

  it('L-6.9 drawIfOpponentCannotMate: false makes every flag fall a loss', () => {
    const tb = table(fideBlitz({ flagFall: { drawIfOpponentCannotMate: false } }), {
      start: { fen: '4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1' },
    });
    tb.wait(10 * 60_000);
    expect(unwrap(tb.game.checkTime()).outcome).toMatchObject({
      result: '0-1',
      termination: 'timeout',
    });
  });

  it("L-6.9 onUnknown: 'draw' draws when the analysis runs out of budget", () => {
    // K+P v K+B+N with a budget of one node: the analysis cannot decide.
    const fen = '4k3/8/8/8/8/2b5/1n5P/4K3 w - - 0 1';
    const win = table(fideBlitz({ flagFall: { nodeBudget: 1 } }), { start: { fen } });
    win.wait(10 * 60_000);
    expect(unwrap(win.game.checkTime()).outcome?.result).toBe('0-1');
    const draw = table(fideBlitz({ flagFall: { nodeBudget: 1, onUnknown: 'draw' } }), {
      start: { fen },
    });
    draw.wait(10 * 60_000);
    expect(unwrap(draw.game.checkTime()).outcome?.result).toBe('1/2-1/2');
  });
});

describe('variant options', () => {
  it('L-G2 variantPlugin(CHESS960, { startPosition }) starts from that position when the game names none', () => {
    const reg = defineRegulation({
      name: 'blitz-960',
      plugins: [fideBlitz(), variantPlugin(CHESS960, { startPosition: 959 })],
    });
    const tb = table(reg);
    expect(tb.game.state.fen.startsWith('rkrnnqbb/')).toBe(true);
    expect(tb.game.toJSON().start.chess960).toBe(959);
    expect(() => variantPlugin(CHESS960, { startPosition: 960 })).toThrow(/0..959/);
  });

  it('a casual game accepts a clock from createGame', () => {
    const tb = table(casual(), { clock: '5+3' });
    expect(tb.game.state.clock?.white.time).toBe(5 * 60_000 + 3_000);
  });
});
