import {
  type ByColor,
  type Color,
  type GameResult,
  ok,
  opposite,
  type Result,
  type SquareName,
} from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { type Move, type Position, parseUci } from '@chesslaws/moves';
import { parseSan } from '@chesslaws/notation';
import {
  createGame,
  formatMessage,
  type Game,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Regulation,
  type RulesError,
} from '@chesslaws/rules';
import type { ScriptStep } from './script.js';

/** Both clocks in milliseconds; `null` in a game without a clock. */
export type ClockTimes = ByColor<number> | null;

/** What one script step did, in order: `chesslaws play --json`'s `steps[i]`. */
export interface StepReport {
  /** False when the rules (or the move text) refused the step; play goes on. */
  readonly ok: boolean;
  /** Why the step was refused: a stable code (`ERR_RULES_NO_OFFER`, `ERR_SAN_ILLEGAL`...) and a sentence. */
  readonly error?: { readonly code: string; readonly message: string };
  /** The position after the step. */
  readonly fen: string;
  /** Both clocks right after the step. */
  readonly clocks: ClockTimes;
  /** Whether the game is over after the step. */
  readonly ended: boolean;
}

/** The whole run: the `--json` object of `chesslaws play`. */
export interface PlayReport {
  /** The result, or `null` while the game goes on. */
  readonly result: GameResult | null;
  /** How it ended (`'checkmate'`, `'timeout'`, `'agreement'`...), or `null`. */
  readonly termination: string | null;
  /** The rule that ended it (`'L-6.9'`), or `null`. */
  readonly byRule: string | null;
  /** The final position. */
  readonly fen: string;
  /** Both clocks when the game started. */
  readonly initialClocks: ClockTimes;
  /** Both clocks after the last step. */
  readonly clocks: ClockTimes;
  /** One report per step, in order. */
  readonly steps: readonly StepReport[];
  /** The game's event log (what `restoreGame` replays). */
  readonly events: readonly GameEvent[];
}

type Outcome = { ok: true } | { ok: false; error: { code: string; message: string } };

const refused = (code: string, message: string): Outcome => ({
  ok: false,
  error: { code, message },
});
const fromResult = (r: Result<GameState, RulesError>): Outcome =>
  r.ok ? { ok: true } : refused(r.error.code, r.error.message);

const times = (view: ClockView | undefined): ClockTimes =>
  view ? { white: view.white.time, black: view.black.time } : null;

/** Move text as the game takes it: SAN in any language (forgiving), else UCI; or the reason it is neither. */
function readMove(pos: Position, text: string): Move | string | { code: string; message: string } {
  const san = parseSan(pos, text);
  if (san.ok) return san.value;
  // UCI the SAN reader missed (e.g. an illegal e7e8 without a piece letter) goes to the rules as is.
  // A drop (`P@a8`) reads the same in SAN and UCI: the SAN reader's reason (drop rank, pocket,
  // occupied square) is the one to give, as for an illegal standard SAN move.
  if (!text.includes('@') && parseUci(text.trim())) return text.trim();
  return { code: san.error.code, message: san.error.message };
}

/**
 * Plays `steps` under `regulation` on a clock that only the script moves: a step with
 * `think` seconds advances it by that much (1 s by default), `{ flag: side }` advances it
 * to the instant that side's flag falls. Fails only if the game cannot be created (a bad
 * FEN or time control); every refused step is reported and play goes on.
 */
export function playScript(
  regulation: Regulation,
  options: Pick<GameOptions, 'start' | 'clock'>,
  steps: readonly ScriptStep[],
): Result<{ readonly game: Game; readonly report: PlayReport }, RulesError> {
  let t = 0;
  const created = createGame(regulation, { ...options, now: () => t });
  if (!created.ok) return created;
  const game = created.value;
  const initialClocks = times(game.setup.clock);
  const think = (seconds: number | undefined) => {
    t += Math.round((seconds ?? 1) * 1000);
  };
  const mover = (by: Color | undefined): Outcome | undefined => {
    const turn = game.state.turn;
    return by === undefined || by === turn
      ? undefined
      : refused('ERR_RULES_NOT_ON_MOVE', `it is ${turn}'s move, not ${by}'s`);
  };

  const apply = (step: ScriptStep): Outcome => {
    const state = game.state;
    // Every step after the end gets the same answer, whatever its move text would have said.
    if (state.outcome)
      return refused(
        'ERR_RULES_GAME_OVER',
        `the game is over: ${formatMessage(state.outcome.reason, { plugins: regulation.plugins })}`,
      );
    if ('move' in step) {
      think(step.think);
      const notOnMove = mover(step.by);
      if (notOnMove) return notOnMove;
      const move = readMove(state.position, step.move);
      if (typeof move === 'object' && 'code' in move) return refused(move.code, move.message);
      return fromResult(game.play(move));
    }
    if ('illegal' in step) {
      think(step.think);
      return mover(step.by) ?? fromResult(game.illegalMove(step.illegal.trim()));
    }
    if ('pressWithoutMove' in step) {
      think(step.think);
      return fromResult(game.pressClock(step.pressWithoutMove));
    }
    if ('touch' in step)
      return fromResult(game.touch(step.by ?? state.turn, step.touch.trim() as SquareName));
    if ('claim' in step) {
      if (step.intended === undefined)
        return fromResult(game.claim({ by: step.by, kind: step.claim }));
      const intended = readMove(state.position, step.intended);
      if (typeof intended === 'object' && 'code' in intended)
        return refused(intended.code, `intended move: ${intended.message}`);
      return fromResult(game.claim({ by: step.by, kind: step.claim, intended }));
    }
    if ('offer' in step) return fromResult(game.offerDraw(step.by));
    if ('accept' in step) return fromResult(game.acceptDraw(step.by));
    if ('decline' in step) return fromResult(game.declineDraw(step.by));
    if ('resign' in step) return fromResult(game.resign(step.resign));
    if ('flag' in step) return flag(step.flag);
    if ('takeback' in step) return fromResult(game.takeback(step.by ?? opposite(state.turn)));
    if (step.arbiter === 'adjust')
      return fromResult(game.arbiter.adjust(step.side, Math.round(step.seconds * 1000)));
    if (step.arbiter === 'decide')
      return fromResult(game.arbiter.decideClaim(step.upheld, step.reason));
    return fromResult(game.arbiter.declare(step.result));
  };

  /** `side`'s time runs out now: jump to its flag fall if its clock runs, and let the rules judge. */
  const flag = (side: Color): Outcome => {
    const view = game.clockAt(t);
    const fall = game.flagFallAt();
    if (view?.status === 'running' && view.turn === side && fall !== undefined) {
      t = Math.max(t, fall);
      const before = game.events.length;
      const checked = game.checkTime();
      if (!checked.ok) return fromResult(checked);
      if (game.events.length > before) return { ok: true };
    }
    // Not running, already judged, or no clock: the rules say why no flag can fall.
    return fromResult(game.callFlag(opposite(side), side));
  };

  const reports: StepReport[] = steps.map((step) => {
    const outcome = apply(step);
    const state = game.state;
    return {
      ...outcome,
      fen: state.fen,
      clocks: times(game.clockAt(t)),
      ended: state.outcome !== undefined,
    };
  });
  const state = game.state;
  return ok({
    game,
    report: {
      result: state.outcome?.result ?? null,
      termination: state.outcome?.termination ?? null,
      byRule: state.outcome?.byRule ?? null,
      fen: state.fen,
      initialClocks,
      clocks: times(game.clockAt(t)),
      steps: reports,
      events: game.toJSON().events,
    },
  });
}
