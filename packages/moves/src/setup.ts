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
  /** Pieces in hand by side (crazyhouse), as a FEN's `[Qn]` holds them. */
  pockets?: { white: Pocket; black: Pocket };
  /** The squares of promoted pieces (crazyhouse: `Q~` in a FEN). */
  promoted?: SquareSet;
  /** The checks each side still has to give to win (three-check: `3+3` in a FEN). */
  remainingChecks?: { white: number; black: number };
  /**
   * Makruk's counting, once it has started: the limit and the count so far, in plies (a FEN
   * as Fairy-Stockfish writes it has them in the e.p. and halfmove fields).
   */
  counting?: { limit: number; ply: number };
}

/** How many pieces of each role a side holds in hand (crazyhouse). */
export interface Pocket {
  pawn: number;
  knight: number;
  bishop: number;
  rook: number;
  queen: number;
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
  const copy: Setup = { ...setup, board: setup.board.clone() };
  if (setup.pockets)
    copy.pockets = { white: { ...setup.pockets.white }, black: { ...setup.pockets.black } };
  if (setup.remainingChecks) copy.remainingChecks = { ...setup.remainingChecks };
  if (setup.counting) copy.counting = { ...setup.counting };
  return copy;
}
