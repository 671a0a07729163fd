import { UsageError } from './command.js';

/**
 * The whole number typed for `flag` (`--depth`), from `min` to `max`: digits only (no sign,
 * exponent, hex or blanks), so what is read is what was typed; anything else is a usage error
 * that gives the range (exit 2). Every number a command reads from its command line goes
 * through here (issue 28: `perft --depth 10000` was an internal error).
 */
export function wholeNumberArg(text: string, flag: string, min: number, max: number): number {
  const value = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(
      `${flag}: expected a whole number from ${min} to ${max}, got '${text}'`,
      flag.replace(/^-+/, ''),
    );
  return value;
}
