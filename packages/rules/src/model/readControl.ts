/**
 * A time control given to the rules API (`createGame`'s `clock`, the `timeControl` plugin's
 * `control`), read as people write it: `'90+30'` in minutes, `'5400+30'` as a PGN tag in
 * seconds (clock's `readTimeControl`). A text that is two real controls (`'60+0'`: 1 h or
 * 1 min) is refused with `ERR_RULES_CONTROL_AMBIGUOUS`, saying what to pass for each.
 * @module
 */

import { err, type Result } from '@chesslaws/board';
import {
  AmbiguousTimeControlError,
  readTimeControl,
  type TimeControl,
  type TimeControlInput,
  type TimeControlReading,
} from '@chesslaws/clock';
import { say } from '../messages/say.js';
import { RulesError } from './errors.js';

/** Where a control was given, for the error: its field and how to write a value for it. */
export interface ControlSite {
  /** The error's `location.field`: `'clock'`, `'timeControl.control'`. */
  readonly field: string;
  /** The start of every message: `'time control'`, `"timeControl: option 'control'"`. */
  readonly what: string;
  /** How a caller passes the text of `reading` here: `clock: '60m+0' (or { shorthand: '60+0' })`. */
  readonly pass: (reading: TimeControlReading, text: string) => string;
  /** The code of any other refusal (a syntax error): `ERR_RULES_START`, `ERR_RULES_PLUGIN_OPTIONS`. */
  readonly code: 'ERR_RULES_START' | 'ERR_RULES_PLUGIN_OPTIONS';
  /** The plugin named on the error, for a plugin's option. */
  readonly plugin?: string;
}

/**
 * `input` as a `TimeControl`, or a located `RulesError`: `ERR_RULES_CONTROL_AMBIGUOUS` for a
 * text that reads as two real controls, with both readings and what to pass for each;
 * `site.code` for any other (with the offset of a syntax error).
 */
export function readControl(
  input: TimeControlInput,
  site: ControlSite,
): Result<TimeControl, RulesError> {
  const read = readTimeControl(input);
  if (read.ok) return read;
  const e = read.error;
  const offset = e.location?.offset;
  const location = { field: site.field, ...(offset !== undefined ? { offset } : {}) };
  const ruling = site.plugin ? { plugin: site.plugin } : undefined;
  if (!(e instanceof AmbiguousTimeControlError))
    return err(
      new RulesError(site.code, say.control.wrong(site.what, e.message), location, ruling),
    );
  const [minutes, seconds] = e.readings;
  return err(
    new RulesError(
      'ERR_RULES_CONTROL_AMBIGUOUS',
      say.control.ambiguous(site.what, e.text, minutes, seconds, (r) => site.pass(r, e.text)),
      location,
      ruling,
    ),
  );
}
