import type { Color, GameResult, Square } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import type { Move, Position } from '@chesslaws/moves';
import type { ClaimKindInfo, ClaimRight, IntendedMove, LineMove, Rights } from '@chesslaws/rules';
import type { ClockPoint } from '../chart/series.js';

/** A side's rights, with each claim's title in the interface's language. */
export type RightsInWords = Omit<Rights, 'claims'> & {
  readonly claims: readonly (Omit<ClaimRight, 'title'> & { readonly title: string })[];
};

/** How a game ended, as the rules ruled it. */
export interface OutcomeView {
  /** `1-0`, `0-1` or `1/2-1/2`. */
  readonly result: GameResult;
  /** The termination's name (`checkmate`, `timeout-vs-insufficient-material`...). */
  readonly termination: string;
  /** The winner, when there is one. */
  readonly winner: Color | undefined;
  /** The rule that ended the game (`L-6.9`). */
  readonly rule: string;
  /** The rule as shown. */
  readonly ruleName: string;
  /** Why, in words. */
  readonly reason: string;
}

/** A ruling to show in the banner: a penalty, a rejected claim, an illegal move. */
export interface RulingView {
  /** Stable key (its place in the log). */
  readonly key: string;
  /** The kind of ruling, as the rules name it. */
  readonly kind: string;
  /** The article that applies (`L-7.5.5`). */
  readonly rule: string;
  /** The rule as shown. */
  readonly ruleName: string;
  /** The side the ruling is about. */
  readonly side: Color | undefined;
  /** What happened, in words. */
  readonly message: string;
}

/** Everything the screen shows of a game, derived from the rules' state. */
export interface GameView {
  /** The position on the board. */
  readonly position: Position;
  /** The start position, as the game was set up. */
  readonly start: Position;
  /**
   * Every move on the board in order with the positions around it, as the rules keep it: the
   * moves played and the illegal moves that stand or await a claim (L-A.5.2), marked.
   */
  readonly line: readonly LineMove[];
  /** The side to move. */
  readonly turn: Color;
  /** The last move on the board (an illegal one that stands included), if any. */
  readonly lastMove: Move | undefined;
  /** The square of the king in check. */
  readonly check: Square | undefined;
  /** Legal moves now (empty when the game is over). */
  readonly legal: readonly Move[];
  /** Whether illegal moves are completed and penalized (arbiter mode). */
  readonly allowIllegal: boolean;
  /** The clocks, when the game has them. */
  readonly clock: ClockView | undefined;
  /** How the game ended. */
  readonly outcome: OutcomeView | undefined;
  /** The side whose draw offer stands. */
  readonly offerBy: Color | undefined;
  /** Penalties and refused claims, oldest first. */
  readonly rulings: readonly RulingView[];
  /** The clock chart's points, one per move. */
  readonly chart: readonly ClockPoint[];
  /** Each side's time at the start. */
  readonly initialTime: { readonly white: number; readonly black: number };
  /** The side whose completed illegal move stands unless the opponent claims it (L-A.5.2). */
  readonly pendingIllegalBy: Color | undefined;
  /** The rule that pending illegal move falls under (`L-A.5.2` in rapid, `L-B.3` in blitz). */
  readonly pendingIllegalRule: string | undefined;
  /** What the pieces touched oblige the side to move to do (L-4.3, L-4.4). */
  readonly touch:
    | { readonly rule: string; readonly ruleName: string; readonly text: string }
    | undefined;
  /** Whether picking up a piece touches it (touch-move training). */
  readonly touchMove: boolean;
  /** The move that must be played after an incorrect claim, with the rule that binds it (L-9.5). */
  readonly mustPlay: IntendedMove | undefined;
  /** Why the board waits for the arbiter, when it does. */
  readonly awaitingArbiter: string | undefined;
  /** The board waits for the arbiter to uphold or reject a claim (S-10.2). */
  readonly claimToDecide: boolean;
  /** Every claim kind the game takes (a button each, correct or not), titles in the interface's language. */
  readonly claimKinds: readonly (Omit<ClaimKindInfo, 'title'> & { readonly title: string })[];
  /** Whether takebacks are allowed (casual play). */
  readonly takebacks: boolean;
  /** What each side may do now, as the regulation judges it (the controls follow it). */
  readonly rights: { readonly white: RightsInWords; readonly black: RightsInWords };
}
