#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { main } from './main.js';
import { nodeIo } from './nodeIo.js';

// package.json sits one directory above both src/bin.ts and the published dist/bin.js.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// A reader that closes the pipe early (`chesslaws pgn convert big.pgn | head`) has all it wants:
// stop quietly with success, as Unix tools do, instead of an unhandled EPIPE stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

main(process.argv.slice(2), nodeIo, { version }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug, not a user mistake: say so plainly, keep the stack for the report.
    process.stderr.write(
      `chesslaws: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);
