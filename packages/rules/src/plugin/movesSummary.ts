// What the `screen` hook is given: a played game's positions in a few numbers.
import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import type { ClaimKind } from '../model/decisions.js';

/**
 * A played game's positions in a few numbers, for the `screen` hook: enough to find the few
 * positions a plugin may rule on, without a game (`pgn check --rules` asks the rules only
 * about those). Ply `p` is the position after `p` moves; 0 is the start.
 */
export interface MovesSummary {
  /** The position the moves start from. */
  readonly start: ReadonlyPosition;
  /** The position after the last move. */
  readonly final: ReadonlyPosition;
  /** Halfmoves played (the last ply). */
  readonly plies: number;
  /**
   * Never less than the most times any one position appeared (L-9.2.2 identity), start
   * included: a quick count, to rule a game out without asking `occurrences` (which is exact).
   */
  readonly repetitions: number;
  /** The highest halfmove clock reached (plies without a capture or pawn move). */
  readonly quietPlies: number;
  /** How many times the position at `ply` had appeared by then, itself included (as L-9.2 counts). */
  occurrences(ply: number): number;
  /** The halfmove clock at `ply`. */
  halfmoves(ply: number): number;
  /** The position at `ply`: read it before the next call, which moves it. */
  position(ply: number): ReadonlyPosition;
  /**
   * The claim kinds the review still looks for when it calls `screen` (absent: every kind).
   * A ply that matters only to claims of other kinds may be left out: once a claim is found,
   * the screens are asked again, from the next ply on, with that kind gone.
   */
  readonly wanted?: ReadonlySet<ClaimKind>;
  /**
   * The side whose flag fell after the last move, when the review is asked what that flag
   * means (a record's time forfeit). A plugin with `judgeFlag` names the last ply to be asked.
   */
  readonly flag?: Color;
}
