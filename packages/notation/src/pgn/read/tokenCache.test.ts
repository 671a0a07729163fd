import { describe, expect, it } from 'vitest';
import { sharedSlice } from './tokenCache.js';

describe('sharedSlice', () => {
  it('hands out one string for equal short tokens', () => {
    const first = sharedSlice('1. Nf3 d5', 3, 6);
    expect(first).toBe('Nf3');
    expect(sharedSlice('2. Nf3', 3, 6)).toBe(first);
  });

  it('never answers with a different token, colliding or long', () => {
    const words = Array.from({ length: 20_000 }, (_, k) => `m${k.toString(36)}`);
    for (const word of words) expect(sharedSlice(` ${word} `, 1, word.length + 1)).toBe(word);
    const long = 'Qxe8=Q+!?abc';
    expect(sharedSlice(long, 0, long.length)).toBe(long);
  });
});
