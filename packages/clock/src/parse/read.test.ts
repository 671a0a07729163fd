import { describe, expect, it } from 'vitest';
import { classifyTimeControl } from '../classify/classify.js';
import { createClock } from '../clock/clock.js';
import { fischer, hourglass, periods, suddenDeath, upcount } from '../control/builders.js';
import type { TimeControl } from '../control/types.js';
import { HOUR, MINUTE, SECOND } from '../duration.js';
import { PRESETS } from '../presets/presets.js';
import { unwrap } from '../result.js';
import {
  AmbiguousTimeControlError,
  type ControlWords,
  ENGLISH_CONTROL_WORDS,
  spellTimeControl,
} from './ambiguity.js';
import { parsePgnTimeControl } from './pgn.js';
import { readTimeControl } from './read.js';
import { parseTimeControl } from './shorthand.js';

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
const S = SECOND;
const M = MINUTE;

type Row = readonly [
  text: string,
  control: TimeControl,
  category: string | undefined,
  where: string,
];

// As posters, lichess' pairing buttons, chess.com's menu and the FIDE regulations write them.
const POSTERS: Row[] = [
  ['1+0', suddenDeath(1 * M), 'bullet', 'lichess button, chess.com 1 min'],
  ['2+1', fischer(2 * M, 1 * S), 'blitz', 'lichess button (2 + 60 × 1 s = 3 min)'],
  ['3+0', suddenDeath(3 * M), 'blitz', 'lichess button'],
  ['3+2', fischer(3 * M, 2 * S), 'blitz', 'FIDE World Blitz'],
  ['5+3', fischer(5 * M, 3 * S), 'blitz', 'lichess button'],
  ['10+0', suddenDeath(10 * M), 'blitz', 'lichess button (10 min is still blitz)'],
  ['10+5', fischer(10 * M, 5 * S), 'rapid', 'lichess button'],
  ['15+10', fischer(15 * M, 10 * S), 'rapid', 'FIDE World Rapid'],
  ['25+10', fischer(25 * M, 10 * S), 'rapid', 'rapid opens'],
  ['30+20', fischer(30 * M, 20 * S), 'rapid', 'lichess button'],
  ['45+45', fischer(45 * M, 45 * S), 'standard', "ICC's 45 45 league"],
  ['60+30', fischer(60 * M, 30 * S), 'standard', 'weekend opens'],
  ['90+30', fischer(90 * M, 30 * S), 'standard', 'Olympiad and most opens'],
  [' 90 + 30 ', fischer(90 * M, 30 * S), 'standard', 'with spaces'],
  ['120+30', fischer(120 * M, 30 * S), 'standard', 'classical opens'],
  ['100', suddenDeath(100 * M), 'standard', '100 s is on no menu'],
  ['90/40+30', periods({ time: 90 * M, moves: 40, increment: 30 * S }), 'standard', 'FIDE'],
  ['120/40', periods({ time: 120 * M, moves: 40 }), 'standard', 'a first period'],
  ['150/40', periods({ time: 150 * M, moves: 40 }), 'standard', 'Soviet 2½ h for 40 moves'],
  ['90/40+30, 30+30', PRESETS['fide-classical'], 'standard', 'FIDE classical'],
  ['5+2@61 vs 4+2@61', PRESETS.armageddon, 'blitz', 'Armageddon'],
  ['*3', hourglass(3 * M), 'blitz', 'hourglass'],
  ['60m+0', suddenDeath(1 * HOUR), 'standard', 'a unit says minutes'],
  ['30m', suddenDeath(30 * M), 'rapid', 'a unit says minutes'],
  ['1h', suddenDeath(1 * HOUR), 'standard', 'a unit says hours'],
  ['180m+2', fischer(180 * M, 2 * S), 'standard', 'a unit says minutes'],
  ['*15m', hourglass(15 * M), 'rapid', 'a unit says minutes'],
];

// PGN TimeControl tag values as lichess, chess.com and ICC export them: seconds.
const TAGS: Row[] = [
  ['60+1', fischer(1 * M, 1 * S), 'bullet', 'chess.com 1|1'],
  ['60+2', fischer(1 * M, 2 * S), 'blitz', 'lichess 1+2 (1 + 60 × 2 s = 3 min)'],
  ['120+1', fischer(2 * M, 1 * S), 'blitz', 'lichess 2+1'],
  ['180', suddenDeath(3 * M), 'blitz', 'chess.com 3 min'],
  ['180+0', suddenDeath(3 * M), 'blitz', 'lichess 3+0'],
  ['180+2', fischer(3 * M, 2 * S), 'blitz', 'lichess 3+2'],
  ['300', suddenDeath(5 * M), 'blitz', 'chess.com 5 min'],
  ['300+3', fischer(5 * M, 3 * S), 'blitz', 'lichess 5+3'],
  ['600', suddenDeath(10 * M), 'blitz', 'chess.com 10 min'],
  ['600+5', fischer(10 * M, 5 * S), 'rapid', 'lichess 10+5'],
  ['900+10', fischer(15 * M, 10 * S), 'rapid', 'lichess 15+10'],
  ['1500+10', fischer(25 * M, 10 * S), 'rapid', '25+10'],
  ['1800+20', fischer(30 * M, 20 * S), 'rapid', 'lichess 30+20'],
  ['2700+45', fischer(45 * M, 45 * S), 'standard', 'ICC 45 45'],
  ['5400+30', fischer(90 * M, 30 * S), 'standard', '90+30'],
  ['40/5400+30', periods({ time: 90 * M, moves: 40, increment: 30 * S }), 'standard', 'PGN-std'],
  ['40/7200:3600', periods({ time: 2 * HOUR, moves: 40 }, { time: HOUR }), 'standard', 'PGN-std'],
  ['40/5400+30:1800+30', PRESETS['fide-classical'], 'standard', 'PGN-std'],
  ['1/86400', periods({ time: 24 * HOUR, moves: 1 }), 'standard', 'chess.com daily'],
  ['*60', hourglass(1 * M), 'bullet', 'PGN-std sandclock'],
  ['*180', hourglass(3 * M), 'blitz', 'PGN-std sandclock'],
  ['-', upcount(), undefined, 'PGN-std: no time control'],
  ['pgn:60+0', suddenDeath(1 * M), 'bullet', 'the prefix says a tag'],
  [' PGN: 15+0 ', suddenDeath(15 * S), 'bullet', 'lichess UltraBullet, prefixed'],
  ['pgn:90+30', fischer(90 * S, 30 * S), 'rapid', 'the prefix even for the unusual'],
];

describe('readTimeControl reads a bare string as people write it', () => {
  it.each(POSTERS)(
    'S-modes L-A.1 L-B.1 %j is shorthand in minutes: %s (%s)',
    (text, control, category) => {
      const read = unwrap(readTimeControl(text));
      expect(read).toEqual(control);
      expect(classifyTimeControl(read)).toBe(category);
    },
  );

  it.each(TAGS)(
    'PGN-std L-A.1 L-B.1 %j is a PGN TimeControl tag in seconds: %s (%s)',
    (text, control, category) => {
      const read = unwrap(readTimeControl(text));
      expect(read).toEqual(control);
      expect(classifyTimeControl(read)).toBe(category);
    },
  );

  it('S-modes createClock starts 90+30 and 5400+30 alike: 1:30:00 + 30 s (from move 1)', () => {
    for (const text of ['90+30', '5400+30']) {
      const clock = unwrap(createClock(text, { now: () => 0 }));
      expect(clock.control.white).toEqual([
        { kind: 'period', time: 90 * M, bonus: { kind: 'fischer', time: 30 * S } },
      ]);
      expect(clock.time('white')).toBe(90 * M + 30 * S);
    }
  });
});

describe("readTimeControl says how to write a clock's face", () => {
  it.each([
    ['1:30+30', '1h30+30', '1m30s+30'],
    [' 0:15+10', '0h15+10', '0m15s+10'],
  ])('S-modes %j is ERR_TC_SYNTAX naming both readings to type', (text, hours, minutes) => {
    const r = readTimeControl(text);
    expect(r.ok ? undefined : r.error.code).toBe('ERR_TC_SYNTAX');
    expect(r.ok ? '' : r.error.message).toContain(`type ${hours} for`);
    expect(r.ok ? '' : r.error.message).toContain(`or ${minutes} for`);
    // What it says to type reads, and as it says.
    expect(readTimeControl(hours).ok && readTimeControl(minutes).ok).toBe(true);
  });

  it('S-modes a PGN tag with periods still reads: 40/7200:3600', () => {
    expect(readTimeControl('40/7200:3600').ok).toBe(true);
  });
});

describe('readTimeControl refuses only what is two real controls', () => {
  it.each([
    ['60+0', '1 h', '1 min', 'a 1-hour game or lichess 1+0'],
    ['60', '1 h', '1 min', 'a 1-hour game or chess.com 1 min'],
    ['30', '30 min', '30 s', 'lichess 30+0 or chess.com 30 s'],
    ['30+0', '30 min', '30 s', 'lichess 30+0 button or its ½+0 tag'],
    ['15+0', '15 min', '15 s', 'a 15-minute game or UltraBullet'],
    ['45+0', '45 min', '45 s', 'lichess ¾+0'],
    ['90', '90 min', '1 min 30 s', 'G/90 or lichess 1½+0'],
    ['120', '2 h', '2 min', 'G/120 or 2+0'],
    ['60+5', '1 h + 5 s a move', '1 min + 5 s a move', 'either increment fits'],
    ['120+12', '2 h + 12 s a move', '2 min + 12 s a move', "ICC's 2 12 or 2 h + 12 s"],
    ['*30', 'hourglass 30 min', 'hourglass 30 s', 'a hourglass either way'],
    ['40/90', '90 moves in 40 min', '40 moves in 1 min 30 s', 'neither is a real control'],
  ])('S-modes refuses %j: %s or %s (%s)', (text, minutes, seconds) => {
    const r = readTimeControl(text);
    expect(codeOf(r)).toBe('ERR_TC_AMBIGUOUS');
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(AmbiguousTimeControlError);
    const { readings } = r.error as AmbiguousTimeControlError;
    expect(readings.map((reading) => reading.words)).toEqual([minutes, seconds]);
    expect(readings[0].control).toEqual(unwrap(parseTimeControl(text)));
    expect(readings[1].control).toEqual(unwrap(parsePgnTimeControl(text)));
    // What the refusal says to type reads the one way it names.
    for (const reading of readings) {
      expect(unwrap(readTimeControl(reading.explicit))).toEqual(reading.control);
    }
  });

  it('S-modes the refusal names both readings, where the text starts and what to pass', () => {
    const r = readTimeControl('  60+0');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_TC_AMBIGUOUS');
    expect(r.error.location).toEqual({ offset: 2 });
    expect(r.error.message).toBe(
      "'60+0' reads two ways: as shorthand (minutes) 1 h; as a PGN TimeControl tag (seconds) 1 min; " +
        "say which: { shorthand: '60+0' } or '60m+0' for 1 h, { pgn: '60+0' } or 'pgn:60+0' for 1 min",
    );
    const error = r.error as AmbiguousTimeControlError;
    expect(error.text).toBe('60+0');
    expect(error.readings.map((reading) => [reading.notation, reading.explicit])).toEqual([
      ['shorthand', '60m+0'],
      ['pgn', 'pgn:60+0'],
    ]);
  });

  it('takes the notation when it is named', () => {
    expect(unwrap(readTimeControl({ shorthand: '180+2' }))).toEqual(fischer(3 * HOUR, 2 * S));
    expect(unwrap(readTimeControl({ pgn: '90+30' }))).toEqual(fischer(90 * S, 30 * S));
    expect(unwrap(readTimeControl({ pgn: '60+0' }))).toEqual(suddenDeath(1 * M));
    expect(unwrap(readTimeControl({ shorthand: '60+0' }))).toEqual(suddenDeath(1 * HOUR));
    expect(codeOf(readTimeControl({ pgn: '3+2m' }))).toBe('ERR_TC_SYNTAX');
    expect(codeOf(readTimeControl({ shorthand: '40/5400+30:1800+30' }))).toBe('ERR_TC_SYNTAX');
    expect(codeOf(readTimeControl({ pgn: 'pgn:60' }))).toBe('ERR_TC_SYNTAX');
  });

  it.each([
    ['pgn:', 4, "expected a number or '*', found end of input at offset 4 of 'pgn:'"],
    ['pgn:3m', 5, "expected ':' or the end, found 'm' at offset 5 of 'pgn:3m'"],
    ['  pgn: 90+', 10, 'expected increment (whole seconds), found end of input at offset 10'],
  ])(
    'PGN-std a bad tag after pgn: %j is ERR_TC_SYNTAX at offset %i of the whole text',
    (text, offset, message) => {
      const r = readTimeControl(text);
      expect(r.ok || [r.error.code, r.error.location]).toEqual(['ERR_TC_SYNTAX', { offset }]);
      expect(r.ok || r.error.message).toContain(message);
    },
  );

  it('says ERR_TC_UNKNOWN for the PGN tag ?, and gives the error of the notation that fits', () => {
    expect(codeOf(readTimeControl('?'))).toBe('ERR_TC_UNKNOWN');
    expect(codeOf(readTimeControl('pgn:?'))).toBe('ERR_TC_UNKNOWN');
    expect(codeOf(readTimeControl({ pgn: '?' }))).toBe('ERR_TC_UNKNOWN');
    const pgnish = readTimeControl('40/5400+30:');
    expect(pgnish.ok || [pgnish.error.code, pgnish.error.location]).toEqual([
      'ERR_TC_SYNTAX',
      { offset: 11 },
    ]);
    const typed = readTimeControl('3+x');
    expect(typed.ok || typed.error.message).toContain("expected a number after '+'");
    expect(codeOf(readTimeControl({ white: [], black: [] }))).toBe('ERR_CLOCK_NO_STAGES');
    expect(codeOf(readTimeControl('0'))).toBe('ERR_CLOCK_NO_TIME');
  });

  it('S-modes createClock and clockState refuse an ambiguous string and take the explicit one', () => {
    expect(codeOf(createClock('60+0'))).toBe('ERR_TC_AMBIGUOUS');
    expect(unwrap(createClock('pgn:60+0', { now: () => 0 })).time('white')).toBe(1 * M);
    expect(unwrap(createClock('60m+0', { now: () => 0 })).time('white')).toBe(1 * HOUR);
    expect(unwrap(createClock({ pgn: '60+0' }, { now: () => 0 })).time('white')).toBe(1 * M);
  });
});

describe('spellTimeControl says a control in words, in any language', () => {
  it('S-modes English by default, and the words an interface gives', () => {
    const control = unwrap(readTimeControl('90/40+30, 30+30'));
    expect(spellTimeControl(control)).toBe(
      '40 moves in 90 min + 30 s a move, then 30 min + 30 s a move',
    );
    const russian: ControlWords = {
      ...ENGLISH_CONTROL_WORDS,
      h: 'ч',
      min: 'мин',
      s: 'с',
      movesIn: (moves, time) => `${moves} ходов за ${time}`,
      perMove: (base, bonus) => `${base} + ${bonus} за ход`,
      andThen: ', затем ',
    };
    expect(spellTimeControl(control, russian)).toBe(
      '40 ходов за 90 мин + 30 с за ход, затем 30 мин + 30 с за ход',
    );
    expect(spellTimeControl(unwrap(readTimeControl('1h')), russian)).toBe('1 ч');
  });
});
