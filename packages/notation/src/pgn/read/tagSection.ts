/**
 * Where the next game's tag section plainly starts: the one rule by which the reader recovers
 * from a `{` comment that is never closed (the broken game ends there, and the games after it
 * are read), and so also where a splitter that follows the reader may cut a file.
 * @module
 */

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 13;
const isNameChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** The answer of {@link tagPairAt} when the text ends before it is known. */
export const UNDECIDED = -1;

/**
 * Whether `s[i]` (a `[` at the start of a line) opens a well-formed tag pair, `[Name "value"]`,
 * with a name of letters, digits and underscores (PGN-std 8.1.1) and a value on the same line:
 * `1` yes, `0` no, {@link UNDECIDED} when `s` ends at `n` before the pair does. A pair longer
 * than `max` characters is not one, so the answer never waits for more than `max` characters.
 */
export function tagPairAt(s: string, i: number, n: number, max: number): number {
  const end = Math.min(n, i + max);
  let j = i + 1;
  while (j < end && isBlank(s.charCodeAt(j))) j++;
  const name = j;
  while (j < end && isNameChar(s.charCodeAt(j))) j++;
  if (j < end && j === name) return 0;
  while (j < end && isBlank(s.charCodeAt(j))) j++;
  if (j < end && s.charCodeAt(j) !== 34) return 0;
  for (j++; j < end; j++) {
    const c = s.charCodeAt(j);
    if (c === 10) return 0;
    if (c === 34) break;
    // `\"` and `\\` are escapes, as the reader takes them; any other backslash is itself.
    if (c === 92 && j + 1 < end && (s.charCodeAt(j + 1) === 34 || s.charCodeAt(j + 1) === 92)) j++;
  }
  for (j++; j < end && isBlank(s.charCodeAt(j)); ) j++;
  if (j < end) return s.charCodeAt(j) === 93 ? 1 : 0;
  return end === n && n < i + max ? UNDECIDED : 0;
}
