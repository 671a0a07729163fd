/**
 * Mating lines found lately, tried again before a search. A rule that asks after every move
 * whether a side can still mate (L-5.2.2 in full) asks about positions one move apart, and the
 * helpmate found for one mostly still mates from the next: the line from two plies back (the
 * same side to move), or the last line without its first move (the move just played stands in
 * for it). A hint is only ever taken once it is replayed from the position, move by legal move,
 * to a checkmate of the loser: it proves what the search would prove, so the verdicts are the
 * search's (an `unknown` of a spent budget can only become a proved `winnable`).
 */
import { type Color, opposite } from '@chesslaws/board';
import type { Move, ReadonlyPosition } from '@chesslaws/moves';

/** The last line found for each winner, by the side to move where it starts. */
const recent = {
  white: { white: undefined, black: undefined },
  black: { white: undefined, black: undefined },
} as Record<Color, Record<Color, readonly Move[] | undefined>>;

/** Keeps `line`, a mate by `winner` from `pos`, to try on the next positions asked about. */
export function rememberLine(pos: ReadonlyPosition, winner: Color, line: readonly Move[]): void {
  if (pos.variant.standard) recent[winner][pos.turn] = line;
}

/** True when the moves of `line` from index `from` on are legal one after another from `pos` and mate the loser. */
function mates(pos: ReadonlyPosition, winner: Color, line: readonly Move[], from: number): boolean {
  if (from >= line.length) return false;
  const walker = pos.clone({ undo: false });
  for (let i = from; i < line.length; i++) {
    const move = line[i]!;
    if (!walker.isLegal(move)) return false;
    walker.play(move);
  }
  return walker.turn === opposite(winner) && walker.isCheckmate();
}

/**
 * A remembered line that mates from `pos` for `winner` (checked by replaying it), or
 * `undefined`. Only standard chess and Chess960 positions are hinted.
 */
export function hintedLine(pos: ReadonlyPosition, winner: Color): readonly Move[] | undefined {
  if (!pos.variant.standard) return undefined;
  const lines = recent[winner];
  const same = lines[pos.turn];
  if (same && mates(pos, winner, same, 0)) return same;
  const other = lines[opposite(pos.turn)];
  if (other && mates(pos, winner, other, 1)) {
    const line = other.slice(1);
    lines[pos.turn] = line;
    return line;
  }
  return undefined;
}
