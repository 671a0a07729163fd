import { unwrap } from '@chesslaws/board';
import { buildGame } from '@chesslaws/notation';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  casual,
  createGame,
  definePlugin,
  defineRegulation,
  fideBlitz,
  fideBlitzUnsupervised,
  fideStandard,
  fromGameRecord,
  legacy,
  restoreGame,
  toGameRecord,
} from '../src/index.js';
import { english, KNIGHT_ROUND, table } from './harness.js';

// Cases found by a review of the runtime against the Laws, each kept as a test.
describe('irregularities at the edges', () => {
  it('L-7.5.2 L-9.5 a refused unpromoted pawn changes nothing, so the log still replays', () => {
    const tb = table(fideStandard(), { start: { fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' } });
    unwrap(tb.game.claim({ by: 'white', kind: 'fifty', intended: 'e1e2' }));
    const refused = tb.game.illegalMove('a7a8');
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_INTENDED_MOVE');
    expect(tb.game.state.illegalMoves.white).toBe(0);
    expect(tb.game.state.rulings).toHaveLength(1);
    expect(restoreGame(fideStandard(), tb.game.toJSON()).ok).toBe(true);
  });

  it('L-7.5.1 the move replacing an illegal move is bound to the piece moved (Article 4.3)', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.illegalMove('g1g3'));
    const other = tb.game.play('d2d4');
    expect(!other.ok && other.error).toMatchObject({ rule: 'L-7.5.1', plugin: 'illegalMoves' });
    expect(tb.game.legalMoves().every((m) => m.from === 6)).toBe(true);
    expect(tb.game.play('g1f3').ok).toBe(true);
  });

  it('L-A.5.2 an illegal castling that stands moves the rook too, and the game exports from there', () => {
    const tb = table(fideBlitzUnsupervised(), {
      start: { fen: 'r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1' },
    });
    unwrap(tb.game.illegalMove('e1g1'));
    tb.play('a7a6 a2a3');
    expect(tb.game.state.fen).toBe('r3k2r/1ppppppp/p7/8/2b5/P7/1PPP1PPP/R4RK1 b kq - 0 2');
    const record = toGameRecord(tb.game);
    // In blitz the rule that lets it stand is L-B.3 (L-A.5.2 for rapid).
    expect(record.comment).toContain(
      "White's illegal move Ke1-g1 stood: it was not claimed (L-B.3)",
    );
    expect(unwrap(buildGame(record)).headers.get('FEN')).toBe(
      'r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R4RK1 b kq - 1 1',
    );
  });

  it('L-III.3.1 both flags down is refused when the clock knows which flag fell first', () => {
    const tb = table(defineRegulation({ name: 'x', plugins: [fideBlitz(), flagCalledOnly()] }));
    tb.wait(4 * 60_000);
    tb.game.checkTime();
    const down = tb.game.arbiter.flagsDown();
    expect(!down.ok && down.error.message).toMatch(/fell first/);
  });

  it('L-6.9 a player cannot call his own flag', () => {
    const tb = table(defineRegulation({ name: 'x', plugins: [fideBlitz(), flagCalledOnly()] }));
    tb.wait(4 * 60_000);
    tb.game.checkTime();
    expect(tb.game.callFlag('white', 'white').ok).toBe(false);
    expect(tb.game.callFlag('black', 'white').ok).toBe(true);
  });

  it('L-9.2.1.2 a threefold repetition on the board is correct even when a move is written down', () => {
    const tb = table(fideStandard());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold', intended: 'e2e4' }));
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.2',
    });
  });

  it('S-blitz the old codes forfeit only a claimed illegal move, not a press of the clock', () => {
    const tb = table(legacy(), { clock: '3+2' });
    unwrap(tb.game.pressClock('white'));
    expect(tb.game.state.outcome).toBeUndefined();
    expect(tb.game.state.illegalMoves.white).toBe(0);
  });

  it('E-armageddon the mapped outcome says what it became and what it was', () => {
    const tb = table(armageddon(), { start: { fen: '4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1' } });
    tb.play('e1d2');
    expect(english(tb.game.state.outcome?.reason)).toBe(
      'a draw: neither side has the material to mate, which counts as a win for Black',
    );
    expect(tb.game.state.outcome?.byRule).toBe('E-armageddon');
    expect(tb.game.state.outcome?.mappedFrom?.byRule).toBe('L-5.2.2');
  });

  it("a recorded time forfeit of the side not on move is the arbiter's result, not a flag fall", () => {
    const tb = table(fideBlitz());
    tb.play('e2e4 e7e5');
    const moves = tb.game.state.moves.map((m) => ({
      move: m.move,
      ...(m.clock !== undefined ? { clock: m.clock } : {}),
    }));
    const rebuilt = unwrap(
      fromGameRecord(fideBlitz(), { moves, result: '1-0', termination: 'time forfeit' }),
    );
    expect(rebuilt.state.outcome).toMatchObject({ result: '1-0', termination: 'arbiter' });
  });
});

describe('what a UI may ask', () => {
  it('L-9.2.1.1 rights: the claims the player on move may make, with the moves that make them', () => {
    const tb = table(fideBlitz());
    tb.play(`${KNIGHT_ROUND} g1f3 g8f6 f3g1`);
    const rights = tb.game.rights('black');
    expect(rights.claims).toEqual([
      {
        kind: 'threefold',
        rule: 'L-9.2',
        title: expect.objectContaining({ key: 'claim.threefold' }),
        plugin: 'claimableDraws',
        now: false,
        intendedMoves: [{ from: 45, to: 62 }],
      },
    ]);
    expect(rights.move && rights.offerDraw && rights.resign).toBe(true);
    expect(tb.game.rights('white')).toMatchObject({ move: false, claims: [] });
  });

  it('L-9.3.1 rights: one fifty-move claim with every quiet move', () => {
    const tb = table(fideStandard(), { start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 99 80' } });
    const [claim] = tb.game.rights('white').claims;
    expect(claim?.kind).toBe('fifty');
    expect(claim?.intendedMoves.length).toBe(tb.game.legalMoves().length);
  });

  it('L-5.2.3 rights follow the regulation: no offers in Armageddon, takebacks in casual play', () => {
    expect(table(armageddon()).game.rights('white').offerDraw).toBe(false);
    const tb = table(casual());
    tb.play('e2e4');
    expect(tb.game.rights('white').takeback).toBe(true);
    expect(table(fideBlitz()).game.rights('white').takeback).toBe(false);
  });

  it('legalMoves() leaves out what the regulation forbids now (the intended move after L-9.5)', () => {
    const tb = table(fideBlitz());
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold', intended: 'e2e4' }));
    expect(tb.game.legalMoves()).toEqual([{ from: 12, to: 28 }]);
  });
});

describe('bad input from a caller or a plugin', () => {
  it('an action with a side that is not one is refused and not logged', () => {
    const tb = table(fideBlitz());
    for (const result of [
      tb.game.resign('green' as never),
      tb.game.offerDraw(7 as never),
      tb.game.claim({ by: 'white', kind: 'x' as never }),
      tb.game.arbiter.adjust('white', Number.NaN),
    ])
      expect(!result.ok && result.error.code).toBe('ERR_RULES_BAD_ACTION');
    expect(tb.game.events).toHaveLength(1);
  });

  it('a log without its control is refused, not restored without a clock', () => {
    const log = { ...table(fideBlitz()).game.toJSON() } as Record<string, unknown>;
    delete log.control;
    const restored = restoreGame(fideBlitz(), log);
    expect(!restored.ok && restored.error.location?.field).toBe('control');
  });

  it('a bad option is a located RulesError; byCategory keys are checked', () => {
    expect(() => fideBlitz({ illegalMoves: { mode: 'bogus' as never } })).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_PLUGIN_OPTIONS',
        location: { field: 'illegalMoves.mode' },
      }),
    );
    expect(() =>
      fideBlitz({ illegalMoves: { byCategory: { blits: { lossOn: 3 } } as never } }),
    ).toThrow(expect.objectContaining({ location: { field: 'illegalMoves.byCategory.blits' } }));
  });

  it('a plugin that throws is a typed error naming it, and the event is dropped whole', () => {
    const broken = definePlugin({
      name: 'broken',
      defaults: {},
      hooks: () => ({
        judgeAction: (action) => {
          if (action.type === 'resign') throw new Error('boom');
          return undefined;
        },
      }),
    });
    let t = 0;
    const game = unwrap(
      createGame(defineRegulation({ name: 'x', plugins: [fideBlitz(), broken()] }), {
        now: () => t,
      }),
    );
    const before = JSON.stringify(game.toJSON());
    const failed = game.resign('white');
    expect(!failed.ok && failed.error).toMatchObject({
      code: 'ERR_RULES_PLUGIN_FAILED',
      plugin: 'broken',
    });
    expect(JSON.stringify(game.toJSON())).toBe(before);
    expect(game.state.outcome).toBeUndefined();
    // Nothing was half-applied, so the game goes on.
    t = 1;
    expect(game.play('e2e4').ok).toBe(true);
  });
});

function flagCalledOnly() {
  return definePlugin({
    name: 'flagCalledOnly',
    defaults: {},
    enforce: 'pre',
    hooks: () => ({
      judgeFlag: (flag) =>
        flag.side !== undefined && flag.calledBy === undefined
          ? { playOn: true, rule: 'L-6.9', reason: 'not called yet' }
          : undefined,
    }),
  })();
}
