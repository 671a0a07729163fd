import { type Role, type Square, squareAt } from '@chesslaws/board';
import {
  decodeMove,
  MAX_MOVES,
  MOVE_CASTLING,
  MOVE_KIND_MASK,
  type Move,
  moveFrom,
  moveTo,
  type Position,
  type PromotionRole,
} from '@chesslaws/moves';
import type { MoveSyntax } from './scanSan.js';

type PieceSyntax = Extract<MoveSyntax, { kind: 'move' }>;

const PROMOTION_ROLES: readonly PromotionRole[] = ['queen', 'rook', 'bishop', 'knight'];

/** A piece of the side to move that the text may mean. */
export interface Departure {
  readonly role: Role;
  readonly from: Square;
}

/** The pieces of the side to move that fit what the text says of the departure. */
export function departures(pos: Position, syntax: PieceSyntax): Departure[] {
  const { fromFile, fromRank } = syntax;
  if (syntax.role === undefined && fromFile !== undefined && fromRank !== undefined) {
    // The whole departure square and no letter (`g1f3`, `g1-f3`): whatever piece stands there.
    const from = fromRank * 8 + fromFile;
    const piece = pos.pieceAt(from);
    return piece && piece.color === pos.turn ? [{ role: piece.role, from }] : [];
  }
  const role = syntax.role ?? 'pawn';
  const out: Departure[] = [];
  for (const from of pos.piecesOf(pos.turn, role)) {
    if (fromFile !== undefined && (from & 7) !== fromFile) continue;
    if (fromRank !== undefined && from >> 3 !== fromRank) continue;
    out.push({ role, from });
  }
  return out;
}

/** Where the piece on `from` goes: the written square, or for `de` (S-short) the pawn's diagonal step onto that file. */
export function destination(pos: Position, syntax: PieceSyntax, from: Square): Square | undefined {
  if (syntax.toRank !== undefined) return syntax.toRank * 8 + syntax.toFile;
  if (Math.abs((from & 7) - syntax.toFile) !== 1) return undefined;
  return squareAt(syntax.toFile, (from >> 3) + (pos.turn === 'white' ? 1 : -1));
}

/**
 * The moves the text can mean for the piece on `from` going to `to`: with the written
 * promotion, or with each promotion piece when a pawn reaches the last rank and none is written.
 */
export function spelledMoves(pos: Position, syntax: PieceSyntax, { role, from }: Departure, to: Square): Move[] {
  const promoting = role === 'pawn' && to >> 3 === (pos.turn === 'white' ? 7 : 0);
  const written = syntax.promotion;
  if (!promoting) return written === undefined ? [{ from, to }] : [];
  if (written === undefined) return PROMOTION_ROLES.map((promotion) => ({ from, to, promotion }));
  return (PROMOTION_ROLES as readonly Role[]).includes(written)
    ? [{ from, to, promotion: written as PromotionRole }]
    : [];
}

const buffer = new Int32Array(MAX_MOVES);

/**
 * The legal moves of `pos` that a move text means: none, one, or several (ambiguous).
 * One pass over the legal moves as integers (the moves package's fast path).
 */
export function matchSyntax(pos: Position, syntax: MoveSyntax): Move[] {
  const count = pos.generate(buffer);
  const out: Move[] = [];
  const castlingSide = syntax.kind === 'castling' ? syntax.side : undefined;
  for (let i = 0; i < count; i++) {
    const m = buffer[i]!;
    const from = moveFrom(m);
    const to = moveTo(m);
    const castling = (m & MOVE_KIND_MASK) === MOVE_CASTLING;
    if (castlingSide !== undefined) {
      if (castling && (to & 7) > (from & 7) === (castlingSide === 'short')) out.push(decodeMove(m));
      continue;
    }
    if (syntax.kind !== 'move') continue;
    if (syntax.fromFile !== undefined && (from & 7) !== syntax.fromFile) continue;
    if (syntax.fromRank !== undefined && from >> 3 !== syntax.fromRank) continue;
    const target = destination(pos, syntax, from);
    // Castling also reads as the king's step to its castled square (`Ke1-g1`, `e1g1`) in standard chess.
    const kingStep = castling && !pos.chess960 ? (from & 56) | (to > from ? 6 : 2) : undefined;
    if (target !== to && target !== kingStep) continue;
    const role = pos.pieceAt(from)!.role;
    const wholeSquare = syntax.fromFile !== undefined && syntax.fromRank !== undefined;
    if (role !== (syntax.role ?? (wholeSquare ? role : 'pawn'))) continue;
    const move = decodeMove(m);
    if (syntax.promotion !== undefined && move.promotion !== syntax.promotion) continue;
    out.push(move);
  }
  return out;
}
