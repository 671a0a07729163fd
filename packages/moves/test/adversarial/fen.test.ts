/**
 * The standing adversarial suite of FEN reading (issue 28), standard chess and Chess960:
 * FENs an adversary would type (a real FEN with one to three edits, see testkit's
 * `mutateFen`), read by `Position.fromFen` (lenient, as chessops reads) and by chessops 0.15.1.
 * Both must give the same verdict and the same position, unless a deliberate difference
 * listed with its reason in testkit's `FEN_DIFFERENCES` explains it; ours must never throw,
 * and a refusal is a typed, located error with a short message. The lichess variants run the
 * same comparison in packages/cli/test/adversarial/fenVariants.test.ts (moves cannot import
 * @chesslaws/variants). The seed is printed; `pnpm test:fuzz` runs ten times as many.
 */
import { isChesslawsError } from '@chesslaws/board';
import { mutateFen, scaledRuns, seededRandom, tallyFenCases, testRun } from '@chesslaws/testkit';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import { describe, expect, it } from 'vitest';
import { makeFen, Position } from '../../src/index.js';
import { readSuite } from '../perftData.js';

/** Counterexamples found once, kept: each is read first, on every run. */
const EXAMPLES: readonly { fen: string; chess960: boolean }[] = [
  // Leading zeros and 2^31 clocks (issue 28): ours reads 7; chessops too (at most 4 digits).
  { fen: '4k3/8/8/8/8/8/8/4K3 w - - 007 0012', chess960: false },
  { fen: '4k3/8/8/8/8/8/8/4K3 w - - 2147483648 1', chess960: false },
  // Found by this suite: a king off e1 with a castling right (chessops castles Chess960-style).
  { fen: '2b5/1nbn4/n3n3/1kn5/n3n3/1n1n4/5RQ1/2KQ1R2 w K - 0 1', chess960: false },
  { fen: 'r4rk1/1pp1qppp/8/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w HAha - 0 1', chess960: false },
  // A halfmove clock past 150, which chessops caps.
  { fen: 'k7/B7/1B6/1B6/8/8/8/K6b b - - 9999 1', chess960: false },
  // Found by this suite (seed 11, fuzz): chessops keeps e.p. g6 with a white pawn on g6.
  {
    fen: 'brnbnqkr/p1ppp3/PPPPPPPP/5Pp1/5P2/3N4/PPPPP2P/BRNB1QKR w HBhb g6 0 9',
    chess960: true,
  },
  // More than two rooks of a side named, and a letter written twice.
  { fen: '4k3/8/8/8/8/8/8/R3K3 b KQBkqb - 0 1', chess960: false },
  { fen: 'bnr1kqrb/pppp1pp1/1n5p/4p3/P3P3/3P2P1/1PP2P1P/BNNRKQRB w KQkqK - 0 9', chess960: true },
  // Pockets, promoted marks and check counters in a FEN of standard chess.
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1', chess960: false },
  { fen: '4k3/8/8/8/8/Q~7/8/R3K3 b Q - 0 1', chess960: false },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', chess960: false },
  // Separators chessops takes and parseFen does not.
  { fen: 'k7/8/8/3p4/4p3/8/8/7K_b_-_-_0_1', chess960: false },
  { fen: ' 8/8/7k/7p/7P/7K/8/8 w - - 5 1', chess960: false },
];

const SOURCES = [
  ...readSuite('standard-perftsuite.jsonl'),
  ...readSuite('tricky.jsonl'),
  ...readSuite('chess960.jsonl').filter((_, i) => i % 8 === 0),
];

/** Our FEN of the position `fen` gives, or `undefined` after checking the refusal is typed. */
function ours(fen: string, chess960: boolean): string | undefined {
  const read = Position.fromFen(fen, { chess960, mode: 'lenient' });
  if (read.ok) return makeFen(read.value);
  expect(isChesslawsError(read.error), fen).toBe(true);
  // At most a window of the text, or the problems of a 64-square board.
  expect(read.error.message.length, fen).toBeLessThan(1000);
  if (!('problems' in read.error))
    expect(read.error.location.offset, fen).toBeGreaterThanOrEqual(0);
  return undefined;
}

/** chessops' FEN of the position `fen` gives, or `undefined` when it refuses it. */
function theirs(fen: string): string | undefined {
  const setup = chessopsParseFen(fen);
  if (!setup.isOk) return undefined;
  const pos = setupPosition('chess', setup.value);
  return pos.isOk ? chessopsMakeFen(pos.value.toSetup()) : undefined;
}

describe('adversarial FENs against chessops (issue 28): standard chess and Chess960', () => {
  it('trust: every mutated FEN gets the verdict and position chessops gives, or a listed deliberate difference', () => {
    const random = seededRandom(testRun().seed);
    const inputs = [
      ...EXAMPLES,
      ...Array.from({ length: scaledRuns(8000) }, () => {
        const row = SOURCES[Math.floor(random() * SOURCES.length)]!;
        // One edit in two inputs: those mostly stay FENs, and the positions are compared.
        const edits = random() < 0.5 ? 1 : 3;
        return { fen: mutateFen(random, row.fen, edits), chess960: row.variant === 'chess960' };
      }),
    ];
    const { counts, unexplained } = tallyFenCases(
      inputs.map(({ fen, chess960 }) => ({
        fen,
        variant: 'chess',
        pockets: false,
        checks: false,
        chess960,
        ours: ours(fen, chess960),
        theirs: theirs(fen),
      })),
    );
    expect(unexplained).toEqual([]);
    // The suite reaches both verdicts and the positions behind them, not just syntax errors.
    expect(counts['both read']).toBeGreaterThan(inputs.length / 10);
    expect(counts['both refuse']).toBeGreaterThan(inputs.length / 3);
    console.log(`adversarial FENs: ${inputs.length} read, ${JSON.stringify(counts)}`);
  });
});
