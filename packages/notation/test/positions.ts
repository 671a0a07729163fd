/**
 * Seeded random positions for property and differential tests: random games from the
 * standard start and from Chess960 starts, plus hand-picked positions rich in
 * disambiguation, promotion, en passant and castling.
 */
import { Position } from '@chesslaws/moves';
import { seededRandom } from '@chesslaws/testkit';

/** Hand-picked positions (FEN) with hard notation cases; the comment says which. */
export const NOTATION_FENS: readonly string[] = [
  // Kiwipete (perft suite): castling both sides, pins, en passant after a double step.
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  // Promotions with and without capture, underpromotion to knight with check.
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1',
  // Three queens: file, rank and whole-square disambiguation (Qh4e1).
  '8/8/k7/8/4Q2Q/8/8/K6Q w - - 0 1',
  // Two rooks and two knights that both reach the same squares.
  'k7/8/8/3N4/8/1R3R2/8/K2N4 w - - 0 1',
  // En passant that would expose the king along the rank (illegal), and a legal one.
  '8/8/8/K2pP2r/8/8/8/7k w - d6 0 1',
  '8/8/8/3pP3/8/8/8/K6k w - d6 0 1',
  // Chess960 castling with the king on b1 and rooks on a1 and h1.
  'rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1',
];

/** The hand-picked positions. */
export function notationPositions(): Position[] {
  return NOTATION_FENS.map((fen, i) => {
    const result = Position.fromFen(fen, { chess960: i === NOTATION_FENS.length - 1 });
    if (!result.ok) throw new Error(`bad test FEN ${fen}: ${result.error.message}`);
    return result.value;
  });
}

/**
 * `count` positions reached by random legal moves from the standard start (or, one time
 * in four, a random Chess960 start), after 0..maxPlies plies; a game that ends stops early.
 */
export function randomPositions(seed: number, count: number, maxPlies = 120): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const pos =
      random() < 0.25 ? Position.chess960(Math.floor(random() * 960)) : Position.default();
    const plies = Math.floor(random() * maxPlies);
    for (let ply = 0; ply < plies; ply++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    if (pos.hasLegalMoves()) out.push(pos);
  }
  return out;
}
