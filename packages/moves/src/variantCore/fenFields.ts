/**
 * A variant's own FEN fields, read and written by the code its engine carries (so a bundle of
 * standard chess holds none of it): crazyhouse pockets (`[Qn]`, or a ninth rank) and promoted
 * pieces (`Q~`), check counters (lichess's `3+3`, the checks still to give, or python-chess's
 * `+0+0` at the end, the checks given), and makruk's counting (Fairy-Stockfish writes the
 * limit where the e.p. square goes and the count in the halfmove field).
 * @internal
 * @packageDocumentation
 */
import { COLORS, err, ok, type Result, SquareSet } from '@chesslaws/board';
import { FenError, type FenField, quoted } from '../fen.js';
import type { Pocket, Setup } from '../setup.js';
import type { Variant } from '../variant.js';

/** What `read` took out of the fields, for `finish` to put into the setup. */
export interface VariantFenFields {
  /** The promoted pieces' squares the board field marks with `~` (low, high half); with pockets. */
  readonly promoted?: Int32Array;
  readonly pockets?: NonNullable<Setup['pockets']>;
  readonly remainingChecks?: { white: number; black: number };
  /** The counting limit found in the e.p. field (makruk). */
  readonly countingLimit?: number;
}

/** The FEN code an engine carries (`engine.fen`). */
export interface VariantFen {
  /** Takes the variant's fields out of `texts` and `offsets` (the FEN's fields and where each starts). */
  read(texts: string[], offsets: number[], variant: Variant): Result<VariantFenFields, FenError>;
  /** Puts what `read` took into a setup read from the rest. */
  finish(setup: Setup, fields: VariantFenFields): void;
  /** Writes a setup's variant state into the FEN's fields. */
  write(setup: Setup, fields: string[]): void;
}

const rejected = (
  code: 'ERR_FEN_POCKETS' | 'ERR_FEN_CHECKS',
  message: string,
  field: FenField,
  offset: number,
) => err(new FenError(code, message, field, offset));

/** The FEN fields of every variant engine. */
export const VARIANT_FEN: VariantFen = {
  read(texts, offsets, variant) {
    let pockets: VariantFenFields['pockets'];
    let promoted: Int32Array | undefined;
    if (variant.pockets) {
      const split = splitPockets(texts[0]!, offsets[0]!);
      if (!split.ok) return split;
      texts[0] = split.value.board;
      pockets = split.value.pockets;
      promoted = new Int32Array(2);
    }
    let remainingChecks: VariantFenFields['remainingChecks'];
    const checksToWin = variant.checksToWin;
    if (checksToWin > 0) {
      const last = texts.length - 1;
      if (last >= 4 && texts[last]!.startsWith('+')) {
        const read = parseChecks(texts[last]!, offsets[last]!, true, checksToWin);
        if (!read.ok) return read;
        // python-chess counts checks given; the setup holds the checks still to give.
        remainingChecks = {
          white: checksToWin - read.value.white,
          black: checksToWin - read.value.black,
        };
        texts.splice(last, 1);
        offsets.splice(last, 1);
      } else if (texts.length > 4 && texts[4]!.includes('+')) {
        const read = parseChecks(texts[4]!, offsets[4]!, false, checksToWin);
        if (!read.ok) return read;
        remainingChecks = read.value;
        texts.splice(4, 1);
        offsets.splice(4, 1);
      }
    }
    let countingLimit: number | undefined;
    if (variant.counting && /^[0-9]+$/.test(texts[3] ?? '')) {
      countingLimit = Number(texts[3]!.slice(0, 6));
      texts[3] = '-';
    }
    return ok({
      ...(promoted ? { promoted, pockets: pockets! } : {}),
      ...(remainingChecks ? { remainingChecks } : {}),
      ...(countingLimit ? { countingLimit } : {}),
    });
  },

  finish(setup, fields) {
    if (fields.pockets) {
      setup.pockets = fields.pockets;
      setup.promoted = new SquareSet(fields.promoted![0]!, fields.promoted![1]!);
    }
    if (fields.remainingChecks) setup.remainingChecks = fields.remainingChecks;
    // With a counting limit, the halfmove field holds the count (Fairy-Stockfish's FEN).
    if (fields.countingLimit) {
      setup.counting = { limit: fields.countingLimit, ply: setup.halfmoves };
      setup.halfmoves = 0;
    }
  },

  write(setup, fields) {
    if (setup.pockets) fields[0] += makePocketsFen(setup.pockets);
    if (setup.counting) {
      fields[3] = String(setup.counting.limit);
      fields[4] = String(setup.counting.ply);
    }
    // Three-check counters in lichess's form: the checks still to give, after the e.p. field.
    if (setup.remainingChecks)
      fields.splice(4, 0, `${setup.remainingChecks.white}+${setup.remainingChecks.black}`);
  },
};

const emptyPocket = (): Pocket => ({ pawn: 0, knight: 0, bishop: 0, rook: 0, queen: 0 });
const POCKET_ROLES: Record<string, keyof Pocket> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
};

// The board field without its pocket: `...RNBQKBNR[Qn]` or a ninth rank `.../RNBQKBNR/Qn`.
function splitPockets(
  text: string,
  offset: number,
): Result<{ board: string; pockets: NonNullable<Setup['pockets']> }, FenError> {
  let board = text;
  let pocketText = '';
  let at = offset;
  const open = text.indexOf('[');
  if (open >= 0) {
    if (!text.endsWith(']') || text.indexOf(']') !== text.length - 1)
      return rejected(
        'ERR_FEN_POCKETS',
        `the pocket ${quoted(text.slice(open))} must end with ']' and close the board field`,
        'pockets',
        offset + open,
      );
    board = text.slice(0, open);
    pocketText = text.slice(open + 1, -1);
    at = offset + open + 1;
  } else if (text.split('/').length === 9) {
    const cut = text.lastIndexOf('/');
    board = text.slice(0, cut);
    pocketText = text.slice(cut + 1);
    at = offset + cut + 1;
  }
  const pockets = { white: emptyPocket(), black: emptyPocket() };
  for (let i = 0; i < pocketText.length; i++) {
    const c = pocketText[i]!;
    const role = POCKET_ROLES[c.toLowerCase()];
    if (!role)
      return rejected(
        'ERR_FEN_POCKETS',
        `unexpected '${c}' in the pocket (expected letters from PNBRQ and pnbrq)`,
        'pockets',
        at + i,
      );
    pockets[c === c.toLowerCase() ? 'black' : 'white'][role]++;
  }
  return ok({ board, pockets });
}

// `3+3` (checks to give) or `+0+0` (checks given, `given`), each at most `most`.
function parseChecks(
  text: string,
  offset: number,
  given: boolean,
  most: number,
): Result<{ white: number; black: number }, FenError> {
  const match = given ? /^\+(\d{1,2})\+(\d{1,2})$/.exec(text) : /^(\d{1,2})\+(\d{1,2})$/.exec(text);
  if (!match)
    return rejected(
      'ERR_FEN_CHECKS',
      `check counter ${quoted(text)} must read like 3+3 (checks to give) or +0+0 (checks given)`,
      'checks',
      offset,
    );
  const white = Number(match[1]);
  const black = Number(match[2]);
  if (white > most || black > most)
    return rejected(
      'ERR_FEN_CHECKS',
      `check counter ${quoted(text)} counts more than the ${most} checks that win (${
        given ? `checks given: +0+0 to +${most}+${most}` : `checks to give: 0+0 to ${most}+${most}`
      })`,
      'checks',
      offset + (given ? 1 : 0) + (white > most ? 0 : match[1]!.length + 1),
    );
  return ok({ white, black });
}

// `[...]`: White's pieces in hand in capitals, then Black's, pawns first (as lichess writes).
function makePocketsFen(pockets: NonNullable<Setup['pockets']>): string {
  let out = '[';
  for (const color of COLORS) {
    for (const [letter, role] of Object.entries(POCKET_ROLES))
      out += (color === 'white' ? letter.toUpperCase() : letter).repeat(pockets[color][role]);
  }
  return `${out}]`;
}
