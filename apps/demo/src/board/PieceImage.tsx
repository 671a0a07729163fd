import type { Piece } from '@chesslaws/board';
import type { ImgHTMLAttributes } from 'preact';
import { t } from '../i18n/lang.js';
import { pieceSvg } from './pieces.js';

/** What a piece image needs: the piece, and how it is named to a screen reader. */
export interface PieceImageProps {
  piece: Piece;
  /**
   * The accessible name; by default the piece's name in the UI language ("white knight").
   * `false` inside a control that names the piece itself (a square, a promotion choice), so a
   * screen reader does not say it twice.
   */
  label?: string | false | undefined;
  /** Classes added to `piece piece--<color>`. */
  class?: string | undefined;
  style?: ImgHTMLAttributes<HTMLImageElement>['style'];
  /** The automation contract on the board (`'white-king'`, see `pieceId`). */
  'data-piece'?: string | undefined;
}

/**
 * One piece as an image of the bundled set, the same on every device (a font glyph is not). Its
 * size comes from CSS (`.piece`: `--piece-size`, the square's by default on the board).
 */
export function PieceImage({ piece, label, class: extra, ...rest }: PieceImageProps) {
  const name = label ?? t.pieceName(piece.color, t.roles[piece.role] ?? piece.role);
  return (
    <img
      {...rest}
      class={`piece piece--${piece.color}${extra ? ` ${extra}` : ''}`}
      src={pieceSvg(piece.color, piece.role)}
      alt={name === false ? '' : name}
      aria-hidden={name === false ? true : undefined}
      draggable={false}
    />
  );
}
