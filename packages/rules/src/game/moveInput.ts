// Moves as people write them (SAN, long algebraic, UCI, a `Move`), read into the log's UCI.
import { makeSquare, type Role, type Square } from '@chesslaws/board';
import { type Move, makeUci, type Position, type ReadonlyPosition } from '@chesslaws/moves';
import {
  isLocaleId,
  LOCALE_IDS,
  type LocaleOption,
  type MoveText,
  parseSan,
  readMoveText,
  type SanError,
} from '@chesslaws/notation';
import { msg } from '../messages/msg.js';
import { say } from '../messages/say.js';
import { RulesError, type RulesErrorCode } from '../model/errors.js';

/** Options every action that takes a move accepts. */
export interface MoveOptions {
  /** The language of the move's piece letters (`'ru'`: `Кf3`); the game's `locale` by default, then English. */
  readonly locale?: LocaleOption;
}

/** A move as the game's actions take it: SAN (`'Nf3'`, `'0-0'`, `'exd6 e.p.'`), UCI (`'g1f3'`), or a `Move`. */
export type MoveInput = Move | string;

/** A drop in UCI (`N@f3`) or a board move (`e2e4`, `e7e8q`): the log's own form, read as is. */
const UCI = /^(?:[a-h][1-8][a-h][1-8][a-z]?|[PNBRQ]@[a-h][1-8])$/;

const DROP_LETTER = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
} as const;

/** A `Move` as UCI, whether or not it is legal (an illegal move keeps the squares it names). */
function moveUci(pos: ReadonlyPosition, input: Move): string {
  const legal = pos.normalizeMove(input);
  if (legal) return makeUci(pos, legal);
  if (input.drop) return `${DROP_LETTER[input.drop]}@${makeSquare(input.to)}`;
  return makeUci(pos, input);
}

/** What an unreadable move text is, as the game's error: what was understood, where. */
function sanRefusal(error: SanError, field: string): RulesError {
  const code =
    error.code === 'ERR_SAN_ILLEGAL' || error.code === 'ERR_SAN_NO_SUCH_MOVE'
      ? 'ERR_RULES_ILLEGAL_MOVE'
      : 'ERR_RULES_BAD_MOVE';
  const offset = error.location?.offset;
  return new RulesError(code, msg('refusal.san', { text: error.message }), {
    field,
    ...(offset === undefined ? {} : { offset }),
  });
}

/**
 * A locale the notation cannot read, as the game's error at `locale` (an unknown id would make
 * the notation throw); `undefined` for an id it knows, a `Locale` object, or none.
 */
export function localeProblem(locale: unknown, code: RulesErrorCode): RulesError | undefined {
  if (locale === undefined) return undefined;
  if (
    typeof locale === 'string' ? isLocaleId(locale) : typeof locale === 'object' && locale !== null
  )
    return undefined;
  const given = typeof locale === 'string' ? `'${locale.slice(0, 40)}'` : String(locale);
  return new RulesError(code, say.start.badLocale(given, LOCALE_IDS), { field: 'locale' });
}

const isMoveObject = (input: unknown): input is Move =>
  typeof input === 'object' &&
  input !== null &&
  Number.isInteger((input as Move).to) &&
  ((input as Move).drop !== undefined || Number.isInteger((input as Move).from));

/**
 * The UCI of a legal move the side to move names: UCI as is, SAN (and its relatives, in
 * `locale` first, then English) read in the position, a `Move` written out. A text that names
 * no legal move is an error saying what was understood: ambiguous with its candidates, illegal
 * with the reason (`parseSan`'s words).
 */
export function legalMoveUci(
  pos: ReadonlyPosition,
  input: unknown,
  locale: LocaleOption | undefined,
  field = 'move',
): string | RulesError {
  const badLocale = localeProblem(locale, 'ERR_RULES_BAD_ACTION');
  if (badLocale) return badLocale;
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI.test(text)) return text;
  // notation reads on a Position (it may make and take back a move to see check): a copy.
  const read = parseSan((pos as Position).clone({ undo: false }), text, locale ? { locale } : {});
  return read.ok ? makeUci(pos, read.value) : sanRefusal(read.error, field);
}

/**
 * The UCI of a move the side to move completes, legal or not (an arbiter records an illegal
 * move as it was made): UCI, long algebraic (`Bf1-f3`, `Qd1xd8`), SAN whose piece is the only
 * one of its kind that fits (`Qd8` with one queen), or a `Move`. Castling reads as the king's
 * two-square step, and a drop as its piece and square.
 */
export function anyMoveUci(
  pos: ReadonlyPosition,
  input: unknown,
  locale: LocaleOption | undefined,
  field = 'move',
): string | RulesError {
  const badLocale = localeProblem(locale, 'ERR_RULES_BAD_ACTION');
  if (badLocale) return badLocale;
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI.test(text)) return text;
  const read = readMoveText(
    text,
    locale ? { locale, variant: pos.variant } : { variant: pos.variant },
  );
  if (!read.ok) return sanRefusal(read.error, field);
  const syntax = read.value;
  if (syntax.kind === 'drop') return `${DROP_LETTER[syntax.role]}@${makeSquare(syntax.to)}`;
  if (syntax.kind === 'castling') return castlingUci(pos, syntax.side);
  if (syntax.toRank === undefined)
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.writeSquare', { text }), { field });
  const to = (syntax.toRank << 3) | syntax.toFile;
  const from = departure(pos, syntax, to);
  if (from instanceof RulesError) return from;
  const promotion = syntax.promotion as Move['promotion'];
  return makeUci(pos, promotion ? { from, to, promotion } : { from, to });
}

/** The king's two-square step toward a side: what castling is on the board, legal or not. */
function castlingUci(pos: ReadonlyPosition, side: 'short' | 'long'): string {
  const king = pos.board.kingOf(pos.turn);
  const from = king ?? (pos.turn === 'white' ? 4 : 60);
  const to = from + (side === 'short' ? 2 : -2);
  return `${makeSquare(from)}${makeSquare(to)}`;
}

/** The one piece of the side to move the text can mean, or why there is none or several. */
function departure(
  pos: ReadonlyPosition,
  syntax: Extract<MoveText, { kind: 'move' }>,
  to: Square,
): Square | RulesError {
  if (syntax.fromFile !== undefined && syntax.fromRank !== undefined)
    return (syntax.fromRank << 3) | syntax.fromFile;
  const role: Role = syntax.role ?? 'pawn';
  const found: Square[] = [];
  for (let square = 0; square < 64; square++) {
    const piece = pos.pieceAt(square);
    if (!piece || piece.color !== pos.turn || piece.role !== role || square === to) continue;
    if (syntax.fromFile !== undefined && (square & 7) !== syntax.fromFile) continue;
    if (syntax.fromRank !== undefined && square >> 3 !== syntax.fromRank) continue;
    found.push(square);
  }
  if (found.length === 1) return found[0]!;
  const field = 'move';
  if (found.length === 0)
    return new RulesError(
      'ERR_RULES_BAD_MOVE',
      msg('refusal.noPieceOfRole', { side: pos.turn, role }),
      { field },
    );
  return new RulesError(
    'ERR_RULES_BAD_MOVE',
    msg('refusal.whichPiece', { role, squares: found.map(makeSquare), to: makeSquare(to) }),
    { field },
  );
}
