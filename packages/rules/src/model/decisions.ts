// What the runtime asks the regulation's plugins, and what they answer: reports, requests, decisions.
import type { ByColor, Color } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { Move } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import type { RulesErrorCode } from './errors.js';
import type { RuledOutcome } from './outcome.js';

/** A claim kind: the built-in ones (`threefold`, `fifty`, `illegal-move`, `quickplay-finish`) or one a plugin adds. */
export type ClaimKind = BuiltInClaimKind | (string & {});

/** The claim kinds of the built-in plugins, in a fixed order. */
export const CLAIM_KINDS = ['threefold', 'fifty', 'illegal-move', 'quickplay-finish'] as const;

/** One of {@link CLAIM_KINDS}. */
export type BuiltInClaimKind = (typeof CLAIM_KINDS)[number];

/** A claim kind a plugin adds: `rights()` offers it, `claim()` takes it, the plugin judges it. */
export interface ClaimSpec {
  /** The kind, as claim events and `play` scripts write it (`'quickplay-finish'`). */
  readonly kind: ClaimKind;
  /** The rule it claims under (`'S-10.2'`). */
  readonly rule: string;
  /**
   * A few words for a button or a list ("a draw: the opponent cannot win by normal means"):
   * text, the same in every language, or a message a catalog renders (`definePlugin`'s `messages`).
   */
  readonly title: Message | string;
}

/** A `judgeAction` answer: the action is refused under a rule. */
export interface Refusal {
  /** The rule that refuses it, e.g. `'L-9.4'`. */
  readonly rule: string;
  /** Why, in one sentence without the rule (the error carries it): text, or a message a catalog renders. */
  readonly reason: Message | string;
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
 * A claim decided against its claimant, for `penalizeClaim`: found incorrect by a plugin's
 * `judgeClaim` (`decidedBy: 'rules'`), or rejected by the arbiter (`decidedBy: 'arbiter'`).
 */
export interface ClaimDecision extends ClaimRequest {
  /** `'rules'`: `judgeClaim` found it incorrect; `'arbiter'`: the arbiter rejected it. */
  readonly decidedBy: 'rules' | 'arbiter';
  /** The rule it was decided under. */
  readonly rule: string;
}

/**
 * A `judgeClaim` answer: correct (the game ends), incorrect (the game goes on, and
 * `penalizeClaim` says what it costs), or for the arbiter to decide: the clocks stop
 * and the game waits until the arbiter upholds the claim (`outcome`) or rejects it.
 */
export type ClaimVerdict =
  | { readonly correct: true; readonly outcome: RuledOutcome }
  | { readonly correct: false; readonly rule: string; readonly reason: Message | string }
  | {
      readonly correct?: undefined;
      readonly arbiter: true;
      readonly rule: string;
      readonly reason: Message | string;
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
  | { readonly playOn: true; readonly rule: string; readonly reason: Message | string };

/** An `outcomeOf` answer: the outcome an event brings about, and what happened in words. */
export interface EventOutcome {
  /** The outcome. */
  readonly outcome: RuledOutcome;
  /** What happened, for the reason sentence ("White resigned"); absent: the outcome says it. */
  readonly cause?: Message | string;
}

/** Points for each side (L-10.1). */
export type Points = Readonly<ByColor<number>>;
