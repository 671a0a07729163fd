// The arbiter: applies each event to a draft of the derived state, and commits it only whole.
import type { ByColor, Color } from '@chesslaws/board';
import { type ClockView, classifyTimeControl, type TimeCategory } from '@chesslaws/clock';
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { RulesError } from '../errors.js';
import type { GameEvent, GameEventType } from '../game/events.js';
import type { BoardMove } from '../game/played.js';
import type { GameOutcome, Ruling } from '../game/ruling.js';
import { say } from '../messages.js';
import type { DrawOffer, GameSetup, Touch } from '../pluginApi/context.js';
import { type Handlers, HookRunner } from '../pluginApi/hookRunner.js';
import type { ClaimSpec, Plugin } from '../pluginApi/plugin.js';
import type { Regulation } from '../regulation/regulation.js';
import { type ContextSource, PluginContext } from './context.js';
import { endGame } from './end.js';
import type { Draft, Facts } from './facts.js';
import { GameClock } from './gameClock.js';
import { HANDLERS } from './handlers/index.js';
import { Ledger } from './ledger.js';
import { initialStates, type Reducer, reduceStates } from './pluginStates.js';
import { fail, refusal } from './refuse.js';
import { type EventPlan, planOf, type ResolvedPlugins, resolvePlugins } from './resolved.js';
import { StitchedHistories } from './stitchedHistory.js';

/** What the hooks are asked about: the event (or none), its index, and the instant. */
type Call = { readonly event: GameEvent | undefined; readonly index: number; readonly at?: number };

const IDLE: Call = { event: undefined, index: -1 };

/** A game's setup once the variant has set the start position. */
export type ResolvedSetup = Readonly<GameSetup> & { readonly position: Position };

/**
 * The arbiter of one game: folds events into the derived state, one at a time, consulting
 * the regulation's plugins (resolved for the game's time category). Both live actions and a
 * replayed log go through {@link Arbiter.apply}, which applies the event to a draft and
 * commits it only when the whole event (every hook, every plugin's state, `onEvent`)
 * succeeded; otherwise the log and the state are exactly as before.
 */
export class Arbiter implements ContextSource {
  readonly #regulation: Regulation;
  readonly #setup: ResolvedSetup;
  readonly #category: TimeCategory | undefined;
  readonly #plugins: readonly Plugin[];
  readonly #hooks: HookRunner;
  // The two hooks asked at every move, their handlers found once.
  readonly #adjudicators: Handlers;
  readonly #offerKeepers: Handlers;
  readonly #contexts: readonly PluginContext[];
  readonly #stateful: readonly Reducer[];
  readonly #clock: GameClock | undefined;
  readonly #initialClock: ClockView | undefined;
  /** The plugins resolved for the game's category, and what is looked up in them. */
  readonly #resolved: ResolvedPlugins;
  readonly #ledger = new Ledger();
  #committed: Facts;
  #current: Facts;
  #call: Call = IDLE;
  /** The call of the event being applied: one object per game, rewritten by each event. */
  readonly #applying = { event: undefined as GameEvent | undefined, index: -1 };

  private constructor(
    regulation: Regulation,
    setup: ResolvedSetup,
    category: TimeCategory | undefined,
  ) {
    this.#regulation = regulation;
    this.#setup = setup;
    this.#category = category;
    const resolved = resolvePlugins(regulation, category);
    const plugins = resolved.plugins;
    this.#plugins = plugins;
    const contexts = plugins.map((_, slot) => new PluginContext(this, slot));
    this.#contexts = contexts;
    this.#stateful = resolved.stateful;
    this.#hooks = new HookRunner(plugins, contexts);
    this.#adjudicators = this.#hooks.handlersOf('adjudicate');
    this.#offerKeepers = this.#hooks.handlersOf('standingOffer');
    this.#resolved = resolved;
    this.#committed = this.#current = {
      started: false,
      outcome: undefined,
      history: PositionHistory.fromPosition(setup.position),
      prior: undefined,
      playedFrom: { position: setup.position, ply: 0 },
      illegalMoves: { white: 0, black: 0 },
      touches: [],
      mustPlay: undefined,
      pendingIllegal: undefined,
      stood: [],
      awaiting: undefined,
      flagsJudged: 0,
      states: initialStates(plugins, setup),
      offer: undefined,
    };
    if (setup.control) {
      const clock = GameClock.create(setup.control, () => this.#now);
      if (clock instanceof GameClock) this.#clock = clock;
      else
        throw new RulesError(
          'ERR_RULES_START',
          say.control.wrong(say.control.what, clock.message),
          {
            field: 'clock',
          },
        );
    }
    this.#initialClock = this.#clock?.view(0);
  }

  /**
   * An arbiter for `regulation` from a start the caller resolved: the `setup` hooks run, the
   * variant sets the start position, the plugins are resolved for the control's category.
   */
  static create(regulation: Regulation, initial: GameSetup): Arbiter | RulesError {
    try {
      const setup = new HookRunner(regulation.plugins).sequential('setup', initial).value;
      if (!setup.position) return fail('ERR_RULES_START', say.noVariant(regulation.name));
      const category = setup.control ? classifyTimeControl(setup.control) : undefined;
      return new Arbiter(regulation, setup as ResolvedSetup, category);
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
  }

  // ---- what the game, the contexts and the handlers read (the current state) ----

  /** The regulation. */
  get regulation(): Regulation {
    return this.#regulation;
  }
  /** The game's setup. */
  get setup(): ResolvedSetup {
    return this.#setup;
  }
  /** The time category of the game's control. */
  get category(): TimeCategory | undefined {
    return this.#category;
  }
  /** The plugins as they apply in this game. */
  get plugins(): readonly Plugin[] {
    return this.#plugins;
  }
  /** The hooks, with each plugin's context. */
  get hooks(): HookRunner {
    return this.#hooks;
  }
  /** Asks the plugins whether the position just reached ends the game (the `adjudicate` hook). */
  adjudication(): ReturnType<HookRunner['firstOnContext']> {
    return this.#hooks.firstOnContext(this.#adjudicators, 'adjudicate');
  }
  /** The clock, when the game has one. */
  get clock(): GameClock | undefined {
    return this.#clock;
  }
  /** Both clocks before the first move. */
  get initialClock(): ClockView | undefined {
    return this.#initialClock;
  }
  /** The log. */
  get events(): readonly GameEvent[] {
    return this.#ledger.events;
  }
  /** The moves made. */
  get moves(): readonly BoardMove[] {
    return this.#ledger.moves;
  }
  /** The rulings. */
  get rulings(): readonly Ruling[] {
    return this.#ledger.rulings;
  }
  /** The lists handlers add to (and, for a takeback, take from). */
  get ledger(): Ledger {
    return this.#ledger;
  }
  /** The state between events (the draft while one is applied). */
  get facts(): Facts {
    return this.#current;
  }
  /** The event being judged, its index, and the instant asked about. */
  get call(): Call {
    return this.#call;
  }
  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  get position(): ReadonlyPosition {
    return this.#current.pendingIllegal?.position ?? this.#current.history.current;
  }
  /** The side to move. */
  get turn(): Color {
    return this.position.turn;
  }
  /** The repetition history, across an illegal move that stood. */
  get history(): PositionHistory {
    const { prior, history } = this.#current;
    // Made on first need: only a game where an illegal move stood has a prior.
    return prior ? (this.#stitched ??= new StitchedHistories()).of(prior, history) : history;
  }
  #stitched: StitchedHistories | undefined;

  get illegalMoves(): Readonly<ByColor<number>> {
    return this.#current.illegalMoves;
  }
  get touches(): readonly Touch[] {
    return this.#current.touches;
  }
  get outcome(): GameOutcome | undefined {
    return this.#current.outcome;
  }
  /** Both clocks at `at` (default: the last event's instant). */
  clockView(at?: number): ClockView | undefined {
    return this.#clock?.view(at ?? this.#now);
  }
  /** The draw offer that stands (as the plugin that keeps offers said after the last event). */
  standingOffer(): DrawOffer | undefined {
    return this.#current.outcome ? undefined : this.#current.offer;
  }
  /** The state of the plugin at `slot`. */
  state(slot: number): unknown {
    return this.#current.states[slot];
  }
  /** The claim kind `kind` and the plugin that declares it, if one does. */
  claimSpec(kind: string): { readonly spec: ClaimSpec; readonly plugin: string } | undefined {
    return this.#resolved.claims.get(kind);
  }
  /** The plugins resolved for the game's category: their claim kinds, rules, event plans. */
  get resolved(): ResolvedPlugins {
    return this.#resolved;
  }
  /** `id` if a plugin puts that rule in force: a refusal on the facts cites no rule that is not. */
  cite(id: string): string | undefined {
    return this.#resolved.inForce.has(id) ? id : undefined;
  }
  /** What an event of `type` asks of the plugins. */
  plan(type: string): EventPlan {
    return planOf(this.#resolved, type);
  }
  /** Whether some plugin gives events of `type` a meaning. */
  handles(type: GameEventType): boolean {
    return this.#resolved.handled.has(type);
  }

  /**
   * Runs `fn` with hooks seeing `event` as the event judged (a dry run, or a move inside an
   * event); without an event, `at` is the instant their `clock()` shows (a query asked now).
   */
  judging<T>(event: GameEvent | undefined, fn: () => T, at?: number): T {
    const call = this.#call;
    const index = call === IDLE ? this.#ledger.events.length : call.index;
    this.#call = at === undefined ? { event, index } : { event, index, at };
    try {
      return fn();
    } finally {
      this.#call = call;
    }
  }

  // ---- what the handlers change (the draft only) ----

  /** The draft being applied, copied from the committed facts on its first write; handlers write it. */
  get draft(): Draft {
    if (this.#current === this.#committed) this.#current = { ...this.#committed };
    return this.#current as Draft;
  }

  /** The instant of the event being applied (of the last event, between events). */
  get now(): number {
    return this.#now;
  }
  #now = 0;

  /** Takes the last move back from the history; a dropped draft plays it again. */
  undoOnHistory(): void {
    const history = this.#current.history;
    const move = history.undo();
    if (move) this.#ledger.onRollback(() => history.play(move));
  }

  // ---- applying an event ----

  /** Applies `event` as the log's next one, or says why it cannot happen (changing nothing). */
  apply(event: GameEvent): RulesError | undefined {
    const base = this.#committed;
    const previous = this.#now;
    if (event.at < previous) return fail('ERR_RULES_LOG', say.outOfOrder(event.at, previous));
    if (base.outcome)
      return fail('ERR_RULES_GAME_OVER', say.gameOver(base.outcome.reason), {
        rule: base.outcome.byRule,
        plugin: base.outcome.plugin,
      });
    if (event.type !== 'start' && !base.started && this.#clock)
      return fail('ERR_RULES_CLOCK', say.notStarted);
    // Where everything stood, as plain numbers: an object is built only for a rollback.
    const ledger = this.#ledger;
    const moves = ledger.moves.length;
    const rulings = ledger.rulings.length;
    const presses = ledger.presses;
    const positions = base.history.length;
    const clock = this.#clock?.count ?? 0;
    // Copy-on-write: the draft is copied from the committed facts on its first write.
    this.#now = event.at;
    this.#applying.event = event;
    this.#applying.index = this.#ledger.events.length;
    this.#call = this.#applying;
    const plan = this.plan(event.type);
    let committed = false;
    try {
      const problem =
        refusal(this, event, plan) ??
        HANDLERS[event.type](this, event as never) ??
        this.#finish(event, plan);
      if (problem) return problem;
      this.#ledger.commit(event);
      this.#committed = this.#current;
      committed = true;
      return undefined;
    } catch (e) {
      if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = undefined;
      // Refused or thrown: back to where everything stood.
      if (!committed) {
        ledger.rollback({ moves, rulings, presses });
        this.#now = previous;
        if (base.history.length > positions) base.history.cutAt(positions - 1);
        this.#clock?.rollback(clock);
        this.#current = base;
      }
    }
  }

  /** After the handler: the outcome an event brings about, every plugin's state, `onEvent`. */
  #finish(event: GameEvent, plan: EventPlan): undefined {
    if (!this.#current.outcome && !plan.judgedElsewhere) {
      const answer = this.#hooks.firstIn(plan.outcomeOf, 'outcomeOf', event);
      if (answer) this.end(answer.value.outcome, answer.plugin, answer.value.cause);
    }
    const states = reduceStates(this.#stateful, this.#current.states, event, this.#contexts);
    if (states !== this.#current.states) this.draft.states = states;
    // Asked once per event, inside it: a plugin that fails here drops the event, not a query.
    const offer = this.#hooks.firstOnContext(this.#offerKeepers, 'standingOffer')?.value;
    if (offer !== this.#current.offer) this.draft.offer = offer;
    this.#hooks.notifyIn(plan.onEvent, 'onEvent', event);
    return undefined;
  }

  /** The start position may already be over (a mate set up from a FEN): asked once, before any event. */
  adjudicateStart(): void {
    const base = this.#committed;
    const mark = this.#ledger.mark();
    this.#current = { ...base };
    this.#call = { event: undefined, index: -1 };
    try {
      const answer = this.adjudication();
      if (answer) this.end(answer.value, answer.plugin);
      this.#committed = this.#current;
    } catch (e) {
      this.#current = base;
      this.#ledger.rollback(mark);
      this.#clock?.rollback(0);
      throw e;
    } finally {
      this.#call = IDLE;
    }
  }

  /**
   * Runs `fn` on a scratch state at the position `history` ends in, then forgets it: the
   * plugins judge a position of a move list (`reviewMoves`) as they would in a game.
   */
  atPosition<T>(history: PositionHistory, fn: () => T): T {
    const base = this.#committed;
    const mark = this.#ledger.mark();
    this.#current = { ...base, history, prior: undefined };
    this.#call = { event: undefined, index: -1 };
    this.#reviewing = true;
    try {
      return fn();
    } finally {
      this.#ledger.rollback(mark);
      this.#current = base;
      this.#call = IDLE;
      this.#reviewing = false;
    }
  }
  #reviewing = false;

  /** Whether the state is a scratch one of {@link atPosition} (no plugin is told of an outcome then). */
  get reviewing(): boolean {
    return this.#reviewing;
  }

  /** Ends the game (see `end.ts`); set by the handlers' module to keep this file to its concept. */
  end(outcome: Parameters<typeof endGame>[1], plugin: string, cause?: string, at?: number): void {
    endGame(this, outcome, plugin, cause, at);
  }
}
