import type { FenError, Position, PositionError, PositionOptions } from '@chesslaws/moves';
import { Position as Positions } from '@chesslaws/moves';
import type { Io } from './command.js';

/**
 * One line per reason a FEN did not give a position: `CODE: message`, plus the
 * field and offset for syntax errors, so every command reports bad FENs alike.
 */
export function describeFenFailure(error: FenError | PositionError): string[] {
  if ('problems' in error) return error.problems.map((p) => `${p.code}: ${p.message}`);
  return [`${error.code}: ${error.message}${fenWhere(error)}`];
}

/** Where a FEN syntax error is, as ` (pockets, offset 44)`; empty when it has no field and offset. */
export function fenWhere(error: FenError | PositionError): string {
  if ('problems' in error) return '';
  const { field, offset } = error.location ?? {};
  return field !== undefined && offset !== undefined ? ` (${field}, offset ${offset})` : '';
}

/**
 * The position a command's `--fen` names, or `undefined` after telling the user
 * why on stderr (`chesslaws <command>: invalid FEN: ...`); the caller exits 1.
 */
export function positionFromFen(
  fen: string,
  opts: PositionOptions,
  io: Io,
  command: string,
): Position | undefined {
  const pos = Positions.fromFen(fen, opts);
  if (pos.ok) return pos.value;
  const kind = 'problems' in pos.error ? 'invalid position' : 'invalid FEN';
  for (const line of describeFenFailure(pos.error))
    io.err(`chesslaws ${command}: ${kind}: ${line}`);
  return undefined;
}
