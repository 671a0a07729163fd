/**
 * Where chesslaws reads a FEN differently from chessops 0.15.1 on purpose: each difference with
 * the reason for it and a test of whether it explains a disagreement. The differential tests of
 * `moves` (standard chess, Chess960) and `cli` (the lichess variants) accept a disagreement
 * only when one of these explains it, and count how often each did.
 */

/** One FEN read by both libraries. */
export interface FenCase {
  /** The FEN as typed. */
  readonly fen: string;
  /** The variant, by chessops' name (`'chess'`, `'horde'`...). */
  readonly variant: string;
  /** Whether the variant reads pockets (`[Qn]`, a ninth rank) and promoted pieces (`~`). */
  readonly pockets: boolean;
  /** Whether the variant reads three-check counters. */
  readonly checks: boolean;
  /** Whether castling is Chess960's. */
  readonly chess960: boolean;
  /** Our FEN of the position read (lenient), or `undefined` when refused. */
  readonly ours: string | undefined;
  /** chessops' FEN of the position read, or `undefined` when refused. */
  readonly theirs: string | undefined;
}

/** A deliberate difference. */
export interface FenDifference {
  /** A short name, for the counts. */
  readonly name: string;
  /** Why we read it otherwise. */
  readonly reason: string;
  /** Whether it explains why one of the two reads `c` and the other refuses it. */
  readonly explains?: (c: FenCase) => boolean;
  /**
   * For two positions read: the fields (0 board ... 5 fullmove number) it explains where
   * they differ. A position agrees when every differing field is explained.
   */
  readonly fields?: (c: FenCase) => readonly number[];
}

const fieldsOf = (fen: string): string[] => fen.trim().split(/[\s_]+/);

/** The fields where two FENs differ (their indexes). */
function differing(a: string, b: string): number[] {
  const x = a.split(' ');
  const y = b.split(' ');
  const out: number[] = [];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) out.push(i);
  return out;
}

const castlingField = (fen: string): string => fieldsOf(fen)[2] ?? '';

/** Whether the board field of `fen` puts a piece on `square` (a name such as `g6`). */
function occupied(fen: string, square: string): boolean {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const row = (fieldsOf(fen)[0] ?? '').split('/')[7 - rank];
  if (row === undefined || file < 0 || file > 7) return false;
  let at = 0;
  for (const ch of row.replace(/~/g, '')) {
    if (at > file) break;
    if (/[1-8]/.test(ch)) at += Number(ch);
    else if (at++ === file) return true;
  }
  return false;
}

/** The deliberate differences, each with its reason. */
export const FEN_DIFFERENCES: readonly FenDifference[] = [
  {
    name: 'separators',
    reason:
      'chessops splits fields on any run of whitespace or underscores, and keeps the empty ' +
      'fields of leading or trailing blanks; parseFen reads fields between single spaces and ' +
      'ignores blanks at both ends (its documented grammar)',
    explains: ({ fen }) => /[\t\n\v\f\r_]| {2}|^\s|\s$/.test(fen),
  },
  {
    name: 'missing fields',
    reason:
      'chessops takes a missing side to move as White and missing castling and e.p. fields as ' +
      '"-"; parseFen requires the first four fields (a FEN without them is not one)',
    explains: ({ fen }) => fieldsOf(fen).length < 4,
  },
  {
    name: 'large counts',
    reason:
      'chessops reads a halfmove clock or fullmove number of 1 to 4 digits; parseFen reads any ' +
      'up to 2^31 - 1, leading zeros too (issue 28: "007" is 7)',
    explains: ({ fen }) => fieldsOf(fen).some((f) => /^\d{5,}$/.test(f)),
  },
  {
    name: 'halfmove clock past 150',
    reason:
      'chessops caps the halfmove clock at 150 (where the 75-move rule ends a game); the ' +
      'position keeps the clock the FEN gives, and the rules decide what it means',
    fields: ({ ours, theirs }) => {
      const at = ours!.split(' ').length - 2;
      return Number(ours!.split(' ')[at]) > 150 && theirs!.split(' ')[at] === '150' ? [at] : [];
    },
  },
  {
    name: 'variant extensions elsewhere',
    reason:
      'chessops reads pockets, promoted-piece marks (~) and check counters in a FEN of any ' +
      'variant and ignores them; parseFen reads them only in the variants that have them, and ' +
      'refuses them elsewhere',
    explains: ({ fen, pockets, checks }) => {
      const board = fieldsOf(fen)[0] ?? '';
      const extension = (!pockets && /[[\]~]|(\/.*){8}/.test(board)) || (!checks && /\+/.test(fen));
      return extension;
    },
  },
  {
    name: 'check counter placement',
    reason:
      'a three-check counter comes after the e.p. field as lichess writes it (3+3, checks to ' +
      'give), or at the end as python-chess does (+0+0, checks given); chessops takes either ' +
      'form in either place, where parseFen refuses the mixed ones, which would be read both ways',
    explains: ({ fen, checks }) => {
      const fields = fieldsOf(fen);
      const lichessAtEnd = fields.length > 6 && /^\d+\+\d+$/.test(fields.at(-1)!);
      return checks && (lichessAtEnd || /^\+/.test(fields[4] ?? ''));
    },
  },
  {
    name: 'horde kings',
    reason:
      "horde is Black's king against White's pawns: parseFen refuses a White king, or a " +
      'Black side without its king; chessops takes any one king, of either side',
    explains: ({ fen, variant, ours }) => {
      const board = fieldsOf(fen)[0] ?? '';
      return variant === 'horde' && ours === undefined && (/K/.test(board) || !/k/.test(board));
    },
  },
  {
    name: 'castling letters',
    reason:
      'chessops refuses a castling field with more than two rooks of a side, and reads a letter ' +
      'written twice as once; parseFen refuses a letter written twice (a typo), and lenient ' +
      'reading drops the rights that cannot be right (strict mode refuses them)',
    explains: ({ fen }) => {
      const letters = castlingField(fen).replace('-', '');
      const twice = new Set(letters).size < letters.length;
      const white = [...letters].filter((l) => l !== l.toLowerCase()).length;
      const black = [...letters].filter((l) => l !== l.toUpperCase()).length;
      return twice || white > 2 || black > 2;
    },
  },
  {
    name: 'occupied e.p. square',
    reason:
      'L-3.7: the e.p. square is the one the pawn passed over, so it is empty; chessops keeps ' +
      'an e.p. square with a piece standing on it (and lets a pawn capture onto it)',
    fields: ({ fen }) => {
      const ep = fieldsOf(fen)[3] ?? '-';
      return /^[a-h][36]$/.test(ep) && occupied(fen, ep) ? [3] : [];
    },
  },
  {
    name: 'castling from start squares',
    reason:
      "L-3.8: outside Chess960 a king castles from e1/e8 with the rook on its corner; chessops' " +
      "castling is always Chess960's, so it keeps a right for any rook beside the king on the " +
      'back rank (Ka1 and Rb1, or the inner rook that K names)',
    fields: (c) => (c.chess960 ? [] : [2]),
  },
];

/**
 * What a case comes to: `'agree'` (the same verdict and the same position), the name of the
 * deliberate difference that explains a disagreement, or `undefined` for a disagreement that
 * none explains (a bug on one side, or a difference to add here with its reason).
 */
export function explainFenCase(c: FenCase): string | undefined {
  if (c.ours === c.theirs) return 'agree';
  // One reads it and the other refuses: a difference of verdict must explain it.
  if (c.ours === undefined || c.theirs === undefined)
    return FEN_DIFFERENCES.find((d) => d.explains?.(c))?.name;
  // Two positions: every field where they differ must be explained.
  const names = new Set<string>();
  for (const field of differing(c.ours, c.theirs)) {
    const by = FEN_DIFFERENCES.find((d) => d.fields?.(c).includes(field));
    if (!by) return undefined;
    names.add(by.name);
  }
  return [...names].join(' + ');
}

/** What a differential run came to: how many cases each verdict took, and the cases none explains. */
export interface FenTally {
  /** `'both read'`, `'both refuse'`, or a difference's name, with how many cases it took. */
  readonly counts: Readonly<Record<string, number>>;
  /** The disagreements no difference explains, as lines to print. */
  readonly unexplained: readonly string[];
}

/** Sums up `cases` with {@link explainFenCase}. */
export function tallyFenCases(cases: Iterable<FenCase>): FenTally {
  const counts: Record<string, number> = {};
  const unexplained: string[] = [];
  for (const c of cases) {
    const verdict = explainFenCase(c);
    if (verdict === undefined) {
      unexplained.push(`${c.variant} ${JSON.stringify(c.fen)}: ${c.ours} / chessops ${c.theirs}`);
      continue;
    }
    const key = verdict === 'agree' ? (c.ours ? 'both read' : 'both refuse') : verdict;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts, unexplained };
}
