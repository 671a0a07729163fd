// What the arbiter knows between two events, and the draft one event is applied to.
import type { ByColor, Color } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import type { PositionHistory } from '@chesslaws/termination';
import type { GameOutcome, RuledOutcome } from './outcome.js';
import type { ArbiterNeeded, IntendedMove, PendingIllegalMove } from './played.js';
import type { DrawOffer, Touch } from './setup.js';

/** Positions before the ones a history holds: their L-9.2.2 keys and halfmove clocks, oldest first. */
export interface PriorPositions {
  /** How many there are. */
  readonly length: number;
  /** The key of the `i`-th. */
  key(i: number): number;
  /** The halfmove clock of the `i`-th. */
  clock(i: number): number;
}

/** A piece that must be moved, by whom, and under which rule and plugin. */
export interface BoundPiece {
  /** The player who must move it. */
  readonly side: Color;
  /** Its square. */
  readonly square: number;
  /** The rule that binds it (L-7.5.1). */
  readonly rule: string;
  /** The plugin that bound it. */
  readonly plugin: string;
}

/** An illegal move pending a claim, with the position it left (none when it cannot be played on). */
export interface PendingIllegal extends PendingIllegalMove {
  /** The position the illegal move left. */
  readonly position: Position | undefined;
}

/** An illegal move that stood unclaimed: the game went on from the position it left. */
export interface StoodIllegal extends PendingIllegalMove {
  /** The position it left. */
  readonly position: Position;
  /** The number of moves played before it (its place among the board's moves). */
  readonly ply: number;
}

/** Why the board waits for the arbiter, with what an upheld claim would decide. */
export interface Awaiting extends ArbiterNeeded {
  /** The outcome if the arbiter upholds the claim. */
  readonly upheld?: RuledOutcome;
  /** Whether the clock ran when the claim stopped it (it runs again if the claim is rejected). */
  readonly clockRan?: boolean;
  /** The move written down with the claim, if one was. */
  readonly intended?: Move;
}

/**
 * The arbiter's derived state between events: plain, frozen-by-convention data. An event is
 * applied to a copy of it (the draft), which replaces it only when the whole event succeeded.
 * The position history is the one mutable object here; the draft journals its changes.
 */
export interface Facts {
  /** The clock has been started (or the game has no clock and has begun). */
  readonly started: boolean;
  /** How the game ended. */
  readonly outcome: GameOutcome | undefined;
  /** The positions since the start, or since an illegal move that stood. */
  readonly history: PositionHistory;
  /** The positions before an illegal move that stood, which repetitions still count. */
  readonly prior: PriorPositions | undefined;
  /** Where the current history starts: the start, or the position an illegal move left. */
  readonly playedFrom: { readonly position: Position; readonly ply: number };
  /** Completed illegal moves each side was ruled on. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces the side to move touched this move. */
  readonly touches: readonly Touch[];
  /**
   * The piece a player moved illegally, which must now be moved (L-7.5.1, as the plugin that
   * ruled on the illegal move binds it with `sequel: 'bind-piece'`).
   */
  readonly bound: BoundPiece | undefined;
  /** The intended move that must be played after an incorrect claim (L-9.5), and who must play it. */
  readonly mustPlay: { readonly side: Color; readonly move: IntendedMove } | undefined;
  /** An illegal move that stands unless claimed. */
  readonly pendingIllegal: PendingIllegal | undefined;
  /** The illegal moves that stood unclaimed, oldest first (where the move list goes on from). */
  readonly stood: readonly StoodIllegal[];
  /** Why the board waits for the arbiter. */
  readonly awaiting: Awaiting | undefined;
  /** Flags the rules have judged (a flag that let play go on is not judged again). */
  readonly flagsJudged: number;
  /** Each plugin's own state, by its place in the regulation. */
  readonly states: readonly unknown[];
  /** The draw offer that stands after the last event, as the `standingOffer` hook said then. */
  readonly offer: DrawOffer | undefined;
}

/** The draft of one event: the facts, writable while the event is applied. */
export type Draft = { -readonly [K in keyof Facts]: Facts[K] };
