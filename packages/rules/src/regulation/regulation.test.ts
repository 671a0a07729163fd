import { unwrap } from '@chesslaws/board';
import { CHESS960 } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  definePlugin,
  defineRegulation,
  describeRegulation,
  drawOffers,
  fideBlitz,
  fideRapid,
  formatMessage,
  formatRegulation,
  illegalMoves,
  type Plugin,
  REGULATIONS,
  type Regulation,
  RulesError,
  readRegulation,
  restoreGame,
  scoring,
  variantPlugin,
} from '../index.js';

describe('defineRegulation: the one way to make a regulation', () => {
  it('builds on a preset, skips false entries, and freezes the result', () => {
    const off = false as boolean;
    const reg = defineRegulation({ name: 'x', plugins: [casual(), off && drawOffers(), null] });
    expect(reg.plugins.map((p) => p.name)).toEqual(casual().plugins.map((p) => p.name));
    expect(Object.isFrozen(reg)).toBe(true);
    expect(Object.isFrozen(reg.plugins)).toBe(true);
    expect(Object.isFrozen(reg.plugin('drawOffers')?.options)).toBe(true);
  });

  it('every regulation has core, a variant (standard chess) and scoring', () => {
    const reg = defineRegulation({ name: 'bare', plugins: [illegalMoves()] });
    expect(reg.plugins.map((p) => p.name)).toEqual(['core', 'variant', 'illegalMoves', 'scoring']);
  });

  it('a plugin listed twice is refused, saying how to change a preset’s plugin', () => {
    expect(() =>
      defineRegulation({ name: 'twice', plugins: [fideBlitz(), illegalMoves({ lossOn: 3 })] }),
    ).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_DUPLICATE_PLUGIN',
        location: { field: 'plugins[1]' },
        message: expect.stringContaining('fideBlitz({ illegalMoves: { ... } })'),
      }),
    );
  });

  it('L-G2 a variant takes the variant slot: Chess960 for the standard game', () => {
    const reg = defineRegulation({
      name: 'blitz-960',
      plugins: [fideBlitz(), variantPlugin(CHESS960, { startPosition: 7 })],
    });
    expect(reg.plugin('variant')?.options).toEqual({ variant: 'chess960', startPosition: 7 });
    expect(reg.plugins.filter((p) => p.name === 'variant')).toHaveLength(1);
  });

  it('L-10.1 replacing a built-in decision is one line: replaces, and describeRegulation lists only the new rule', () => {
    const threePoints = definePlugin({
      name: 'threePoints',
      replaces: 'scoring',
      defaults: {},
      rules: () => [{ id: 'L-10.1', summary: 'a win scores 3, a draw 1' }],
      hooks: () => ({
        score: (outcome) =>
          outcome.winner === undefined
            ? { white: 1, black: 1 }
            : outcome.winner === 'white'
              ? { white: 3, black: 0 }
              : { white: 0, black: 3 },
      }),
    });
    const reg = defineRegulation({ name: 'league', plugins: [fideBlitz(), threePoints()] });
    expect(reg.plugin('scoring' as never)).toBeUndefined();
    const scoringRules = describeRegulation(reg).filter((r) => r.id === 'L-10.1');
    expect(scoringRules.map((r) => r.plugin)).toEqual(['threePoints']);
    let t = 0;
    const game = unwrap(createGame(reg, { now: () => t }));
    t = 1_000;
    expect(unwrap(game.resign('black')).outcome?.points).toEqual({ white: 3, black: 0 });
  });

  it('a plugin that replaces one the regulation does not have is refused', () => {
    const orphan = definePlugin({ name: 'orphan', replaces: 'nothingLikeIt', defaults: {} });
    expect(() => defineRegulation({ name: 'x', plugins: [fideBlitz(), orphan()] })).toThrow(
      expect.objectContaining({ code: 'ERR_RULES_UNKNOWN_PLUGIN' }),
    );
  });

  it('orders enforce: pre first and post last, as Vite does, keeping the given order within each', () => {
    const tag = (name: string, enforce?: 'pre' | 'post') =>
      definePlugin({ name, defaults: {}, ...(enforce ? { enforce } : {}) })();
    const reg = defineRegulation({
      name: 'order',
      plugins: [tag('late', 'post'), tag('a'), tag('early', 'pre'), tag('b'), tag('later', 'post')],
    });
    expect(reg.plugins.map((p) => p.name)).toEqual([
      'core',
      'early',
      'variant',
      'a',
      'b',
      'scoring',
      'late',
      'later',
    ]);
    expect(
      REGULATIONS.armageddon()
        .plugins.map((p) => p.name)
        .at(-1),
    ).toBe('drawOdds');
  });

  it("a hook's own order ({ order, handler }) moves it ahead of or behind the others for that hook only", () => {
    const calls: string[] = [];
    const spy = (name: string, order?: 'pre' | 'post') =>
      definePlugin({
        name,
        defaults: {},
        hooks: () => {
          const judgeAction = () => {
            calls.push(name);
            return undefined;
          };
          return { judgeAction: order ? { order, handler: judgeAction } : judgeAction };
        },
      })();
    const reg = defineRegulation({
      name: 'hook-order',
      plugins: [fideBlitz(), spy('first'), spy('last', 'pre'), spy('middle'), spy('zero', 'post')],
    });
    let t = 0;
    const game = unwrap(createGame(reg, { now: () => t }));
    calls.length = 0;
    t = 1;
    unwrap(game.play('e4'));
    expect(calls).toEqual(['last', 'first', 'middle', 'zero']);
  });

  it('L-7.5 a hook no event can reach is refused where the regulation is made, naming what to add', () => {
    const strict = definePlugin({
      name: 'strict',
      defaults: {},
      hooks: () => ({
        judgeIllegalMove: (report) => ({
          action: 'lose' as const,
          rule: 'L-7.5.5',
          outcome: {
            result: report.offender === 'white' ? '0-1' : '1-0',
            termination: 'illegal-moves',
            winner: report.offender === 'white' ? 'black' : 'white',
            byRule: 'L-7.5.5',
          },
        }),
      }),
    });
    // casual refuses illegal moves, but its illegalMoves plugin handles the event: fine.
    expect(() => defineRegulation({ name: 'ok', plugins: [casual(), strict()] })).not.toThrow();
    expect(() => defineRegulation({ name: 'unreachable', plugins: [strict()] })).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_PLUGIN_HOOK',
        location: { field: 'strict.judgeIllegalMove' },
        message: expect.stringContaining('handles'),
      }),
    );
    const noOffers = definePlugin({
      name: 'noOffers',
      defaults: {},
      hooks: () => ({
        judgeAction: {
          filter: { type: ['offer-draw'] },
          handler: () => ({ rule: 'L-5.2.3', reason: 'not today' }),
        },
      }),
    });
    expect(() =>
      defineRegulation({ name: 'x', plugins: [fideBlitz({ drawOffers: false }), noOffers()] }),
    ).toThrow(expect.objectContaining({ location: { field: 'noOffers.judgeAction.filter.type' } }));
  });

  it('plugin(name) is typed on a preset, and a plain Regulation still finds any plugin', () => {
    const blitz = fideBlitz();
    const lossOn: number | undefined = blitz.plugin('illegalMoves')?.options.lossOn;
    expect(lossOn).toBe(2);
    const plain: Regulation = blitz;
    const found: Plugin | undefined = plain.plugin('illegalMoves');
    expect(found?.name).toBe('illegalMoves');
  });
});

describe('presets called with overrides', () => {
  it('override a preset at any depth, rename it, or remove a plugin with false', () => {
    const reg = fideBlitz({
      illegalMoves: { mode: 'forfeit' },
      touchMove: false,
      name: 'my-blitz',
    });
    expect(reg.name).toBe('my-blitz');
    expect(reg.plugin('illegalMoves')?.options).toMatchObject({ mode: 'forfeit' });
    expect(reg.plugin('touchMove' as never)).toBeUndefined();
  });

  it('L-B.2 what the user writes wins over the per-category defaults: 30 s in blitz, not a minute', () => {
    let t = 0;
    const game = unwrap(
      createGame(fideBlitz({ illegalMoves: { opponentBonus: 30_000 } }), { now: () => t }),
    );
    t = 1_000;
    unwrap(game.play('e4'));
    t = 2_000;
    const black = game.clockAt()!.white.time;
    unwrap(game.illegalMove('e7e4'));
    expect(game.state.clock?.white.time).toBe(black + 30_000);
    // The rule that applies in blitz is still cited.
    expect(game.state.rulings.at(-1)?.rule).toBe('L-B.2');
    // In rapid too: the written time wins in every category.
    expect(
      fideRapid({ incorrectClaim: { opponentBonus: 45_000 } }).plugin('incorrectClaim')?.options,
    ).toMatchObject({ opponentBonus: 45_000, byCategory: { rapid: { penaltyRule: 'L-A.3' } } });
  });

  it('an unknown plugin name or a bad option is a typed, located error', () => {
    expect(() => fideBlitz({ illegalMovez: {} } as never)).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_UNKNOWN_PLUGIN',
        location: { field: 'illegalMovez' },
      }),
    );
    expect(() => fideBlitz({ illegalMoves: { lossOn: 0 } })).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_PLUGIN_OPTIONS',
        location: { field: 'illegalMoves.lossOn' },
        plugin: 'illegalMoves',
      }),
    );
    expect(() => fideBlitz({ scoring: false } as never)).toThrow(
      expect.objectContaining({ code: 'ERR_RULES_PLUGIN_REQUIRED' }),
    );
    expect(() => illegalMoves({ mode: 'sometimes' as never })).toThrow(/must be one of/);
    expect(() => illegalMoves({ extra: 1 } as never)).toThrow(/is not an option of illegalMoves/);
    expect(() => fideBlitz({ timeControl: { control: '3+x' } })).toThrow(/timeControl/);
    expect(() => fideBlitz({ illegalMoves: { lossOn: 0 } })).toThrow(RulesError);
  });
});

describe('describeRegulation', () => {
  it('lists every rule in force with its article and plugin', () => {
    const rules = describeRegulation(fideBlitz());
    expect(rules).toContainEqual(expect.objectContaining({ id: 'L-6.9', plugin: 'flagFall' }));
    expect(rules).toContainEqual(
      expect.objectContaining({ id: 'L-7.5.5', plugin: 'illegalMoves' }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ id: 'L-B.1', plugin: 'timeControl' }));
    expect(rules).toContainEqual(expect.objectContaining({ id: 'L-5.1.2', plugin: 'core' }));
    expect(formatRegulation(fideBlitz()).split('\n')[0]).toBe('fide-blitz');
    expect(formatMessage(rules.find((r) => r.id === 'L-6.9')!.summary)).toMatch(/flag falls loses/);
  });

  it('says what the options changed', () => {
    const text = formatRegulation(fideBlitz({ illegalMoves: { lossOn: 3 } }));
    expect(text).toContain('S-strikes');
    expect(text).toContain('the third illegal move loses');
  });
});

describe('readRegulation: a saved regulation read back', () => {
  it('rebuilds every preset from its header', () => {
    for (const preset of Object.values(REGULATIONS)) {
      const reg = preset();
      const rebuilt = readRegulation(JSON.parse(JSON.stringify(reg.header)));
      expect(rebuilt.ok && rebuilt.value.header).toEqual(reg.header);
    }
  });

  it('names an unknown plugin, and an unknown variant with how to pass it', () => {
    const header = { name: 'x', plugins: [{ name: 'mystery', options: {} }] };
    const rebuilt = readRegulation(header);
    expect(!rebuilt.ok && rebuilt.error).toMatchObject({
      code: 'ERR_RULES_UNKNOWN_PLUGIN',
      location: { field: 'regulation.plugins[0]' },
    });
    const variant = readRegulation({
      name: 'y',
      plugins: [{ name: 'variant', options: { variant: 'atomic' } }],
    });
    expect(!variant.ok && variant.error.message).toMatch(/readRegulation\(header, \{ variants/);
  });

  it('reads a header 0.1 wrote (standardChess, chess960, incorrectClaim ms) and its game restores', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e4'));
    const log = JSON.parse(JSON.stringify(game.toJSON()));
    // As 0.1 wrote the same regulation.
    log.regulation.plugins = log.regulation.plugins.map(
      (p: { name: string; options: Record<string, unknown> }) =>
        p.name === 'variant'
          ? { name: 'standardChess', options: { variant: 'standard' } }
          : p.name === 'incorrectClaim'
            ? {
                name: 'incorrectClaim',
                options: {
                  penalty: 'opponent-bonus',
                  ms: 120_000,
                  byCategory: {
                    rapid: { ms: 60_000, penaltyRule: 'L-A.3' },
                    blitz: { ms: 60_000, penaltyRule: 'L-B.2' },
                    bullet: { ms: 60_000, penaltyRule: 'L-B.2' },
                  },
                },
              }
            : p,
    );
    const restored = unwrap(restoreGame(fideBlitz(), log));
    expect(restored.state.fen).toBe(game.state.fen);
    const read = unwrap(readRegulation(log.regulation));
    expect(read.header).toEqual(fideBlitz().header);
  });

  it('scoring of FOOTBALL is rebuilt from options', () => {
    const reg = fideBlitz({ scoring: { win: 3, draw: 1, loss: 0 } });
    const read = unwrap(readRegulation(reg.header));
    expect(read.plugin('scoring')?.options).toEqual(scoring({ win: 3, draw: 1, loss: 0 }).options);
  });
});
