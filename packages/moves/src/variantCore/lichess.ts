/**
 * The engine of the variants on standard pieces (the lichess ones and their kin): legal moves
 * (the standard generator where check is standard, pseudo-legal moves and a test of the
 * mover's king where not, drops from pockets, the variant's filters), `make` and `unmake` with
 * the variant's effects (explosions, pockets and promoted pieces, check counters), and the end
 * on the board.
 *
 * A variant's extra state lives in `pos.vstate` (see `VS_*`); `make` saves it, with the pieces an
 * explosion took, on `pos.vundo`, and `unmake` puts both back.
 * @internal
 * @packageDocumentation
 */
import { type Color, SquareSet } from '@chesslaws/board';
import * as codes from '../codes.js';
import { ROLE_NAMES } from '../codes.js';
import * as move from '../move.js';
import {
  attackersOf,
  checkersOf,
  generate,
  inCheck,
  moverInCheck,
  pinnedOf,
  squareAttacked,
} from '../movegen.js';
import type { Position } from '../position.js';
import type { Pocket, Setup } from '../setup.js';
import * as tables from '../tables.js';
import { type PositionOptions, standardProblems } from '../validate.js';
import type { Variant, VariantOutcome } from '../variant.js';
import * as zobrist from '../zobrist.js';
import type { VariantEngine } from './engine.js';
import { VARIANT_FEN } from './fenFields.js';
import {
  CASTLE_ATOMIC,
  CASTLE_FREE,
  CASTLE_NONE,
  CASTLE_ROYAL,
  pseudoMoves,
} from './pseudoMoves.js';
import { encode, keepCaptures, movesWhere } from './queries.js';
import {
  castlingRightsOf,
  createPosition,
  type VariantPosition,
  withHook,
} from './variantPosition.js';

const KING = codes.KING;
const PAWN = codes.PAWN;
const NO_SQUARE = codes.NO_SQUARE;
const MOVE_CASTLING = move.MOVE_CASTLING;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const MOVE_KIND_MASK = move.MOVE_KIND_MASK;
const MOVE_DROP = move.MOVE_DROP;
const KING_LO = tables.KING_LO;
const KING_HI = tables.KING_HI;
const BETWEEN_LO = tables.BETWEEN_LO;
const BETWEEN_HI = tables.BETWEEN_HI;
const PIECE_KEY_LO = zobrist.PIECE_KEY_LO;
const PIECE_KEY_HI = zobrist.PIECE_KEY_HI;
const CASTLING_KEY_LO = zobrist.CASTLING_KEY_LO;
const CASTLING_KEY_HI = zobrist.CASTLING_KEY_HI;
const TURN_KEY_LO = zobrist.TURN_KEY_LO;
const TURN_KEY_HI = zobrist.TURN_KEY_HI;

/** `vstate[VS_POCKETS + (color ? 5 : 0) + role - 1]`: pocket counts, pawn..queen, White then Black. */
export const VS_POCKETS = 0;
/** `vstate[VS_CHECKS + (color ? 1 : 0)]`: the checks a side still has to give. */
export const VS_CHECKS = 10;
/** `vstate[VS_PROMOTED]`, `[VS_PROMOTED + 1]`: the promoted pieces' squares (low, high half). */
export const VS_PROMOTED = 12;
/** Ints of variant state. */
export const VSTATE_SIZE = 14;
// Undo record: the state before the move, then the count and (square, code) pairs of exploded pieces.
const VUNDO_STRIDE = VSTATE_SIZE + 1 + 2 * 9;

/** A variant read into the numbers the hot paths branch on, with the engine's methods. */
export interface VariantCore extends VariantEngine {
  readonly variant: Variant;
  /** 0 royal, 1 atomic, 2 none. */
  readonly check: number;
  /** Bit `r` set for each role code a pawn may promote to. */
  readonly promotions: number;
  /** A `CASTLE_*` rule of `pseudoMoves`. */
  readonly castle: number;
  /** The standard generator gives this variant's moves when the side to move has a king. */
  readonly standardMoves: boolean;
  /** `make` has effects beyond the board's (explosions, pockets, check counters). */
  readonly effects: boolean;
}

const CHECK_CODES = { royal: 0, atomic: 1, none: 2 } as const;

/** The engine of `variant`, a variant on the six standard pieces. */
export function lichessEngine(variant: Variant): VariantCore {
  let promotions = 0;
  for (const role of variant.promotions) promotions |= 1 << codes.roleCode(role);
  const check = CHECK_CODES[variant.check];
  // Without check, castling is judged by no attack (a king that is not royal is not impeded).
  const castle = !variant.castling
    ? CASTLE_NONE
    : check === 1
      ? CASTLE_ATOMIC
      : check === 2
        ? CASTLE_FREE
        : CASTLE_ROYAL;
  const standardPromotions = promotions === 0b111100;
  return {
    variant,
    check,
    promotions,
    castle,
    standardMoves: check === 0 && standardPromotions,
    effects: variant.explosions || variant.pockets || variant.checksToWin > 0,
    stateSize: VSTATE_SIZE,
    fen: VARIANT_FEN,
    create: createPosition,
    letters: undefined,
    movesWhere,
    encode,
    generate: variantMoves,
    count: (pos) => variantMoves(pos, SCRATCH, 0),
    make: variantMake,
    unmake: variantUnmake,
    inCheck: variantInCheck,
    attackers: (pos, square, by, occLo, occHi) => attackersOf(pos, square, by, occLo, occHi),
    checkers: (pos) => checkersOf(pos),
    pinned: (pos) => pinnedOf(pos),
    end: variantEnd,
    outcome: variantOutcome,
    key: (pos) => variantKey(pos.vstate!),
    load: loadState,
    save: saveState,
    validate: (setup, opts) => withHook(variant, setup, validateLichess(variant, setup, opts)),
    castlingRights: (setup, opts) => castlingRightsOf(variant, setup, opts),
    pocket,
    promoted: (pos) => new SquareSet(pos.vstate![VS_PROMOTED]!, pos.vstate![VS_PROMOTED + 1]!),
    counting: () => undefined,
    remainingChecks: (pos) =>
      variant.checksToWin === 0
        ? undefined
        : { white: pos.vstate![VS_CHECKS]!, black: pos.vstate![VS_CHECKS + 1]! },
  };
}

/** The engine of a position played by this module. */
const coreOf = (pos: Position): VariantCore => pos.engine as VariantCore;

function pocket(pos: Position, color: Color): Pocket {
  const base = VS_POCKETS + (color === 'white' ? 0 : 5);
  const v = pos.vstate!;
  return {
    pawn: v[base]!,
    knight: v[base + 1]!,
    bishop: v[base + 2]!,
    rook: v[base + 3]!,
    queen: v[base + 4]!,
  };
}

// Pockets, promoted pieces and check counters from a setup (defaults: empty, none, all to give).
function loadState(pos: Position, setup: Setup): void {
  const vstate = pos.vstate!;
  const v = pos.variant;
  if (v.castling === false) pos.castlingBits = 0;
  if (v.pockets) {
    for (const [offset, pocket] of [
      [0, setup.pockets?.white],
      [5, setup.pockets?.black],
    ] as const) {
      for (let role = PAWN; role <= 5; role++)
        vstate[VS_POCKETS + offset + role - 1] = pocket?.[ROLE_NAMES[role] as keyof Pocket] ?? 0;
    }
    const promoted = setup.promoted;
    if (promoted) {
      vstate[VS_PROMOTED] = promoted.lo & (pos.bbLo[0]! | pos.bbLo[8]!);
      vstate[VS_PROMOTED + 1] = promoted.hi & (pos.bbHi[0]! | pos.bbHi[8]!);
    }
  }
  if (v.checksToWin > 0) {
    vstate[VS_CHECKS] = setup.remainingChecks?.white ?? v.checksToWin;
    vstate[VS_CHECKS + 1] = setup.remainingChecks?.black ?? v.checksToWin;
  }
}

function saveState(pos: Position, setup: Setup): void {
  if (pos.variant.pockets) {
    setup.pockets = { white: pocket(pos, 'white'), black: pocket(pos, 'black') };
    setup.promoted = new SquareSet(pos.vstate![VS_PROMOTED]!, pos.vstate![VS_PROMOTED + 1]!);
  }
  if (pos.variant.checksToWin > 0)
    setup.remainingChecks = { white: pos.vstate![VS_CHECKS]!, black: pos.vstate![VS_CHECKS + 1]! };
}

/**
 * Standard chess's problems, less those the variant's options make moot: castling rights in a
 * variant without castling are dropped, not wrong; pockets bring back any material; without
 * check, kings are ordinary pieces, any number of them (promotions make more) and none
 * attacked is in check.
 */
function validateLichess(variant: Variant, setup: Setup, opts: PositionOptions) {
  let problems = standardProblems(setup, opts);
  const moot = new Set<string>();
  if (!variant.castling) moot.add('ERR_CASTLING_RIGHTS');
  if (variant.pockets) moot.add('ERR_TOO_MUCH_MATERIAL');
  if (variant.check === 'none')
    for (const code of ['ERR_KINGS', 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK']) moot.add(code);
  problems = problems.filter((p) => !moot.has(p.code));
  return problems;
}

// Scratch for the filters: a legal-move list is at most a few hundred moves (drops: 5 * 64).
const SCRATCH = new Int32Array(512);

/** True when the side of colour offset `side` has a king. */
const hasKing = (pos: Position, side: number): boolean =>
  (pos.bbLo[side | KING]! | pos.bbHi[side | KING]!) !== 0;

function kingOf(pos: Position, side: number): number {
  const lo = pos.bbLo[side | KING]!;
  const hi = pos.bbHi[side | KING]!;
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
}

const adjacent = (a: number, b: number): boolean =>
  (b < 32 ? (KING_LO[a]! >>> b) & 1 : (KING_HI[a]! >>> (b - 32)) & 1) !== 0;

/** True when the side of colour offset `side` is in check by the variant's rule. */
export function sideInCheck(pos: Position, side: number): boolean {
  const core = coreOf(pos);
  if (core.check === 2) return false;
  const king = kingOf(pos, side);
  if (king < 0) return false;
  if (core.check === 1) {
    const enemy = kingOf(pos, side ^ 8);
    if (enemy < 0 || adjacent(king, enemy)) return false;
  }
  const occLo = pos.bbLo[0]! | pos.bbLo[8]!;
  const occHi = pos.bbHi[0]! | pos.bbHi[8]!;
  return squareAttacked(pos, king, side ^ 8, occLo, occHi);
}

/** True when the side to move is in check (the variant's rule). */
export function variantInCheck(pos: Position): boolean {
  const core = coreOf(pos);
  return core.check === 0 ? hasKing(pos, pos.side) && inCheck(pos) : sideInCheck(pos, pos.side);
}

/**
 * After `make`: true when the move left the mover's king safe. `hadKing`: the mover had a king
 * before the move (a kingless side, as horde's White, is never in check).
 */
function moverSafe(pos: Position, hadKing: boolean): boolean {
  if (!hadKing) return true;
  const mover = pos.side ^ 8;
  const core = coreOf(pos);
  if (core.check === 0) return moverInCheck(pos) === false;
  const king = kingOf(pos, mover);
  if (king < 0) return false; // exploded with its own capture
  const enemy = kingOf(pos, pos.side);
  if (enemy < 0 || adjacent(king, enemy)) return true;
  const occLo = pos.bbLo[0]! | pos.bbLo[8]!;
  const occHi = pos.bbHi[0]! | pos.bbHi[8]!;
  return !squareAttacked(pos, king, pos.side, occLo, occHi);
}

/**
 * The legal moves by the variant's rules, written into `buf` from `n0` on, as if the game had
 * not ended on the board (see `variantEnd`). Returns the new end.
 */
export function movesIgnoringEnd(pos: Position, buf: Int32Array, n0: number): number {
  const core = coreOf(pos);
  const variant = core.variant;
  const us = pos.side;
  const king = hasKing(pos, us);
  const firstRank = us === 0 ? 0xff : 0xff000000 | 0;
  const firstRankPawns =
    variant.pawnsFromFirstRank &&
    ((us === 0 ? pos.bbLo[us | PAWN]! : pos.bbHi[us | PAWN]!) & firstRank) !== 0;
  let n: number;
  if (core.standardMoves && king && !firstRankPawns) n = generate(pos, buf, n0);
  else {
    n = pseudoMoves(
      pos,
      buf,
      n0,
      core.promotions,
      variant.pawnsFromFirstRank,
      king ? core.castle : CASTLE_NONE,
    );
    if (core.check !== 2 && king) {
      let kept = n0;
      for (let i = n0; i < n; i++) {
        const m = buf[i]!;
        pos.make(m);
        const safe = moverSafe(pos, true);
        pos.unmake();
        if (safe) buf[kept++] = m;
      }
      n = kept;
    }
  }
  if (variant.pockets) n = dropMoves(pos, buf, n, king);
  if (variant.forcedCaptures) n = keepCaptures(pos, buf, n0, n);
  if (variant.noGivingCheck) {
    let kept = n0;
    for (let i = n0; i < n; i++) {
      const m = buf[i]!;
      pos.make(m);
      const check = sideInCheck(pos, pos.side);
      pos.unmake();
      if (!check) buf[kept++] = m;
    }
    n = kept;
  }
  if (variant.filterMoves) n = variant.filterMoves(pos, buf, n0, n);
  return n;
}

/** The legal moves of a variant position: none once the game has ended on the board. */
export function variantMoves(pos: Position, buf: Int32Array, n0: number): number {
  return variantEnd(pos) ? n0 : movesIgnoringEnd(pos, buf, n0);
}

/** Drops from the side to move's pocket on the squares where they are legal. */
function dropMoves(pos: Position, buf: Int32Array, n: number, king: boolean): number {
  const us = pos.side;
  const base = VS_POCKETS + (us === 0 ? 0 : 5);
  const vstate = pos.vstate!;
  let any = 0;
  for (let r = 0; r < 5; r++) any |= vstate[base + r]!;
  if (any === 0) return n;
  let lo = ~(pos.bbLo[0]! | pos.bbLo[8]!);
  let hi = ~(pos.bbHi[0]! | pos.bbHi[8]!);
  if (king && coreOf(pos).check !== 2 && variantInCheck(pos)) {
    // Only a drop between the king and a lone sliding checker helps.
    const [cLo, cHi] = checkersOf(pos);
    const one = cLo === 0 ? (cHi & (cHi - 1)) === 0 : cHi === 0 && (cLo & (cLo - 1)) === 0;
    if (!one) return n;
    const checker = cLo !== 0 ? 31 - Math.clz32(cLo) : 63 - Math.clz32(cHi);
    const i = kingOf(pos, us) * 64 + checker;
    lo &= BETWEEN_LO[i]!;
    hi &= BETWEEN_HI[i]!;
  }
  for (let r = 0; r < 5; r++) {
    if (vstate[base + r]! <= 0) continue;
    const role = r + 1;
    // Pawns never on the first or last rank.
    let dLo = role === PAWN ? lo & ~0xff : lo;
    let dHi = role === PAWN ? hi & ~(0xff000000 | 0) : hi;
    while (dLo !== 0) {
      const to = 31 - Math.clz32(dLo & -dLo);
      dLo &= dLo - 1;
      buf[n++] = to | (to << 6) | (role << 12) | MOVE_DROP;
    }
    while (dHi !== 0) {
      const to = 63 - Math.clz32(dHi & -dHi);
      dHi &= dHi - 1;
      buf[n++] = to | (to << 6) | (role << 12) | MOVE_DROP;
    }
  }
  return n;
}

/** The end on the board before any move: the variant's hook, then its check counter. */
export function variantEnd(pos: Position): VariantOutcome | undefined {
  const core = coreOf(pos);
  const variant = core.variant;
  if (variant.checksToWin > 0) {
    const vstate = pos.vstate!;
    for (const side of [0, 1]) {
      if (vstate[VS_CHECKS + side]! <= 0)
        return { winner: side === 0 ? 'white' : 'black', rule: `V-${variant.name}.checks` };
    }
  }
  const hook = variant.outcome;
  if (hook === undefined) return undefined;
  outcomePos = pos;
  return hook(pos, OUTCOME_CONTEXT);
}

// One context for every outcome hook call (no closure per generated position).
let outcomePos: Position | undefined;
const OUTCOME_CONTEXT = {
  generate: (buffer: Int32Array, offset = 0): number =>
    movesIgnoringEnd(outcomePos!, buffer, offset) - offset,
};

/** The result of a variant position: its end on the board, or what no legal move means. */
export function variantOutcome(pos: Position): VariantOutcome | undefined {
  const end = variantEnd(pos);
  if (end) return end;
  if (movesIgnoringEnd(pos, SCRATCH, 0) > 0) return undefined;
  const hook = coreOf(pos).variant.noMoves;
  if (hook) return hook(pos);
  if (variantInCheck(pos)) return { winner: pos.side === 0 ? 'black' : 'white', rule: 'L-5.1.1' };
  return { rule: 'L-5.2.1' };
}

function vundoPush(pos: Position): number {
  const top = pos.vtop;
  if (top + VUNDO_STRIDE > pos.vundo.length) {
    const bigger = new Int32Array(Math.max(VUNDO_STRIDE * 8, pos.vundo.length * 2));
    bigger.set(pos.vundo);
    pos.vundo = bigger;
  }
  pos.vundo.set(pos.vstate!, top);
  pos.vundo[top + VSTATE_SIZE] = 0;
  pos.vtop = top + VUNDO_STRIDE;
  return top;
}

const bitOf = (lo: number, hi: number, sq: number): number =>
  sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1;

/** `make` for a variant position: the move on the board and the variant's effects. */
export function variantMake(pos: Position, m: number): void {
  const core = coreOf(pos);
  // Moves, filters and ends of their own, but no effects: the board's make is the whole move.
  if (!core.effects) {
    pos.makeBoard(m);
    return;
  }
  const variant = core.variant;
  const top = vundoPush(pos);
  const us = pos.side;
  const vstate = pos.vstate!;
  if (m & MOVE_DROP) {
    makeDrop(pos, m);
  } else {
    const from = m & 63;
    const to = (m >>> 6) & 63;
    const kind = m & MOVE_KIND_MASK;
    const captureSq =
      kind === MOVE_CASTLING ? -1 : kind === MOVE_EN_PASSANT ? (us === 0 ? to - 8 : to + 8) : to;
    const captured = captureSq < 0 ? 0 : pos.squares[captureSq]!;
    pos.makeBoard(m);
    if (variant.pockets) {
      let pLo = vstate[VS_PROMOTED]!;
      let pHi = vstate[VS_PROMOTED + 1]!;
      if (captured !== 0) {
        const wasPromoted = bitOf(pLo, pHi, captureSq) !== 0;
        const role = wasPromoted ? PAWN : captured & 7;
        if (role !== KING) vstate[VS_POCKETS + (us === 0 ? 0 : 5) + role - 1]!++;
        if (captureSq < 32) pLo &= ~(1 << captureSq);
        else pHi &= ~(1 << (captureSq - 32));
      }
      const moved = bitOf(pLo, pHi, from) !== 0 || ((m >>> 12) & 7) !== 0;
      if (from < 32) pLo &= ~(1 << from);
      else pHi &= ~(1 << (from - 32));
      if (moved && kind !== MOVE_CASTLING) {
        if (to < 32) pLo |= 1 << to;
        else pHi |= 1 << (to - 32);
      }
      vstate[VS_PROMOTED] = pLo;
      vstate[VS_PROMOTED + 1] = pHi;
    }
    if (variant.explosions && captured !== 0) explode(pos, to, top);
  }
  if (variant.checksToWin > 0 && sideInCheck(pos, pos.side))
    vstate[VS_CHECKS + (us === 0 ? 0 : 1)]!--;
}

function makeDrop(pos: Position, m: number): void {
  const to = (m >>> 6) & 63;
  const role = (m >>> 12) & 7;
  const us = pos.side;
  const code = us | role;
  (pos as VariantPosition).pushUndo(m, 0);
  pos.vstate![VS_POCKETS + (us === 0 ? 0 : 5) + role - 1]!--;
  pos.squares[to] = code;
  pos.flip(code, to);
  pos.keyLo ^= PIECE_KEY_LO[code * 64 + to]! ^ TURN_KEY_LO;
  pos.keyHi ^= PIECE_KEY_HI[code * 64 + to]! ^ TURN_KEY_HI;
  pos.ep = NO_SQUARE;
  pos.halfmoveClock = role === PAWN ? 0 : pos.halfmoveClock + 1;
  if (us === 8) pos.fullmoveNumber++;
  pos.side = us ^ 8;
}

// The castling bit of each square (as `Position.castlingBits`), 0 off the back ranks.
const CASTLING_BIT = new Int32Array(64).map((_, sq) =>
  sq < 8 ? 1 << sq : sq >= 56 ? 1 << (sq - 48) : 0,
);

/** Atomic: the capturer on `to` and every non-pawn around it leave the board. */
function explode(pos: Position, to: number, top: number): void {
  const undo = pos.vundo;
  const squares = pos.squares;
  let count = 0;
  let rights = pos.castlingBits;
  const remove = (sq: number): void => {
    const code = squares[sq]!;
    undo[top + VSTATE_SIZE + 1 + 2 * count] = sq;
    undo[top + VSTATE_SIZE + 2 + 2 * count] = code;
    count++;
    squares[sq] = 0;
    pos.flip(code, sq);
    pos.keyLo ^= PIECE_KEY_LO[code * 64 + sq]!;
    pos.keyHi ^= PIECE_KEY_HI[code * 64 + sq]!;
    rights &= ~CASTLING_BIT[sq]!;
    if ((code & 7) === KING) rights &= code & 8 ? 0xff : 0xff00;
  };
  remove(to);
  let lo = KING_LO[to]!;
  let hi = KING_HI[to]!;
  while (lo !== 0) {
    const sq = 31 - Math.clz32(lo & -lo);
    lo &= lo - 1;
    const code = squares[sq]!;
    if (code !== 0 && (code & 7) !== PAWN) remove(sq);
  }
  while (hi !== 0) {
    const sq = 63 - Math.clz32(hi & -hi);
    hi &= hi - 1;
    const code = squares[sq]!;
    if (code !== 0 && (code & 7) !== PAWN) remove(sq);
  }
  undo[top + VSTATE_SIZE] = count;
  let gone = pos.castlingBits ^ rights;
  while (gone !== 0) {
    const b = 31 - Math.clz32(gone & -gone);
    gone &= gone - 1;
    const sq = b < 8 ? b : b + 48;
    pos.keyLo ^= CASTLING_KEY_LO[sq]!;
    pos.keyHi ^= CASTLING_KEY_HI[sq]!;
  }
  pos.castlingBits = rights;
}

/** `unmake` for a variant position. */
export function variantUnmake(pos: Position): void {
  if (!coreOf(pos).effects) {
    pos.unmakeBoard();
    return;
  }
  const top = (pos.vtop -= VUNDO_STRIDE);
  const undo = pos.vundo;
  pos.vstate!.set(undo.subarray(top, top + VSTATE_SIZE));
  const m = (pos as VariantPosition).lastUndoMove();
  if (m & MOVE_DROP) {
    const to = (m >>> 6) & 63;
    const code = pos.squares[to]!;
    pos.squares[to] = 0;
    pos.flip(code, to);
    (pos as VariantPosition).popUndo();
    return;
  }
  // Exploded pieces back first: the capturer stands on `to` again for the board's unmake.
  const count = undo[top + VSTATE_SIZE]!;
  for (let k = 0; k < count; k++) {
    const sq = undo[top + VSTATE_SIZE + 1 + 2 * k]!;
    const code = undo[top + VSTATE_SIZE + 2 + 2 * k]!;
    pos.squares[sq] = code;
    pos.flip(code, sq);
  }
  pos.unmakeBoard();
}

/** A key for the variant's state, mixed into `hash()`: pockets, checks, promoted pieces. */
export function variantKey(vstate: Int32Array): [number, number] {
  let lo = 0x2545f491;
  let hi = 0x6c078965;
  for (let i = 0; i < VSTATE_SIZE; i++) {
    lo = Math.imul(lo ^ vstate[i]!, 0x9e3779b1);
    lo ^= lo >>> 15;
    hi = Math.imul(hi ^ vstate[i]!, 0x85ebca6b);
    hi ^= hi >>> 13;
  }
  return [lo, hi];
}
