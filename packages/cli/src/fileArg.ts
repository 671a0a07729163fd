/**
 * A file named on the command line that cannot be read: the system's reason (`ENOENT`,
 * `EISDIR`, `EACCES`, `ENAMETOOLONG`...) in one line, never an internal error.
 * @module
 */

/** A file name as a message shows it: cut when long, quoted when it holds control characters. */
export function fileName(file: string): string {
  const cut = file.length > 80 ? `${file.slice(0, 80)}…` : file;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
  return /[\u0000-\u001f\u007f]/.test(cut) ? JSON.stringify(cut) : cut;
}

/**
 * `cannot read <file>: <code>` when `error` is the system refusing to read `file` (or Node
 * refusing a name with a NUL byte in it); `undefined` for any other error (a bug, which goes
 * on up).
 */
export function cannotRead(file: string, error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_INVALID_ARG_VALUE') return `cannot read ${fileName(file)}: not a file name`;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code)
    ? `cannot read ${fileName(file)}: ${code}`
    : undefined;
}
