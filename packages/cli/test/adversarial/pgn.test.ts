/**
 * The standing adversarial suite of `chesslaws pgn` (issue 28): texts an adversary would hand
 * it (testkit's `adversarialPgn`: unclosed braces, stray brackets, truncation, NUL bytes, huge
 * tokens, deep nesting, CRLF, glued games) through `pgn check`, `pgn convert` and `pgn check
 * --rules` with `--jobs 1` and cut into batches as `--jobs 2` cuts them (in this thread here;
 * through real worker threads for a few), as UTF-8 and as Windows-1252 bytes. The findings
 * must be the same whatever the jobs; every line is one line in the CLI's format; the exit
 * codes are the documented ones. The seed is printed; `pnpm test:fuzz` runs ten times as many.
 */
import { readGames } from '@chesslaws/notation';
import {
  adversarialPgn,
  encodeWindows1252,
  PGN_GAMES,
  scaledRuns,
  seededRandom,
  testRun,
} from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/command.js';
import { checkFile } from '../../src/pgnRules/checkFile.js';
import { runCli } from '../runCli.js';

/** Counterexamples found once, kept: run first, on every run. */
const EXAMPLES: readonly string[] = [
  // Issue 28, items 4 and 10: an unclosed {, and a comment opened on a tag line holding a tag line.
  `${PGN_GAMES[1]}\n[Event "Broken"]\n\n1. e4 {never closed\n\n${PGN_GAMES[0]}`,
  `[Event "A"] { opens here\n1. e4 and holds\n[Event "inside"]\n}\n[Result "*"]\n\n1. e4 *\n\n${PGN_GAMES[1]}`,
  // Found by this suite: a batch that ended where an unclosed comment's game ends said
  // "skipped to the end of the input" (the splitter no longer cuts there).
  `${PGN_GAMES[1]}\n[Event "Broken"]\n\n1. e4 {never closed\n\n${PGN_GAMES[1]}\n${PGN_GAMES[1]}`,
  // A Variant tag of 60 KB, which pgn check quoted whole.
  `[Variant "Chess960 ${'('.repeat(60_000)}"]\n\n1. e4 *\n`,
];

// Lines the CLI writes: a game's error or finding, a summary, or a notice. One line each.
const ERROR_LINE = /^-:(\d+:\d+: )?game \d+: ERR_PGN_[A-Z_]+: [^\n]+$/;
const FINDING_LINE = /^-:(\d+: )?game \d+( \([^\n]*\))?: [a-z-]+ \([^\n)]+\): [^\n]+$/;

/** What `pgn check --rules casual` prints for `text`, cut into batches of `size` as `--jobs` does. */
async function rules(text: string, jobs: number, options: object = {}): Promise<string[]> {
  const out: string[] = [];
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => out.push(line),
    readStdin: async () => text,
  };
  await checkFile('-', { rules: 'casual', json: false, jobs, ...options }, io);
  return out;
}

async function games(text: string): Promise<number> {
  let n = 0;
  for await (const _ of readGames(text)) n++;
  return n;
}

describe('adversarial chesslaws pgn (issue 28)', () => {
  const random = seededRandom(testRun().seed);
  const texts = [
    ...EXAMPLES,
    ...Array.from({ length: scaledRuns(120) }, () => adversarialPgn(random)),
  ];

  it('trust: pgn check and pgn convert read any text: one line per bad game, a count, exit 0 or 1', async () => {
    for (const text of texts) {
      const check = await runCli(['pgn', 'check', '-'], text);
      expect([0, 1]).toContain(check.code);
      expect(check.out).toHaveLength(1);
      const [, count, ok, bad] = /^(\d+) games?, (\d+) ok, (\d+) with errors/.exec(check.out[0]!)!;
      expect(Number(count)).toBe(await games(text));
      expect(Number(ok) + Number(bad)).toBe(Number(count));
      expect(check.err).toHaveLength(Number(bad));
      for (const line of check.err) expect(line).toMatch(ERROR_LINE);
      const convert = await runCli(['pgn', 'convert', '-', '--to', 'san'], text);
      expect([0, 1]).toContain(convert.code);
      for (const line of convert.err) expect(line).toMatch(ERROR_LINE);
    }
  });

  it('trust: pgn check --rules finds the same with --jobs 1 and cut into batches as --jobs 2 cuts them', async () => {
    for (const text of texts) {
      const one = await rules(text, 1);
      expect(one.at(-1)).toMatch(
        /^\d+ games? under casual, \d+ clean, \d+ with findings(; \d+ lines? skipped)?$/,
      );
      for (const line of one.slice(0, -1)) expect(line).toMatch(FINDING_LINE);
      const size = 1 + Math.floor(random() * 400);
      expect(
        await rules(text, 2, { batchSize: size, batchesHere: true }),
        `batches of ${size}`,
      ).toEqual(one);
    }
  });

  it('trust: --jobs 2 through worker threads finds what --jobs 1 finds', async () => {
    for (const text of texts.slice(0, 2)) {
      expect(await rules(text, 2, { batchSize: 200, allToWorkers: true })).toEqual(
        await rules(text, 1),
      );
    }
  });

  it('trust: Windows-1252 bytes read as their text, with one notice line', async () => {
    let read = 0;
    for (const text of texts) {
      const bytes = encodeWindows1252(text);
      if (!bytes || !/[^\0-\x7f]/.test(text)) continue;
      read++;
      const asText = await runCli(['pgn', 'check', '-'], text);
      const asBytes = await runCli(['pgn', 'check', '-'], bytes);
      expect(asBytes.out).toEqual(asText.out);
      expect(asBytes.err[0]).toMatch(
        /^chesslaws pgn: -: bytes that are not UTF-8 \(first at line \d+, byte \d+\) read as Windows-1252/,
      );
      expect(asBytes.err.slice(1)).toEqual(asText.err);
    }
    expect(read).toBeGreaterThan(10);
  });
});
