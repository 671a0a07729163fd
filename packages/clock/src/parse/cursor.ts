import { ClockError } from '../errors.js';

/** The input around `offset` as a message quotes it: at most 40 characters, `…` where cut. */
export function around(input: string, offset: number): string {
  if (input.length <= 40) return input;
  const from = Math.max(0, Math.min(offset - 20, input.length - 40));
  return `${from > 0 ? '…' : ''}${input.slice(from, from + 40)}${from + 40 < input.length ? '…' : ''}`;
}

/** A token of the input as a message quotes it: cut after 20 characters. */
export const token = (text: string): string => (text.length <= 20 ? text : `${text.slice(0, 20)}…`);

/** Thrown inside a parser and turned into an `ERR_TC_SYNTAX` result at its edge. */
export class SyntaxFailure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}

  toError(input: string): ClockError {
    return new ClockError(
      'ERR_TC_SYNTAX',
      `${this.message} at offset ${this.offset} of '${around(input, this.offset)}'`,
      { offset: this.offset },
    );
  }
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined): boolean => c !== undefined && /^[a-z]$/i.test(c);

/** A position in a time-control string, with the few reads both grammars need. */
export class Cursor {
  pos = 0;

  constructor(readonly text: string) {}

  /** Skips spaces and tabs. */
  skipSpaces(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t') this.pos++;
  }

  /** The next character, lower-cased, without consuming it. */
  peek(): string | undefined {
    return this.text[this.pos]?.toLowerCase();
  }

  /** Whether the input is used up. */
  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** Consumes `c` if it comes next. */
  eat(c: string): boolean {
    if (this.peek() === c) {
      this.pos++;
      return true;
    }
    return false;
  }

  /** A failure at the current position. */
  fail(message: string, offset = this.pos): SyntaxFailure {
    return new SyntaxFailure(offset, message);
  }

  /** Describes what stands at the current position, for error messages. */
  found(): string {
    return this.atEnd() ? 'end of input' : `'${this.text[this.pos]}'`;
  }

  /** Reads `123` or, with `decimals`, `1.5`; `undefined` if no digit comes next. */
  number(decimals: boolean): { text: string; start: number } | undefined {
    const start = this.pos;
    while (isDigit(this.text[this.pos])) this.pos++;
    if (decimals && this.text[this.pos] === '.' && isDigit(this.text[this.pos + 1])) {
      this.pos++;
      while (isDigit(this.text[this.pos])) this.pos++;
    }
    return this.pos === start ? undefined : { text: this.text.slice(start, this.pos), start };
  }

  /** The letters that come next (lower-cased), without consuming them. */
  peekWord(): string {
    let end = this.pos;
    while (isLetter(this.text[end])) end++;
    return this.text.slice(this.pos, end).toLowerCase();
  }
}
