import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  definePlugin,
  defineRegulation,
  fideBlitz,
  type GameEvent,
  restoreGame,
} from '../src/index.js';

const seen: { plugin: string; state: unknown }[] = [];

/** Counts the events of each type in its game, and refuses a third offer in one game. */
const tally = definePlugin({
  name: 'tally',
  defaults: { limit: 2 },
  state: () => ({
    initial: (setup) => ({ offers: 0, moves: 0, from: setup.position.turn }),
    reduce: (s, event: GameEvent) =>
      event.type === 'offer-draw'
        ? { ...s, offers: s.offers + 1 }
        : event.type === 'move'
          ? { ...s, moves: s.moves + 1 }
          : s,
  }),
  hooks: (o) => ({
    judgeAction: (action, ctx) => {
      seen.push({ plugin: 'tally', state: ctx.state });
      return action.type === 'offer-draw' && ctx.state.offers >= o.limit
        ? { rule: 'L-5.2.3', reason: `no more than ${o.limit} offers a game` }
        : undefined;
    },
  }),
});

/** Another plugin with state of its own shape, to see that each hook sees its own. */
const marker = definePlugin({
  name: 'marker',
  defaults: {},
  state: () => ({ initial: () => 'mine', reduce: (s: string) => `${s}!` }),
  hooks: () => ({
    judgeAction: (_action, ctx) => {
      seen.push({ plugin: 'marker', state: ctx.state });
      return undefined;
    },
  }),
});

const regulation = defineRegulation({ name: 'tally', plugins: [fideBlitz(), tally(), marker()] });

describe('per-game plugin state, derived from the log', () => {
  it('L-5.2.3 a plugin with state refuses by what happened in its own game', () => {
    let t = 0;
    const game = unwrap(createGame(regulation, { now: () => t }));
    for (const side of ['white', 'black'] as const) {
      t += 1;
      unwrap(game.offerDraw(side));
      unwrap(game.declineDraw(side === 'white' ? 'black' : 'white'));
    }
    const third = game.offerDraw('white');
    expect(!third.ok && third.error).toMatchObject({ plugin: 'tally', rule: 'L-5.2.3' });
  });

  it('two games under one regulation object never share state', () => {
    const t = 0;
    const a = unwrap(createGame(regulation, { now: () => t }));
    const b = unwrap(createGame(regulation, { now: () => t }));
    unwrap(a.offerDraw('white'));
    unwrap(a.declineDraw('black'));
    unwrap(a.offerDraw('black'));
    unwrap(a.declineDraw('white'));
    // Game a has used its two offers; game b has made none.
    expect(a.offerDraw('white').ok).toBe(false);
    expect(b.offerDraw('white').ok).toBe(true);
    expect(b.offerDraw('black').ok).toBe(false); // the offer stands: L-9.1, not tally
  });

  it('each hook sees only its own plugin state, which starts from the setup', () => {
    seen.length = 0;
    let t = 0;
    const game = unwrap(
      createGame(regulation, { now: () => t, start: { fen: '4k3/8/8/8/8/8/8/4K2R b K - 0 1' } }),
    );
    seen.length = 0;
    t = 1;
    unwrap(game.play('e8d8'));
    expect(seen).toEqual([
      { plugin: 'tally', state: { offers: 0, moves: 0, from: 'black' } },
      { plugin: 'marker', state: 'mine!' },
    ]);
  });

  it('restoreGame rebuilds the state exactly: the restored game refuses what the live one does', () => {
    let t = 0;
    const game = unwrap(createGame(regulation, { now: () => t }));
    for (const uci of ['e2e4', 'e7e5']) {
      t += 1_000;
      unwrap(game.play(uci));
    }
    unwrap(game.offerDraw('white'));
    unwrap(game.declineDraw('black'));
    unwrap(game.offerDraw('black'));
    unwrap(game.declineDraw('white'));
    const restored = unwrap(restoreGame(regulation, JSON.parse(JSON.stringify(game.toJSON()))));
    seen.length = 0;
    const refused = restored.offerDraw('white');
    expect(!refused.ok && refused.error.plugin).toBe('tally');
    expect(seen[0]).toEqual({ plugin: 'tally', state: { offers: 2, moves: 2, from: 'white' } });
    // A prefix of the log (one offer, declined) rebuilds the state as it was then.
    const half = unwrap(
      restoreGame(regulation, { ...game.toJSON(), events: game.events.slice(0, 5) }),
    );
    expect(half.offerDraw('white').ok).toBe(true);
  });
});
