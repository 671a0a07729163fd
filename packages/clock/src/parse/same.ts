import type { Stage } from '../control/types.js';

/** Whether two stage lists say the same thing (ignoring absent vs undefined fields). */
export function sameStages(a: readonly Stage[], b: readonly Stage[]): boolean {
  if (a === b) return true;
  return JSON.stringify(a) === JSON.stringify(b) && a.length === b.length;
}
