// A game's positions in a few numbers: a quick count for every game, the exact walk only when asked.

import type { Color } from '@chesslaws/board';
import type { Move, Position, ReadonlyPosition } from '@chesslaws/moves';
import { say } from '../messages/say.js';
import type { ClaimKind } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import type { MovesSummary } from '../plugin/movesSummary.js';
import { quickCount } from './quickCount.js';

/** A {@link MovesSummary} with what a review reads besides: each position's key. */
export interface Summary extends MovesSummary {
  /** Set by the review before each screening. */
  wanted?: ReadonlySet<ClaimKind>;
  /** Set by the review when it is asked about a flag. */
  flag?: Color;
  /** The L-9.2.2 key at `ply`. */
  key(ply: number): number;
}

/** Each position's key, halfmove clock and count, and a walker that moves to any ply. */
interface Walk {
  readonly keys: number[];
  readonly clocks: Uint16Array;
  readonly counts: Uint16Array;
  position(ply: number): ReadonlyPosition;
}

/**
 * Walks `moves` from `start` on a position, keeping each position's key, halfmove clock and
 * count, and the walker itself (with its undo records), so `position(ply)` moves back and
 * forth from where it last was: a binary search or a walk down the plies costs about one
 * pass in all. Returns the ply of the first move that is not legal instead.
 */
function walk(start: ReadonlyPosition, moves: readonly Move[]): Walk | number {
  const walker: Position = start.clone();
  const codes = new Int32Array(moves.length);
  const keys = new Array<number>(moves.length + 1);
  const clocks = new Uint16Array(moves.length + 1);
  const counts = new Uint16Array(moves.length + 1);
  // Positions since the last capture or pawn move, by key: only those can repeat (L-9.2.2).
  const seen = new Map<number, number>();
  const note = (ply: number) => {
    const key = walker.hash();
    const clock = walker.halfmoves;
    if (clock === 0) seen.clear();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    keys[ply] = key;
    clocks[ply] = Math.min(clock, 0xffff);
    counts[ply] = count;
  };
  note(0);
  for (let i = 0; i < moves.length; i++) {
    const m = walker.encodeLegal(moves[i]!);
    if (m === 0) return i;
    codes[i] = m;
    walker.make(m);
    note(i + 1);
  }
  let at = moves.length;
  return {
    keys,
    clocks,
    counts,
    position(ply) {
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]!);
      return walker;
    },
  };
}

/** `ERR_RULES_ILLEGAL_MOVE` for the move of `ply` (0: the first). */
export const illegal = (ply: number) =>
  new RulesError('ERR_RULES_ILLEGAL_MOVE', say.moveNotLegal(ply), { ply });

/**
 * The summary of `moves` from `start`. Its `quietPlies` and its `repetitions` (an upper
 * bound) come from a quick count that plays no move on a position, so a game no plugin may
 * rule on costs a few array writes a ply; `occurrences`, `halfmoves`, `key` and `position`
 * walk the moves on a position the first time one is asked. With `final` (the position after
 * the moves, from the replay that read them) the moves are trusted to be legal, and an
 * illegal one is found by that walk (`ERR_RULES_ILLEGAL_MOVE`, thrown); without, the walk is
 * made at once and an illegal move is the ply returned.
 */
export function summarize(
  start: ReadonlyPosition,
  moves: readonly Move[],
  final?: ReadonlyPosition,
): Summary | number {
  let walked: Walk | undefined;
  const exact = (): Walk => {
    if (!walked) {
      const made = walk(start, moves);
      if (typeof made === 'number') throw illegal(made);
      walked = made;
    }
    return walked;
  };
  if (!final) {
    const made = walk(start, moves);
    if (typeof made === 'number') return made;
    walked = made;
  }
  const quick = quickCount(start, moves);
  const last = final ?? walked!.position(moves.length);
  return {
    start,
    final: final ?? (last as Position).clone({ undo: false }),
    plies: moves.length,
    repetitions: quick.repetitions,
    quietPlies: quick.quietPlies,
    key: (ply) => exact().keys[ply]!,
    occurrences: (ply) => exact().counts[ply]!,
    halfmoves: (ply) => exact().clocks[ply]!,
    position: (ply) => exact().position(ply),
  };
}
