// Trust: nothing a caller does hangs, loses a game, or reaches into the game's own data.
import { unwrap } from '@chesslaws/board';
import { parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  definePlugin,
  defineRegulation,
  fideBlitz,
  formatMessage,
  fromGameRecord,
  type Game,
  type GameEvent,
  type PluginHooks,
  restoreGame,
} from '../src/index.js';

/** A plugin that throws at `hook` whenever it is asked, and passes everywhere else. */
const throwsAt = definePlugin({
  name: 'throwsAt',
  defaults: { hook: '' },
  hooks: (o) =>
    ({
      [o.hook]: {
        order: 'pre',
        handler: () => {
          throw new Error(`boom in ${o.hook}`);
        },
      },
    }) as PluginHooks,
});

/** What must not change when an action is refused: the log, the board, the clocks, the outcome. */
function look(game: Game, at: number) {
  const state = game.state;
  return {
    events: game.events.length,
    fen: state.fen,
    clock: game.clockAt(at),
    outcome: state.outcome,
    rulings: state.rulings.length,
  };
}

describe('trust: a fallen flag is never lost (issue 28, item 2)', () => {
  for (const hook of ['onOutcome', 'score', 'mapOutcome', 'judgeFlag'] as const) {
    it(`L-6.9 a plugin throwing in ${hook} while the flag is judged: refused whole, no move after the flag, the log restores`, () => {
      const regulation = defineRegulation({
        name: 'fragile-blitz',
        plugins: [fideBlitz(), throwsAt({ hook })],
      });
      let t = 0;
      const game = unwrap(createGame(regulation, { now: () => t }));
      t = 1_000;
      unwrap(game.play('e2e4'));
      // Black's 3:00 run out; the timer fires and asks the game to record the flag.
      t = 4 * 60_000;
      const before = look(game, t);
      const checked = game.checkTime();
      expect(checked.ok).toBe(false);
      expect(!checked.ok && checked.error.code).toBe('ERR_RULES_PLUGIN_FAILED');
      expect(look(game, t)).toEqual(before);
      // The next move comes after the flag fell: judged first, inside it, so it fails the same way.
      const late = game.play('e7e5');
      expect(!late.ok && late.error.code).toBe('ERR_RULES_PLUGIN_FAILED');
      expect(look(game, t)).toEqual(before);
      expect(game.state.status).toBe('playing');
      // What was saved replays to the same state.
      const restored = unwrap(restoreGame(regulation, JSON.parse(JSON.stringify(game.toJSON()))));
      expect(restored.state.fen).toBe(game.state.fen);
      expect(restored.events).toEqual(game.events);
    });
  }

  it('L-6.9 a move after the flag fell records the flag, one event, and is refused: game over', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    t = 4 * 60_000;
    const late = game.play('e7e5');
    expect(!late.ok && late.error.code).toBe('ERR_RULES_GAME_OVER');
    expect(game.events.map((e) => e.type)).toEqual(['start', 'move', 'flag']);
    expect(game.state.outcome).toMatchObject({ termination: 'timeout', winner: 'white' });
    expect(game.state.outcome?.at).toBe(1_000 + 182_000);
  });

  it('L-6.9 a flag the rules let play on is judged inside the next move: one event, and the log restores', () => {
    const playOn = definePlugin({
      name: 'playOn',
      defaults: {},
      hooks: () => ({
        judgeFlag: {
          order: 'pre',
          handler: (flag) =>
            flag.calledBy === undefined
              ? { playOn: true, rule: 'L-6.9', reason: 'nobody called it' }
              : undefined,
        },
      }),
    });
    const regulation = defineRegulation({ name: 'called-flags', plugins: [fideBlitz(), playOn()] });
    let t = 0;
    const game = unwrap(createGame(regulation, { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    t = 4 * 60_000;
    // Black's flag is down, but play goes on: the move is played, and one event records it.
    const before = game.events.length;
    expect(game.state.clock?.black.flagged).toBe(false); // the snapshot is of the last event
    const moved = game.play('e7e5');
    expect(moved.ok && moved.value.rulings.at(-1)?.kind).toBe('play-on');
    expect(game.events.length).toBe(before + 1);
    const restored = unwrap(restoreGame(regulation, game.toJSON()));
    expect(restored.state.rulings).toEqual(game.state.rulings);
  });
});

describe('trust: one action, one event (issue 28, item 11)', () => {
  it('S-arbiter-clock an adjustment below zero appends one event; the flag is judged when noticed', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    const before = game.events.length;
    unwrap(game.arbiter.adjust('black', -500_000));
    expect(game.events.length).toBe(before + 1);
    expect(game.events.at(-1)?.type).toBe('adjust');
    // The flag is down now: the UI's timer (flagFallAt is now) records it as its own event.
    expect(game.flagFallAt()).toBe(t);
    unwrap(game.checkTime());
    expect(game.events.length).toBe(before + 2);
    expect(game.state.outcome).toMatchObject({ winner: 'white', termination: 'timeout' });
  });

  it('L-6.1 a move before the clock was started is refused, not preceded by a start of its own', () => {
    const game = unwrap(createGame(fideBlitz(), { now: () => 0, autoStart: false }));
    const moved = game.play('e2e4');
    expect(!moved.ok && moved.error.code).toBe('ERR_RULES_CLOCK');
    expect(game.events).toEqual([]);
  });
});

describe('trust: what the API hands out is a copy or frozen (issue 28, item 3)', () => {
  it('editing a saved copy never reaches the live game, and the next save restores', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    const saved = game.toJSON();
    const move = saved.events[1] as { move: string };
    expect(() => {
      move.move = 'a2a4';
    }).toThrow(TypeError);
    (saved.events as GameEvent[]).push({ type: 'resign', at: 2_000, by: 'white' });
    expect(game.events).toHaveLength(2);
    expect(Object.isFrozen(game.setup.control)).toBe(true);
    expect(() => {
      (game.setup.control as unknown as { white: unknown[] }).white.length = 0;
    }).toThrow(TypeError);
    const again = unwrap(restoreGame(fideBlitz(), JSON.parse(JSON.stringify(game.toJSON()))));
    expect(again.state.fen).toBe(game.state.fen);
  });

  it('a listener or a plugin cannot edit the event the log records', () => {
    const editor = definePlugin({
      name: 'editor',
      defaults: {},
      hooks: () => ({
        onEvent: (event) => {
          if (event.type === 'move') (event as { move?: string }).move = 'a2a4';
        },
      }),
    });
    let t = 0;
    const errors: unknown[] = [];
    const quiet = unwrap(
      createGame(fideBlitz(), { now: () => t, onListenerError: (e) => errors.push(e) }),
    );
    const game = unwrap(
      createGame(defineRegulation({ name: 'editing', plugins: [fideBlitz(), editor()] }), {
        now: () => t,
        onListenerError: (e) => errors.push(e),
      }),
    );
    game.on('event', ({ event }) => {
      (event as { move?: string }).move = 'h2h4';
    });
    t = 1_000;
    // The plugin's write throws inside the event, so the event is dropped whole.
    const played = game.play('e2e4');
    expect(!played.ok && played.error.code).toBe('ERR_RULES_PLUGIN_FAILED');
    expect(game.events).toHaveLength(1);
    unwrap(quiet.play('e2e4'));
    quiet.on('event', ({ event }) => {
      (event as { at?: number }).at = -1;
    });
    const reply = quiet.play('e7e5');
    expect(reply.ok).toBe(true);
    expect(quiet.events.at(-1)).toEqual({ type: 'move', at: 1_000, move: 'e7e5' });
    // The listener's failed write is reported to it, and changed nothing.
    expect(errors).toEqual([expect.any(TypeError)]);
  });

  it('the state a snapshot hands out is frozen: moves, their Move objects, the clock, rulings', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    t = 2_000;
    unwrap(game.illegalMove('e7e4'));
    const state = game.state;
    expect(state.rulings).toHaveLength(1);
    expect(Object.isFrozen(state.moves)).toBe(true);
    expect(Object.isFrozen(state.moves[0])).toBe(true);
    expect(Object.isFrozen(state.moves[0]?.move)).toBe(true);
    expect(Object.isFrozen(state.clock?.white)).toBe(true);
    expect(Object.isFrozen(state.rulings[0])).toBe(true);
    expect(Object.isFrozen(state.illegalMoves)).toBe(true);
    expect(Object.isFrozen(state.touches)).toBe(true);
  });
});

describe('trust: the move list is made once per move (issue 28, item 9)', () => {
  it('each played move keeps its object from one state to the next: reading the list after every move is linear', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    const uci = 'g1f3 g8f6 f3g1 f6g8'.split(' ');
    const first = [];
    for (let i = 0; i < 12; i++) {
      t += 100;
      unwrap(game.play(uci[i % 4]!));
      first.push(game.state.moves[0]);
    }
    // The first move is the same object in every later state.
    expect(new Set(first.slice(1)).size).toBe(1);
    expect(game.state.moves).toHaveLength(12);
  });
});

describe('trust: no hang on clock readings that are not whole milliseconds (issue 28, item 1)', () => {
  it('L-6.9 fromGameRecord replays 170.3 s written as 170.3 * 1000 ms', () => {
    const moves = ['e2e4', 'e7e5', 'g1f3'].map((uci, i) => ({
      move: parseUci(uci)!,
      clock: (180 - i * 3.3) * 1000 + 0.00000000003,
    }));
    const game = unwrap(
      fromGameRecord(fideBlitz(), {
        moves: [...moves, { move: parseUci('b8c6')!, clock: 170.3 * 1000 }],
      }),
    );
    expect(game.state.moves).toHaveLength(4);
    expect(game.state.moves[3]?.clock).toBe(170_300);
  });
});

describe('trust: keys named like built-in properties are unknown fields (issue 28, item 6)', () => {
  for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
    it(`a saved event with a field '${key}' is refused, located`, () => {
      let t = 0;
      const game = unwrap(createGame(fideBlitz(), { now: () => t }));
      t = 1_000;
      unwrap(game.play('e2e4'));
      const log = JSON.parse(JSON.stringify(game.toJSON()));
      log.events[1] = JSON.parse(`{"type":"move","at":1000,"move":"e2e4","${key}":1}`);
      const restored = restoreGame(fideBlitz(), log);
      expect(!restored.ok && restored.error).toMatchObject({
        code: 'ERR_RULES_LOG',
        location: { index: 1, field: `events[1].${key}` },
      });
    });

    it(`a plugin option '${key}' is refused as unknown`, () => {
      const options = JSON.parse(`{"${key}": 1}`);
      expect(() => fideBlitz({ illegalMoves: options })).toThrow(
        expect.objectContaining({ code: 'ERR_RULES_PLUGIN_OPTIONS' }),
      );
    });
  }
});

describe('trust: a misspelt option is refused, never ignored (issue 28, item 6)', () => {
  it('createGame({ autostart: false }) is refused, naming the field and the options it takes', () => {
    const created = createGame(fideBlitz(), { autostart: false } as never);
    expect(!created.ok && created.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'autostart' },
    });
    expect(!created.ok && created.error.message).toContain('autoStart');
  });

  it('a locale the notation does not have is refused where it is given, not thrown as a RangeError later', () => {
    const created = createGame(fideBlitz(), { locale: 'xx' as never });
    expect(!created.ok && created.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'locale' },
    });
    const game = unwrap(createGame(fideBlitz(), { now: () => 0 }));
    for (const act of [
      () => game.play('e4', { locale: 'xx' as never }),
      () => game.illegalMove('Ke2', { locale: 7 as never }),
    ])
      expect(!act().ok && act()).toMatchObject({
        error: { code: 'ERR_RULES_BAD_ACTION', location: { field: 'locale' } },
      });
    expect(game.events.length).toBe(1);
    expect(game.play('Кf3', { locale: 'ru' }).ok).toBe(true);
  });

  it('a message with a key nobody knows is written as its key and parameters, never as "undefined"', () => {
    expect(formatMessage({ key: 'house.rule' } as never)).toBe('house.rule{}');
    expect(formatMessage({ key: 'house.rule', params: { n: 2 } } as never)).toBe(
      'house.rule{"n":2}',
    );
  });

  for (const key of ['extends', 'plugin', 'constructor', '__proto__']) {
    it(`defineRegulation with a field '${key}' is refused at that field`, () => {
      const config = JSON.parse(`{"name": "mine", "plugins": [], "${key}": 1}`);
      expect(() => defineRegulation({ ...config, plugins: [fideBlitz()] })).toThrow(
        expect.objectContaining({ code: 'ERR_RULES_PLUGIN_OPTIONS', location: { field: key } }),
      );
    });
  }
});

describe('trust: data nested without end is a located error, not a RangeError (issue 28, item 7)', () => {
  const nested = (depth: number): object => {
    const root: Record<string, unknown> = {};
    let here = root;
    for (let i = 0; i < depth; i++) here = here.a = {} as Record<string, unknown>;
    return root;
  };

  it('a 10 KB saved log whose header nests 5,000 levels is refused at its path', () => {
    const game = unwrap(createGame(fideBlitz(), { now: () => 0 }));
    // As read from a file: `{"a":{"a":...}}` 5,000 deep, about 30 KB of text.
    const deep = `${'{"a":'.repeat(5_000)}{}${'}'.repeat(5_000)}`;
    const text = JSON.stringify(game.toJSON()).replace(
      '"options":{"deadPosition"',
      `"options":${deep},"x":{"deadPosition"`,
    );
    const log = JSON.parse(text);
    expect(log.regulation.plugins[3].name).toBe('automaticDraws');
    const restored = restoreGame(fideBlitz(), log);
    expect(!restored.ok && restored.error.code).toBe('ERR_RULES_LOG_REGULATION');
    expect(!restored.ok && restored.error.message).toMatch(/regulation\.plugins\[3\]\.options\.a/);
    expect(!restored.ok && restored.error.message.length).toBeLessThan(400);
  });

  it('plugin options nested 5,000 levels, or containing themselves, are refused at definePlugin', () => {
    const custom = definePlugin({ name: 'custom', defaults: {} as Record<string, unknown> });
    expect(() => defineRegulation({ name: 'deep', plugins: [custom(nested(5_000))] })).toThrow(
      expect.objectContaining({ code: 'ERR_RULES_PLUGIN_OPTIONS' }),
    );
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => custom(loop)).toThrow(
      expect.objectContaining({ code: 'ERR_RULES_PLUGIN_OPTIONS' }),
    );
  });
});

describe('trust: a now() that is not a number is refused, never coerced', () => {
  for (const now of ['1000', [1000], Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`now() returning ${JSON.stringify(now) ?? String(now)}`, () => {
      let value: unknown = 0;
      const game = unwrap(createGame(fideBlitz(), { now: () => value as number }));
      value = now;
      const played = game.play('e2e4');
      expect(!played.ok && played.error.code).toBe('ERR_RULES_BAD_ACTION');
      expect(game.events).toHaveLength(1);
      expect(game.checkTime().ok).toBe(false);
    });
  }
});
