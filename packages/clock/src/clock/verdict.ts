import type { Color } from '../color.js';
import type { ClockView } from './view.js';

/**
 * What the clock alone says about the game. The game runtime still checks the board:
 * a flag against a side that cannot mate is a draw (L-6.9), a mate on the board stands.
 */
export type TimeVerdict =
  | { readonly kind: 'loss'; readonly side: Color; readonly rule: 'L-6.9' }
  | { readonly kind: 'draw'; readonly rule: 'L-III.3.1' | 'S-14.8' }
  | { readonly kind: 'continue'; readonly rule: 'L-III.3.1' };

/** How to read two fallen flags. */
export interface TimeVerdictOptions {
  /**
   * `'fide'` (default): the first flag loses; order unknown → draw in the final period,
   * play on otherwise (L-III.3.1). `'draw'`: both flags down is a draw (S-14.8, old rapid).
   */
  readonly bothFlags?: 'fide' | 'draw';
}

/** The verdict of the flags in `view`, or `undefined` while none has fallen. */
export function timeVerdict(
  view: ClockView,
  options: TimeVerdictOptions = {},
): TimeVerdict | undefined {
  if (view.flags.length === 0) return undefined;
  if (options.bothFlags === 'draw' && view.white.flagged && view.black.flagged) {
    return { kind: 'draw', rule: 'S-14.8' };
  }
  if (view.flagOrderUnknown || view.firstFlag === undefined) {
    return view.flags.every((f) => f.final)
      ? { kind: 'draw', rule: 'L-III.3.1' }
      : { kind: 'continue', rule: 'L-III.3.1' };
  }
  return { kind: 'loss', side: view.firstFlag.side, rule: 'L-6.9' };
}
