import { type Color, opposite, type Role } from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import { t } from '../i18n/lang.js';
import { PieceImage } from './PieceImage.js';

/** The usual piece values, for the material difference a player sees (a convention, not a rule). */
const VALUES: Record<Role, number> = { pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9, king: 0 };
const ROLES: readonly Role[] = ['queen', 'rook', 'bishop', 'knight', 'pawn'];

/** What one side is up: the opponent's pieces it has taken beyond what it lost, and the points. */
export interface MaterialLead {
  /** The opponent's roles this side is ahead by, one entry per piece (`['knight', 'pawn']`). */
  readonly captured: readonly Role[];
  /** The difference in points, when this side leads (`3`); 0 otherwise. */
  readonly score: number;
}

/**
 * Each side's material lead on the board shown (pieces in a crazyhouse pocket count as its
 * owner's), as lichess shows it: per role, the surplus of one side over the other.
 */
export function materialLead(position: Position): Record<Color, MaterialLead> {
  const count = { white: new Map<Role, number>(), black: new Map<Role, number>() };
  for (let square = 0; square < 64; square++) {
    const piece = position.pieceAt(square);
    if (piece) count[piece.color].set(piece.role, (count[piece.color].get(piece.role) ?? 0) + 1);
  }
  if (position.variant.pockets)
    for (const color of ['white', 'black'] as const) {
      const pocket = position.pocket(color);
      for (const role of ROLES)
        count[color].set(
          role,
          (count[color].get(role) ?? 0) + (pocket[role as keyof typeof pocket] ?? 0),
        );
    }
  const points = (color: Color) =>
    [...count[color]].reduce((sum, [role, n]) => sum + VALUES[role] * n, 0);
  const diff = points('white') - points('black');
  const lead = (color: Color): MaterialLead => {
    const captured: Role[] = [];
    for (const role of ROLES) {
      const surplus = (count[color].get(role) ?? 0) - (count[opposite(color)].get(role) ?? 0);
      for (let i = 0; i < surplus; i++) captured.push(role);
    }
    const score = color === 'white' ? diff : -diff;
    return { captured, score: Math.max(0, score) };
  };
  return { white: lead('white'), black: lead('black') };
}

/** One side's lead beside its clock: the opponent's pieces it is up, and `+3`. */
export function MaterialView({ side, lead }: { side: Color; lead: MaterialLead }) {
  const label =
    lead.captured.length === 0 && lead.score === 0
      ? undefined
      : t.materialUp(lead.captured.map((role) => t.roles[role]).join(', '), lead.score);
  const named = label ? ({ role: 'img', 'aria-label': label } as const) : {};
  return (
    <span class="material" data-material={side} data-score={lead.score} {...named}>
      {lead.captured.map((role, i) => (
        <PieceImage
          key={`${role}${i}`}
          piece={{ color: opposite(side), role }}
          label={false}
          class="material-piece"
        />
      ))}
      {lead.score > 0 && <span class="material-score">+{lead.score}</span>}
    </span>
  );
}
