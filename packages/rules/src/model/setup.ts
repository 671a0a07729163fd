// Where a game starts, and what the board holds between moves: touches and a standing offer.
import type { Color, Square } from '@chesslaws/board';
import type { TimeControl } from '@chesslaws/clock';
import type { Position } from '@chesslaws/moves';

/**
 * A variant's name: `'standard'`, `'chess960'`, or the name of the `Variant` that
 * `variantPlugin` plays (`'atomic'`, `'crazyhouse'`, `'3check'`...).
 */
export type VariantName = 'standard' | 'chess960' | (string & {});

/** Where a game starts and under which clock: what the `setup` hooks shape. */
export interface GameSetup {
  /** The variant's name (set by the variant plugin; `'standard'` until one says otherwise). */
  readonly variant: VariantName;
  /** The start position: the one the game's creator gave, or the variant plugin's. */
  readonly position?: Position;
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
