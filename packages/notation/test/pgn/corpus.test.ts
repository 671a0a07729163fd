/**
 * The reference PGN corpus (27 real-world files and chessops 0.15.1's reading of each game,
 * expected-sources.jsonl): every file reads, and mainlines, headers, comments and final
 * positions agree with chessops, except where we deliberately accept more; each such case is
 * listed below with its reason. The corpus lives outside the repository (its files are not
 * ours to copy): it runs when CHESSLAWS_PGN_CORPUS names its directory, as `.ci/run` does when
 * `../shared/testdata/pgn` exists, and otherwise one test says plainly that it did not run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeFen } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import {
  mainline,
  makeComment,
  parsePgn,
  replayMainline,
  SEVEN_TAG_ROSTER,
} from '../../src/index.js';

const VARIABLE = 'CHESSLAWS_PGN_CORPUS';
const corpusDir = process.env[VARIABLE] ? resolve(process.env[VARIABLE]) : undefined;

interface Expected {
  file: string;
  index: number;
  headers: Record<string, string>;
  mainlineSan: string[];
  comments: Array<[number, string[]]>;
  finalFen: string;
  result: string;
  error?: string;
}

/** Games we read differently from chessops on purpose, and why. */
const DELIBERATE: Record<string, string> = {
  'sources/chess.js/0.pgn#0':
    'S-wild: `<br />` line breaks are whitespace, so we also read the tags',
  'sources/python-chess/anastasian-lewis.pgn#0':
    'PGN-std: the null move Z0 is played, so the game goes on to the end',
  'sources/python-chess/uci-moves.pgn#0':
    'S-wild: UCI moves (g1f3) are read, so the whole game replays',
};
const UNSUPPORTED_VARIANTS = ['Antichess', 'Crazyhouse'];

/** Defines the corpus tests for the corpus directory `corpus`. */
function runCorpus(corpus: string): void {
  const expected: Expected[] = readFileSync(join(corpus, 'expected-sources.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Expected);
  const files = [...new Set(expected.map((e) => e.file))];
  const read = new Map(
    files.map((file) => [file, parsePgn(readFileSync(join(corpus, file), 'utf8'))]),
  );

  describe(`PGN corpus (${VARIABLE})`, () => {
    it('PGN-std reads every file, game for game', () => {
      for (const file of files) {
        expect(read.get(file)!.length, file).toBe(expected.filter((e) => e.file === file).length);
      }
    });

    it.each(expected.map((e) => [`${e.file}#${e.index}`, e] as const))('PGN-std %s', (id, e) => {
      const game = read.get(e.file)![e.index]!;
      if (UNSUPPORTED_VARIANTS.includes(e.headers.Variant ?? '')) {
        // Other variants are refused per game with a clear error (chessops plays them).
        expect(game.ok ? '' : game.error.code).toBe('ERR_PGN_VARIANT');
        return;
      }
      expect(game.ok).toBe(true);
      if (!game.ok) return;
      const g = game.value;
      const replay = replayMainline(g, { positions: false });
      expect(replay.ok).toBe(true);
      if (!replay.ok) return;
      const sans = [...mainline(g)].map((n) => n.san);
      const comments = [...mainline(g)].flatMap((n, i) =>
        n.comments ? [[i, n.comments.map(makeComment)] as [number, string[]]] : [],
      );
      const deliberate = DELIBERATE[id];
      if (deliberate === undefined) {
        // chessops fills in the Seven Tag Roster; we keep only what was written (the writer fills it in).
        expect({
          ...Object.fromEntries(SEVEN_TAG_ROSTER),
          ...Object.fromEntries(g.headers),
        }).toEqual(e.headers);
        expect(sans).toEqual(e.mainlineSan);
        expect(comments).toEqual(e.comments);
        expect(makeFen(replay.value.final)).toBe(e.finalFen);
      } else if (id.includes('chess.js/0')) {
        expect(g.headers.get('White')).toBe('Jeff Hlywa'); // chessops reads no tag here
        expect(sans).toEqual(e.mainlineSan);
        expect(makeFen(replay.value.final)).toBe(e.finalFen);
      } else {
        // chessops stops at its error; we agree up to there and read on.
        expect(e.error).toBeDefined();
        expect(sans.slice(0, e.mainlineSan.length)).toEqual(e.mainlineSan);
        expect(sans.length).toBeGreaterThan(e.mainlineSan.length);
      }
      expect(g.result ?? '*').toBe(e.result);
    });
  });
}

if (corpusDir === undefined) {
  // A visible notice, not a skip: the data is outside the repository, so say how to run it.
  describe('PGN corpus', () => {
    it(`NOT RUN: the PGN corpus (set ${VARIABLE} to its directory, e.g. ../shared/testdata/pgn)`, () => {
      console.warn(
        `PGN corpus not run: ${VARIABLE} is unset. Run it with ` +
          `${VARIABLE}=/path/to/testdata/pgn pnpm exec vitest run test/pgn/corpus.test.ts`,
      );
      expect(process.env[VARIABLE]).toBeFalsy();
    });
  });
} else if (!existsSync(join(corpusDir, 'expected-sources.jsonl'))) {
  // A variable that points nowhere is a broken setup, not a reason to pass quietly.
  describe('PGN corpus', () => {
    it(`${VARIABLE} names a corpus directory`, () => {
      expect.fail(`${VARIABLE}=${corpusDir} has no expected-sources.jsonl`);
    });
  });
} else {
  runCorpus(corpusDir);
}
