/**
 * The `chesslaws` command line as a library: run it in-process with your own I/O.
 * @packageDocumentation
 */
export type { Command, Io, ProgressBar } from './command.js';
export { UsageError } from './command.js';
export { COMMANDS } from './commands/index.js';
export { type MainOptions, main } from './main.js';
export type { FileFinding, RulesCheckReport } from './pgnRules/checkFile.js';
export type { FindingKind, RulesFinding } from './pgnRules/checkGame.js';
export type { ClockTimes, PlayReport, StepReport } from './play/runScript.js';
export type { ScriptStep } from './play/script.js';
export { readScript, ScriptError } from './play/script.js';
