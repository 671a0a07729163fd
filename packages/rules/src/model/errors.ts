import { ChesslawsError, type ErrorLocation } from '@chesslaws/board';
import { formatMessage } from '../messages/formatMessage.js';
import type { Message } from '../messages/message.js';

/**
 * Every way an action, a saved game or a regulation can be refused, as stable codes: switch on
 * these, not on messages.
 */
export const RULES_ERROR_CODES = [
  /** The game has ended: nothing more can happen at the board (see `state.outcome`). */
  'ERR_RULES_GAME_OVER',
  /** A move that is not legal in the position, in a regulation that rejects illegal moves. */
  'ERR_RULES_ILLEGAL_MOVE',
  /** Move text that is not UCI (`e2e4`, `e7e8q`) or a square name that is not one. */
  'ERR_RULES_BAD_MOVE',
  /** An action with an argument of the wrong kind (a side that is not `'white'`/`'black'`, a time that is not whole ms). */
  'ERR_RULES_BAD_ACTION',
  /** An action by the side that may not take it now (a claim by the player not on move). */
  'ERR_RULES_NOT_ON_MOVE',
  /** A plugin refused the action; `rule` and `plugin` say which and why (Sofia rules, L-9.4). */
  'ERR_RULES_REFUSED',
  /** Accepting or declining a draw offer that is not there (never made, or lapsed). */
  'ERR_RULES_NO_OFFER',
  /** A second draw offer while one stands. */
  'ERR_RULES_OFFER_PENDING',
  /**
   * A flag call when no flag has fallen; to `reviewMoves`, the flag of the side not on move
   * after the last move (only the clock of the side on move runs).
   */
  'ERR_RULES_NO_FLAG',
  /** A takeback with no move to take back. */
  'ERR_RULES_NOTHING_TO_TAKE_BACK',
  /** The board cannot be played on until the arbiter decides (an illegal position stood). */
  'ERR_RULES_AWAITING_ARBITER',
  /** A claim of an illegal move when there is none to claim. */
  'ERR_RULES_NOTHING_TO_CLAIM',
  /** An arbiter's decision on a claim when no claim waits for one. */
  'ERR_RULES_NOTHING_TO_DECIDE',
  /** After an incorrect claim, the intended move must be played (L-9.5). */
  'ERR_RULES_INTENDED_MOVE',
  /** The clock refused the action (see the message; e.g. pausing a paused clock). */
  'ERR_RULES_CLOCK',
  /** A clock action in a game without a clock. */
  'ERR_RULES_NO_CLOCK',
  /** A start position or time control that cannot start a game under this regulation, or an option `createGame` does not have (`location.field` names it). */
  'ERR_RULES_START',
  /**
   * A time-control text that reads as two real controls (`'60+0'`: 1 h as a poster's minutes,
   * 1 min as a PGN tag's seconds), given to `createGame` (`location.field` `'clock'`) or as the
   * `timeControl` plugin's option (`'timeControl.control'`): the message gives both readings
   * and what to pass for each (`'60m+0'`, `'pgn:60+0'`).
   */
  'ERR_RULES_CONTROL_AMBIGUOUS',
  /** A saved game log that is not valid: `location.index` names the event. */
  'ERR_RULES_LOG',
  /** A saved game made under other rules than the regulation it is restored with. */
  'ERR_RULES_LOG_REGULATION',
  /** A plugin option of the wrong type or out of range: `location.field` names it. */
  'ERR_RULES_PLUGIN_OPTIONS',
  /** An override or a saved header names a plugin the regulation does not have. */
  'ERR_RULES_UNKNOWN_PLUGIN',
  /** A regulation lists a plugin twice (change a preset's plugin with its overrides, or `replaces`). */
  'ERR_RULES_DUPLICATE_PLUGIN',
  /** An override removes a plugin every regulation needs (`core`, `scoring`, the variant). */
  'ERR_RULES_PLUGIN_REQUIRED',
  /** A plugin's hook is not written as hooks are (a function, or `{ order, filter, handler }`): `location.field` names it. */
  'ERR_RULES_PLUGIN_HOOK',
  /** A plugin's hook threw: the event is dropped whole, and the game is as it was before it. */
  'ERR_RULES_PLUGIN_FAILED',
  /** A `reviewMoves` argument of the wrong kind (`flag` not a side, `final` not a position...): `location.field` names it. */
  'ERR_RULES_REVIEW_INPUT',
] as const;

/** One of {@link RULES_ERROR_CODES}. */
export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

/** What names a refusal: the rule and the plugin behind it, and its English text when a plugin worded it. */
export interface RefusalSource {
  /** The rule, an ID of REGULATIONS.md. */
  readonly rule?: string | undefined;
  /** The plugin. */
  readonly plugin?: string | undefined;
  /** The message in English, when the caller has rendered it (a plugin's own key). */
  readonly english?: string | undefined;
}

/**
 * The error of this package: a stable `code`, a location in the input where there is one
 * (`index` of a log event or script step, `field` of an option), and for refusals the rule
 * (`'L-9.4'`) and the plugin (`'touchMove'`) that refused. A refusal at the board carries what
 * it says as data too (`detail`), for a UI to render in its language with `formatMessage`;
 * `message` is its English text, with the rule.
 */
export class RulesError extends ChesslawsError<RulesErrorCode> {
  /** The rule that refused the action, as an ID of REGULATIONS.md, when a rule did. */
  readonly rule: string | undefined;
  /** The plugin that refused it, when a plugin did. */
  readonly plugin: string | undefined;
  /** What the refusal says, as a message to render in any language (absent for a developer's error). */
  readonly detail: Message | undefined;

  /** Makes an error; `ruling` names the rule and plugin behind a refusal. */
  constructor(
    code: RulesErrorCode,
    message: string | Message,
    location?: ErrorLocation,
    ruling?: RefusalSource,
  ) {
    const english =
      typeof message === 'string' ? message : (ruling?.english ?? formatMessage(message));
    super(
      code,
      ruling?.rule && typeof message !== 'string' ? `${english} (${ruling.rule})` : english,
      location,
    );
    this.rule = ruling?.rule;
    this.plugin = ruling?.plugin;
    this.detail = typeof message === 'string' ? undefined : message;
  }
}
