// What a record writes beside the moves, derived from the log: the arbiter's notes and `(=)`.
import type { GameEvent } from '../events/index.js';
import type { Ruling } from '../model/outcome.js';
import type { BoardMove, PlayedMove } from '../model/played.js';

/** The notes a record places around the moves. */
export interface RecordNotes {
  /** Each move's notes: what the arbiter ruled since the move before it. */
  readonly moves: readonly (readonly Ruling[])[];
  /**
   * What comes before the first move of the record: when an unclaimed illegal move stood
   * (L-A.5.2) and the record starts from the position it left, what was ruled up to then.
   */
  readonly start: readonly Ruling[];
  /** What was ruled after the last move. */
  readonly after: readonly Ruling[];
}

/**
 * The rulings as notes, placed as a PGN comment places them: each with the next move, the
 * rulings before an illegal move that stood with the record's start, the rest after the last
 * move. Outcomes are not notes (the record's result says them).
 */
export function recordNotes(moves: readonly BoardMove[], rulings: readonly Ruling[]): RecordNotes {
  const notes: Ruling[][] = [];
  let pending: Ruling[] = [];
  let start: Ruling[] = [];
  let next = 0;
  const take = (upTo: number) => {
    for (; next < rulings.length && rulings[next]!.event <= upTo; next++) {
      const ruling = rulings[next]!;
      if (ruling.kind === 'outcome') continue;
      if (ruling.kind === 'illegal-move-stood') {
        start = [...pending, ruling];
        pending = [];
      } else pending.push(ruling);
    }
  };
  for (const move of moves) {
    take(move.event);
    notes.push(pending);
    pending = [];
  }
  take(Number.POSITIVE_INFINITY);
  return { moves: notes, start, after: pending };
}

/**
 * Which moves carry a draw offer (`(=)`, L-9.1): an offer made on one's own move is written
 * with that move; an offer made after one's move (the opponent on move), with that last move.
 */
export function drawOfferMarks(
  moves: readonly BoardMove[],
  events: readonly GameEvent[],
): readonly boolean[] {
  const marks = moves.map(() => false);
  let after = 0; // the first move made after the offer's event
  for (const [index, event] of events.entries()) {
    if (event.type !== 'offer-draw') continue;
    while (after < moves.length && moves[after]!.event < index) after++;
    const next = moves[after];
    const last = moves[after - 1];
    if (next?.side === event.by) marks[after] = true;
    else if (last?.side === event.by) marks[after - 1] = true;
  }
  return marks;
}

/** The moves as the state lists them: the board's facts with their notes and offers. */
export function annotateMoves(
  moves: readonly BoardMove[],
  rulings: readonly Ruling[],
  events: readonly GameEvent[],
): { readonly moves: readonly PlayedMove[]; readonly notes: RecordNotes } {
  const notes = recordNotes(moves, rulings);
  const offers = drawOfferMarks(moves, events);
  return {
    moves: moves.map((move, i) => ({ ...move, drawOffer: offers[i]!, notes: notes.moves[i]! })),
    notes,
  };
}
