// The plies the screens named, judged in order by the regulation's plugins as in a game.

import { type Color, opposite } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';
import { PositionHistory } from '@chesslaws/termination';
import type { Arbiter } from '../arbiter/arbiter.js';
import { claimRights } from '../arbiter/rights.js';
import { stitchHistory } from '../arbiter/stitchedHistory.js';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import type { ClaimKind } from '../model/decisions.js';
import type { GameOutcome } from '../model/outcome.js';
import type { Summary } from './summary.js';

/** A claim that could have been made on a position of the moves, as it stood. */
export interface ReviewedClaim {
  /** The ply (moves played) of the position. */
  readonly ply: number;
  /** The player on move there, who could claim. */
  readonly side: Color;
  /** The claim kind (`threefold`, `fifty`, ...). */
  readonly kind: ClaimKind;
  /** The rule it is claimed under. */
  readonly rule: string;
  /** What it claims, in a few words ("a draw by threefold repetition"). */
  readonly title: Message | string;
  /** The plugin that judges it. */
  readonly plugin: string;
}

/**
 * What a regulation rules on a flag that fell after the last move of a list (`reviewMoves`'
 * `flag`): the game's outcome (mapped and scored, as in a game), or play going on.
 */
export type ReviewedFlag =
  | { readonly outcome: GameOutcome }
  | { readonly playOn: true; readonly rule: string; readonly reason: Message | string };

/** What a regulation rules on a list of moves played without a clock. */
export interface MovesReview {
  /** The ending it rules, and the ply after which it came (0: the start position was over). */
  readonly ending?: { readonly outcome: GameOutcome; readonly ply: number };
  /** The first position, before the ending, where each claim kind could have been made. */
  readonly claims: readonly ReviewedClaim[];
  /**
   * The ruling on the flag the review was asked about, where a plugin's screen named it and
   * the game did not end on the board first. Absent: not asked, the game ended first, no
   * screen named the flag (none may rule it anything but a loss for that side), or no plugin
   * ruled on it (then a game records the flag and changes nothing).
   */
  readonly flag?: ReviewedFlag;
}

/** `plies` sorted, each once (in place; screens mostly give them sorted already). */
export function sortedOnce(plies: number[]): number[] {
  let sorted = true;
  for (let i = 1; i < plies.length && sorted; i++) sorted = plies[i - 1]! <= plies[i]!;
  if (!sorted) plies.sort((x, y) => x - y);
  let kept = 0;
  for (let i = 0; i < plies.length; i++)
    if (i === 0 || plies[i] !== plies[kept - 1]) plies[kept++] = plies[i]!;
  plies.length = kept;
  return plies;
}

/** What {@link judge} asks of the review that calls it. */
export interface Judging {
  /** The arbiter whose plugins judge (only ever on scratch states). */
  readonly arbiter: Arbiter;
  /** The game's positions. */
  readonly summary: Summary;
  /** Where a plugin may end the game, sorted, each once. */
  readonly endings: readonly number[];
  /** Where a plugin may offer a claim, sorted, each once. */
  readonly claimPlies: readonly number[];
  /** The claim kinds still looked for (the review's `summary.wanted`): found ones leave it. */
  readonly open: Set<ClaimKind>;
  /** No plugin declares a claim kind: a plugin's claims are looked for at every ply it names. */
  readonly anyKind: boolean;
  /** The claim plies after a claim was found, from the screens asked again (sorted, each once). */
  rescreen(): readonly number[];
  /** Whose flag fell after the last move, when a screen named it for `judgeFlag`. */
  readonly flag?: Color;
}

/**
 * Judges the plies of `endings` and `claimPlies` in order, merged: at an ending ply the
 * plugins' `adjudicate`, at a claim ply the claims correct on the position as it stood, each
 * with the positions before it (the summary's keys and clocks), as in a game. Stops at the
 * first ending; once a claim is found, the claim plies are the screens' new answer from the
 * next ply on. With no ending and `flag`, `judgeFlag` then rules on that flag at the last
 * position. Throws a plugin's failure (`ERR_RULES_PLUGIN_FAILED`).
 */
export function judge(j: Judging): MovesReview {
  const { arbiter, summary, endings, open, anyKind } = j;
  const last = summary.plies;
  let claimPlies = j.claimPlies;
  const found: ReviewedClaim[] = [];
  let e = 0;
  let c = 0;
  for (;;) {
    // The next ply either list names, each list walked once (both are sorted).
    const atEnding = e < endings.length ? endings[e]! : Number.POSITIVE_INFINITY;
    const atClaim = c < claimPlies.length ? claimPlies[c]! : Number.POSITIVE_INFINITY;
    const ply = Math.min(atEnding, atClaim);
    if (ply > last) break;
    if (atEnding === ply) e++;
    if (atClaim === ply) c++;
    if (ply < 0) continue;
    const wantEnding = atEnding === ply;
    const wantClaims = atClaim === ply && (open.size > 0 || anyKind);
    if (!wantEnding && !wantClaims) continue;
    const position = summary.position(ply);
    let outcome: GameOutcome | undefined;
    let claimed = 0;
    arbiter.atPosition(historyAt(summary, ply, position), () => {
      if (wantEnding) {
        arbiter.adjudicate();
        outcome = arbiter.outcome;
      }
      if (outcome || !wantClaims) return;
      const side = position.turn;
      for (const right of claimRights(arbiter, side, false)) {
        if (!right.now || !open.has(right.kind)) continue;
        const { kind, rule, title, plugin } = right;
        found.push({ ply, side, kind, rule, title, plugin });
        claimed++;
      }
    });
    for (let i = found.length - claimed; i < found.length; i++) open.delete(found[i]!.kind);
    if (outcome) return { ending: { outcome, ply }, claims: found };
    if (claimed > 0) {
      // Fewer kinds wanted: asked again, the screens name fewer plies for claims.
      claimPlies = open.size > 0 || anyKind ? j.rescreen() : [];
      c = 0;
      while (c < claimPlies.length && claimPlies[c]! <= ply) c++;
    }
  }
  if (j.flag === undefined) return { claims: found };
  const flag = flagRuling(arbiter, summary, j.flag);
  return flag ? { claims: found, flag } : { claims: found };
}

/**
 * `judgeFlag`'s ruling on `side`'s flag at the last position: a record's time forfeit is a
 * flag the opponent called, and one that ended the game (so, for L-III.3.1, in the last period).
 */
function flagRuling(arbiter: Arbiter, summary: Summary, side: Color): ReviewedFlag | undefined {
  const ply = summary.plies;
  return arbiter.atPosition(
    historyAt(summary, ply, summary.position(ply)),
    (): ReviewedFlag | undefined => {
      const calledBy = opposite(side);
      const ruling = arbiter.hooks.first('judgeFlag', {
        side,
        calledBy,
        bothFlags: false,
        final: true,
      });
      if (!ruling) return undefined;
      const value = ruling.value;
      if ('playOn' in value) return { playOn: true, rule: value.rule, reason: value.reason };
      arbiter.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side }));
      return arbiter.outcome ? { outcome: arbiter.outcome } : undefined;
    },
  );
}

/** The history of the game at `ply` (whose position is `position`): the summary's keys and clocks before it. */
function historyAt(summary: Summary, ply: number, position: ReadonlyPosition): PositionHistory {
  const prior = { length: ply, key: summary.key, clock: summary.halfmoves };
  return stitchHistory(prior, PositionHistory.fromPosition(position));
}
