import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REGULATIONS, regulationClaims } from '@chesslaws/rules';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';
import type { PlayReport } from '../play/runScript.js';
import { PRESET_NAMES } from '../presets.js';

const MINUTE = 60_000;

/** Runs a script (given as data) through `chesslaws play --json` and returns the report. */
async function play(preset: string, steps: unknown[], extra: string[] = []): Promise<PlayReport> {
  const run = await runCli(
    ['play', '--rules', preset, '--script', '-', '--json', ...extra],
    JSON.stringify(steps),
  );
  expect(run.err).toEqual([]);
  expect(run.code).toBe(0);
  return JSON.parse(run.out.join('\n')) as PlayReport;
}

const FOOLS_MATE = [{ move: 'f3' }, { move: 'e5' }, { move: 'g4' }, { move: 'Qh4#' }];
// Knights out and back twice: the start position's third appearance is one Ng8 away.
const KNIGHT_DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'].map((move) => ({ move }));

describe('chesslaws play --json', () => {
  it('prints result, termination, byRule, fen, initialClocks, clocks, steps and events', async () => {
    const report = await play('fide-blitz', [{ move: 'e4', think: 5 }]);
    expect(Object.keys(report)).toEqual([
      'result',
      'termination',
      'byRule',
      'fen',
      'initialClocks',
      'clocks',
      'steps',
      'events',
    ]);
    expect(report.result).toBeNull();
    expect(report.termination).toBeNull();
    expect(report.byRule).toBeNull();
    expect(report.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(report.steps).toEqual([
      { ok: true, fen: report.fen, clocks: report.clocks, ended: false },
    ]);
    expect(report.events.map((e) => e.type)).toEqual(['start', 'move']);
    expect(report.events[1]).toMatchObject({ at: 5000, move: 'e2e4' });
  });

  it('a move step thinks `think` seconds (default 1) on the clock of the side to move, then presses', async () => {
    const report = await play('fide-blitz', [{ move: 'e4', think: 5 }, { move: 'e5' }]);
    const start = report.initialClocks!;
    const [white, black] = report.steps;
    // 3+2: the mover loses the think and gains the 2 s increment at the press.
    expect(white!.clocks).toEqual({ white: start.white - 5000 + 2000, black: start.black });
    expect(black!.clocks).toEqual({ white: start.white - 3000, black: start.black - 1000 + 2000 });
  });

  it('reads SAN in any language and UCI', async () => {
    const report = await play('fide-blitz', [{ move: 'Кf3' }, { move: 'g8f6' }, { move: 'Sc3' }]);
    expect(report.steps.every((s) => s.ok)).toBe(true);
    expect(report.fen).toBe('rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2');
  });

  it('--control replaces the preset time control (shorthand or PGN tag)', async () => {
    const report = await play('fide-blitz', [], ['--control', '5+3']);
    expect(report.initialClocks).toEqual({ white: 5 * MINUTE + 3000, black: 5 * MINUTE + 3000 });
    const shorthand = await play('fide-standard', [], ['--control', '90/40+30, 30+30']);
    const pgn = await play('fide-standard', [], ['--control', '40/5400+30:1800+30']);
    expect(pgn.initialClocks).toEqual(shorthand.initialClocks);
    expect(pgn.initialClocks!.white).toBe(90 * MINUTE + 30_000);
  });

  it('--control refuses a text that reads as 1 hour on a poster and 1 minute as a PGN tag', async () => {
    const ambiguous = await runCli(
      ['play', '--rules', 'fide-blitz', '--script', '-', '--control', '60+0'],
      '[]',
    );
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.err.join('\n')).toMatch(/ERR_TC_AMBIGUOUS/);
  });

  it('--fen and --chess960 set the start position', async () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    expect((await play('casual', [], ['--fen', fen])).fen).toBe(fen);
    const c960 = await play('casual', [], ['--chess960', '0']);
    expect(c960.fen.split(' ')[0]).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR');
  });

  it('L-5.1.1 a mate ends the game, and a step after the end is refused the same way', async () => {
    const report = await play('fide-blitz', [...FOOLS_MATE, { move: 'e4' }, { resign: 'black' }]);
    expect(report).toMatchObject({ result: '0-1', termination: 'checkmate', byRule: 'L-5.1.1' });
    expect(report.steps[3]).toMatchObject({ ok: true, ended: true });
    for (const step of report.steps.slice(4)) {
      expect(step).toMatchObject({ ok: false, ended: true });
      expect(step.error?.code).toBe('ERR_RULES_GAME_OVER');
    }
  });

  it('a move the rules refuse is reported with ok: false and play goes on', async () => {
    const report = await play('casual', [{ move: 'e5' }, { move: 'e2e5' }, { move: 'e4' }]);
    expect(report.steps.map((s) => s.ok)).toEqual([false, false, true]);
    expect(report.steps[0]!.error?.code).toMatch(/^ERR_SAN_/);
    expect(report.steps[1]!.error?.code).toBe('ERR_RULES_ILLEGAL_MOVE');
    expect(report.steps[2]!.fen).toContain('4P3');
  });

  it('L-7.5.1 L-B.2 an illegal move is taken back and the opponent gets 1 minute; L-7.5.5 the 2nd loses', async () => {
    const report = await play('fide-blitz', [
      { move: 'e4' },
      { illegal: 'e7e4' },
      { move: 'e5' },
      { illegal: 'e1e3' },
    ]);
    const [, first, , second] = report.steps;
    expect(first).toMatchObject({ ok: true, ended: false, fen: report.steps[0]!.fen });
    const before = report.steps[0]!.clocks!;
    expect(first!.clocks!.white).toBe(before.white + MINUTE);
    expect(second).toMatchObject({ ok: true, ended: false });
    const again = await play('fide-blitz', [
      { move: 'e4' },
      { illegal: 'e7e4' },
      { move: 'e5' },
      { move: 'Nf3' },
      { illegal: 'e8e6' },
    ]);
    expect(again).toMatchObject({ result: '1-0', byRule: 'L-7.5.5' });
  });

  it('L-7.5.3 pressing the clock without a move counts as an illegal move', async () => {
    const report = await play('fide-blitz', [{ pressWithoutMove: 'white' }]);
    const [step] = report.steps;
    expect(step!.ok).toBe(true);
    // No move was made: the start position, White still on move, and Black has a minute more.
    expect(step!.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(report.events.map((e) => e.type)).toEqual(['start', 'press']);
    expect(step!.clocks!.black).toBe(report.initialClocks!.black + MINUTE);
  });

  it('L-4.3 a touched piece must be moved', async () => {
    const report = await play('fide-blitz', [{ touch: 'g1' }, { move: 'e4' }, { move: 'Nf3' }]);
    expect(report.steps.map((s) => s.ok)).toEqual([true, false, true]);
    expect(report.steps[1]!.error?.code).toBe('ERR_RULES_REFUSED');
  });

  it('L-9.2.1.1 a threefold claim with the intended move written down draws', async () => {
    const report = await play('fide-blitz', [
      ...KNIGHT_DANCE,
      { claim: 'threefold', by: 'black', intended: 'Ng8' },
    ]);
    expect(report).toMatchObject({
      result: '1/2-1/2',
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.1',
    });
  });

  it('L-9.5 an incorrect claim gives the opponent 1 minute in blitz, and the intended move must be played', async () => {
    const report = await play('fide-blitz', [
      { move: 'Nf3' },
      { claim: 'threefold', by: 'black', intended: 'Nf6' },
      { move: 'e5' },
      { move: 'Nf6' },
    ]);
    const [moved, claim, wrong, right] = report.steps;
    expect(claim).toMatchObject({ ok: true, ended: false });
    expect(claim!.clocks!.white).toBe(moved!.clocks!.white + MINUTE);
    expect(wrong!.error?.code).toBe('ERR_RULES_INTENDED_MOVE');
    expect(right!.ok).toBe(true);
  });

  it('L-9.1 L-5.2.3 an offer stands until the opponent moves; accepting a lapsed one is refused', async () => {
    const agreed = await play('fide-blitz', [
      { move: 'e4' },
      { offer: 'draw', by: 'white' },
      { accept: 'draw', by: 'black' },
    ]);
    expect(agreed).toMatchObject({ result: '1/2-1/2', termination: 'agreement' });
    const lapsed = await play('fide-blitz', [
      { move: 'e4' },
      { offer: 'draw', by: 'white' },
      { move: 'e5' },
      { accept: 'draw', by: 'black' },
      { move: 'Nf3' },
    ]);
    expect(lapsed.steps[3]).toMatchObject({ ok: false, error: { code: 'ERR_RULES_NO_OFFER' } });
    expect(lapsed.steps[4]!.ok).toBe(true);
    expect(lapsed.result).toBeNull();
    const declined = await play('fide-blitz', [
      { offer: 'draw', by: 'white' },
      { decline: 'draw', by: 'black' },
      { accept: 'draw', by: 'black' },
    ]);
    expect(declined.steps.map((s) => s.ok)).toEqual([true, true, false]);
  });

  it('E-armageddon forbids draw offers', async () => {
    const report = await play('armageddon', [{ offer: 'draw', by: 'white' }]);
    expect(report.steps[0]).toMatchObject({ ok: false, error: { code: 'ERR_RULES_REFUSED' } });
  });

  it('L-5.1.2 resigning loses', async () => {
    const report = await play('fide-blitz', [{ move: 'e4' }, { resign: 'black' }]);
    expect(report).toMatchObject({ result: '1-0', termination: 'resignation', byRule: 'L-5.1.2' });
  });

  it('L-6.9 a flag fall loses, and the clock shows the flag at zero', async () => {
    const report = await play('fide-blitz', [{ move: 'e4' }, { flag: 'black' }]);
    expect(report).toMatchObject({ result: '1-0', termination: 'timeout', byRule: 'L-6.9' });
    expect(report.clocks!.black).toBe(0);
    expect(report.events.at(-1)).toMatchObject({ type: 'flag', side: 'black' });
  });

  it('L-6.9 a flag fall is a draw when the opponent cannot mate', async () => {
    const report = await play(
      'fide-blitz',
      [{ flag: 'white' }],
      ['--fen', '4k3/8/8/8/8/8/8/4K2Q w - - 0 1'],
    );
    expect(report).toMatchObject({ result: '1/2-1/2', byRule: 'L-6.9' });
  });

  it('a flag step for the side whose clock is not running is refused', async () => {
    const report = await play('fide-blitz', [{ flag: 'black' }, { move: 'e4' }]);
    expect(report.steps[0]).toMatchObject({ ok: false, error: { code: 'ERR_RULES_NO_FLAG' } });
    expect(report.steps[1]!.ok).toBe(true);
  });

  it('takebacks: allowed in casual play, refused under FIDE rules', async () => {
    const casual = await play('casual', [{ move: 'e4' }, { takeback: true }]);
    expect(casual.steps[1]).toMatchObject({ ok: true });
    expect(casual.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const fide = await play('fide-blitz', [{ move: 'e4' }, { takeback: true }]);
    expect(fide.steps[1]).toMatchObject({ ok: false, error: { code: 'ERR_RULES_REFUSED' } });
  });

  it('arbiter steps adjust a clock and declare a result', async () => {
    const report = await play('fide-blitz', [
      { arbiter: 'adjust', side: 'black', seconds: -30 },
      { arbiter: 'declare', result: '1/2-1/2' },
    ]);
    expect(report.steps[0]!.clocks!.black).toBe(report.initialClocks!.black - 30_000);
    expect(report).toMatchObject({ result: '1/2-1/2', termination: 'arbiter' });
  });

  it('casual play has no clock: clocks are null', async () => {
    const report = await play('casual', [{ move: 'e4' }]);
    expect(report.initialClocks).toBeNull();
    expect(report.steps[0]!.clocks).toBeNull();
  });
});

describe('chesslaws play --pgn and text', () => {
  it('--pgn prints the game with [%emt] and [%clk] after each move (1 s thought, +2 s), the result and the ending', async () => {
    const run = await runCli(
      ['play', '--rules', 'fide-blitz', '--script', '-', '--pgn'],
      JSON.stringify(FOOLS_MATE),
    );
    expect(run.code).toBe(0);
    const pgn = run.out.join('\n');
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn).toContain('[TimeControl "180+2"]');
    expect(pgn).toMatch(/1\. f3 \{ \[%emt 0:00:01\] \[%clk 0:03:03\] \}/);
    expect(pgn).toMatch(/Qh4#.*0-1$/s);
  });

  it('reads a script file and prints one line per step, then the result', async () => {
    const file = fileURLToPath(
      new URL('../../test/fixtures/play/fools-mate.json', import.meta.url),
    );
    const run = await runCli(['play', '--rules', 'fide-blitz', '--script', file]);
    expect(run.code).toBe(0);
    expect(run.out[1]).toMatch(/^1\. move f3 +ok {2}white {4}3:03 {3}black {4}3:02$/);
    expect(run.out.at(-1)).toMatch(/^result: 0-1 \(checkmate, L-5\.1\.1\)/);
  });
});

describe('chesslaws play: bad input', () => {
  const bad = async (script: string) => {
    const run = await runCli(['play', '--rules', 'fide-blitz', '--script', '-'], script);
    expect(run.code).toBe(2);
    expect(run.out).toEqual([]);
    return run.err.join('\n');
  };

  it('a script that is not a JSON array exits 2', async () => {
    expect(await bad('[{"move": "e4"')).toMatch(/^chesslaws play: script: not JSON/);
    expect(await bad('{"move": "e4"}')).toMatch(/script: expected a JSON array/);
  });

  it('a bad step exits 2 with a message naming the step, before any step is played', async () => {
    expect(await bad('[{"move": "e4"}, {"move": "e5", "think": -1}]')).toBe(
      'chesslaws play: script step 2: "think" must be a number of seconds from 0 to 31536000 (a year)',
    );
    expect(await bad('[{"move": "e4"}, {"jump": "e5"}]')).toMatch(
      /^chesslaws play: script step 2: no action/,
    );
    expect(await bad('[{"offer": "draw"}]')).toBe('chesslaws play: script step 1: "by" is missing');
    expect(await bad('[{"resign": "red"}]')).toMatch(/step 1: "resign" must be "white" or "black"/);
    expect(await bad('[{"move": "e4", "resign": "white"}]')).toMatch(/step 1: one action per step/);
    expect(await bad('[{"arbiter": "pause"}]')).toMatch(/step 1: "arbiter" must be/);
    expect(await bad('[{"claim": "draw", "by": "white"}]')).toMatch(/step 1: "claim" must be/);
    expect(await bad('[{"flag": "white", "think": 3}]')).toMatch(/step 1: unknown key "think"/);
    expect(await bad('[{"takeback": false}]')).toMatch(/step 1: "takeback" must be true/);
  });

  it('trust: keys named like built-in object properties are unknown keys, not skipped (issue 28)', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(await bad(`[{"move": "e4", "${key}": 1}]`), key).toBe(
        `chesslaws play: script step 1: unknown key "${key}"`,
      );
      expect(await bad(`[{"arbiter": "declare", "result": "1-0", "${key}": {}}]`), key).toBe(
        `chesslaws play: script step 1: unknown key "${key}"`,
      );
    }
    // An action key is the step's own: one named like a built-in is no action.
    expect(await bad('[{"toString": "e4"}]')).toMatch(/^chesslaws play: script step 1: no action/);
  });

  it('bad flags exit 2 with the usage; an invalid FEN exits 1', async () => {
    const unknown = await runCli(['play', '--rules', 'fischer', '--script', '-'], '[]');
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/unknown preset 'fischer' \(known: fide-standard, /);
    expect((await runCli(['play', '--script', '-'], '[]')).code).toBe(2);
    expect((await runCli(['play', '--rules', 'casual'], '[]')).code).toBe(2);
    expect(
      (await runCli(['play', '--rules', 'casual', '--script', '-', '--chess960', '960'], '[]'))
        .code,
    ).toBe(2);
    expect(
      (await runCli(['play', '--rules', 'casual', '--script', '-', '--control', 'soon'], '[]'))
        .code,
    ).toBe(2);
    const fen = await runCli(['play', '--rules', 'casual', '--script', '-', '--fen', 'x'], '[]');
    expect(fen.code).toBe(1);
    expect(fen.err[0]).toMatch(/^chesslaws play: ERR_RULES_START: FEN: /);
  });
});

describe('chesslaws play: a set-up position and the claims a regulation adds', () => {
  it('S-10.2 --help lists the claims each preset takes, as its plugins declare them', async () => {
    const help = await runCli(['play', '--help']);
    expect(help.code).toBe(0);
    const text = help.out.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(
      'claims: illegal-move, threefold (L-9.2), fifty (L-9.3) in every preset; ' +
        'legacy also quickplay-finish (S-10.2);',
    );
    // Every claim of every preset is named, with its rule, from the regulation itself.
    for (const name of PRESET_NAMES)
      for (const claim of regulationClaims(REGULATIONS[name]()))
        expect(text).toContain(`${claim.kind} (${claim.rule})`);
    // A claim named nowhere in the source of the help: it comes from the presets.
    expect(readFileSync(new URL('./play.ts', import.meta.url), 'utf8')).not.toContain(
      'quickplay-finish',
    );
    // The wrapped lines stay within 80 columns.
    const claimLines = help.out
      .join('\n')
      .split('\n')
      .filter((l) => /claims:|also|arbiter"/.test(l));
    for (const line of claimLines) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("L-6.1 from a FEN with Black to move, Black's clock runs and Black's moves are played", async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const report = await play(
      'fide-blitz',
      [{ move: 'e5', think: 4 }, { move: 'Nf3' }],
      ['--fen', fen],
    );
    expect(report.steps.map((s) => s.ok)).toEqual([true, true]);
    const start = report.initialClocks!;
    expect(report.steps[0]!.clocks).toEqual({
      white: start.white,
      black: start.black - 4000 + 2000,
    });
    expect(report.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  });

  it('S-10.2 a quickplay-finish claim under legacy: the arbiter upholds it, or rejects it and play goes on', async () => {
    // 3+0: White thinks 61 s on 1. e4 and has 1:59 left when on move again.
    const claim = [
      { move: 'e4', think: 61 },
      { move: 'e5', think: 1 },
      { claim: 'quickplay-finish', by: 'white' },
    ];
    const upheld = await play(
      'legacy',
      [...claim, { arbiter: 'decide', upheld: true }],
      ['--control', '3+0'],
    );
    expect(upheld.steps.map((s) => s.ok)).toEqual([true, true, true, true]);
    expect(upheld).toMatchObject({ result: '1/2-1/2', termination: 'arbiter', byRule: 'S-10.2' });
    expect(upheld.events.map((e) => e.type).slice(-2)).toEqual(['claim', 'decide-claim']);
    const rejected = await play(
      'legacy',
      [...claim, { move: 'Nf3' }, { arbiter: 'decide', upheld: false }, { move: 'Nf3' }],
      ['--control', '3+0'],
    );
    expect(rejected.steps.map((s) => s.ok)).toEqual([true, true, true, false, true, true]);
    expect(rejected.steps[3]!.error?.code).toBe('ERR_RULES_AWAITING_ARBITER');
    expect(rejected.result).toBeNull();
    // With 2:59 left the claim is refused; under fide-blitz there is no such claim to write.
    const early = await play(
      'legacy',
      [{ claim: 'quickplay-finish', by: 'white' }],
      ['--control', '3+0'],
    );
    expect(early.steps[0]).toMatchObject({ ok: false, error: { code: 'ERR_RULES_REFUSED' } });
    const unknown = await runCli(
      ['play', '--rules', 'fide-blitz', '--script', '-'],
      JSON.stringify([{ claim: 'quickplay-finish', by: 'white' }]),
    );
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(
      /step 1: "claim" must be "illegal-move" or "threefold" or "fifty"/,
    );
  });
});
