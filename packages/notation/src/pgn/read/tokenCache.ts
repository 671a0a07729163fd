/**
 * Short tokens shared by content, so that a move written many times (`Nf3`,
 * `O-O`) is one string: parsed games keep every move's text, and a fresh copy
 * of each would be a fifth of a game tree's memory and garbage-collector work.
 */

// A direct-mapped table: a collision just replaces the older token.
const SLOTS = 4096;
// V8 copies slices shorter than 13 characters, so a cached token never pins the input text.
const MAX_LENGTH = 8;
const slots: Array<string | undefined> = new Array(SLOTS).fill(undefined);

/** `s.slice(from, to)`, or an equal string handed out before. */
export function sharedSlice(s: string, from: number, to: number): string {
  const length = to - from;
  if (length > MAX_LENGTH) return s.slice(from, to);
  let hash = length;
  for (let k = from; k < to; k++) hash = (Math.imul(hash, 31) + s.charCodeAt(k)) | 0;
  const slot = (hash ^ (hash >>> 12)) & (SLOTS - 1);
  const cached = slots[slot];
  if (cached !== undefined && cached.length === length) {
    let k = 0;
    while (k < length && cached.charCodeAt(k) === s.charCodeAt(from + k)) k++;
    if (k === length) return cached;
  }
  const token = s.slice(from, to);
  slots[slot] = token;
  return token;
}
