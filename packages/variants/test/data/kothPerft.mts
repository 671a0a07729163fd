// Computes the King of the Hill perft cases (kingofthehill.jsonl) with chesslaws and chessops, and
// writes only counts on which the two agree. Run: node --conditions=@chesslaws/source --import tsx
// packages/variants/test/data/kothPerft.mts > packages/variants/test/data/kingofthehill.jsonl
import { Position, perft } from '@chesslaws/moves';
import { parseFen } from 'chessops/fen';
import { KingOfTheHill } from 'chessops/variant';
import { kingOfTheHill } from '../../src/index.js';

const CASES: [id: string, fen: string, depth: number][] = [
  ['koth-start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4],
  ['koth-kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3],
  ['koth-kings-race', '8/8/3k4/8/8/3K4/8/8 w - - 0 1', 6],
  ['koth-guarded-hill', '8/8/4k3/2r5/8/3K4/8/3R4 w - - 0 1', 4],
  ['koth-hill-taken', '8/8/2k5/8/4K3/8/8/8 b - - 0 1', 1],
  ['koth-middlegame', 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QK2R w KQ - 0 8', 3],
  ['koth-endgame', '8/5k2/8/2p5/2P5/5K2/8/8 w - - 0 1', 6],
  ['koth-castle-toward', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 3],
];

const ops = (fen: string, depth: number): number => {
  const setup = parseFen(fen).unwrap();
  const root = KingOfTheHill.fromSetup(setup).unwrap();
  const walk = (pos: KingOfTheHill, d: number): number => {
    if (d === 0) return 1;
    if (pos.isVariantEnd()) return 0;
    let n = 0;
    for (const [from, dests] of pos.allDests()) {
      for (const to of dests) {
        const promo = pos.board.pawn.has(from) && (to >> 3 === 0 || to >> 3 === 7);
        for (const promotion of promo
          ? (['queen', 'rook', 'bishop', 'knight'] as const)
          : [undefined]) {
          const child = pos.clone();
          child.play({ from, to, promotion });
          n += walk(child, d - 1);
        }
      }
    }
    return n;
  };
  return walk(root, depth);
};

const variant = kingOfTheHill();
for (const [id, fen, max] of CASES) {
  const pos = Position.fromFen(fen, { variant });
  if (!pos.ok) throw pos.error;
  const depths: Record<string, number> = {};
  for (let d = 1; d <= max; d++) {
    const ours = perft(pos.value, d);
    const theirs = ops(fen, d);
    if (ours !== theirs) throw new Error(`${id} depth ${d}: chesslaws ${ours}, chessops ${theirs}`);
    depths[d] = ours;
  }
  console.log(JSON.stringify({ variant: 'kingofthehill', id, fen, depths }));
}
