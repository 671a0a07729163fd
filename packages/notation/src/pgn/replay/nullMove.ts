import { Position } from '@chesslaws/moves';

/** A null move (`--`, `Z0`): the side to move passes. Analysts use it to show a threat. */
export interface NullMove {
  readonly kind: 'null';
}

/** The one null move. */
export const NULL_MOVE: NullMove = Object.freeze({ kind: 'null' });

/** The ways a null move is written: `--` (PGN), `Z0` (ChessBase), `0000` (UCI), `@@@@`. */
export const isNullMoveText = (text: string): boolean =>
  text === '--' || text === 'Z0' || text === '0000' || text === '@@@@';

/**
 * The position after the side to move passes, or `undefined` when it is in
 * check (it cannot pass then). The e.p. right lapses; move counters advance.
 */
export function afterNullMove(pos: Position): Position | undefined {
  if (pos.isCheck()) return undefined;
  const setup = pos.toSetup();
  const passed = Position.fromSetup(
    {
      ...setup,
      turn: setup.turn === 'white' ? 'black' : 'white',
      epSquare: undefined,
      halfmoves: setup.halfmoves + 1,
      fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
    },
    pos.variant.standard ? { chess960: pos.chess960 } : { variant: pos.variant },
  );
  return passed.ok ? passed.value : undefined;
}
