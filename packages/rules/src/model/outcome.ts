import type { ByColor, Color } from '@chesslaws/board';
import type { Adjustment } from '@chesslaws/clock';
import type { Outcome } from '@chesslaws/termination';
import type { Message } from '../messages/message.js';

/** An outcome as a rule decides it: termination's `Outcome` with its rule always named. */
export interface RuledOutcome extends Outcome {
  /** The rule that ended the game, an ID of REGULATIONS.md such as `'L-6.9'`. */
  readonly byRule: string;
}

/**
 * How the game ended, and why, as the runtime reports it: the outcome, the rule, the plugin
 * that applied the rule, the event that caused it, and a sentence for people.
 */
export interface GameOutcome extends RuledOutcome {
  /** The plugin that decided (`'flagFall'`, `'drawOdds'`, `'core'` for a resignation ...). */
  readonly plugin: string;
  /** Index in the event log of the event that ended the game; `-1` when the start position was already over. */
  readonly event: number;
  /** When it ended, on the game's clock (a flag's exact instant). */
  readonly at: number;
  /**
   * Why, as a message ("White's flag fell: Black wins on time"): render it with `formatMessage`
   * in any language; the rule is `byRule`, beside it.
   */
  readonly reason: Message;
  /** Each side's points for it, as the regulation scores (L-10.1: 1, ½, 0 unless announced otherwise). */
  readonly points: Readonly<ByColor<number>>;
  /** The outcome before a plugin mapped it (Armageddon's draw before it became a Black win). */
  readonly mappedFrom?: Omit<GameOutcome, 'points'>;
}

/** What kind of decision a {@link Ruling} records. */
export type RulingKind =
  | 'illegal-move'
  | 'illegal-move-stood'
  | 'penalty'
  | 'incorrect-claim'
  | 'claim-rejected'
  | 'awaiting-arbiter'
  | 'play-on'
  | 'outcome';

/**
 * A decision the runtime made under a rule: a penalty, a rejected claim, an illegal move
 * restored or left standing, an outcome. Every one names its rule and its plugin, so "why
 * did I lose two minutes?" always has an answer.
 */
export interface Ruling {
  /** What was decided. */
  readonly kind: RulingKind;
  /** The rule applied, e.g. `'L-7.5.5'`. */
  readonly rule: string;
  /** The plugin that applied it. */
  readonly plugin: string;
  /** Index in the event log of the event it answers. */
  readonly event: number;
  /** The side it concerns (the offender, the claimant). */
  readonly side?: Color;
  /** Clock changes it made. */
  readonly adjustments?: readonly Adjustment[];
  /** What was decided, as a message to render in any language (`formatMessage`); the rule is `rule`. */
  readonly message: Message;
}
