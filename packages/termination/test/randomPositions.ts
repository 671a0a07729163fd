/**
 * Seeded random positions for differential tests of the dead-position checks: random games from
 * the start, random walks from given positions (the CHA vectors: walls, lone bishops, few
 * pieces), random locked pawn walls with kings and a few pieces (e.p. chances, promotions
 * pending), and random pawnless boards (every material class, pieces jammed in corners).
 */
import { Board, type Color, type Piece, type Role, SquareSet } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Every position of a random walk of up to `plies` moves from `start` (the start excluded). */
export function randomWalk(random: Random, start: Position, plies: number): Position[] {
  const pos = start.clone();
  const out: Position[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    pos.play(pick(random, legal));
    out.push(pos.clone({ undo: false }));
  }
  return out;
}

/** Positions of `games` random games from the start, each up to `plies` moves long. */
export function randomGamePositions(random: Random, games: number, plies: number): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) out.push(...randomWalk(random, Position.default(), plies));
  return out;
}

/** A legal position from a board, or `undefined` when the board is not a legal position. */
function legal(board: Board, turn: Color, epSquare?: number): Position | undefined {
  const pos = Position.fromSetup({
    board,
    turn,
    castlingRights: SquareSet.empty(),
    epSquare,
    halfmoves: 0,
    fullmoves: 1,
  });
  return pos.ok ? pos.value : undefined;
}

/** Puts `piece` on a random empty square of `allowed`; false when there is none. */
function place(random: Random, board: Board, piece: Piece, allowed: SquareSet): boolean {
  const free = allowed.diff(board.occupied).toArray();
  if (free.length === 0) return false;
  board.set(pick(random, free), piece);
  return true;
}

const PIECE_ROLES: readonly Role[] = ['knight', 'bishop', 'bishop', 'rook', 'queen'];
const COLORS: readonly Color[] = ['white', 'black'];
const INNER_RANKS = SquareSet.full()
  .diff(SquareSet.backrank('white'))
  .diff(SquareSet.backrank('black'));

/**
 * A random locked pawn wall: on most files a White pawn with a Black pawn straight ahead (ranks
 * chosen so that neighbours mostly cannot take each other). Half of them are tight (every file,
 * the kings and a minor piece or two behind their own pawns: often dead); the others have loose
 * pawns (double steps, so e.p. chances, and pawns near promotion) and pieces anywhere.
 */
export function randomWallPosition(random: Random): Position | undefined {
  const board = Board.empty();
  const tight = random() < 0.5;
  for (let file = 0; file < 8; file++) {
    if (!tight && random() < 0.25) continue;
    const rank = 2 + ((file + (random() < 0.9 ? 0 : 1)) % 2) + Math.floor(random() * 2) * 2;
    board.set(rank * 8 + file, { color: 'white', role: 'pawn' });
    board.set((rank + 1) * 8 + file, { color: 'black', role: 'pawn' });
  }
  const home = { white: SquareSet.fromRank(0), black: SquareSet.fromRank(7) };
  for (const color of COLORS) {
    if (!place(random, board, { color, role: 'king' }, tight ? home[color] : SquareSet.full()))
      return undefined;
  }
  if (tight) {
    for (let extra = Math.floor(random() * 3); extra > 0; extra--) {
      const color = pick(random, COLORS);
      place(
        random,
        board,
        { color, role: pick(random, ['knight', 'bishop'] as const) },
        home[color],
      );
    }
    return legal(board, pick(random, COLORS));
  }
  for (let loose = Math.floor(random() * 3); loose > 0; loose--) {
    const color = pick(random, COLORS);
    place(random, board, { color, role: 'pawn' }, INNER_RANKS);
  }
  for (let extra = Math.floor(random() * 4); extra > 0; extra--) {
    const piece = { color: pick(random, COLORS), role: pick(random, PIECE_ROLES) };
    place(random, board, piece, SquareSet.full());
  }
  return legal(board, pick(random, COLORS));
}

/** A random pawnless board: two kings and one to four pieces, often packed into a corner. */
export function randomPawnlessPosition(random: Random): Position | undefined {
  const board = Board.empty();
  const corner = SquareSet.fromSquare(0)
    .union(SquareSet.fromSquare(1))
    .union(SquareSet.fromSquare(8))
    .union(SquareSet.fromSquare(9));
  for (const color of COLORS)
    if (!place(random, board, { color, role: 'king' }, SquareSet.full())) return undefined;
  for (let extra = 1 + Math.floor(random() * 4); extra > 0; extra--) {
    const piece = { color: pick(random, COLORS), role: pick(random, PIECE_ROLES) };
    place(random, board, piece, random() < 0.3 ? corner : SquareSet.full());
  }
  return legal(board, pick(random, COLORS));
}

/**
 * A position with an e.p. square: a random wall position where the side to move's opponent
 * just made a double step next to a pawn of the side to move, when the board allows one.
 */
export function randomEpPosition(random: Random): Position | undefined {
  const board = Board.empty();
  const turn = pick(random, COLORS);
  const file = Math.floor(random() * 8);
  const side = file === 0 ? 1 : file === 7 ? -1 : pick(random, [-1, 1]);
  // White to move: Black's pawn stands on rank 5 after d7-d5, White's beside it.
  const rank = turn === 'white' ? 4 : 3;
  const mover: Color = turn === 'white' ? 'black' : 'white';
  board.set(rank * 8 + file, { color: mover, role: 'pawn' });
  board.set(rank * 8 + file + side, { color: turn, role: 'pawn' });
  for (const color of COLORS)
    if (!place(random, board, { color, role: 'king' }, SquareSet.full())) return undefined;
  for (let extra = Math.floor(random() * 4); extra > 0; extra--) {
    const role: Role = random() < 0.5 ? 'pawn' : pick(random, PIECE_ROLES);
    place(
      random,
      board,
      { color: pick(random, COLORS), role },
      role === 'pawn' ? INNER_RANKS : SquareSet.full(),
    );
  }
  const skipped = (turn === 'white' ? rank + 1 : rank - 1) * 8 + file;
  if (board.has(skipped) || board.has(turn === 'white' ? skipped + 8 : skipped - 8))
    return undefined;
  return legal(board, turn, skipped);
}

/**
 * Kings and pawns only: one to four head-to-head pawn pairs (a White pawn with a Black pawn
 * straight ahead), sometimes a loose pawn, and the kings anywhere (the endings of random games,
 * where a king may take a blocker and free a file).
 */
export function randomKingPawnPosition(random: Random): Position | undefined {
  const board = Board.empty();
  for (let pairs = 1 + Math.floor(random() * 4); pairs > 0; pairs--) {
    const file = Math.floor(random() * 8);
    const rank = 1 + Math.floor(random() * 5);
    const white = rank * 8 + file;
    if (board.get(white) || board.get(white + 8)) continue;
    board.set(white, { color: 'white', role: 'pawn' });
    board.set(white + 8, { color: 'black', role: 'pawn' });
  }
  if (random() < 0.3)
    place(random, board, { color: pick(random, COLORS), role: 'pawn' }, INNER_RANKS);
  for (const color of COLORS)
    if (!place(random, board, { color, role: 'king' }, SquareSet.full())) return undefined;
  return legal(board, pick(random, COLORS));
}
