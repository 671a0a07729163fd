/** One second in milliseconds; the clock counts integer milliseconds throughout. */
export const SECOND = 1000;
/** One minute in milliseconds. */
export const MINUTE = 60 * SECOND;
/** One hour in milliseconds. */
export const HOUR = 60 * MINUTE;

/**
 * The longest duration a clock takes, in milliseconds: a year (31,536,000,000 ms, about 2^35).
 * A control's times and bonuses, an arbiter's adjustment and a time he sets are at most this,
 * so that every sum the clock makes stays an exact whole number of milliseconds (a control
 * near 2^52 ms would lose precision); no game, correspondence chess included, needs more.
 */
export const MAX_DURATION = 365 * 24 * HOUR;

/**
 * Formats milliseconds as a clock face shows them: `h:mm:ss` from an hour up,
 * `m:ss` below, and tenths under 20 seconds (`0:07.3`), as DGT clocks do in time trouble.
 * Rounds down, so a display never shows time that is not there.
 */
export function formatClockTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(ms));
  const hours = Math.floor(abs / HOUR);
  const minutes = Math.floor((abs % HOUR) / MINUTE);
  const seconds = Math.floor((abs % MINUTE) / SECOND);
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${sign}${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  const tenths = abs < 20 * SECOND ? `.${Math.floor((abs % SECOND) / 100)}` : '';
  return `${sign}${minutes}:${ss}${tenths}`;
}
