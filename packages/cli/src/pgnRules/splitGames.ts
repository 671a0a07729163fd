import { PgnScanner, type PgnVisitor, SKIP } from '@chesslaws/notation';

/** Whole games of a PGN stream, cut where a game's tags begin, with the line they start on. */
export interface TextBatch {
  /** The text of one or more whole games. */
  readonly text: string;
  /** The one-based line of the stream where `text` starts. */
  readonly startLine: number;
}

/**
 * Cuts a PGN stream into batches of whole games, so that workers can read and check them
 * apart. The reader itself says where games start: the stream goes through notation's
 * `PgnScanner` (movetext skipped, nothing built), and a cut goes only where it begins a game
 * at the start of a line (and not where it read on after a comment never closed). So a batch reads exactly as that stretch of the stream does when it
 * is read whole, comments, escapes, broken tags and the recovery after a `{` never closed
 * included (issue 28): `--jobs 2` finds what `--jobs 1` finds. Batches are about `size`
 * characters: a cut is made at the first game start at least `size` after the last cut.
 */
export class GameSplitter {
  readonly #scanner: PgnScanner;
  /** The text since the last cut. */
  #pending = '';
  /** The offset in the stream of `#pending[0]`. */
  #from = 0;
  /** The line `#pending` starts on. */
  #startLine = 1;
  /** Cuts found in the text scanned so far: offsets in the stream, and their lines. */
  readonly #cuts: { readonly offset: number; readonly line: number }[] = [];

  /** A splitter making batches of about `size` characters. */
  constructor(size = 256 * 1024) {
    let last = 0;
    // A game that starts where a comment never closed was cut short stays with the broken
    // game: read alone, that comment would run to the end of its batch and say so.
    let recovered = false;
    const visitor: PgnVisitor = {
      beginGame: (line, column, offset) => {
        if (column === 1 && !recovered && offset - last >= size) {
          this.#cuts.push({ offset, line });
          last = offset;
        }
        recovered = false;
      },
      error: (error) => {
        if (error.skippedTo) recovered = true;
      },
      // Only where games start matters: their moves are not even made into strings.
      endTags: () => SKIP,
    };
    this.#scanner = new PgnScanner(visitor);
  }

  /** Adds text; returns the batches it completed. */
  push(chunk: string): TextBatch[] {
    this.#pending += chunk;
    this.#scanner.write(chunk);
    return this.#take();
  }

  /** The end of the stream: the rest, as a last batch (none if only blank). */
  end(): TextBatch[] {
    this.#scanner.end();
    const out = this.#take();
    const rest = this.#pending;
    this.#pending = '';
    return rest.trim() === '' ? out : [...out, { text: rest, startLine: this.#startLine }];
  }

  /** The batches up to each cut found. */
  #take(): TextBatch[] {
    const out: TextBatch[] = [];
    if (this.#cuts.length === 0) return out;
    let at = 0;
    for (const cut of this.#cuts) {
      const to = cut.offset - this.#from;
      out.push({ text: this.#pending.slice(at, to), startLine: this.#startLine });
      at = to;
      this.#startLine = cut.line;
    }
    this.#cuts.length = 0;
    this.#pending = this.#pending.slice(at);
    this.#from += at;
    return out;
  }
}
