// `pgn check --rules` on lichess variant exports: each game is judged by the preset with its
// Variant tag's variant in the variant slot, in one thread and in a pool alike.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/runCli.js';
import type { Io } from '../command.js';
import { checkFile, type RulesCheckReport } from './checkFile.js';

const lichess = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../test/fixtures/pgn/lichess/${name}.pgn`, import.meta.url)),
    'utf8',
  );
const VARIANTS = [
  'antichess',
  'atomic',
  'crazyhouse',
  'horde',
  'kingofthehill',
  'racingkings',
  'threecheck',
];
const dir = mkdtempSync(join(tmpdir(), 'chesslaws-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

async function json(file: string, jobs: string): Promise<RulesCheckReport> {
  const run = await runCli([
    'pgn',
    'check',
    file,
    '--rules',
    'fide-blitz',
    '--json',
    '--jobs',
    jobs,
  ]);
  expect(run.err).toEqual([]);
  return JSON.parse(run.out.join('\n')) as RulesCheckReport;
}

describe('chesslaws pgn check --rules on variant games', () => {
  const all = write('all.pgn', VARIANTS.map(lichess).join('\n\n'));

  for (const jobs of ['1', '2'])
    it(`V- every lichess variant's game is clean under fide-blitz (--jobs ${jobs})`, async () => {
      const report = await json(all, jobs);
      expect(report.games).toBe(7);
      expect(report.findings).toEqual([]);
      expect(report.clean).toBe(7);
    });

  it('V- variant games read the same in worker threads (one batch a game)', async () => {
    const out: string[] = [];
    const io: Io = { out: (l) => out.push(l), err: (l) => out.push(l), readStdin: async () => '' };
    const options = {
      rules: 'fide-blitz',
      json: true,
      jobs: 2,
      batchSize: 1,
      allToWorkers: true,
    } as const;
    expect(await checkFile(all, options, io)).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual(await json(all, '1'));
  });

  it('V-atomic.king-exploded a result the explosion contradicts is a finding under its rule', async () => {
    const wrong = lichess('atomic')
      .replace('[Result "1-0"]', '[Result "0-1"]')
      .replace(/ 1-0\s*$/, ' 0-1\n');
    const file = write('atomic-wrong.pgn', wrong);
    for (const jobs of ['1', '2']) {
      const report = await json(file, jobs);
      expect(report.findings.map(({ kind, rule, ply }) => ({ kind, rule, ply }))).toEqual([
        { kind: 'result-contradicts-board', rule: 'V-atomic.king-exploded', ply: 15 },
      ]);
    }
  });

  it('V-kingofthehill.hill no move is legal once a king stands on the hill', async () => {
    const past = lichess('kingofthehill').replace(
      '5. Kd4# { [%clk 0:02:53] } 1-0',
      '5. Kd4# 5... a5 1-0',
    );
    const report = await json(write('koth-past.pgn', past), '1');
    expect(report.findings.map(({ kind, rule, move }) => ({ kind, rule, move }))).toEqual([
      { kind: 'illegal-move', rule: 'L-3.10', move: undefined },
    ]);
    expect(report.findings[0]?.message).toMatch(
      /5\.\.\. a5.*the game is over.*V-kingofthehill\.hill/,
    );
  });
});

describe('pgn check --rules on an unknown Variant tag', () => {
  it('PGN-std says what plain pgn check says: the variants read and the tag to write', async () => {
    const file = write('shogi.pgn', '[Variant "Shogi"]\n\n1. e4 *\n');
    const plain = await runCli(['pgn', 'check', file]);
    const rules = await runCli(['pgn', 'check', file, '--rules', 'casual']);
    expect(rules.code).toBe(1);
    const reason =
      'unknown variant "Shogi": chesslaws reads Standard, Chess960, Crazyhouse, Antichess, Atomic, Horde, King of the Hill, Racing Kings, Three-check, Knightmate, Extinction, Almost, Amazon, Shatranj, Makruk; correct the game\'s tag, e.g. [Variant "Crazyhouse"], or load your own variant with --variant-file ./my-variants.mjs (a module exporting variants made with defineVariant)';
    expect(plain.err.join('\n')).toContain(reason);
    expect(rules.out.join('\n')).toContain(`(ERR_PGN_VARIANT): ${reason}`);
    expect(rules.out.join('\n')).not.toContain('the variants given');
  });
});
