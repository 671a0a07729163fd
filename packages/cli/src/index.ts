/**
 * The `chesslaws` command line as a library: run it in-process with your own I/O.
 * @packageDocumentation
 */
export type { Command, Io } from './command.js';
export { UsageError } from './command.js';
export { COMMANDS } from './commands/index.js';
export { type MainOptions, main } from './main.js';
