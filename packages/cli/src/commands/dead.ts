import { parseArgs } from 'node:util';
import { type Move, makeUci, type Position } from '@chesslaws/moves';
import { analyzeDeadPosition, DEFAULT_NODE_BUDGET, type Winnability } from '@chesslaws/termination';
import { type Command, type Io, UsageError } from '../command.js';
import { wholeNumberArg } from '../numberArg.js';
import { positionFromFen } from '../positionArg.js';

/** The largest node budget: the search keeps every position it visits, so memory grows with it. */
const MAX_NODES = 10_000_000;

const USAGE = `Usage: chesslaws dead --fen "<FEN>" [--proof] [--nodes <n>] [--strict]

Decides whether anyone can still checkmate (L-5.2.2 dead position, L-6.9). Prints one of
dead, white-can-win, black-can-win, both-can-win, unknown (exit 0), or the FEN's
problems (exit 1).

  --proof      also print a mating line in UCI for each side that can win
               ("white: e2e4 ...", from the given position)
  --nodes <n>  node budget per side before answering unknown, 0 to ${MAX_NODES}
               (default ${DEFAULT_NODE_BUDGET})
  --strict     reject impossible checks and too much material (composed positions are
               accepted by default)`;

/** UCI text of a line played from `start`. */
function lineUci(start: Position, line: readonly Move[]): string {
  const pos = start.clone();
  const words: string[] = [];
  for (const move of line) {
    words.push(makeUci(pos, move));
    pos.play(move);
  }
  return words.join(' ');
}

function proofLine(
  side: 'white' | 'black',
  start: Position,
  result: Winnability,
): string | undefined {
  if (result.verdict !== 'winnable') return undefined;
  return result.line.length === 0
    ? `${side}: (already mate)`
    : `${side}: ${lineUci(start, result.line)}`;
}

/**
 * `chesslaws dead --fen "<FEN>"`: can anyone still mate? Exit 0 with the verdict (and with
 * `--proof` the mating lines), 1 for an unreadable or illegal FEN, 2 on a usage error.
 */
export const deadCommand: Command = {
  name: 'dead',
  summary: 'Decide whether a position is dead (who can still mate)',
  usage: USAGE,
  run(args: string[], io: Io): number {
    const { values, positionals } = parseArgs({
      args,
      options: {
        fen: { type: 'string' },
        proof: { type: 'boolean' },
        nodes: { type: 'string' },
        strict: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    // The FEN after --fen, or an unquoted FEN split over several arguments.
    const fen = values.fen ?? (positionals.length > 0 ? positionals.join(' ') : undefined);
    if (fen === undefined) throw new UsageError('missing --fen');
    const nodeBudget =
      values.nodes === undefined
        ? DEFAULT_NODE_BUDGET
        : wholeNumberArg(values.nodes, '--nodes', 0, MAX_NODES);
    const pos = positionFromFen(fen, { mode: values.strict ? 'strict' : 'lenient' }, io, 'dead');
    if (!pos) return 1;
    const analysis = analyzeDeadPosition(pos, { nodeBudget });
    io.out(analysis.verdict);
    if (values.proof) {
      for (const [side, result] of [
        ['white', analysis.white],
        ['black', analysis.black],
      ] as const) {
        const line = proofLine(side, pos, result);
        if (line) io.out(line);
      }
    }
    return 0;
  },
};
