/**
 * Time controls at the command line, end to end: `chesslaws play --control` and
 * `chesslaws clock` read them as posters and PGN files write them, refuse only the two-faced
 * ones with advice in command-line words, and every form the help lists works in both.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../test/runCli.js';
import { CONTROL_EXAMPLES, CONTROL_FORMS } from './controlArg.js';
import type { PlayReport } from './play/runScript.js';

const MINUTE = 60_000;
const SCRIPT = JSON.stringify([
  { move: 'e4', think: 5 },
  { move: 'e5', think: 1 },
]);

const play = (control: string, ...extra: string[]) =>
  runCli(
    ['play', '--rules', 'fide-standard', '--script', '-', '--control', control, ...extra],
    SCRIPT,
  );

async function playJson(control: string): Promise<PlayReport> {
  const run = await play(control, '--json');
  expect([run.code, run.err]).toEqual([0, []]);
  return JSON.parse(run.out.join('\n')) as PlayReport;
}

describe('chesslaws play --control', () => {
  it.each(['90+30', '5400+30', 'pgn:5400+30', '90m+30s'])(
    'S-modes --control %s plays on 1:30:00 + 30 s a move (the increment of move 1 shows at the start)',
    async (control) => {
      const report = await playJson(control);
      const start = 90 * MINUTE + 30_000;
      expect(report.initialClocks).toEqual({ white: start, black: start });
      expect(report.steps.map((s) => s.clocks)).toEqual([
        { white: start - 5000 + 30_000, black: start },
        { white: start - 5000 + 30_000, black: start - 1000 + 30_000 },
      ]);
      const pgn = await play(control, '--pgn');
      expect(pgn.out.join('\n')).toContain('[TimeControl "5400+30"]');
    },
  );

  it('S-modes --control 90+30 prints the clocks from 1:30:30 (90 min + the 30 s of move 1)', async () => {
    const run = await play('90+30');
    expect(run.code).toBe(0);
    expect(run.out.slice(0, 3)).toEqual([
      'start             ok  white 1:30:30   black 1:30:30',
      '1. move e4 (5 s)  ok  white 1:30:55   black 1:30:30',
      '2. move e5 (1 s)  ok  white 1:30:55   black 1:30:59',
    ]);
  });

  it('L-B.1 --control 180+2 is the PGN tag for 3 min + 2 s, a blitz game', async () => {
    const report = await playJson('180+2');
    expect(report.initialClocks).toEqual({ white: 3 * MINUTE + 2000, black: 3 * MINUTE + 2000 });
  });

  it('S-modes --control 60+0 is refused, exit 2, with both readings and what to type at the command line', async () => {
    const run = await play('60+0');
    expect(run.code).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err[0]).toBe(
      "chesslaws play: --control: ERR_TC_AMBIGUOUS: '60+0' reads two ways: " +
        '1 h (minutes, as on a poster) or 1 min (seconds, as a PGN TimeControl tag); ' +
        'type --control 60m+0 for 1 h, or --control pgn:60+0 for 1 min',
    );
    expect(run.err[0]).not.toMatch(/[{}]|shorthand:/); // no JavaScript for a shell user
    expect(run.err.join('\n')).toContain(CONTROL_FORMS);
  });

  it('S-modes what the refusal says to type runs: --control 60m+0 is 1 h, --control pgn:60+0 is 1 min', async () => {
    expect((await playJson('60m+0')).initialClocks).toEqual({
      white: 60 * MINUTE,
      black: 60 * MINUTE,
    });
    expect((await playJson('pgn:60+0')).initialClocks).toEqual({ white: MINUTE, black: MINUTE });
  });

  it('a bad control is a usage error with the offset, never a stack trace', async () => {
    const run = await play('90+x');
    expect(run.code).toBe(2);
    expect(run.err[0]).toBe(
      "chesslaws play: --control: ERR_TC_SYNTAX: expected a number after '+', found 'x' at offset 3 of '90+x'",
    );
    const tag = await play('pgn:90m');
    expect(tag.err[0]).toBe(
      "chesslaws play: --control: ERR_TC_SYNTAX: expected ':' or the end, found 'm' at offset 6 of 'pgn:90m'",
    );
  });
});

describe('the forms the help lists', () => {
  it('--help of chesslaws play and chesslaws clock lists the forms with examples', async () => {
    for (const command of ['play', 'clock']) {
      const help = await runCli([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.out.join('\n')).toContain(CONTROL_FORMS);
    }
    expect(CONTROL_FORMS).toContain('90+30');
    expect(CONTROL_FORMS).toContain('5400+30');
    expect(CONTROL_FORMS).toContain('pgn:60+0');
    expect(CONTROL_FORMS).toContain('60m+0');
    expect(CONTROL_FORMS.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  const examples = CONTROL_EXAMPLES.flatMap(({ examples, refused }) =>
    examples.map((text) => [text, refused === true] as const),
  );

  it.each(examples)(
    'S-modes %j works as listed in chesslaws clock and chesslaws play (refused: %s)',
    async (text, refused) => {
      const clock = await runCli(['clock', text]);
      const played = await play(text);
      if (refused) {
        expect([clock.code, played.code]).toEqual([2, 2]);
        expect(clock.err[0]).toContain('ERR_TC_AMBIGUOUS');
        expect(played.err[0]).toContain('ERR_TC_AMBIGUOUS');
        return;
      }
      expect([clock.code, clock.err]).toEqual([0, []]);
      expect(clock.out[0]).toMatch(/^control: /);
      expect([played.code, played.err]).toEqual([0, []]);
    },
  );
});
