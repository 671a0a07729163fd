// The game's state at one event, as a frozen snapshot whose costlier fields are computed on first read.
import type { ByColor } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { type Move, makeFen, type Position } from '@chesslaws/moves';
import type { Arbiter } from '../arbiter/arbiter.js';
import type { BoundPiece, PendingIllegal, StoodIllegal } from '../model/facts.js';
import type { GameOutcome, Ruling } from '../model/outcome.js';
import type {
  ArbiterNeeded,
  BoardMove,
  IntendedMove,
  LineMove,
  PendingIllegalMove,
  PlayedMove,
} from '../model/played.js';
import type { DrawOffer, Touch } from '../model/setup.js';
import { annotateMoves } from './annotations.js';
import { boardLine } from './line.js';
import type { GameState } from './types.js';

/**
 * The state of an arbiter between events: what cannot change afterwards is captured when it
 * is made (a copy of the position and of the move list), and the rest (FEN, notes, the lists'
 * copies) is derived from it on first read. A class, so every snapshot shares one hidden class
 * and its getters (an object literal with getter closures gets a hidden class of its own).
 */
class StateSnapshot implements GameState {
  readonly version: number;
  readonly status: GameState['status'];
  readonly position: Position;
  readonly turn: GameState['turn'];
  readonly check: boolean;
  readonly lastMove: Move | undefined;
  readonly clock: ClockView | undefined;
  readonly outcome: GameOutcome | undefined;
  readonly pendingOffer: DrawOffer | undefined;
  readonly illegalMoves: Readonly<ByColor<number>>;
  readonly touches: readonly Touch[];
  readonly boundPiece: BoundPiece | undefined;
  readonly mustPlay: IntendedMove | undefined;
  readonly pendingIllegalMove: PendingIllegalMove | undefined;
  readonly awaitingArbiter: ArbiterNeeded | undefined;
  readonly #arbiter: Arbiter;
  readonly #boardMoves: readonly BoardMove[];
  readonly moves: readonly PlayedMove[];
  readonly #ruled: number;
  readonly #playedFrom: { readonly position: Position; readonly ply: number };
  readonly #stood: readonly StoodIllegal[];
  readonly #pending: PendingIllegal | undefined;
  #line: readonly LineMove[] | undefined;
  #fen: string | undefined;
  #rulings: readonly Ruling[] | undefined;
  #annotated: ReturnType<typeof annotateMoves> | undefined;

  constructor(arbiter: Arbiter, moves: readonly PlayedMove[]) {
    const facts = arbiter.facts;
    const position = arbiter.position.clone();
    const clock = frozenView(arbiter.clockView());
    this.#arbiter = arbiter;
    this.#boardMoves = moves;
    this.moves = moves;
    this.#ruled = arbiter.rulings.length;
    this.#playedFrom = facts.playedFrom;
    this.#stood = facts.stood;
    this.#pending = facts.pendingIllegal;
    this.version = arbiter.events.length;
    this.status = facts.outcome
      ? 'over'
      : facts.awaiting
        ? 'awaiting-arbiter'
        : !facts.started
          ? 'ready'
          : clock?.status === 'paused'
            ? 'paused'
            : 'playing';
    this.position = position;
    this.turn = position.turn;
    this.check = position.isCheck();
    this.lastMove = this.#boardMoves[this.#boardMoves.length - 1]?.move;
    this.clock = clock;
    this.outcome = facts.outcome;
    this.pendingOffer = arbiter.standingOffer();
    this.illegalMoves = Object.freeze({ ...facts.illegalMoves });
    this.touches = Object.freeze(facts.touches.map((t) => Object.freeze({ ...t })));
    this.boundPiece = facts.bound && Object.freeze({ ...facts.bound });
    this.mustPlay = facts.mustPlay && Object.freeze({ ...facts.mustPlay.move });
    const pending = facts.pendingIllegal;
    this.pendingIllegalMove =
      pending &&
      Object.freeze({
        offender: pending.offender,
        move: pending.move,
        event: pending.event,
        rule: pending.rule,
        plugin: pending.plugin,
      });
    const awaiting = facts.awaiting;
    this.awaitingArbiter =
      awaiting &&
      Object.freeze({
        rule: awaiting.rule,
        reason: awaiting.reason,
        event: awaiting.event,
        ...(awaiting.claim ? { claim: Object.freeze({ ...awaiting.claim }) } : {}),
      });
    Object.freeze(this);
  }

  get fen(): string {
    this.#fen ??= makeFen(this.position);
    return this.#fen;
  }

  get rulings(): readonly Ruling[] {
    this.#rulings ??= Object.freeze(this.#arbiter.rulings.slice(0, this.#ruled));
    return this.#rulings;
  }

  #annotations(): ReturnType<typeof annotateMoves> {
    this.#annotated ??= annotateMoves(
      this.#boardMoves,
      this.rulings,
      this.#arbiter.events.slice(0, this.version),
    );
    return this.#annotated;
  }

  get line(): readonly LineMove[] {
    this.#line ??= Object.freeze(
      boardLine(this.#arbiter.setup.position, this.#boardMoves, this.#stood, this.#pending).map(
        (entry) => Object.freeze(entry),
      ),
    );
    return this.#line;
  }

  get notes(): readonly Ruling[] {
    return this.#annotations().notes.after;
  }

  get recordStart(): GameState['recordStart'] {
    return {
      position: this.#playedFrom.position.clone(),
      ply: this.#playedFrom.ply,
      notes: this.#annotations().notes.start,
    };
  }

  /** Every field, the derived ones included, as plain data (what `JSON.stringify` writes). */
  toJSON(): object {
    const { fen, moves, line, rulings, notes, recordStart } = this;
    return { ...this, fen, moves, line, rulings, notes, recordStart };
  }
}

/** A clock view, frozen at every depth: a snapshot is shared by every reader of one version. */
function frozenView(view: ClockView | undefined): ClockView | undefined {
  if (!view) return undefined;
  for (const value of Object.values(view))
    if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value))
        if (typeof inner === 'object' && inner !== null) Object.freeze(inner);
      Object.freeze(value);
    }
  return Object.freeze(view);
}

/** The state of `arbiter` between events, with its moves as the state lists them (see {@link StateSnapshot}). */
export function snapshot(arbiter: Arbiter, moves: readonly PlayedMove[]): GameState {
  return new StateSnapshot(arbiter, moves);
}
