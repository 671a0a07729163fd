/**
 * The time control typed in the new-game form, read as people write it (clock's
 * `readTimeControl`, as the rules read it when the game starts): `90+30` in minutes, `5400+30`
 * as a PGN tag in seconds. A text that is two real controls (`60+0`: 1 h or 1 min) is refused
 * in the interface's language, saying what to type in the field for each.
 * @module
 */
import {
  AmbiguousTimeControlError,
  readTimeControl,
  spellTimeControl,
  type TimeControl,
} from '@chesslaws/clock';
import { errorText } from '../i18n/errors.js';
import type { Strings } from '../i18n/strings.js';

/** A problem in what was typed: the message and, where known, the character it starts at. */
export interface FieldError {
  /** What is wrong. */
  readonly message: string;
  /** Zero-based character offset in the text. */
  readonly offset?: number | undefined;
}

/**
 * The control typed in the form, or the error to show under the field: the clock's located
 * syntax error, or for a text that reads two ways both readings and what to type for each
 * (`60m+0`, `pgn:60+0`), in the language of `t`.
 */
export function readControlField(
  text: string,
  t: Pick<Strings, 'controlWords' | 'controlAmbiguous'>,
): { readonly control: TimeControl } | { readonly error: FieldError } {
  const read = readTimeControl(text);
  if (read.ok) return { control: read.value };
  const e = read.error;
  if (!(e instanceof AmbiguousTimeControlError))
    return { error: { message: errorText(e), offset: e.location?.offset } };
  const [minutes, seconds] = e.readings.map((r) => ({
    words: spellTimeControl(r.control, t.controlWords),
    type: r.explicit,
  })) as [{ words: string; type: string }, { words: string; type: string }];
  return { error: { message: t.controlAmbiguous(e.text, minutes, seconds) } };
}
