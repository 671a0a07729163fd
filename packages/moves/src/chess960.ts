/**
 * Chess960 start positions by number (L-G2), using the standard numbering scheme: 0..959, where
 * 518 is the standard array RNBQKBNR.
 * @packageDocumentation
 */
import { Board, type Role } from '@chesslaws/board';
import type { Setup } from './setup.js';

// Where the two knights go among the five squares left after the bishops and the queen.
const KNIGHT_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

/** The back rank of start position `n`, a1 to h1. Throws RangeError outside 0..959. */
export function chess960BackRank(n: number): Role[] {
  if (!Number.isInteger(n) || n < 0 || n > 959)
    throw new RangeError(`Chess960 position number must be 0..959, not ${n}`);
  const rank: (Role | undefined)[] = new Array(8).fill(undefined);
  rank[2 * (n % 4) + 1] = 'bishop'; // light-squared bishop: b, d, f or h file
  n = Math.floor(n / 4);
  rank[2 * (n % 4)] = 'bishop'; // dark-squared bishop: a, c, e or g file
  n = Math.floor(n / 4);
  const free = () => rank.flatMap((role, file) => (role ? [] : [file]));
  rank[free()[n % 6]!] = 'queen';
  n = Math.floor(n / 6);
  const [first, second] = KNIGHT_PAIRS[n]!;
  const forKnights = free();
  rank[forKnights[first]!] = 'knight';
  rank[forKnights[second]!] = 'knight';
  const [left, middle, right] = free();
  rank[left!] = 'rook';
  rank[middle!] = 'king';
  rank[right!] = 'rook';
  return rank as Role[];
}

/**
 * The setup of Chess960 start position `n` (0..959; 518 is the standard array), with White to
 * move and all four castling rights. Throws RangeError outside 0..959.
 */
export function chess960Setup(n: number): Setup {
  const backRank = chess960BackRank(n);
  // The standard start position with both back ranks rearranged.
  const board = Board.default();
  for (let file = 0; file < 8; file++) {
    board.set(file, { color: 'white', role: backRank[file]! });
    board.set(56 + file, { color: 'black', role: backRank[file]! });
  }
  const rooks = board.byRole.rook;
  return {
    board,
    turn: 'white',
    castlingRights: rooks,
    epSquare: undefined,
    halfmoves: 0,
    fullmoves: 1,
  };
}

/**
 * The number (0..959) of the Chess960 start position `board` shows, or `undefined` when it is
 * not one (pieces moved, missing or not mirrored).
 */
export function chess960Number(board: Board): number | undefined {
  const roles: (Role | undefined)[] = [];
  for (let file = 0; file < 8; file++) roles.push(board.get(file)?.role);
  const bishops = roles.flatMap((role, file) => (role === 'bishop' ? [file] : []));
  if (bishops.length !== 2 || bishops[0]! % 2 === bishops[1]! % 2) return undefined;
  const light = bishops.find((file) => file % 2 === 1)!;
  const dark = bishops.find((file) => file % 2 === 0)!;
  const withoutBishops = roles.filter((_, file) => file !== light && file !== dark);
  const queen = withoutBishops.indexOf('queen');
  const withoutQueen = withoutBishops.filter((_, i) => i !== queen);
  const knights = withoutQueen.flatMap((role, i) => (role === 'knight' ? [i] : []));
  const pair = KNIGHT_PAIRS.findIndex(([a, b]) => a === knights[0] && b === knights[1]);
  if (queen < 0 || pair < 0) return undefined;
  const n = (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * pair;
  return chess960Setup(n).board.equals(board) ? n : undefined;
}
