import { assertType, describe, expectTypeOf, it } from 'vitest';
import {
  definePlugin,
  fideBlitz,
  type HookFunction,
  type HookSpecs,
  type Plugin,
  type RuledOutcome,
} from '../index.js';
import type { Refusal } from '../model/decisions.js';

describe('hook kinds are encoded in the types', () => {
  it('a first hook answers its value or undefined', () => {
    expectTypeOf<ReturnType<HookFunction<HookSpecs['judgeAction']>>>().toEqualTypeOf<
      Refusal | undefined
    >();
    expectTypeOf<ReturnType<HookFunction<HookSpecs['adjudicate']>>>().toEqualTypeOf<
      RuledOutcome | undefined
    >();
  });

  it('a sequential hook takes the value and must return one (never undefined)', () => {
    expectTypeOf<
      Parameters<HookFunction<HookSpecs['mapOutcome']>>[0]
    >().toEqualTypeOf<RuledOutcome>();
    expectTypeOf<ReturnType<HookFunction<HookSpecs['mapOutcome']>>>().toEqualTypeOf<RuledOutcome>();
    const passesUndefined: Plugin = {
      name: 'x',
      options: {},
      // @ts-expect-error a sequential hook may not pass `undefined` along
      mapOutcome: () => undefined,
    };
    assertType<Plugin>(passesUndefined);
  });

  it('a notify hook returns nothing that is used', () => {
    expectTypeOf<ReturnType<HookFunction<HookSpecs['onOutcome']>>>().toEqualTypeOf<void>();
  });

  it('a first hook cannot answer with a value of another hook', () => {
    const wrong: Plugin = {
      name: 'x',
      options: {},
      // @ts-expect-error judgeAction answers a Refusal, not an outcome
      judgeAction: () => ({ result: '1-0', termination: 'arbiter', byRule: 'x' }),
    };
    const right: Plugin = {
      name: 'x',
      options: {},
      judgeAction: () => ({ rule: 'L-5.2.3', reason: 'no' }),
    };
    assertType<Plugin[]>([wrong, right]);
  });
});

describe('options merge and override by name', () => {
  it('definePlugin infers the name and the options', () => {
    const sofia = definePlugin({ name: 'sofia', defaults: { beforeMove: 30 } });
    expectTypeOf(sofia().name).toEqualTypeOf<'sofia'>();
    expectTypeOf(sofia().options).toEqualTypeOf<{ beforeMove: number }>();
    // @ts-expect-error an override has the options' types
    sofia({ beforeMove: 'thirty' });
  });

  it('a preset takes overrides at any depth, keyed by plugin name, or false to remove', () => {
    fideBlitz({ illegalMoves: { mode: 'forfeit' } });
    fideBlitz({ flagFall: { onUnknown: 'draw' }, touchMove: false, name: 'house' });
    // @ts-expect-error no plugin of that name
    fideBlitz({ illegalMovez: {} });
    // @ts-expect-error not a mode
    fideBlitz({ illegalMoves: { mode: 'sometimes' } });
  });

  it('a regulation finds its plugins by name, typed', () => {
    const blitz = fideBlitz();
    expectTypeOf(blitz.plugin('illegalMoves')?.options.lossOn).toEqualTypeOf<number | undefined>();
  });
});
