import type { Color, Piece, Role } from '@chesslaws/board';
// The fairy pieces of @chesslaws/variants, drawn from the same set (pieces/make-fairy.mjs).
import bAlfil from './pieces/bAlfil.svg?url&no-inline';
import bAmazon from './pieces/bAmazon.svg?url&no-inline';
// The Chessnut set by Alexis Luengas (Apache-2.0, see pieces/README.md), emitted by Vite as 12
// hashed files (`?url&no-inline`: never data URLs, which would add 47 KB to the first script);
// the service worker precaches them with every built file, so the board draws off line.
import bB from './pieces/bB.svg?url&no-inline';
import bChancellor from './pieces/bChancellor.svg?url&no-inline';
import bCommoner from './pieces/bCommoner.svg?url&no-inline';
import bFerz from './pieces/bFerz.svg?url&no-inline';
import bK from './pieces/bK.svg?url&no-inline';
import bKhon from './pieces/bKhon.svg?url&no-inline';
import bMet from './pieces/bMet.svg?url&no-inline';
import bN from './pieces/bN.svg?url&no-inline';
import bP from './pieces/bP.svg?url&no-inline';
import bQ from './pieces/bQ.svg?url&no-inline';
import bR from './pieces/bR.svg?url&no-inline';
import wAlfil from './pieces/wAlfil.svg?url&no-inline';
import wAmazon from './pieces/wAmazon.svg?url&no-inline';
import wB from './pieces/wB.svg?url&no-inline';
import wChancellor from './pieces/wChancellor.svg?url&no-inline';
import wCommoner from './pieces/wCommoner.svg?url&no-inline';
import wFerz from './pieces/wFerz.svg?url&no-inline';
import wK from './pieces/wK.svg?url&no-inline';
import wKhon from './pieces/wKhon.svg?url&no-inline';
import wMet from './pieces/wMet.svg?url&no-inline';
import wN from './pieces/wN.svg?url&no-inline';
import wP from './pieces/wP.svg?url&no-inline';
import wQ from './pieces/wQ.svg?url&no-inline';
import wR from './pieces/wR.svg?url&no-inline';

const SVG: Record<Color, Readonly<Record<string, string>>> = {
  white: { king: wK, queen: wQ, rook: wR, bishop: wB, knight: wN, pawn: wP },
  black: { king: bK, queen: bQ, rook: bR, bishop: bB, knight: bN, pawn: bP },
};
const FAIRY: Record<Color, Readonly<Record<string, string>>> = {
  white: {
    commoner: wCommoner,
    chancellor: wChancellor,
    amazon: wAmazon,
    ferz: wFerz,
    met: wMet,
    alfil: wAlfil,
    khon: wKhon,
  },
  black: {
    commoner: bCommoner,
    chancellor: bChancellor,
    amazon: bAmazon,
    ferz: bFerz,
    met: bMet,
    alfil: bAlfil,
    khon: bKhon,
  },
};

/** The URL of the SVG drawn for a piece (a fairy piece by its role name; an unknown one as a pawn). */
export const pieceSvg = (color: Color, role: Role): string =>
  SVG[color][role] ?? FAIRY[color][role] ?? SVG[color].pawn!;

/** `'white-king'`: the value of a piece's `data-piece` attribute (the automation contract). */
export const pieceId = (piece: Piece): string => `${piece.color}-${piece.role}`;
