import { parseArgs } from 'node:util';
import { makeFen, Position, type PositionOptions, parseFen, validateSetup } from '@chesslaws/moves';
import { type Command, type Io, UsageError } from '../command.js';
import { describeFenFailure } from '../positionArg.js';
import { VARIANT_HELP, VARIANT_OPTIONS, variantFromFlags } from '../variantArg.js';

const USAGE = `Usage: chesslaws fen check "<FEN>" [--strict] [--chess960] [--variant <name>] [--variant-file <module>]

Checks a FEN (also X-FEN and Shredder-FEN). Prints "ok" and the normalized FEN
(exit 0), or the error codes with messages (exit 1).

  --strict    reject impossible checks, too much material, and impossible castling
              rights or e.p. squares (by default those rights and squares are dropped
              with a warning, and the rest is accepted)
  --chess960  read castling rights the Chess960 way (any back-rank rook, one per side)
${VARIANT_HELP}
              (read the FEN in the variant: crazyhouse pockets [Qn], three-check
              counters 3+3, and the variant's own rules of a legal position)`;

/**
 * `chesslaws fen check "<FEN>"`: is this FEN readable and a legal position (L-3.10)?
 * Exit 0 with `ok` and the normalized FEN, 1 with the problems, 2 on a usage error.
 */
export const fenCommand: Command = {
  name: 'fen',
  summary: 'Check a FEN and print it normalized',
  usage: USAGE,
  async run(args: string[], io: Io): Promise<number> {
    const [sub, ...rest] = args;
    if (sub === undefined) throw new UsageError('missing subcommand (expected: check)');
    if (sub !== 'check') throw new UsageError(`unknown subcommand '${sub}' (expected: check)`);
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        strict: { type: 'boolean' },
        chess960: { type: 'boolean' },
        ...VARIANT_OPTIONS,
      },
      allowPositionals: true,
      strict: true,
    });
    // An unquoted FEN arrives as several arguments: join them back.
    if (positionals.length === 0) throw new UsageError('missing FEN');
    const variant = await variantFromFlags(values);
    return check(
      positionals.join(' '),
      {
        chess960: values.chess960 ?? variant?.chess960 ?? false,
        mode: values.strict ? 'strict' : 'lenient',
        ...(variant ? { variant } : {}),
      },
      io,
    );
  },
};

function check(fen: string, opts: PositionOptions, io: Io): number {
  const pos = Position.fromFen(fen, opts);
  if (!pos.ok) {
    for (const line of describeFenFailure(pos.error)) io.out(line);
    return 1;
  }
  // What lenient mode let through or dropped, so the user sees why the FEN changed.
  if (opts.mode === 'lenient') {
    const v = opts.variant;
    const setup = v ? parseFen(fen, { variant: v }) : parseFen(fen);
    if (setup.ok) {
      const strict = {
        chess960: opts.chess960,
        mode: 'strict' as const,
        ...(v ? { variant: v } : {}),
      };
      for (const p of validateSetup(setup.value, strict)) {
        io.err(`warning: ${p.code}: ${p.message}`);
      }
    }
  }
  io.out('ok');
  io.out(makeFen(pos.value));
  return 0;
}
