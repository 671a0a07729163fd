import { describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock.js';
import { fischer, hourglass, periods, suddenDeath } from '../control/builders.js';
import { MINUTE, SECOND } from '../duration.js';
import { PRESETS } from '../presets/presets.js';
import { unwrap } from '../result.js';
import { makePgnTimeControl, parsePgnTimeControl } from './pgn.js';
import { PGN_MIN_START, readTimeControl } from './read.js';
import { parseTimeControl } from './shorthand.js';

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('readTimeControl', () => {
  it.each([
    ['3+2', fischer(3 * MINUTE, 2 * SECOND)],
    ['15+10', fischer(15 * MINUTE, 10 * SECOND)],
    ['90/40+30, 30+30', unwrap(parseTimeControl('90/40+30, 30+30'))],
    ['90/40+30', periods({ time: 90 * MINUTE, moves: 40, increment: 30 * SECOND })],
    ['*3', hourglass(3 * MINUTE)],
    ['5+2@61 vs 4+2@61', PRESETS.armageddon],
  ])(
    'S-modes reads %j as shorthand: its PGN reading would start with under a minute, or PGN cannot say it',
    (text, control) => {
      expect(unwrap(readTimeControl(text))).toEqual(control);
    },
  );

  it.each([
    ['40/5400+30:1800+30', PRESETS['fide-classical']],
    [' 40/7200:3600 ', unwrap(parsePgnTimeControl('40/7200:3600'))],
  ])('PGN-std reads %j as a PGN tag: only PGN has that form', (text, control) => {
    expect(unwrap(readTimeControl(text))).toEqual(control);
  });

  it('reads - the same in both notations (upcount)', () => {
    expect(unwrap(readTimeControl('-')).white).toEqual([{ kind: 'upcount' }]);
  });

  it('S-modes refuses 180+2 (3 h or 3 min) with both readings, where it starts and how to say which', () => {
    const r = readTimeControl(' 180+2');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_TC_AMBIGUOUS');
    expect(r.error.location).toEqual({ offset: 1 });
    expect(r.error.message).toBe(
      "'180+2' reads two ways: as shorthand (minutes) 3 h + 2 s a move; " +
        'as a PGN TimeControl tag (seconds) 3 min + 2 s a move; ' +
        "name the notation: { shorthand: '180+2' } or { pgn: '180+2' }",
    );
  });

  it.each([
    ['60', '1 h', '1 min'],
    ['900+10', '15 h + 10 s a move', '15 min + 10 s a move'],
    ['*180', 'hourglass 3 h', 'hourglass 3 min'],
    ['40/5400+30', '5400 moves in 40 min + 30 s a move', '40 moves in 90 min + 30 s a move'],
  ])('refuses %j as ambiguous', (text, shorthand, pgn) => {
    const r = readTimeControl(text);
    expect(codeOf(r)).toBe('ERR_TC_AMBIGUOUS');
    if (r.ok) return;
    expect(r.error.message).toContain(`as shorthand (minutes) ${shorthand};`);
    expect(r.error.message).toContain(`(seconds) ${pgn};`);
  });

  it('takes the notation when it is named', () => {
    expect(unwrap(readTimeControl({ shorthand: '180+2' }))).toEqual(
      fischer(180 * MINUTE, 2 * SECOND),
    );
    expect(unwrap(readTimeControl({ pgn: '180+2' }))).toEqual(fischer(3 * MINUTE, 2 * SECOND));
    expect(unwrap(readTimeControl({ pgn: '30+0' }))).toEqual(suddenDeath(30 * SECOND));
    expect(codeOf(readTimeControl({ pgn: '3+2m' }))).toBe('ERR_TC_SYNTAX');
    expect(codeOf(readTimeControl({ shorthand: '40/5400+30:1800+30' }))).toBe('ERR_TC_SYNTAX');
  });

  it('says ERR_TC_UNKNOWN for the PGN tag ?, and gives the error of the notation that fits', () => {
    expect(codeOf(readTimeControl('?'))).toBe('ERR_TC_UNKNOWN');
    expect(codeOf(readTimeControl({ pgn: '?' }))).toBe('ERR_TC_UNKNOWN');
    const pgnish = readTimeControl('40/5400+30:');
    expect(pgnish.ok || [pgnish.error.code, pgnish.error.location]).toEqual([
      'ERR_TC_SYNTAX',
      { offset: 11 },
    ]);
    const typed = readTimeControl('3+x');
    expect(typed.ok || typed.error.message).toContain("expected a number after '+'");
    expect(codeOf(readTimeControl({ white: [], black: [] }))).toBe('ERR_CLOCK_NO_STAGES');
  });

  it('S-modes makePgnTimeControl output is never silently misread: it reads back the same, or is refused', () => {
    for (const [name, control] of Object.entries(PRESETS)) {
      const tag = makePgnTimeControl(control);
      if (tag === undefined) continue;
      const r = readTimeControl(tag);
      if (r.ok) expect([name, r.value]).toEqual([name, control]);
      else expect([name, r.error.code]).toEqual([name, 'ERR_TC_AMBIGUOUS']);
      expect(unwrap(readTimeControl({ pgn: tag }))).toEqual(control);
    }
  });

  it('S-modes createClock refuses an ambiguous string and takes the named one', () => {
    expect(codeOf(createClock('180+2'))).toBe('ERR_TC_AMBIGUOUS');
    const clock = unwrap(createClock({ pgn: '180+2' }, { now: () => 0 }));
    expect(clock.time('white')).toBe(3 * MINUTE + 2000);
  });

  it('takes a PGN reading of at least a minute as a real control', () => {
    expect(PGN_MIN_START).toBe(MINUTE);
    expect(codeOf(readTimeControl('59+0'))).toBe('ok');
    expect(codeOf(readTimeControl('60+0'))).toBe('ERR_TC_AMBIGUOUS');
  });
});
