import { err, ok } from '@chesslaws/board';
import { makeFen } from '@chesslaws/moves';
import { FLAG_ENDED } from '../arbiter/arbiter.js';
import { copyData } from '../arbiter/gameClock.js';
import { mayPlay, rightsOf } from '../arbiter/rights.js';
import { checkEvent, eventProblem } from '../events/checkEvent.js';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { freezeDeep } from '../plugin/options.js';
import { ownEvent } from './ownEvent.js';
import { PlayedMoves } from './playedMoves.js';
import { snapshot } from './snapshot.js';

const rethrowLater = (error) =>
  queueMicrotask(() => {
    throw error;
  });
class GameCore {
  #arbiter;
  #now;
  #onListenerError;
  // Made on the first `on`: a game restored or replayed to be read has no listener.
  #listeners;
  #claimKinds;
  #played;
  #state;
  #setup;
  #control;
  constructor(arbiter, now, onListenerError = rethrowLater) {
    this.#arbiter = arbiter;
    this.#now = now;
    this.#onListenerError = onListenerError;
    this.#claimKinds = arbiter.resolved.claimKinds;
    this.#played = new PlayedMoves(arbiter);
  }
  /** The arbiter of this game (for the actions of {@link LiveGame}). */
  get runtime() {
    return this.#arbiter;
  }
  get regulation() {
    return this.#arbiter.regulationObject;
  }
  get events() {
    return this.#arbiter.events.slice();
  }
  get state() {
    if (this.#state?.version !== this.#arbiter.events.length)
      this.#state = snapshot(this.#arbiter, this.#played.list());
    return this.#state;
  }
  /** The outcome and the side to move, without a snapshot (for replays that look after every move). */
  get progress() {
    return { outcome: this.#arbiter.facts.outcome, turn: this.#arbiter.turn };
  }
  get setup() {
    if (!this.#setup) {
      const { setup, category, clock } = this.#arbiter;
      this.#setup = Object.freeze({
        variant: setup.variant,
        position: setup.position.clone(),
        ...(setup.chess960 !== void 0 ? { chess960: setup.chess960 } : {}),
        control: this.#publicControl(),
        category,
        clock: clock ? this.#arbiter.initialClock : void 0,
        firstToMove: setup.position.turn,
      });
    }
    return { ...this.#setup, position: this.#setup.position.clone() };
  }
  get claimKinds() {
    return [...this.#arbiter.resolved.claims.values()].map(({ spec, plugin }) =>
      Object.freeze({ ...spec, plugin }),
    );
  }
  accepts(type) {
    return this.#arbiter.handles(type);
  }
  /** The time an action is stamped with: the injected clock, never before the last event. */
  time() {
    const now = this.#now();
    if (typeof now !== 'number' || !Number.isFinite(now)) return Number.NaN;
    return Math.max(Math.floor(now), this.#arbiter.now);
  }
  /** Appends `event`; the shared path of every action. */
  act(event) {
    const problem = this.actQuietly(event);
    return problem ? err(problem) : ok(this.state);
  }
  /** {@link act} without the state snapshot (a record rebuilt move by move needs none per event). */
  actQuietly(event) {
    const arbiter = this.#arbiter;
    const outcome = arbiter.facts.outcome;
    if (outcome)
      return new RulesError(
        'ERR_RULES_GAME_OVER',
        msg('refusal.gameOver', { reason: outcome.reason }),
        void 0,
        {
          rule: outcome.byRule,
          plugin: outcome.plugin,
        },
      );
    if (Number.isNaN(event.at))
      return new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {}));
    const checked = checkEvent(event, arbiter.events.length, this.#claimKinds);
    if (!checked.ok) return badAction(checked.error);
    const own = ownEvent(event);
    const answer = this.#append(own);
    if (answer !== FLAG_ENDED) return answer;
    const flag = arbiter.unjudgedFlag(own.at);
    const flagged = this.#append(ownEvent({ type: 'flag', at: own.at, side: flag.side }));
    if (flagged) return flagged instanceof RulesError ? flagged : void 0;
    const ended = arbiter.facts.outcome;
    return new RulesError(
      'ERR_RULES_GAME_OVER',
      msg('refusal.gameOver', { reason: ended.reason }),
      void 0,
      {
        rule: ended.byRule,
        plugin: ended.plugin,
      },
    );
  }
  #append(event) {
    const arbiter = this.#arbiter;
    const before =
      this.#listeners !== void 0 && this.#listeners.size > 0
        ? {
            rulings: arbiter.rulings.length,
            moves: arbiter.moves.length,
            outcome: arbiter.facts.outcome,
          }
        : void 0;
    const answer = arbiter.apply(event);
    if (answer) return answer;
    if (before) this.#emitAfter(event, before);
    return void 0;
  }
  #emitAfter(event, before) {
    const arbiter = this.#arbiter;
    const index = arbiter.events.length - 1;
    this.#emit('event', Object.freeze({ event, index }));
    if (arbiter.moves.length > before.moves) {
      const state = this.state;
      this.#emit('move', state.moves[state.moves.length - 1]);
      if (state.check) this.#emit('check', Object.freeze({ side: state.turn }));
    }
    const fresh = arbiter.rulings.slice(before.rulings);
    for (const ruling of fresh)
      if (
        ruling.kind === 'penalty' ||
        ruling.kind === 'illegal-move' ||
        ruling.kind === 'incorrect-claim'
      )
        this.#emit('penalty', ruling);
    if (
      event.type === 'offer-draw' ||
      event.type === 'accept-draw' ||
      event.type === 'decline-draw'
    )
      this.#emit('offer', Object.freeze({ event, index }));
    if (event.type === 'claim')
      this.#emit('claim', Object.freeze({ event, index, ruling: fresh.at(-1) }));
    if (!before.outcome && arbiter.facts.outcome) this.#emit('outcome', arbiter.facts.outcome);
    this.#emit('change', this.state);
  }
  #emit(type, payload) {
    for (const listener of [...(this.#listeners?.get(type) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }
  /** Replays a saved log: the same checks, no listeners, strict about missing flag events. */
  replay(events) {
    const arbiter = this.#arbiter;
    arbiter.facts.history.reserve(Math.min(events.length, 2048));
    for (let index = 0; index < events.length; index++) {
      const raw = events[index];
      const wrong = eventProblem(raw, index, this.#claimKinds);
      if (wrong) return err(wrong);
      const event = ownEvent(raw);
      const answer = arbiter.apply(event);
      if (answer === void 0) continue;
      const e =
        answer === FLAG_ENDED
          ? new RulesError(
              'ERR_RULES_LOG',
              msg('refusal.flagBeforeEvent', arbiter.unjudgedFlag(event.at)),
            )
          : answer;
      return err(
        new RulesError(
          'ERR_RULES_LOG',
          say.log.eventRefused(index, event.type, e.message),
          { index, field: `events[${index}]` },
          { rule: e.rule, plugin: e.plugin },
        ),
      );
    }
    return ok(void 0);
  }
  on(type, listener) {
    this.#listeners ??= /* @__PURE__ */ new Map();
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = /* @__PURE__ */ new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
  checkTime() {
    const at = this.time();
    if (Number.isNaN(at))
      return err(new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {})));
    const flag = this.#arbiter.unjudgedFlag(at);
    return flag ? this.act({ type: 'flag', at, side: flag.side }) : ok(this.state);
  }
  flagFallAt() {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome) return void 0;
    const at = this.time();
    return arbiter.unjudgedFlag(at)?.at ?? arbiter.flagFallAt(at);
  }
  clockAt(at) {
    return this.#arbiter.clockView(at ?? this.time());
  }
  legalMoves() {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome || arbiter.facts.awaiting) return [];
    const at = this.time();
    return arbiter.position.legalMoves().filter((m) => mayPlay(arbiter, m, at));
  }
  rights(side) {
    return rightsOf(this.#arbiter, side, this.time());
  }
  toJSON() {
    const { setup, events } = this.#arbiter;
    const fen = makeFen(setup.position);
    return {
      format: 'chesslaws-game',
      version: 1,
      regulation: this.#arbiter.regulationObject.header,
      start: setup.chess960 !== void 0 ? { fen, chess960: setup.chess960 } : { fen },
      control: this.#publicControl(),
      events: events.slice(),
    };
  }
  /**
   * The game's control as handed out (`setup.control`, the saved log's `control`): a frozen copy,
   * made once, so no caller reaches the clock's own (which stays unfrozen: the engine is faster so).
   */
  #publicControl() {
    if (this.#control === void 0) {
      const control = this.#arbiter.setup.control;
      this.#control = control ? freezeDeep(copyData(control)) : null;
    }
    return this.#control;
  }
  /** The moves as the state lists them, each made once (see {@link PlayedMoves}). */
  get playedMoves() {
    return this.#played.list();
  }
}
function badAction(error) {
  const field = error.location?.field?.replace(/^events\[\d+\]\./, '');
  const code =
    field === 'move' || field === 'intended' || field === 'square'
      ? 'ERR_RULES_BAD_MOVE'
      : 'ERR_RULES_BAD_ACTION';
  return new RulesError(
    code,
    error.message.replace(/^events\[\d+\]: /, ''),
    field ? { field } : void 0,
  );
}

export { GameCore };
//# sourceMappingURL=gameCore.js.map
