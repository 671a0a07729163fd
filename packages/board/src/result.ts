/**
 * The one `Result` type of every chesslaws package: expected failures are values,
 * `throw` is kept for bugs. A plain discriminated union, so it narrows with `if (r.ok)`.
 */
export type Result<T, E> = Ok<T> | Err<E>;

/** A success carrying `value`. */
export interface Ok<T> {
  /** Always `true`: narrows the union. */
  readonly ok: true;
  /** The successful result. */
  readonly value: T;
}

/** A failure carrying `error`. */
export interface Err<E> {
  /** Always `false`: narrows the union. */
  readonly ok: false;
  /** Why it failed. */
  readonly error: E;
}

/** Wraps a value as a success. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Wraps an error as a failure. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** The value of a success; throws the error of a failure (for tests and scripts). */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw result.error instanceof Error ? result.error : new Error(String(result.error));
}

/**
 * The base class of every chesslaws error: a stable machine-readable `code`
 * (switch on it, not on `message`) and, where the input had one, a location.
 */
export class ChesslawsError<Code extends string = string> extends Error {
  /** A stable code such as `'ERR_FEN_BOARD'`. */
  readonly code: Code;
  /** Where in the input the problem is (field, offset, line/column), when known. */
  readonly location: ErrorLocation | undefined;

  constructor(code: Code, message: string, location?: ErrorLocation) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.location = location;
  }
}

/** Where an input error is: any of a named field, a character offset, a line and column. */
export interface ErrorLocation {
  /** The name of the field or argument, e.g. `'castling'` in a FEN. */
  readonly field?: string;
  /** Zero-based character offset in the input string. */
  readonly offset?: number;
  /** One-based line number. */
  readonly line?: number;
  /** One-based column number. */
  readonly column?: number;
}
