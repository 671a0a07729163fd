/**
 * The standing adversarial suite of the PGN reader (issue 28): texts an adversary would hand
 * it (testkit's `adversarialPgn`: unclosed braces, stray brackets, truncation, NUL bytes, huge
 * tokens, deep nesting, CRLF, glued games), read whole, in chunks, cut where games start, and
 * as bytes in every encoding. The reader must never throw; every error is a located PgnError;
 * chunks, cuts and encodings change nothing; and one broken game never takes the games after
 * it. The seed is printed; `pnpm test:fuzz` runs ten times as many.
 */
import {
  adversarialPgn,
  cutPoints,
  encodeUtf16,
  encodeWindows1252,
  PGN_GAMES,
  propertyOptions,
  scaledRuns,
  seededRandom,
  testRun,
} from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DecodeNotice,
  PgnDecoder,
  PgnError,
  PgnScanner,
  parsePgn,
  readGames,
  replayMainline,
} from '../../src/index.js';

/** Counterexamples found once, kept: read first, on every run. */
const EXAMPLES: readonly string[] = [
  // Issue 28, item 4: one unclosed { took every game after it.
  `${PGN_GAMES[1]}\n[Event "Broken"]\n\n1. e4 {never closed\n\n${PGN_GAMES[0]}\n${PGN_GAMES[2]}`,
  // Issue 28, item 10: a comment opened on a tag line that holds a tag line after movetext.
  `[Event "A"] { opens here\n1. e4 and holds\n[Event "inside"]\n}\n[Result "*"]\n\n1. e4 *\n\n${PGN_GAMES[1]}`,
  // A FEN tag and a Variant tag of 60 KB, which the errors quoted whole.
  `[Variant "Chess960 ${'('.repeat(60_000)}"]\n\n1. e4 *\n\n[FEN "${'8/'.repeat(30_000)}"]\n[SetUp "1"]\n\n1. e4 *\n`,
  // Long runs that were buffered and rescanned with every chunk.
  `1. e4 ${'1'.repeat(5000)}. e5 $${'2'.repeat(5000)} ${'?'.repeat(5000)} *\n`,
];

/** What one game reads as, its lines shifted by `offset`: what two reads must agree on. */
function summary(game: ReturnType<typeof parsePgn>[number], offset = 0): string {
  if (!game.ok) {
    const { code, location, skippedTo } = game.error;
    const to = skippedTo ? ` to ${skippedTo.line + offset}:${skippedTo.column}` : '';
    return `${code} ${location!.line! + offset}:${location!.column}${to}`;
  }
  const { headers, root, location, result } = game.value;
  const shifted = (key: string, value: unknown) =>
    key === 'line' && typeof value === 'number' ? value + offset : value;
  return JSON.stringify(
    [location!.line + offset, location!.column, [...headers], result, root],
    shifted,
  );
}

const read = (text: string): string[] => parsePgn(text).map((g) => summary(g));

async function readStream(
  chunks: Iterable<string | Uint8Array>,
  notices?: DecodeNotice[],
): Promise<string[]> {
  async function* pieces() {
    yield* chunks;
  }
  const out: string[] = [];
  const options = notices ? { onDecodeNotice: (n: DecodeNotice) => void notices.push(n) } : {};
  for await (const game of readGames(pieces(), options)) out.push(summary(game));
  return out;
}

/** `text` cut at `cuts`. */
function pieces<T extends string | Uint8Array>(text: T, cuts: readonly number[]): T[] {
  const out: T[] = [];
  let at = 0;
  for (const cut of [...cuts, text.length]) {
    if (cut < at) continue;
    out.push(text.slice(at, cut) as T);
    at = cut;
  }
  return out;
}

/** Where games start at column 1: the offsets and lines a splitter may cut at. */
function gameStarts(text: string): { offset: number; line: number }[] {
  const starts: { offset: number; line: number }[] = [];
  const scanner = new PgnScanner({
    beginGame: (line, column, offset) => {
      if (column === 1 && offset > 0) starts.push({ offset, line });
    },
  });
  scanner.write(text);
  scanner.end();
  return starts;
}

describe('adversarial PGN (issue 28)', () => {
  const random = seededRandom(testRun().seed);
  const texts = [
    ...EXAMPLES,
    ...Array.from({ length: scaledRuns(300) }, () => adversarialPgn(random)),
  ];

  it('trust: any text reads without throwing: games, or located PgnErrors', () => {
    let games = 0;
    let errors = 0;
    for (const text of texts) {
      for (const game of parsePgn(text)) {
        if (game.ok) {
          games++;
          // Replaying it never throws either: moves it cannot play are located errors.
          const replay = replayMainline(game.value);
          if (!replay.ok) {
            expect(replay.error).toBeInstanceOf(PgnError);
            // It may quote the move twice, and a move is at most 255 characters (the reader's limit).
            expect(replay.error.message.length).toBeLessThan(1000);
          }
          continue;
        }
        errors++;
        const { error } = game;
        expect(error).toBeInstanceOf(PgnError);
        expect(error.location?.line).toBeGreaterThanOrEqual(1);
        expect(error.location?.column).toBeGreaterThanOrEqual(1);
        expect(error.message.length).toBeLessThan(400);
        if (error.skippedTo)
          expect(error.skippedTo.line).toBeGreaterThanOrEqual(error.location!.line!);
      }
    }
    expect(Math.min(games, errors)).toBeGreaterThan(100);
  });

  it('trust: a stream cut anywhere reads like the whole text', async () => {
    for (const text of texts) {
      const cuts = cutPoints(random, text, Math.floor(random() * 12));
      expect(await readStream(pieces(text, cuts)), JSON.stringify(cuts)).toEqual(read(text));
    }
  });

  it('trust: text cut where a game starts at column 1 reads, piece by piece, like the whole (what --jobs relies on)', () => {
    let cut = 0;
    for (const text of texts) {
      const starts = gameStarts(text).filter(() => random() < 0.5);
      cut += starts.length;
      const parts = pieces(
        text,
        starts.map((s) => s.offset),
      );
      const lines = [1, ...starts.map((s) => s.line)];
      expect(
        parts.flatMap((part, i) => parsePgn(part).map((g) => summary(g, lines[i]! - 1))),
      ).toEqual(read(text));
    }
    expect(cut).toBeGreaterThan(texts.length);
  });

  it('trust: an unclosed { in one game never takes the games after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PGN_GAMES), { maxLength: 3 }),
        fc.constantFrom(...PGN_GAMES),
        fc.nat(),
        // The games after: each starts with its tags (a blank line, then a tag: the rule).
        fc.array(fc.constantFrom(...PGN_GAMES.filter((g) => g.startsWith('['))), {
          minLength: 1,
          maxLength: 4,
        }),
        (before, broken, at, after) => {
          const i = at % broken.length;
          const bad = `${broken.slice(0, i)}{ never closed ${broken.slice(i).replace(/}/g, '')}`;
          const games = parsePgn([...before, bad, ...after].join('\n'));
          const tail = games.slice(-after.length);
          expect(tail.map((g) => g.ok && g.value.headers.get('Event'))).toEqual(
            after.map((g) => /\[Event "((?:[^"\\]|\\.)*)"\]/.exec(g)![1]!.replace(/\\"/g, '"')),
          );
        },
      ),
      propertyOptions({ numRuns: 200 }),
    );
  });

  it('trust: bytes read like the text in UTF-8 (with or without a mark), UTF-16 with a mark and Windows-1252, in any chunks', async () => {
    let windows = 0;
    for (const text of texts.slice(0, scaledRuns(150))) {
      const expected = read(text);
      const encoded = new TextEncoder().encode(text);
      const inputs: Uint8Array[] = [
        encoded,
        Uint8Array.from([0xef, 0xbb, 0xbf, ...encoded]),
        encodeUtf16(text, true),
        encodeUtf16(text, false),
      ];
      for (const bytes of inputs) {
        const notices: DecodeNotice[] = [];
        const chunks = pieces(bytes, cutPoints(random, Uint8Array.from(bytes) as never, 6));
        expect(await readStream(chunks, notices)).toEqual(expected);
        expect(notices).toEqual([]);
      }
      const windows1252 = encodeWindows1252(text);
      if (windows1252 && /[^\0-\x7f]/.test(text)) {
        windows++;
        const notices: DecodeNotice[] = [];
        expect(await readStream(pieces(windows1252, cutPoints(random, text, 6)), notices)).toEqual(
          expected,
        );
        expect(notices.map((n) => n.kind)).toEqual(['windows-1252']);
      }
    }
    expect(windows).toBeGreaterThan(10);
  });

  it('trust: no byte string comes out with U+FFFD unless a notice says so', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(undefined, 'utf-8', 'utf-16le', 'utf-16be'),
        (bytes, encoding) => {
          const notices: DecodeNotice[] = [];
          const decoder = new PgnDecoder({
            ...(encoding ? { encoding } : {}),
            onDecodeNotice: (n) => void notices.push(n),
          });
          const text = decoder.decode(bytes) + decoder.end();
          // A U+FFFD the input wrote itself (EF BF BD, or FD FF / FF FD in UTF-16) is not a replacement.
          const written =
            /\ufffd/.test(new TextDecoder('utf-8').decode(bytes)) || encoding?.startsWith('utf-16');
          if (text.includes('\ufffd') && !written) expect(notices).toHaveLength(1);
          expect(notices.length).toBeLessThanOrEqual(1);
        },
      ),
      propertyOptions({ numRuns: 400 }),
    );
  });
});
