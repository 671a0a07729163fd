import type { TimeCategory } from '@chesslaws/clock';

/**
 * The article that sets a time penalty of Articles 7 and 9 in a game of `category`: the Laws
 * themselves in standard play, Appendix A in rapid (L-A.3), Appendix B in blitz (L-B.2 with an
 * arbiter at the board, L-B.3 without).
 */
export function penaltyArticle(
  base: 'L-7.5.5' | 'L-9.5',
  category: TimeCategory | undefined,
  supervised = true,
): string {
  if (category === 'rapid') return 'L-A.3';
  if (category === 'blitz' || category === 'bullet') return supervised ? 'L-B.2' : 'L-B.3';
  return base;
}

/** A penalty of `standard` ms, and `fast` ms in rapid and blitz (L-A.3, L-B.2), as `byCategory` options. */
export const FIDE_FAST_PENALTY = (key: string, fast: number) =>
  ({ rapid: { [key]: fast }, blitz: { [key]: fast }, bullet: { [key]: fast } }) as const;
