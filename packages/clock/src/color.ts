/** The two sides, White first (White's clock starts the game, L-6.1). */
export const COLORS = ['white', 'black'] as const;

/** `'white'` or `'black'`. */
export type Color = (typeof COLORS)[number];

/** One value per side. */
export type ByColor<T> = { [color in Color]: T };

/** The other side. */
export const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');
