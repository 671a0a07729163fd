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
 * The brand every chesslaws error carries, `Symbol.for('@chesslaws/error')`: a registered symbol,
 * so a package with no dependencies (the clock) can set the same brand without importing this one.
 */
export const CHESSLAWS_ERROR: unique symbol = Symbol.for('@chesslaws/error') as never;

/** What every chesslaws error has, whichever package threw or returned it. */
export interface ChesslawsErrorLike extends Error {
  /** The brand (see {@link CHESSLAWS_ERROR}). */
  readonly [CHESSLAWS_ERROR]: true;
  /** A stable code such as `'ERR_FEN_BOARD'` or `'ERR_TC_SYNTAX'`. */
  readonly code: string;
  /** Where in the input the problem is, when known. */
  readonly location: ErrorLocation | undefined;
}

/**
 * The base class of every chesslaws error: a stable machine-readable `code`
 * (switch on it, not on `message`) and, where the input had one, a location.
 */
export class ChesslawsError<Code extends string = string> extends Error {
  /** Marks every chesslaws error, also those of packages that cannot extend this class (the clock). */
  readonly [CHESSLAWS_ERROR]: true = true;
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

/**
 * True for an error from any chesslaws package (`ChesslawsError`, `ClockError`, the CLI's
 * `UsageError`), even across duplicated package copies where `instanceof` fails: it reads
 * the shared brand, so `code` and `location` are there to switch on.
 *
 * ```ts
 * try { unwrap(parseFen(text)); } catch (e) { if (isChesslawsError(e)) console.log(e.code); }
 * ```
 */
export function isChesslawsError(value: unknown): value is ChesslawsErrorLike {
  return (
    value instanceof Error &&
    (value as Partial<ChesslawsErrorLike>)[CHESSLAWS_ERROR] === true &&
    typeof (value as Partial<ChesslawsErrorLike>).code === 'string'
  );
}

/**
 * Where an input error is: any of a named field, a character offset, a line and column, a
 * ply of a game. `offset` is always a character offset into text, never an index of a move.
 */
export interface ErrorLocation {
  /** Zero-based index of a halfmove in a game (the first move is ply 0). */
  readonly ply?: number;
  /** Zero-based index of an event in an event log or of a step in a script. */
  readonly index?: number;
  /** The name of the field or argument, e.g. `'castling'` in a FEN. */
  readonly field?: string;
  /** Zero-based character offset in the input string. */
  readonly offset?: number;
  /** One-based line number. */
  readonly line?: number;
  /** One-based column number. */
  readonly column?: number;
}
