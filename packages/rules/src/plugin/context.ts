import type { ByColor, Color, Square } from '@chesslaws/board';
import type { ClockView, TimeCategory, TimeControl } from '@chesslaws/clock';
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import type { PositionHistory } from '@chesslaws/termination';
import type { GameEvent } from '../game/events.js';

/** Where a game starts and under which clock: what the `setup` hooks shape. */
export interface GameSetup {
  /** The variant's name, as a PGN `Variant` tag reads it (`'standard'`, `'chess960'`). */
  readonly variant: 'standard' | 'chess960';
  /** The start position. */
  readonly position: Position;
  /** The Chess960 start-position number (0..959), when the variant is Chess960. */
  readonly chess960?: number;
  /** Whether the game's creator chose the start position (a variant keeps it then). */
  readonly startGiven: boolean;
  /**
   * The time control. `undefined`: none chosen yet (a `timeControl` plugin sets its own);
   * `null`: the game has no clock, whatever the plugins say.
   */
  readonly control?: TimeControl | null;
}

/** A touch that binds (L-4.3): a piece touched by the side to move during this move. */
export interface Touch {
  /** The square of the touched piece. */
  readonly square: Square;
  /** Whether the piece is the toucher's own. */
  readonly own: boolean;
}

/** A standing draw offer (L-9.1). */
export interface DrawOffer {
  /** Who offered. */
  readonly by: Color;
  /** Index of the offer's event in the log. */
  readonly event: number;
  /** Halfmoves played when it was made. */
  readonly ply: number;
}

/**
 * What a hook may read about the game at the event being judged. Read-only: hooks decide,
 * the runtime acts. Cheap fields are plain; costly ones are methods.
 */
export interface RuleContext {
  /** The position on the board (read-only: do not play on it). */
  readonly position: ReadonlyPosition;
  /** The positions of the game so far, as the draw rules need them (read-only). */
  readonly history: PositionHistory;
  /** The side to move. */
  readonly turn: Color;
  /** The fullmove number of the move being played (1 for White's first move). */
  readonly moveNumber: number;
  /** Halfmoves played in the game. */
  readonly ply: number;
  /** The time control's FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
  /** Both clocks at this event's instant; `undefined` without a clock. */
  clock(): ClockView | undefined;
  /** Completed illegal moves so far by each side, counting those that were penalized. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces touched by the side to move during this move (touch-move). */
  readonly touches: readonly Touch[];
  /** The draw offer that stands, if any. */
  readonly pendingOffer: DrawOffer | undefined;
  /** The event being judged (absent while adjudicating the start position). */
  readonly event: GameEvent | undefined;
  /** Its index in the log (the log's length for an event not yet appended). */
  readonly index: number;
}
