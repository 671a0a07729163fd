/**
 * The `Variant` tag: which rules a game follows. chesslaws plays standard chess
 * and Chess960; every other variant is refused per game (PGN-std).
 */
import { err, ok, type Result } from '@chesslaws/board';
import { PgnError } from '../error.js';
import type { PgnPosition } from './game.js';

/** The rule sets a PGN game can be replayed under. */
export type PgnVariant = 'standard' | 'chess960';

// Lower-cased, without spaces, dashes and underscores. Keys of a Map, never of an object.
const NAMES: ReadonlyMap<string, PgnVariant> = new Map([
  ['standard', 'standard'],
  ['chess', 'standard'],
  ['normal', 'standard'],
  ['fromposition', 'standard'],
  ['chess960', 'chess960'],
  ['960', 'chess960'],
  ['fischerandom', 'chess960'], // cutechess spells it so
  ['fischerrandom', 'chess960'],
  ['freestyle', 'chess960'],
]);

/** The variant a `Variant` tag names (absent means standard), or an `ERR_PGN_VARIANT` error. */
export function parseVariant(
  tag: string | undefined,
  at?: PgnPosition,
): Result<PgnVariant, PgnError> {
  if (tag === undefined) return ok('standard');
  const variant = NAMES.get(tag.toLowerCase().replace(/[\s_-]/g, ''));
  if (variant !== undefined) return ok(variant);
  return err(
    new PgnError(
      'ERR_PGN_VARIANT',
      `unsupported variant "${tag}": only standard chess and Chess960 can be read`,
      at,
      tag,
    ),
  );
}
