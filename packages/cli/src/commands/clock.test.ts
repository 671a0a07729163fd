import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';

const run = (...argv: string[]) => runCli(['clock', ...argv]);

describe('chesslaws clock', () => {
  it('S-modes simulates Fischer presses: 3+2 with presses at 5, 10, 20 s', async () => {
    const result = await run('3+2', '--simulate', '5,10,20');
    expect(result.code).toBe(0);
    expect(result.err).toEqual([]);
    expect(result.out).toEqual([
      'control: 3+2 (blitz, PGN 180+2)',
      'start              white    3:02   black    3:02',
      '1. white      5 s  white    2:59   black    3:02',
      '2. black     10 s  white    2:59   black    2:59',
      '3. white     20 s  white    2:51   black    2:59',
      "next: black's flag falls at 199 s without a press",
    ]);
  });

  it('L-6.9 reports a flag fall and ignores later presses', async () => {
    const result = await run('1', '--simulate', '5,70,80');
    expect(result.code).toBe(0);
    expect(result.out.slice(-2)).toEqual([
      'flag: black at 65 s',
      'black lost on time (L-6.9); 2 later press(es) ignored',
    ]);
  });

  it('S-modes reads PGN tags with --pgn', async () => {
    const result = await run('40/5400+30:1800+30', '--pgn');
    expect(result).toEqual({
      code: 0,
      out: ['control: 90/40+30, 30+30 (standard, PGN 40/5400+30:1800+30)'],
      err: [],
    });
  });

  it('S-modes reads a PGN tag without --pgn when it can only be one', async () => {
    const result = await run('40/5400+30:1800+30');
    expect(result).toEqual({
      code: 0,
      out: ['control: 90/40+30, 30+30 (standard, PGN 40/5400+30:1800+30)'],
      err: [],
    });
    expect((await run('?')).out).toEqual(['control: unknown (PGN "?")']);
  });

  it('S-modes reads 90+30 in minutes and 5400+30 as a PGN tag: the same control', async () => {
    for (const text of ['90+30', '5400+30']) {
      expect((await run(text, '--simulate', '5')).out).toEqual([
        'control: 90+30 (standard, PGN 5400+30)',
        'start              white 1:30:30   black 1:30:30',
        '1. white      5 s  white 1:30:55   black 1:30:30',
        "next: black's flag falls at 5435 s without a press",
      ]);
    }
  });

  it('S-modes refuses a control that is two real controls (60+0: 1 h or 1 min), exit 2, with what to type', async () => {
    const result = await run('60+0', '--simulate', '5');
    expect(result.code).toBe(2);
    expect(result.out).toEqual([]);
    expect(result.err[0]).toBe(
      "chesslaws clock: ERR_TC_AMBIGUOUS: '60+0' reads two ways: 1 h (minutes, as on a poster) " +
        'or 1 min (seconds, as a PGN TimeControl tag); ' +
        'type 60m+0 (or add --shorthand) for 1 h, or pgn:60+0 (or add --pgn) for 1 min',
    );
    expect(result.err[0]).not.toMatch(/[{}]/); // no JavaScript for a shell user
    expect(result.err.at(-1)).toContain('pgn:60+0');
  });

  it('S-modes what the refusal says to type works: a unit, pgn:, --shorthand, --pgn', async () => {
    const hour = ['control: 60m (standard, PGN 3600)'];
    const minute = ['control: 1 (bullet, PGN 60)'];
    expect((await run('60m+0')).out).toEqual(hour);
    expect((await run('60+0', '--shorthand')).out).toEqual(hour);
    expect((await run('pgn:60+0')).out).toEqual(minute);
    expect((await run('60+0', '--pgn')).out).toEqual(minute);
    expect((await run('180+2', '--shorthand')).out).toEqual([
      'control: 180m+2 (standard, PGN 10800+2)',
    ]);
    expect((await run('40/5400+30:1800+30', '--shorthand')).code).toBe(1);
  });

  it('S-modes quotes what a shell would expand in the advice: "*30m", "pgn:*30"', async () => {
    const result = await run('*30');
    expect(result.code).toBe(2);
    expect(result.err[0]).toContain(
      'type "*30m" (or add --shorthand) for hourglass 30 min, or "pgn:*30" (or add --pgn) for hourglass 30 s',
    );
  });

  it('E-armageddon describes a handicap that PGN cannot express', async () => {
    expect((await run('5+2@61 vs 4+2@61')).out).toEqual(['control: 5+2@61 vs 4+2@61 (blitz)']);
  });

  it('a bad control is one clear line and exit 1, never a stack trace', async () => {
    const result = await run('3+x');
    expect(result).toEqual({
      code: 1,
      out: [],
      err: [
        "chesslaws clock: ERR_TC_SYNTAX: expected a number after '+', found 'x' at offset 2 of '3+x'",
      ],
    });
  });

  it.each([
    [['3+2', '--bogus']],
    [[]],
    [['3+2', '--simulate', '5,abc']],
    [['3+2', '--simulate', '10,5']],
    [['3', '+2']],
    [['3+2', '--pgn', '--shorthand']],
  ])('usage errors exit 2 with the usage: %j', async (argv) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^chesslaws clock: /);
    expect(result.err.at(-1)).toContain('--simulate');
  });
});
