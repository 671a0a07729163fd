/**
 * The standing adversarial suite of FEN reading in the seven lichess variants (issue 28): the
 * same comparison with chessops 0.15.1 as packages/moves/test/adversarial/fen.test.ts makes
 * for standard chess and Chess960 (here, where @chesslaws/variants can be imported: the CLI's
 * `fen check --variant` reads them). FENs come from positions reached by seeded random play in
 * each variant (pockets, promoted pieces, check counters), then mutated by testkit's
 * `mutateFen`; a disagreement must be one of testkit's `FEN_DIFFERENCES`, each with its
 * reason. A sample also goes through `chesslaws fen check --variant`: exit 0 or 1 as the
 * library says, and never a stack trace. The seed is printed; `pnpm test:fuzz` runs ten times as many.
 */
import { isChesslawsError } from '@chesslaws/board';
import { makeFen, Position, type Variant } from '@chesslaws/moves';
import { mutateFen, scaledRuns, seededRandom, tallyFenCases, testRun } from '@chesslaws/testkit';
import { lichessVariants } from '@chesslaws/variants';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import type { Rules } from 'chessops/types';
import { setupPosition } from 'chessops/variant';
import { describe, expect, it } from 'vitest';
import { runCli } from '../runCli.js';

const VARIANTS = lichessVariants();

/** Counterexamples found once, kept: each is read first, on every run. */
const EXAMPLES: readonly { fen: string; variant: string }[] = [
  // Found by this suite: a promoted mark on a pawn, which parseFen kept and wrote back (fixed).
  {
    fen: 'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PP~P2PPP/R1BQK2R[] b KQkq - 0 1',
    variant: 'crazyhouse',
  },
  // chessops reads check counters in either form in either place; parseFen refuses the mixed ones.
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 0 3+3', variant: '3check' },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +3+3 0 1', variant: '3check' },
  // chessops takes a horde position with White's king and none of Black's.
  { fen: 'K7/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/8 w kq - 0 1', variant: 'horde' },
  // An inner rook that K names, in atomic (chessops castles with it).
  { fen: 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1', variant: 'atomic' },
  // A counter of a variant without one, and a pocket in one without pockets.
  { fen: '8/2p5/8/8/8/8/P7/8 w - - +3+3', variant: 'antichess' },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w - - 0 1', variant: 'antichess' },
];

/** FENs of positions reached by seeded random play in each variant (up to 40 plies). */
function sources(random: () => number): { fen: string; variant: Variant }[] {
  const out: { fen: string; variant: Variant }[] = [];
  for (const variant of VARIANTS) {
    for (let game = 0; game < 6; game++) {
      const pos = Position.default(variant);
      for (let ply = 0; ply < 40; ply++) {
        if (ply % 8 === game % 8) out.push({ fen: makeFen(pos), variant });
        const moves = pos.legalMoves();
        if (moves.length === 0 || pos.outcome()) break;
        pos.play(moves[Math.floor(random() * moves.length)]!);
      }
    }
  }
  return out;
}

/** Our FEN of the position, or `undefined` after checking that the refusal is typed and short. */
function ours(fen: string, variant: Variant): string | undefined {
  const read = Position.fromFen(fen, { variant, mode: 'lenient' });
  if (read.ok) return makeFen(read.value);
  expect(isChesslawsError(read.error), fen).toBe(true);
  // At most a window of the text, or the problems of a 64-square board.
  expect(read.error.message.length, fen).toBeLessThan(1000);
  return undefined;
}

function theirs(fen: string, variant: Variant): string | undefined {
  const setup = chessopsParseFen(fen);
  if (!setup.isOk) return undefined;
  const pos = setupPosition(variant.name as Rules, setup.value);
  return pos.isOk ? chessopsMakeFen(pos.value.toSetup()) : undefined;
}

describe('adversarial FENs against chessops (issue 28): the seven lichess variants', () => {
  const random = seededRandom(testRun().seed);
  const from = sources(random);
  const byName = new Map(VARIANTS.map((v) => [v.name, v]));
  const inputs = [
    ...EXAMPLES.map(({ fen, variant }) => ({ fen, variant: byName.get(variant)! })),
    ...Array.from({ length: scaledRuns(7000) }, () => {
      const { fen, variant } = from[Math.floor(random() * from.length)]!;
      return { fen: mutateFen(random, fen, random() < 0.5 ? 1 : 3), variant };
    }),
  ];

  it('trust: every mutated FEN gets the verdict and position chessops gives, or a listed deliberate difference', () => {
    const { counts, unexplained } = tallyFenCases(
      inputs.map(({ fen, variant }) => ({
        fen,
        variant: variant.name,
        pockets: variant.pockets,
        checks: variant.checksToWin > 0,
        chess960: false,
        ours: ours(fen, variant),
        theirs: theirs(fen, variant),
      })),
    );
    expect(unexplained).toEqual([]);
    expect(counts['both read']).toBeGreaterThan(inputs.length / 10);
    expect(counts['both refuse']).toBeGreaterThan(inputs.length / 10);
    console.log(`adversarial variant FENs: ${inputs.length} read, ${JSON.stringify(counts)}`);
  });

  it('trust: chesslaws fen check --variant says what the library says, exit 0 or 1, never a stack trace', async () => {
    for (const { fen, variant } of inputs.slice(0, scaledRuns(300))) {
      // After `--`, as a FEN may start with a dash.
      const run = await runCli(['fen', 'check', '--variant', variant.name, '--', fen]);
      const read = Position.fromFen(fen, { variant, mode: 'lenient' });
      expect(run.code, fen).toBe(read.ok ? 0 : 1);
      if (read.ok) expect(run.out[1]).toBe(makeFen(read.value));
      for (const line of [...run.out, ...run.err])
        expect(line).not.toMatch(/\n\s+at |internal error/);
    }
  });
});
