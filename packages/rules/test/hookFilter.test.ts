import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  definePlugin,
  defineRegulation,
  type GameEventType,
  type RulesError,
} from '../src/index.js';

/** Records the type of every event its filtered hooks are called for. */
function watcher(types: readonly GameEventType[]) {
  const judged: string[] = [];
  const told: string[] = [];
  const plugin = definePlugin({
    name: 'watcher',
    defaults: {},
    hooks: () => ({
      judgeAction: {
        filter: { type: types },
        handler: (action) => {
          judged.push(action.type);
          return action.type === 'resign' && action.by === 'black'
            ? { rule: 'L-5.1.2', reason: 'Black may not resign in this test' }
            : undefined;
        },
      },
      onEvent: {
        order: 'pre',
        filter: { type: ['move'] },
        handler: (event) => void told.push(event.type),
      },
    }),
  });
  return { plugin, judged, told };
}

describe('hook filters: an event hook called only for the event types it names', () => {
  it('L-5.1.2 a filtered judgeAction sees only its types, and its refusal still counts', () => {
    const { plugin, judged, told } = watcher(['resign', 'offer-draw']);
    const regulation = defineRegulation({ name: 'filtered', plugins: [casual(), plugin()] });
    const game = unwrap(createGame(regulation, { clock: false }));
    unwrap(game.play('e2e4'));
    unwrap(game.offerDraw('black'));
    unwrap(game.declineDraw('white'));
    unwrap(game.play('e7e5'));
    const refused = game.resign('black');
    expect(refused.ok).toBe(false);
    expect((refused as { error: RulesError }).error.rule).toBe('L-5.1.2');
    unwrap(game.resign('white'));
    // Never asked about the moves or the decline; asked about both resignations.
    expect(judged.filter((t) => t !== 'offer-draw' && t !== 'resign')).toEqual([]);
    expect(judged.filter((t) => t === 'resign')).toHaveLength(2);
    expect(told).toEqual(['move', 'move']);
    expect(game.state.outcome?.winner).toBe('black');
  });

  it.each([
    [
      { judgeAction: { filter: { type: ['moove'] }, handler: () => undefined } },
      'watcher.judgeAction.filter.type[0]',
    ],
    [
      { judgeAction: { filter: { type: [] }, handler: () => undefined } },
      'watcher.judgeAction.filter.type',
    ],
    [
      { adjudicate: { filter: { type: ['move'] }, handler: () => undefined } },
      'watcher.adjudicate.filter',
    ],
    [{ onEvent: { order: 'first', handler: () => undefined } }, 'watcher.onEvent.order'],
    [{ outcomeOf: { filter: { type: ['resign'] } } }, 'watcher.outcomeOf'],
  ])('a hook written wrong is refused when the regulation is made (%j)', (hooks, field) => {
    const bad = { name: 'watcher', options: {}, ...hooks } as never;
    let error: RulesError | undefined;
    try {
      defineRegulation({ name: 'bad', plugins: [casual(), bad] });
    } catch (e) {
      error = e as RulesError;
    }
    expect(error?.code).toBe('ERR_RULES_PLUGIN_HOOK');
    expect(error?.location?.field).toBe(field);
  });
});
