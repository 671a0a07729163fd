/**
 * The packages' errors for what a user typed (a time control, a FEN, a move, a PGN), in the
 * interface's words. English shows the package's own message, which names what it read; the
 * other languages say the same by the error's stable code, and the field marks where it is.
 */
import { lang } from './lang.js';

/** An error as the packages give it: a stable code and an English message. */
export interface CodedError {
  readonly code: string;
  readonly message: string;
}

const RU: Readonly<Record<string, string>> = {
  ERR_TC_SYNTAX: 'Контроль времени не читается: проверьте отмеченное место',
  ERR_TC_UNKNOWN: 'Такого контроля времени нет',
  ERR_TC_AMBIGUOUS: 'Контроль времени читается двояко',
  ERR_CLOCK_NO_STAGES: 'В контроле нет ни одного периода',
  ERR_CLOCK_DURATION: 'Время должно быть положительным',
  ERR_CLOCK_MOVES: 'Число ходов должно быть целым и положительным',
  ERR_CLOCK_NO_TIME: 'С этим контролем на первый ход нет времени',
  ERR_CLOCK_ALREADY_STARTED: 'Часы уже пущены',
  ERR_CLOCK_NOT_STARTED: 'Часы ещё не пущены',
  ERR_CLOCK_NOT_RUNNING: 'Часы стоят',
  ERR_CLOCK_NOT_PAUSED: 'Часы не на паузе',
  ERR_CLOCK_WRONG_SIDE: 'Сейчас идут часы соперника',
  ERR_FEN_EMPTY: 'FEN пуст',
  ERR_FEN_FIELDS: 'В FEN не хватает полей',
  ERR_FEN_BOARD: 'Расстановка в FEN не читается: проверьте отмеченное место',
  ERR_FEN_TURN: 'Очерёдность хода в FEN — w или b',
  ERR_FEN_CASTLING: 'Права на рокировку в FEN не читаются',
  ERR_FEN_EP: 'Поле взятия на проходе в FEN не читается',
  ERR_FEN_HALFMOVES: 'Счётчик полуходов в FEN не читается',
  ERR_FEN_FULLMOVES: 'Номер хода в FEN не читается',
  ERR_FEN_POCKETS: 'Запас фигур в FEN не читается',
  ERR_FEN_CHECKS: 'Счётчик шахов в FEN не читается',
  ERR_EMPTY: 'на доске нет фигур',
  ERR_KINGS: 'у каждой стороны должен быть ровно один король',
  ERR_PAWNS_ON_BACKRANK: 'пешка на первой или последней горизонтали',
  ERR_OPPOSITE_CHECK: 'король стороны, которая не ходит, под шахом',
  ERR_IMPOSSIBLE_CHECK: 'такой шах невозможен',
  ERR_TOO_MUCH_MATERIAL: 'слишком много фигур',
  ERR_CASTLING_RIGHTS: 'права на рокировку не соответствуют позиции',
  ERR_EP_SQUARE: 'поле взятия на проходе не соответствует позиции',
  ERR_SAN_SYNTAX: 'Ход не читается',
  ERR_SAN_NO_SUCH_MOVE: 'Такого хода в позиции нет',
  ERR_SAN_ILLEGAL: 'Этот ход невозможен',
  ERR_SAN_AMBIGUOUS: 'Ход неоднозначен: укажите, какая фигура ходит',
  ERR_PGN_SYNTAX: 'Ошибка в тексте PGN',
  ERR_PGN_TAG: 'Ошибка в теге PGN',
  ERR_PGN_MOVE: 'Невозможный ход в PGN',
  ERR_PGN_FEN: 'Ошибка в начальной позиции (FEN) PGN',
  ERR_PGN_VARIANT: 'Вариант шахмат в PGN не поддерживается',
  ERR_PGN_UNTERMINATED: 'Текст PGN оборван',
  ERR_PGN_CLOCK: 'Ошибка во времени на часах в PGN',
  ERR_PGN_TOKEN_TOO_LONG: 'Слишком длинное слово в PGN',
};

/** An error in the interface's language; `detail` (a line and column, the text read) is added as it is. */
export function errorText(error: CodedError, detail?: string): string {
  if (lang !== 'ru') return error.message;
  const words = RU[error.code] ?? 'Ошибка';
  return detail ? `${words} (${detail})` : words;
}
