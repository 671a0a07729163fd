// A game's summary from the replay that read it: its keys and clocks counted, never played again.
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import { samePosition } from './samePosition.js';
import type { Summary } from './summary.js';

/**
 * What a replay saw at each position (`replayMainline(game, { trace: true }).trace` of
 * notation): index 0 is the start, `i` the position after `i` moves.
 */
export interface MovesTrace {
  /** Each move as the move integer `Position.make` takes, in order. */
  readonly codes: readonly number[];
  /** The L-9.2.2 key (`Position.hash()`) of each position. */
  readonly keys: readonly number[];
  /** The halfmove clock of each position. */
  readonly clocks: readonly number[];
}

/**
 * The summary of the moves `trace` recorded from `start` to `final`: the occurrence counts
 * come from its keys, counted when asked (a position is compared only with those since the
 * last capture or pawn move, L-9.2.2), and `position(ply)` makes its move integers on one walker, back and forth
 * from where it last was, the first time a plugin asks (the last ply is `final` itself).
 */
export function tracedSummary(
  start: ReadonlyPosition,
  final: ReadonlyPosition,
  trace: MovesTrace,
): Summary {
  const { codes, keys, clocks } = trace;
  const plies = codes.length;
  // Only positions since the last capture or pawn move can match (L-9.2.2), every other ply
  // (the key holds the side to move, which alternates): as `PositionHistory` counts.
  const occurrences = (ply: number): number => {
    const key = keys[ply]!;
    let count = 1;
    for (let j = ply - 2, oldest = Math.max(0, ply - clocks[ply]!); j >= oldest; j -= 2)
      if (keys[j] === key) count++;
    return count;
  };
  let quietPlies = 0;
  for (let ply = 0; ply <= plies; ply++) if (clocks[ply]! > quietPlies) quietPlies = clocks[ply]!;
  // A position two quiet plies back or more is the nearest that can match.
  let repetitions = 1;
  if (quietPlies >= 2)
    for (let ply = 2; ply <= plies; ply++)
      if (clocks[ply]! >= 2) repetitions = Math.max(repetitions, occurrences(ply));
  // The shared walker while this summary holds it (see `walkerAt`), and its ply.
  const self = {};
  let walker: Position | undefined;
  let at = 0;
  return {
    start,
    final,
    plies,
    repetitions,
    quietPlies,
    key: (ply) => keys[ply]!,
    occurrences,
    // As a walk of the moves stores it.
    halfmoves: (ply) => Math.min(clocks[ply]!, 0xffff),
    position(ply) {
      if (ply === plies) return final;
      if (!walker || shared?.owner !== self) {
        walker = walkerAt(start, self);
        at = 0;
      }
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]!);
      return walker;
    },
  };
}

/**
 * One walker for every summary, with the summary that holds it: taken back to its start, it
 * serves the next game from an equal start with no position built and its undo records
 * already grown (a walk deep into a long game grows them a dozen times).
 */
let shared: { readonly walker: Position; owner: object } | undefined;

/** The shared walker at `start`, now held by `owner` (a summary that held it before lets go). */
function walkerAt(start: ReadonlyPosition, owner: object): Position {
  // A variant's state (pockets, checks given) is not all in what `samePosition` compares.
  if (shared && start.variant.standard) {
    const { walker } = shared;
    for (let n = walker.undoDepth; n > 0; n--) walker.unmake();
    if (samePosition(walker, start)) {
      shared.owner = owner;
      return walker;
    }
  }
  shared = { walker: start.clone(), owner };
  return shared.walker;
}
