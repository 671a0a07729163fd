// The game's state at one event, as a frozen snapshot whose costlier fields are computed on first read.
import { makeFen } from '@chesslaws/moves';
import type { Arbiter } from '../arbiter/arbiter.js';
import { annotateMoves } from '../record/annotations.js';
import type { PlayedMove } from './played.js';
import type { GameState } from './types.js';

/** A value computed on first read, then kept. */
function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

/**
 * The state of `arbiter` between events: what cannot change afterwards is captured now (a
 * copy of the position and of the move list), and the rest (FEN, notes, the lists' copies)
 * is derived from it on first read.
 */
export function snapshot(arbiter: Arbiter): GameState {
  const facts = arbiter.facts;
  const position = arbiter.position.clone();
  const clock = arbiter.clockView();
  const boardMoves = arbiter.moves.slice();
  const ruled = arbiter.rulings.length;
  const logged = arbiter.events.length;
  const status: GameState['status'] = facts.outcome
    ? 'over'
    : facts.awaiting
      ? 'awaiting-arbiter'
      : !facts.started
        ? 'ready'
        : clock?.status === 'paused'
          ? 'paused'
          : 'playing';
  const pending = facts.pendingIllegal;
  const awaiting = facts.awaiting;
  const rulings = lazy(() => Object.freeze(arbiter.rulings.slice(0, ruled)));
  const annotated = lazy(() =>
    annotateMoves(boardMoves, rulings(), arbiter.events.slice(0, logged)),
  );
  const fen = lazy(() => makeFen(position));
  const moves = lazy((): readonly PlayedMove[] => Object.freeze(annotated().moves));
  const offer = arbiter.standingOffer();
  const playedFrom = facts.playedFrom;
  return Object.freeze({
    version: logged,
    status,
    position,
    get fen() {
      return fen();
    },
    turn: position.turn,
    check: position.isCheck(),
    get moves() {
      return moves();
    },
    lastMove: boardMoves[boardMoves.length - 1]?.move,
    clock,
    outcome: facts.outcome,
    pendingOffer: offer,
    get rulings() {
      return rulings();
    },
    illegalMoves: facts.illegalMoves,
    touches: facts.touches,
    mustPlay: facts.mustPlay?.move,
    pendingIllegalMove: pending && {
      offender: pending.offender,
      move: pending.move,
      event: pending.event,
      rule: pending.rule,
      plugin: pending.plugin,
    },
    awaitingArbiter: awaiting && {
      rule: awaiting.rule,
      reason: awaiting.reason,
      event: awaiting.event,
      ...(awaiting.claim ? { claim: awaiting.claim } : {}),
    },
    get notes() {
      return annotated().notes.after;
    },
    get recordStart() {
      return {
        position: playedFrom.position,
        ply: playedFrom.ply,
        notes: annotated().notes.start,
      };
    },
  });
}
