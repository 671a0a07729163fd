// An event kind: its fields as the log checks them, who gives it a meaning, and what it does.
import type { RulesError } from '../model/errors.js';
import type { Transaction } from './transaction.js';

/** What one field of an event holds, as the log's checks read it; `?` marks an optional field. */
export type FieldKind =
  | 'color'
  | 'uci'
  | 'square'
  | 'bool'
  | 'claim'
  | 'int'
  | 'moves'
  | 'result'
  | 'text';

/** A field's kind, optional with `?`. */
export type FieldSpec = FieldKind | `${FieldKind}?`;

/** Every event has a `type` and the instant it happened on the game's monotonic clock. */
export interface EventBase {
  /** Discriminant. */
  readonly type: string;
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The fields of `E` besides `type` and `at`, each with its kind. */
export type FieldsOf<E extends EventBase> = {
  readonly [K in Exclude<keyof E, 'type' | 'at'>]-?: FieldSpec;
};

/**
 * One kind of event, whole: the shape the log checks, whether the `core` plugin gives it a
 * meaning (otherwise a plugin must list it in `handles`), and `apply`, what it does to the
 * game through a {@link Transaction}. What it *means* under a regulation (a penalty, an
 * outcome) is asked of the plugins from `apply` or, for an event no hook judges, by
 * `outcomeOf` afterwards.
 */
export interface EventKind<E extends EventBase> {
  /** The `type` of its events. */
  readonly type: E['type'];
  /** Each field's kind (`'color'`, `'uci?'` ...). */
  readonly fields: FieldsOf<E>;
  /** The `core` plugin gives it a meaning, so every regulation takes it. */
  readonly core: boolean;
  /**
   * What it brings about is judged by a hook of its own (a move's `adjudicate`, a claim's
   * `judgeClaim`...), so `outcomeOf` is not asked after it.
   */
  readonly judgedElsewhere: boolean;
  /** Never refused by `judgeAction` (the clock's start, a flag: facts, not choices). */
  readonly unrefusable?: boolean;
  /** What it does to the game, or why it cannot happen. */
  readonly apply: (tx: Transaction, event: E) => RulesError | undefined;
}

/** The event type an {@link EventKind} describes. */
export type EventOf<K> = K extends EventKind<infer E> ? E : never;

/** Declares an event kind (an identity function that checks its shape against `E`). */
export const defineEvent = <E extends EventBase>(kind: EventKind<E>): EventKind<E> => kind;

/** An event with no mechanics of its own: its meaning is the plugins' (an offer, a resignation). */
export const meaningOnly = (): undefined => undefined;
