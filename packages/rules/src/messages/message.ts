// A message as data: a key and its parameters, which a catalog renders in a language.
import type { Color, Role, SquareName } from '@chesslaws/board';
import type { MoveFacts } from '@chesslaws/notation';

/**
 * A move named in a message, as notation's facts about it: the catalog writes it in the
 * reader's language (`Nf3`, `Кf3`, `♘f3`). `style: 'lan'` names the square it left too
 * (`Qd1-d8`), as an arbiter names an illegal move.
 */
export interface MoveParam {
  /** Discriminant. */
  readonly kind: 'move';
  /** What notation needs to write it. */
  readonly facts: MoveFacts;
  /** `'san'` (`Nf3`) or `'lan'` (`Ng1-f3`). */
  readonly style: 'san' | 'lan';
}

/** A clock change named in a message: `+1:00 to White`. */
export interface AdjustmentParam {
  /** Whose clock. */
  readonly side: Color;
  /** Milliseconds added; negative removes. */
  readonly delta: number;
}

/** What a message's parameters may be: plain data, so a message can be saved and compared. */
export type MessageParam =
  | string
  | number
  | boolean
  | undefined
  | Color
  | Role
  | SquareName
  | MoveParam
  | Message
  | readonly string[]
  | readonly AdjustmentParam[];

/** A message's parameters, by name. */
export type MessageParams = { readonly [name: string]: MessageParam };

/**
 * Something the rules say, as data: a `key` in a message catalog and its `params` (sides,
 * moves, durations in ms, nested messages). `formatMessage` renders it in a language; the rule
 * it is said under is never part of it (a ruling and an error carry their `rule` beside it).
 */
export interface Message {
  /** The catalog key: `'illegal.settled'`, or a plugin's own (`'sofiaRules.tooEarly'`). */
  readonly key: string;
  /** The values the catalog's template fills in. */
  readonly params: MessageParams;
}

/** A message, frozen with its parameters. */
export const message = (key: string, params: MessageParams = {}): Message =>
  Object.freeze({ key, params: Object.freeze({ ...params }) });

/** A plugin's words as a message: a {@link Message} as it is, text as the `text` message (the same in every language). */
export const asMessage = (value: Message | string): Message =>
  typeof value === 'string' ? message('text', { text: value }) : value;

/** Whether `value` is a {@link Message} (a plugin may give one where it could give text). */
export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  typeof (value as Message).params === 'object';
