import { err, ok, type Result } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { LOCALES, type LocaleOption, resolveLocale } from '../locales.js';
import { SanError } from '../sanError.js';
import { type MoveText, scanSan } from './scanSan.js';
import { moveCore } from './wildText.js';

export type { MoveText } from './scanSan.js';

/** Options of {@link readMoveText}. */
export interface ReadMoveTextOptions {
  /** The language tried first; English after it. */
  readonly locale?: LocaleOption;
  /** The variant whose pieces' letters are read too (a fairy variant's: makruk's `M` for the met). */
  readonly variant?: Variant;
}

/**
 * Reads a move text without a position (S-wild, as `parseSan` does: SAN, long algebraic,
 * UCI, figurines, `0-0`, Cyrillic look-alikes), for callers that must name a move no
 * position allows: an illegal move an arbiter records (`Bf1-f3`, `Qd1xd8`). Letters are read
 * in `locale` first, then in English. Which piece and square are meant is left to the caller.
 *
 * @example
 * ```ts
 * readMoveText('Фd1-d8', { locale: 'ru' }); // ok: a queen from d1 to d8
 * readMoveText('Qd8');                      // ok: a queen to d8, departure not written
 * ```
 */
export function readMoveText(
  text: string,
  options: ReadMoveTextOptions = {},
): Result<MoveText, SanError> {
  const locale = resolveLocale(options.locale);
  const core = moveCore(text);
  let first: { offset: number; message: string } | undefined;
  for (const candidate of locale === LOCALES.en ? [locale] : [locale, LOCALES.en]) {
    const syntax = scanSan(core, candidate, options.variant);
    if (!('message' in syntax)) return ok(syntax);
    first ??= syntax;
  }
  return err(
    new SanError(
      'ERR_SAN_SYNTAX',
      `'${text}' is not a move: ${first!.message}`,
      text,
      {},
      { offset: first!.offset },
    ),
  );
}
