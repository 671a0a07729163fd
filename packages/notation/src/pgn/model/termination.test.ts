import { TERMINATIONS } from '@chesslaws/termination';
import { describe, expect, it } from 'vitest';
import { PGN_TERMINATIONS, pgnTermination } from './termination.js';

describe('pgnTermination', () => {
  it('PGN-std maps every termination name of @chesslaws/termination to a Termination tag value', () => {
    const unmapped = TERMINATIONS.filter((name) => pgnTermination(name) === undefined);
    expect(unmapped).toEqual([]);
    for (const name of TERMINATIONS)
      expect(PGN_TERMINATIONS as readonly string[]).toContain(pgnTermination(name));
  });

  it('PGN-std board and player endings are "normal"; flags, rules, defaults and the arbiter are not', () => {
    const by = (value: string) => TERMINATIONS.filter((name) => pgnTermination(name) === value);
    expect(by('normal')).toEqual([
      'checkmate',
      'stalemate',
      'variant-end', // a variant's own end on the board, as lichess writes it
      'dead-position',
      'insufficient-material',
      'fivefold-repetition',
      'seventyfive-moves',
      'threefold-repetition',
      'fifty-moves',
      'agreement',
      'resignation',
    ]);
    // L-6.9: a flag fall is a time forfeit even when it ends in a draw.
    expect(by('time forfeit')).toEqual([
      'timeout',
      'timeout-vs-insufficient-material',
      'both-flags-fallen',
    ]);
    expect(pgnTermination('illegal-moves')).toBe('rules infraction'); // L-7.5.5
    expect(pgnTermination('forfeit')).toBe('abandoned');
    expect(pgnTermination('arbiter')).toBe('adjudication');
  });

  it('gives undefined for a name it does not know, including prototype keys', () => {
    expect(pgnTermination('normal')).toBeUndefined();
    expect(pgnTermination('Checkmate')).toBeUndefined();
    expect(pgnTermination('__proto__')).toBeUndefined();
    expect(pgnTermination('constructor')).toBeUndefined();
  });
});
