import { type Role, type Square, squareAt } from '@chesslaws/board';
import {
  decodeMove,
  isDropMove,
  MAX_MOVES,
  type Move,
  moveFrom,
  movePromotion,
  type Position,
  type PromotionRole,
} from '@chesslaws/moves';
import { promotionCode } from '../write/movesTo.js';
import { legalCastling } from './legalCastling.js';
import type { MoveText } from './scanSan.js';

type PieceSyntax = Extract<MoveText, { kind: 'move' }>;

const PROMOTION_ROLES: readonly PromotionRole[] = ['queen', 'rook', 'bishop', 'knight'];
const ALL_PROMOTIONS: readonly PromotionRole[] = [...PROMOTION_ROLES, 'king'];

// The variant's promotion pieces: the standard ones in the usual order, a fairy variant's as it lists them.
const promotionRoles = (pos: Position): readonly PromotionRole[] =>
  pos.variant.fairy
    ? pos.variant.promotions
    : ALL_PROMOTIONS.filter((role) => pos.variant.promotions.includes(role));

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
export function spelledMoves(
  pos: Position,
  syntax: PieceSyntax,
  { role, from }: Departure,
  to: Square,
): Move[] {
  // The rank where pawns promote (makruk: the sixth), counted from the side's own.
  const rank = pos.turn === 'white' ? to >> 3 : 7 - (to >> 3);
  const promoting = role === 'pawn' && rank >= pos.variant.promotionRank - 1;
  const written = syntax.promotion;
  if (!promoting) return written === undefined ? [{ from, to }] : [];
  // Where promotion is not forced a pawn may stay one short of the last rank.
  if (written === undefined && !pos.variant.forcedPromotion && rank < 7)
    return [{ from, to }, ...promotionRoles(pos).map((promotion) => ({ from, to, promotion }))];
  // The variant's promotion pieces (antichess adds the king), in the usual order.
  const roles = pos.variant.standard ? PROMOTION_ROLES : promotionRoles(pos);
  if (written === undefined) return roles.map((promotion) => ({ from, to, promotion }));
  return (roles as readonly Role[]).includes(written)
    ? [{ from, to, promotion: written as PromotionRole }]
    : [];
}

const buffer = new Int32Array(MAX_MOVES);

/**
 * The legal moves of `pos` that a move text means: none, one, or several (ambiguous).
 * The moves package generates only the legal moves onto the written square (one targeted
 * generation for all the pieces the text may mean); castling comes from the king's moves.
 */
export function matchSyntax(pos: Position, syntax: MoveText): Move[] {
  if (syntax.kind === 'castling') {
    const castling = legalCastling(pos, syntax.side);
    return castling === 0 ? [] : [decodeMove(castling)];
  }
  if (syntax.kind === 'drop') {
    // Only a variant with pockets generates drops; the role filter keeps this one's.
    const n = pos.generateTo(buffer, 0, syntax.to, syntax.role);
    for (let i = 0; i < n; i++) if (isDropMove(buffer[i]!)) return [decodeMove(buffer[i]!)];
    return [];
  }
  const out: Move[] = [];
  let generatedTo = -1;
  let generatedRole: Role | undefined;
  let count = 0;
  for (const departure of departures(pos, syntax)) {
    const to = destination(pos, syntax, departure.from);
    if (to === undefined) continue;
    if (
      departure.role === pos.variant.castlingPieces.king &&
      castlingShaped(pos, departure.from, to)
    ) {
      // `Ke1-g1`, `e1g1`, `Kxh1`: castling written as a king move.
      for (const move of spelledMoves(pos, syntax, departure, to)) {
        const canonical = pos.normalizeMove(move);
        if (canonical) out.push(canonical);
      }
      continue;
    }
    // The departures usually share one destination: generate its moves once.
    if (to !== generatedTo || departure.role !== generatedRole) {
      count = pos.generateTo(buffer, 0, to, departure.role);
      generatedTo = to;
      generatedRole = departure.role;
    }
    for (const move of spelledMoves(pos, syntax, departure, to)) {
      if (isGenerated(count, promotionCode(pos, move), move.from)) out.push(move);
    }
  }
  return out;
}

// Whether the move from `from` with promotion code `promotion` is among the first `count` in `buffer`.
function isGenerated(count: number, promotion: number, from: Square): boolean {
  for (let i = 0; i < count; i++) {
    const m = buffer[i]!;
    if (moveFrom(m) === from && movePromotion(m) === promotion) return true;
  }
  return false;
}

// The king two files sideways, or onto its own rook: castling in disguise.
function castlingShaped(pos: Position, from: Square, to: Square): boolean {
  const target = pos.pieceAt(to);
  return (
    (target?.role === pos.variant.castlingPieces.rook && target.color === pos.turn) ||
    (from >> 3 === to >> 3 && Math.abs((from & 7) - (to & 7)) === 2)
  );
}
