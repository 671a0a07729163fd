import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';
import type { Io } from '../command.js';
import { checkFile, type RulesCheckReport } from './checkFile.js';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test/fixtures/pgn/${name}`, import.meta.url));
const CLEAN = fixture('clean.pgn');
const FINDINGS = fixture('findings.pgn');

async function json(file: string, rules = 'fide-blitz', jobs = '1'): Promise<RulesCheckReport> {
  const run = await runCli(['pgn', 'check', file, '--rules', rules, '--json', '--jobs', jobs]);
  expect(run.err).toEqual([]);
  return JSON.parse(run.out.join('\n')) as RulesCheckReport;
}

const of = (report: RulesCheckReport, game: number) =>
  report.findings
    .filter((f) => f.game === game)
    .map(({ kind, rule, ply }) => ({ kind, rule, ply }));

describe('chesslaws pgn check --rules', () => {
  it('a clean file exits 0 with the count (a threefold claimed on the last move is not a finding)', async () => {
    const run = await runCli(['pgn', 'check', CLEAN, '--rules', 'fide-blitz', '--jobs', '1']);
    expect(run).toEqual({
      code: 0,
      out: ['4 games under fide-blitz, 4 clean, 0 with findings'],
      err: [],
    });
  });

  it('findings exit 1, one line each with file, line, game, players, kind and rule', async () => {
    const run = await runCli(['pgn', 'check', FINDINGS, '--rules', 'fide-blitz', '--jobs', '1']);
    expect(run.code).toBe(1);
    expect(run.out[0]).toBe(
      `${FINDINGS}:6: game 1 (Anna - Boris): illegal-move (L-3.10): move 2. Ke3: 'Ke3' is not possible: no white king can move to e3`,
    );
    expect(run.out.at(-1)).toBe('7 games under fide-blitz, 0 clean, 7 with findings');
  });

  it('L-3.10 an illegal move is reported with its line', async () => {
    const report = await json(FINDINGS);
    expect(report.findings[0]).toMatchObject({
      game: 1,
      kind: 'illegal-move',
      rule: 'L-3.10',
      line: 6,
    });
  });

  it('L-5.2.1 L-5.1.1 a result the board contradicts: a stalemate scored as a win, a mate by Black scored for White', async () => {
    const report = await json(FINDINGS);
    expect(of(report, 2)).toEqual([{ kind: 'result-contradicts-board', rule: 'L-5.2.1', ply: 1 }]);
    expect(of(report, 3)).toEqual([{ kind: 'result-contradicts-board', rule: 'L-5.1.1', ply: 4 }]);
  });

  it('L-9.6.1 play after a fivefold repetition, and L-9.2 the threefold claim not made before it', async () => {
    const report = await json(FINDINGS);
    expect(of(report, 4)).toEqual([
      { kind: 'claim-not-made', rule: 'L-9.2', ply: 8 },
      { kind: 'played-past-ending', rule: 'L-9.6.1', ply: 16 },
      { kind: 'result-contradicts-board', rule: 'L-9.6.1', ply: 16 },
    ]);
    expect(report.findings.find((f) => f.game === 4)?.move).toBe('4... Ng8');
  });

  it('L-5.2.2 play after a dead position is found at the first dead ply', async () => {
    const report = await json(FINDINGS);
    expect(of(report, 5)).toEqual([{ kind: 'played-past-ending', rule: 'L-5.2.2', ply: 1 }]);
  });

  it('L-9.6.2 play after 75 moves, and L-9.3 the fifty-move claim not made', async () => {
    const report = await json(FINDINGS);
    expect(of(report, 6)).toEqual([
      { kind: 'claim-not-made', rule: 'L-9.3', ply: 1 },
      { kind: 'played-past-ending', rule: 'L-9.6.2', ply: 10 },
      { kind: 'result-contradicts-board', rule: 'L-9.6.2', ply: 10 },
    ]);
  });

  it('L-6.9 a win on time for a side that cannot mate is a draw', async () => {
    const report = await json(FINDINGS);
    expect(of(report, 7)).toEqual([{ kind: 'result-contradicts-board', rule: 'L-6.9', ply: 1 }]);
    expect(report.findings.at(-1)?.message).toMatch(
      /^the result is 1-0 on time, but fide-blitz rules 1\/2-1\/2: Black.s flag fell: a draw, since the opponent cannot mate/,
    );
  });

  it('E-armageddon the regulation decides what the board says: a stalemate is a Black win', async () => {
    const report = await json(FINDINGS, 'armageddon');
    const stalemate = report.findings.find((f) => f.game === 2);
    expect(stalemate).toMatchObject({ rule: 'E-armageddon' });
    expect(stalemate?.message).toMatch(/the board says 0-1/);
  });

  it('--json prints file, rules, games, clean, withFindings, skippedLines and findings', async () => {
    const report = await json(FINDINGS);
    expect(Object.keys(report)).toEqual([
      'file',
      'rules',
      'games',
      'clean',
      'withFindings',
      'skippedLines',
      'findings',
    ]);
    expect(report).toMatchObject({
      file: FINDINGS,
      rules: 'fide-blitz',
      games: 7,
      clean: 0,
      withFindings: 7,
      skippedLines: 0,
    });
    expect(report.findings[1]).toEqual({
      game: 2,
      white: 'Anna',
      black: 'Boris',
      kind: 'result-contradicts-board',
      rule: 'L-5.2.1',
      ply: 1,
      move: '1. Qf7',
      message: 'the result is 1-0, but the board says 1/2-1/2: a draw by stalemate',
      line: 8,
    });
  });

  it('a game that cannot be read is a finding; a tag line inside a comment does not start a game', async () => {
    const text = `${readFileSync(fixture('comments.pgn'), 'utf8')}\n[Event "broken"\n\n1. e4 *\n`;
    const run = await runCli(
      ['pgn', 'check', '-', '--rules', 'casual', '--json', '--jobs', '1'],
      text,
    );
    const report = JSON.parse(run.out.join('\n')) as RulesCheckReport;
    expect(run.code).toBe(1);
    expect(report.games).toBe(3);
    expect(report.findings.map((f) => [f.game, f.kind])).toEqual([
      [2, 'result-contradicts-board'],
      [3, 'unreadable'],
    ]);
    expect(report.findings[1]!.rule).toMatch(/^ERR_PGN_/);
  });

  it('--from names the language of the moves, in one thread and in workers', async () => {
    const text = '[Event "ru"]\n[Result "*"]\n\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 *\n';
    for (const jobs of ['1', '2']) {
      const args = ['pgn', 'check', '-', '--rules', 'casual', '--from', 'ru', '--jobs', jobs];
      expect(await runCli(args, text)).toEqual({
        code: 0,
        out: ['1 game under casual, 1 clean, 0 with findings'],
        err: [],
      });
    }
    // Standard input through a worker thread.
    const out: string[] = [];
    const io: Io = {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      readStdin: async () => text,
    };
    const options = {
      rules: 'casual',
      locale: 'ru',
      json: false,
      jobs: 2,
      allToWorkers: true,
    } as const;
    expect(await checkFile('-', options, io)).toBe(0);
    expect(out).toEqual(['1 game under casual, 1 clean, 0 with findings']);
    const bad = await runCli(['pgn', 'check', '-', '--rules', 'casual', '--from', 'xx'], text);
    expect(bad.code).toBe(2);
  });

  it('--jobs 2 on a small file checks it in this thread alone and reports the same', async () => {
    expect(await json(FINDINGS, 'fide-blitz', '2')).toEqual(await json(FINDINGS));
  });

  it('batches cut between games keep game numbers and lines of the whole file, in worker threads (from source here) and in this one', async () => {
    const reference = await json(FINDINGS);
    for (const allToWorkers of [true, false]) {
      const out: string[] = [];
      const io: Io = {
        out: (l) => out.push(l),
        err: (l) => out.push(l),
        readStdin: async () => '',
      };
      const options = { rules: 'fide-blitz', json: true, batchSize: 64, allToWorkers } as const;
      expect(await checkFile(FINDINGS, { ...options, jobs: 2 }, io)).toBe(1);
      expect(await checkFile(FINDINGS, { ...options, jobs: 3 }, io)).toBe(1);
      expect(await checkFile(FINDINGS, { ...options, jobs: 1 }, io)).toBe(1);
      const [two, three, single] = out.join('\n').split(/\n(?=\{)/);
      expect(JSON.parse(two!)).toEqual(reference);
      expect(JSON.parse(three!)).toEqual(reference);
      expect(JSON.parse(single!)).toEqual(reference);
    }
  });

  it('a file with UTF-8 names and comments reads the same in workers, in batches here and in one thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chesslaws-cli-'));
    try {
      const names = ['Анна Кузнецова', 'Zoë Łukasiewicz', '王芳 🙂', 'Renée'];
      let n = 0;
      const games = readFileSync(FINDINGS, 'utf8')
        .replaceAll('Anna', names[0]!)
        .replaceAll('Boris', names[1]!)
        .replace(/\n\n1\./g, () => `\n\n{ ${names[n++ % 4]} ✓ }\n1.`);
      const file = join(dir, 'utf8.pgn');
      // A tail of blanks that only UTF-8 reads as blank (a no-break space).
      writeFileSync(file, `${games}\n\n${games}\n\u00a0\n`);
      const run = async (jobs: number, allToWorkers = false) => {
        const out: string[] = [];
        const io: Io = {
          out: (l) => out.push(l),
          err: (l) => out.push(l),
          readStdin: async () => '',
        };
        const options = { rules: 'fide-blitz', json: false, batchSize: 100, allToWorkers } as const;
        const code = await checkFile(file, { ...options, jobs }, io);
        return { code, out };
      };
      const single = await run(1);
      expect(single.out.at(-1)).toBe('14 games under fide-blitz, 0 clean, 14 with findings');
      expect(single.out.join('\n')).toContain(`game 8 (${names[0]} - ${names[1]}): illegal-move`);
      expect(await run(2, true)).toEqual(single);
      expect(await run(2)).toEqual(single);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a large file moves the progress bar of a terminal to the end, then removes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chesslaws-cli-'));
    try {
      const file = join(dir, 'big.pgn');
      // One game with a long comment: over the 1 MiB from which a bar is shown, quick to check.
      writeFileSync(file, `[Event "Big"]\n\n1. e4 { ${'x'.repeat(1_200_000)} } e5 *\n`);
      const seen: string[] = [];
      const io: Io = {
        out: () => {},
        err: () => {},
        readStdin: async () => '',
        progress: (total) => {
          seen.push(`total ${total}`);
          return { update: (done) => seen.push(`at ${done}`), stop: () => seen.push('stop') };
        },
      };
      expect(await checkFile(file, { rules: 'casual', json: false, jobs: 1 }, io)).toBe(0);
      const size = statSync(file).size;
      expect(seen[0]).toBe(`total ${size}`);
      expect(seen.at(-2)).toBe(`at ${size}`);
      expect(seen.at(-1)).toBe('stop');
      // A small file shows no bar.
      seen.length = 0;
      await checkFile(CLEAN, { rules: 'casual', json: false, jobs: 1 }, io);
      expect(seen).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bad input exits 2: a missing file, an unknown preset, a bad --jobs, --json without --rules', async () => {
    const missing = await runCli(['pgn', 'check', fixture('none.pgn'), '--rules', 'casual']);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/cannot read .*none\.pgn: ENOENT/);
    const preset = await runCli(['pgn', 'check', CLEAN, '--rules', 'blitz']);
    expect(preset.code).toBe(2);
    expect(preset.err[0]).toMatch(/unknown preset 'blitz'/);
    expect((await runCli(['pgn', 'check', CLEAN, '--rules', 'casual', '--jobs', '0'])).code).toBe(
      2,
    );
    expect((await runCli(['pgn', 'check', CLEAN, '--json'])).code).toBe(2);
    expect(
      (await runCli(['pgn', 'convert', CLEAN, '--to', 'fide', '--rules', 'casual'])).code,
    ).toBe(2);
  });
});

describe('pgn check --rules --jobs: trust (issue 28)', () => {
  it('trust: --jobs 2 reads a file over 2 MiB where a comment opens on a tag line and holds a [ line exactly as --jobs 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chesslaws-cli-'));
    try {
      // Every game hides a tag line in a comment opened on its first tag line, after movetext.
      const game = (i: number) =>
        `[Event "G${i}"] { a comment opens on a tag line\n1. e4 ${'x'.repeat(4000)}\n[Event "and a tag line"]\n}\n[Result "*"]\n\n1. e4 *\n`;
      const file = join(dir, 'tricky.pgn');
      writeFileSync(file, Array.from({ length: 540 }, (_, i) => game(i + 1)).join('\n'));
      expect(statSync(file).size).toBeGreaterThan(2 * 1024 * 1024);
      const one = await runCli(['pgn', 'check', file, '--rules', 'casual', '--jobs', '1']);
      expect(one).toEqual({
        code: 0,
        out: ['540 games under casual, 540 clean, 0 with findings'],
        err: [],
      });
      expect(await runCli(['pgn', 'check', file, '--rules', 'casual', '--jobs', '2'])).toEqual(one);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('trust: an unclosed { in a batch reports the lines of the file, and the games after it, in one thread and in workers', async () => {
    const game = (i: number) => `[Event "G${i}"]\n\n1. e4 e5 *\n`;
    const text = [
      ...Array.from({ length: 30 }, (_, i) => game(i + 1)),
      '[Event "Broken"]\n\n1. e4 { never closed\n2. Nf3\n',
      ...Array.from({ length: 30 }, (_, i) => game(i + 32)),
    ].join('\n');
    const results: string[][] = [];
    for (const [jobs, allToWorkers] of [
      [1, false],
      [2, false],
      [2, true],
    ] as const) {
      const out: string[] = [];
      const io: Io = {
        out: (l) => out.push(l),
        err: (l) => out.push(l),
        readStdin: async () => text,
      };
      const options = { rules: 'casual', json: false, jobs, batchSize: 64, allToWorkers } as const;
      expect(await checkFile('-', options, io)).toBe(1);
      results.push(out);
    }
    expect(results[0]).toEqual([
      "-:123: game 31: unreadable (ERR_PGN_UNTERMINATED): comment opened here is never closed with }: skipped to line 126, where the next game's tags begin",
      '61 games under casual, 60 clean, 1 with findings; 3 lines skipped',
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
