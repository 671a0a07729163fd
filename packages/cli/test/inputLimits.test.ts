/**
 * Input out of proportion, at every entry point of the command line (issue 28, item 7): a
 * short, worded refusal with a documented exit code, never a stack trace, a hang, or a
 * message that echoes megabytes back.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('input out of proportion (issue 28, item 7)', () => {
  it('trust: a 10 MB FEN gets a short message, in every command that reads one', async () => {
    const huge = `${START.replace(' w ', ` ${'w'.repeat(10_000_000)} `)}`;
    for (const argv of [
      ['fen', 'check', huge],
      ['moves', '--fen', huge],
      ['perft', '--fen', huge, '--depth', '1'],
      ['dead', '--fen', huge],
      ['san', '--fen', huge, 'e4'],
    ]) {
      const run = await runCli(argv);
      expect(run.code, argv[0]).toBe(1);
      const text = [...run.out, ...run.err].join('\n');
      expect(text.length, argv[0]).toBeLessThan(400);
      expect(text).toMatch(/ERR_FEN_TURN/);
    }
  });

  it('trust: a script step nested 100,000 deep, or a 1 MB key, is refused in a line', async () => {
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    const nested = await runCli(['play', '--rules', 'casual', '--script', '-'], deep);
    expect(nested).toEqual({
      code: 2,
      out: [],
      err: [
        'chesslaws play: script step 1: expected an object such as { "move": "e4" }, got an array',
      ],
    });
    const key = 'k'.repeat(1_000_000);
    const long = await runCli(
      ['play', '--rules', 'casual', '--script', '-'],
      `[{"move":"e4","${key}":1}]`,
    );
    expect(long.code).toBe(2);
    expect(long.err[0]!.length).toBeLessThan(200);
    const text = await runCli(
      ['play', '--rules', 'casual', '--script', '-'],
      `["${'x'.repeat(1_000_000)}"]`,
    );
    expect(text.err[0]!.length).toBeLessThan(200);
  });
});
