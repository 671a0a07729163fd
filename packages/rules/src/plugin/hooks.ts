import type { Color } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { Move } from '@chesslaws/moves';
import type { GameEvent } from '../game/events.js';
import type { GameOutcome, RuledOutcome } from '../game/ruling.js';
import type { GameSetup, RuleContext } from './context.js';

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
  /** Why, in one sentence. */
  readonly reason: string;
}

/** What happened, when a player completes an illegal move (L-7.5). */
export interface IllegalMoveReport {
  /** Who completed it. */
  readonly offender: Color;
  /**
   * `illegal-move` (L-7.5.1), `press-without-move` (L-7.5.3), `unpromoted-pawn` (L-7.5.2:
   * a pawn left on the last rank, which becomes a queen), `two-hands` (L-7.5.4: a legal move
   * made with two hands, which stands).
   */
  readonly kind: 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands';
  /** How many illegal moves `offender` has completed in the game, this one included. */
  readonly count: number;
  /** The opponent who claimed it; absent when the arbiter sees it as it happens. */
  readonly claimedBy?: Color;
}

/**
 * What becomes of a completed illegal move:
 * - `penalize`: the position before it is restored and the clocks adjusted (L-7.5.5: +2 min);
 * - `lose`: the offender loses, or draws when the opponent cannot mate (L-7.5.5);
 * - `await-claim`: it stands unless the opponent claims before his next move (L-A.5.2, L-B.3);
 * - `restore`: the position is restored with no penalty.
 */
export type IllegalMoveDecision =
  | {
      readonly action: 'penalize';
      readonly rule: string;
      readonly adjustments: readonly Adjustment[];
    }
  | { readonly action: 'lose'; readonly rule: string; readonly outcome: RuledOutcome }
  | { readonly action: 'await-claim'; readonly rule: string }
  | { readonly action: 'restore'; readonly rule: string };

/** A draw claim to judge (L-9.2, L-9.3). */
export interface DrawClaimRequest {
  /** Who claims (always the player on move). */
  readonly by: Color;
  /** `threefold` or `fifty`. */
  readonly claim: 'threefold' | 'fifty';
  /** The move written down and not yet played (L-9.2.1.1, L-9.3.1). */
  readonly intended?: Move;
}

/** A `judgeClaim` answer: correct (the game ends) or incorrect (the game goes on). */
export type ClaimVerdict =
  | { readonly correct: true; readonly outcome: RuledOutcome }
  | { readonly correct: false; readonly rule: string; readonly reason: string };

/** A time penalty under a rule (for an incorrect claim, L-9.5). */
export interface TimePenalty {
  /** The rule, e.g. `'L-9.5'`. */
  readonly rule: string;
  /** The clock changes. */
  readonly adjustments: readonly Adjustment[];
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

/**
 * Every hook a plugin may have, with its combination kind, its value and its arguments.
 * A hook's function type follows from its kind (see {@link HookFunction}).
 */
export interface HookSpecs {
  /** Shapes the start: the variant's position, the time control (sequential). */
  setup: SequentialHook<GameSetup, []>;
  /**
   * Is the action refused? Asked before every player and arbiter event (not before the
   * clock's start or a flag); answer only to refuse (first: the first refusal wins, so
   * every plugin can veto). Nobody refusing lets it happen.
   */
  judgeAction: FirstHook<Refusal, [action: GameEvent, ctx: RuleContext]>;
  /** May the last move be taken back? `true` allows, `false` refuses (first); nobody answering refuses. */
  allowTakeback: FirstHook<boolean, [by: Color, ctx: RuleContext]>;
  /** Does the position just reached end the game at once (mate, stalemate, dead, 5-fold, 75)? (first) */
  adjudicate: FirstHook<RuledOutcome, [ctx: RuleContext]>;
  /** What a completed illegal move costs (first). */
  judgeIllegalMove: FirstHook<IllegalMoveDecision, [report: IllegalMoveReport, ctx: RuleContext]>;
  /** Is the draw claim correct? (first) */
  judgeClaim: FirstHook<ClaimVerdict, [claim: DrawClaimRequest, ctx: RuleContext]>;
  /** What an incorrect claim costs the claimant (first). */
  penalizeIncorrectClaim: FirstHook<TimePenalty, [claimant: Color, ctx: RuleContext]>;
  /** What a fallen flag means (first). */
  judgeFlag: FirstHook<FlagRuling, [flag: FlagReport, ctx: RuleContext]>;
  /** Maps the outcome (Armageddon: a draw is a Black win) (sequential). */
  mapOutcome: SequentialHook<RuledOutcome, [ctx: RuleContext]>;
  /** Every event applied (notify). */
  onEvent: NotifyHook<[event: GameEvent, ctx: RuleContext]>;
  /** The game ended (notify). */
  onOutcome: NotifyHook<[outcome: GameOutcome, ctx: RuleContext]>;
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

/** The hooks of a plugin, every one optional. */
export type PluginHooks = { readonly [K in HookName]?: HookFunction<HookSpecs[K]> };

/** Each hook's combination kind, as data (the types above say the same). */
export const HOOK_KINDS: { readonly [K in HookName]: HookSpecs[K]['kind'] } = {
  setup: 'sequential',
  judgeAction: 'first',
  allowTakeback: 'first',
  adjudicate: 'first',
  judgeIllegalMove: 'first',
  judgeClaim: 'first',
  penalizeIncorrectClaim: 'first',
  judgeFlag: 'first',
  mapOutcome: 'sequential',
  onEvent: 'notify',
  onOutcome: 'notify',
};

/** Every hook name, in the order the runtime consults them. */
export const HOOK_NAMES = Object.keys(HOOK_KINDS) as readonly HookName[];
