import { type Color, err, type GameResult, ok, type Result } from '@chesslaws/board';
import { type ClockEvent, clockState, makePgnTimeControl } from '@chesslaws/clock';
import { type Move, makeFen, type Position } from '@chesslaws/moves';
import { createGame } from '../game/createGame.js';
import type { LiveGame } from '../game/liveGame.js';
import type { MoveInput } from '../game/moveInput.js';
import type { Game, GameOptions } from '../game/types.js';
import { type FormatOptions, formatMessage } from '../messages/formatMessage.js';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import type { Ruling } from '../model/outcome.js';
import type { Regulation } from '../regulation/regulation.js';

/** One move of a {@link GameRecordData}: the shape `@chesslaws/notation`'s `buildGame` takes. */
export interface RecordedMoveData {
  /** The move. */
  readonly move: Move;
  /** The mover's clock after the move, ms (`[%clk]`). */
  readonly clock?: number;
  /** Time spent on the move, ms (`[%emt]`). */
  readonly elapsed?: number;
  /** What the arbiter noted after this move (penalties, incorrect claims, illegal moves). */
  readonly comments?: readonly string[];
  /** The mover offered a draw with this move (`(=)`). */
  readonly drawOffer?: boolean;
}

/**
 * A played game as plain data, shaped as `@chesslaws/notation`'s `GameRecord`, so
 * `makePgn(unwrap(buildGame(toGameRecord(game))))` writes its PGN (rules does not depend on
 * notation, per the layering).
 */
export interface GameRecordData {
  /** The position the record starts from. */
  readonly start: Position;
  /** The moves, with clocks, draw offers and the arbiter's notes. */
  readonly moves: readonly RecordedMoveData[];
  /** `TimeControl` (PGN form) and the tags given. */
  readonly tags: Readonly<Record<string, string>>;
  /** How the game ended, if it has. */
  readonly outcome?: {
    readonly result: GameResult;
    readonly termination: string;
    readonly byRule: string;
  };
  /** A comment before the first move (what happened before it, e.g. an illegal move). */
  readonly comment?: string;
}

/**
 * The game as a record for a PGN: moves with `[%clk]`/`[%emt]` in ms, draw offers, the
 * arbiter's rulings (illegal moves, penalties, rejected claims) as comments in the language
 * `options.locale` names (English by default), each with its rule, the outcome, and the
 * `TimeControl` tag. If an unclaimed illegal move stood (L-A.5.2), the record starts from the
 * position it left, and the comment says so.
 */
export function toGameRecord(
  game: Game,
  tags: Readonly<Record<string, string>> = {},
  options: Pick<FormatOptions, 'locale' | 'figurines'> = {},
): GameRecordData {
  const state = game.state;
  const words = { ...options, plugins: game.regulation.plugins };
  const note = (ruling: Ruling): string =>
    `${formatMessage(ruling.message, words)} (${ruling.rule})`;
  const log = game.toJSON();
  const control = log.control ? makePgnTimeControl(log.control) : undefined;
  const segment = state.recordStart;
  const plies = state.moves.slice(segment.ply);
  const moves: RecordedMoveData[] = plies.map((ply, i) => {
    const next = plies[i + 1];
    const comments = (next ? next.notes : state.notes).map(note);
    return {
      move: ply.move,
      ...(ply.clock !== undefined ? { clock: ply.clock } : {}),
      ...(ply.spent !== undefined ? { elapsed: ply.spent } : {}),
      ...(comments.length ? { comments } : {}),
      ...(ply.drawOffer ? { drawOffer: true } : {}),
    };
  });
  const before = [
    ...segment.notes,
    ...(plies[0]?.notes ?? []),
    ...(plies.length === 0 ? state.notes : []),
  ].map(note);
  const outcome = state.outcome;
  return {
    start: segment.position,
    moves,
    tags: { ...(control ? { TimeControl: control } : {}), ...tags },
    ...(outcome
      ? {
          outcome: {
            result: outcome.result,
            termination: outcome.termination,
            byRule: outcome.byRule,
          },
        }
      : {}),
    ...(before.length ? { comment: before.join('; ') } : {}),
  };
}

/** A recorded game to rebuild: moves with optional clock readings, and the result. */
export interface RecordInput {
  /** The start position (default: the standard one). */
  readonly start?: Position;
  /** The moves, in order; `clock` is the mover's clock after the move, `elapsed` the time spent, both ms. */
  readonly moves: readonly {
    /** The move: SAN as the record writes it (`'Nf3'`), UCI, or a `Move`. */
    readonly move: MoveInput;
    readonly clock?: number;
    readonly elapsed?: number;
  }[];
  /** The recorded result, if the game ended; a result the board does not explain becomes the arbiter's. */
  readonly result?: GameResult | '*';
  /** The recorded `Termination` tag (`'time forfeit'`, chess.com's `'… won on time'`, turns a decisive result into a flag fall). */
  readonly termination?: string;
}

/** Options of {@link fromGameRecord}. */
export interface FromRecordOptions extends Pick<GameOptions, 'clock'> {
  /** Seconds per move where the record has no clock reading (default 1). */
  readonly defaultThink?: number;
}

/**
 * A game rebuilt from a record (a PGN read by `@chesslaws/notation`): each move played at the
 * instant that makes the clock show the recorded `[%clk]` (or after the recorded `[%emt]`),
 * then the result: an ending the board explains stands; a time forfeit is a flag fall; any
 * other result is declared by the arbiter, as the record gives it.
 */
export function fromGameRecord(
  regulation: Regulation,
  record: RecordInput,
  options: FromRecordOptions = {},
): Result<Game, RulesError> {
  let t = 0;
  const created = createGame(regulation, {
    ...(record.start ? { start: { fen: makeFen(record.start) } } : {}),
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    now: () => t,
  });
  if (!created.ok) return created;
  const game = created.value as unknown as LiveGame;
  const control = game.setup.control;
  const clockEvents: ClockEvent[] = [{ type: 'start', at: 0 }];
  const think = Math.round((options.defaultThink ?? 1) * 1000);
  for (const [ply, entry] of record.moves.entries()) {
    if (game.progress.outcome) break;
    const mover = game.progress.turn;
    let at = t + think;
    if (entry.elapsed !== undefined) at = t + Math.max(0, Math.round(entry.elapsed));
    else if (entry.clock !== undefined && control)
      at = instantShowing(control, clockEvents, t, mover, entry.clock);
    t = at;
    const refused = game.playQuietly(entry.move);
    if (refused)
      return err(
        new RulesError(
          refused.code,
          say.recordMove(ply, refused.message),
          { ply },
          { rule: refused.rule, plugin: refused.plugin },
        ),
      );
    clockEvents.push({ type: 'press', at });
  }
  const result = record.result;
  if (game.progress.outcome || result === undefined || result === '*') return ok(game);
  t += 1;
  if (control && recordedFlag(record, game.progress.turn)) {
    const fall = game.flagFallAt();
    if (fall !== undefined) t = Math.max(t, fall);
    const state = game.checkTime();
    if (!state.ok) return state;
    if (state.value.outcome) return ok(game);
  }
  const declared = game.arbiter.declare(result, say.recordedResult);
  return declared.ok ? ok(game) : err(declared.error);
}

/** PGN's `time forfeit`, or chess.com's `<player> won on time`. */
const isTimeForfeit = (termination: string | undefined): boolean =>
  termination !== undefined &&
  (termination.toLowerCase() === 'time forfeit' || / won on time$/i.test(termination));

/**
 * The side whose flag a record says fell: the loser of a decisive result with the `Termination`
 * tag `time forfeit` (chess.com writes `Hikaru won on time`), if that side is on move after the
 * last move (`turn`), as only its clock runs; otherwise the result is the arbiter's. What
 * `fromGameRecord` reads a flag fall from, and what to pass `reviewMoves` as its `flag`.
 */
export function recordedFlag(
  record: Pick<RecordInput, 'result' | 'termination'>,
  turn: Color,
): Color | undefined {
  if (!isTimeForfeit(record.termination)) return undefined;
  const loser = record.result === '1-0' ? 'black' : record.result === '0-1' ? 'white' : undefined;
  return loser === turn ? loser : undefined;
}

/** The earliest press instant after `from` at which `side`'s clock shows `target` ms (to the second). */
function instantShowing(
  control: Parameters<typeof clockState>[0],
  events: readonly ClockEvent[],
  from: number,
  side: 'white' | 'black',
  target: number,
): number {
  const shown = (at: number): number => {
    const view = clockState(control, [...events, { type: 'press', at }], at);
    return view.ok ? view.value[side].time : 0;
  };
  // The display only falls as the press comes later: search the latest instant still showing >= target.
  // Whole milliseconds only: a reading such as 170.3 s * 1000 (170000.00000000003 ms) is the
  // millisecond it rounds to, so the search works on integers and always ends.
  const goal = Math.round(target);
  let lo = from;
  if (!Number.isFinite(goal) || shown(lo) <= goal) return lo;
  let hi = from + Math.max(1, shown(from) - goal) + 1;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (shown(mid) >= goal) lo = mid;
    else hi = mid;
  }
  return lo;
}
