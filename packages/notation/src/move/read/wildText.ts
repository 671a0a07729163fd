/**
 * Cleaning move text found in the wild (S-wild) before it is scanned: annotation glyphs,
 * check and mate signs, `e.p.` and a draw offer come off the end, and look-alike
 * characters are folded one for one (so offsets into the text stay valid).
 */

/** The part of a move text that names the move, and where it starts in the whole text. */
export interface MoveCore {
  /** The text without surrounding spaces and trailing signs (`Nf3` of ` Nf3+!? `). */
  readonly core: string;
  /** The offset of `core` in the original text. */
  readonly offset: number;
}

// Trailing decorations, tried repeatedly from the end in any order. The Cyrillic `х`
// is the older Russian mate sign (S-ru); at the very end it cannot be a capture sign,
// which always has a square after it.
const TRAILING = [
  /\s+$/u, // spaces between the move and its signs
  /[!?‼⁇⁈⁉]+$/u, // annotation glyphs (!, ?, !!, ??, !?, ?!)
  /\(=\)$/u, // a draw offer (L-C)
  /(?<=[1-8])\s*e\.?\s?p\.?$/iu, // en passant, after the square
  /(?:\+\+|[+#‡†])$/u, // check, mate (`++` is the older mate sign)
  /(?<=.)[хХ]$/u, // Russian mate sign
];

/** Takes the decorations off a move text and finds the core that names the move. */
export function moveCore(text: string): MoveCore {
  // Fast exit for clean text (`Nf3`, `e8=Q`): nothing to take off when it ends in a rank or a piece letter.
  const last = text.charCodeAt(text.length - 1);
  if ((last >= 49 && last <= 56) || last === 81 || last === 82 || last === 66 || last === 78) {
    if (text.charCodeAt(0) > 32) return { core: text, offset: 0 };
  }
  const lead = /^\s*/u.exec(text)![0].length;
  let core = text.slice(lead);
  for (let changed = true; changed && core.length > 0; ) {
    changed = false;
    for (const pattern of TRAILING) {
      const match = pattern.exec(core);
      if (match && match[0].length > 0) {
        core = core.slice(0, match.index);
        changed = true;
      }
    }
  }
  return { core, offset: lead };
}

// Cyrillic letters that look like file letters (а с е һ) and the Cyrillic `х` as a capture sign.
const FILE_LOOKALIKES: Record<string, number> = { а: 0, с: 2, е: 4, һ: 7 };

/** The file (0..7) a character names: `a`..`h`, or a Cyrillic look-alike (S-wild); else -1. */
export function fileOf(char: string): number {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 97 && code <= 104) return code - 97;
  return FILE_LOOKALIKES[char] ?? -1;
}

/** The rank (0..7) a character names (`1`..`8`), else -1. */
export function rankOf(char: string): number {
  const code = char.charCodeAt(0);
  return char.length === 1 && code >= 49 && code <= 56 ? code - 49 : -1;
}

/** Capture signs: `x`, `:` (S-ru), the Cyrillic `х`, `×` and an uppercase `X`. */
export const isCaptureSign = (char: string): boolean => 'x:хХ×X'.includes(char);

/** Dashes of long algebraic notation (S-LAN): hyphen, en dash, em dash. */
export const isDash = (char: string): boolean => '-–—'.includes(char);

// The letter O in Latin or Cyrillic, either case, or the digit zero.
const CASTLING_O = '[O0Оoо]';
const CASTLING = new RegExp(`^${CASTLING_O}([-–—]?)${CASTLING_O}(?:(\\1)${CASTLING_O})?$`, 'u');

/** `short` or `long` for castling written with O or 0 (`O-O`, `0-0-0`, `О-О` in Cyrillic), else undefined. */
export function castlingOf(core: string): 'short' | 'long' | undefined {
  if (!'O0Оoо'.includes(core[0] ?? ' ')) return undefined;
  const match = CASTLING.exec(core);
  if (!match) return undefined;
  return match[2] === undefined ? 'short' : 'long';
}
