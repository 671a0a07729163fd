// `flag`: a fallen flag is noticed (by the clock, the arbiter, or a player calling it).
import type { Color } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { asMessage } from '../messages/message.js';
import { msg } from '../messages/msg.js';
import type { Facts } from '../model/facts.js';
import { defineEvent } from './kind.js';
import { fail } from './steps.js';
import type { Transaction } from './transaction.js';

/** A fallen flag is noticed: called by a player (`by`), or seen by the clock or the arbiter. */
export interface FlagEvent {
  /** Discriminant. */
  readonly type: 'flag';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Whose flag fell. */
  readonly side: Color;
  /** The player who called it; absent when the clock or the arbiter noticed it. */
  readonly by?: Color;
}

/** A flag the clock shows that the rules have not judged yet. */
export interface UnjudgedFlag {
  /** Whose flag. */
  readonly side: Color;
  /** When it fell. */
  readonly at: number;
  /** In the last period. */
  readonly final: boolean;
}

/** The first flag of `view` the rules have not judged (`facts.flagsJudged` are). */
export function firstUnjudged(view: ClockView, facts: Facts): UnjudgedFlag | undefined {
  if (facts.outcome || view.flags.length <= facts.flagsJudged) return undefined;
  const flag = view.flags[facts.flagsJudged]!;
  return { side: flag.side, at: flag.at, final: flag.final };
}

/**
 * Judges a fallen flag (`judgeFlag`, L-6.9): the game ends, play goes on under a rule, or,
 * nobody ruling, the flag is only recorded. `calledBy` is the player who called it; `counted`
 * says it is a flag the rules had not judged yet (one they let play on after is not counted again).
 */
export function judgeFallenFlag(
  tx: Transaction,
  flag: UnjudgedFlag,
  calledBy: Color | undefined,
  counted = true,
): void {
  if (counted) tx.set('flagsJudged', tx.facts.flagsJudged + 1);
  const ruling = tx.judgeFlag({
    side: flag.side,
    bothFlags: false,
    final: flag.final,
    ...(calledBy ? { calledBy } : {}),
  });
  if (!ruling) return;
  const value = ruling.value;
  if ('playOn' in value)
    tx.rule('play-on', value.rule, ruling.plugin, flag.side, asMessage(value.reason));
  else tx.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side: flag.side }), flag.at);
}

/** What the fallen flag means, as `judgeFlag` rules (L-6.9); nobody ruling records just the flag. */
export const flag = defineEvent<FlagEvent>({
  type: 'flag',
  fields: { side: 'color', by: 'color?' },
  core: true,
  judgedElsewhere: true,
  unrefusable: true,
  apply: (tx, event) => {
    const { side, by } = event;
    const view = tx.clock?.view();
    const unjudged = view && firstUnjudged(view, tx.facts);
    const fell = view?.flags.find((f) => f.side === side);
    // Refused on the facts: the flag rule is cited only where a plugin puts it in force.
    if (by === side)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.ownFlag', { side }), {
        rule: tx.cite('L-6.9'),
      });
    if (!fell || (unjudged === undefined && by === undefined))
      return fail('ERR_RULES_NO_FLAG', msg('refusal.flagNotFallen', { side }), {
        rule: tx.cite('L-6.9'),
      });
    judgeFallenFlag(tx, { side, at: fell.at, final: fell.final }, by, unjudged !== undefined);
    return undefined;
  },
});
