import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';
import type { PlayReport } from '../play/runScript.js';

/** Runs a script through `chesslaws play --json` with `extra` flags and returns the report. */
async function play(preset: string, steps: unknown[], extra: string[]): Promise<PlayReport> {
  const run = await runCli(
    ['play', '--rules', preset, '--script', '-', '--json', ...extra],
    JSON.stringify(steps),
  );
  expect(run.err).toEqual([]);
  expect(run.code).toBe(0);
  return JSON.parse(run.out.join('\n')) as PlayReport;
}

const moves = (text: string) => text.split(' ').map((move) => ({ move }));

describe('chesslaws play --variant', () => {
  it('V-crazyhouse.drops --variant crazyhouse --control 3+2 plays a game with drops', async () => {
    const report = await play('fide-blitz', moves('e4 d5 exd5 Qxd5 Nc3 Qa5 P@e6 P@e3'), [
      '--variant',
      'crazyhouse',
      '--control',
      '3+2',
    ]);
    expect(report.steps.every((s) => s.ok)).toBe(true);
    expect(report.fen).toBe('rnb1kbnr/ppp1pppp/4P3/q7/8/2N1p3/PPPP1PPP/R1BQKBNR[] w KQkq - 0 5');
    expect(
      report.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move),
    ).toEqual(['e2e4', 'd7d5', 'e4d5', 'd8d5', 'b1c3', 'd5a5', 'P@e6', 'P@e3']);
    // 3+2: three minutes, and the increment from move 1.
    expect(report.initialClocks).toEqual({ white: 182_000, black: 182_000 });
  });

  it('V-atomic.king-exploded --variant atomic ends on the explosion, with the rule', async () => {
    const report = await play('casual', moves('Nf3 a6 Ne5 a5 Nxf7'), ['--variant', 'atomic']);
    expect(report).toMatchObject({
      result: '1-0',
      termination: 'variant-end',
      byRule: 'V-atomic.king-exploded',
    });
  });

  it('V-3check.checks --variant 3check with --fen reads the check counters', async () => {
    const report = await play('casual', moves('Qh5+'), [
      '--variant',
      '3check',
      '--fen',
      'rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2',
    ]);
    expect(report).toMatchObject({ result: '1-0', byRule: 'V-3check.checks' });
  });

  it('V-kingofthehill.hill the text output names the variant rule that ended the game', async () => {
    const run = await runCli(
      [
        'play',
        '--rules',
        'casual',
        '--variant',
        'kingofthehill',
        '--script',
        '-',
        '--fen',
        '4k3/8/8/8/8/4K3/8/8 w - - 0 1',
      ],
      JSON.stringify(moves('Ke4')),
    );
    expect(run.code).toBe(0);
    expect(run.out.at(-1)).toBe(
      'result: 1-0 (variant-end, V-kingofthehill.hill): White wins: the king reached the centre',
    );
  });

  it('V-atomic.king-exploded --pgn writes the Variant tag and the result', async () => {
    const run = await runCli(
      ['play', '--rules', 'casual', '--variant', 'atomic', '--script', '-', '--pgn'],
      JSON.stringify(moves('Nf3 a6 Ne5 a5 Nxf7')),
    );
    expect(run.code).toBe(0);
    const lines = run.out.join('\n').split('\n');
    expect(lines).toContain('[Variant "Atomic"]');
    expect(lines.at(-1)).toBe(
      '1. Nf3 a6 2. Ne5 a5 3. Nxf7# { variant-end (V-atomic.king-exploded) } 1-0',
    );
  });

  it('V-crazyhouse.drops --pgn writes the drops and the Variant tag', async () => {
    const run = await runCli(
      ['play', '--rules', 'fide-blitz', '--variant', 'zh', '--script', '-', '--pgn'],
      JSON.stringify(moves('e4 d5 exd5 Qxd5 Nc3 Qa5 P@e6')),
    );
    expect(run.code).toBe(0);
    const text = run.out.join('\n');
    expect(text).toContain('[Variant "Crazyhouse"]');
    expect(text).toMatch(/4\. P@e6 /);
  });

  it('--variant with an unknown name lists the names to type', async () => {
    const run = await runCli(
      ['play', '--rules', 'casual', '--variant', 'atomc', '--script', '-'],
      '[]',
    );
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toMatch(
      /unknown variant 'atomc'; try --variant with one of: standard, chess960, crazyhouse, antichess, atomic, horde, kingofthehill, racingkings, 3check/,
    );
  });

  it("V-crazyhouse.drops an illegal drop step gives the SAN reader's reason, not a bare not-legal", async () => {
    const report = await play('casual', moves('e4 d5 exd5 Qxd5 P@a8 P@h1 Q@e4 P@d5 Nc3'), [
      '--variant',
      'crazyhouse',
    ]);
    const errors = report.steps.map((s) => s.error);
    expect(errors[4]).toEqual({
      code: 'ERR_SAN_ILLEGAL',
      message: "'P@a8' is illegal: a pawn may not be dropped on the first or last rank (a8)",
    });
    expect(errors[5]?.message).toMatch(/first or last rank \(h1\)/);
    expect(errors[6]?.message).toMatch(/white has no queen in the pocket \(it holds 1 pawn\)/);
    expect(errors[7]?.message).toMatch(/d5 is occupied/);
    expect(report.steps[8]?.ok).toBe(true);
  });

  it('V-crazyhouse.pockets a FEN the variant refuses exits 1 with a located message', async () => {
    const run = await runCli(
      [
        'play',
        '--rules',
        'casual',
        '--variant',
        'crazyhouse',
        '--script',
        '-',
        '--fen',
        '4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1',
      ],
      '[]',
    );
    expect(run.code).toBe(1);
    expect(run.err[0]).toMatch(/^chesslaws play: ERR_RULES_START: Crazyhouse FEN: /);
  });

  it('V-crazyhouse.pockets play --fen with a bad pocket names where, as fen check does', async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Zq] w KQkq - 0 1';
    const check = await runCli(['fen', 'check', fen, '--variant', 'crazyhouse']);
    expect(check.out.join('\n') + check.err.join('\n')).toContain('(pockets, offset 44)');
    const run = await runCli(
      ['play', '--rules', 'casual', '--variant', 'zh', '--script', '-', '--fen', fen],
      '[]',
    );
    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      "chesslaws play: ERR_RULES_START: Crazyhouse FEN: unexpected 'Z' in the pocket (expected letters from PNBRQ and pnbrq) (pockets, offset 44)",
    ]);
  });

  it('L-G2 --chess960 with another variant is a usage error saying what to type', async () => {
    const run = await runCli(
      ['play', '--rules', 'casual', '--variant', 'atomic', '--chess960', '5', '--script', '-'],
      '[]',
    );
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain(
      '--chess960 starts a Chess960 game, not atomic: give --fen',
    );
  });
});

describe('chesslaws fen check --variant', () => {
  it("V-3check.checks reads lichess's check counters 3+3 and prints them back", async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1';
    expect(await runCli(['fen', 'check', '--variant', '3check', fen])).toEqual({
      code: 0,
      out: ['ok', fen],
      err: [],
    });
    // Without the variant the counters are not a FEN field.
    expect((await runCli(['fen', 'check', fen])).code).toBe(1);
  });

  it('V-crazyhouse.pockets reads pockets; V-atomic kings side by side stand in atomic only', async () => {
    const zh = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1';
    expect((await runCli(['fen', 'check', '--variant', 'crazyhouse', zh])).out).toEqual(['ok', zh]);
    const kings = '8/8/8/8/8/4k3/4K3/8 w - - 0 1';
    expect((await runCli(['fen', 'check', '--variant', 'atomic', kings])).code).toBe(0);
    expect((await runCli(['fen', 'check', kings])).code).toBe(1);
  });

  it('V-horde.horde a position horde refuses prints its problem; an unknown variant lists the names', async () => {
    const run = await runCli([
      'fen',
      'check',
      '--variant',
      'horde',
      '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    ]);
    expect(run.code).toBe(1);
    expect(run.out).toEqual(['ERR_VARIANT: in horde White has no king: remove the white king']);
    const unknown = await runCli([
      'fen',
      'check',
      '--variant',
      'hord',
      '8/8/8/8/8/8/8/8 w - - 0 1',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.err.join('\n')).toMatch(/unknown variant 'hord'; try --variant with one of:/);
  });
});
