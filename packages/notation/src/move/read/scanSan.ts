import type { Role, Square } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import type { Locale } from '../locales.js';
import type { CastlingSide } from '../write/moveFacts.js';
import { letterAt, letterTable } from './pieceLetters.js';
import { castlingOf, fileOf, isCaptureSign, isDash, type MoveCore, rankOf } from './wildText.js';

/**
 * What a move text says, before a position gives it meaning: castling, a drop, or a piece
 * (written or not), what it tells of the departure square, and the destination (read by
 * `readMoveText`, and by `parseSan` before it matches the legal moves).
 */
export type MoveText =
  | { readonly kind: 'castling'; readonly side: CastlingSide }
  | {
      /** A drop from the pocket: `N@f3`, `@e4` or `P@e4` for a pawn (crazyhouse). */
      readonly kind: 'drop';
      /** The piece dropped (a pawn when no letter is written). */
      readonly role: Role;
      /** The square it is dropped on. */
      readonly to: Square;
      /** Offset of the piece letter (or of `@` without one) in the whole text. */
      readonly offset: number;
      /** Offset of the square in the whole text. */
      readonly squareOffset: number;
    }
  | {
      readonly kind: 'move';
      /** The piece written; `undefined` when none is (a pawn, or any piece when the whole departure square is given). */
      readonly role: Role | undefined;
      /** The departure file 0..7, when written. */
      readonly fromFile: number | undefined;
      /** The departure rank 0..7, when written. */
      readonly fromRank: number | undefined;
      /** The destination file. */
      readonly toFile: number;
      /** The destination rank; `undefined` for a pawn capture written by files only (S-short `de`). */
      readonly toRank: number | undefined;
      /** Whether a capture sign was written. */
      readonly capture: boolean;
      /** The promotion piece written. */
      readonly promotion: Role | undefined;
    };

/** Where and why a text is not a move. */
export interface ScanFailure {
  /** Offset in the whole text. */
  readonly offset: number;
  /** What was expected there. */
  readonly message: string;
}

/** A file or a rank written in the move, and where. */
interface SquareToken {
  kind: 'file' | 'rank';
  value: number;
  offset: number;
}

/** The separator between the departure and the destination (`x`, `-`, `:`...), when written. */
interface Separator {
  /** How many square tokens come before it. */
  at: number;
  capture: boolean;
}

/**
 * Reads the core of a move text with the letters of `locale`. Forgiving by design: every
 * style (SAN, FIDE, long algebraic, figurine, UCI) and the S-wild variants scan; the
 * strict mode of `parseSan` compares with the canonical text afterwards.
 */
export function scanSan(
  { core, offset }: MoveCore,
  locale: Locale,
  variant?: Variant,
): MoveText | ScanFailure {
  const end = offset + core.length;
  if (core.length === 0) return { offset, message: 'expected a move' };
  if (core === '--' || core === 'Z0' || core === '0000' || core === '@@@@') {
    return { offset, message: 'a null move is not a move' };
  }
  const castling = castlingOf(core);
  if (castling) return { kind: 'castling', side: castling };

  // A lowercase `p@e3` is a pawn drop in every language, as lichess reads it (not a Dutch
  // `paard`, a knight): a drop exists only in a position with pockets, where pawns are dropped.
  if (core[0] === 'p' && core[1] === '@') return scanDrop(core, 1, offset, 'pawn');
  const table = letterTable(locale, variant);
  let i = 0;
  const piece = letterAt(table.leading, core, 0);
  if (piece) i = piece.text.length;
  if (core[i] === '@') return scanDrop(core, i, offset, piece?.role ?? 'pawn');
  const squares: SquareToken[] = [];
  let separator: Separator | undefined;
  let promotion: Role | undefined;
  while (i < core.length) {
    const char = core[i]!;
    const file = fileOf(char);
    const rank = rankOf(char);
    // After a whole square, a lone `b` (or `n`, `q`, `r`) is a UCI promotion, not a file.
    const promotes = file >= 0 && squares.at(-1)?.kind === 'rank' && rankOf(core[i + 1] ?? '') < 0;
    if (file >= 0 && !promotes) squares.push({ kind: 'file', value: file, offset: offset + i });
    else if (rank >= 0) squares.push({ kind: 'rank', value: rank, offset: offset + i });
    else if (isCaptureSign(char) || isDash(char)) {
      if (separator) return { offset: offset + i, message: 'a second separator' };
      separator = { at: squares.length, capture: isCaptureSign(char) };
    } else if (char >= '0' && char <= '9') {
      return { offset: offset + i, message: 'ranks run from 1 to 8' };
    } else {
      const found = readPromotion(core, i, table.promotion);
      if ('message' in found) return { offset: offset + found.at, message: found.message };
      promotion = found.role;
      i = found.end;
      if (i < core.length) return { offset: offset + i, message: 'unexpected text after the move' };
      break;
    }
    i++;
  }
  return interpret(piece?.role, squares, separator, promotion, end);
}

// `N@f3`, `@e4`, `P@e4`: the square after the sign, and nothing after it.
function scanDrop(core: string, at: number, offset: number, role: Role): MoveText | ScanFailure {
  const file = fileOf(core[at + 1] ?? '');
  const rank = rankOf(core[at + 2] ?? '');
  if (file < 0 || rank < 0)
    return { offset: offset + at + 1, message: "expected the square of the drop after '@'" };
  if (at + 3 < core.length)
    return { offset: offset + at + 3, message: 'unexpected text after the square of the drop' };
  return { kind: 'drop', role, to: rank * 8 + file, offset, squareOffset: offset + at + 1 };
}

function readPromotion(
  core: string,
  start: number,
  letters: ReturnType<typeof letterTable>['promotion'],
): { role: Role; end: number } | { message: string; at: number } {
  let i = start;
  const opener = core[i];
  const closer = opener === '(' ? ')' : undefined;
  if (opener === '=' || opener === '/' || opener === '(') i++;
  const letter = letterAt(letters, core, i);
  if (!letter) {
    return { at: i, message: i === start ? 'unexpected character' : 'expected a promotion piece' };
  }
  i += letter.text.length;
  if (closer) {
    if (core[i] !== closer) return { at: i, message: `expected '${closer}'` };
    i++;
  }
  return { role: letter.role, end: i };
}

// (No closures in this file: tsx/esbuild wraps each in a naming helper, and scanning is hot.)
const offsetOf = (list: SquareToken[], index: number, end: number): number =>
  list[index]?.offset ?? end;

// Splits the squares at the separator (or before the destination) and checks their shape.
function interpret(
  role: Role | undefined,
  squares: SquareToken[],
  separator: Separator | undefined,
  promotion: Role | undefined,
  end: number,
): MoveText | ScanFailure {
  const split =
    separator?.at ?? Math.max(0, squares.length - (squares.at(-1)?.kind === 'rank' ? 2 : 1));
  const from = squares.slice(0, split);
  const to = squares.slice(split);
  // Destination: a file and a rank, or a file alone (S-short pawn capture `de`).
  const toFile = to[0];
  if (toFile?.kind !== 'file')
    return { offset: offsetOf(to, 0, end), message: 'expected the destination square' };
  if (to.length > 2 || (to.length === 2 && to[1]!.kind !== 'rank')) {
    return {
      offset: offsetOf(to, 1, end),
      message: 'unexpected text after the destination square',
    };
  }
  const toRank = to[1]?.value;
  if (toRank === undefined) {
    const pawnByFiles =
      from.length === 1 && from[0]!.kind === 'file' && (role === undefined || role === 'pawn');
    if (!pawnByFiles || promotion !== undefined)
      return { offset: end, message: 'expected the destination rank' };
  }
  // Departure: nothing, a file, a rank, or a whole square.
  if (
    from.length > 2 ||
    (from.length === 2 && (from[0]!.kind !== 'file' || from[1]!.kind !== 'rank'))
  ) {
    return { offset: offsetOf(from, 1, end), message: 'expected a departure file, rank or square' };
  }
  let fromFile: number | undefined;
  let fromRank: number | undefined;
  for (const token of from) {
    if (token.kind === 'file') fromFile = token.value;
    else fromRank = token.value;
  }
  return {
    kind: 'move',
    role,
    fromFile,
    fromRank,
    toFile: toFile.value,
    toRank,
    capture: separator ? separator.capture : toRank === undefined,
    promotion,
  };
}
