// Random actions at a board, as a careless or hostile caller makes them: legal and illegal moves,
// presses, touches, offers, claims, flags, takebacks and the arbiter's powers, at random times.
import type { Color } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import type { Game, GameEvent, GameState, RulesError } from '../../src/index.js';

/** A game on a clock the driver moves. */
export interface Board {
  readonly game: Game;
  /** The injected time, ms. */
  t: number;
}

const SIDES: readonly Color[] = ['white', 'black'];
const SQUARES = ['a1', 'e1', 'e2', 'e4', 'g1', 'f3', 'd8', 'h8'];

/** Moves the board's time on: mostly seconds, sometimes minutes (a flag falls), sometimes not at all. */
export function tick(board: Board, random: () => number): void {
  const r = random();
  board.t += r < 0.1 ? 0 : r < 0.9 ? Math.floor(random() * 5_000) : Math.floor(random() * 400_000);
}

/** One random action, now; its name (for a failure's report) and what the game answered. */
export function randomAction(
  board: Board,
  random: () => number,
): { readonly name: string; readonly result: { ok: boolean; error?: RulesError } } {
  const { game } = board;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const side = pick(SIDES);
  const legal = game.legalMoves();
  const pos = game.state.position;
  const any = legal.length > 0 ? makeUci(pos, pick(legal)) : 'e2e4';
  const roll = random();
  const act = (name: string, run: () => { ok: boolean; error?: RulesError }) => ({
    name,
    result: run(),
  });
  if (roll < 0.45) return act(`play ${any}`, () => game.play(any));
  if (roll < 0.5) {
    const wild = `${pick(SQUARES)}${pick(SQUARES)}`;
    return act(`illegalMove ${wild}`, () => game.illegalMove(wild));
  }
  if (roll < 0.53) return act(`pressClock ${side}`, () => game.pressClock(side));
  if (roll < 0.57) return act(`touch ${side}`, () => game.touch(side, pick(SQUARES) as 'e2'));
  if (roll < 0.61) return act(`offerDraw ${side}`, () => game.offerDraw(side));
  if (roll < 0.63) return act(`acceptDraw ${side}`, () => game.acceptDraw(side));
  if (roll < 0.65) return act(`declineDraw ${side}`, () => game.declineDraw(side));
  if (roll < 0.7) {
    const kind = pick(['threefold', 'fifty', 'illegal-move', 'quickplay-finish']);
    const intended = random() < 0.5 ? any : undefined;
    return act(`claim ${side} ${kind} ${intended ?? ''}`, () =>
      game.claim({ by: side, kind, ...(intended ? { intended } : {}) }),
    );
  }
  if (roll < 0.72) return act(`resign ${side}`, () => game.resign(side));
  if (roll < 0.76) return act(`callFlag ${side}`, () => game.callFlag(side));
  if (roll < 0.8) return act('checkTime', () => game.checkTime());
  if (roll < 0.82) return act(`takeback ${side}`, () => game.takeback(side));
  if (roll < 0.84) return act('pause', () => game.arbiter.pause());
  if (roll < 0.87) return act('resume', () => game.arbiter.resume());
  if (roll < 0.9) {
    const ms = Math.floor((random() - 0.6) * 600_000);
    return act(`adjust ${side} ${ms}`, () => game.arbiter.adjust(side, ms));
  }
  if (roll < 0.92) return act('setMoves', () => game.arbiter.setMoves({ [side]: 40 }));
  if (roll < 0.94) return act('flagsDown', () => game.arbiter.flagsDown());
  if (roll < 0.96) {
    const upheld = random() < 0.5;
    return act(`decideClaim ${upheld}`, () => game.arbiter.decideClaim(upheld));
  }
  if (roll < 0.97) return act('declare 1-0', () => game.arbiter.declare('1-0'));
  return act(`play garbage`, () => game.play(pick(['', 'zz', 'e9e4', 'Qxx9', 'e2e4e4'])));
}

/** What must be the same after a refused action: the log, the board, the clocks, the rulings. */
export function footprint(game: Game, at: number) {
  const state = game.state;
  return {
    events: game.events.length,
    fen: state.fen,
    status: state.status,
    clock: JSON.stringify(game.clockAt(at)),
    outcome: state.outcome?.reason,
    rulings: state.rulings.length,
  };
}

/** The parts of a state two games must agree on. */
export function essence(state: GameState) {
  return {
    fen: state.fen,
    status: state.status,
    outcome: state.outcome,
    rulings: state.rulings,
    moves: state.moves.map((m) => m.uci),
    clock: state.clock,
    illegalMoves: state.illegalMoves,
  };
}

/** Performs `event` on `game` through the live action that makes it (its time already set). */
export function perform(game: Game, event: GameEvent): { ok: boolean; error?: RulesError } {
  switch (event.type) {
    case 'start':
      return game.start();
    case 'move':
      return game.play(event.move);
    case 'illegal-move':
      return game.illegalMove(event.move, event.twoHands ? { twoHands: true } : {});
    case 'press':
      return game.pressClock(event.by);
    case 'touch':
      return game.touch(event.by, event.square, event.adjust ?? false);
    case 'offer-draw':
      return game.offerDraw(event.by);
    case 'accept-draw':
      return game.acceptDraw(event.by);
    case 'decline-draw':
      return game.declineDraw(event.by);
    case 'claim':
      return game.claim({
        by: event.by,
        kind: event.claim,
        ...(event.intended ? { intended: event.intended } : {}),
      });
    case 'resign':
      return game.resign(event.by);
    case 'flag':
      return event.by ? game.callFlag(event.by, event.side) : game.checkTime();
    case 'takeback':
      return game.takeback(event.by);
    case 'pause':
      return game.arbiter.pause();
    case 'resume':
      return game.arbiter.resume();
    case 'adjust':
      return game.arbiter.adjust(event.side, event.ms);
    case 'set-moves':
      return game.arbiter.setMoves(event.moves);
    case 'flags-down':
      return game.arbiter.flagsDown();
    case 'declare':
      return game.arbiter.declare(event.result, event.reason);
    case 'decide-claim':
      return game.arbiter.decideClaim(event.upheld, event.reason);
  }
}
