// The facts a game shows about its moves, a pending illegal move, and a board that waits.
import type { Color } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import type { ClaimKind } from './decisions.js';
import type { Ruling } from './outcome.js';

/** One move as it was made on the board: what, by whom, when, and the clock after it. */
export interface BoardMove {
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
}

/** One move as the game's state lists it: the board's facts and what a record writes with it. */
export interface PlayedMove extends BoardMove {
  /** The mover offered a draw with this move (written `(=)`, L-9.1). */
  readonly drawOffer: boolean;
  /** What the arbiter noted before this move (penalties, rejected claims), for PGN comments. */
  readonly notes: readonly Ruling[];
}

/** A completed illegal move that stands unless the opponent claims it (L-A.5.2, L-B.3). */
export interface PendingIllegalMove {
  /** Who completed it. */
  readonly offender: Color;
  /** The piece's way in UCI. */
  readonly move: string;
  /** Index of its event. */
  readonly event: number;
  /** The rule it falls under (`'L-A.5.2'` in rapid, `'L-B.3'` in blitz, `'S-blitz'`). */
  readonly rule: string;
  /** The plugin that ruled it stands unless claimed. */
  readonly plugin: string;
}

/** The move written down with an incorrect claim, which must now be played (L-9.5), as a `Move` with its rule. */
export interface IntendedMove extends Move {
  /** The rule that binds it (`'L-9.5'`, as the incorrect-claim plugin says). */
  readonly rule: string;
  /** The plugin that said it must be played. */
  readonly plugin: string;
}

/** The board waits for an arbiter: an illegal position that cannot be played on, or a claim. */
export interface ArbiterNeeded {
  /** The rule that asks for the arbiter. */
  readonly rule: string;
  /** Why, in one sentence. */
  readonly reason: Message;
  /** Index of the event that caused it. */
  readonly event: number;
  /** The claim the arbiter is to uphold or reject (`arbiter.decideClaim`), when it is one. */
  readonly claim?: { readonly by: Color; readonly kind: ClaimKind; readonly plugin: string };
}

/**
 * One move on the board, in the order the players made them: each move played, and each
 * completed illegal move that is on the board (pending a claim, or stood unclaimed, L-A.5.2),
 * with the positions around it. What a move list or a board that steps through the game shows.
 */
export interface LineMove {
  /** The move (castling as king onto rook). */
  readonly move: Move;
  /** The move in UCI. */
  readonly uci: string;
  /** Who made it. */
  readonly side: Color;
  /** Index of its event in the log. */
  readonly event: number;
  /** The position before it (a copy). */
  readonly before: Position;
  /** The position it left on the board (a copy). */
  readonly after: Position;
  /**
   * Set for an illegal move on the board: the rule it falls under, and whether it stood (the
   * opponent played on) or still awaits the opponent's claim.
   */
  readonly illegal?: { readonly rule: string; readonly stood: boolean };
}
