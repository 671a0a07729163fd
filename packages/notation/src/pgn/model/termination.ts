/**
 * The `Termination` tag (PGN-std 9.8.1): why a game ended, in the standard's closed list,
 * from the names of the termination package's `TERMINATIONS`. Notation does not import that
 * package (it sits beside it), so the names come in as strings.
 */

/** The values of the `Termination` tag that the PGN standard defines, as it spells them. */
export const PGN_TERMINATIONS = [
  'abandoned',
  'adjudication',
  'death',
  'emergency',
  'normal',
  'rules infraction',
  'time forfeit',
  'unterminated',
] as const;

/** A value of the `Termination` tag (see {@link PGN_TERMINATIONS}). */
export type PgnTermination = (typeof PGN_TERMINATIONS)[number];

// Keys of a Map, never of an object: the name may come from outside.
const BY_NAME: ReadonlyMap<string, PgnTermination> = new Map([
  // Ended by the Laws on the board, or by the players: "normal".
  ['checkmate', 'normal'],
  ['stalemate', 'normal'],
  // A variant's own end on the board (the exploded king, the hill): lichess writes "Normal".
  ['variant-end', 'normal'],
  ['dead-position', 'normal'],
  ['insufficient-material', 'normal'],
  ['fivefold-repetition', 'normal'],
  ['seventyfive-moves', 'normal'],
  ['threefold-repetition', 'normal'],
  ['fifty-moves', 'normal'],
  ['agreement', 'normal'],
  ['resignation', 'normal'],
  // A flag fell: a loss, or a draw when the opponent cannot mate (L-6.9) or both fell (L-III.3.1).
  ['timeout', 'time forfeit'],
  ['timeout-vs-insufficient-material', 'time forfeit'],
  ['both-flags-fallen', 'time forfeit'],
  // Lost for breaking the rules (L-7.5.5, S-blitz).
  ['illegal-moves', 'rules infraction'],
  // Lost by default or by leaving the game: the standard's "abandoned".
  ['forfeit', 'abandoned'],
  // Any other decision of the arbiter.
  ['arbiter', 'adjudication'],
]);

/**
 * The `Termination` tag value for a termination name of `@chesslaws/termination`
 * (`'checkmate'` → `'normal'`, `'timeout'` → `'time forfeit'`, `'illegal-moves'` →
 * `'rules infraction'`, `'forfeit'` → `'abandoned'`, `'arbiter'` → `'adjudication'`),
 * or `undefined` for a name it does not know.
 */
export const pgnTermination = (termination: string): PgnTermination | undefined =>
  BY_NAME.get(termination);
