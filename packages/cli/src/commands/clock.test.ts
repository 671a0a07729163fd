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
  ])('usage errors exit 2 with the usage: %j', async (argv) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^chesslaws clock: /);
    expect(result.err.at(-1)).toContain('--simulate');
  });
});
