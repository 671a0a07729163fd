/**
 * Comments and the machine-readable commands embedded in them (`[%clk 0:03:00]`,
 * `[%emt]`, `[%eval]`, `[%csl]`, `[%cal]`), as written by lichess, ChessBase and
 * DGT boards (PGN-std). Parsed on read, written back by the writer.
 */
import { makeSquare, parseSquare, type Square } from '@chesslaws/board';
import { type CommandName, type CommandSink, parseDuration, replaceCommands } from './commands.js';

export { parseDuration } from './commands.js';

/** An engine evaluation: pawns from White's point of view, or mate in `mate` moves (negative: Black mates). */
export type Evaluation =
  | { readonly pawns: number; readonly depth?: number }
  | { readonly mate: number; readonly depth?: number };

/** The colours lichess and ChessBase give arrows and highlights. */
export const SHAPE_COLORS = ['green', 'red', 'yellow', 'blue'] as const;
/** A colour of a {@link Shape}. */
export type ShapeColor = (typeof SHAPE_COLORS)[number];

/** A highlighted square (`[%csl Gd4]`, `from === to`) or an arrow (`[%cal Ge2e4]`). */
export interface Shape {
  readonly color: ShapeColor;
  readonly from: Square;
  readonly to: Square;
}

/** A comment: its prose `text` plus the commands found in it, each parsed. */
export interface PgnComment {
  /** The text without the recognized commands, trimmed (may be empty). */
  text: string;
  /** Clock time left after the move, in milliseconds as the clock package counts (`[%clk h:mm:ss]`). */
  clock?: number;
  /** Time spent on the move, in milliseconds (`[%emt h:mm:ss]`). */
  elapsed?: number;
  /** Engine evaluation (`[%eval 0.17]`, `[%eval #-3,20]`). */
  eval?: Evaluation;
  /** Square highlights and arrows (`[%csl ...]`, `[%cal ...]`). */
  shapes?: Shape[];
}

const EVAL = /^(?:#([+-]?\d+)|([+-]?(?:\d+\.?\d*|\.\d+)))(?:,(\d+))?$/;
const COLOR_LETTERS: Readonly<Record<string, ShapeColor>> = {
  G: 'green',
  R: 'red',
  Y: 'yellow',
  B: 'blue',
};

/**
 * A duration in milliseconds as `h:mm:ss` (the PGN clock convention), with a fraction only
 * when there is one: up to three decimals, trailing zeros dropped (`0:00:59.5`, `0:02:59.123`).
 * {@link parseDuration} reads it back to the same whole millisecond. Negative times (a
 * fallen flag) are written as `0:00:00`; a fraction of a millisecond is rounded.
 */
export function makeDuration(ms: number): string {
  const millis = Number.isFinite(ms) ? Math.round(Math.max(0, ms)) : 0;
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor(millis / 60_000) % 60;
  const s = (millis % 60_000) / 1000;
  const ss = s < 10 ? `0${s}` : `${s}`;
  return `${h}:${m < 10 ? `0${m}` : m}:${ss}`;
}

/** The evaluation an `[%eval]` argument gives (`0.17`, `#-3`, `0.17,20`), or `undefined`. */
export function parseEval(text: string): Evaluation | undefined {
  const m = EVAL.exec(text);
  if (!m) return undefined;
  const depth = m[3] === undefined ? undefined : Number(m[3]);
  const value = m[1] !== undefined ? { mate: Number(m[1]) } : { pawns: Number(m[2]) };
  return depth === undefined ? value : { ...value, depth };
}

function makeEval(ev: Evaluation): string {
  const value = 'mate' in ev ? `#${ev.mate}` : ev.pawns.toFixed(2);
  return ev.depth === undefined ? value : `${value},${ev.depth}`;
}

/**
 * Reads the `[%csl]` (`arrows` false) or `[%cal]` argument into `into`, item by item; false at
 * the first malformed item (the items before it stay in `into`, as they always have).
 */
export function parseShapes(text: string, arrows: boolean, into: Shape[]): boolean {
  for (const part of text.split(',')) {
    const item = part.trim();
    const color = COLOR_LETTERS[item[0] ?? ''];
    const from = parseSquare(item.slice(1, 3));
    const to = arrows ? parseSquare(item.slice(3, 5)) : from;
    if (!color || from === undefined || to === undefined || item.length !== (arrows ? 5 : 3))
      return false;
    into.push({ color, from, to });
  }
  return true;
}

// The kinds of value a comment's commands set, as digits of `CommentCommands.order`.
const CLOCK = 1;
const ELAPSED = 2;
const EVAL_KIND = 3;

/** The values a comment's commands give, collected before the comment object is made. */
class CommentCommands implements CommandSink {
  clock: number | undefined = undefined;
  elapsed: number | undefined = undefined;
  eval: Evaluation | undefined = undefined;
  shapes: Shape[] | undefined = undefined;
  /** The kinds in the order first set, one base-4 digit each: the comment's keys keep that order. */
  order = 0;

  command(name: CommandName, args: string): boolean {
    if (name === 'clk' || name === 'emt') {
      const ms = parseDuration(args);
      if (ms === undefined) return false;
      if (name === 'clk') {
        if (this.clock === undefined) this.order = this.order * 4 + CLOCK;
        this.clock = ms;
      } else {
        if (this.elapsed === undefined) this.order = this.order * 4 + ELAPSED;
        this.elapsed = ms;
      }
      return true;
    }
    if (name === 'eval') {
      const ev = parseEval(args);
      if (ev === undefined) return false;
      if (this.eval === undefined) this.order = this.order * 4 + EVAL_KIND;
      this.eval = ev;
      return true;
    }
    return parseShapes(args, name === 'cal', (this.shapes ??= []));
  }

  /** The comment: an object literal of exactly its keys (no later additions, so no spill-over storage). */
  build(text: string): PgnComment {
    const { clock, shapes } = this;
    if (shapes === undefined || shapes.length === 0) {
      if (this.order === CLOCK) return { text, clock: clock! };
      if (this.order === 0) return { text };
      if (this.order === EVAL_KIND * 4 + CLOCK) return { text, eval: this.eval!, clock: clock! };
    }
    const comment: PgnComment = { text };
    for (let k = 3; k >= 0; k--) {
      const kind = Math.floor(this.order / 4 ** k) % 4;
      if (kind === CLOCK) comment.clock = clock!;
      else if (kind === ELAPSED) comment.elapsed = this.elapsed!;
      else if (kind === EVAL_KIND) comment.eval = this.eval!;
    }
    if (shapes !== undefined && shapes.length > 0) comment.shapes = shapes;
    return comment;
  }
}

/** Splits a raw comment into prose and parsed commands; unknown or malformed commands stay in the text. */
export function parseComment(raw: string): PgnComment {
  if (!raw.includes('[%')) return { text: raw.trim() };
  const commands = new CommentCommands();
  const text = replaceCommands(raw, commands).trim();
  return commands.build(text);
}

const colorLetter = (color: ShapeColor): string => color[0]!.toUpperCase();

/** The commands of a comment as text: highlights, arrows, evaluation, elapsed time, clock. */
export function makeCommands(comment: PgnComment): string[] {
  const parts: string[] = [];
  const shapes = comment.shapes ?? [];
  const circles = shapes.filter((s) => s.from === s.to);
  const arrows = shapes.filter((s) => s.from !== s.to);
  if (circles.length > 0)
    parts.push(`[%csl ${circles.map((s) => colorLetter(s.color) + makeSquare(s.from)).join(',')}]`);
  if (arrows.length > 0)
    parts.push(
      `[%cal ${arrows.map((s) => colorLetter(s.color) + makeSquare(s.from) + makeSquare(s.to)).join(',')}]`,
    );
  if (comment.eval !== undefined) parts.push(`[%eval ${makeEval(comment.eval)}]`);
  if (comment.elapsed !== undefined) parts.push(`[%emt ${makeDuration(comment.elapsed)}]`);
  if (comment.clock !== undefined) parts.push(`[%clk ${makeDuration(comment.clock)}]`);
  return parts;
}

/** The comment as PGN comment text (without braces): prose first, then the commands. */
export function makeComment(comment: PgnComment): string {
  const commands = makeCommands(comment);
  return comment.text ? [comment.text, ...commands].join(' ') : commands.join(' ');
}
