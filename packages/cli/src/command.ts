import { ChesslawsError } from '@chesslaws/board';

/** Where a command writes: injected so tests can capture output. */
export interface Io {
  /** Writes one line (a newline is added) to standard output. */
  out(line: string): void;
  /** Writes one line (a newline is added) to standard error. */
  err(line: string): void;
  /** Reads all of standard input (for `-` file arguments), as UTF-8 text. */
  readStdin(): Promise<string>;
  /**
   * Reads all of standard input as bytes, for input that may be in another encoding
   * (`pgn ... -`); without it, `readStdin`'s text is read.
   */
  readStdinBytes?(): Promise<Uint8Array>;
  /**
   * A progress bar on standard error for long work, counting up to `total`; absent (or
   * `undefined`) when standard error is not a terminal, so piped output stays clean.
   */
  progress?(total: number): ProgressBar | undefined;
}

/** A progress bar a long command moves forward (see {@link Io.progress}). */
export interface ProgressBar {
  /** Shows `done` of the total. */
  update(done: number): void;
  /** Removes the bar. */
  stop(): void;
}

/** One `chesslaws <name> ...` command. */
export interface Command {
  /** The word after `chesslaws`. */
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The usage text printed by `--help` and after a usage error. */
  readonly usage: string;
  /** Runs the command on the arguments after its name; resolves to the exit code. */
  run(args: string[], io: Io): Promise<number> | number;
}

/**
 * A mistake in the command line (unknown flag, missing value): printed as a
 * one-line message plus the usage, never as a stack trace; exit code 2.
 */
export class UsageError extends ChesslawsError<'ERR_CLI_USAGE'> {
  /** Makes a usage error; `field` names the flag or argument at fault, when there is one. */
  constructor(message: string, field?: string) {
    super('ERR_CLI_USAGE', message, field === undefined ? undefined : { field });
  }
}
