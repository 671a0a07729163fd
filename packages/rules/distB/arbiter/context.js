class PluginContext {
  #source;
  #slot;
  constructor(source, slot) {
    this.#source = source;
    this.#slot = slot;
  }
  get setup() {
    return this.#source.setup;
  }
  get position() {
    return this.#source.position;
  }
  get history() {
    return this.#source.history;
  }
  get turn() {
    return this.#source.position.turn;
  }
  get moveNumber() {
    return this.#source.position.fullmoves;
  }
  get ply() {
    return this.#source.moves.length;
  }
  get moves() {
    return this.#source.moves;
  }
  get category() {
    return this.#source.category;
  }
  clock() {
    const call = this.#source.call;
    return this.#source.clockView(call.event?.at ?? call.at);
  }
  get illegalMoves() {
    return this.#source.illegalMoves;
  }
  get touches() {
    return this.#source.touches;
  }
  get pendingOffer() {
    return this.#source.standingOffer();
  }
  get rulings() {
    return this.#source.rulings;
  }
  get outcome() {
    return this.#source.outcome;
  }
  get events() {
    return this.#source.events;
  }
  get event() {
    return this.#source.call.event;
  }
  get index() {
    return this.#source.call.index;
  }
  get state() {
    return this.#source.state(this.#slot);
  }
}

export { PluginContext };
//# sourceMappingURL=context.js.map
