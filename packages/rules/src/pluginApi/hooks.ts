// Every hook a plugin may have: when the runtime calls it, what it is given, how answers combine.
import type { ByColor, Color } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { Move } from '@chesslaws/moves';
import type { RulesErrorCode } from '../errors.js';
import type { ClaimKind, GameEvent, GameEventType } from '../game/events.js';
import type { GameOutcome, RuledOutcome } from '../game/ruling.js';
import type { DrawOffer, GameSetup, RuleContext } from './context.js';
import type { MovesSummary } from './movesSummary.js';

/**
 * How a hook's results from several plugins combine (as Rollup's hooks do):
 * - `first`: plugins are asked in order and the first answer (not `undefined`) wins;
 * - `sequential`: each plugin gets the previous one's result and returns the next;
 * - `notify`: every plugin is told; results are ignored.
 */
export type HookKind = 'first' | 'sequential' | 'notify';

/** A `first` hook: answers `Value`, or `undefined` to let the next plugin answer. */
export interface FirstHook<Value, Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'first';
  /** What an answer is. */
  readonly value: Value;
  /** What the hook is given. */
  readonly args: Args;
}

/** A `sequential` hook: takes the value so far (and `Args`) and returns the next value. */
export interface SequentialHook<Value, Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'sequential';
  /** The value passed along. */
  readonly value: Value;
  /** What the hook is given after the value. */
  readonly args: Args;
}

/** A `notify` hook: every plugin is told; nothing is returned. */
export interface NotifyHook<Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'notify';
  /** What the hook is given. */
  readonly args: Args;
}

/** A `judgeAction` answer: the action is refused under a rule. */
export interface Refusal {
  /** The rule that refuses it, e.g. `'L-9.4'`. */
  readonly rule: string;
  /** Why, in one sentence (the error's message adds the rule). */
  readonly reason: string;
  /** The error code (default `ERR_RULES_REFUSED`; `ERR_RULES_NO_OFFER` and the like name a common case). */
  readonly code?: RulesErrorCode;
}

/** What happened, when a player completes an illegal move (L-7.5). */
export interface IllegalMoveReport {
  /** Who completed it. */
  readonly offender: Color;
  /**
   * `illegal-move` (L-7.5.1), `press-without-move` (L-7.5.3), `unpromoted-pawn` (L-7.5.2:
   * a pawn left on the last rank), `two-hands` (L-7.5.4: a legal move made with two hands).
   */
  readonly kind: 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands';
  /** How many illegal moves `offender` has completed in the game, this one included. */
  readonly count: number;
  /** The opponent who claimed it; absent when the arbiter sees it as it happens. */
  readonly claimedBy?: Color;
  /**
   * The legal move the Laws may let stand in its place, in UCI: the pawn promoted to a queen
   * (L-7.5.2), or the two-handed move itself (L-7.5.4). Played only if the decision says
   * `sequel: 'play-replacement'`.
   */
  readonly replacement?: string;
}

/**
 * What follows a penalty, or a restore without one:
 * - `'play-replacement'`: the report's `replacement` is played instead of restoring the
 *   position (L-7.5.2's queen, L-7.5.4's two-handed move);
 * - `'bind-piece'`: the position is restored and the piece moved illegally must be moved
 *   (L-7.5.1: touch-move applies to the move replacing the illegal one);
 * - absent: the position is restored, and nothing binds the offender.
 */
export type IllegalMoveSequel = 'play-replacement' | 'bind-piece';

/**
 * What becomes of a completed illegal move:
 * - `penalize`: the position before it is restored and the clocks adjusted (L-7.5.5: +2 min);
 * - `lose`: the offender loses, or draws when the opponent cannot mate (L-7.5.5);
 * - `await-claim`: it stands unless the opponent claims before his next move (L-A.5.2, L-B.3);
 * - `restore`: the position is restored with no penalty.
 *
 * `sequel` says what follows a penalty or a restore (see {@link IllegalMoveSequel}).
 */
export type IllegalMoveDecision =
  | {
      readonly action: 'penalize';
      readonly rule: string;
      readonly adjustments: readonly Adjustment[];
      readonly sequel?: IllegalMoveSequel;
    }
  | { readonly action: 'lose'; readonly rule: string; readonly outcome: RuledOutcome }
  | { readonly action: 'await-claim'; readonly rule: string }
  | { readonly action: 'restore'; readonly rule: string; readonly sequel?: IllegalMoveSequel };

/** A claim to judge: a draw (L-9.2, L-9.3), or a kind a plugin added (S-10.2). */
export interface ClaimRequest {
  /** Who claims (always the player on move). */
  readonly by: Color;
  /** What is claimed (`threefold`, `fifty`, or a kind a plugin declares in `claims`). */
  readonly claim: ClaimKind;
  /** The move written down and not yet played (L-9.2.1.1, L-9.3.1). */
  readonly intended?: Move;
}

/**
 * A `judgeClaim` answer: correct (the game ends), incorrect (the game goes on, and
 * `penalizeIncorrectClaim` says what it costs), or for the arbiter to decide: the clocks stop
 * and the game waits until the arbiter upholds the claim (`outcome`) or rejects it.
 */
export type ClaimVerdict =
  | { readonly correct: true; readonly outcome: RuledOutcome }
  | { readonly correct: false; readonly rule: string; readonly reason: string }
  | {
      readonly correct?: undefined;
      readonly arbiter: true;
      readonly rule: string;
      readonly reason: string;
      readonly outcome: RuledOutcome;
    };

/** A claim the player on move may make now, as a plugin offers it (the runtime then checks it). */
export interface ClaimOffer {
  /** The kind (declared in the plugin's `claims`). */
  readonly kind: ClaimKind;
  /** The claim is correct (or for the arbiter) on the position as it stands. */
  readonly now: boolean;
  /** The moves that make it correct when written down first (L-9.2.1.1, L-9.3.1). */
  readonly intendedMoves: readonly Move[];
}

/** Who the claims are for, and whether their intended moves are wanted (a review asks only about claims as the position stands). */
export interface ClaimQuestion {
  /** The player on move. */
  readonly side: Color;
  /** List the moves that make a claim correct when written down (`false`: leave them out). */
  readonly intendedMoves: boolean;
}

/** What an incorrect claim costs under a rule (L-9.5). */
export interface ClaimPenalty {
  /** The rule, e.g. `'L-9.5'`. */
  readonly rule: string;
  /** The clock changes. */
  readonly adjustments: readonly Adjustment[];
  /** The move written down with the claim must now be played (L-9.5). */
  readonly playIntended?: boolean;
  /** The rule that binds the intended move (default: `rule`); the Laws' is `'L-9.5'`. */
  readonly intendedRule?: string;
}

/** A fallen flag to judge (L-6.9, L-III.3.1). */
export interface FlagReport {
  /** Whose flag fell; absent when both fell and the order is unknown. */
  readonly side?: Color;
  /** The player who called the flag; absent when the clock or the arbiter noticed it. */
  readonly calledBy?: Color;
  /** Both flags are down, order unknown (L-III.3.1). */
  readonly bothFlags: boolean;
  /** Whether the flag fell in the final period. */
  readonly final: boolean;
}

/** A `judgeFlag` answer: the game ends, or play goes on under a rule. */
export type FlagRuling =
  | { readonly outcome: RuledOutcome }
  | { readonly playOn: true; readonly rule: string; readonly reason: string };

/** An `outcomeOf` answer: the outcome an event brings about, and what happened in words. */
export interface EventOutcome {
  /** The outcome. */
  readonly outcome: RuledOutcome;
  /** What happened, for the reason sentence ("White resigned"); absent: the outcome says it. */
  readonly cause?: string;
}

/** Points for each side (L-10.1). */
export type Points = Readonly<ByColor<number>>;

/**
 * Every hook a plugin may have, with its combination kind, its value and its arguments.
 * A hook's function type follows from its kind (see {@link HookFunction}). Hooks are called
 * in plugin order (`enforce: 'pre'` plugins first, `'post'` last), and a hook written as
 * `{ order: 'pre' | 'post', handler }` moves ahead of or behind the others for that hook only.
 * The event hooks (`judgeAction`, `outcomeOf`, `onEvent`) also take `{ filter: { type: [...] },
 * handler }`, to be called only for those event types.
 * Every hook but `setup` and `screen` is given the plugin's {@link RuleContext} last.
 *
 * Hooks run while an event is applied to a draft: if one throws, the whole event is dropped
 * (`ERR_RULES_PLUGIN_FAILED`) and the game is as it was.
 */
export interface HookSpecs<State = unknown> {
  /**
   * Shapes the start: variant, start position, time control. Called once by `createGame`
   * (and `gameSetup`), before the game exists. Earlier plugins' changes are in `setup`: a
   * variant plugin has set the position, a `timeControl` the control.
   */
  setup: SequentialHook<GameSetup, []>;
  /**
   * Is this action refused? Called before every player and arbiter event is applied (not
   * before the clock's start or a flag), and in dry runs for `rights()` and `legalMoves()`.
   * Answer only to refuse: the first refusal wins, so any plugin can veto; an earlier plugin
   * has not refused. The runtime's own checks (whose move, a paused clock) come after.
   */
  judgeAction: FirstHook<Refusal, [action: GameEvent, ctx: RuleContext<State>]>;
  /**
   * Does the position just reached end the game at once (mate, stalemate, dead position,
   * fivefold, 75 moves)? Called after every move (a played one, or one that stands after an
   * illegal move) and once on the start position. An earlier plugin found no ending (the
   * variant, first, has already ruled on mate).
   */
  adjudicate: FirstHook<RuledOutcome, [ctx: RuleContext<State>]>;
  /**
   * Does this event end the game (a resignation, an accepted draw offer, the arbiter's
   * declaration)? Called once the runtime has applied an event whose meaning no other hook
   * judges: not a move, an illegal move, a press, a claim, a flag, flags down or the
   * arbiter's decision on a claim. An earlier plugin did not end the game with it.
   */
  outcomeOf: FirstHook<EventOutcome, [event: GameEvent, ctx: RuleContext<State>]>;
  /**
   * What a completed illegal move costs. Called when one is completed (or pressing the clock
   * without a move, L-7.5.3) and again when the opponent claims one that stood pending; an
   * earlier plugin gave no ruling. Nobody answering refuses the illegal move.
   */
  judgeIllegalMove: FirstHook<
    IllegalMoveDecision,
    [report: IllegalMoveReport, ctx: RuleContext<State>]
  >;
  /**
   * The claims `ask.side` may make now, for `rights(side)` and `reviewMoves`: add yours to
   * `claims` (earlier plugins' offers are there) and return the list. Called only while the
   * side is on move and no illegal move is pending; the runtime then drops any claim
   * `judgeAction` refuses or `judgeClaim` does not find correct, and any intended move the
   * side may not play.
   */
  offerClaims: SequentialHook<readonly ClaimOffer[], [ask: ClaimQuestion, ctx: RuleContext<State>]>;
  /**
   * Is the claim correct? Called for a claim of a kind some plugin declares (not an illegal
   * move's, which `judgeIllegalMove` rules on), after `judgeAction` let it through and the
   * intended move was found legal; an earlier plugin did not judge it (answer only for your
   * own kinds).
   */
  judgeClaim: FirstHook<ClaimVerdict, [claim: ClaimRequest, ctx: RuleContext<State>]>;
  /**
   * What an incorrect claim costs the claimant, and whether the intended move must then be
   * played (L-9.5). Called after `judgeClaim` found a claim incorrect; an earlier plugin set
   * no penalty.
   */
  penalizeIncorrectClaim: FirstHook<ClaimPenalty, [claim: ClaimRequest, ctx: RuleContext<State>]>;
  /**
   * What a fallen flag means. Called when a flag event is applied (a flag seen by the clock
   * or called by a player) and when the arbiter finds both flags down; an earlier plugin gave
   * no ruling. Nobody answering records the flag and changes nothing else. Also called by
   * `reviewMoves` asked about a recorded flag (`flag`), at the final position outside any game:
   * called by the opponent, in the last period, with no clock and each plugin's initial state.
   */
  judgeFlag: FirstHook<FlagRuling, [flag: FlagReport, ctx: RuleContext<State>]>;
  /**
   * The draw offer that stands now (L-9.1), for the state, the rights and `ctx.pendingOffer`.
   * Called once per event, after every plugin's state is reduced; the first plugin to answer
   * (the one that keeps offers, `drawOffers`) decides, and what it said holds until the next
   * event.
   */
  standingOffer: FirstHook<DrawOffer, [ctx: RuleContext<State>]>;
  /**
   * Maps the outcome (Armageddon: a draw is a Black win). Called once when the game ends,
   * with the outcome as earlier plugins mapped it.
   */
  mapOutcome: SequentialHook<RuledOutcome, [ctx: RuleContext<State>]>;
  /**
   * The points of each side for the final outcome (L-10.1). Called once when the game ends,
   * after `mapOutcome`; the first answer counts (the `scoring` plugin is in every regulation).
   */
  score: FirstHook<Points, [outcome: RuledOutcome, ctx: RuleContext<State>]>;
  /**
   * Told every event, after it has been applied and every plugin's state reduced, before it
   * is committed: throwing drops the event. Earlier plugins have been told.
   */
  onEvent: NotifyHook<[event: GameEvent, ctx: RuleContext<State>]>;
  /**
   * Told the game ended, with the final outcome (mapped and scored), before the event that
   * ended it is committed: throwing drops the event.
   */
  onOutcome: NotifyHook<[outcome: GameOutcome, ctx: RuleContext<State>]>;
  /**
   * At which plies of these moves might this plugin end the game (`adjudicate`) or allow a
   * claim on the position as it stands (`offerClaims`)? Called by `reviewMoves`, outside any
   * game, for each plugin on its own with an empty `plies`: add yours and return the list
   * (no other plugin's answer is in it, and yours gates only your own hooks). A plugin that
   * adds none is ruled out of the game; one with `adjudicate` or `offerClaims` and no
   * `screen` is asked at every ply (the safe default), so leave a ply out only when your
   * test never misses. Asked again, from the next ply on, once a claim kind is found.
   * When the review is asked about a flag (`game.flag`), a plugin with `judgeFlag` names the
   * last ply to have that flag judged there (one without `screen` is asked); leave it out
   * where your ruling is surely the loss the record shows.
   */
  screen: SequentialHook<readonly number[], [game: MovesSummary]>;
}

/** The name of a hook. */
export type HookName = keyof HookSpecs;

/** The function a plugin gives for a hook spec: its return type follows the hook's kind. */
export type HookFunction<Spec> =
  Spec extends FirstHook<infer Value, infer Args>
    ? (...args: Args) => Value | undefined
    : Spec extends SequentialHook<infer Value, infer Args>
      ? (value: Value, ...args: Args) => Value
      : Spec extends NotifyHook<infer Args>
        ? (...args: Args) => void
        : never;

/**
 * A hook as a plugin writes it: the function, or `{ order, handler }` to run it before
 * (`'pre'`) or after (`'post'`) the other plugins' handlers of the same hook (as in Vite).
 */
export type PluginHook<F> = F | { readonly order?: 'pre' | 'post'; readonly handler: F };

/** The hooks given an event first: a `filter` may say which event types they are called for. */
export type EventHookName = 'judgeAction' | 'outcomeOf' | 'onEvent';

/** The hooks given an event first, as a list (the runtime picks their handlers per event type). */
export const EVENT_HOOKS: readonly EventHookName[] = ['judgeAction', 'outcomeOf', 'onEvent'];

/**
 * Which events a hook is called for, as Rolldown's hook filters say which modules: only events
 * of these types. The runtime skips the hook for every other event, so a plugin that judges
 * draw offers costs nothing per move.
 */
export interface HookFilter {
  /** The event types the hook is called for. */
  readonly type: readonly GameEventType[];
}

/**
 * An event hook as a plugin writes it: also `{ filter: { type: [...] }, handler }`, called only
 * for events of those types (see {@link HookFilter}).
 */
export type EventPluginHook<F> =
  | F
  | { readonly order?: 'pre' | 'post'; readonly filter?: HookFilter; readonly handler: F };

/** The hooks of a plugin, every one optional; `State` is the plugin's per-game state. */
export type PluginHooks<State = unknown> = {
  readonly [K in HookName]?: K extends EventHookName
    ? EventPluginHook<HookFunction<HookSpecs<State>[K]>>
    : PluginHook<HookFunction<HookSpecs<State>[K]>>;
};

/** Each hook's combination kind, as data (the types above say the same). */
export const HOOK_KINDS: { readonly [K in HookName]: HookSpecs[K]['kind'] } = {
  setup: 'sequential',
  judgeAction: 'first',
  adjudicate: 'first',
  outcomeOf: 'first',
  judgeIllegalMove: 'first',
  offerClaims: 'sequential',
  judgeClaim: 'first',
  penalizeIncorrectClaim: 'first',
  judgeFlag: 'first',
  standingOffer: 'first',
  mapOutcome: 'sequential',
  score: 'first',
  onEvent: 'notify',
  onOutcome: 'notify',
  screen: 'sequential',
};

/** Every hook name, in the order this file documents them. */
export const HOOK_NAMES = Object.keys(HOOK_KINDS) as readonly HookName[];

/** The hooks called outside a game, without a context. */
export const CONTEXT_FREE_HOOKS: ReadonlySet<HookName> = new Set(['setup', 'screen']);
