/**
 * Every way a time control, a clock event or a time-control string can be wrong,
 * as stable codes: switch on these, not on messages.
 */
export const CLOCK_ERROR_CODES = [
  /** A side of the time control has no stages. */
  'ERR_CLOCK_NO_STAGES',
  /** A stage has an unknown `kind`, or the control is not an object with `white` and `black`. */
  'ERR_CLOCK_STAGE_KIND',
  /** A duration is negative, fractional, not a finite number of milliseconds, or over a year (`MAX_DURATION`). */
  'ERR_CLOCK_DURATION',
  /** A move count is not a positive integer. */
  'ERR_CLOCK_MOVES',
  /** Stages are in an impossible order (e.g. something after a sudden-death period). */
  'ERR_CLOCK_STAGE_ORDER',
  /** An option the stage kind does not have (e.g. an increment on an hourglass). */
  'ERR_CLOCK_UNSUPPORTED_OPTION',
  /** Hourglass on one side only: the time flows between the two clocks, so both need it. */
  'ERR_CLOCK_HOURGLASS_MIXED',
  /** A side would start with no time and nothing to earn any. */
  'ERR_CLOCK_NO_TIME',
  /** A malformed event (unknown type, missing side, non-integer time, an adjustment or a time set over a year). */
  'ERR_CLOCK_EVENT',
  /** An event stamped earlier than the one before it. */
  'ERR_CLOCK_TIME_ORDER',
  /** `start` on a clock that has already started. */
  'ERR_CLOCK_ALREADY_STARTED',
  /** An event that needs a started clock. */
  'ERR_CLOCK_NOT_STARTED',
  /** `press` or `pause` while the clock is not running. */
  'ERR_CLOCK_NOT_RUNNING',
  /** `resume` while the clock is not paused or frozen. */
  'ERR_CLOCK_NOT_PAUSED',
  /** `press` by the side whose clock is not running. */
  'ERR_CLOCK_WRONG_SIDE',
  /** `press` after a flag fell in the final period (the clock froze). */
  'ERR_CLOCK_FROZEN',
  /** `takeback` with no press left to take back. */
  'ERR_CLOCK_NO_PRESS',
  /** An operation the time control cannot do (adjusting an upcount, apportioning byo-yomi). */
  'ERR_CLOCK_UNSUPPORTED',
  /** A saved clock that is not what `Clock.toJSON` writes. */
  'ERR_CLOCK_SNAPSHOT',
  /** The injected time source (`now`) is not a function, or gave something other than a finite number. */
  'ERR_CLOCK_NOW',
  /** A penalty that is not a function, or adjustments (a penalty's, or `adjustAll`'s) that are not a list of `{ side, delta }`. */
  'ERR_CLOCK_PENALTY',
  /** A time-control string that does not follow the grammar; `location.offset` says where. */
  'ERR_TC_SYNTAX',
  /**
   * A bare time-control string that is two real controls, as shorthand (minutes) and as a PGN
   * `TimeControl` tag (seconds), e.g. `'60+0'` (1 h or 1 min). The error is an
   * `AmbiguousTimeControlError` with both readings; say which with `{ shorthand }` or `{ pgn }`,
   * a unit (`'60m+0'`) or the prefix `pgn:` (`'pgn:60+0'`).
   */
  'ERR_TC_AMBIGUOUS',
  /** The PGN tag `?` (time control unknown) where a clock needs a time control. */
  'ERR_TC_UNKNOWN',
] as const;

/** One of {@link CLOCK_ERROR_CODES}. */
export type ClockErrorCode = (typeof CLOCK_ERROR_CODES)[number];

/** Where an input error is: any of a named field, a character offset, a line and column. */
export interface ErrorLocation {
  /** Zero-based index of an event in a log. */
  readonly index?: number;
  /** The field, e.g. `'white[1].time'` or `'events[3].at'`. */
  readonly field?: string;
  /** Zero-based character offset in the input string. */
  readonly offset?: number;
  /** One-based line number. */
  readonly line?: number;
  /** One-based column number. */
  readonly column?: number;
}

/** The registered symbol that brands chesslaws errors (the same one `@chesslaws/board` exports). */
const CHESSLAWS_ERROR: unique symbol = Symbol.for('@chesslaws/error') as never;

/**
 * The error of this package, shaped like `ChesslawsError` of `@chesslaws/board`
 * (a local copy keeps the clock dependency-free): a stable `code` and, where the
 * input had one, a `location`.
 */
export class ClockError extends Error {
  /**
   * The brand of every chesslaws error, `Symbol.for('@chesslaws/error')`, so `isChesslawsError`
   * of `@chesslaws/board` recognises this one without the clock importing anything.
   */
  readonly [CHESSLAWS_ERROR]: true = true;
  /** A stable code such as `'ERR_TC_SYNTAX'`. */
  readonly code: ClockErrorCode;
  /** Where in the input the problem is, when known. */
  readonly location: ErrorLocation | undefined;

  /** Makes an error with a code, a human message and an optional location. */
  constructor(code: ClockErrorCode, message: string, location?: ErrorLocation) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.location = location;
  }
}
