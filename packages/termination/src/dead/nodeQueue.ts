/**
 * A binary min-heap of search-node indices by an integer priority; among equal priorities the
 * newest node comes first (the search then runs depth-first along its best line).
 */
export class NodeQueue {
  #nodes = new Int32Array(256);
  #keys = new Float64Array(256);
  #size = 0;

  /** The number of queued nodes. */
  get size(): number {
    return this.#size;
  }

  /** Queues `node` with `priority` (smaller first); `node` indices must grow over time. */
  push(node: number, priority: number): void {
    if (this.#size === this.#nodes.length) this.#grow();
    // One sortable key: priority first, then the newer node.
    const key = priority * 4294967296 - node;
    const nodes = this.#nodes;
    const keys = this.#keys;
    let i = this.#size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      nodes[i] = nodes[parent]!;
      keys[i] = keys[parent]!;
      i = parent;
    }
    nodes[i] = node;
    keys[i] = key;
  }

  /** Removes and returns the node with the smallest priority (the queue must not be empty). */
  pop(): number {
    const nodes = this.#nodes;
    const keys = this.#keys;
    const top = nodes[0]!;
    const size = --this.#size;
    const lastNode = nodes[size]!;
    const lastKey = keys[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= lastKey) break;
      nodes[i] = nodes[child]!;
      keys[i] = keys[child]!;
      i = child;
    }
    nodes[i] = lastNode;
    keys[i] = lastKey;
    return top;
  }

  #grow(): void {
    const nodes = new Int32Array(this.#nodes.length * 2);
    nodes.set(this.#nodes);
    this.#nodes = nodes;
    const keys = new Float64Array(this.#keys.length * 2);
    keys.set(this.#keys);
    this.#keys = keys;
  }
}
