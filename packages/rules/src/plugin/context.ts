// What hooks are given: a read-only view of the game at the event judged.
import type { ByColor, Color } from '@chesslaws/board';
import type { ClockView, TimeCategory } from '@chesslaws/clock';
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import type { PositionHistory } from '@chesslaws/termination';
import type { GameEvent } from '../events/index.js';
import type { GameOutcome, Ruling } from '../model/outcome.js';
import type { BoardMove } from '../model/played.js';
import type { DrawOffer, GameSetup, Touch } from '../model/setup.js';

/**
 * What a hook may read about the game at the event being judged: a read-only view, valid
 * during the call (do not keep it). Hooks decide; the runtime acts. Cheap fields are plain;
 * costly ones are methods.
 *
 * `State` is the plugin's own per-game state (see `PluginState`): each plugin's hooks see
 * only their own.
 */
export interface RuleContext<State = unknown> {
  /** The game's start and clock, as the `setup` hooks left them. */
  readonly setup: Readonly<GameSetup> & { readonly position: Position };
  /** The position on the board (read-only: do not play on it). */
  readonly position: ReadonlyPosition;
  /**
   * The positions of the game so far, as the draw rules need them (read-only). After an
   * unclaimed illegal move that stood (L-A.5.2), the positions before it still count.
   */
  readonly history: PositionHistory;
  /** The side to move. */
  readonly turn: Color;
  /** The fullmove number of the move being played (1 for White's first move). */
  readonly moveNumber: number;
  /** Halfmoves played in the game. */
  readonly ply: number;
  /** The moves played so far, oldest first. */
  readonly moves: readonly BoardMove[];
  /** The time control's FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
  /** Both clocks at this event's instant; `undefined` without a clock. */
  clock(): ClockView | undefined;
  /** Completed illegal moves so far by each side, counting those that were penalized. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces touched by the side to move during this move (touch-move). */
  readonly touches: readonly Touch[];
  /** The draw offer that stands, if any (as the `standingOffer` hook says). */
  readonly pendingOffer: DrawOffer | undefined;
  /** The rulings so far, this event's included. */
  readonly rulings: readonly Ruling[];
  /** How the game ended, once it has (set during the event that ends it). */
  readonly outcome: GameOutcome | undefined;
  /** The log before this event. */
  readonly events: readonly GameEvent[];
  /** The event being judged (absent while adjudicating the start position or answering a query). */
  readonly event: GameEvent | undefined;
  /** Its index in the log (the log's length for an event not yet appended). */
  readonly index: number;
  /** This plugin's own state in this game (`undefined` for a plugin without `state`). */
  readonly state: State;
}
