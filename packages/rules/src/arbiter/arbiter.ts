// The arbiter: applies each event through a transaction, and commits it only whole.
import type { ByColor, Color } from '@chesslaws/board';
import {
  type Adjustment,
  type ClockSettings,
  type ClockView,
  classifyTimeControl,
  type TimeCategory,
} from '@chesslaws/clock';
import {
  decodeMove,
  MOVE_CASTLING,
  MOVE_DROP,
  MOVE_KIND_MASK,
  makeUci,
  type Position,
  type ReadonlyPosition,
} from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { firstUnjudged, judgeFallenFlag } from '../events/flag.js';
import type { GameEvent, GameEventType } from '../events/index.js';
import { fail } from '../events/steps.js';
import type { Answer, ClockChange, Transaction, TransactionClock } from '../events/transaction.js';
import { formatMessage } from '../messages/formatMessage.js';
import { asMessage, type Message } from '../messages/message.js';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import type {
  ClaimDecision,
  ClaimPenalty,
  ClaimRequest,
  ClaimSpec,
  ClaimVerdict,
  FlagReport,
  FlagRuling,
  IllegalMoveDecision,
  IllegalMoveReport,
  Refusal,
} from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import type { Draft, Facts } from '../model/facts.js';
import type { GameOutcome, RuledOutcome, Ruling } from '../model/outcome.js';
import type { BoardMove } from '../model/played.js';
import type { DrawOffer, GameSetup, Touch } from '../model/setup.js';
import type { Plugin } from '../plugin/plugin.js';
import type { Regulation } from '../regulation/regulation.js';
import { type ContextSource, PluginContext } from './context.js';
import { endGame, rulingOf } from './end.js';
import { GameClock } from './gameClock.js';
import { HookRunner } from './hookRunner.js';
import { Ledger } from './ledger.js';
import { initialStates, type Reducer, reduceStates } from './pluginStates.js';
import { type EventPlan, planOf, type ResolvedPlugins, resolvePlugins } from './resolved.js';
import { priorOf, StitchedHistories } from './stitchedHistory.js';

/** What the hooks are asked about: the event (or none), its index, and the instant. */
type Call = { readonly event: GameEvent | undefined; readonly index: number; readonly at?: number };

const IDLE: Call = { event: undefined, index: -1 };

/** A game's setup once the variant has set the start position. */
export type ResolvedSetup = Readonly<GameSetup> & { readonly position: Position };

/** No press: a game without a clock, or a frozen one. */
const NO_PRESS = { clock: undefined, spent: undefined } as const;

/** The answer `apply` gives when a flag that fell before the event ends the game. */
export const FLAG_ENDED = 'flag-ended' as const;

/**
 * The arbiter of one game: folds events into the derived state, one at a time, consulting
 * the regulation's plugins (resolved for the game's time category). Both live actions and a
 * replayed log go through {@link Arbiter.apply}, which applies the event through the
 * {@link Transaction} its kind's `apply` sees, and commits it only when the whole event
 * (every hook, every plugin's state, `onEvent`) succeeded; otherwise the log and the state
 * are exactly as before ({@link Arbiter.rollback}, the one way back).
 */
export class Arbiter implements ContextSource, Transaction {
  readonly #regulation: Regulation;
  readonly #setup: ResolvedSetup;
  readonly #category: TimeCategory | undefined;
  readonly #hooks: HookRunner;
  readonly #contexts: readonly PluginContext[];
  readonly #stateful: readonly Reducer[];
  readonly #clock: GameClock | undefined;
  readonly #txClock: TransactionClock | undefined;
  readonly #initialClock: ClockView | undefined;
  /** The plugins resolved for the game's category, and what is looked up in them. */
  readonly #resolved: ResolvedPlugins;
  readonly #ledger = new Ledger();
  #committed: Facts;
  #current: Facts;
  #call: Call = IDLE;
  /** The call of the event being applied: one object per game, rewritten by each event. */
  readonly #applying = { event: undefined as GameEvent | undefined, index: -1 };
  /** Where everything stood before the event being applied (plain numbers, no object per event). */
  #mark = { moves: 0, rulings: 0, presses: 0, positions: 0, clock: 0, now: 0 };

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
    const contexts = plugins.map((_, slot) => new PluginContext(this, slot));
    this.#contexts = contexts;
    this.#stateful = resolved.stateful;
    this.#hooks = new HookRunner(plugins, contexts);
    this.#resolved = resolved;
    this.#committed = this.#current = {
      started: false,
      outcome: undefined,
      history: PositionHistory.fromPosition(setup.position),
      prior: undefined,
      playedFrom: { position: setup.position, ply: 0 },
      illegalMoves: { white: 0, black: 0 },
      touches: [],
      bound: undefined,
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
      if (!(clock instanceof GameClock))
        throw new RulesError(
          'ERR_RULES_START',
          say.control.wrong(say.control.what, clock.message),
          { field: 'clock' },
        );
      this.#clock = clock;
      this.#txClock = this.#transactionClock(clock);
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
      if (!setup.position) return new RulesError('ERR_RULES_START', say.noVariant(regulation.name));
      const category = setup.control ? classifyTimeControl(setup.control) : undefined;
      return new Arbiter(regulation, setup as ResolvedSetup, category);
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
  }

  // ---- what the game, the contexts and the transaction read (the current state) ----

  /** The regulation. */
  get regulationObject(): Regulation {
    return this.#regulation;
  }
  /** The regulation's name (what refusals name). */
  get regulation(): string {
    return this.#regulation.name;
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
    return this.#resolved.plugins;
  }
  /** The hooks, with each plugin's context. */
  get hooks(): HookRunner {
    return this.#hooks;
  }
  /** The clock as an event changes it, when the game has one. */
  get clock(): TransactionClock | undefined {
    return this.#txClock;
  }
  /** Both clocks before the first move. */
  get initialClock(): ClockView | undefined {
    return this.#initialClock;
  }
  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at: number): number | undefined {
    return this.#clock?.flagFallAt(at);
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
  /** The state between events (the draft while one is applied). */
  get facts(): Facts {
    return this.#current;
  }
  /** The event being judged, its index, and the instant asked about. */
  get call(): Call {
    return this.#call;
  }
  /** The index of the event being applied (the log's length between events). */
  get index(): number {
    return this.#call === IDLE ? this.#ledger.events.length : this.#call.index;
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

  /** The first flag on the clock at `at` that the rules have not judged yet. */
  unjudgedFlag(at: number): { side: Color; at: number; final: boolean } | undefined {
    const clock = this.#clock;
    const facts = this.#current;
    if (!clock || facts.outcome || !facts.started) return undefined;
    const when = Math.max(at, this.#now);
    if (clock.noNewFlag(when, facts.flagsJudged)) return undefined;
    return firstUnjudged(clock.view(when), facts);
  }

  /**
   * Runs `fn` with hooks seeing `event` as the event judged (a dry run, or a move inside an
   * event); without an event, `at` is the instant their `clock()` shows (a query asked now).
   */
  judging<T>(event: GameEvent | undefined, fn: () => T, at?: number): T {
    const call = this.#call;
    const index = this.index;
    this.#call = at === undefined ? { event, index } : { event, index, at };
    try {
      return fn();
    } finally {
      this.#call = call;
    }
  }

  /** Whether a plugin refuses `event` (`judgeAction`), or no plugin gives its type a meaning. */
  refusal(
    event: GameEvent,
    plan: EventPlan = this.plan(event.type),
  ): Answer<Refusal> | 'unhandled' | undefined {
    if (plan.unrefusable) return undefined;
    const answer = this.#hooks.first('judgeAction', event);
    if (answer) return answer;
    return plan.handled ? undefined : 'unhandled';
  }

  // ---- the transaction: what an event's `apply` may change ----

  /** The instant of the event being applied (of the last event, between events). */
  get now(): number {
    return this.#now;
  }
  #now = 0;

  set<K extends keyof Draft>(key: K, value: Draft[K]): void {
    if (this.#current === this.#committed) this.#current = { ...this.#committed };
    (this.#current as Draft)[key] = value;
  }

  press(side: Color): { clock: number; spent: number } | RulesError | undefined {
    const clock = this.#clock;
    if (!clock) return undefined;
    // A flag fell and the rules let play go on (until it is called): the frozen clock stays frozen.
    if (clock.status(this.#now) === 'frozen') return undefined;
    const own = clock.press(side);
    if (own instanceof Error)
      return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: own.message }));
    return { clock: own.time, spent: own.thinking - this.#ledger.addPress(side, own.thinking) };
  }

  play(code: number, uci: string): RulesError | undefined {
    if (this.#current.pendingIllegal) this.#illegalMoveStands();
    const pos = this.position;
    const mover = pos.turn;
    const pressed = this.press(mover);
    if (pressed instanceof RulesError) return pressed;
    const written = uciOf(pos, code, uci);
    // Checked legal on this very position: played without the test again. The move is handed
    // out with the state, so it is frozen (the history only reads it back).
    const move = Object.freeze(this.#current.history.make(code));
    const index = this.#call.index;
    const at = this.#now;
    const { clock, spent } = pressed ?? NO_PRESS;
    this.#ledger.addMove(
      Object.freeze(
        clock === undefined
          ? { move, uci: written, side: mover, event: index, at }
          : { move, uci: written, side: mover, event: index, at, clock, spent },
      ),
    );
    // Written only when there is something to clear: a plain move copies no facts.
    if (this.#current.touches.length > 0) this.set('touches', []);
    if (this.#current.mustPlay) this.set('mustPlay', undefined);
    if (this.#current.bound) this.set('bound', undefined);
    this.adjudicate();
    return undefined;
  }

  /** Asks the plugins whether the position just reached ends the game, and ends it if so. */
  adjudicate(): void {
    const answer = this.#hooks.first('adjudicate');
    if (answer) this.end(answer.value, answer.plugin);
  }

  /**
   * The opponent played on: the pending illegal move stands and the game goes on from the
   * position it left (L-A.5.2). The positions before it still count for repetitions.
   */
  #illegalMoveStands(): void {
    const facts = this.#current;
    const pending = facts.pendingIllegal!;
    this.set('prior', priorOf(facts.prior, facts.history));
    this.set('history', PositionHistory.fromPosition(pending.position!));
    this.set('playedFrom', { position: pending.position!, ply: this.moves.length });
    const { offender, move, event, rule, plugin } = pending;
    this.set('stood', [
      ...facts.stood,
      { offender, move, event, rule, plugin, position: pending.position!, ply: this.moves.length },
    ]);
    this.set('pendingIllegal', undefined);
    this.rule(
      'illegal-move-stood',
      pending.rule,
      pending.plugin,
      pending.offender,
      msg('illegal.stood', {
        side: pending.offender,
        move: moveParam(this.#committed.history.current, pending.move, 'lan'),
      }),
    );
  }

  takeBackMove(): void {
    const history = this.#current.history;
    const move = history.undo();
    if (move) this.#ledger.onRollback(() => history.play(move));
    this.#ledger.popMove();
  }

  unpress(): RulesError | undefined {
    const back = this.#clock?.takeBack();
    if (back && !back.ok)
      return fail(
        'ERR_RULES_CLOCK',
        msg('refusal.clockCannotTakeBack', { text: back.error.message }),
      );
    this.#ledger.popPress();
    return undefined;
  }

  adjustClocks(adjustments: readonly Adjustment[]): void {
    if (this.#clock && adjustments.length > 0) this.#clock.adjustAll(adjustments);
  }

  rule(
    kind: Ruling['kind'],
    rule: string,
    plugin: string,
    side: Color | undefined,
    message: Message,
    adjustments?: readonly Adjustment[],
  ): void {
    this.#ledger.addRuling(
      rulingOf(kind, rule, plugin, this.#call.index, side, message, adjustments),
    );
  }

  end(outcome: RuledOutcome, plugin: string, cause?: Message, at = this.#now): void {
    endGame(this, outcome, plugin, cause, at);
  }

  /** Records the outcome `endGame` built, with its ruling (the clock stopped). */
  recordOutcome(outcome: GameOutcome, ruling: Ruling): void {
    this.set('outcome', outcome);
    const clock = this.#clock;
    if (clock?.status(this.#now) === 'running') clock.pause();
    this.#ledger.addRuling(ruling);
  }

  refusesMove(uci: string): RulesError | undefined {
    const move = { type: 'move', at: this.#now, move: uci } as const;
    const answer = this.judging(move, () => this.#hooks.first('judgeAction', move));
    return answer && this.refusalError(answer);
  }
  judgeIllegalMove(report: IllegalMoveReport): Answer<IllegalMoveDecision> | undefined {
    return this.#hooks.first('judgeIllegalMove', report);
  }
  judgeClaim(request: ClaimRequest): Answer<ClaimVerdict> | undefined {
    return this.#hooks.first('judgeClaim', request);
  }
  penalizeClaim(decision: ClaimDecision): Answer<ClaimPenalty> | undefined {
    return this.#hooks.first('penalizeClaim', decision);
  }
  judgeFlag(report: FlagReport): Answer<FlagRuling> | undefined {
    return this.#hooks.first('judgeFlag', report);
  }

  // ---- applying an event ----

  /**
   * Applies `event` as the log's next one, or says why it cannot happen (changing nothing).
   * A flag that fell before the event is judged first, inside it; if it ends the game, the
   * event is dropped and the answer is {@link FLAG_ENDED}: the caller records the flag alone.
   */
  apply(event: GameEvent): RulesError | typeof FLAG_ENDED | undefined {
    const base = this.#committed;
    const previous = this.#now;
    if (event.at < previous)
      return fail('ERR_RULES_LOG', msg('refusal.outOfOrder', { at: event.at, previous }));
    if (base.outcome)
      return fail('ERR_RULES_GAME_OVER', msg('refusal.gameOver', { reason: base.outcome.reason }), {
        rule: base.outcome.byRule,
        plugin: base.outcome.plugin,
      });
    if (event.type !== 'start' && !base.started && this.#clock)
      return fail('ERR_RULES_CLOCK', msg('refusal.notStarted', {}));
    this.#begin(event);
    let committed = false;
    try {
      const flag =
        event.type === 'flag' || event.type === 'flags-down'
          ? undefined
          : this.#flagsBefore(event.at);
      if (flag) return flag;
      const plan = this.plan(event.type);
      const problem =
        this.#refused(event, plan) ?? plan.apply(this, event) ?? this.#finish(event, plan);
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
      if (!committed) this.rollback(base, previous);
    }
  }

  /** Notes where everything stands, and makes `event` the one the hooks judge. */
  #begin(event: GameEvent): void {
    const mark = this.#mark;
    mark.moves = this.#ledger.moves.length;
    mark.rulings = this.#ledger.rulings.length;
    mark.presses = this.#ledger.presses;
    mark.positions = this.#committed.history.length;
    mark.clock = this.#clock?.count ?? 0;
    this.#now = event.at;
    this.#applying.event = event;
    this.#applying.index = this.#ledger.events.length;
    this.#call = this.#applying;
  }

  /** Refused or thrown: back to where everything stood, in every list, the board and the clock. */
  rollback(base: Facts, previous: number): void {
    const mark = this.#mark;
    this.#ledger.rollback(mark);
    this.#now = previous;
    if (base.history.length > mark.positions) base.history.cutAt(mark.positions - 1);
    this.#clock?.rollback(mark.clock);
    this.#current = base;
  }

  /** Judges the flags that fell before `at`; {@link FLAG_ENDED} if one ends the game. */
  #flagsBefore(at: number): typeof FLAG_ENDED | undefined {
    for (let flag = this.unjudgedFlag(at); flag; flag = this.unjudgedFlag(at)) {
      judgeFallenFlag(this, flag, undefined);
      if (this.#current.outcome) return FLAG_ENDED;
    }
    return undefined;
  }

  /** A plugin's refusal, or no plugin giving the event's type a meaning, as the event's error. */
  #refused(event: GameEvent, plan: EventPlan): RulesError | undefined {
    const answer = this.refusal(event, plan);
    if (answer === undefined) return undefined;
    if (answer === 'unhandled')
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.unhandled', { regulation: this.#regulation.name, type: event.type }),
      );
    return this.refusalError(answer);
  }

  /** A plugin's refusal as the action's error: its words as data, in English with the rule. */
  refusalError(answer: Answer<Refusal>): RulesError {
    const reason = asMessage(answer.value.reason);
    return new RulesError(answer.value.code ?? 'ERR_RULES_REFUSED', reason, undefined, {
      rule: answer.value.rule,
      plugin: answer.plugin,
      english: this.english(reason),
    });
  }

  /** `message` in English, plugins' own keys included. */
  english(message: Message): string {
    return formatMessage(message, { plugins: this.#resolved.plugins });
  }

  /** After `apply`: the outcome an event brings about, every plugin's state, `onEvent`. */
  #finish(event: GameEvent, plan: EventPlan): undefined {
    if (!this.#current.outcome && !plan.judgedElsewhere) {
      const answer = this.#hooks.first('outcomeOf', event);
      if (answer) {
        const cause = answer.value.cause;
        this.end(
          answer.value.outcome,
          answer.plugin,
          cause === undefined ? undefined : asMessage(cause),
        );
      }
    }
    const states = reduceStates(this.#stateful, this.#current.states, event, this.#contexts);
    if (states !== this.#current.states) this.set('states', states);
    // Asked once per event, inside it: a plugin that fails here drops the event, not a query.
    const offer = this.#hooks.first('standingOffer')?.value;
    if (offer !== this.#current.offer) this.set('offer', offer);
    this.#hooks.notify('onEvent', event);
    return undefined;
  }

  /** The start position may already be over (a mate set up from a FEN): asked once, before any event. */
  adjudicateStart(): void {
    const base = this.#committed;
    this.#begin({ type: 'start', at: 0 });
    this.#call = { event: undefined, index: -1 };
    try {
      this.adjudicate();
      this.#committed = this.#current;
    } catch (e) {
      this.rollback(base, 0);
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = undefined;
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

  /** The clock as the transaction hands it to an event: every change counted for a rollback. */
  #transactionClock(clock: GameClock): TransactionClock {
    const now = () => this.#now;
    return {
      view: (at?: number) => clock.view(at ?? now()),
      status: () => clock.status(now()),
      start: (side) => clock.start(side) as ClockChange,
      takeBack: () => clock.takeBack() as ClockChange,
      pause: () => clock.pause() as ClockChange,
      resume: () => clock.resume() as ClockChange,
      adjust: (side, ms) => clock.adjust(side, ms) as ClockChange,
      set: (settings: ClockSettings) => clock.set(settings) as ClockChange,
      flagsDown: () => clock.flagsDown() as ClockChange,
    };
  }
}

/**
 * The UCI of the legal move `code`, read from `text`: `text` itself, which parsed as exactly
 * this move, unless the move may be written another way (castling: king onto rook or two
 * squares; a drop's letter), which is then written anew.
 */
function uciOf(pos: ReadonlyPosition, code: number, text: string): string {
  const plain = (code & MOVE_KIND_MASK) !== MOVE_CASTLING && (code & MOVE_DROP) === 0;
  return plain ? text : makeUci(pos, decodeMove(code));
}
