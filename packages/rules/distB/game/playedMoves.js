class PlayedMoves {
  #arbiter;
  /** Final entries, and the board moves they were made from (a takeback replaces them). */
  #made = [];
  #from = [];
  #list = Object.freeze([]);
  #version = -1;
  constructor(arbiter) {
    this.#arbiter = arbiter;
  }
  /** The moves at the arbiter's last event. */
  list() {
    const arbiter = this.#arbiter;
    const version = arbiter.events.length;
    if (version === this.#version) return this.#list;
    const moves = arbiter.moves;
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
        this.#from.push(moves[i]);
      }
    }
    this.#version = version;
    this.#list = Object.freeze(out);
    return this.#list;
  }
  /** Move `i` with its notes and its draw offer mark (as `record/annotations.ts` places them). */
  #annotate(moves, i) {
    const arbiter = this.#arbiter;
    const move = moves[i];
    const previous = i > 0 ? moves[i - 1].event : -1;
    const next = i + 1 < moves.length ? moves[i + 1].event : arbiter.events.length;
    const notes = notesBetween(arbiter.rulings, previous, move.event);
    const events = arbiter.events;
    let drawOffer = false;
    for (let k = previous + 1; k < next && !drawOffer; k++) {
      const e = events[k];
      drawOffer = e.type === 'offer-draw' && e.by === move.side;
    }
    return Object.freeze({ ...move, drawOffer, notes: Object.freeze(notes) });
  }
}
function notesBetween(rulings, after, upTo) {
  let lo = 0;
  let hi = rulings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rulings[mid].event <= after) lo = mid + 1;
    else hi = mid;
  }
  let notes = [];
  for (let r = lo; r < rulings.length && rulings[r].event <= upTo; r++) {
    const ruling = rulings[r];
    if (ruling.kind === 'outcome') continue;
    if (ruling.kind === 'illegal-move-stood') notes = [];
    else notes.push(ruling);
  }
  return notes;
}

export { PlayedMoves };
//# sourceMappingURL=playedMoves.js.map
