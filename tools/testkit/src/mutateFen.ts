/**
 * FENs an adversary would type: a real FEN with one to three edits, from single characters
 * (a piece letter, a digit, a slash, a space, a tab, an underscore, a bracket) up to whole
 * fields (a clock with leading zeros or past 2^31, castling letters for rooks that are not
 * there, a pocket, a three-check counter, a field dropped, doubled or swapped). The same
 * generator feeds every package's differential test against chessops.
 */

const CHARS = [...'pnbrqkPNBRQK12345678/ wb-KQkqABCDEFGHabcdefgh09[]+~_\t.'];

// Whole-field replacements, by field index (board, turn, castling, e.p., halfmoves, fullmoves).
const FIELDS: readonly (readonly string[])[] = [
  [
    '8/8/8/8/8/8/8/8',
    'k7/8/8/8/8/8/8/K7',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn]',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Pp',
    '4k3/8/8/8/8/8/8/4K3',
  ],
  ['w', 'b', 'W', 'B', 'x', '-'],
  ['-', 'KQkq', 'K', 'q', 'HAha', 'AHah', 'Bb', 'KQkqK', 'kqKQ', 'EC', 'Kk', 'KQkq-', 'KQBkqb'],
  ['-', 'e3', 'e6', 'd6', 'c3', 'a1', 'h8', 'e4', 'z9', 'E3'],
  ['0', '007', '99', '100', '150', '9999', '10000', '2147483647', '2147483648', '-1', '1.5', '+1'],
  ['1', '0', '001', '500', '9999', '10000', '2147483647', '99999999999', 'a'],
];
// Extra fields some variants read: check counters and pockets, or plain junk.
const EXTRAS = ['3+3', '+0+0', '1+2', '+3+3', '4+1', '3+3+3', '[Qn]', '[]', 'junk', '0', '1'];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** One edit of `fen`. */
function edit(random: () => number, fen: string): string {
  const fields = fen.split(' ');
  const at = Math.floor(random() * (fen.length + 1));
  const field = Math.floor(random() * fields.length);
  switch (Math.floor(random() * 10)) {
    case 0:
      return fen.slice(0, at) + pick(random, CHARS) + fen.slice(at + 1);
    case 1:
      return fen.slice(0, at) + pick(random, CHARS) + fen.slice(at);
    case 2:
      return fen.slice(0, at) + fen.slice(at + 1 + Math.floor(random() * 3));
    case 3: {
      const choices = FIELDS[field] ?? EXTRAS;
      fields[field] = pick(random, choices);
      return fields.join(' ');
    }
    case 4: {
      // A rank of the board rewritten.
      const ranks = fields[0]!.split('/');
      ranks[Math.floor(random() * ranks.length)] = pick(random, [
        '8',
        '44',
        '9',
        '71',
        'pppppppp',
        'PPPPPPPP',
        'K7',
        '7k',
        '1P6',
        'Q~7',
        'rnbqkbnr',
        '',
      ]);
      fields[0] = ranks.join('/');
      return fields.join(' ');
    }
    case 5:
      fields.splice(field, 1);
      return fields.join(' ');
    case 6:
      fields.splice(field, 0, fields[field]!);
      return fields.join(' ');
    case 7: {
      const other = Math.floor(random() * fields.length);
      [fields[field], fields[other]] = [fields[other]!, fields[field]!];
      return fields.join(' ');
    }
    case 8:
      fields.splice(Math.min(4, fields.length), 0, pick(random, EXTRAS));
      return fields.join(' ');
    default:
      return fields.join(pick(random, [' ', '  ', '\t', '_', ' ']));
  }
}

/** `fen` with one to `edits` (default 3) random edits. */
export function mutateFen(random: () => number, fen: string, edits = 3): string {
  let out = fen;
  const count = 1 + Math.floor(random() * edits);
  for (let i = 0; i < count; i++) out = edit(random, out);
  return out;
}
