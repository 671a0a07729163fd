/**
 * `VariantPosition`: the position of a variant that has an engine (every variant but standard
 * chess and Chess960). Its engine makes it (`engine.create`), and it answers what `Position`
 * answers by standard chess's rules from the engine instead: moves, make and unmake, check,
 * ends, the variant's state (pockets, counters). `Position` never imports it, so a bundle of
 * standard chess carries none of this dispatch.
 * @internal
 * @packageDocumentation
 */
import { type Color, type Role, type Square, SquareSet } from '@chesslaws/board';
import type { Move } from '../move.js';
import * as move from '../move.js';
import { castlingKingsOf, IllegalMoveError, Position, UNDO_STRIDE } from '../position.js';
import type { Pocket, Setup } from '../setup.js';
import { type PositionOptions, type PositionProblem, validCastlingRights } from '../validate.js';
import type { Variant, VariantOutcome } from '../variant.js';
import { EP_KEY_HI, EP_KEY_LO, joinKey } from '../zobrist.js';
import type { VariantEngine } from './engine.js';

const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const MOVE_KIND_MASK = move.MOVE_KIND_MASK;
// The undo stack of the variant's state before the first `make` (never written).
const NO_UNDO = new Int32Array(0);
// Scratch buffer for the queries answered from a move list.
const scratch = new Int32Array(1024);

/** A position of a variant played by its engine. @internal */
export class VariantPosition extends Position {
  declare readonly engine: VariantEngine;
  declare readonly vstate: Int32Array;

  constructor(
    chess960: boolean,
    variant: Variant,
    engine: VariantEngine,
    vstate: Int32Array,
    bbLo: Int32Array,
    bbHi: Int32Array,
    squares: Uint8Array,
  ) {
    super(chess960, variant, bbLo, bbHi, squares);
    this.engine = engine;
    this.vstate = vstate;
    this.vundo = NO_UNDO;
    this.vtop = 0;
  }

  /** Writes an undo record for a move `makeBoard` does not play (a drop). @internal */
  pushUndo(m: number, captured: number): void {
    const top = this.undoTop;
    if (top + UNDO_STRIDE > this.undoStack.length) this.growUndoStack();
    const undo = this.undoStack;
    undo[top] = m;
    undo[top + 1] = captured;
    undo[top + 2] = this.castlingBits;
    undo[top + 4] = this.ep;
    undo[top + 5] = this.halfmoveClock;
    undo[top + 6] = this.keyLo;
    undo[top + 7] = this.keyHi;
    this.undoTop = top + UNDO_STRIDE;
  }

  /** The move integer of the last undo record. @internal */
  lastUndoMove(): number {
    return this.undoStack[this.undoTop - UNDO_STRIDE]!;
  }

  /** Takes back the counters, key and side of the last undo record, not its pieces. @internal */
  popUndo(): void {
    const top = (this.undoTop -= UNDO_STRIDE);
    const undo = this.undoStack;
    this.castlingBits = undo[top + 2]!;
    this.ep = undo[top + 4]!;
    this.halfmoveClock = undo[top + 5]!;
    this.keyLo = undo[top + 6]!;
    this.keyHi = undo[top + 7]!;
    const us = this.side ^ 8;
    this.side = us;
    if (us === 8) this.fullmoveNumber--;
  }

  override clone(opts?: { readonly undo?: boolean }): Position {
    const copy = new VariantPosition(
      this.chess960,
      this.variant,
      this.engine,
      new Int32Array(this.vstate),
      new Int32Array(this.bbLo),
      new Int32Array(this.bbHi),
      new Uint8Array(this.squares),
    );
    const undo = opts?.undo !== false;
    this.copyTo(copy, undo);
    if (undo && this.vtop > 0) {
      copy.vundo = this.vundo.slice(0, this.vtop);
      copy.vtop = this.vtop;
    }
    return copy;
  }

  protected override load(setup: Setup): void {
    const variant = this.variant;
    this.castlingKings = castlingKingsOf(
      this,
      variant.pieceRoles.indexOf(variant.castlingPieces.king),
    );
    this.engine.load(this, setup);
  }

  override pocket(color: Color): Pocket {
    return this.engine.pocket(this, color);
  }

  override get promoted(): SquareSet {
    return this.engine.promoted(this);
  }

  override get remainingChecks(): { readonly white: number; readonly black: number } | undefined {
    return this.engine.remainingChecks(this);
  }

  override get counting(): { readonly limit: number; readonly ply: number } | undefined {
    return this.engine.counting(this);
  }

  override outcome(): VariantOutcome | undefined {
    return this.engine.outcome(this);
  }

  override isVariantEnd(): boolean {
    return this.engine.end(this) !== undefined;
  }

  override kingSquare(color: Color): Square | undefined {
    return this.piecesOf(color, this.variant.royal ?? 'king').singleSquare();
  }

  override roleCode(role: Role): number {
    return Math.max(0, this.variant.pieceRoles.indexOf(role));
  }

  override legalEpSquare(): Square | undefined {
    if (this.ep === -1) return undefined;
    const n = this.engine.generate(this, scratch, 0);
    for (let i = 0; i < n; i++)
      if ((scratch[i]! & MOVE_KIND_MASK) === MOVE_EN_PASSANT) return this.ep;
    return undefined;
  }

  override toSetup(): Setup {
    const setup = super.toSetup();
    this.engine.save(this, setup);
    return setup;
  }

  override generate(buffer: Int32Array, offset = 0): number {
    return this.engine.generate(this, buffer, offset) - offset;
  }

  override generateFrom(buffer: Int32Array, offset: number, from: Square): number {
    return this.engine.movesWhere(this, buffer, offset, from, -1, 0);
  }

  override generateTo(buffer: Int32Array, offset: number, to: Square, role?: Role): number {
    return this.engine.movesWhere(
      this,
      buffer,
      offset,
      -1,
      to,
      role === undefined ? 0 : this.roleCode(role),
    );
  }

  override uniqueMoveTo(
    to: Square,
    role: number,
    fromFile: number,
    fromRank: number,
    promotion: number,
  ): number {
    const n = this.engine.movesWhere(this, scratch, 0, -1, to, role);
    let found = 0;
    for (let k = 0; k < n; k++) {
      const m = scratch[k]!;
      if (((m >>> 12) & 7) !== promotion) continue;
      const from = m & 63;
      if (
        (fromFile !== -1 && (from & 7) !== fromFile) ||
        (fromRank !== -1 && from >> 3 !== fromRank)
      )
        continue;
      if (found !== 0) return 0;
      found = m;
    }
    return found;
  }

  override hasLegalMoves(): boolean {
    return this.engine.generate(this, scratch, 0) > 0;
  }

  override encodeLegal(move: Move): number {
    return this.engine.encode(this, move);
  }

  override play(move: Move): void {
    const legal = this.engine.encode(this, move);
    if (legal === 0) throw new IllegalMoveError(move);
    this.makeWithoutUndo(legal);
  }

  override makeWithoutUndo(m: number): void {
    const vtop = this.vtop;
    super.makeWithoutUndo(m);
    this.vtop = vtop;
  }

  override isCheck(): boolean {
    return this.engine.inCheck(this);
  }

  override attackersOf(
    square: Square,
    color: Color,
    occupied: SquareSet = this.occupied(),
  ): SquareSet {
    const [lo, hi] = this.engine.attackers(
      this,
      square,
      color === 'white' ? 0 : 8,
      occupied.lo,
      occupied.hi,
    );
    return new SquareSet(lo!, hi!);
  }

  override checkers(): SquareSet {
    const [lo, hi] = this.engine.checkers(this);
    return new SquareSet(lo!, hi!);
  }

  override pinned(): SquareSet {
    const [lo, hi] = this.engine.pinned(this);
    return new SquareSet(lo!, hi!);
  }

  override isCheckmate(): boolean {
    return this.outcome()?.rule === 'L-5.1.1';
  }

  override isStalemate(): boolean {
    return this.outcome()?.rule === 'L-5.2.1';
  }

  override isCastling(move: Move): boolean {
    return this.variant.castling && super.isCastling(move);
  }

  protected override castlingRookCode(): number {
    const variant = this.variant;
    return this.side | Math.max(0, variant.pieceRoles.indexOf(variant.castlingPieces.rook));
  }

  // The castling piece is the one on the square the rights castle with (not any king).
  protected override isCastlingKing(from: Square): boolean {
    const white = this.side === 0;
    const rights = white ? this.castlingBits & 0xff : this.castlingBits >>> 8;
    const king = white ? this.castlingKings & 63 : this.castlingKings >>> 6;
    return rights !== 0 && from === king && this.squares[from] !== 0;
  }

  override hash(): number {
    const [vLo, vHi] = this.engine.key(this);
    const lo = this.keyLo ^ vLo!;
    const hi = this.keyHi ^ vHi!;
    if (this.legalEpSquare() !== undefined)
      return joinKey(lo ^ EP_KEY_LO[this.ep & 7]!, hi ^ EP_KEY_HI[this.ep & 7]!);
    return joinKey(lo, hi);
  }

  override make(m: number): void {
    this.engine.make(this, m);
  }

  override unmake(): void {
    this.engine.unmake(this);
  }
}

/** The problems an engine found, as the variant's `validate` hook leaves them. */
export const withHook = (
  variant: Variant,
  setup: Setup,
  problems: PositionProblem[],
): PositionProblem[] => (variant.validate ? variant.validate(setup, problems) : problems);

/** `VariantEngine.castlingRights`: the rights that can stand, with the variant's castling pieces. */
export const castlingRightsOf = (
  variant: Variant,
  setup: Setup,
  opts: PositionOptions,
): SquareSet =>
  variant.castling
    ? validCastlingRights(
        setup,
        opts.chess960 ?? variant.chess960,
        variant.castlingPieces.king,
        variant.castlingPieces.rook,
      )
    : SquareSet.empty();

/**
 * `VariantEngine.create`: an empty position of `variant` played by this engine, on the arrays
 * given (the engine is `this`).
 */
export function createPosition(
  this: VariantEngine,
  chess960: boolean,
  variant: Variant,
  bbLo: Int32Array,
  bbHi: Int32Array,
  squares: Uint8Array,
): Position {
  return new VariantPosition(
    chess960,
    variant,
    this,
    new Int32Array(this.stateSize),
    bbLo,
    bbHi,
    squares,
  );
}
