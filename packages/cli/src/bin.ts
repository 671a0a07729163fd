#!/usr/bin/env node
import { main } from './main.js';
import { nodeIo } from './nodeIo.js';

main(process.argv.slice(2), nodeIo).then(
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
