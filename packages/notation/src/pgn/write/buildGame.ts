/**
 * A played game, handed over as plain data (by the rules runtime, a bot, a board app), made
 * into a {@link PgnGame} that `makePgn` writes: SAN for every move, clock commands from
 * milliseconds, and the tags the start position and the outcome imply.
 */
import { err, type GameResult, isSquare, ok, type Result } from '@chesslaws/board';
import {
  decodeVariantMove,
  encodeMove,
  INITIAL_FEN,
  type Move,
  makeFen,
  makeUci,
  Position,
  type ReadonlyPosition,
} from '@chesslaws/moves';
import { makeSanAndPlay } from '../../move/write/makeSan.js';
import { PgnError } from '../error.js';
import type { PgnComment } from '../model/comment.js';
import { emptyGame, type MoveNode, type PgnGame, type PgnParent } from '../model/game.js';
import { pgnTermination } from '../model/termination.js';

/** FIDE's sign for a draw offer (L-5.2.3, L-C), written in a comment after the move. */
export const DRAW_OFFER = '(=)';

/** One move of a {@link GameRecord}, with what happened at the board around it. */
export interface RecordedMove {
  /** The move (castling as king onto rook, or as the king's two-square step in standard chess). */
  readonly move: Move;
  /** Milliseconds left on the mover's clock after the move, written as `[%clk h:mm:ss]`. */
  readonly clock?: number;
  /** Milliseconds the move took, written as `[%emt h:mm:ss]`. */
  readonly elapsed?: number;
  /** Comments after the move, in order. */
  readonly comments?: readonly string[];
  /** Numeric annotation glyphs (`1` is `!`, `2` is `?`...). */
  readonly nags?: readonly number[];
  /** The mover offered a draw with this move: written as FIDE's `(=)` ({@link DRAW_OFFER}) in a comment. */
  readonly drawOffer?: boolean;
}

/** How a recorded game ended: the shape of the rules runtime's `Outcome`, which fits as is. */
export interface RecordedOutcome {
  /** The result. */
  readonly result: GameResult;
  /** A termination name of `@chesslaws/termination` (`'checkmate'`, `'timeout'`...): gives the `Termination` tag. */
  readonly termination?: string;
  /** The rule that ended the game (`'L-9.6.1'`), written with the termination after the last move. */
  readonly byRule?: string;
}

/** A played game as plain data, for {@link buildGame}. */
export interface GameRecord {
  /** The position the game started from (it is not changed); the standard start position by default. */
  readonly start?: ReadonlyPosition;
  /** The moves, in order. */
  readonly moves: readonly RecordedMove[];
  /**
   * Tags to write (`Event`, `Site`, `Date`, `White`, `Black`, `TimeControl`...). `Result`,
   * `SetUp`, `FEN` and `Variant` come from the record and replace any given here.
   */
  readonly tags?: Readonly<Record<string, string>>;
  /** How the game ended; a game without one is still going on (`*`). */
  readonly outcome?: RecordedOutcome;
  /** A comment before the first move. */
  readonly comment?: string;
}

const clockError = (field: string, ply: number, value: number): PgnError =>
  new PgnError(
    'ERR_PGN_CLOCK',
    `move ${ply + 1} of the record: ${field} ${value} is not a finite number of milliseconds`,
    { ply, field },
  );

/**
 * Makes a {@link PgnGame} of a played game: each move checked and written in SAN, with its
 * clock (`[%clk]`), elapsed time (`[%emt]`), draw offer (`(=)`), comments and NAGs, and
 * every node's `move` set. Tags: the ones given, then `Result` from the outcome (`*`
 * without one), `SetUp "1"` and `FEN` unless the game starts from the standard start
 * position under standard rules, `Variant "Chess960"` for a Chess960 position (its FEN
 * in X-FEN, as the reader expects), the variant's title for another variant (`Variant
 * "Crazyhouse"`, as lichess writes it; `FEN` only when the start is not the variant's own), and `Termination` from the outcome's termination
 * (`'unterminated'` without an outcome, unless given). The outcome's termination and
 * rule are also written in a comment after the last move (`{ checkmate (L-5.1.1) }`).
 *
 * Clock times are written to the millisecond, with no fraction for whole seconds
 * (`0:02:59`, `0:00:09.5`); `parsePgn` reads them back to the same milliseconds, and a
 * negative time (a fallen flag) is written as `0:00:00`.
 *
 * An illegal move is an `ERR_PGN_MOVE` error with its `location.ply` (0 for the first move
 * of the record) and its UCI text as `input`; a clock that is not a finite number is
 * `ERR_PGN_CLOCK`.
 *
 * @example
 * ```ts
 * const game = buildGame({
 *   moves: [{ move: { from: 12, to: 28 }, clock: 179_000 }],
 *   tags: { White: 'Tal', Black: 'Botvinnik' },
 * });
 * if (game.ok) makePgn(game.value); // ... 1. e4 { [%clk 0:02:59] } *
 * ```
 */
export function buildGame(record: GameRecord): Result<PgnGame, PgnError> {
  const start: ReadonlyPosition = record.start ?? Position.default();
  const game = emptyGame();
  const headers = game.headers;
  for (const [name, value] of Object.entries(record.tags ?? {})) headers.set(name, value);

  const result = record.outcome?.result ?? '*';
  game.result = result;
  headers.set('Result', result);
  const variant = start.variant;
  if (!variant.standard) {
    headers.set('Variant', variant.title); // lichess's form: `Atomic`, `King of the Hill`
    game.variant = variant;
  } else if (start.chess960) headers.set('Variant', 'Chess960');
  else headers.delete('Variant');
  const fen = makeFen(start);
  const usual = variant.standard ? INITIAL_FEN : makeFen(Position.default(variant));
  if (start.chess960 || fen !== usual) {
    headers.set('SetUp', '1');
    headers.set('FEN', fen);
  } else {
    headers.delete('SetUp');
    headers.delete('FEN');
  }
  const termination =
    record.outcome === undefined
      ? 'unterminated'
      : record.outcome.termination === undefined
        ? undefined
        : pgnTermination(record.outcome.termination);
  if (termination !== undefined && (record.outcome !== undefined || !headers.has('Termination')))
    headers.set('Termination', termination);

  if (record.comment !== undefined) game.root.comments.push({ text: record.comment });

  const pos = start.clone();
  let parent: PgnParent = game.root;
  for (let ply = 0; ply < record.moves.length; ply++) {
    const recorded = record.moves[ply]!;
    const code = encodeMove(pos, recorded.move);
    if (code === 0) return err(illegalMove(pos, recorded.move, ply));
    const { clock, elapsed } = recorded;
    if (clock !== undefined && !Number.isFinite(clock)) return err(clockError('clock', ply, clock));
    if (elapsed !== undefined && !Number.isFinite(elapsed))
      return err(clockError('elapsed', ply, elapsed));

    const move = decodeVariantMove(code, pos.variant);
    const node: MoveNode = { san: makeSanAndPlay(pos, move), move, children: [] };
    const comments: PgnComment[] = [];
    if (recorded.drawOffer || clock !== undefined || elapsed !== undefined) {
      const commands: PgnComment = { text: recorded.drawOffer ? DRAW_OFFER : '' };
      if (elapsed !== undefined) commands.elapsed = elapsed;
      if (clock !== undefined) commands.clock = clock;
      comments.push(commands);
    }
    for (const text of recorded.comments ?? []) comments.push({ text });
    if (comments.length > 0) node.comments = comments;
    if (recorded.nags && recorded.nags.length > 0) node.nags = [...recorded.nags];
    parent.children = [node];
    parent = node;
  }

  const ending = endingComment(record.outcome);
  if (ending !== undefined) {
    if (parent === game.root) game.root.comments.push(ending);
    else ((parent as MoveNode).comments ??= []).push(ending);
  }
  return ok(game);
}

// "checkmate (L-5.1.1)": the detail that the Termination tag's closed list loses.
function endingComment(outcome: RecordedOutcome | undefined): PgnComment | undefined {
  if (outcome === undefined) return undefined;
  const { termination, byRule } = outcome;
  if (termination === undefined && byRule === undefined) return undefined;
  const text =
    termination === undefined
      ? byRule!
      : byRule === undefined
        ? termination
        : `${termination} (${byRule})`;
  return { text };
}

function illegalMove(pos: Position, move: Move, ply: number): PgnError {
  const onBoard = isSquare(move.from) && isSquare(move.to);
  const text = onBoard ? makeUci(pos, move) : JSON.stringify(move);
  const side = pos.turn === 'white' ? `${pos.fullmoves}.` : `${pos.fullmoves}...`;
  return new PgnError(
    'ERR_PGN_MOVE',
    `move ${side} ${text} (move ${ply + 1} of the record) is illegal in ${makeFen(pos)}`,
    { ply },
    text,
  );
}
