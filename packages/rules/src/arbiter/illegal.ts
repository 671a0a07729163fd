// A ruling on a completed illegal move, applied: restored and penalized, or lost (L-7.5).
import type { Color } from '@chesslaws/board';
import { parseUci } from '@chesslaws/moves';
import type { RulesError } from '../errors.js';
import { say } from '../messages.js';
import type { IllegalMoveDecision, IllegalMoveReport } from '../pluginApi/hooks.js';
import type { Arbiter } from './arbiter.js';
import { endGame, rule } from './end.js';
import { fail } from './refuse.js';
import { adjustClocks } from './steps.js';

/** A decision on an illegal move, and the plugin that made it. */
export interface IllegalRuling {
  readonly value: IllegalMoveDecision;
  readonly plugin: string;
}

/** The plugins' ruling on an illegal move, or the refusal when no plugin gives one. */
export function judgeIllegal(
  arbiter: Arbiter,
  report: IllegalMoveReport,
): IllegalRuling | RulesError {
  return (
    arbiter.hooks.first('judgeIllegalMove', report) ??
    fail('ERR_RULES_REFUSED', say.unhandled(arbiter.regulation.name, 'illegal-move'))
  );
}

/**
 * Applies a ruling on an illegal move the arbiter has seen or the opponent claimed: counts
 * it (unless only restored), binds the piece moved (`sequel: 'bind-piece'`), and penalizes
 * it, ends the game with it, or records it.
 */
export function settleIllegal(
  arbiter: Arbiter,
  decision: IllegalRuling,
  what: {
    readonly offender: Color;
    readonly kind: IllegalMoveReport['kind'];
    readonly move?: string;
    /** The move played in its place (`sequel: 'play-replacement'`). */
    readonly replaced?: string | undefined;
  },
): RulesError | undefined {
  const { offender } = what;
  const d = decision.value;
  // A press without a move under no supervision: nothing to rule on until a claim.
  if (d.action === 'await-claim') return undefined;
  const label = say.illegalLabel(what.kind, offender, what.move);
  const replaced =
    what.replaced === undefined ? undefined : what.kind === 'unpromoted-pawn' ? 'queen' : 'move';
  const draft = arbiter.draft;
  // The plugin may bind the piece moved illegally (L-7.5.1); a drop binds nothing.
  if (d.action !== 'lose' && d.sequel === 'bind-piece') {
    const moved = what.move === undefined ? undefined : parseUci(what.move);
    if (moved && !moved.drop) draft.touches = [{ square: moved.from, own: true }];
  }
  if (d.action !== 'restore')
    draft.illegalMoves = { ...draft.illegalMoves, [offender]: draft.illegalMoves[offender] + 1 };
  if (d.action === 'lose') {
    rule(arbiter, 'illegal-move', d.rule, decision.plugin, offender, label);
    endGame(
      arbiter,
      d.outcome,
      decision.plugin,
      say.illegalLoses(label, draft.illegalMoves[offender]),
    );
    return undefined;
  }
  if (d.action === 'penalize') {
    adjustClocks(arbiter, d.adjustments);
    rule(
      arbiter,
      'penalty',
      d.rule,
      decision.plugin,
      offender,
      say.illegalSettled(label, replaced, d.adjustments),
      d.adjustments,
    );
    return undefined;
  }
  rule(
    arbiter,
    'illegal-move',
    d.rule,
    decision.plugin,
    offender,
    say.illegalSettled(label, replaced),
  );
  return undefined;
}
