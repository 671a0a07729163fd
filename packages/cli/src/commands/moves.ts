import { parseArgs } from 'node:util';
import { INITIAL_FEN, makeUci } from '@chesslaws/moves';
import type { Command, Io } from '../command.js';
import { positionFromFen } from '../positionArg.js';
import {
  refuseChess960Flag,
  VARIANT_HELP,
  VARIANT_OPTIONS,
  variantFromFlags,
} from '../variantArg.js';

const USAGE = `Usage: chesslaws moves [--fen "<FEN>"] [--json] [--chess960] [--variant <name>] [--variant-file <module>]

Lists the legal moves of a position (the start position by default) in UCI, one
per line: castling as the king's two-square step (e1g1) in standard chess, and as
king-takes-rook (e1h1) in Chess960.

  --fen       the position (FEN, X-FEN or Shredder-FEN)
  --json      print one JSON array of UCI strings instead
  --chess960  Chess960 castling
${VARIANT_HELP}`;

/** `chesslaws moves`: the legal moves of a position in UCI. */
export const movesCommand: Command = {
  name: 'moves',
  summary: 'List the legal moves of a position in UCI',
  usage: USAGE,
  async run(args: string[], io: Io): Promise<number> {
    const { values } = parseArgs({
      args,
      options: {
        fen: { type: 'string' },
        json: { type: 'boolean' },
        chess960: { type: 'boolean' },
        ...VARIANT_OPTIONS,
      },
      strict: true,
    });
    const variant = await variantFromFlags(values);
    refuseChess960Flag(variant, values.chess960);
    const pos = positionFromFen(
      values.fen ?? variant?.startFen ?? INITIAL_FEN,
      { chess960: values.chess960 ?? variant?.chess960 ?? false, mode: 'lenient', variant },
      io,
      'moves',
    );
    if (!pos) return 1;
    const moves = pos.legalMoves().map((move) => makeUci(pos, move));
    if (values.json) io.out(JSON.stringify(moves));
    else for (const move of moves) io.out(move);
    return 0;
  },
};
