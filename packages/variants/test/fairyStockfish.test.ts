/**
 * Fairy-Stockfish 11.1 (Debian's `fairy-stockfish`, GPL, run over UCI in a separate process:
 * never linked) as the oracle of the six fairy variants and of ten more that users write from
 * the README (`userVariants.ts`). For each: perft at depths 1 to 3 from the start position, then
 * seeded random games in which every position is compared: the legal moves (Fairy-Stockfish's
 * `go perft 1` lists them in UCI), check, the end of the game (no legal move, or a variant end
 * that leaves none), the FEN both write, our reading of Fairy-Stockfish's FEN, and perft to
 * depth 2 (depth 3 every eighth ply). Perft counts are facts Fairy-Stockfish computes here,
 * not copied data. The seed is printed; CHESSLAWS_SEED replays it.
 *
 * The binary is found at FAIRY_STOCKFISH_PATH (default /usr/games/fairy-stockfish). `.ci/run`
 * installs it; outside CI without it, one test says NOT RUN.
 */
import { decodeVariantMove, makeFen, makeUci, Position, perft } from '@chesslaws/moves';
import {
  FAIRY_STOCKFISH_PATH,
  FairyStockfish,
  fairyStockfishFound,
  scaledRuns,
  seededRandom,
  testRun,
} from '@chesslaws/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairyVariants } from '../src/index.js';
import { type OracleVariant, USER_VARIANTS } from './userVariants.js';

/**
 * Endgames to play from besides the start, where the variants' own ends and counters come up:
 * makruk's counting (no pawns left), shatranj's bare king, extinction's last pieces.
 */
const ENDGAMES: Readonly<Record<string, readonly string[]>> = {
  makruk: ['8/3k4/8/4m3/8/2S5/3K4/R7 w - - 0 1', '8/8/3k4/8/2N1N3/8/3K4/8 b - - 0 1'],
  shatranj: ['8/8/3k4/8/8/3Q4/3K4/8 w - - 0 1', '8/4k3/8/2r5/8/3Q4/3K4/R7 b - - 0 1'],
  extinction: ['4k3/1p6/8/8/8/8/6P1/R3K2N w Q - 0 1'],
  knightmate: ['4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'],
  almost: ['r3k2r/8/8/8/8/8/8/R3K1CR w KQkq - 0 1'],
  amazon: ['4k3/8/8/8/8/8/1p6/A3K3 b - - 0 1'],
};

const SHIPPED: readonly OracleVariant[] = fairyVariants().map((variant) => ({
  variant,
  fsf: variant.name,
  starts: ENDGAMES[variant.name],
}));

/** Our legal moves in UCI, sorted. */
function ourMoves(pos: Position): string[] {
  const buffer = new Int32Array(512);
  const n = pos.generate(buffer, 0);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(makeUci(pos, decodeVariantMove(buffer[i]!, pos.variant)));
  return out.sort();
}

function oracleSuite(cases: readonly OracleVariant[], title: string): void {
  describe(title, () => {
    const { seed } = testRun();
    let fsf: FairyStockfish;
    beforeAll(() => {
      fsf = new FairyStockfish();
    });
    afterAll(() => fsf.quit());

    for (const { variant, fsf: name, ini, starts = [] } of cases) {
      it(`V-${variant.name} perft 1-3 from the start agrees with Fairy-Stockfish's ${name}`, async () => {
        await fsf.variant(name, variant.startFen, ini);
        const start = Position.default(variant);
        const theirs = await fsf.view(variant.startFen, []);
        expect(makeFen(start)).toBe(theirs.fen);
        for (let depth = 1; depth <= 3; depth++) {
          const { total } = await fsf.perft(variant.startFen, [], depth);
          expect(perft(start, depth), `${variant.name} depth ${depth}`).toBe(total);
        }
      });

      it(`V-${variant.name} seeded random play agrees with Fairy-Stockfish: moves, check, ends, FEN both ways, perft (seed ${seed})`, async () => {
        await fsf.variant(name, variant.startFen, ini);
        const random = seededRandom(seed ^ hash(variant.name));
        let positions = 0;
        const games = [
          ...Array.from({ length: scaledRuns(3) }, () => variant.startFen),
          ...starts.flatMap((fen) => [fen, fen]),
        ];
        for (const startFen of games) {
          const read = Position.fromFen(startFen, { variant });
          if (!read.ok) throw read.error;
          const pos = read.value;
          const line: string[] = [];
          for (let ply = 0; ply < 70; ply++) {
            positions++;
            const where = `${variant.name} from ${startFen} after ${line.join(' ') || 'no move'}`;
            const theirs = await fsf.perft(startFen, line, ply % 8 === 7 ? 3 : 2);
            const moves = ourMoves(pos);
            expect(moves, `${where}: legal moves`).toEqual([...theirs.divide.keys()].sort());
            const view = await fsf.view(startFen, line);
            expect(pos.isCheck(), `${where}: check`).toBe(view.check);
            expect(makeFen(pos), `${where}: FEN`).toBe(view.fen);
            const read = Position.fromFen(view.fen, { variant });
            expect(read.ok && makeFen(read.value), `${where}: FEN read back`).toBe(view.fen);
            expect(perft(pos, ply % 8 === 7 ? 3 : 2), `${where}: perft`).toBe(theirs.total);
            if (moves.length === 0) {
              // The game is over on the board (mate, stalemate or the variant's end) for both.
              expect(pos.outcome(), `${where}: an outcome`).toBeDefined();
              break;
            }
            expect(pos.outcome(), `${where}: no outcome yet`).toBeUndefined();
            const uci = moves[Math.floor(random() * moves.length)]!;
            const move = pos.legalMoves().find((m) => makeUci(pos, m) === uci)!;
            pos.play(move);
            line.push(uci);
          }
        }
        expect(positions).toBeGreaterThan(100);
      }, 120_000);
    }
  });
}

/** A small hash of a name, so that each variant plays its own games from the one seed. */
const hash = (s: string): number =>
  [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x9e3779b1), 7);

if (fairyStockfishFound()) {
  oracleSuite(SHIPPED, 'the six fairy variants against Fairy-Stockfish');
  oracleSuite(USER_VARIANTS, "ten users' variants against Fairy-Stockfish");
} else if (process.env.CI) {
  it('Fairy-Stockfish is installed in CI (.ci/run: apt-get install -y fairy-stockfish)', () => {
    throw new Error(`Fairy-Stockfish not found at ${FAIRY_STOCKFISH_PATH}`);
  });
} else {
  it(`NOT RUN: the Fairy-Stockfish oracle tests (no binary at ${FAIRY_STOCKFISH_PATH}; apt-get install fairy-stockfish, or set FAIRY_STOCKFISH_PATH)`, () => {});
}
