import { err, ok, type Result } from '@chesslaws/board';
import { decodeMove, type Move, type Position } from '@chesslaws/moves';
import { LOCALE_IDS, LOCALES, type Locale, type LocaleOption, resolveLocale } from '../locales.js';
import { SanError } from '../sanError.js';
import type { SanStyle } from '../styles.js';
import { makeSan } from '../write/makeSan.js';
import { explainMiss, type Miss } from './explainMiss.js';
import { fastSan } from './fastSan.js';
import { matchSyntax } from './matchSan.js';
import { type MoveText, type ScanFailure, scanSan } from './scanSan.js';
import { type MoveCore, moveCore } from './wildText.js';

/** Options of {@link parseSan}. */
export interface ParseSanOptions {
  /**
   * Accept only the canonical text of `style` in `locale` (what `makeSan` writes), with its
   * check or mate sign. By default parsing is forgiving (S-wild): every style and language.
   */
  readonly strict?: boolean;
  /** The language tried first; English by default. */
  readonly locale?: LocaleOption;
  /** In strict mode, the style the text must be in; `'san'` by default. Also the style of candidates in messages. */
  readonly style?: SanStyle;
}

/**
 * Reads a move text in `pos`: SAN and its relatives (FIDE scoresheet, long algebraic,
 * figurine, UCI), in any built-in language, with the slips found in the wild (S-wild):
 * `0-0`, `e8Q`, `e.p.`, `+`/`#`/`++`/`х` signs, `!?` glyphs, Cyrillic look-alikes (`е4`).
 *
 * Letters mean different pieces in different languages (German `L` is a bishop, Russian
 * `Л` a rook; `B` is an English bishop but a Hungarian rook), so the languages are tried in
 * this order: first `locale`, then English; the first of the two in which the text names a
 * legal move wins. Only when the text is not even well-formed in either are the other
 * languages tried, and then their readings must agree on a single legal move, or the
 * result is `ERR_SAN_AMBIGUOUS`. A parse never guesses between legal moves.
 *
 * @example
 * ```ts
 * parseSan(pos, 'Nf3');                   // ok: g1-f3
 * parseSan(pos, 'Кf3', { locale: 'ru' }); // ok: g1-f3
 * parseSan(pos, 'Nd2');                   // err: ERR_SAN_AMBIGUOUS when two knights can go there
 * ```
 */
export function parseSan(
  pos: Position,
  text: string,
  options: ParseSanOptions = NO_OPTIONS,
): Result<Move, SanError> {
  // Fast path: exact English SAN of a legal, unambiguous move (L-C), read without a regex or
  // a string. Whatever it leaves (0) gets the forgiving reading below, errors included.
  if (options.strict !== true && isEnglish(options.locale) && !pos.variant.fairy) {
    const m = fastSan(pos, text);
    if (m !== 0) return ok(decodeMove(m));
  }
  return forgivingParseSan(pos, text, options);
}

/**
 * {@link parseSan} without its fast path: every text goes through the forgiving reader
 * (S-wild). It answers exactly as `parseSan` does (the fast path takes only what this one
 * reads as the same move); kept apart so that tests can hold the two side by side.
 */
export function forgivingParseSan(
  pos: Position,
  text: string,
  options: ParseSanOptions = NO_OPTIONS,
): Result<Move, SanError> {
  // No move is this long (PGN's own limit for a token): refused before any reading, which
  // would take time out of proportion, and quoted by its start only.
  if (text.length > MAX_MOVE_LENGTH)
    return err(
      new SanError(
        'ERR_SAN_SYNTAX',
        `'${text.slice(0, 24)}…' (${text.length} characters) is not a move: a move is at most ${MAX_MOVE_LENGTH} characters`,
        text,
        {},
        { offset: MAX_MOVE_LENGTH },
      ),
    );
  const locale = resolveLocale(options.locale);
  const core = moveCore(text);
  if (options.strict) return parseStrict(pos, text, core, locale, options.style ?? 'san');

  let firstScanned: MoveText | undefined;
  let firstFailure: ScanFailure | undefined;
  for (const candidate of locale === LOCALES.en ? [locale] : [locale, LOCALES.en]) {
    const syntax = scanSan(core, candidate, pos.variant);
    if ('message' in syntax) {
      firstFailure ??= syntax;
      continue;
    }
    firstScanned ??= syntax;
    const moves = matchSyntax(pos, syntax);
    if (moves.length > 0) return decide(pos, text, moves, candidate, options.style);
  }
  if (firstScanned) return err(missError(text, explainMiss(pos, firstScanned)));

  // Neither the caller's language nor English: every other reading must point to one move.
  const found = new Map<string, Move>();
  let otherScanned: MoveText | undefined;
  for (const id of LOCALE_IDS) {
    const other = LOCALES[id];
    if (other === locale || other === LOCALES.en) continue;
    const syntax = scanSan(core, other, pos.variant);
    if ('message' in syntax) continue;
    otherScanned ??= syntax;
    for (const move of matchSyntax(pos, syntax)) found.set(moveKey(move), move);
  }
  if (found.size > 0) return decide(pos, text, [...found.values()], locale, options.style);
  if (otherScanned) return err(missError(text, explainMiss(pos, otherScanned)));
  return err(syntaxError(text, firstFailure!));
}

const NO_OPTIONS: ParseSanOptions = Object.freeze({});

/** The longest move text read, as PGN's longest token: 255 characters. */
const MAX_MOVE_LENGTH = 255;

const isEnglish = (locale: LocaleOption | undefined): boolean =>
  locale === undefined || locale === 'en' || locale === LOCALES.en;

const syntaxError = (text: string, failure: ScanFailure): SanError =>
  new SanError(
    'ERR_SAN_SYNTAX',
    `'${text}' is not a move: ${failure.message}`,
    text,
    {},
    { offset: failure.offset },
  );

const moveKey = (m: Move): string => `${m.from}-${m.to}-${m.promotion ?? ''}`;

function decide(
  pos: Position,
  text: string,
  moves: Move[],
  locale: Locale,
  style: SanStyle | undefined,
): Result<Move, SanError> {
  if (moves.length === 1) return ok(moves[0]!);
  const names = moves.map((m) => fullySpelled(pos, m, locale, style));
  const onlyPromotion = moves.every((m) => m.from === moves[0]!.from && m.to === moves[0]!.to);
  const hint = onlyPromotion ? 'name the promotion piece' : 'it could be';
  return err(
    new SanError(
      'ERR_SAN_AMBIGUOUS',
      `'${text}' is ambiguous: ${hint}: ${names.join(', ')}`,
      text,
      {
        candidates: moves,
      },
    ),
  );
}

// Candidates are named in long algebraic notation unless a style was asked for, so they differ visibly.
const fullySpelled = (
  pos: Position,
  move: Move,
  locale: Locale,
  style: SanStyle | undefined,
): string => makeSan(pos, move, { style: style ?? 'lan', locale });

function missError(text: string, miss: Miss): SanError {
  const prefix =
    miss.code === 'ERR_SAN_ILLEGAL' ? `'${text}' is illegal` : `'${text}' is not possible`;
  return new SanError(
    miss.code,
    `${prefix}: ${miss.message}`,
    text,
    { candidates: miss.candidates, ...(miss.reason ? { reason: miss.reason } : {}) },
    miss.offset === undefined ? undefined : { offset: miss.offset },
  );
}

// Strict: read in the caller's language only, then insist on the canonical text.
function parseStrict(
  pos: Position,
  text: string,
  core: MoveCore,
  locale: Locale,
  style: SanStyle,
): Result<Move, SanError> {
  // UCI has English letters whatever the language (`N@f3`, `e7e8q`).
  const uci = style === 'uci' || style === 'uci-chess960';
  const syntax = scanSan(core, uci ? LOCALES.en : locale, pos.variant);
  if ('message' in syntax) return err(syntaxError(text, syntax));
  const moves = matchSyntax(pos, syntax);
  if (moves.length === 0) return err(missError(text, explainMiss(pos, syntax)));
  if (moves.length > 1) return decide(pos, text, moves, locale, style);
  const move = moves[0]!;
  const expected = makeSan(pos, move, { style, locale });
  if (text === expected) return ok(move);
  let offset = 0;
  while (offset < text.length && text[offset] === expected[offset]) offset++;
  return err(
    new SanError(
      'ERR_SAN_SYNTAX',
      `'${text}' is not canonical ${style}: expected '${expected}'`,
      text,
      { expected },
      { offset },
    ),
  );
}
