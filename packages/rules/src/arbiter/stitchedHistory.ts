// The repetition history across an unclaimed illegal move that stood (L-A.5.2): earlier positions count.
import type { PositionHistory } from '@chesslaws/termination';
import type { PriorPositions } from '../model/facts.js';

/** `prior` followed by the positions of `history`, as one list (what the next stitch keeps). */
export function priorOf(
  prior: PriorPositions | undefined,
  history: PositionHistory,
): PriorPositions {
  const keys: number[] = [];
  const clocks: number[] = [];
  for (let i = 0; i < (prior?.length ?? 0); i++) {
    keys.push(prior!.key(i));
    clocks.push(prior!.clock(i));
  }
  for (let i = 0; i < history.length; i++) {
    keys.push(history.key(i));
    clocks.push(history.halfmoveClock(i));
  }
  return { length: keys.length, key: (i) => keys[i]!, clock: (i) => clocks[i]! };
}

/**
 * `history` with the positions of `prior` in front, for termination's draw rules: a position
 * played after an illegal move stood is compared with those before it, as the Laws compare
 * any two positions (L-9.2.2). The position after the illegal move carries the halfmove clock
 * it had, so the window of comparable positions reaches back into `prior` exactly as far as
 * the illegal move allows. termination reads a history through `keys`, `key`, `length`,
 * `halfmoveClock` and the occurrence counts; those are stitched, the rest is `history`'s own
 * (`keys` builds the whole list: a hook that wants one key asks `key`).
 * (A PositionHistory cannot be built across a move that is not legal, so this is a view.)
 */
export function stitchHistory(prior: PriorPositions, history: PositionHistory): PositionHistory {
  // Every public member of a PositionHistory (the compiler checks); its private fields it has not.
  return new StitchedHistory(prior, history) as unknown as PositionHistory;
}

/** Every public member of a PositionHistory: what the view must have, checked by the compiler. */
type HistoryMembers = { [K in keyof PositionHistory]: PositionHistory[K] };

/**
 * The view {@link stitchHistory} returns: a plain class, not a Proxy, because a review asks
 * it for a key and a count at every ply it judges (a Proxy trap per property read cost more
 * than the rule it served).
 */
export class StitchedHistory implements HistoryMembers {
  readonly #prior: PriorPositions;
  readonly #history: PositionHistory;

  constructor(prior: PriorPositions, history: PositionHistory) {
    this.#prior = prior;
    this.#history = history;
  }

  #keyAt(i: number): number {
    const before = this.#prior.length;
    return i < before ? this.#prior.key(i) : this.#history.key(i - before);
  }

  #clockAt(i: number): number {
    const before = this.#prior.length;
    return i < before ? this.#prior.clock(i) : this.#history.halfmoveClock(i - before);
  }

  // ---- stitched: the positions of `prior`, then the history's ----

  get length(): number {
    return this.#prior.length + this.#history.length;
  }
  get keys(): readonly number[] {
    return Array.from({ length: this.length }, (_, i) => this.#keyAt(i));
  }
  key(index = this.length - 1): number {
    return this.#keyAt(index);
  }
  halfmoveClock(index = this.length - 1): number {
    return this.#clockAt(index);
  }
  occurrences(index = this.length - 1): number {
    const key = this.#keyAt(index);
    const oldest = Math.max(0, index - this.#clockAt(index));
    let count = 1;
    for (let j = index - 2; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count++;
    return count;
  }
  occurrencesOfNextKey(key: number): number {
    const last = this.length - 1;
    const oldest = Math.max(0, last - this.#clockAt(last));
    let count = 0;
    for (let j = last - 1; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count++;
    return count;
  }

  // ---- the history's own ----

  get start(): PositionHistory['start'] {
    return this.#history.start;
  }
  get current(): PositionHistory['current'] {
    return this.#history.current;
  }
  get position(): PositionHistory['position'] {
    return this.#history.position;
  }
  get moves(): PositionHistory['moves'] {
    return this.#history.moves;
  }
  peekPosition(): ReturnType<PositionHistory['peekPosition']> {
    return this.#history.peekPosition();
  }
  play(...args: Parameters<PositionHistory['play']>): ReturnType<PositionHistory['play']> {
    return this.#history.play(...args);
  }
  make(...args: Parameters<PositionHistory['make']>): ReturnType<PositionHistory['make']> {
    return this.#history.make(...args);
  }
  reserve(...args: Parameters<PositionHistory['reserve']>): void {
    this.#history.reserve(...args);
  }
  undo(): ReturnType<PositionHistory['undo']> {
    return this.#history.undo();
  }
  cutAt(...args: Parameters<PositionHistory['cutAt']>): ReturnType<PositionHistory['cutAt']> {
    return this.#history.cutAt(...args);
  }
  clone(): PositionHistory {
    return this.#history.clone();
  }
}

/** The stitched view of the last prior and history asked for, made again only when either changes. */
export class StitchedHistories {
  #last: { prior: PriorPositions; history: PositionHistory; view: PositionHistory } | undefined;

  /** `history` after `prior`, as one history (see {@link stitchHistory}). */
  of(prior: PriorPositions, history: PositionHistory): PositionHistory {
    const last = this.#last;
    if (last?.history === history && last.prior === prior) return last.view;
    const view = stitchHistory(prior, history);
    this.#last = { prior, history, view };
    return view;
  }
}
