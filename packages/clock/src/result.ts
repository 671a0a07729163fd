// A local copy of @chesslaws/board's Result: the clock must have zero runtime dependencies,
// and the shapes are structurally identical, so values pass freely between packages.

/**
 * The one `Result` shape of every chesslaws package: expected failures are values,
 * `throw` is kept for bugs. A plain discriminated union, so it narrows with `if (r.ok)`.
 */
export type Result<T, E> = Ok<T> | Err<E>;

/** A success carrying `value`. */
export interface Ok<T> {
  /** Always `true` for a success. */
  readonly ok: true;
  /** The value. */
  readonly value: T;
}

/** A failure carrying `error`. */
export interface Err<E> {
  /** Always `false` for a failure. */
  readonly ok: false;
  /** The error. */
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
