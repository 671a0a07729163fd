import type { Piece, Role } from '@chesslaws/board';

/**
 * Solid figurines for both sides: white pieces are filled white and outlined in ink by CSS;
 * no font draws a filled white piece, and layered outline glyphs render unevenly across fonts.
 */
const FIGURINE: Record<Role, string> = {
  king: '\u265A',
  queen: '\u265B',
  rook: '\u265C',
  bishop: '\u265D',
  knight: '\u265E',
  pawn: '\u265F',
};

/** U+FE0E asks for the text (not emoji) presentation of a figurine. */
const TEXT_STYLE = '\uFE0E';

/** The glyph drawn for a piece. */
export const pieceGlyph = (role: Role): string => `${FIGURINE[role]}${TEXT_STYLE}`;

/** `'white-king'`: the value of a piece's `data-piece` attribute (the automation contract). */
export const pieceId = (piece: Piece): string => `${piece.color}-${piece.role}`;
