function priorOf(prior, history) {
  const keys = [];
  const clocks = [];
  for (let i = 0; i < (prior?.length ?? 0); i++) {
    keys.push(prior.key(i));
    clocks.push(prior.clock(i));
  }
  for (let i = 0; i < history.length; i++) {
    keys.push(history.key(i));
    clocks.push(history.halfmoveClock(i));
  }
  return { length: keys.length, key: (i) => keys[i], clock: (i) => clocks[i] };
}
function stitchHistory(prior, history) {
  return new StitchedHistory(prior, history);
}
class StitchedHistory {
  #prior;
  #history;
  constructor(prior, history) {
    this.#prior = prior;
    this.#history = history;
  }
  #keyAt(i) {
    const before = this.#prior.length;
    return i < before ? this.#prior.key(i) : this.#history.key(i - before);
  }
  #clockAt(i) {
    const before = this.#prior.length;
    return i < before ? this.#prior.clock(i) : this.#history.halfmoveClock(i - before);
  }
  // ---- stitched: the positions of `prior`, then the history's ----
  get length() {
    return this.#prior.length + this.#history.length;
  }
  get keys() {
    return Array.from({ length: this.length }, (_, i) => this.#keyAt(i));
  }
  key(index = this.length - 1) {
    return this.#keyAt(index);
  }
  halfmoveClock(index = this.length - 1) {
    return this.#clockAt(index);
  }
  occurrences(index = this.length - 1) {
    const key = this.#keyAt(index);
    const oldest = Math.max(0, index - this.#clockAt(index));
    let count = 1;
    for (let j = index - 2; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count++;
    return count;
  }
  occurrencesOfNextKey(key) {
    const last = this.length - 1;
    const oldest = Math.max(0, last - this.#clockAt(last));
    let count = 0;
    for (let j = last - 1; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count++;
    return count;
  }
  // ---- the history's own ----
  get start() {
    return this.#history.start;
  }
  get current() {
    return this.#history.current;
  }
  get position() {
    return this.#history.position;
  }
  get moves() {
    return this.#history.moves;
  }
  peekPosition() {
    return this.#history.peekPosition();
  }
  play(...args) {
    return this.#history.play(...args);
  }
  make(...args) {
    return this.#history.make(...args);
  }
  reserve(...args) {
    this.#history.reserve(...args);
  }
  undo() {
    return this.#history.undo();
  }
  cutAt(...args) {
    return this.#history.cutAt(...args);
  }
  clone() {
    return this.#history.clone();
  }
}
class StitchedHistories {
  #last;
  /** `history` after `prior`, as one history (see {@link stitchHistory}). */
  of(prior, history) {
    const last = this.#last;
    if (last?.history === history && last.prior === prior) return last.view;
    const view = stitchHistory(prior, history);
    this.#last = { prior, history, view };
    return view;
  }
}

export { priorOf, StitchedHistories, StitchedHistory, stitchHistory };
//# sourceMappingURL=stitchedHistory.js.map
