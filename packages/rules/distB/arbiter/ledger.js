class Ledger {
  #events = [];
  #moves = [];
  #rulings = [];
  /** Each press that stood: whose, and that side's total thinking time then (for `spent`); two numbers each, no object. */
  #pressSides = [];
  #pressThinking = [];
  #journal = [];
  /** The log. */
  get events() {
    return this.#events;
  }
  /** The moves made. */
  get moves() {
    return this.#moves;
  }
  /** The rulings. */
  get rulings() {
    return this.#rulings;
  }
  /** How many presses stand (the `presses` of a {@link LedgerMark}). */
  get presses() {
    return this.#pressSides.length;
  }
  /** Where the lists stand now. */
  mark() {
    return {
      moves: this.#moves.length,
      rulings: this.#rulings.length,
      presses: this.#pressSides.length,
    };
  }
  /** Undoes everything since `mark`, last first. */
  rollback(mark) {
    if (this.#journal.length > 0) {
      for (let i = this.#journal.length - 1; i >= 0; i--) this.#journal[i]();
      this.#journal = [];
    }
    if (this.#moves.length !== mark.moves) this.#moves.length = mark.moves;
    if (this.#rulings.length !== mark.rulings) this.#rulings.length = mark.rulings;
    if (this.#pressSides.length !== mark.presses) {
      this.#pressSides.length = mark.presses;
      this.#pressThinking.length = mark.presses;
    }
  }
  /** Appends the committed event; the draft's changes stand. */
  commit(event) {
    this.#events.push(event);
    if (this.#journal.length > 0) this.#journal = [];
  }
  /** Runs `undo` if the draft is dropped (for changes the lists cannot cut off). */
  onRollback(undo) {
    this.#journal.push(undo);
  }
  /** Records a move. */
  addMove(move) {
    this.#moves.push(move);
  }
  /** Drops the last move (a takeback). */
  popMove() {
    const last = this.#moves.pop();
    if (last) this.onRollback(() => this.#moves.push(last));
  }
  /** Records a press; returns `side`'s thinking time at its previous press (0 before the first). */
  addPress(side, thinking) {
    const sides = this.#pressSides;
    let last = 0;
    for (let i = sides.length - 1; i >= 0; i--)
      if (sides[i] === side) {
        last = this.#pressThinking[i];
        break;
      }
    sides.push(side);
    this.#pressThinking.push(thinking);
    return last;
  }
  /** Drops the last press (taken back). */
  popPress() {
    const side = this.#pressSides.pop();
    if (side === void 0) return;
    const thinking = this.#pressThinking.pop();
    this.onRollback(() => {
      this.#pressSides.push(side);
      this.#pressThinking.push(thinking);
    });
  }
  /** Records a ruling. */
  addRuling(ruling) {
    this.#rulings.push(ruling);
  }
}

export { Ledger };
//# sourceMappingURL=ledger.js.map
