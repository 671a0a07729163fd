import { makeFen } from '@chesslaws/moves';
import { annotateMoves } from './annotations.js';

class StateSnapshot {
  version;
  status;
  position;
  turn;
  check;
  lastMove;
  clock;
  outcome;
  pendingOffer;
  illegalMoves;
  touches;
  boundPiece;
  mustPlay;
  pendingIllegalMove;
  awaitingArbiter;
  #arbiter;
  #boardMoves;
  moves;
  #ruled;
  #playedFrom;
  #fen;
  #rulings;
  #annotated;
  constructor(arbiter, moves) {
    const facts = arbiter.facts;
    const position = arbiter.position.clone();
    const clock = frozenView(arbiter.clockView());
    this.#arbiter = arbiter;
    this.#boardMoves = moves;
    this.moves = moves;
    this.#ruled = arbiter.rulings.length;
    this.#playedFrom = facts.playedFrom;
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
  get fen() {
    this.#fen ??= makeFen(this.position);
    return this.#fen;
  }
  get rulings() {
    this.#rulings ??= Object.freeze(this.#arbiter.rulings.slice(0, this.#ruled));
    return this.#rulings;
  }
  #annotations() {
    this.#annotated ??= annotateMoves(
      this.#boardMoves,
      this.rulings,
      this.#arbiter.events.slice(0, this.version),
    );
    return this.#annotated;
  }
  get notes() {
    return this.#annotations().notes.after;
  }
  get recordStart() {
    return {
      position: this.#playedFrom.position.clone(),
      ply: this.#playedFrom.ply,
      notes: this.#annotations().notes.start,
    };
  }
  /** Every field, the derived ones included, as plain data (what `JSON.stringify` writes). */
  toJSON() {
    const { fen, moves, rulings, notes, recordStart } = this;
    return { ...this, fen, moves, rulings, notes, recordStart };
  }
}
function frozenView(view) {
  if (!view) return void 0;
  for (const value of Object.values(view))
    if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value))
        if (typeof inner === 'object' && inner !== null) Object.freeze(inner);
      Object.freeze(value);
    }
  return Object.freeze(view);
}
function snapshot(arbiter, moves) {
  return new StateSnapshot(arbiter, moves);
}

export { snapshot };
//# sourceMappingURL=snapshot.js.map
