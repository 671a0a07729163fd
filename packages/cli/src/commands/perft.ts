import { parseArgs } from 'node:util';
import { divide, INITIAL_FEN, perft } from '@chesslaws/moves';
import { type Command, type Io, UsageError } from '../command.js';
import { wholeNumberArg } from '../numberArg.js';
import { positionFromFen } from '../positionArg.js';
import {
  refuseChess960Flag,
  VARIANT_HELP,
  VARIANT_OPTIONS,
  variantFromFlags,
} from '../variantArg.js';

/**
 * The deepest count asked for: from any position with moves a deeper one would not finish
 * (perft 15 of the start position is 2 * 10^21), and each ply is a level of recursion.
 */
const MAX_DEPTH = 30;

const USAGE = `Usage: chesslaws perft [--fen "<FEN>"] --depth N [--divide] [--chess960] [--variant <name>] [--variant-file <module>]

Counts the legal move sequences of N plies from a position (the start position by
default) and prints the total on the last line.

  --fen       the position (FEN, X-FEN or Shredder-FEN; default: the start position)
  --depth     the number of plies, a whole number from 0 to ${MAX_DEPTH}
  --divide    first print one "<uci> <count>" line per legal move
  --chess960  Chess960 castling (moves written king-takes-rook, e.g. e1h1)
${VARIANT_HELP}`;

/** `chesslaws perft`: move-path counts, the standard check of a move generator. */
export const perftCommand: Command = {
  name: 'perft',
  summary: 'Count move sequences of a given depth (perft), optionally per move',
  usage: USAGE,
  async run(args: string[], io: Io): Promise<number> {
    const { values } = parseArgs({
      args,
      options: {
        fen: { type: 'string' },
        depth: { type: 'string' },
        divide: { type: 'boolean' },
        chess960: { type: 'boolean' },
        ...VARIANT_OPTIONS,
      },
      strict: true,
    });
    if (values.depth === undefined) throw new UsageError('missing --depth');
    const depth = wholeNumberArg(values.depth, '--depth', 0, MAX_DEPTH);
    // Lenient, so that test positions with impossible castling rights still load.
    const variant = await variantFromFlags(values);
    refuseChess960Flag(variant, values.chess960);
    const pos = positionFromFen(
      values.fen ?? variant?.startFen ?? INITIAL_FEN,
      { chess960: values.chess960 ?? variant?.chess960 ?? false, mode: 'lenient', variant },
      io,
      'perft',
    );
    if (!pos) return 1;
    if (values.divide && depth > 0) {
      let total = 0;
      for (const entry of divide(pos, depth)) {
        io.out(`${entry.uci} ${entry.nodes}`);
        total += entry.nodes;
      }
      io.out(String(total));
    } else {
      io.out(String(perft(pos, depth)));
    }
    return 0;
  },
};
