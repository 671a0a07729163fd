import { ChesslawsError, type ErrorLocation } from '@chesslaws/board';
import type { Move } from '@chesslaws/moves';

/** The stable codes of {@link SanError}: switch on these, not on the message. */
export type SanErrorCode =
  /** The text is not a move in any accepted form (or, in strict mode, not the canonical one); `location.offset` says where. */
  | 'ERR_SAN_SYNTAX'
  /** The text is a move, but no piece of the side to move could make it, even ignoring check. */
  | 'ERR_SAN_NO_SUCH_MOVE'
  /** Several legal moves fit the text; `candidates` lists them. */
  | 'ERR_SAN_AMBIGUOUS'
  /** A piece could make the move but the laws forbid it; `reason` says why (L-3.8, L-3.9). */
  | 'ERR_SAN_ILLEGAL';

/** Why a move that a piece could otherwise make is illegal (L-3.8, L-3.9, and the variants' rules). */
export type IllegalReason =
  /** The piece is pinned to its king. */
  | 'pinned'
  /** The own king is in check and the move does not get it out. */
  | 'in-check'
  /** The king would step onto an attacked square. */
  | 'into-check'
  /** The move would expose the own king some other way (an en passant capture off a rank). */
  | 'exposes-king'
  /** Castling is no longer allowed: the king or that rook has moved (or there is no such rook). */
  | 'castling-rights'
  /** Castling while in check. */
  | 'castling-out-of-check'
  /** A square between king and rook, or a destination square, is occupied. */
  | 'castling-blocked'
  /** The king would cross an attacked square. */
  | 'castling-through-check'
  /** The king would land on an attacked square. */
  | 'castling-into-check'
  /** A drop of a piece the side to move does not have in its pocket (crazyhouse). */
  | 'not-in-pocket'
  /** A drop on an occupied square. */
  | 'drop-occupied'
  /** A pawn dropped on the first or last rank. */
  | 'drop-rank'
  /** A capture is possible and the variant forces captures (antichess). */
  | 'forced-capture'
  /** Another rule of the variant forbids the move (a king may not capture in atomic, no move may give check in racing kings...). */
  | 'variant-rule';

/** Extra facts a {@link SanError} carries, by code. */
export interface SanErrorDetails {
  /** The moves that fit the text: the legal ones when ambiguous, the forbidden ones when illegal. */
  readonly candidates?: readonly Move[];
  /** Why the move is illegal. */
  readonly reason?: IllegalReason;
  /** In strict mode: the canonical text of the move that was meant. */
  readonly expected?: string;
}

/** Why a move text could not be read in a position. Location: `{ offset }` in the text. */
export class SanError extends ChesslawsError<SanErrorCode> {
  /** The text that was read. */
  readonly input: string;
  /** The moves that fit the text: the legal ones when ambiguous, the forbidden ones when illegal; else empty. */
  readonly candidates: readonly Move[];
  /** Why the move is illegal (`ERR_SAN_ILLEGAL` only). */
  readonly reason: IllegalReason | undefined;
  /** In strict mode, the canonical text of the move that was meant (`ERR_SAN_SYNTAX` only). */
  readonly expected: string | undefined;

  constructor(
    code: SanErrorCode,
    message: string,
    input: string,
    details: SanErrorDetails = {},
    location?: ErrorLocation,
  ) {
    super(code, message, location);
    this.input = input;
    this.candidates = details.candidates ?? [];
    this.reason = details.reason;
    this.expected = details.expected;
  }
}
