// `declare`: the arbiter declares a result; the `core` plugin's `outcomeOf` ends the game (L-12).
import type { GameResult } from '@chesslaws/board';
import { defineEvent, meaningOnly } from './kind.js';

/** The arbiter declares a result (an adjudication, a decision on an irregularity). */
export interface DeclareEvent {
  /** Discriminant. */
  readonly type: 'declare';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The result declared. */
  readonly result: GameResult;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/** A declared result: no mechanics; `core` rules it. */
export const declare = defineEvent<DeclareEvent>({
  type: 'declare',
  fields: { result: 'result', reason: 'text?' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});
