/**
 * PGN reading and writing (PGN-std): a streaming tokenizer with a visitor, game
 * trees with comments, NAGs, clocks and evaluations, replay under standard or
 * Chess960 rules, a builder for games played live, and a writer in PGN export
 * format in any move notation.
 * @packageDocumentation
 */
// Board's result vocabulary, re-exported for PGN users; notation defines no result type of its own.
export type { PgnErrorCode } from './error.js';
export { PgnError } from './error.js';
export type { Evaluation, PgnComment, Shape, ShapeColor } from './model/comment.js';
export {
  makeCommands,
  makeComment,
  makeDuration,
  parseComment,
  parseDuration,
  SHAPE_COLORS,
} from './model/comment.js';
export type { MoveNode, PgnGame, PgnParent, PgnPosition, PgnRoot } from './model/game.js';
export { emptyGame, mainline, mainlineClocks, resultOf } from './model/game.js';
export { glyphToNag, nagToGlyph } from './model/nag.js';
export type { PgnTermination } from './model/termination.js';
export { PGN_TERMINATIONS, pgnTermination } from './model/termination.js';
export type { ParseVariantOptions } from './model/variant.js';
export { parseVariant } from './model/variant.js';
export type { DecodeNotice, DecodeOptions, PgnEncoding } from './read/decode.js';
export { PGN_ENCODINGS, PgnDecoder, parsePgnEncoding } from './read/decode.js';
export { GameBuilder } from './read/gameBuilder.js';
export type { ReadOptions } from './read/parse.js';
export { forEachGame, parsePgn, readGames, visitPgn, visitPgnStream } from './read/parse.js';
export type { ScannerLimits } from './read/scanner.js';
export { PgnScanner } from './read/scanner.js';
export type { ByteStream, ByteStreamReader, PgnSource } from './read/source.js';
export { textChunks } from './read/source.js';
export type { NullMove } from './replay/nullMove.js';
export { afterNullMove, NULL_MOVE } from './replay/nullMove.js';
export type { PlayedNode, PlayNodeOptions } from './replay/playMove.js';
export { playNode } from './replay/playMove.js';
export type { MainlineReplay, MoveCallback, ReplayOptions, ReplayTrace } from './replay/replay.js';
export { replayGame, replayMainline } from './replay/replay.js';
export type { ReplayedMove, ResolveMoveOptions } from './replay/resolveMove.js';
export { isNullMove, resolveMove } from './replay/resolveMove.js';
export type { StartingPositionOptions } from './replay/startingPosition.js';
export { gameVariant, startingPosition } from './replay/startingPosition.js';
export type { PgnVisitor } from './visitor.js';
export { SKIP } from './visitor.js';
export type { GameRecord, RecordedMove, RecordedOutcome } from './write/buildGame.js';
export { buildGame, DRAW_OFFER } from './write/buildGame.js';
export { makeHeaders, quoteTagValue, SEVEN_TAG_ROSTER } from './write/headers.js';
export type { MakePgnOptions } from './write/makePgn.js';
export { makePgn } from './write/makePgn.js';
