import { classifyTimeControl } from '@chesslaws/clock';
import { decodeMove, MOVE_CASTLING, MOVE_DROP, MOVE_KIND_MASK, makeUci } from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { firstUnjudged, judgeFallenFlag } from '../events/flag.js';
import { fail } from '../events/steps.js';
import { formatMessage } from '../messages/formatMessage.js';
import { asMessage } from '../messages/message.js';
import { moveParam } from '../messages/moveParam.js';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { PluginContext } from './context.js';
import { endGame, rulingOf } from './end.js';
import { GameClock } from './gameClock.js';
import { HookRunner } from './hookRunner.js';
import { Ledger } from './ledger.js';
import { initialStates, reduceStates } from './pluginStates.js';
import { planOf, resolvePlugins } from './resolved.js';
import { priorOf, StitchedHistories } from './stitchedHistory.js';

const IDLE = { event: void 0, index: -1 };
const NO_PRESS = { clock: void 0, spent: void 0 };
const FLAG_ENDED = 'flag-ended';
class Arbiter {
  #regulation;
  #setup;
  #category;
  #hooks;
  #contexts;
  #stateful;
  #clock;
  #txClock;
  #initialClock;
  /** The plugins resolved for the game's category, and what is looked up in them. */
  #resolved;
  #ledger = new Ledger();
  #committed;
  #current;
  #call = IDLE;
  /** The call of the event being applied: one object per game, rewritten by each event. */
  #applying = { event: void 0, index: -1 };
  /** Where everything stood before the event being applied (plain numbers, no object per event). */
  #mark = { moves: 0, rulings: 0, presses: 0, positions: 0, clock: 0, now: 0 };
  constructor(regulation, setup, category) {
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
      outcome: void 0,
      history: PositionHistory.fromPosition(setup.position),
      prior: void 0,
      playedFrom: { position: setup.position, ply: 0 },
      illegalMoves: { white: 0, black: 0 },
      touches: [],
      bound: void 0,
      mustPlay: void 0,
      pendingIllegal: void 0,
      awaiting: void 0,
      flagsJudged: 0,
      states: initialStates(plugins, setup),
      offer: void 0,
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
  static create(regulation, initial) {
    try {
      const setup = new HookRunner(regulation.plugins).sequential('setup', initial).value;
      if (!setup.position) return new RulesError('ERR_RULES_START', say.noVariant(regulation.name));
      const category = setup.control ? classifyTimeControl(setup.control) : void 0;
      return new Arbiter(regulation, setup, category);
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
  }
  // ---- what the game, the contexts and the transaction read (the current state) ----
  /** The regulation. */
  get regulationObject() {
    return this.#regulation;
  }
  /** The regulation's name (what refusals name). */
  get regulation() {
    return this.#regulation.name;
  }
  /** The game's setup. */
  get setup() {
    return this.#setup;
  }
  /** The time category of the game's control. */
  get category() {
    return this.#category;
  }
  /** The plugins as they apply in this game. */
  get plugins() {
    return this.#resolved.plugins;
  }
  /** The hooks, with each plugin's context. */
  get hooks() {
    return this.#hooks;
  }
  /** The clock as an event changes it, when the game has one. */
  get clock() {
    return this.#txClock;
  }
  /** Both clocks before the first move. */
  get initialClock() {
    return this.#initialClock;
  }
  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at) {
    return this.#clock?.flagFallAt(at);
  }
  /** The log. */
  get events() {
    return this.#ledger.events;
  }
  /** The moves made. */
  get moves() {
    return this.#ledger.moves;
  }
  /** The rulings. */
  get rulings() {
    return this.#ledger.rulings;
  }
  /** The state between events (the draft while one is applied). */
  get facts() {
    return this.#current;
  }
  /** The event being judged, its index, and the instant asked about. */
  get call() {
    return this.#call;
  }
  /** The index of the event being applied (the log's length between events). */
  get index() {
    return this.#call === IDLE ? this.#ledger.events.length : this.#call.index;
  }
  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  get position() {
    return this.#current.pendingIllegal?.position ?? this.#current.history.current;
  }
  /** The side to move. */
  get turn() {
    return this.position.turn;
  }
  /** The repetition history, across an illegal move that stood. */
  get history() {
    const { prior, history } = this.#current;
    return prior ? (this.#stitched ??= new StitchedHistories()).of(prior, history) : history;
  }
  #stitched;
  get illegalMoves() {
    return this.#current.illegalMoves;
  }
  get touches() {
    return this.#current.touches;
  }
  get outcome() {
    return this.#current.outcome;
  }
  /** Both clocks at `at` (default: the last event's instant). */
  clockView(at) {
    return this.#clock?.view(at ?? this.#now);
  }
  /** The draw offer that stands (as the plugin that keeps offers said after the last event). */
  standingOffer() {
    return this.#current.outcome ? void 0 : this.#current.offer;
  }
  /** The state of the plugin at `slot`. */
  state(slot) {
    return this.#current.states[slot];
  }
  /** The claim kind `kind` and the plugin that declares it, if one does. */
  claimSpec(kind) {
    return this.#resolved.claims.get(kind);
  }
  /** The plugins resolved for the game's category: their claim kinds, rules, event plans. */
  get resolved() {
    return this.#resolved;
  }
  /** `id` if a plugin puts that rule in force: a refusal on the facts cites no rule that is not. */
  cite(id) {
    return this.#resolved.inForce.has(id) ? id : void 0;
  }
  /** What an event of `type` asks of the plugins. */
  plan(type) {
    return planOf(this.#resolved, type);
  }
  /** Whether some plugin gives events of `type` a meaning. */
  handles(type) {
    return this.#resolved.handled.has(type);
  }
  /** The first flag on the clock at `at` that the rules have not judged yet. */
  unjudgedFlag(at) {
    const clock = this.#clock;
    const facts = this.#current;
    if (!clock || facts.outcome || !facts.started) return void 0;
    const when = Math.max(at, this.#now);
    if (clock.noNewFlag(when, facts.flagsJudged)) return void 0;
    return firstUnjudged(clock.view(when), facts);
  }
  /**
   * Runs `fn` with hooks seeing `event` as the event judged (a dry run, or a move inside an
   * event); without an event, `at` is the instant their `clock()` shows (a query asked now).
   */
  judging(event, fn, at) {
    const call = this.#call;
    const index = this.index;
    this.#call = at === void 0 ? { event, index } : { event, index, at };
    try {
      return fn();
    } finally {
      this.#call = call;
    }
  }
  /** Whether a plugin refuses `event` (`judgeAction`), or no plugin gives its type a meaning. */
  refusal(event, plan = this.plan(event.type)) {
    if (plan.unrefusable) return void 0;
    const answer = this.#hooks.first('judgeAction', event);
    if (answer) return answer;
    return plan.handled ? void 0 : 'unhandled';
  }
  // ---- the transaction: what an event's `apply` may change ----
  /** The instant of the event being applied (of the last event, between events). */
  get now() {
    return this.#now;
  }
  #now = 0;
  set(key, value) {
    if (this.#current === this.#committed) this.#current = { ...this.#committed };
    this.#current[key] = value;
  }
  press(side) {
    const clock = this.#clock;
    if (!clock) return void 0;
    if (clock.status(this.#now) === 'frozen') return void 0;
    const pressed = clock.press(side);
    if (!pressed.ok)
      return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: pressed.error.message }));
    const own = pressed.value[side];
    return { clock: own.time, spent: own.thinking - this.#ledger.addPress(side, own.thinking) };
  }
  play(code, uci) {
    if (this.#current.pendingIllegal) this.#illegalMoveStands();
    const pos = this.position;
    const mover = pos.turn;
    const pressed = this.press(mover);
    if (pressed instanceof RulesError) return pressed;
    const written = uciOf(pos, code, uci);
    const move = Object.freeze(this.#current.history.make(code));
    const index = this.#call.index;
    const at = this.#now;
    const { clock, spent } = pressed ?? NO_PRESS;
    this.#ledger.addMove(
      Object.freeze(
        clock === void 0
          ? { move, uci: written, side: mover, event: index, at }
          : { move, uci: written, side: mover, event: index, at, clock, spent },
      ),
    );
    if (this.#current.touches.length > 0) this.set('touches', []);
    if (this.#current.mustPlay) this.set('mustPlay', void 0);
    if (this.#current.bound) this.set('bound', void 0);
    this.adjudicate();
    return void 0;
  }
  /** Asks the plugins whether the position just reached ends the game, and ends it if so. */
  adjudicate() {
    const answer = this.#hooks.first('adjudicate');
    if (answer) this.end(answer.value, answer.plugin);
  }
  /**
   * The opponent played on: the pending illegal move stands and the game goes on from the
   * position it left (L-A.5.2). The positions before it still count for repetitions.
   */
  #illegalMoveStands() {
    const facts = this.#current;
    const pending = facts.pendingIllegal;
    this.set('prior', priorOf(facts.prior, facts.history));
    this.set('history', PositionHistory.fromPosition(pending.position));
    this.set('playedFrom', { position: pending.position, ply: this.moves.length });
    this.set('pendingIllegal', void 0);
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
  takeBackMove() {
    const history = this.#current.history;
    const move = history.undo();
    if (move) this.#ledger.onRollback(() => history.play(move));
    this.#ledger.popMove();
  }
  unpress() {
    const back = this.#clock?.takeBack();
    if (back && !back.ok)
      return fail(
        'ERR_RULES_CLOCK',
        msg('refusal.clockCannotTakeBack', { text: back.error.message }),
      );
    this.#ledger.popPress();
    return void 0;
  }
  adjustClocks(adjustments) {
    if (this.#clock && adjustments.length > 0) this.#clock.adjustAll(adjustments);
  }
  rule(kind, rule, plugin, side, message, adjustments) {
    this.#ledger.addRuling(
      rulingOf(kind, rule, plugin, this.#call.index, side, message, adjustments),
    );
  }
  end(outcome, plugin, cause, at = this.#now) {
    endGame(this, outcome, plugin, cause, at);
  }
  /** Records the outcome `endGame` built, with its ruling (the clock stopped). */
  recordOutcome(outcome, ruling) {
    this.set('outcome', outcome);
    const clock = this.#clock;
    if (clock?.status(this.#now) === 'running') clock.pause();
    this.#ledger.addRuling(ruling);
  }
  refusesMove(uci) {
    const move = { type: 'move', at: this.#now, move: uci };
    const answer = this.judging(move, () => this.#hooks.first('judgeAction', move));
    return answer && this.refusalError(answer);
  }
  judgeIllegalMove(report) {
    return this.#hooks.first('judgeIllegalMove', report);
  }
  judgeClaim(request) {
    return this.#hooks.first('judgeClaim', request);
  }
  penalizeClaim(decision) {
    return this.#hooks.first('penalizeClaim', decision);
  }
  judgeFlag(report) {
    return this.#hooks.first('judgeFlag', report);
  }
  // ---- applying an event ----
  /**
   * Applies `event` as the log's next one, or says why it cannot happen (changing nothing).
   * A flag that fell before the event is judged first, inside it; if it ends the game, the
   * event is dropped and the answer is {@link FLAG_ENDED}: the caller records the flag alone.
   */
  apply(event) {
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
        event.type === 'flag' || event.type === 'flags-down' ? void 0 : this.#flagsBefore(event.at);
      if (flag) return flag;
      const plan = this.plan(event.type);
      const problem =
        this.#refused(event, plan) ?? plan.apply(this, event) ?? this.#finish(event, plan);
      if (problem) return problem;
      this.#ledger.commit(event);
      this.#committed = this.#current;
      committed = true;
      return void 0;
    } catch (e) {
      if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = void 0;
      if (!committed) this.rollback(base, previous);
    }
  }
  /** Notes where everything stands, and makes `event` the one the hooks judge. */
  #begin(event) {
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
  rollback(base, previous) {
    const mark = this.#mark;
    this.#ledger.rollback(mark);
    this.#now = previous;
    if (base.history.length > mark.positions) base.history.cutAt(mark.positions - 1);
    this.#clock?.rollback(mark.clock);
    this.#current = base;
  }
  /** Judges the flags that fell before `at`; {@link FLAG_ENDED} if one ends the game. */
  #flagsBefore(at) {
    for (let flag = this.unjudgedFlag(at); flag; flag = this.unjudgedFlag(at)) {
      judgeFallenFlag(this, flag, void 0);
      if (this.#current.outcome) return FLAG_ENDED;
    }
    return void 0;
  }
  /** A plugin's refusal, or no plugin giving the event's type a meaning, as the event's error. */
  #refused(event, plan) {
    const answer = this.refusal(event, plan);
    if (answer === void 0) return void 0;
    if (answer === 'unhandled')
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.unhandled', { regulation: this.#regulation.name, type: event.type }),
      );
    return this.refusalError(answer);
  }
  /** A plugin's refusal as the action's error: its words as data, in English with the rule. */
  refusalError(answer) {
    const reason = asMessage(answer.value.reason);
    return new RulesError(answer.value.code ?? 'ERR_RULES_REFUSED', reason, void 0, {
      rule: answer.value.rule,
      plugin: answer.plugin,
      english: this.english(reason),
    });
  }
  /** `message` in English, plugins' own keys included. */
  english(message) {
    return formatMessage(message, { plugins: this.#resolved.plugins });
  }
  /** After `apply`: the outcome an event brings about, every plugin's state, `onEvent`. */
  #finish(event, plan) {
    if (!this.#current.outcome && !plan.judgedElsewhere) {
      const answer = this.#hooks.first('outcomeOf', event);
      if (answer) {
        const cause = answer.value.cause;
        this.end(answer.value.outcome, answer.plugin, cause === void 0 ? void 0 : asMessage(cause));
      }
    }
    const states = reduceStates(this.#stateful, this.#current.states, event, this.#contexts);
    if (states !== this.#current.states) this.set('states', states);
    const offer = this.#hooks.first('standingOffer')?.value;
    if (offer !== this.#current.offer) this.set('offer', offer);
    this.#hooks.notify('onEvent', event);
    return void 0;
  }
  /** The start position may already be over (a mate set up from a FEN): asked once, before any event. */
  adjudicateStart() {
    const base = this.#committed;
    this.#begin({ type: 'start', at: 0 });
    this.#call = { event: void 0, index: -1 };
    try {
      this.adjudicate();
      this.#committed = this.#current;
    } catch (e) {
      this.rollback(base, 0);
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = void 0;
    }
  }
  /**
   * Runs `fn` on a scratch state at the position `history` ends in, then forgets it: the
   * plugins judge a position of a move list (`reviewMoves`) as they would in a game.
   */
  atPosition(history, fn) {
    const base = this.#committed;
    const mark = this.#ledger.mark();
    this.#current = { ...base, history, prior: void 0 };
    this.#call = { event: void 0, index: -1 };
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
  get reviewing() {
    return this.#reviewing;
  }
  /** The clock as the transaction hands it to an event: every change counted for a rollback. */
  #transactionClock(clock) {
    const now = () => this.#now;
    return {
      view: (at) => clock.view(at ?? now()),
      status: () => clock.status(now()),
      start: (side) => clock.start(side),
      takeBack: () => clock.takeBack(),
      pause: () => clock.pause(),
      resume: () => clock.resume(),
      adjust: (side, ms) => clock.adjust(side, ms),
      set: (settings) => clock.set(settings),
      flagsDown: () => clock.flagsDown(),
    };
  }
}
function uciOf(pos, code, text) {
  const plain = (code & MOVE_KIND_MASK) !== MOVE_CASTLING && (code & MOVE_DROP) === 0;
  return plain ? text : makeUci(pos, decodeMove(code));
}

export { Arbiter, FLAG_ENDED };
//# sourceMappingURL=arbiter.js.map
