/**
 * Move notation: writing and reading moves in SAN and its relatives, in many languages,
 * and describing them in words.
 */

export type { LetteredRole, Locale, LocaleId, LocaleOption } from './locales.js';
export { FIGURINES, isLocaleId, LOCALE_IDS, LOCALES, resolveLocale } from './locales.js';
export type { ParseSanOptions } from './read/parseSan.js';
export { parseSan } from './read/parseSan.js';
export type { MoveText, ReadMoveTextOptions } from './read/readMoveText.js';
export { readMoveText } from './read/readMoveText.js';
export type { IllegalReason, SanErrorCode, SanErrorDetails } from './sanError.js';
export { SanError } from './sanError.js';
export type { DescribeMoveOptions } from './spoken/describeMove.js';
export { describeFacts, describeMove } from './spoken/describeMove.js';
export type { Phrases, SpokenLanguage } from './spoken/phrases.js';
export { PHRASES, SPOKEN_LANGUAGES } from './spoken/phrases.js';
export type { AlgebraicStyle, SanStyle } from './styles.js';
export { ALGEBRAIC_STYLES, isSanStyle, SAN_STYLES } from './styles.js';
export { makeUci, parseUci } from './uci.js';
export { formatSan } from './write/formatSan.js';
export type { MakeSanOptions } from './write/makeSan.js';
export { makeSan, makeSanAndPlay } from './write/makeSan.js';
export type { CastlingSide, CheckKind, Disambiguation, MoveFacts } from './write/moveFacts.js';
export { moveFacts } from './write/moveFacts.js';
