// Every hook a plugin may have: when the runtime calls it, what it is given, how answers combine.
import type { GameEvent, GameEventType } from '../events/index.js';
import type {
  ClaimDecision,
  ClaimOffer,
  ClaimPenalty,
  ClaimQuestion,
  ClaimRequest,
  ClaimVerdict,
  EventOutcome,
  FlagReport,
  FlagRuling,
  IllegalMoveDecision,
  IllegalMoveReport,
  Points,
  Refusal,
} from '../model/decisions.js';
import type { GameOutcome, RuledOutcome } from '../model/outcome.js';
import type { DrawOffer, GameSetup } from '../model/setup.js';
import type { RuleContext } from './context.js';
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
   * What a claim decided against its claimant costs, and whether the intended move must then
   * be played (L-9.5). Called after `judgeClaim` found a claim incorrect
   * (`decidedBy: 'rules'`), and after the arbiter rejected a claim the game waited on
   * (`decidedBy: 'arbiter'`); an earlier plugin set no penalty. Answer for the decisions your
   * rule covers: `incorrectClaim` (L-9.5) answers only `'rules'`, so "+1 minute to the
   * opponent when the arbiter rejects a claim" is a plugin of its own.
   */
  penalizeClaim: FirstHook<ClaimPenalty, [claim: ClaimDecision, ctx: RuleContext<State>]>;
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
  penalizeClaim: 'first',
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
