#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { main } from './main.js';
import { nodeIo } from './nodeIo.js';

// package.json sits one directory above both src/bin.ts and the published dist/bin.js.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

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
