import { Board, type Color, type Square, SquareSet } from '@chesslaws/board';

/**
 * A position as plain data, not necessarily legal: what a FEN describes.
 * `Position.fromSetup` is the only way from a `Setup` to a playable `Position`.
 */
export interface Setup {
  /** Piece placement. */
  board: Board;
  /** The side to move. */
  turn: Color;
  /** Squares of the rooks that keep a castling right (works for standard and Chess960). */
  castlingRights: SquareSet;
  /** The square a pawn skipped with its double step on the last move, if any (as FEN writes it). */
  epSquare: Square | undefined;
  /** Halfmoves since the last capture or pawn move (the FEN halfmove clock). */
  halfmoves: number;
  /** The move number, starting at 1 and incremented after Black's move. */
  fullmoves: number;
}

/** The standard start position as a `Setup`. */
export function defaultSetup(): Setup {
  return {
    board: Board.default(),
    turn: 'white',
    castlingRights: SquareSet.corners(),
    epSquare: undefined,
    halfmoves: 0,
    fullmoves: 1,
  };
}

/** A deep copy of a setup (the board is copied). */
export function cloneSetup(setup: Setup): Setup {
  return { ...setup, board: setup.board.clone() };
}
