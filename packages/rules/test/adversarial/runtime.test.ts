// The standing adversarial suite of the runtime: random actions, plugins that throw at every
// hook, corrupted saved logs. Seeded and printed (testkit); `pnpm test:fuzz` runs ten times more.
import { unwrap } from '@chesslaws/board';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  casual,
  createGame,
  definePlugin,
  defineRegulation,
  fideBlitz,
  fideRapidUnsupervised,
  fideStandard,
  type GameEvent,
  HOOK_KINDS,
  HOOK_NAMES,
  legacy,
  type PluginHooks,
  type Regulation,
  restoreGame,
  timeControl,
} from '../../src/index.js';
import { type Board, essence, footprint, perform, randomAction, tick } from './driver.js';

const REGULATIONS: readonly (() => Regulation)[] = [
  () => fideBlitz(),
  () => fideRapidUnsupervised(),
  () => fideStandard({ timeControl: { control: '5+3' } }),
  () => armageddon(),
  () => legacy({ timeControl: { control: '5+0' } }),
  () =>
    defineRegulation({ name: 'casual-3+2', plugins: [casual(), timeControl({ control: '3+2' })] }),
];

/** A 32-bit mix of numbers: the thrower's decision, the same on every replay of one event. */
function mix(...values: number[]): number {
  let h = testRun().seed ^ 0x9e3779b9;
  for (const v of values) h = Math.imul(h ^ v, 0x85ebca6b) ^ (h >>> 13);
  return (h ^ (h >>> 16)) >>> 0;
}

const HOOK_IDS = Object.fromEntries(HOOK_NAMES.map((name, i) => [name, i]));

/**
 * A plugin that, inside an event, throws at a hook when a hash of (hook, event index, event
 * type) says so (about one call in `oneIn`): the same event at the same place always throws
 * the same way, so a saved log replays as it was played.
 */
const thrower = definePlugin({
  name: 'thrower',
  defaults: { oneIn: 12, salt: 0 },
  hooks: (o) => {
    const hooks: Record<string, unknown> = {};
    for (const name of HOOK_NAMES) {
      if (name === 'setup' || name === 'screen') continue;
      hooks[name] = {
        order: 'pre',
        handler: (...args: unknown[]) => {
          const ctx = args.at(-1) as { event?: GameEvent; index: number };
          const type = ctx.event ? ctx.event.type.length * 31 + ctx.event.at : -1;
          if (ctx.event && mix(o.salt, HOOK_IDS[name]!, ctx.index, type) % o.oneIn === 0)
            throw new Error(`thrown in ${name}`);
          return HOOK_KINDS[name] === 'sequential' ? args[0] : undefined;
        },
      };
    }
    return hooks as PluginHooks;
  },
});

describe('adversarial: one action, one event or nothing, whatever a plugin throws', () => {
  it('random actions under every preset, with a plugin throwing at random hooks', () => {
    const games = scaledRuns(36);
    const random = seededRandom(testRun().seed);
    let actions = 0;
    for (let g = 0; g < games; g++) {
      const base = REGULATIONS[g % REGULATIONS.length]!();
      const regulation = defineRegulation({
        name: `${base.name}-thrown`,
        plugins: [base, thrower({ salt: g })],
      });
      const board: Board = { game: undefined as never, t: 0 };
      const created = createGame(regulation, { now: () => board.t });
      if (!created.ok) continue; // the thrower may refuse the start itself
      (board as { game: typeof created.value }).game = created.value;
      const game = created.value;
      for (let i = 0; i < 60 && !game.state.outcome; i++) {
        tick(board, random);
        const before = footprint(game, board.t);
        const { name, result } = randomAction(board, random);
        actions++;
        const after = footprint(game, board.t);
        const where = `game ${g} (${base.name}), action ${i}: ${name}`;
        if (after.events === before.events) expect(after, where).toEqual(before);
        else {
          expect(after.events, where).toBe(before.events + 1);
          // A refusal that appends is the one case of a flag that fell before the action and ended the game.
          if (!result.ok)
            expect([where, game.events.at(-1)?.type, result.error?.code]).toEqual([
              where,
              'flag',
              'ERR_RULES_GAME_OVER',
            ]);
        }
      }
      const restored = restoreGame(regulation, JSON.parse(JSON.stringify(game.toJSON())));
      expect(restored.ok, `game ${g}: ${!restored.ok && restored.error.message}`).toBe(true);
      if (restored.ok) expect(essence(restored.value.state)).toEqual(essence(game.state));
    }
    expect(actions).toBeGreaterThan(games * 10);
  });
});

/** One way to corrupt a saved log. */
type Mutation = (events: Record<string, unknown>[], random: () => number) => string;

const pickIndex = (events: readonly unknown[], random: () => number) =>
  Math.floor(random() * events.length);

const MUTATIONS: readonly Mutation[] = [
  (events, random) => {
    const i = pickIndex(events, random);
    events.splice(i, 1);
    return `drop ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    events.splice(i, 0, { ...events[i] });
    return `repeat ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    const j = pickIndex(events, random);
    [events[i], events[j]] = [events[j]!, events[i]!];
    return `swap ${i} ${j}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    const e = events[i]!;
    e.at = Math.floor(Number(e.at) * random());
    return `earlier ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    events[i] = { ...events[i], by: random() < 0.5 ? 'white' : 'black' };
    return `side ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    const types = ['move', 'press', 'flag', 'resign', 'takeback', 'claim', 'adjust', 'pause'];
    events[i] = { ...events[i], type: types[Math.floor(random() * types.length)] };
    return `retype ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    const moves = ['e2e4', 'e7e5', 'g1f3', 'e1g1', 'a7a8q', 'N@f3', 'e2e5'];
    events[i] = { ...events[i], move: moves[Math.floor(random() * moves.length)] };
    return `move ${i}`;
  },
  (events, random) => {
    const i = pickIndex(events, random);
    events[i] = { ...events[i], ms: Math.floor((random() - 0.5) * 1e6) };
    return `ms ${i}`;
  },
];

describe('adversarial: a saved log restores to the same state, or is refused with a located error', () => {
  it('corrupted logs of random games: an accepted one replays the same through the live API', () => {
    const games = scaledRuns(30);
    const random = seededRandom(testRun().seed + 1);
    let accepted = 0;
    let refused = 0;
    for (let g = 0; g < games; g++) {
      const regulation = REGULATIONS[g % REGULATIONS.length]!();
      const board: Board = { game: undefined as never, t: 0 };
      (board as { game: unknown }).game = unwrap(createGame(regulation, { now: () => board.t }));
      for (let i = 0; i < 40 && !board.game.state.outcome; i++) {
        tick(board, random);
        randomAction(board, random);
      }
      for (let m = 0; m < 6; m++) {
        const log = JSON.parse(JSON.stringify(board.game.toJSON()));
        const events = log.events as Record<string, unknown>[];
        if (events.length === 0) break;
        const what = MUTATIONS[Math.floor(random() * MUTATIONS.length)]!(events, random);
        const where = `game ${g} (${regulation.name}), mutation ${what}`;
        const restored = restoreGame(regulation, log);
        if (!restored.ok) {
          refused++;
          expect(restored.error.code, where).toMatch(/^ERR_RULES_LOG/);
          expect(restored.error.location, where).toBeDefined();
          continue;
        }
        accepted++;
        // The live API, given the same events at the same instants, makes the same game.
        let t = 0;
        const live = unwrap(createGame(regulation, { now: () => t, autoStart: false }));
        for (const [k, event] of (log.events as GameEvent[]).entries()) {
          t = event.at;
          const done = perform(live, event);
          expect(
            done.ok,
            `${where}: event ${k} ${JSON.stringify(event)}: ${done.error?.message}`,
          ).toBe(true);
        }
        expect(live.events, where).toEqual(restored.value.events);
        expect(essence(live.state), where).toEqual(essence(restored.value.state));
      }
    }
    // Both outcomes were seen: the suite tests something.
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });
});
