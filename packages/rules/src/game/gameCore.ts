// The game's core: every action one event for the arbiter, or nothing; listeners told after.
import { err, ok, type Result } from '@chesslaws/board';
import type { ClockView, TimeControl } from '@chesslaws/clock';
import { type Move, makeFen } from '@chesslaws/moves';
import { type Arbiter, FLAG_ENDED } from '../arbiter/arbiter.js';
import { copyData } from '../arbiter/gameClock.js';
import { mayPlay, type Rights, rightsOf } from '../arbiter/rights.js';
import { readEvent } from '../events/checkEvent.js';
import type { GameEvent } from '../events/index.js';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import type { GameOutcome } from '../model/outcome.js';
import type { PlayedMove } from '../model/played.js';
import { freezeDeep } from '../plugin/options.js';
import type { Regulation } from '../regulation/regulation.js';
import { PlayedMoves } from './playedMoves.js';
import { snapshot } from './snapshot.js';
import type { ClaimKindInfo, GameEvents, GameLog, GameSetupView, GameState } from './types.js';

const rethrowLater = (error: unknown): void =>
  queueMicrotask(() => {
    throw error;
  });

/**
 * The core of the one `Game` implementation: every action is one event the arbiter applies
 * whole, or nothing changes; then listeners hear it. A flag that fell before an action is
 * judged inside it: if the flag ends the game, the flag is what the log records and the
 * action is refused. The actions themselves are in {@link LiveGame}.
 */
export class GameCore {
  readonly #arbiter: Arbiter;
  readonly #now: () => number;
  readonly #onListenerError: (error: unknown) => void;
  // Made on the first `on`: a game restored or replayed to be read has no listener.
  #listeners: Map<keyof GameEvents, Set<(payload: never) => void>> | undefined;
  readonly #claimKinds: readonly string[];
  readonly #played: PlayedMoves;
  #state: GameState | undefined;
  #setup: GameSetupView | undefined;
  #control: TimeControl | null | undefined;

  constructor(arbiter: Arbiter, now: () => number, onListenerError = rethrowLater) {
    this.#arbiter = arbiter;
    this.#now = now;
    this.#onListenerError = onListenerError;
    this.#claimKinds = arbiter.resolved.claimKinds;
    this.#played = new PlayedMoves(arbiter);
  }

  /** The arbiter of this game (for the actions of {@link LiveGame}). */
  protected get runtime(): Arbiter {
    return this.#arbiter;
  }

  get regulation(): Regulation {
    return this.#arbiter.regulationObject;
  }

  get events(): readonly GameEvent[] {
    // A copy: the log grows, and what a caller holds must not grow or shrink under it.
    return this.#arbiter.events.slice();
  }

  get state(): GameState {
    if (this.#state?.version !== this.#arbiter.events.length)
      this.#state = snapshot(this.#arbiter, this.#played.list());
    return this.#state;
  }

  /** The outcome and the side to move, without a snapshot (for replays that look after every move). */
  get progress(): { readonly outcome: GameOutcome | undefined; readonly turn: 'white' | 'black' } {
    return { outcome: this.#arbiter.facts.outcome, turn: this.#arbiter.turn };
  }

  get setup(): GameSetupView {
    if (!this.#setup) {
      const { setup, category, clock } = this.#arbiter;
      this.#setup = Object.freeze({
        variant: setup.variant,
        position: setup.position.clone(),
        ...(setup.chess960 !== undefined ? { chess960: setup.chess960 } : {}),
        control: this.#publicControl(),
        category,
        clock: clock ? this.#arbiter.initialClock : undefined,
        firstToMove: setup.position.turn,
      });
    }
    // The position is a copy per read: a Position is not frozen.
    return { ...this.#setup, position: this.#setup.position.clone() };
  }

  get claimKinds(): readonly ClaimKindInfo[] {
    return [...this.#arbiter.resolved.claims.values()].map(({ spec, plugin }) =>
      Object.freeze({ ...spec, plugin }),
    );
  }

  accepts(type: GameEvent['type']): boolean {
    return this.#arbiter.handles(type);
  }

  /** The time an action is stamped with: the injected clock, never before the last event. */
  protected time(): number {
    const now = this.#now();
    // A clock that answers no number stamps nothing: the action is refused, nothing is coerced.
    if (typeof now !== 'number' || !Number.isFinite(now)) return Number.NaN;
    return Math.max(Math.floor(now), this.#arbiter.now);
  }

  /** Appends `event`; the shared path of every action. */
  act(event: GameEvent): Result<GameState, RulesError> {
    const problem = this.actQuietly(event);
    return problem ? err(problem) : ok(this.state);
  }

  /** {@link act} without the state snapshot (a record rebuilt move by move needs none per event). */
  actQuietly(event: GameEvent): RulesError | undefined {
    const arbiter = this.#arbiter;
    const outcome = arbiter.facts.outcome;
    if (outcome)
      return new RulesError(
        'ERR_RULES_GAME_OVER',
        msg('refusal.gameOver', { reason: outcome.reason }),
        undefined,
        {
          rule: outcome.byRule,
          plugin: outcome.plugin,
        },
      );
    if (Number.isNaN(event.at))
      return new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {}));
    // A live caller (plain JavaScript, a UI) may pass anything: only well-formed events enter the log.
    const own = readEvent(event, arbiter.events.length, this.#claimKinds);
    if (own instanceof RulesError) return badAction(own);
    const answer = this.#append(own);
    if (answer !== FLAG_ENDED) return answer;
    // The flag fell before the action and ends the game: the flag is the one event recorded.
    const flag = arbiter.unjudgedFlag(own.at)!;
    const flagged = this.#append(Object.freeze({ type: 'flag', at: own.at, side: flag.side }));
    if (flagged) return flagged instanceof RulesError ? flagged : undefined;
    const ended = arbiter.facts.outcome!;
    return new RulesError(
      'ERR_RULES_GAME_OVER',
      msg('refusal.gameOver', { reason: ended.reason }),
      undefined,
      {
        rule: ended.byRule,
        plugin: ended.plugin,
      },
    );
  }

  #append(event: GameEvent): RulesError | typeof FLAG_ENDED | undefined {
    const arbiter = this.#arbiter;
    // What listeners need to hear what changed; a game nobody listens to needs none.
    const before =
      this.#listeners !== undefined && this.#listeners.size > 0
        ? {
            rulings: arbiter.rulings.length,
            moves: arbiter.moves.length,
            outcome: arbiter.facts.outcome,
          }
        : undefined;
    const answer = arbiter.apply(event);
    if (answer) return answer;
    if (before) this.#emitAfter(event, before);
    return undefined;
  }

  #emitAfter(
    event: GameEvent,
    before: { rulings: number; moves: number; outcome: GameOutcome | undefined },
  ): void {
    const arbiter = this.#arbiter;
    const index = arbiter.events.length - 1;
    this.#emit('event', Object.freeze({ event, index }));
    if (arbiter.moves.length > before.moves) {
      const state = this.state;
      this.#emit('move', state.moves[state.moves.length - 1]!);
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

  #emit<K extends keyof GameEvents>(type: K, payload: GameEvents[K]): void {
    for (const listener of [...(this.#listeners?.get(type) ?? [])]) {
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
    const arbiter = this.#arbiter;
    // At most one move per event: room for the board's undo records at once (a game's worth).
    arbiter.facts.history.reserve(Math.min(events.length, 2048));
    for (let index = 0; index < events.length; index++) {
      const event = readEvent(events[index], index, this.#claimKinds);
      if (event instanceof RulesError) return err(event);
      const answer = arbiter.apply(event);
      if (answer === undefined) continue;
      const e =
        answer === FLAG_ENDED
          ? new RulesError(
              'ERR_RULES_LOG',
              msg('refusal.flagBeforeEvent', arbiter.unjudgedFlag(event.at)!),
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
    return ok(undefined);
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

  checkTime(): Result<GameState, RulesError> {
    const at = this.time();
    if (Number.isNaN(at))
      return err(new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {})));
    const flag = this.#arbiter.unjudgedFlag(at);
    return flag ? this.act({ type: 'flag', at, side: flag.side }) : ok(this.state);
  }

  flagFallAt(): number | undefined {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome) return undefined;
    const at = this.time();
    // A flag already down and not yet judged: its instant, so a timer set from it fires at once.
    return arbiter.unjudgedFlag(at)?.at ?? arbiter.flagFallAt(at);
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
    const { setup, events } = this.#arbiter;
    const fen = makeFen(setup.position);
    // Every part is frozen (events, the header, the control) or new: editing a saved copy
    // never reaches the live game.
    return {
      format: 'chesslaws-game',
      version: 1,
      regulation: this.#arbiter.regulationObject.header,
      start: setup.chess960 !== undefined ? { fen, chess960: setup.chess960 } : { fen },
      control: this.#publicControl(),
      events: events.slice(),
    };
  }

  /**
   * The game's control as handed out (`setup.control`, the saved log's `control`): a frozen copy,
   * made once, so no caller reaches the clock's own (which stays unfrozen: the engine is faster so).
   */
  #publicControl(): TimeControl | null {
    if (this.#control === undefined) {
      const control = this.#arbiter.setup.control;
      this.#control = control ? freezeDeep(copyData(control) as TimeControl) : null;
    }
    return this.#control;
  }

  /** The moves as the state lists them, each made once (see {@link PlayedMoves}). */
  protected get playedMoves(): readonly PlayedMove[] {
    return this.#played.list();
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
