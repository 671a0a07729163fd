import { ChesslawsError, type ErrorLocation } from '@chesslaws/board';

/** The stable codes of {@link PgnError}: switch on these, not on the message. */
export type PgnErrorCode =
  /** A character or token that has no place in PGN here (e.g. `]` in movetext). */
  | 'ERR_PGN_SYNTAX'
  /** A tag pair that is not `[Name "value"]`. */
  | 'ERR_PGN_TAG'
  /** A `{` comment or a tag value still open at the end of the input. */
  | 'ERR_PGN_UNTERMINATED'
  /** A single token longer than the reader accepts (a guard against runaway input). */
  | 'ERR_PGN_TOKEN_TOO_LONG'
  /** A `Variant` other than standard chess or Chess960. */
  | 'ERR_PGN_VARIANT'
  /** The `FEN` tag does not give a legal position. */
  | 'ERR_PGN_FEN'
  /** A move that cannot be read or is illegal in its position. */
  | 'ERR_PGN_MOVE';

/**
 * An error found while reading or replaying PGN. `location` carries the one-based
 * `line` and `column` (in UTF-16 code units) where the problem starts.
 */
export class PgnError extends ChesslawsError<PgnErrorCode> {
  /** The offending move or token text, when there is one. */
  readonly token: string | undefined;

  constructor(code: PgnErrorCode, message: string, location?: ErrorLocation, token?: string) {
    super(
      code,
      location?.line !== undefined
        ? `${location.line}:${location.column ?? 0}: ${message}`
        : message,
      location,
    );
    this.token = token;
  }
}
