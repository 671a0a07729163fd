/** Joins tokens with single spaces into lines of at most `columns` characters (PGN export format). */
export class LineWriter {
  readonly #columns: number;
  readonly #lines: string[] = [];
  #line = '';

  constructor(columns: number) {
    this.#columns = columns;
  }

  /** Appends one token, starting a new line when it would not fit (a longer token gets a line of its own). */
  token(token: string): void {
    if (this.#line.length === 0) this.#line = token;
    else if (this.#line.length + 1 + token.length <= this.#columns) this.#line += ` ${token}`;
    else {
      this.#lines.push(this.#line);
      this.#line = token;
    }
  }

  /** The lines written so far, joined with `\n` (no final newline). */
  toString(): string {
    return this.#line.length === 0
      ? this.#lines.join('\n')
      : [...this.#lines, this.#line].join('\n');
  }
}
