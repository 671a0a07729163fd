import {
  type ByColor,
  type Color,
  makeSquare,
  opposite,
  parseSquare,
  type Square,
} from '@chesslaws/board';
import {
  type Adjustment,
  type Clock,
  type ClockView,
  classifyTimeControl,
  createClock,
  type TimeCategory,
} from '@chesslaws/clock';
import {
  type Move,
  makeUci,
  type Position,
  parseUci,
  type ReadonlyPosition,
} from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import { RulesError, type RulesErrorCode } from '../errors.js';
import { formatMs } from '../format.js';
import type { DrawOffer, GameSetup, RuleContext, Touch } from '../plugin/context.js';
import type { IllegalMoveDecision, IllegalMoveReport } from '../plugin/hooks.js';
import type { Plugin } from '../plugin/plugin.js';
import { HookRunner } from '../plugin/runHooks.js';
import type { Regulation } from '../regulation/regulation.js';
import { describeOutcome } from './describeOutcome.js';
import type { GameEvent } from './events.js';
import { positionAfterIllegalMove } from './illegalPosition.js';
import type { GameOutcome, RuledOutcome, Ruling } from './ruling.js';

/** One move as the game recorded it: what a PGN and a clock chart need. */
export interface PlayedMove {
  /** The move (castling as king onto rook). */
  readonly move: Move;
  /** The move in UCI as `makeUci` writes it for the position. */
  readonly uci: string;
  /** Who played it. */
  readonly side: Color;
  /** Index of its event in the log. */
  readonly event: number;
  /** When the clock was pressed. */
  readonly at: number;
  /** The mover's clock right after the press, ms (for `[%clk]`); absent without a clock. */
  readonly clock?: number;
  /** Time the mover spent on it, ms (for `[%emt]`); absent without a clock. */
  readonly spent?: number;
  /** The mover offered a draw with this move (written `(=)`, L-9.1). */
  readonly drawOffer: boolean;
  /** What the arbiter noted before this move (penalties, rejected claims), for PGN comments. */
  readonly notes: readonly string[];
}

/** A completed illegal move that stands unless the opponent claims it (L-A.5.2, L-B.3). */
export interface PendingIllegalMove {
  /** Who completed it. */
  readonly offender: Color;
  /** The piece's way in UCI. */
  readonly move: string;
  /** Index of its event. */
  readonly event: number;
}

/** The board waits for an arbiter (an illegal position that cannot be played on). */
export interface ArbiterNeeded {
  /** The rule that asks for the arbiter. */
  readonly rule: string;
  /** Why, in one sentence. */
  readonly reason: string;
  /** Index of the event that caused it. */
  readonly event: number;
}

const fail = (code: RulesErrorCode, message: string, ruling?: { rule?: string; plugin?: string }) =>
  new RulesError(code, message, undefined, ruling);

const SIDE = { white: 'White', black: 'Black' } as const;

/** Resolves per-category options (`byCategory`) once the game's category is known. */
function resolveForCategory(plugin: Plugin, category: TimeCategory | undefined): Plugin {
  const options = plugin.options as { byCategory?: Record<string, object> };
  if (!options.byCategory || !plugin.configure) return plugin;
  const { byCategory, ...rest } = options;
  const extra = category === undefined ? undefined : byCategory[category];
  if (!extra) return plugin;
  return plugin.configure({ ...mergeShallowDeep(rest, extra), byCategory } as never);
}

function mergeShallowDeep(base: Record<string, unknown>, extra: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = base[k];
    out[k] =
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      typeof b === 'object' &&
      b !== null
        ? mergeShallowDeep(b as Record<string, unknown>, v)
        : v;
  }
  return out;
}

/**
 * The arbiter: folds events into the derived state, one at a time, consulting the
 * regulation's hooks. Both live actions and a replayed log go through `apply`, so a saved
 * game replays exactly. `apply` either applies the whole event or changes nothing.
 */
export class GameEngine {
  readonly regulation: Regulation;
  readonly plugins: readonly Plugin[];
  readonly setup: GameSetup;
  readonly category: TimeCategory | undefined;
  readonly hooks: HookRunner;
  readonly events: GameEvent[] = [];
  readonly rulings: Ruling[] = [];
  readonly plies: PlayedMove[] = [];
  readonly illegalMoves: ByColor<number> = { white: 0, black: 0 };
  history: PositionHistory;
  clock: Clock | undefined;
  outcome: GameOutcome | undefined;
  offer: DrawOffer | undefined;
  touches: Touch[] = [];
  mustPlay: { readonly side: Color; readonly move: Move } | undefined;
  pendingIllegal: (PendingIllegalMove & { readonly position: Position | undefined }) | undefined;
  arbiterNeeded: ArbiterNeeded | undefined;
  started = false;
  /** Flags the rules have already judged (a flag that let play go on is not judged again). */
  flagsJudged = 0;
  /** Notes for the next move's PGN comment. */
  #notes: string[] = [];
  /** Where the movetext of a record starts: the start, or the position an unclaimed illegal move left. */
  recordStart: {
    readonly position: Position;
    readonly ply: number;
    readonly notes: readonly string[];
  };
  /** The draw offer to mark on the mover's next move. */
  #offerOnNextMove: Color | undefined;
  #now = 0;
  #adjudicated = false;
  #failure: RulesError | undefined;
  /** Each press so far: whose, and that side's total thinking time then (for `[%emt]`). */
  readonly #presses: { readonly side: Color; readonly thinking: number }[] = [];

  private constructor(regulation: Regulation, setup: GameSetup, plugins: readonly Plugin[]) {
    this.regulation = regulation;
    this.setup = setup;
    this.plugins = plugins;
    this.hooks = new HookRunner(plugins);
    this.category = setup.control ? classifyTimeControl(setup.control) : undefined;
    this.history = PositionHistory.fromPosition(setup.position);
    this.recordStart = { position: setup.position, ply: 0, notes: [] };
  }

  /** What the arbiter noted since the last move. */
  get pendingNotes(): readonly string[] {
    return this.#notes;
  }

  /** An engine for `regulation` from a start the caller resolved (`setup` hooks not yet run). */
  static create(regulation: Regulation, initial: GameSetup): GameEngine | RulesError {
    const first = new HookRunner(regulation.plugins);
    let setup: GameSetup;
    try {
      setup = first.sequential('setup', initial).value;
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
    const category = setup.control ? classifyTimeControl(setup.control) : undefined;
    let plugins: Plugin[];
    try {
      plugins = regulation.plugins.map((p) => resolveForCategory(p, category));
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
    const engine = new GameEngine(regulation, setup, plugins);
    if (setup.control) {
      const clock = createClock(setup.control, { now: () => engine.#now });
      if (!clock.ok) return fail('ERR_RULES_START', `time control: ${clock.error.message}`);
      engine.clock = clock.value;
    }
    return engine;
  }

  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  get position(): ReadonlyPosition {
    return this.pendingIllegal?.position ?? this.history.current;
  }

  /** The side to move. */
  get turn(): Color {
    return this.position.turn;
  }

  /** Both clocks at `at` (default: the last event's instant). */
  clockView(at?: number): ClockView | undefined {
    return this.clock?.view(at ?? this.#now);
  }

  /** The instant of the last event. */
  get now(): number {
    return this.#now;
  }

  /** The read-only context hooks see for an event at `index`. */
  context(event: GameEvent | undefined, index = this.events.length): RuleContext {
    const pos = this.position;
    return {
      position: pos,
      history: this.history,
      turn: pos.turn,
      moveNumber: pos.fullmoves,
      ply: this.plies.length,
      category: this.category,
      clock: () => this.clockView(event?.at),
      illegalMoves: this.illegalMoves,
      touches: this.touches,
      pendingOffer: this.offer,
      event,
      index,
    };
  }

  /** A flag on the clock at `at` that the rules have not judged yet. */
  unjudgedFlag(at: number): { side: Color; at: number; final: boolean; both: boolean } | undefined {
    if (!this.clock || this.outcome) return undefined;
    const view = this.clock.view(Math.max(at, this.#now));
    if (view.flags.length <= this.flagsJudged) return undefined;
    const flag = view.flags[this.flagsJudged]!;
    return { side: flag.side, at: flag.at, final: flag.final, both: view.flagOrderUnknown };
  }

  /** The start position may already be over (a mate set up from a FEN). */
  adjudicateStart(): void {
    if (this.#adjudicated) return;
    this.#adjudicated = true;
    this.#adjudicate(-1);
  }

  /** Applies `event` as the log's next one, or says why it cannot happen (changing nothing). */
  apply(event: GameEvent): RulesError | undefined {
    if (this.#failure) return this.#failure;
    try {
      return this.#apply(event);
    } catch (e) {
      // A plugin threw midway: the state may be half-changed, so the game takes nothing more.
      if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED')
        return (this.#failure = e);
      throw e;
    }
  }

  #apply(event: GameEvent): RulesError | undefined {
    const index = this.events.length;
    if (event.at < this.#now)
      return fail(
        'ERR_RULES_LOG',
        `event at ${event.at} ms comes before the previous one (${this.#now} ms)`,
      );
    if (this.outcome)
      return fail('ERR_RULES_GAME_OVER', `the game is over: ${this.outcome.reason}`, {
        rule: this.outcome.byRule,
        plugin: this.outcome.plugin,
      });
    if (event.type !== 'start' && !this.started && this.clock)
      return fail('ERR_RULES_CLOCK', 'the clock has not been started');
    const judged = this.#judge(event, index);
    if (judged) return judged;
    const previous = this.#now;
    this.#now = event.at;
    const problem = this.#dispatch(event, index);
    if (problem) {
      this.#now = previous;
      return problem;
    }
    this.events.push(event);
    this.hooks.notify('onEvent', event, this.context(event, index));
    return undefined;
  }

  #judge(event: GameEvent, index: number): RulesError | undefined {
    if (event.type === 'start' || event.type === 'flag') return undefined;
    const ctx = this.context(event, index);
    const refusal = this.hooks.first('judgeAction', event, ctx);
    if (refusal)
      return fail('ERR_RULES_REFUSED', `${refusal.value.reason} (${refusal.value.rule})`, {
        rule: refusal.value.rule,
        plugin: refusal.plugin,
      });
    if (event.type === 'takeback') {
      const allowed = this.hooks.first('allowTakeback', event.by, ctx);
      if (!allowed?.value)
        return fail('ERR_RULES_REFUSED', `${this.regulation.name} does not allow takebacks`, {
          plugin: allowed?.plugin ?? 'game',
        });
    }
    return undefined;
  }

  #dispatch(event: GameEvent, index: number): RulesError | undefined {
    switch (event.type) {
      case 'start':
        return this.#start();
      case 'move':
        return this.#move(event.move, index);
      case 'illegal-move':
        return this.#illegalMove(event.move, event.twoHands === true, index);
      case 'press':
        return this.#press(event.by, index);
      case 'touch':
        return this.#touch(event.by, event.square, event.adjust === true);
      case 'offer-draw':
        return this.#offerDraw(event.by, index);
      case 'accept-draw':
        return this.#answerOffer(event.by, true, index);
      case 'decline-draw':
        return this.#answerOffer(event.by, false, index);
      case 'claim':
        return event.claim === 'illegal-move'
          ? this.#claimIllegal(event.by, index)
          : this.#claimDraw(event.by, event.claim, event.intended, index);
      case 'resign':
        this.#end(
          {
            result: event.by === 'white' ? '0-1' : '1-0',
            termination: 'resignation',
            winner: opposite(event.by),
            byRule: 'L-5.1.2',
          },
          'game',
          index,
          `${SIDE[event.by]} resigned`,
        );
        return undefined;
      case 'flag':
        return this.#flag(event.side, event.by, index);
      case 'takeback':
        return this.#takeback();
      case 'pause':
        return this.#clockAction((c) => c.pause());
      case 'resume':
        return this.#clockAction((c) => c.resume());
      case 'adjust':
        return this.#clockAction((c) => c.adjust(event.side, event.ms));
      case 'set-moves':
        return this.#clockAction((c) => c.set({ moves: event.moves }));
      case 'flags-down':
        return this.#flagsDown(index);
      case 'declare':
        this.#end(
          {
            result: event.result,
            termination: 'arbiter',
            ...(event.result === '1-0'
              ? { winner: 'white' as const }
              : event.result === '0-1'
                ? { winner: 'black' as const }
                : {}),
            byRule: 'L-12',
          },
          'game',
          index,
          `the arbiter declared ${event.result}${event.reason ? `: ${event.reason}` : ''}`,
        );
        return undefined;
    }
  }

  #start(): RulesError | undefined {
    if (this.started) return fail('ERR_RULES_CLOCK', 'the game has already started');
    if (this.clock) {
      const started = this.clock.start();
      if (!started.ok) return fail('ERR_RULES_CLOCK', started.error.message);
    }
    this.started = true;
    return undefined;
  }

  #clockAction(
    action: (clock: Clock) => { ok: boolean; error?: { message: string } },
  ): RulesError | undefined {
    if (!this.clock) return fail('ERR_RULES_NO_CLOCK', 'this game has no clock');
    const result = action(this.clock);
    return result.ok ? undefined : fail('ERR_RULES_CLOCK', result.error!.message);
  }

  #parseMove(text: string): Move | RulesError {
    const move = parseUci(text);
    return (
      move ?? fail('ERR_RULES_BAD_MOVE', `'${text}' is not a move in UCI (like e2e4 or e7e8q)`)
    );
  }

  #ensurePlayable(): RulesError | undefined {
    if (this.arbiterNeeded)
      return fail(
        'ERR_RULES_AWAITING_ARBITER',
        `the arbiter must decide first: ${this.arbiterNeeded.reason}`,
        {
          rule: this.arbiterNeeded.rule,
        },
      );
    const status = this.clock?.view(this.#now).status;
    if (status === 'paused') return fail('ERR_RULES_CLOCK', 'the clocks are paused');
    return undefined;
  }

  /** Presses the mover's clock; returns the mover's time after the press and the time spent. */
  #pressClock(mover: Color): { clock: number; spent: number } | RulesError | undefined {
    if (!this.clock) return undefined;
    const view = this.clock.view(this.#now);
    // A flag fell and the rules let play go on (until it is called): the frozen clock stays frozen.
    if (view.status === 'frozen') return undefined;
    const pressed = this.clock.press(mover);
    if (!pressed.ok) return fail('ERR_RULES_CLOCK', pressed.error.message);
    const side = pressed.value[mover];
    // Time spent: the mover's clock has run this long since the mover's last press.
    let last = 0;
    for (let i = this.#presses.length - 1; i >= 0; i--)
      if (this.#presses[i]!.side === mover) {
        last = this.#presses[i]!.thinking;
        break;
      }
    this.#presses.push({ side: mover, thinking: side.thinking });
    return { clock: side.time, spent: side.thinking - last };
  }

  /** The legal move `text` names, if the side to move may play it now; changes nothing. */
  #checkMove(text: string): Move | RulesError {
    const blocked = this.#ensurePlayable();
    if (blocked) return blocked;
    const parsed = this.#parseMove(text);
    if (parsed instanceof RulesError) return parsed;
    const pos = this.position;
    const move = pos.normalizeMove(parsed);
    if (!move)
      return fail(
        'ERR_RULES_ILLEGAL_MOVE',
        `${text} is not a legal move for ${SIDE[pos.turn]} here`,
        {
          rule: 'L-3.10',
        },
      );
    const mover = pos.turn;
    if (this.mustPlay && this.mustPlay.side === mover && !sameMove(this.mustPlay.move, move)) {
      return fail(
        'ERR_RULES_INTENDED_MOVE',
        `after the incorrect claim ${SIDE[mover]} must play the move written down, ${makeUci(pos, this.mustPlay.move)}`,
        { rule: 'L-9.5' },
      );
    }
    return move;
  }

  /** Whether the side to move may play `move` now (legal, the intended move, no plugin refusing). */
  mayPlay(move: Move): boolean {
    if (this.outcome) return false;
    const uci = makeUci(this.position, move);
    if (this.#checkMove(uci) instanceof RulesError) return false;
    const event: GameEvent = { type: 'move', at: this.#now, move: uci };
    return !this.hooks.first('judgeAction', event, this.context(event));
  }

  #move(text: string, index: number): RulesError | undefined {
    const move = this.#checkMove(text);
    if (move instanceof RulesError) return move;
    const pos = this.position;
    const mover = pos.turn;
    const uci = makeUci(pos, move);
    if (this.pendingIllegal) this.#illegalMoveStands();
    const pressed = this.#pressClock(mover);
    if (pressed instanceof RulesError) return pressed;
    this.history.play(move);
    const drawOffer = this.#offerOnNextMove === mover;
    this.#offerOnNextMove = undefined;
    this.plies.push({
      move,
      uci,
      side: mover,
      event: index,
      at: this.#now,
      ...(pressed ? { clock: pressed.clock, spent: pressed.spent } : {}),
      drawOffer,
      notes: this.#notes,
    });
    this.#notes = [];
    this.touches = [];
    this.mustPlay = undefined;
    // An offer stands until the opponent moves (L-9.1.2.3); the offerer's own move keeps it.
    if (this.offer && this.offer.by !== mover) this.offer = undefined;
    this.#adjudicate(index);
    return undefined;
  }

  /** The opponent played on: the pending illegal move stands and the game goes on from it (L-A.5.2). */
  #illegalMoveStands(): void {
    const pending = this.pendingIllegal!;
    // Positions before it are not compared for repetition: the history starts again here.
    this.history = PositionHistory.fromPosition(pending.position!);
    const note = `${SIDE[pending.offender]}'s illegal move ${pending.move} stood: it was not claimed (L-A.5.2)`;
    this.recordStart = {
      position: pending.position!,
      ply: this.plies.length,
      notes: [...this.#notes, note],
    };
    this.#notes = [];
    this.pendingIllegal = undefined;
  }

  #adjudicate(index: number): void {
    const answer = this.hooks.first('adjudicate', this.context(this.events[index], index));
    if (answer) this.#end(answer.value, answer.plugin, index);
  }

  /** Ends the game; `cause` says what happened, when the outcome's own words do not. */
  #end(outcome: RuledOutcome, plugin: string, index: number, cause?: string, at = this.#now): void {
    const ctx = this.context(this.events[index], index);
    const words = describeOutcome(outcome);
    const reason = `${cause ? `${cause}: ${words}` : words} (${outcome.byRule})`;
    const base: GameOutcome = { ...outcome, plugin, event: index, at, reason };
    const mapped = this.hooks.sequential('mapOutcome', outcome, ctx);
    const final: GameOutcome =
      mapped.changedBy === undefined
        ? base
        : {
            ...mapped.value,
            plugin: mapped.changedBy,
            event: index,
            at,
            reason: `${mapped.value.winner ? `${SIDE[mapped.value.winner]} wins` : 'a draw'} (${mapped.value.byRule}): the game ended in ${base.reason}`,
            mappedFrom: base,
          };
    this.outcome = final;
    this.offer = undefined;
    if (this.clock?.view(this.#now).status === 'running') this.clock.pause();
    this.rulings.push({
      kind: 'outcome',
      rule: final.byRule,
      plugin: final.plugin,
      event: index,
      ...(final.winner ? { side: opposite(final.winner) } : {}),
      message: final.reason,
    });
    this.hooks.notify('onOutcome', final, ctx);
  }

  #applyAdjustments(adjustments: readonly Adjustment[]): void {
    if (this.clock && adjustments.length > 0) this.clock.adjustAll(adjustments);
  }

  #illegalMove(text: string, twoHands: boolean, index: number): RulesError | undefined {
    const blocked = this.#ensurePlayable();
    if (blocked) return blocked;
    const parsed = this.#parseMove(text);
    if (parsed instanceof RulesError) return parsed;
    const pos = this.position;
    const offender = pos.turn;
    const piece = pos.pieceAt(parsed.from);
    if (!piece || piece.color !== offender)
      return fail(
        'ERR_RULES_BAD_MOVE',
        `there is no ${offender} piece on ${makeSquare(parsed.from)} to move`,
      );
    const legal = pos.isLegal(parsed);
    if (legal && !twoHands)
      return fail('ERR_RULES_BAD_MOVE', `${text} is a legal move: play it as a move`);
    const unpromoted =
      piece.role === 'pawn' && !parsed.promotion && pos.isLegal({ ...parsed, promotion: 'queen' });
    const kind: IllegalMoveReport['kind'] = legal
      ? 'two-hands'
      : unpromoted
        ? 'unpromoted-pawn'
        : 'illegal-move';
    // The move that will stand (the queen of L-7.5.2, the two-handed move of L-7.5.4) must be one
    // the player may make, before any ruling is applied.
    const standing =
      kind === 'unpromoted-pawn'
        ? makeUci(pos, { ...parsed, promotion: 'queen' })
        : kind === 'two-hands'
          ? text
          : undefined;
    if (standing !== undefined) {
      const check = this.#checkMove(standing);
      if (check instanceof RulesError) return check;
      const refusal = this.hooks.first(
        'judgeAction',
        { type: 'move', at: this.#now, move: standing },
        this.context(undefined, index),
      );
      if (refusal)
        return fail('ERR_RULES_REFUSED', `${refusal.value.reason} (${refusal.value.rule})`, {
          rule: refusal.value.rule,
          plugin: refusal.plugin,
        });
    }
    const decision = this.#judgeIllegal(
      { offender, kind, count: this.illegalMoves[offender] + 1 },
      index,
    );
    if (decision.value.action === 'await-claim' && kind === 'illegal-move') {
      const after = positionAfterIllegalMove(pos, parsed, this.setup.variant === 'chess960');
      const pressed = this.#pressClock(offender);
      if (pressed instanceof RulesError) return pressed;
      this.pendingIllegal = {
        offender,
        move: text,
        event: index,
        position: after.ok ? after.value : undefined,
      };
      this.touches = [];
      if (!after.ok) {
        this.arbiterNeeded = {
          rule: decision.value.rule,
          reason: `${SIDE[offender]}'s illegal move ${text} left a position that cannot be played on (${after.error})`,
          event: index,
        };
        this.#rule(
          'awaiting-arbiter',
          decision.value.rule,
          decision.plugin,
          index,
          offender,
          this.arbiterNeeded.reason,
        );
      }
      return undefined;
    }
    this.#settleIllegal(decision, { offender, kind, move: text }, index);
    if (this.outcome) return undefined;
    if (standing !== undefined) return this.#move(standing, index);
    // L-7.5.1: the move replacing the illegal one is bound as a touched piece (Articles 4.3, 4.7).
    if (kind === 'illegal-move') this.touches = [{ square: parsed.from, own: true }];
    return undefined;
  }

  #judgeIllegal(
    report: IllegalMoveReport,
    index: number,
  ): { value: IllegalMoveDecision; plugin: string } {
    return (
      this.hooks.first('judgeIllegalMove', report, this.context(this.events[index], index)) ?? {
        value: { action: 'restore', rule: 'L-7.5.1' },
        plugin: 'game',
      }
    );
  }

  /** Applies a ruling on an illegal move the arbiter has seen or the opponent claimed. */
  #settleIllegal(
    decision: { value: IllegalMoveDecision; plugin: string },
    what: { offender: Color; kind: IllegalMoveReport['kind']; move?: string },
    index: number,
  ): void {
    const { offender } = what;
    const d = decision.value;
    const label =
      what.kind === 'press-without-move'
        ? `${SIDE[offender]} pressed the clock without moving (L-7.5.3)`
        : what.kind === 'unpromoted-pawn'
          ? `${SIDE[offender]} left a pawn unpromoted on ${what.move?.slice(2, 4)}; it becomes a queen (L-7.5.2)`
          : what.kind === 'two-hands'
            ? `${SIDE[offender]} made the move ${what.move} with two hands (L-7.5.4)`
            : `${SIDE[offender]} completed the illegal move ${what.move}`;
    const stands = what.kind === 'unpromoted-pawn' || what.kind === 'two-hands';
    if (d.action === 'await-claim') return; // press-without-move under no supervision: nothing to do
    if (d.action !== 'restore') this.illegalMoves[offender] += 1;
    if (d.action === 'lose') {
      this.#rule('illegal-move', d.rule, decision.plugin, index, offender, label);
      this.#end(
        d.outcome,
        decision.plugin,
        index,
        `${label}, the ${ordinal(this.illegalMoves[offender])} illegal move`,
      );
      return;
    }
    if (d.action === 'penalize') {
      this.#applyAdjustments(d.adjustments);
      const bonus = d.adjustments
        .map((a) => `${a.delta > 0 ? '+' : ''}${formatMs(a.delta)} to ${SIDE[a.side]}`)
        .join(', ');
      const message = `${label}; ${stands ? 'the move stands' : 'the position is restored'}${bonus ? ` and ${bonus}` : ''}`;
      this.#rule('penalty', d.rule, decision.plugin, index, offender, message, d.adjustments);
      return;
    }
    this.#rule(
      'illegal-move',
      d.rule,
      decision.plugin,
      index,
      offender,
      `${label}; ${stands ? 'the move stands' : 'the position is restored'}`,
    );
  }

  #rule(
    kind: Ruling['kind'],
    rule: string,
    plugin: string,
    event: number,
    side: Color,
    message: string,
    adjustments?: readonly Adjustment[],
  ): void {
    const text = `${message} (${rule})`;
    this.rulings.push({
      kind,
      rule,
      plugin,
      event,
      side,
      message: text,
      ...(adjustments ? { adjustments } : {}),
    });
    this.#notes.push(text);
  }

  #press(by: Color, index: number): RulesError | undefined {
    const blocked = this.#ensurePlayable();
    if (blocked) return blocked;
    if (by !== this.turn)
      return fail(
        'ERR_RULES_NOT_ON_MOVE',
        `${SIDE[by]}'s clock is not running: only ${SIDE[this.turn]} can press it`,
      );
    const decision = this.#judgeIllegal(
      { offender: by, kind: 'press-without-move', count: this.illegalMoves[by] + 1 },
      index,
    );
    this.#settleIllegal(decision, { offender: by, kind: 'press-without-move' }, index);
    return undefined;
  }

  #touch(by: Color, name: string, adjust: boolean): RulesError | undefined {
    const blocked = this.#ensurePlayable();
    if (blocked) return blocked;
    const square = parseSquare(name) as Square;
    const piece = this.position.pieceAt(square);
    if (!piece) return fail('ERR_RULES_BAD_MOVE', `there is no piece on ${name} to touch`);
    if (by !== this.turn) return fail('ERR_RULES_NOT_ON_MOVE', `${SIDE[by]} is not on move`);
    if (adjust) return undefined;
    if (!this.touches.some((t) => t.square === square))
      this.touches = [...this.touches, { square, own: piece.color === by }];
    // Touching a piece to move it declines the opponent's offer (L-9.1.2.3).
    if (this.offer && this.offer.by !== by) this.offer = undefined;
    return undefined;
  }

  #offerDraw(by: Color, index: number): RulesError | undefined {
    if (this.offer)
      return fail(
        'ERR_RULES_OFFER_PENDING',
        this.offer.by === by
          ? `${SIDE[by]}'s draw offer already stands; it cannot be withdrawn (L-9.1)`
          : `${SIDE[opposite(by)]}'s draw offer stands: accept or decline it`,
        { rule: 'L-9.1' },
      );
    this.offer = { by, event: index, ply: this.plies.length };
    // Offered on one's own move, the offer is written with that move; else with the last one.
    if (by === this.turn) this.#offerOnNextMove = by;
    else this.#markLastMoveOffer(by);
    return undefined;
  }

  #markLastMoveOffer(by: Color): void {
    const last = this.plies[this.plies.length - 1];
    if (last && last.side === by) this.plies[this.plies.length - 1] = { ...last, drawOffer: true };
  }

  #answerOffer(by: Color, accept: boolean, index: number): RulesError | undefined {
    if (!this.offer || this.offer.by === by)
      return fail(
        'ERR_RULES_NO_OFFER',
        `there is no draw offer for ${SIDE[by]} to ${accept ? 'accept' : 'decline'}`,
        {
          rule: 'L-9.1',
        },
      );
    if (!accept) {
      this.offer = undefined;
      return undefined;
    }
    this.#end(
      { result: '1/2-1/2', termination: 'agreement', byRule: 'L-5.2.3' },
      'game',
      index,
      `${SIDE[by]} accepted ${SIDE[opposite(by)]}'s draw offer`,
    );
    return undefined;
  }

  #claimDraw(
    by: Color,
    claim: 'threefold' | 'fifty',
    intendedText: string | undefined,
    index: number,
  ): RulesError | undefined {
    const blocked = this.#ensurePlayable();
    if (blocked) return blocked;
    const rule = claim === 'threefold' ? 'L-9.2' : 'L-9.3';
    if (by !== this.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', `only the player on move can claim (${rule})`, { rule });
    if (this.pendingIllegal)
      return fail('ERR_RULES_REFUSED', 'claim the illegal move first, or play on', {
        rule: 'L-A.5.2',
      });
    let intended: Move | undefined;
    if (intendedText !== undefined) {
      const parsed = this.#parseMove(intendedText);
      if (parsed instanceof RulesError) return parsed;
      intended = this.position.normalizeMove(parsed);
      if (!intended)
        return fail(
          'ERR_RULES_ILLEGAL_MOVE',
          `the intended move ${intendedText} is not legal (${rule})`,
          { rule },
        );
    }
    const ctx = this.context(this.events[index], index);
    const request = { by, claim, ...(intended ? { intended } : {}) };
    const verdict = this.hooks.first('judgeClaim', request, ctx);
    if (!verdict)
      return fail('ERR_RULES_REFUSED', `${this.regulation.name} has no draw claims`, { rule });
    if (verdict.value.correct) {
      const what = claim === 'threefold' ? 'threefold repetition' : 'the fifty-move rule';
      this.#end(
        verdict.value.outcome,
        verdict.plugin,
        index,
        `${SIDE[by]} claimed a draw by ${what}${intended ? ` with the move ${intendedText}` : ''}, correctly`,
      );
      return undefined;
    }
    const penalty = this.hooks.first('penalizeIncorrectClaim', by, ctx);
    const adjustments = penalty?.value.adjustments ?? [];
    this.#applyAdjustments(adjustments);
    const cost = adjustments.length
      ? `: ${adjustments.map((a) => `${a.delta > 0 ? '+' : ''}${formatMs(a.delta)} to ${SIDE[a.side]}`).join(', ')}`
      : '';
    this.#rule(
      'incorrect-claim',
      penalty?.value.rule ?? verdict.value.rule,
      penalty?.plugin ?? verdict.plugin,
      index,
      by,
      `${SIDE[by]}'s ${claim} claim was incorrect (${verdict.value.reason})${cost}${intended ? `; ${intendedText} must now be played` : ''}`,
      adjustments,
    );
    if (intended) this.mustPlay = { side: by, move: intended };
    return undefined;
  }

  #claimIllegal(by: Color, index: number): RulesError | undefined {
    const pending = this.pendingIllegal;
    if (!pending || pending.offender === by)
      return fail(
        'ERR_RULES_NOTHING_TO_CLAIM',
        `${SIDE[opposite(by)]} has no illegal move for ${SIDE[by]} to claim`,
        { rule: 'L-A.5.2' },
      );
    const decision = this.#judgeIllegal(
      {
        offender: pending.offender,
        kind: 'illegal-move',
        count: this.illegalMoves[pending.offender] + 1,
        claimedBy: by,
      },
      index,
    );
    if (decision.value.action === 'await-claim')
      return fail('ERR_RULES_REFUSED', 'the regulation gives no ruling on this claim', {
        rule: decision.value.rule,
        plugin: decision.plugin,
      });
    // The position before the illegal move is restored, and the offender's clock runs again.
    if (this.clock && this.clock.view(this.#now).status !== 'frozen') {
      const back = this.clock.takeBack();
      if (!back.ok)
        return fail(
          'ERR_RULES_CLOCK',
          `the clock cannot take back the illegal move: ${back.error.message}`,
        );
      this.#presses.pop();
    }
    this.pendingIllegal = undefined;
    this.arbiterNeeded = undefined;
    const from = parseUci(pending.move)?.from;
    this.touches = from === undefined ? [] : [{ square: from, own: true }];
    this.#settleIllegal(
      decision,
      { offender: pending.offender, kind: 'illegal-move', move: pending.move },
      index,
    );
    return undefined;
  }

  #flag(side: Color, by: Color | undefined, index: number): RulesError | undefined {
    const flag = this.unjudgedFlag(this.#now);
    const view = this.clock?.view(this.#now);
    const fell = view?.flags.find((f) => f.side === side);
    if (by === side)
      return fail('ERR_RULES_NOT_ON_MOVE', `${SIDE[by]} cannot call his own flag`, {
        rule: 'L-6.9',
      });
    if (!this.clock || !fell || (flag === undefined && by === undefined))
      return fail('ERR_RULES_NO_FLAG', `${SIDE[side]}'s flag has not fallen`, { rule: 'L-6.9' });
    if (flag) this.flagsJudged += 1;
    const report = { side, bothFlags: false, final: fell.final, ...(by ? { calledBy: by } : {}) };
    const ruling = this.hooks.first('judgeFlag', report, this.context(this.events[index], index));
    const value = ruling?.value ?? {
      outcome: {
        result: side === 'white' ? '0-1' : '1-0',
        termination: 'timeout',
        winner: opposite(side),
        byRule: 'L-6.9',
      } as const,
    };
    const plugin = ruling?.plugin ?? 'game';
    if ('playOn' in value) {
      this.#rule('play-on', value.rule, plugin, index, side, value.reason);
      return undefined;
    }
    this.#end(value.outcome, plugin, index, `${SIDE[side]}'s flag fell`, fell.at);
    return undefined;
  }

  #flagsDown(index: number): RulesError | undefined {
    if (!this.clock) return fail('ERR_RULES_NO_CLOCK', 'this game has no clock');
    const first = this.clock.view(this.#now).firstFlag;
    if (first)
      return fail(
        'ERR_RULES_REFUSED',
        `${SIDE[first.side]}'s flag fell first, at ${first.at} ms: that flag decides (L-6.9), not L-III.3.1`,
        { rule: 'L-III.3.1' },
      );
    const down = this.clock.flagsDown();
    if (!down.ok) return fail('ERR_RULES_CLOCK', down.error.message);
    this.flagsJudged = down.value.flags.length;
    const final = down.value.flags.every((f) => f.final);
    const ruling = this.hooks.first(
      'judgeFlag',
      { bothFlags: true, final },
      this.context(this.events[index], index),
    );
    const value = ruling?.value ?? {
      outcome: {
        result: '1/2-1/2',
        termination: 'both-flags-fallen',
        byRule: 'L-III.3.1',
      } as const,
    };
    const plugin = ruling?.plugin ?? 'game';
    if ('playOn' in value) {
      this.#rule('play-on', value.rule, plugin, index, this.turn, value.reason);
      return undefined;
    }
    this.#end(value.outcome, plugin, index, 'both flags fell and nobody can say which fell first');
    return undefined;
  }

  #takeback(): RulesError | undefined {
    if (this.plies.length === 0 || this.history.length <= 1)
      return fail('ERR_RULES_NOTHING_TO_TAKE_BACK', 'there is no move to take back');
    const last = this.plies[this.plies.length - 1]!;
    if (this.clock && last.clock !== undefined) {
      const back = this.clock.takeBack();
      if (!back.ok) return fail('ERR_RULES_CLOCK', back.error.message);
      this.#presses.pop();
    }
    this.history.undo();
    this.plies.pop();
    this.touches = [];
    this.offer = undefined;
    this.mustPlay = undefined;
    return undefined;
  }
}

function sameMove(a: Move, b: Move): boolean {
  return a.from === b.from && a.to === b.to && a.promotion === b.promotion;
}

function ordinal(n: number): string {
  return n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;
}
