import { SquareSet } from './squareSet.js';
import {
  type ByColor,
  type ByRole,
  COLORS,
  type Color,
  type FairyRole,
  type Piece,
  ROLES,
  type Role,
  type Square,
} from './types.js';

/** The squares of each standard role, and of each fairy piece's name that stands on the board. */
export type RoleSets = ByRole<SquareSet> & { [role in FairyRole]?: SquareSet };

const EMPTY = SquareSet.empty();

/**
 * Piece placement: which piece stands on which square, as one set per colour
 * and one per role. Mutable for speed; `clone()` is a handful of field copies.
 * It knows nothing about whose move it is or what is legal. A fairy piece's role (a name
 * such as `'commoner'`) gets its set in `byRole` when it is first placed.
 */
export class Board implements Iterable<[Square, Piece]> {
  /** Every occupied square. */
  occupied: SquareSet;
  /** Squares with a piece of each colour. */
  readonly byColor: ByColor<SquareSet>;
  /** Squares with a piece of each role (the six standard ones always, fairy ones once placed). */
  readonly byRole: RoleSets;

  private constructor(occupied: SquareSet, byColor: ByColor<SquareSet>, byRole: RoleSets) {
    this.occupied = occupied;
    this.byColor = byColor;
    this.byRole = byRole;
  }

  /** A board with no pieces. */
  static empty(): Board {
    const e = SquareSet.empty();
    return new Board(
      e,
      { white: e, black: e },
      { pawn: e, knight: e, bishop: e, rook: e, queen: e, king: e },
    );
  }

  /** The standard start position (L-2.4). */
  static default(): Board {
    const board = Board.empty();
    const backRank: Role[] = [
      'rook',
      'knight',
      'bishop',
      'queen',
      'king',
      'bishop',
      'knight',
      'rook',
    ];
    for (let file = 0; file < 8; file++) {
      board.set(file, { color: 'white', role: backRank[file]! });
      board.set(8 + file, { color: 'white', role: 'pawn' });
      board.set(48 + file, { color: 'black', role: 'pawn' });
      board.set(56 + file, { color: 'black', role: backRank[file]! });
    }
    return board;
  }

  /** An independent copy. */
  clone(): Board {
    return new Board(this.occupied, { ...this.byColor }, { ...this.byRole });
  }

  /** The colour of the piece on `square`, if any. */
  getColor(square: Square): Color | undefined {
    if (this.byColor.white.has(square)) return 'white';
    if (this.byColor.black.has(square)) return 'black';
    return undefined;
  }

  /** The role of the piece on `square`, if any. */
  getRole(square: Square): Role | undefined {
    for (const role of ROLES) if (this.byRole[role].has(square)) return role;
    for (const role of this.roles()) if (this.roleSet(role).has(square)) return role;
    return undefined;
  }

  /** The squares of `role`'s pieces, of both colours (empty for a role not on the board). */
  roleSet(role: Role): SquareSet {
    return (this.byRole as Record<string, SquareSet | undefined>)[role] ?? EMPTY;
  }

  /** The roles with a set in `byRole`: the six standard ones, then the fairy ones placed. */
  roles(): Role[] {
    return Object.keys(this.byRole) as Role[];
  }

  /** The piece on `square`, if any. */
  get(square: Square): Piece | undefined {
    const color = this.getColor(square);
    if (!color) return undefined;
    return { color, role: this.getRole(square)! };
  }

  /** True when a piece stands on `square`. */
  has(square: Square): boolean {
    return this.occupied.has(square);
  }

  /** Removes and returns the piece on `square`, if any. */
  take(square: Square): Piece | undefined {
    const piece = this.get(square);
    if (piece) {
      this.occupied = this.occupied.without(square);
      this.byColor[piece.color] = this.byColor[piece.color].without(square);
      this.setRole(piece.role, this.roleSet(piece.role).without(square));
    }
    return piece;
  }

  /** Puts `piece` on `square` and returns the piece it replaced, if any. */
  set(square: Square, piece: Piece): Piece | undefined {
    const old = this.take(square);
    this.occupied = this.occupied.with(square);
    this.byColor[piece.color] = this.byColor[piece.color].with(square);
    this.setRole(piece.role, this.roleSet(piece.role).with(square));
    return old;
  }

  // Sets the squares of `role` (a fairy role gets its entry here).
  private setRole(role: Role, squares: SquareSet): void {
    (this.byRole as Record<string, SquareSet>)[role] = squares;
  }

  /** Squares of the pieces of `color` and `role`. */
  pieces(color: Color, role: Role): SquareSet {
    return this.byColor[color].intersect(this.roleSet(role));
  }

  /** The square of the king of `color` when there is exactly one. */
  kingOf(color: Color): Square | undefined {
    return this.pieces(color, 'king').singleSquare();
  }

  /** Rooks and queens (the pieces that move along ranks and files). */
  rooksAndQueens(): SquareSet {
    return this.byRole.rook.union(this.byRole.queen);
  }

  /** Bishops and queens (the pieces that move along diagonals). */
  bishopsAndQueens(): SquareSet {
    return this.byRole.bishop.union(this.byRole.queen);
  }

  /** True when both boards have the same pieces on the same squares. */
  equals(other: Board): boolean {
    return (
      this.byColor.white.equals(other.byColor.white) &&
      this.occupied.equals(other.occupied) &&
      [...new Set([...this.roles(), ...other.roles()])].every((role) =>
        this.roleSet(role).equals(other.roleSet(role)),
      )
    );
  }

  /** The number of pieces of each colour and role. */
  material(): ByColor<ByRole<number>> {
    const count = (color: Color): ByRole<number> => {
      const out = {} as ByRole<number>;
      for (const role of ROLES) out[role] = this.pieces(color, role).size();
      return out;
    };
    return { white: count('white'), black: count('black') };
  }

  /** Iterates `[square, piece]` pairs from a1 to h8. */
  *[Symbol.iterator](): Iterator<[Square, Piece]> {
    for (const square of this.occupied) yield [square, this.get(square)!];
  }
}

/** Every colour paired with every role, for loops over all twelve piece kinds. */
export const PIECES: readonly Piece[] = /* @__PURE__ */ COLORS.flatMap((color) =>
  ROLES.map((role) => ({ color, role })),
);
