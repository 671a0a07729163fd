/**
 * Fairy-Stockfish (GPL) as an oracle, over UCI in a separate process: it is run, never linked
 * or copied. Finds the binary at `FAIRY_STOCKFISH_PATH` (default Debian's
 * `/usr/games/fairy-stockfish`); `.ci/run` installs it with apt. Asks it for perft counts (with
 * the count below each move: the legal moves in UCI), the FEN after a line of moves, and whether
 * the side to move is in check. Variants it does not have built in come from an INI file given
 * as text, written to a temporary file and loaded through its `VariantPath` option.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the binary is looked for. */
export const FAIRY_STOCKFISH_PATH =
  process.env.FAIRY_STOCKFISH_PATH ?? '/usr/games/fairy-stockfish';

/** True when the binary is there and executable. */
export function fairyStockfishFound(): boolean {
  try {
    accessSync(FAIRY_STOCKFISH_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** What Fairy-Stockfish says of a position. */
export interface OracleView {
  /** Its FEN (the `d` command's `Fen:` line). */
  readonly fen: string;
  /** True when the side to move is in check (`Checkers:` names a square). */
  readonly check: boolean;
}

/** One Fairy-Stockfish process, answering one question at a time. */
export class FairyStockfish {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = '';
  private readonly lines: string[] = [];
  private waiting: (() => void) | undefined;
  private iniDir: string | undefined;

  constructor() {
    this.child = spawn(FAIRY_STOCKFISH_PATH, [], { stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      const parts = this.buffered.split('\n');
      this.buffered = parts.pop()!;
      this.lines.push(...parts.map((l) => l.trimEnd()));
      this.waiting?.();
    });
  }

  /** Sends commands, then collects the output lines up to (and with) the one `done` accepts. */
  private async ask(commands: string[], done: (line: string) => boolean): Promise<string[]> {
    this.lines.length = 0;
    this.child.stdin.write(`${commands.join('\n')}\n`);
    const out: string[] = [];
    for (;;) {
      while (this.lines.length > 0) {
        const line = this.lines.shift()!;
        out.push(line);
        if (done(line)) return out;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no answer to ${commands.join('; ')}`)),
          60_000,
        );
        this.waiting = () => {
          clearTimeout(timer);
          this.waiting = undefined;
          resolve();
        };
      });
    }
  }

  /**
   * Starts UCI and selects `variant` (a built-in name, or the variant `ini` defines under that
   * name); throws unless its start position then reads as `startFen`.
   */
  async variant(variant: string, startFen: string, ini?: string): Promise<void> {
    const commands = ['uci'];
    if (ini !== undefined) {
      this.iniDir ??= mkdtempSync(join(tmpdir(), 'chesslaws-fsf-'));
      const path = join(this.iniDir, `${variant}.ini`);
      writeFileSync(path, ini);
      commands.push(`setoption name VariantPath value ${path}`);
    }
    commands.push(
      `setoption name UCI_Variant value ${variant}`,
      'ucinewgame',
      'position startpos',
      'd',
    );
    const out = await this.ask(commands, (l) => l.startsWith('Checkers:'));
    const fen = out.find((l) => l.startsWith('Fen: '))?.slice('Fen: '.length);
    if (fen !== startFen)
      throw new Error(`Fairy-Stockfish's ${variant} starts from ${fen}, not ${startFen}`);
  }

  /** Perft of `depth` after `moves` (UCI) from `fen`: the total, and the count below each legal move. */
  async perft(
    fen: string,
    moves: readonly string[],
    depth: number,
  ): Promise<{ total: number; divide: Map<string, number> }> {
    const out = await this.ask(
      [
        `position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`,
        `go perft ${depth}`,
      ],
      (l) => l.startsWith('Nodes searched:'),
    );
    const divide = new Map<string, number>();
    for (const line of out) {
      const m = /^([a-z][0-9]+[a-z][0-9]+[a-z]?): (\d+)$/.exec(line);
      if (m) divide.set(m[1]!, Number(m[2]));
    }
    const total = Number(out.at(-1)!.slice('Nodes searched:'.length));
    return { total, divide };
  }

  /** The FEN and check of the position after `moves` (UCI) from `fen`. */
  async view(fen: string, moves: readonly string[]): Promise<OracleView> {
    const out = await this.ask(
      [`position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`, 'd'],
      (l) => l.startsWith('Checkers:'),
    );
    const fenLine = out.find((l) => l.startsWith('Fen: '));
    const checkers = out.at(-1)!.slice('Checkers:'.length).trim();
    return { fen: fenLine!.slice('Fen: '.length), check: checkers !== '' };
  }

  /**
   * Time of `go perft depth` on `fen`, in ms: wall time from the command to the answer, and
   * the process's CPU time over it (Linux: from /proc, 10 ms ticks), neither counting start-up.
   */
  async perftTime(
    fen: string,
    depth: number,
  ): Promise<{ nodes: number; ms: number; cpuMs: number }> {
    await this.ask([`position fen ${fen}`, 'isready'], (l) => l === 'readyok');
    const cpu0 = this.cpuMs();
    const t0 = performance.now();
    const { total } = await this.perft(fen, [], depth);
    return { nodes: total, ms: performance.now() - t0, cpuMs: this.cpuMs() - cpu0 };
  }

  // The child's user + system CPU time in ms (fields 14 and 15 of /proc/<pid>/stat, in ticks).
  private cpuMs(): number {
    try {
      const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return Number.NaN;
    }
  }

  /** Ends the process. */
  quit(): void {
    this.child.stdin.end('quit\n');
  }
}
