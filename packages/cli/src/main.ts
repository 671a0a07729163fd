import { type Io, UsageError } from './command.js';
import { COMMANDS } from './commands/index.js';

function help(): string {
  const width = Math.max(0, ...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: chesslaws <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `chesslaws <command> --help` for the options of one command,',
    '`chesslaws --version` for the version.',
  ].join('\n');
}

/** What the installed command knows about itself. */
export interface MainOptions {
  /** The package version `chesslaws --version` prints (the bin reads it from package.json). */
  readonly version?: string;
}

/**
 * Runs the CLI on `argv` (without `node` and the script) and resolves to the
 * exit code: 0 success, 1 a negative answer (e.g. an invalid FEN), 2 a usage error.
 */
export async function main(
  argv: readonly string[],
  io: Io,
  options: MainOptions = {},
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    io.out(options.version ?? 'unknown');
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`chesslaws: unknown command '${name}'`);
    io.err(help());
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`chesslaws ${name}: ${(error as Error).message}`);
      io.err(command.usage);
      return 2;
    }
    throw error;
  }
}
