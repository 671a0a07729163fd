/**
 * A regulation-grade chess clock with zero dependencies and no knowledge of chess
 * positions: time controls as data (sudden death, Fischer, Bronstein, US delay,
 * multi-period, per move, hourglass, byo-yomi, Canadian, upcount, handicaps), parsed
 * from and printed to PGN tags and shorthand, classified per FIDE, and a clock whose
 * state is a pure fold over timestamped events.
 *
 * @example
 * ```ts
 * import { createClock, unwrap } from '@chesslaws/clock';
 * let t = 0;
 * const clock = unwrap(createClock('3+2', { now: () => t }));
 * clock.start();          // White's clock runs, 3:02 (increment from move 1)
 * t = 5_000;
 * clock.press();          // White: 3:02 - 0:05 + 0:02 = 2:59
 * clock.time('white');    // 179_000
 * clock.flagFallAt();     // 5_000 + 182_000: Black's flag falls then unless he moves
 * ```
 *
 * Bare strings read as people write them: `'90+30'` is 90 min + 30 s (a poster's minutes),
 * `'5400+30'` the same control as a PGN tag (seconds); `'60+0'`, 1 h or 1 min, is refused
 * until it says which (`'60m+0'`, `'pgn:60+0'`). See {@link readTimeControl}.
 * @packageDocumentation
 */

export type { Apportioned } from './apportion/apportion.js';
export {
  apportionClock,
  apportionSide,
  apportionUsedTime,
  minimumTimeToControl,
} from './apportion/apportion.js';
export type { TimeCategory } from './classify/classify.js';
export {
  categoryOf,
  classifyTimeControl,
  REFERENCE_MOVES,
  referenceTime,
  TIME_CATEGORIES,
} from './classify/classify.js';
export type { Adjustment, Clock, ClockJSON, ClockOptions, ClockSettings } from './clock/clock.js';
export { clockState, createClock, restoreClock } from './clock/clock.js';
export type {
  AdjustEvent,
  ClockEvent,
  FlagsDownEvent,
  PauseEvent,
  PressEvent,
  ResumeEvent,
  SetEvent,
  StartEvent,
  TakebackEvent,
} from './clock/events.js';
export { CLOCK_EVENT_TYPES, checkEvent } from './clock/events.js';
export type { ClockTimeline, ClockTimelineEntry } from './clock/timeline.js';
export { clockTimeline } from './clock/timeline.js';
export type { TimeVerdict, TimeVerdictOptions } from './clock/verdict.js';
export { timeVerdict } from './clock/verdict.js';
export type { ClockStatus, ClockView, FlagFall, SideView } from './clock/view.js';
export type { ByColor, Color } from './color.js';
export { COLORS, opposite } from './color.js';
export {
  bronstein,
  byoYomi,
  canadian,
  fischer,
  handicap,
  hourglass,
  periods,
  perMove,
  sameForBoth,
  suddenDeath,
  upcount,
  usDelay,
} from './control/builders.js';
export type { PeriodSpan } from './control/periods.js';
export { periodOfMove, timeForMoves } from './control/periods.js';
export type {
  Bonus,
  ByoYomiStage,
  CanadianStage,
  HourglassStage,
  OvertimeStage,
  PeriodStage,
  PerMoveStage,
  Stage,
  TimeControl,
  UpcountStage,
} from './control/types.js';
export { STAGE_KINDS } from './control/types.js';
export { validateTimeControl } from './control/validate.js';
export { formatClockTime, HOUR, MAX_DURATION, MINUTE, SECOND } from './duration.js';
export type { ClockErrorCode, ErrorLocation } from './errors.js';
export { CLOCK_ERROR_CODES, ClockError } from './errors.js';
export type { ControlWords, TimeControlReading } from './parse/ambiguity.js';
export {
  AmbiguousTimeControlError,
  ENGLISH_CONTROL_WORDS,
  PGN_PREFIX,
  spellTimeControl,
} from './parse/ambiguity.js';
export { makeTimeControl } from './parse/makeShorthand.js';
export { makePgnTimeControl, parsePgnTimeControl } from './parse/pgn.js';
export type { TimeControlInput } from './parse/read.js';
export { readTimeControl } from './parse/read.js';
export { parseTimeControl } from './parse/shorthand.js';
export type { Penalty } from './penalties/penalties.js';
export {
  halfTimeUpToThree,
  opponentBonus,
  PENALTIES,
  timeDeduction,
} from './penalties/penalties.js';
export type { PresetName } from './presets/presets.js';
export { PRESET_NAMES, PRESETS } from './presets/presets.js';
export type { Err, Ok, Result } from './result.js';
export { err, ok, unwrap } from './result.js';
