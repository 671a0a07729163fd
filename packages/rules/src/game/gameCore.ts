// The game's core: every action an event for the arbiter, flags recorded before them, listeners told.
import { err, ok, type Result } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { type Move, makeFen } from '@chesslaws/moves';
import type { Arbiter } from '../arbiter/arbiter.js';
import { unjudgedFlag } from '../arbiter/handlers/flag.js';
import { mayPlay, type Rights, rightsOf } from '../arbiter/rights.js';
import { RulesError } from '../errors.js';
import { say } from '../messages.js';
import type { Regulation } from '../regulation/regulation.js';
import { checkEvent, eventProblem } from './checkEvent.js';
import type { GameEvent } from './events.js';
import type { GameOutcome } from './ruling.js';
import { snapshot } from './snapshot.js';
import type { ClaimKindInfo, GameEvents, GameLog, GameSetupView, GameState } from './types.js';

const rethrowLater = (error: unknown): void =>
  queueMicrotask(() => {
    throw error;
  });

/**
 * The core of the one `Game` implementation: every action is an event the arbiter applies
 * (after any flag that fell before it, recorded as its own event), then listeners hear it.
 * The actions themselves are in {@link LiveGame}.
 */
export class GameCore {
  readonly #arbiter: Arbiter;
  readonly #now: () => number;
  readonly #onListenerError: (error: unknown) => void;
  // Made on the first `on`: a game restored or replayed to be read has no listener.
  #listeners: Map<keyof GameEvents, Set<(payload: never) => void>> | undefined;
  readonly #claimKinds: readonly string[];
  #state: GameState | undefined;
  #replaying = false;

  constructor(arbiter: Arbiter, now: () => number, onListenerError = rethrowLater) {
    this.#arbiter = arbiter;
    this.#now = now;
    this.#onListenerError = onListenerError;
    this.#claimKinds = arbiter.resolved.claimKinds;
  }

  /** The arbiter of this game (for the actions of {@link LiveGame}). */
  protected get runtime(): Arbiter {
    return this.#arbiter;
  }

  get regulation(): Regulation {
    return this.#arbiter.regulation;
  }

  get events(): readonly GameEvent[] {
    return this.#arbiter.events;
  }

  get state(): GameState {
    if (this.#state?.version !== this.#arbiter.events.length) this.#state = snapshot(this.#arbiter);
    return this.#state;
  }

  /** The outcome and the side to move, without a snapshot (for replays that look after every move). */
  get progress(): { readonly outcome: GameOutcome | undefined; readonly turn: 'white' | 'black' } {
    return { outcome: this.#arbiter.facts.outcome, turn: this.#arbiter.turn };
  }

  get setup(): GameSetupView {
    const { setup, category, clock } = this.#arbiter;
    return {
      variant: setup.variant,
      position: setup.position.clone(),
      ...(setup.chess960 !== undefined ? { chess960: setup.chess960 } : {}),
      control: setup.control ?? null,
      category,
      clock: clock ? this.#arbiter.initialClock : undefined,
      firstToMove: setup.position.turn,
    };
  }

  get claimKinds(): readonly ClaimKindInfo[] {
    return [...this.#arbiter.resolved.claims.values()].map(({ spec, plugin }) => ({
      ...spec,
      plugin,
    }));
  }

  accepts(type: GameEvent['type']): boolean {
    return this.#arbiter.handles(type);
  }

  /** The time an action is stamped with: the injected clock, never before the last event. */
  protected time(): number {
    return Math.max(Math.floor(this.#now()), this.#arbiter.now);
  }

  /** Appends `event` (and any flag that fell before it); the shared path of every action. */
  act(event: GameEvent): Result<GameState, RulesError> {
    const problem = this.actQuietly(event);
    return problem ? err(problem) : ok(this.state);
  }

  /** {@link act} without the state snapshot (a replay, or a record rebuilt, needs none per event). */
  actQuietly(event: GameEvent): RulesError | undefined {
    const arbiter = this.#arbiter;
    const board = event.type !== 'flag' && event.type !== 'flags-down' && event.type !== 'start';
    if (!this.#replaying) {
      if (arbiter.facts.outcome)
        return new RulesError(
          'ERR_RULES_GAME_OVER',
          say.gameOver(arbiter.facts.outcome.reason),
          undefined,
          {
            rule: arbiter.facts.outcome.byRule,
            plugin: arbiter.facts.outcome.plugin,
          },
        );
      // A live caller (plain JavaScript, a UI) may pass anything: only well-formed events enter the log.
      const checked = checkEvent(event, arbiter.events.length, this.#claimKinds);
      if (!checked.ok) return badAction(checked.error);
      if (!arbiter.facts.started && event.type !== 'start' && arbiter.clock) {
        const started = this.#append({ type: 'start', at: event.at });
        if (started) return started;
      }
      if (event.type !== 'flag' && event.type !== 'flags-down') {
        const flag = unjudgedFlag(arbiter, event.at);
        if (flag) this.#append({ type: 'flag', at: event.at, side: flag.side });
      }
    } else if (board) {
      const flag = unjudgedFlag(arbiter, event.at);
      if (flag) return new RulesError('ERR_RULES_LOG', say.flagBeforeEvent(flag.side, flag.at));
    }
    const problem = this.#append(event);
    if (problem) return problem;
    if (!this.#replaying && event.type !== 'flags-down') {
      const flag = unjudgedFlag(arbiter, event.at);
      if (flag) this.#append({ type: 'flag', at: event.at, side: flag.side });
    }
    return undefined;
  }

  #append(event: GameEvent): RulesError | undefined {
    const arbiter = this.#arbiter;
    // What listeners need to hear what changed; a replay, or a game nobody listens to, needs none.
    const before =
      !this.#replaying && this.#listeners !== undefined && this.#listeners.size > 0
        ? {
            rulings: arbiter.rulings.length,
            moves: arbiter.moves.length,
            outcome: arbiter.facts.outcome,
          }
        : undefined;
    const problem = arbiter.apply(event);
    if (problem) return problem;
    if (before) this.#emitAfter(event, before);
    return undefined;
  }

  #emitAfter(
    event: GameEvent,
    before: { rulings: number; moves: number; outcome: GameOutcome | undefined },
  ): void {
    const arbiter = this.#arbiter;
    const index = arbiter.events.length - 1;
    this.#emit('event', { event, index });
    if (arbiter.moves.length > before.moves) {
      const state = this.state;
      this.#emit('move', state.moves[state.moves.length - 1]!);
      if (state.check) this.#emit('check', { side: state.turn });
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
      this.#emit('offer', { event, index });
    if (event.type === 'claim') this.#emit('claim', { event, index, ruling: fresh.at(-1) });
    if (!before.outcome && arbiter.facts.outcome) this.#emit('outcome', arbiter.facts.outcome);
    this.#emit('change', this.state);
  }

  #emit<K extends keyof GameEvents>(type: K, payload: GameEvents[K]): void {
    for (const listener of this.#listeners?.get(type) ?? []) {
      try {
        (listener as (p: GameEvents[K]) => void)(payload);
      } catch (error) {
        // The event stands: a listener's failure is the listener's, reported, not the game's.
        this.#onListenerError(error);
      }
    }
  }

  /** Replays a saved log: the same checks, no listeners, strict about missing flag events. */
  replay(events: readonly unknown[]): Result<void, RulesError> {
    this.#replaying = true;
    // At most one move per event: room for the board's undo records at once (a game's worth).
    this.#arbiter.facts.history.reserve(Math.min(events.length, 2048));
    try {
      for (let index = 0; index < events.length; index++) {
        const raw = events[index];
        const wrong = eventProblem(raw, index, this.#claimKinds);
        if (wrong) return err(wrong);
        const event = raw as GameEvent;
        const e = this.actQuietly(event);
        if (e)
          return err(
            new RulesError(
              'ERR_RULES_LOG',
              say.log.eventRefused(index, event.type, e.message),
              { index, field: `events[${index}]` },
              { rule: e.rule, plugin: e.plugin },
            ),
          );
      }
      return ok(undefined);
    } finally {
      this.#replaying = false;
    }
  }

  on<K extends keyof GameEvents>(type: K, listener: (payload: GameEvents[K]) => void): () => void {
    this.#listeners ??= new Map();
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => {
      set.delete(listener as (payload: never) => void);
    };
  }

  checkTime(): GameState {
    const arbiter = this.#arbiter;
    const at = this.time();
    const flag = unjudgedFlag(arbiter, at);
    if (flag && arbiter.facts.started) this.#append({ type: 'flag', at, side: flag.side });
    return this.state;
  }

  flagFallAt(): number | undefined {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome || !arbiter.clock) return undefined;
    return arbiter.clock.flagFallAt(this.time());
  }

  clockAt(at?: number): ClockView | undefined {
    return this.#arbiter.clockView(at ?? this.time());
  }

  legalMoves(): Move[] {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome || arbiter.facts.awaiting) return [];
    // Legal, and allowed: the intended move after an incorrect claim, the touched piece.
    const at = this.time();
    return arbiter.position.legalMoves().filter((m) => mayPlay(arbiter, m, at));
  }

  rights(side: 'white' | 'black'): Rights {
    return rightsOf(this.#arbiter, side, this.time());
  }

  toJSON(): GameLog {
    const { setup, regulation, events } = this.#arbiter;
    const fen = makeFen(setup.position);
    return {
      format: 'chesslaws-game',
      version: 1,
      regulation: regulation.header,
      start: setup.chess960 !== undefined ? { fen, chess960: setup.chess960 } : { fen },
      control: setup.control ?? null,
      events: [...events],
    };
  }
}

/** A malformed live action, as the caller's error: which field, and why (no log index). */
function badAction(error: RulesError): RulesError {
  const field = error.location?.field?.replace(/^events\[\d+\]\./, '');
  const code =
    field === 'move' || field === 'intended' || field === 'square'
      ? 'ERR_RULES_BAD_MOVE'
      : 'ERR_RULES_BAD_ACTION';
  return new RulesError(
    code,
    error.message.replace(/^events\[\d+\]: /, ''),
    field ? { field } : undefined,
  );
}
