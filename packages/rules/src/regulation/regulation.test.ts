import { isChesslawsError as isChesslawsErrorLike, unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  automaticDraws,
  casual,
  chess960,
  createGame,
  definePlugin,
  defineRegulation,
  describeRegulation,
  drawOffers,
  fideBlitz,
  formatRegulation,
  illegalMoves,
  overrideRegulation,
  REGULATION_NAMES,
  REGULATIONS,
  RulesError,
  regulationFromHeader,
  tryRegulation,
  withoutPlugins,
} from '../index.js';

describe('defineRegulation', () => {
  it('flattens presets and lists, drops falsy entries, and freezes the result', () => {
    const reg = defineRegulation({
      name: 'x',
      plugins: [casual(), [false, drawOffers({ allowed: false })], null],
    });
    expect(reg.plugins.map((p) => p.name)).toEqual(casual().plugins.map((p) => p.name));
    expect(Object.isFrozen(reg)).toBe(true);
    expect(Object.isFrozen(reg.plugins)).toBe(true);
    expect(Object.isFrozen(reg.plugin('drawOffers')?.options)).toBe(true);
  });

  it("merges options of the same plugin by name, left to right, later wins, at the first one's place", () => {
    const reg = defineRegulation({
      name: 'x',
      plugins: [
        illegalMoves({ lossOn: 3 }),
        automaticDraws(),
        illegalMoves({ opponentBonus: 60_000 }),
      ],
    });
    expect(reg.plugins.map((p) => p.name)).toEqual([
      'core',
      'illegalMoves',
      'automaticDraws',
      'scoring',
    ]);
    expect(reg.plugin('illegalMoves')?.options).toMatchObject({
      lossOn: 3,
      opponentBonus: 60_000,
      mode: 'record',
    });
  });

  it('a different plugin of the same name replaces it (a Chess960 variant for the standard one)', () => {
    const reg = defineRegulation({
      name: 'blitz-960',
      plugins: [fideBlitz(), chess960({ startPosition: 7 })],
    });
    expect(reg.plugin('chess960')?.options).toEqual({ variant: 'chess960', startPosition: 7 });
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
    unwrap(game.play('e2e4'));
    expect(calls).toEqual(['last', 'first', 'middle', 'zero']);
  });
});

describe('overrides', () => {
  it('override a preset at any depth, or remove a plugin with false', () => {
    const reg = fideBlitz({
      illegalMoves: { mode: 'forfeit' },
      touchMove: false,
      name: 'my-blitz',
    });
    expect(reg.name).toBe('my-blitz');
    expect(reg.plugin('illegalMoves')?.options).toMatchObject({
      mode: 'forfeit',
      opponentBonus: 120_000,
      byCategory: { blitz: { opponentBonus: 60_000 } },
    });
    expect(reg.plugin('touchMove' as never)).toBeUndefined();
    expect(withoutPlugins(fideBlitz(), 'drawOffers').plugin('drawOffers' as never)).toBeUndefined();
  });

  it('an unknown plugin name or a bad option is a typed, located error', () => {
    expect(() => overrideRegulation(fideBlitz(), { illegalMovez: {} } as never)).toThrow(
      RulesError,
    );
    const bad = tryRegulation(() => fideBlitz({ illegalMoves: { lossOn: 0 } }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && isChesslawsErrorLike(bad.error)).toBe(true);
    expect(!bad.ok && bad.error).toMatchObject({
      code: 'ERR_RULES_PLUGIN_OPTIONS',
      location: { field: 'illegalMoves.lossOn' },
      plugin: 'illegalMoves',
    });
    expect(() => fideBlitz({ illegalMoves: { lossOn: 0 } })).toThrow(
      expect.objectContaining({ code: 'ERR_RULES_PLUGIN_OPTIONS' }),
    );
    expect(() => illegalMoves({ mode: 'sometimes' as never })).toThrow(/must be one of/);
    expect(() => illegalMoves({ extra: 1 } as never)).toThrow(/is not an option of illegalMoves/);
    expect(() => fideBlitz({ timeControl: { control: '3+x' } })).toThrow(/timeControl/);
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
  });

  it('says what the options changed', () => {
    const text = formatRegulation(fideBlitz({ illegalMoves: { lossOn: 3 } }));
    expect(text).toContain('S-strikes');
    expect(text).toContain('the third illegal move loses');
  });
});

describe('regulationFromHeader', () => {
  it('rebuilds every preset from its header', () => {
    for (const name of REGULATION_NAMES) {
      const reg = REGULATIONS[name]();
      const rebuilt = regulationFromHeader(JSON.parse(JSON.stringify(reg.header)));
      expect(rebuilt.ok && rebuilt.value.header).toEqual(reg.header);
    }
  });

  it('names an unknown plugin', () => {
    const header = { name: 'x', plugins: [{ name: 'mystery', options: {} }] };
    const rebuilt = regulationFromHeader(header);
    expect(!rebuilt.ok && rebuilt.error).toMatchObject({
      code: 'ERR_RULES_UNKNOWN_PLUGIN',
      location: { field: 'regulation.plugins[0]' },
    });
  });
});
