import { describe, expect, it } from 'vitest';
import { sharedPacked, sharedSlice } from './tokenCache.js';

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

  it('keys ASCII tokens by their characters and others by comparing them', () => {
    // Tokens that share characters in other places, lengths 1 to 8, ASCII or not.
    const words = [
      'N',
      'Nf3',
      'Nf3+',
      'f3N',
      'Nbd2',
      'Nbd2+',
      'exd8=Q+!',
      'Kф3',
      'Кf3',
      '½-½',
      '♘f3',
    ];
    for (let round = 0; round < 2; round++)
      for (const word of words) expect(sharedSlice(`1. ${word} `, 3, word.length + 3)).toBe(word);
    expect(sharedPacked('Nf3', 0, 3, (78 * 128 + 102) * 128 + 51, 0)).toBe('Nf3');
  });
});
