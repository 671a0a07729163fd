import { ChesslawsError, type ErrorLocation } from '@chesslaws/board';

/** The stable codes of {@link PgnError}: switch on these, not on the message. */
export type PgnErrorCode =
  /** A character or token that has no place in PGN here (e.g. `]` in movetext). */
  | 'ERR_PGN_SYNTAX'
  /** A tag pair that is not `[Name "value"]`. */
  | 'ERR_PGN_TAG'
  /**
   * A tag value still open at the end of its line, or a `{` comment never closed: it ends where
   * the next game's tag section plainly starts (a blank line, then `[Name "value"]` at the start
   * of a line), or at the end of the input; `skippedTo` says where reading resumed.
   */
  | 'ERR_PGN_UNTERMINATED'
  /** A token, tag pair or comment longer than the reader accepts (a guard against runaway input). */
  | 'ERR_PGN_TOKEN_TOO_LONG'
  /** A `Variant` tag that names no variant known to the reader (standard, Chess960, or one given in `variants`). */
  | 'ERR_PGN_VARIANT'
  /** The `FEN` tag does not give a legal position. */
  | 'ERR_PGN_FEN'
  /** A move that cannot be read or is illegal in its position (`location.ply` says which, for a built game). */
  | 'ERR_PGN_MOVE'
  /** A clock or elapsed time given to `buildGame` that is not a finite number of milliseconds. */
  | 'ERR_PGN_CLOCK';

/**
 * An error found while reading, replaying or building PGN. For text, `location` carries the
 * one-based `line` and `column` (in UTF-16 code units) where the problem starts; for a game
 * built from moves (`buildGame`), the zero-based `ply` of the move.
 */
export class PgnError extends ChesslawsError<PgnErrorCode> {
  /** The offending text (a move, a tag value, a token), when there is one; named as `SanError.input`. */
  readonly input: string | undefined;
  /**
   * Where reading resumed after an error that made the reader skip lines (a `{` comment never
   * closed): the text from `location` up to here was not read. `undefined` for the other
   * errors, which skip at most the rest of their line.
   */
  readonly skippedTo: { readonly line: number; readonly column: number } | undefined;

  constructor(
    code: PgnErrorCode,
    message: string,
    location?: ErrorLocation,
    input?: string,
    skippedTo?: { readonly line: number; readonly column: number },
  ) {
    super(
      code,
      location?.line !== undefined
        ? `${location.line}:${location.column ?? 0}: ${message}`
        : message,
      location,
    );
    this.input = input;
    this.skippedTo = skippedTo;
  }
}
