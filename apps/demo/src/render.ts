import {
  type Board,
  type Color,
  FILE_NAMES,
  isLightSquare,
  makeSquare,
  type Piece,
  RANK_NAMES,
  type Role,
  squareAt,
} from '@chesslaws/board';

/**
 * Solid figurines for both sides. White pieces are filled white and outlined in
 * ink; no font draws a filled white piece, and layering outline glyphs over
 * fills renders unevenly across fonts.
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

/** `'white-king'`: the value of a piece's `data-piece` attribute. */
export const pieceId = (piece: Piece): string => `${piece.color}-${piece.role}`;

/** `'white king'`: how a piece is read out. */
export const pieceName = (piece: Piece): string => `${piece.color} ${piece.role}`;

function pieceElement(piece: Piece): HTMLElement {
  const el = document.createElement('span');
  el.className = `piece piece--${piece.color}`;
  el.dataset.piece = pieceId(piece);
  // The square's label already names the piece; the glyphs are decoration.
  el.setAttribute('aria-hidden', 'true');
  el.textContent = `${FIGURINE[piece.role]}${TEXT_STYLE}`;
  return el;
}

/**
 * Draws `board` into `container` as an 8x8 grid seen from White's side
 * (a1 bottom-left, dark). Each square carries `data-square="e4"` and each piece
 * `data-piece="white-king"`. Returns the number of pieces drawn.
 */
export function renderBoard(
  container: HTMLElement,
  board: Board,
  orientation: Color = 'white',
): number {
  const body = document.createElement('tbody');
  let count = 0;
  for (let row = 0; row < 8; row++) {
    const rowEl = document.createElement('tr');
    for (let col = 0; col < 8; col++) {
      const file = orientation === 'white' ? col : 7 - col;
      const rank = orientation === 'white' ? 7 - row : row;
      const square = squareAt(file, rank)!;
      const name = makeSquare(square);
      const piece = board.get(square);

      const cell = document.createElement('td');
      cell.className = `square ${isLightSquare(square) ? 'square--light' : 'square--dark'}`;
      cell.dataset.square = name;
      cell.setAttribute('aria-label', piece ? `${name}, ${pieceName(piece)}` : `${name}, empty`);

      if (col === 0) cell.append(coordinate('rank', RANK_NAMES[rank]!));
      if (row === 7) cell.append(coordinate('file', FILE_NAMES[file]!));
      if (piece) {
        cell.append(pieceElement(piece));
        count++;
      }
      rowEl.append(cell);
    }
    body.append(rowEl);
  }
  container.replaceChildren(body);
  return count;
}

function coordinate(kind: 'file' | 'rank', text: string): HTMLElement {
  const el = document.createElement('span');
  el.className = `coord coord--${kind}`;
  el.setAttribute('aria-hidden', 'true');
  el.textContent = text;
  return el;
}
