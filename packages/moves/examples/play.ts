/**
 * The README's first example: legal moves, play, check and mate, FEN and perft.
 */
import { makeFen, makeUci, Position, parseUci, perft } from '@chesslaws/moves';

/** Plays the fool's mate and reports what the position says along the way. */
export function foolsMate(): {
  moves: number;
  checkmate: boolean;
  fen: string;
  perft3: number;
  uci: string[];
} {
  const pos = Position.default();
  const moves = pos.legalMoves().length; // 20
  for (const uci of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) {
    const move = pos.normalizeMove(parseUci(uci)!);
    if (!move) throw new Error(`illegal: ${uci}`);
    pos.play(move);
  }
  return {
    moves,
    checkmate: pos.isCheckmate(), // true
    fen: makeFen(pos), // 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'
    perft3: perft(Position.default(), 3), // 8902
    uci: Position.default()
      .movesFrom(6)
      .map((m) => makeUci(Position.default(), m)), // ['g1f3', 'g1h3']
  };
}
