// The moves as the state lists them, each made once: a UI that reads them after every move pays O(1).
import type { Arbiter } from '../arbiter/arbiter.js';
import type { Ruling } from '../model/outcome.js';
import type { BoardMove, PlayedMove } from '../model/played.js';

/**
 * The game's moves with what a record writes beside them (the arbiter's notes, `(=)`), made
 * move by move and kept: a move's notes are the rulings since the move before it, and its draw
 * offer mark can change only until the next move is made, so every move but the last is final
 * once made. The list a state hands out is a frozen copy of these frozen objects.
 */
export class PlayedMoves {
  readonly #arbiter: Arbiter;
  /** Final entries, and the board moves they were made from (a takeback replaces them). */
  readonly #made: PlayedMove[] = [];
  readonly #from: BoardMove[] = [];
  #list: readonly PlayedMove[] = Object.freeze([]);
  #version = -1;

  constructor(arbiter: Arbiter) {
    this.#arbiter = arbiter;
  }

  /** The moves at the arbiter's last event. */
  list(): readonly PlayedMove[] {
    const arbiter = this.#arbiter;
    const version = arbiter.events.length;
    if (version === this.#version) return this.#list;
    const moves = arbiter.moves;
    // Keep what is still final: the same board moves, all but the last.
    let kept = Math.min(this.#made.length, Math.max(0, moves.length - 1));
    for (let i = 0; i < kept; i++)
      if (this.#from[i] !== moves[i]) {
        kept = i;
        break;
      }
    this.#made.length = kept;
    this.#from.length = kept;
    const out = this.#made.slice();
    for (let i = kept; i < moves.length; i++) {
      const played = this.#annotate(moves, i);
      out.push(played);
      if (i < moves.length - 1) {
        this.#made.push(played);
        this.#from.push(moves[i]!);
      }
    }
    this.#version = version;
    this.#list = Object.freeze(out);
    return this.#list;
  }

  /** Move `i` with its notes and its draw offer mark (as `record/annotations.ts` places them). */
  #annotate(moves: readonly BoardMove[], i: number): PlayedMove {
    const arbiter = this.#arbiter;
    const move = moves[i]!;
    const previous = i > 0 ? moves[i - 1]!.event : -1;
    const next = i + 1 < moves.length ? moves[i + 1]!.event : arbiter.events.length;
    const notes = notesBetween(arbiter.rulings, previous, move.event);
    const events = arbiter.events;
    let drawOffer = false;
    // An offer made on one's own move, or after it while the opponent thinks, is written with it.
    for (let k = previous + 1; k < next && !drawOffer; k++) {
      const e = events[k]!;
      drawOffer = e.type === 'offer-draw' && e.by === move.side;
    }
    return Object.freeze({ ...move, drawOffer, notes: Object.freeze(notes) });
  }
}

/** The rulings of events in `(after, upTo]`, outcomes left out; an illegal move that stood starts them anew. */
function notesBetween(rulings: readonly Ruling[], after: number, upTo: number): Ruling[] {
  let lo = 0;
  let hi = rulings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rulings[mid]!.event <= after) lo = mid + 1;
    else hi = mid;
  }
  let notes: Ruling[] = [];
  for (let r = lo; r < rulings.length && rulings[r]!.event <= upTo; r++) {
    const ruling = rulings[r]!;
    if (ruling.kind === 'outcome') continue;
    if (ruling.kind === 'illegal-move-stood') notes = [];
    else notes.push(ruling);
  }
  return notes;
}
