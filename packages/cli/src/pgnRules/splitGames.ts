/** Whole games of a PGN stream, cut where a game's tags begin, with the line they start on. */
export interface TextBatch {
  /** The text of one or more whole games. */
  readonly text: string;
  /** The one-based line of the stream where `text` starts. */
  readonly startLine: number;
}

const OPEN_BRACE = 123;
const SEMICOLON = 59;
const PERCENT = 37;
const OPEN_BRACKET = 91;
const SPACE = 32;
const TAB = 9;
const CR = 13;

/** Whether `c` is a space, a tab or a carriage return (the blanks of a line). */
const isBlank = (c: number): boolean => c === SPACE || c === TAB || c === CR;

/**
 * Cuts a PGN stream into batches of whole games, so that workers can read and check them
 * apart: a cut goes only before a tag line (`[` first on a line, outside a `{}` comment)
 * that follows movetext, which is where the reader itself starts a new game. Batches are
 * about `size` characters. The scan goes a line at a time: `indexOf` finds each line's end
 * and the comments' braces and semicolons, and only a line's first characters are read one
 * by one (the splitter runs on the thread that also checks games: a pass over every
 * character cost a fifth of the checking).
 */
export class GameSplitter {
  readonly #size: number;
  #pending = '';
  /** How far `#pending` has been scanned: always the start of a line. */
  #scanned = 0;
  #line = 1;
  /** The line `#pending` starts on. */
  #startLine = 1;
  #inBrace = false;
  #sawMovetext = false;

  /** A splitter making batches of about `size` characters. */
  constructor(size = 256 * 1024) {
    this.#size = size;
  }

  /** Adds text; returns the batches it completed. */
  push(chunk: string): TextBatch[] {
    this.#pending += chunk;
    const out: TextBatch[] = [];
    this.#scan(out);
    return out;
  }

  /** The end of the stream: the rest, as a last batch (none if only blank). */
  end(): TextBatch[] {
    const out: TextBatch[] = [];
    // The last line has no newline after it: scanned now, as a line that ends the stream.
    this.#scan(out, true);
    const rest = this.#pending;
    this.#pending = '';
    return rest.trim() === '' ? out : [...out, { text: rest, startLine: this.#startLine }];
  }

  #scan(out: TextBatch[], final = false): void {
    const text = this.#pending;
    const size = this.#size;
    let line = this.#line;
    let startLine = this.#startLine;
    let inBrace = this.#inBrace;
    let sawMovetext = this.#sawMovetext;
    let from = 0;
    // The next `{`, `}` and `;` at or after where the scan is (-1: none left in the text).
    let open = -2;
    let close = -2;
    let semicolon = -2;
    let lineStart = this.#scanned;
    for (;;) {
      let end = text.indexOf('\n', lineStart);
      // Only whole lines are scanned: the rest waits for the next chunk (or `end`).
      if (end < 0) {
        if (!final || lineStart >= text.length) break;
        end = text.length;
      }
      let i = lineStart;
      let atLineStart = true;
      while (i < end) {
        if (inBrace) {
          if (close !== -1 && close < i) close = text.indexOf('}', i);
          if (close === -1 || close >= end) break; // the comment goes on past this line
          inBrace = false;
          i = close + 1;
          atLineStart = false;
          continue;
        }
        // The first character that is not blank.
        let c = text.charCodeAt(i);
        while (isBlank(c) && i < end) c = text.charCodeAt(++i);
        if (i >= end) break;
        if (atLineStart && c === OPEN_BRACKET) {
          // A tag after movetext starts the next game: a place to cut.
          if (sawMovetext && i - from >= size) {
            out.push({ text: text.slice(from, i), startLine });
            from = i;
            startLine = line;
          }
          sawMovetext = false;
          break; // a tag line, to its end
        }
        if (atLineStart && c === PERCENT) break; // an escaped line
        atLineStart = false;
        if (c === OPEN_BRACE) {
          inBrace = true;
          i++;
          continue;
        }
        if (c === SEMICOLON) break; // a comment to the end of the line
        // Movetext; then the rest of the line matters only from its next brace or semicolon.
        sawMovetext = true;
        if (open !== -1 && open < i) open = text.indexOf('{', i);
        if (semicolon !== -1 && semicolon < i) semicolon = text.indexOf(';', i);
        const brace = open !== -1 && open < end ? open : end;
        if (semicolon !== -1 && semicolon < brace) break;
        i = brace;
      }
      line++;
      lineStart = end + 1;
    }
    this.#line = line;
    this.#startLine = startLine;
    this.#inBrace = inBrace;
    this.#sawMovetext = sawMovetext;
    this.#pending = from === 0 ? text : text.slice(from);
    this.#scanned = lineStart - from;
  }
}
