/**
 * Move notation: writing and reading moves in SAN and its relatives, in many languages,
 * and describing them in words.
 */
export { FIGURINES, isLocaleId, LOCALE_IDS, LOCALES, resolveLocale } from './locales.js';
export type { LetteredRole, Locale, LocaleId, LocaleOption } from './locales.js';
export { ALGEBRAIC_STYLES, isSanStyle, SAN_STYLES } from './styles.js';
export type { AlgebraicStyle, SanStyle } from './styles.js';
export { SanError } from './sanError.js';
export type { IllegalReason, SanErrorCode, SanErrorDetails } from './sanError.js';
export { makeSan, makeSanAndPlay } from './write/makeSan.js';
export type { MakeSanOptions } from './write/makeSan.js';
export { moveFacts } from './write/moveFacts.js';
export type { CastlingSide, CheckKind, Disambiguation, MoveFacts } from './write/moveFacts.js';
export { formatSan } from './write/formatSan.js';
export { parseSan } from './read/parseSan.js';
export type { ParseSanOptions } from './read/parseSan.js';
export { describeFacts, describeMove } from './spoken/describeMove.js';
export type { DescribeMoveOptions } from './spoken/describeMove.js';
export { PHRASES, SPOKEN_LANGUAGES } from './spoken/phrases.js';
export type { Phrases, SpokenLanguage } from './spoken/phrases.js';
