import { unwrap } from '@chesslaws/board';
import { type Move, Position, parseUci, type ReadonlyPosition } from '@chesslaws/moves';
import { PositionHistory } from '../src/repetition/positionHistory.js';

/** A position from a FEN (lenient: composed positions may have too much material). */
export const fen = (text: string): Position => unwrap(Position.fromFen(text, { mode: 'lenient' }));

/** The canonical legal move for UCI text in `pos` (throws in a test if illegal). */
export function uci(pos: ReadonlyPosition, text: string): Move {
  const move = pos.normalizeMove(parseUci(text)!);
  if (!move) throw new Error(`illegal test move ${text}`);
  return move;
}

/** A history of UCI moves played from a FEN (default: the start position). */
export function historyOf(moves: string, start?: string): PositionHistory {
  const history = PositionHistory.fromPosition(start ? fen(start) : Position.default());
  for (const text of moves.split(/\s+/).filter(Boolean)) history.play(uci(history.current, text));
  return history;
}
