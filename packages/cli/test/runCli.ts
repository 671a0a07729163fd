import type { Io } from '../src/command.js';
import { main } from '../src/main.js';

/** What one CLI run printed, line by line, and its exit code. */
export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** Runs `chesslaws ...argv` in-process with captured output and the given stdin (text or bytes). */
export async function runCli(
  argv: readonly string[],
  stdin: string | Uint8Array = '',
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const bytes = typeof stdin === 'string' ? new TextEncoder().encode(stdin) : stdin;
  const io: Io = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readStdin: async () => new TextDecoder().decode(bytes),
    readStdinBytes: async () => bytes,
  };
  const code = await main(argv, io);
  return { code, out, err };
}
