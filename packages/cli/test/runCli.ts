import type { Io } from '../src/command.js';
import { main } from '../src/main.js';

/** What one CLI run printed, line by line, and its exit code. */
export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** Runs `chesslaws ...argv` in-process with captured output and the given stdin. */
export async function runCli(argv: readonly string[], stdin = ''): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readStdin: async () => stdin,
  };
  const code = await main(argv, io);
  return { code, out, err };
}
