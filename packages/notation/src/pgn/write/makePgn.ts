import type { Position, Variant } from '@chesslaws/moves';
import type { LocaleOption } from '../../move/locales.js';
import type { SanStyle } from '../../move/styles.js';
import { makeSan } from '../../move/write/makeSan.js';
import { makeCommands, type PgnComment } from '../model/comment.js';
import { type MoveNode, type PgnGame, type PgnParent, resultOf } from '../model/game.js';
import { playNode } from '../replay/playMove.js';
import { isNullMove, type ReplayedMove } from '../replay/resolveMove.js';
import { startingPosition } from '../replay/startingPosition.js';
import { makeHeaders } from './headers.js';
import { LineWriter } from './lineWriter.js';

/** Options of {@link makePgn}. */
export interface MakePgnOptions {
  /**
   * Rewrite every move in this style (`'san'`, `'fide'`, `'lan'`, `'figurine'`, `'uci'`...),
   * which replays the game. Without it, moves are written exactly as read.
   */
  readonly style?: SanStyle;
  /**
   * The language of the move text written (`'ru'`, `'de'`...), as `locale` is everywhere;
   * implies `style: 'san'` if unset.
   */
  readonly locale?: LocaleOption;
  /**
   * The language of the move text read, when rewriting: what `locale` is to `replayMainline`.
   * Only `makePgn` both reads and writes move text, so only it has `inputLocale`.
   */
  readonly inputLocale?: LocaleOption;
  /** The longest movetext line (default 80, PGN export format). */
  readonly columns?: number;
  /** Write comments, clocks and evaluations (default `true`). */
  readonly comments?: boolean;
  /** Write variations (default `true`). */
  readonly variations?: boolean;
  /** Write NAGs as `$n` (default `true`). */
  readonly nags?: boolean;
  /**
   * The variants the `Variant` tag may name, when rewriting a game whose `variant` the reader
   * did not set (see `ReplayOptions.variants`).
   */
  readonly variants?: readonly Variant[];
}

/** One line being written: the node whose first child comes next, and where it stands. */
interface Frame {
  parent: PgnParent;
  /** The position before the next move, or `undefined` when moves are written as read. */
  pos: Position | undefined;
  ply: number;
  /** The next move needs its number even if Black plays it (after a comment or variation). */
  forceNumber: boolean;
  /** While writing variations: the move just written, the position before it, the next variation. */
  node?: MoveNode;
  before?: Position | undefined;
  nextVariation: number;
}

const plyOf = (pos: Position): number => (pos.fullmoves - 1) * 2 + (pos.turn === 'white' ? 0 : 1);

/**
 * Writes a game in PGN export format: the Seven Tag Roster in order, then the
 * other tags, a blank line, and the movetext in lines of at most 80 columns,
 * with comments (clock and evaluation commands included), NAGs as `$n`, and
 * variations, ending with the result and a newline. The result is written once
 * and in both places: `game.result`, else the `Result` tag when it is a result,
 * else `*`; the two can never contradict each other. Deep variation trees are
 * written without recursion. With `style`/`locale`, the moves are rewritten in
 * that notation; a line with a move that cannot be replayed is written as read
 * from that move on.
 *
 * @example
 * ```ts
 * const [game] = parsePgn('1. e4 e5 2. Nf3 Nc6 *');
 * if (game?.ok) makePgn(game.value, { style: 'fide', locale: 'ru' }); // ... 1. e4 e5 2. Кf3 Кc6 *
 * ```
 */
export function makePgn(game: PgnGame, options: MakePgnOptions = {}): string {
  const result = resultOf(game);
  const headers = makeHeaders(game.headers, result).join('\n');
  const out = new LineWriter(options.columns ?? 80);
  const style = options.style ?? (options.locale !== undefined ? 'san' : undefined);
  const withComments = options.comments ?? true;
  const withVariations = options.variations ?? true;
  const withNags = options.nags ?? true;

  const start = startingPosition(game, options);
  const startPos = start.ok ? start.value : undefined;
  const startPly = startPos ? plyOf(startPos) : 0;

  const comment = (c: PgnComment): void => {
    const text = c.text.replace(/}/g, '');
    const words = text.length > 0 ? text.split(/\s+/).filter((w) => w.length > 0) : [];
    const commands = makeCommands(c);
    if (words.length + commands.length === 0) return;
    out.token('{');
    for (const word of words) out.token(word);
    for (const command of commands) out.token(command);
    out.token('}');
  };

  /** Writes one move (number, text, NAGs, comments); plays it on `pos` when rewriting. */
  const move = (
    node: MoveNode,
    pos: Position | undefined,
    ply: number,
    forceNumber: boolean,
  ): Position | undefined => {
    if (withComments && node.startingComments) for (const c of node.startingComments) comment(c);
    const number = Math.floor(ply / 2) + 1;
    if (ply % 2 === 0) out.token(`${number}.`);
    else if (forceNumber || (withComments && node.startingComments)) out.token(`${number}...`);
    let text = node.san;
    let after: Position | undefined;
    if (pos && style) {
      const before = pos.clone();
      const played = playNode(
        pos,
        node,
        options.inputLocale === undefined ? {} : { locale: options.inputLocale },
      );
      if (played.ok) {
        text = moveText(before, played.value.move, style, options.locale);
        after = played.value.after;
      }
    }
    out.token(text);
    if (withNags && node.nags) for (const nag of node.nags) out.token(`$${nag}`);
    if (withComments && node.comments) for (const c of node.comments) comment(c);
    return after;
  };

  if (withComments) for (const c of game.root.comments) comment(c);
  const stack: Frame[] = [
    {
      parent: game.root,
      pos: style ? startPos?.clone() : undefined,
      ply: startPly,
      forceNumber: true,
      nextVariation: 0,
    },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.node === undefined) {
      // Write the next move of this line.
      const node = frame.parent.children[0];
      if (!node) {
        stack.pop();
        if (stack.length > 0) out.token(')');
        continue;
      }
      const hasVariations = withVariations && frame.parent.children.length > 1;
      frame.before = hasVariations ? frame.pos?.clone() : undefined;
      frame.pos = move(node, frame.pos, frame.ply, frame.forceNumber);
      frame.node = node;
      frame.nextVariation = 1;
      frame.forceNumber = withComments && (node.comments?.length ?? 0) > 0;
    }
    const variation = withVariations ? frame.parent.children[frame.nextVariation] : undefined;
    if (variation) {
      // Open the next variation of the move just written: it starts from the position before it.
      frame.nextVariation++;
      const last = frame.nextVariation >= frame.parent.children.length;
      const pos = last ? frame.before : frame.before?.clone();
      out.token('(');
      const after = move(variation, pos, frame.ply, true);
      stack.push({
        parent: variation,
        pos: after,
        ply: frame.ply + 1,
        forceNumber: withComments && (variation.comments?.length ?? 0) > 0,
        nextVariation: 0,
      });
      frame.forceNumber = true;
      continue;
    }
    // Continue the line after the move just written.
    frame.parent = frame.node!;
    frame.node = undefined;
    frame.before = undefined;
    frame.ply++;
  }
  out.token(result);
  return `${headers}\n\n${out}\n`;
}

function moveText(
  before: Position,
  move: ReplayedMove,
  style: SanStyle,
  locale: LocaleOption | undefined,
): string {
  if (isNullMove(move)) return style === 'uci' || style === 'uci-chess960' ? '0000' : '--';
  return makeSan(before, move, locale === undefined ? { style } : { style, locale });
}
