/**
 * Bad PGN must never crash the reader or the replay: every input gives games or typed errors
 * with a line and column. And chunk boundaries must not matter: a stream cut anywhere reads
 * exactly like the whole text.
 */

import { makeFen } from '@chesslaws/moves';
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PgnError, type PgnGame, parsePgn, readGames, replayMainline } from '../../src/index.js';

const SAMPLE = `[Event "Fuzz"]
[Site "?"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 {[%clk 0:03:00]} e5 2. Nf3 Nc6 (2... d6 $1 3. d4) 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7
6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8
14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 21. Ra3 Qc7
22. Rea1 Rab8 23. axb5 axb5 24. Ra7 Qb6 25. Bxf6 Bxf6 26. Qxh6 Bg7 27. Qh4 Rxe4?! 28. Nxe4
Nxe4 29. Bxe4 Bxd5 30. Bxd5 Qxa7 31. Rxa7 1-0

[Event "Second"]
[SetUp "1"]
[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]

1. a8=Q+ Kd7 2. Qb7+ ; a comment to the end of the line
Ke6 3. Qc6+ Kf5 *
`;

// Characters that matter to the PGN scanner and SAN reader, so mutations hit real paths.
const PGN_CHARS = [...'[]{}();%$!?+#=-/.*01258abcdefghxKQRBNOo " \n\r\t\\Кр:е♔♘'];

/** SAMPLE with a few random edits: inserted, deleted and replaced characters. */
const mutatedPgn = fc
  .array(
    fc.record({
      at: fc.nat({ max: SAMPLE.length }),
      cut: fc.nat({ max: 6 }),
      insert: fc.array(fc.constantFrom(...PGN_CHARS), { maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((edits) =>
    edits.reduce(
      (text, { at, cut, insert }) => text.slice(0, at) + insert.join('') + text.slice(at + cut),
      SAMPLE,
    ),
  );

const anyText = fc.oneof(
  mutatedPgn,
  fc.string({ unit: fc.constantFrom(...PGN_CHARS), maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

function expectLocatedPgnError(error: unknown): void {
  expect(error).toBeInstanceOf(PgnError);
  const location = (error as PgnError).location;
  expect(location?.line).toBeGreaterThanOrEqual(1);
  expect(location?.column).toBeGreaterThanOrEqual(1);
}

/** What a game reads as, for comparing two reads: its headers, mainline and final position. */
function summary(game: PgnGame): string {
  const replay = replayMainline(game);
  const moves = replay.ok ? JSON.stringify(replay.value.moves) : replay.error.message;
  const final = replay.ok ? makeFen(replay.value.final) : '';
  return JSON.stringify([[...game.headers], moves, final]);
}

async function* chunks(text: string, cuts: number[]): AsyncGenerator<string> {
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= from || cut >= text.length) continue;
    yield text.slice(from, cut);
    from = cut;
  }
  yield text.slice(from);
}

describe('PGN fuzz', () => {
  it('PGN-std reads any text without throwing: games, or typed errors with line and column', () => {
    const seen = { games: 0, readErrors: 0, moveErrors: 0 };
    fc.assert(
      fc.property(anyText, (text) => {
        for (const game of parsePgn(text)) {
          if (!game.ok) {
            seen.readErrors++;
            expectLocatedPgnError(game.error);
            continue;
          }
          seen.games++;
          const replay = replayMainline(game.value);
          if (!replay.ok && replay.error.code === 'ERR_PGN_MOVE') {
            seen.moveErrors++;
            expectLocatedPgnError(replay.error);
          } else if (!replay.ok) expect(replay.error).toBeInstanceOf(PgnError);
        }
      }),
      propertyOptions({ numRuns: 400 }),
    );
    // The inputs really reach every outcome: good games, bad syntax, bad moves.
    expect(Math.min(seen.games, seen.readErrors, seen.moveErrors)).toBeGreaterThan(10);
  });

  it('PGN-std gives every node a children list of its own, variations and broken games included', () => {
    let nodes = 0;
    fc.assert(
      fc.property(anyText, (text) => {
        for (const game of parsePgn(text)) {
          if (!game.ok) continue;
          // Every list distinct and writable: a move added to one leaf appears nowhere else.
          const lists = new Set<unknown[]>([game.value.root.children]);
          const stack = [...game.value.root.children];
          while (stack.length > 0) {
            const node = stack.pop()!;
            nodes++;
            expect(Object.isFrozen(node.children)).toBe(false);
            expect(lists.has(node.children)).toBe(false);
            lists.add(node.children);
            stack.push(...node.children);
          }
        }
      }),
      propertyOptions({ numRuns: 400 }),
    );
    expect(nodes).toBeGreaterThan(2_000);
  });

  it('PGN-std reads a stream cut at any points exactly like the whole text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(mutatedPgn, fc.constant(SAMPLE)),
        fc.array(fc.nat({ max: SAMPLE.length + 60 }), { maxLength: 12 }),
        async (text, cuts) => {
          const whole = parsePgn(text).map((g) => (g.ok ? summary(g.value) : g.error.message));
          const streamed: string[] = [];
          for await (const g of readGames(chunks(text, cuts)))
            streamed.push(g.ok ? summary(g.value) : g.error.message);
          expect(streamed).toEqual(whole);
        },
      ),
      propertyOptions({ numRuns: 200 }),
    );
  });
});
