// The repetition history across an unclaimed illegal move that stood (L-A.5.2): earlier positions count.
import type { PositionHistory } from '@chesslaws/termination';

/** Positions before the ones a history holds: their L-9.2.2 keys and halfmove clocks, oldest first. */
export interface PriorPositions {
  /** How many there are. */
  readonly length: number;
  /** The key of the `i`-th. */
  key(i: number): number;
  /** The halfmove clock of the `i`-th. */
  clock(i: number): number;
}

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
    keys.push(history.keys[i]!);
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
  const before = prior.length;
  const keyAt = (i: number) => (i < before ? prior.key(i) : history.keys[i - before]!);
  const clockAt = (i: number) => (i < before ? prior.clock(i) : history.halfmoveClock(i - before));
  const length = () => before + history.length;
  const stitched: Record<PropertyKey, unknown> = {
    key: (index = length() - 1) => keyAt(index),
    halfmoveClock: (index = length() - 1) => clockAt(index),
    occurrences(index = length() - 1) {
      const key = keyAt(index);
      const oldest = Math.max(0, index - clockAt(index));
      let count = 1;
      for (let j = index - 2; j >= oldest; j -= 2) if (keyAt(j) === key) count++;
      return count;
    },
    occurrencesOfNextKey(key: number) {
      const last = length() - 1;
      const oldest = Math.max(0, last - clockAt(last));
      let count = 0;
      for (let j = last - 1; j >= oldest; j -= 2) if (keyAt(j) === key) count++;
      return count;
    },
  };
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(history, {
    get(target, property) {
      if (property === 'length') return length();
      if (property === 'keys') return Array.from({ length: length() }, (_, i) => keyAt(i));
      if (property in stitched) return stitched[property];
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // The history's methods read its private fields: call them on the history itself.
      let fn = bound.get(property);
      if (!fn) bound.set(property, (fn = value.bind(target)));
      return fn;
    },
  });
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
