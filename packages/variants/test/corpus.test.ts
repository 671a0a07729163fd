/**
 * The variant games of the shared PGN corpus (real files: lichess crazyhouse exports and
 * antichess games collected by python-chess and chessops, with chessops 0.15.1's reading of each
 * in expected-sources.jsonl), read by @chesslaws/notation with `{ variants: allVariants() }`:
 * every game replays to chessops' final position, and our SAN of every move is the text lichess
 * wrote (drops `P@e4`, `#` for the antichess win, `fxe8=K`, kings disambiguated). notation's own
 * corpus test refuses these games, as it must without the variants. The corpus lives outside the
 * repository: it runs when CHESSLAWS_PGN_CORPUS names its directory (`.ci/run` sets it), and
 * otherwise one test says plainly that it did not run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeFen } from '@chesslaws/moves';
import {
  isNullMove,
  mainline,
  makeSanAndPlay,
  parsePgn,
  replayMainline,
} from '@chesslaws/notation';
import { describe, expect, it } from 'vitest';
import { allVariants, findVariant } from '../src/index.js';

const VARIABLE = 'CHESSLAWS_PGN_CORPUS';
const corpusDir = process.env[VARIABLE] ? resolve(process.env[VARIABLE]) : undefined;

interface Expected {
  file: string;
  index: number;
  headers: Record<string, string>;
  mainlineSan: string[];
  finalFen: string;
  result: string;
}

function runCorpus(corpus: string): void {
  const expected = readFileSync(join(corpus, 'expected-sources.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Expected)
    .filter((e) => {
      const tag = e.headers.Variant;
      return tag !== undefined && findVariant(tag)?.standard === false;
    });
  const variants = allVariants();

  it('V-crazyhouse V-antichess the corpus has lichess variant games', () => {
    const tags = new Set(expected.map((e) => e.headers.Variant));
    expect([...tags].sort()).toEqual(['Antichess', 'Crazyhouse']);
    expect(expected.length).toBeGreaterThanOrEqual(7);
  });

  it.each(expected.map((e) => [`${e.file}#${e.index}`, e] as const))(
    'PGN-std %s replays to chessops’ position, and our SAN is the text written',
    (_id, e) => {
      const read = parsePgn(readFileSync(join(corpus, e.file), 'utf8'), { variants })[e.index];
      if (!read?.ok) throw read?.error;
      const game = read.value;
      expect(game.variant?.title).toBe(e.headers.Variant);
      const sans = [...mainline(game)].map((n) => n.san);
      expect(sans).toEqual(e.mainlineSan);
      const replay = replayMainline(game, { positions: false });
      if (!replay.ok) throw replay.error;
      expect(makeFen(replay.value.final)).toBe(e.finalFen);
      expect(game.result ?? '*').toBe(e.result);
      // Written again, move by move, from the start: the same text.
      const pos = replay.value.start.clone();
      const written = replay.value.moves.map((m) =>
        isNullMove(m) ? '--' : makeSanAndPlay(pos, m),
      );
      expect(written).toEqual(e.mainlineSan);
    },
  );
}

if (corpusDir === undefined) {
  describe('PGN corpus, variant games', () => {
    it(`NOT RUN: the variant games of the PGN corpus (set ${VARIABLE} to its directory, e.g. ../shared/testdata/pgn)`, () => {
      console.warn(
        `PGN corpus not run: ${VARIABLE} is unset. Run it with ` +
          `${VARIABLE}=/path/to/testdata/pgn pnpm exec vitest run test/corpus.test.ts`,
      );
      expect(process.env[VARIABLE]).toBeFalsy();
    });
  });
} else if (!existsSync(join(corpusDir, 'expected-sources.jsonl'))) {
  describe('PGN corpus, variant games', () => {
    it(`${VARIABLE} names a corpus directory`, () => {
      expect.fail(`${VARIABLE}=${corpusDir} has no expected-sources.jsonl`);
    });
  });
} else {
  describe('PGN corpus, variant games', () => runCorpus(corpusDir));
}
