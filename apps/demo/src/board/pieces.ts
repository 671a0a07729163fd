import type { Color, Piece, Role } from '@chesslaws/board';
// The Chessnut set by Alexis Luengas (Apache-2.0, see pieces/README.md), emitted by Vite as 12
// hashed files (`?url&no-inline`: never data URLs, which would add 47 KB to the first script);
// the service worker precaches them with every built file, so the board draws off line.
import bB from './pieces/bB.svg?url&no-inline';
import bK from './pieces/bK.svg?url&no-inline';
import bN from './pieces/bN.svg?url&no-inline';
import bP from './pieces/bP.svg?url&no-inline';
import bQ from './pieces/bQ.svg?url&no-inline';
import bR from './pieces/bR.svg?url&no-inline';
import wB from './pieces/wB.svg?url&no-inline';
import wK from './pieces/wK.svg?url&no-inline';
import wN from './pieces/wN.svg?url&no-inline';
import wP from './pieces/wP.svg?url&no-inline';
import wQ from './pieces/wQ.svg?url&no-inline';
import wR from './pieces/wR.svg?url&no-inline';

const SVG: Record<Color, Record<Role, string>> = {
  white: { king: wK, queen: wQ, rook: wR, bishop: wB, knight: wN, pawn: wP },
  black: { king: bK, queen: bQ, rook: bR, bishop: bB, knight: bN, pawn: bP },
};

/** The URL of the SVG drawn for a piece. */
export const pieceSvg = (color: Color, role: Role): string => SVG[color][role];

/** `'white-king'`: the value of a piece's `data-piece` attribute (the automation contract). */
export const pieceId = (piece: Piece): string => `${piece.color}-${piece.role}`;
