/**
 * Every number a command reads from its command line or its script, pushed out of range
 * (issue 28, item 8): a worded usage error giving the allowed range and exit 2, never an
 * internal error and a stack trace.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The first line of stderr and the exit code of `chesslaws ...argv`. */
async function refusal(argv: string[], stdin = ''): Promise<[number, string | undefined]> {
  const run = await runCli(argv, stdin);
  return [run.code, run.err[0]];
}

describe('numeric arguments out of range (issue 28, item 8)', () => {
  it('trust: perft --depth 10000 is a usage error with the allowed range, not an internal error', async () => {
    for (const depth of ['10000', '31', '99999999999999999999999']) {
      expect(await refusal(['perft', '--depth', depth])).toEqual([
        2,
        `chesslaws perft: --depth: expected a whole number from 0 to 30, got '${depth}'`,
      ]);
    }
    expect(
      (await runCli(['perft', '--depth', '30', '--fen', 'k7/8/1QK5/8/8/8/8/8 b - - 0 1'])).out,
    ).toEqual(['0']);
    expect(await refusal(['perft', '--depth=-1'])).toEqual([
      2,
      "chesslaws perft: --depth: expected a whole number from 0 to 30, got '-1'",
    ]);
  });

  it('trust: dead --nodes takes a whole number up to 10,000,000, not 1e300, 0x10 or nothing', async () => {
    for (const nodes of ['1e300', '0x10', '', ' 5', '10000001']) {
      expect(await refusal(['dead', '--fen', START, '--nodes', nodes])).toEqual([
        2,
        `chesslaws dead: --nodes: expected a whole number from 0 to 10000000, got '${nodes}'`,
      ]);
    }
  });

  it('trust: pgn --jobs takes 1 to 64 threads', async () => {
    for (const jobs of ['0', '65', '999', '1e3']) {
      expect(await refusal(['pgn', 'check', '-', '--rules', 'casual', '--jobs', jobs])).toEqual([
        2,
        `chesslaws pgn: --jobs: expected a whole number from 1 to 64, got '${jobs}'`,
      ]);
    }
  });

  it('trust: clock --simulate takes press times up to 10,000,000,000 s', async () => {
    expect(await refusal(['clock', '3+2', '--simulate', '99999999999999999999'])).toEqual([
      2,
      "chesslaws clock: --simulate: '99999999999999999999' (item 1) is not a time in seconds from 0 to 10000000000",
    ]);
  });

  it('trust: play --chess960 takes 0..959, and a script thinks and adjusts at most a year', async () => {
    expect(
      await refusal(
        ['play', '--rules', 'casual', '--chess960', '99999999999', '--script', '-'],
        '[]',
      ),
    ).toEqual([
      2,
      "chesslaws play: --chess960: expected a whole number from 0 to 959, got '99999999999'",
    ]);
    const script = (step: object) => JSON.stringify([step]);
    expect(
      await refusal(
        ['play', '--rules', 'fide-blitz', '--script', '-'],
        script({ move: 'e4', think: 1e300 }),
      ),
    ).toEqual([
      2,
      'chesslaws play: script step 1: "think" must be a number of seconds from 0 to 31536000 (a year)',
    ]);
    expect(
      await refusal(
        ['play', '--rules', 'fide-blitz', '--script', '-'],
        script({ arbiter: 'adjust', side: 'white', seconds: -1e20 }),
      ),
    ).toEqual([
      2,
      'chesslaws play: script step 1: "seconds" must be a number of seconds from -31536000 to 31536000 (a year)',
    ]);
  });

  it('trust: a control of more than a year is refused, located, as the clock says', async () => {
    expect(await refusal(['clock', '9007199254740+2', '--pgn'])).toEqual([
      1,
      'chesslaws clock: ERR_CLOCK_DURATION: white[0].time: time must be a whole number of milliseconds from 0 to 31536000000 (a year)',
    ]);
    expect(await refusal(['clock', '9007199254740+2'])).toEqual([
      1,
      "chesslaws clock: ERR_TC_SYNTAX: '9007199254740' is too large at offset 0 of '9007199254740+2'",
    ]);
  });
});
