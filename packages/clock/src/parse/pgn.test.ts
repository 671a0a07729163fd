import { describe, expect, it } from 'vitest';
import { suddenDeath, usDelay } from '../control/builders.js';
import { unwrap } from '../result.js';
import { makeTimeControl } from './makeShorthand.js';
import { makePgnTimeControl, parsePgnTimeControl } from './pgn.js';

describe('parsePgnTimeControl', () => {
  it.each([
    ['40/5400+30:1800+30', '90/40+30, 30+30'],
    ['300+2', '5+2'],
    ['900', '15m'], // '15' alone reads two ways: 15 min, or UltraBullet's 15 s
    ['*180', '*3'],
    ['-', 'upcount'],
    ['40/7200:3600', '120/40, 60'],
  ])('PGN-std reads %s', (tag, shorthand) => {
    const control = unwrap(parsePgnTimeControl(tag));
    expect(control && makeTimeControl(control)).toBe(shorthand);
    expect(makePgnTimeControl(control)).toBe(tag);
  });

  it('PGN-std reads ? as unknown', () => {
    expect(unwrap(parsePgnTimeControl('?'))).toBeUndefined();
    expect(makePgnTimeControl(undefined)).toBe('?');
  });

  it.each([
    ['40/', 3],
    ['300+', 4],
    ['300+2:', 6],
    ['3m', 1],
    ['*', 1],
    ['0/60', 0],
  ])('rejects %j with the offset', (tag, offset) => {
    const r = parsePgnTimeControl(tag);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_TC_SYNTAX');
      expect(r.error.location?.offset).toBe(offset);
    }
  });

  it('makes nothing of what PGN cannot say', () => {
    expect(makePgnTimeControl(usDelay(60_000, 5000))).toBeUndefined();
    expect(makePgnTimeControl(suddenDeath(60_500))).toBeUndefined();
    expect(
      makePgnTimeControl({ white: suddenDeath(60_000).white, black: suddenDeath(120_000).black }),
    ).toBeUndefined();
  });
});
