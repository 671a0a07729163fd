import type { Io } from './command.js';
import { terminalProgress } from './progressBar.js';

async function stdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The real terminal: stdout, stderr and stdin of this process; a progress bar when stderr is a TTY. */
export const nodeIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  async readStdin() {
    return (await stdinBytes()).toString('utf8');
  },
  readStdinBytes: stdinBytes,
  progress: (total) => (process.stderr.isTTY ? terminalProgress(total) : undefined),
};
