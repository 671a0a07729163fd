/**
 * A set of position keys (53-bit integers from `pos.hash()`), open addressing over a
 * `Float64Array`: several times faster than `Set<number>` for keys beyond 31 bits.
 */
export class PositionSet {
  #table: Float64Array;
  #mask: number;
  #size = 0;

  constructor(capacity = 1 << 9) {
    this.#table = new Float64Array(capacity).fill(-1);
    this.#mask = capacity - 1;
  }

  /** The number of keys held. */
  get size(): number {
    return this.#size;
  }

  /** Adds `key` (a non-negative safe integer); false when it was already there. */
  add(key: number): boolean {
    if (this.#size * 2 >= this.#table.length) this.#grow();
    const table = this.#table;
    let i = ((key >>> 0) ^ Math.floor(key / 4294967296)) & this.#mask;
    for (;;) {
      const slot = table[i]!;
      if (slot === key) return false;
      if (slot === -1) {
        table[i] = key;
        this.#size++;
        return true;
      }
      i = (i + 1) & this.#mask;
    }
  }

  #grow(): void {
    const old = this.#table;
    this.#table = new Float64Array(old.length * 2).fill(-1);
    this.#mask = this.#table.length - 1;
    this.#size = 0;
    for (const key of old) if (key !== -1) this.add(key);
  }
}
