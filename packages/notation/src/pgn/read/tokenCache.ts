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
// An ASCII token of up to 8 characters is its own key: characters 0-3 and 4-7 packed 7 bits
// each into two small integers (no character is 0, so the packing is one-to-one). Comparing
// keys reads no string. Other tokens are keyed -1 and compared by their characters.
const KEY_A = new Int32Array(SLOTS);
const KEY_B = new Int32Array(SLOTS);
const WIDE = -1;

const slotOf = (a: number, b: number): number => {
  const hash = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  return (hash ^ (hash >>> 15)) & (SLOTS - 1);
};

/**
 * `s.slice(from, to)` for an ASCII token of 1 to 8 characters whose key `a`, `b` the caller
 * packed while scanning it (`a = a * 128 + c` over characters 0-3, `b` over 4-7), or an
 * equal string handed out before.
 */
export function sharedPacked(s: string, from: number, to: number, a: number, b: number): string {
  const slot = slotOf(a, b);
  if (KEY_A[slot] === a && KEY_B[slot] === b) return slots[slot]!;
  const token = s.slice(from, to);
  slots[slot] = token;
  KEY_A[slot] = a;
  KEY_B[slot] = b;
  return token;
}

/** `s.slice(from, to)`, or an equal string handed out before. */
export function sharedSlice(s: string, from: number, to: number): string {
  const length = to - from;
  if (length > MAX_LENGTH || length === 0) return s.slice(from, to);
  let a = 0;
  let b = 0;
  let wide = false;
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k);
    if (c >= 128 || c === 0) wide = true;
    if (k - from < 4) a = a * 128 + c;
    else b = b * 128 + c;
  }
  if (!wide) return sharedPacked(s, from, to, a, b);
  let hash = length;
  for (let k = from; k < to; k++) hash = (Math.imul(hash, 31) + s.charCodeAt(k)) | 0;
  const slot = slotOf(hash, WIDE);
  const cached = slots[slot];
  if (KEY_A[slot] === WIDE && cached !== undefined && cached.length === length) {
    let k = 0;
    while (k < length && cached.charCodeAt(k) === s.charCodeAt(from + k)) k++;
    if (k === length) return cached;
  }
  const token = s.slice(from, to);
  slots[slot] = token;
  KEY_A[slot] = WIDE;
  KEY_B[slot] = 0;
  return token;
}
