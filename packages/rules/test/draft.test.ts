import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  definePlugin,
  defineRegulation,
  fideBlitz,
  fideStandard,
  type Game,
  type GameEventType,
  type GameState,
  HOOK_KINDS,
  HOOK_NAMES,
  type HookName,
  legacy,
  type PluginHooks,
  type Regulation,
  type RulesError,
} from '../src/index.js';
import { KNIGHT_ROUND } from './harness.js';

/**
 * A plugin that passes at every hook, and throws at `hook` (or in its state's reducer, for
 * `'reduce'`) while an event of type `type` is applied; it records what it was asked.
 */
const bomb = definePlugin({
  name: 'bomb',
  defaults: { hook: '', type: '' } as { hook: string; type: string },
  state: (o) => ({
    initial: () => 0,
    reduce: (n: number, event) => {
      if (o.hook === 'reduce' && event.type === o.type) throw new Error('boom in reduce');
      return n + 1;
    },
  }),
  hooks: (o) => {
    const hooks: Record<string, unknown> = {};
    for (const name of HOOK_NAMES) {
      if (name === 'setup' || name === 'screen') continue;
      const kind = HOOK_KINDS[name];
      // Asked before every other plugin (per-hook order), so a `first` hook reaches it too.
      hooks[name] = {
        order: 'pre',
        handler: (...args: unknown[]) => {
          const ctx = args.at(-1) as { event?: { type: string } };
          asked.add(`${ctx.event?.type}:${name}`);
          if (name === o.hook && ctx.event?.type === o.type) throw new Error(`boom in ${name}`);
          return kind === 'sequential' ? args[0] : undefined;
        },
      };
    }
    return hooks as PluginHooks;
  },
});

const asked = new Set<string>();

/** A game under `regulation` with `bomb` armed, set up by `prepare`; `act` is the event tried. */
interface Scenario {
  readonly regulation: Regulation;
  readonly options?: Parameters<typeof createGame>[1];
  readonly prepare?: (game: Game, clock: { t: number }) => void;
  readonly act: (game: Game) => { ok: boolean; error?: RulesError };
}

const blitz = fideBlitz();
const SCENARIOS: { readonly [K in GameEventType]: Scenario } = {
  start: { regulation: blitz, options: { autoStart: false }, act: (g) => g.start() },
  move: { regulation: blitz, act: (g) => g.play('e2e4') },
  'illegal-move': { regulation: blitz, act: (g) => g.illegalMove('e2e5') },
  press: { regulation: blitz, act: (g) => g.pressClock('white') },
  touch: { regulation: blitz, act: (g) => g.touch('white', 'g1') },
  'offer-draw': { regulation: blitz, act: (g) => g.offerDraw('white') },
  'accept-draw': {
    regulation: blitz,
    prepare: (g) => {
      unwrap(g.play('e2e4'));
      unwrap(g.offerDraw('white'));
    },
    act: (g) => g.acceptDraw('black'),
  },
  'decline-draw': {
    regulation: blitz,
    prepare: (g) => unwrap(g.offerDraw('white')),
    act: (g) => g.declineDraw('black'),
  },
  claim: {
    regulation: fideStandard(),
    prepare: (g) => {
      for (const uci of `${KNIGHT_ROUND} ${KNIGHT_ROUND}`.split(' ')) unwrap(g.play(uci));
    },
    act: (g) => g.claim({ by: 'white', kind: 'threefold' }),
  },
  resign: { regulation: blitz, act: (g) => g.resign('white') },
  flag: {
    regulation: blitz,
    prepare: (_g, clock) => {
      clock.t = 4 * 60_000;
    },
    act: (g) => g.callFlag(),
  },
  takeback: {
    regulation: casual(),
    options: { clock: '5+3' },
    prepare: (g) => unwrap(g.play('e2e4')),
    act: (g) => g.takeback('white'),
  },
  pause: { regulation: blitz, act: (g) => g.arbiter.pause() },
  resume: {
    regulation: blitz,
    prepare: (g) => unwrap(g.arbiter.pause()),
    act: (g) => g.arbiter.resume(),
  },
  adjust: { regulation: blitz, act: (g) => g.arbiter.adjust('black', 30_000) },
  'set-moves': { regulation: blitz, act: (g) => g.arbiter.setMoves({ white: 5 }) },
  'flags-down': { regulation: blitz, act: (g) => g.arbiter.flagsDown() },
  declare: { regulation: blitz, act: (g) => g.arbiter.declare('1-0') },
  'decide-claim': {
    regulation: legacy(),
    options: { clock: '5+0' },
    prepare: (g, clock) => {
      clock.t = 3.5 * 60_000; // White has 1:30 left, in a control without increment (S-10.2)
      unwrap(g.claim({ by: 'white', kind: 'quickplay-finish' }));
    },
    act: (g) => g.arbiter.decideClaim(true),
  },
};

/** Every scenario by a label, the event type it appends: each kind above, and an incorrect claim. */
const CASES: readonly (readonly [string, GameEventType, Scenario])[] = [
  ...(Object.entries(SCENARIOS) as [GameEventType, Scenario][]).map(
    ([type, scenario]) => [type, type, scenario] as const,
  ),
  [
    'claim (incorrect, L-9.5)',
    'claim',
    { regulation: blitz, act: (g) => g.claim({ by: 'white', kind: 'fifty', intended: 'e2e4' }) },
  ],
];

/** Everything a game shows, at a fixed instant: what must not change when an event is dropped. */
function seen(game: Game, at: number): string {
  const s: GameState = game.state;
  return JSON.stringify({
    log: game.toJSON(),
    fen: s.fen,
    status: s.status,
    clock: s.clock,
    clockNow: game.clockAt(at),
    outcome: s.outcome,
    offer: s.pendingOffer,
    rulings: s.rulings,
    illegal: s.illegalMoves,
    touches: s.touches,
    mustPlay: s.mustPlay,
    pending: s.pendingIllegalMove,
    awaiting: s.awaitingArbiter,
    moves: s.moves,
    rights: [game.rights('white'), game.rights('black')],
  });
}

function setUp(scenario: Scenario, hook: string, type: string) {
  const clock = { t: 0 };
  const regulation = defineRegulation({
    name: 'armed',
    plugins: [scenario.regulation, bomb({ hook, type })],
  });
  const game = unwrap(createGame(regulation, { now: () => clock.t, ...scenario.options }));
  scenario.prepare?.(game, clock);
  clock.t += 1_000;
  return { game, clock };
}

describe('an event is applied to a draft and committed only whole', () => {
  const hooksOf = new Map<string, HookName[]>();
  for (const [label, type, scenario] of CASES) {
    asked.clear();
    const { game } = setUp(scenario, '', '');
    const done = scenario.act(game);
    if (!done.ok) throw new Error(`${label}: the scenario's action fails: ${done.error?.message}`);
    hooksOf.set(
      label,
      HOOK_NAMES.filter((h) => asked.has(`${type}:${h}`)),
    );
  }

  it.each(
    CASES.flatMap(([label, type, scenario]) =>
      [...hooksOf.get(label)!, 'reduce'].map((hook) => [label, hook, type, scenario] as const),
    ),
  )(
    'a plugin throwing while a %s event runs %s leaves the log and the state as they were',
    (_label, hook, type, scenario) => {
      const { game, clock } = setUp(scenario, hook, type);
      const before = seen(game, clock.t + 5_000);
      const failed = scenario.act(game);
      expect(failed.ok).toBe(false);
      expect(failed.error).toMatchObject({ code: 'ERR_RULES_PLUGIN_FAILED', plugin: 'bomb' });
      expect(failed.error?.message).toContain(hook === 'reduce' ? 'state.reduce' : hook);
      expect(seen(game, clock.t + 5_000)).toBe(before);
    },
  );

  it('the same events without the failure change the game, so the comparison above can fail', () => {
    for (const [, type, scenario] of CASES) {
      const { game, clock } = setUp(scenario, '', '');
      const before = seen(game, clock.t + 5_000);
      expect(scenario.act(game).ok, type).toBe(true);
      expect(seen(game, clock.t + 5_000), type).not.toBe(before);
      expect(game.events.at(-1)?.type, type).toBe(type);
    }
  });

  it('every hook a game calls while applying events is among those tried', () => {
    const tried = new Set([...hooksOf.values()].flat());
    // `setup` runs before a game exists, `offerClaims` in dry runs, `screen` in reviewMoves.
    const outside = new Set<HookName>(['setup', 'offerClaims', 'screen']);
    expect(HOOK_NAMES.filter((h) => !tried.has(h) && !outside.has(h))).toEqual([]);
  });

  it('a plugin failing in setup or at the start position is a typed error from createGame', () => {
    const broken = definePlugin({
      name: 'brokenSetup',
      defaults: {},
      hooks: () => ({
        setup: () => {
          throw new Error('no');
        },
      }),
    });
    const made = createGame(defineRegulation({ name: 'x', plugins: [blitz, broken()] }));
    expect(!made.ok && made.error).toMatchObject({
      code: 'ERR_RULES_PLUGIN_FAILED',
      plugin: 'brokenSetup',
    });
    const start = createGame(
      defineRegulation({
        name: 'x',
        plugins: [blitz, bomb({ hook: 'adjudicate', type: 'undefined' })],
      }),
    );
    expect(start.ok).toBe(true);
  });
});

describe('listeners of game.on', () => {
  it('a listener that throws leaves the event in the log, and the action succeeds; the error is reported', () => {
    const errors: unknown[] = [];
    let t = 0;
    const game = unwrap(
      createGame(blitz, { now: () => t, onListenerError: (e) => errors.push(e) }),
    );
    const heard: string[] = [];
    game.on('move', () => {
      throw new Error('a broken UI');
    });
    game.on('event', ({ event, index }) => heard.push(`${index}:${event.type}`));
    t = 1_000;
    const played = game.play('e2e4');
    expect(played.ok).toBe(true);
    expect(game.events.map((e) => e.type)).toEqual(['start', 'move']);
    expect(errors).toEqual([new Error('a broken UI')]);
    // on('event') hears every accepted event, with its index in the log.
    expect(heard).toEqual(['1:move']);
  });

  it("on('event') hears a flag noticed before an action, and stops when unsubscribed", () => {
    let t = 0;
    const game = unwrap(createGame(blitz, { now: () => t }));
    const heard: string[] = [];
    const stop = game.on('event', ({ event, index }) => heard.push(`${index}:${event.type}`));
    t = 1_000;
    unwrap(game.play('e2e4'));
    t = 10 * 60_000;
    game.play('e7e5');
    expect(heard).toEqual(['1:move', '2:flag']);
    stop();
    game.checkTime();
    expect(heard).toHaveLength(2);
  });
});
