// The arbiter's growing lists (log, moves, rulings, presses) and the journal that undoes a draft.
import type { Color } from '@chesslaws/board';
import type { GameEvent } from '../events/index.js';
import type { Ruling } from '../model/outcome.js';
import type { BoardMove } from '../model/played.js';

/** Where the lists stood before an event: what a dropped draft goes back to. */
export interface LedgerMark {
  readonly moves: number;
  readonly rulings: number;
  readonly presses: number;
}

/**
 * The lists that only grow while a game goes on (a takeback pops a move and a press): an
 * event's additions are cut off and its removals put back when its draft is dropped.
 */
export class Ledger {
  readonly #events: GameEvent[] = [];
  readonly #moves: BoardMove[] = [];
  readonly #rulings: Ruling[] = [];
  /** Each press that stood: whose, and that side's total thinking time then (for `spent`); two numbers each, no object. */
  readonly #pressSides: Color[] = [];
  readonly #pressThinking: number[] = [];
  #journal: (() => void)[] = [];

  /** The log. */
  get events(): readonly GameEvent[] {
    return this.#events;
  }
  /** The moves made. */
  get moves(): readonly BoardMove[] {
    return this.#moves;
  }
  /** The rulings. */
  get rulings(): readonly Ruling[] {
    return this.#rulings;
  }

  /** How many presses stand (the `presses` of a {@link LedgerMark}). */
  get presses(): number {
    return this.#pressSides.length;
  }

  /** Where the lists stand now. */
  mark(): LedgerMark {
    return {
      moves: this.#moves.length,
      rulings: this.#rulings.length,
      presses: this.#pressSides.length,
    };
  }

  /** Undoes everything since `mark`, last first. */
  rollback(mark: LedgerMark): void {
    // Most rollbacks (a review's scratch states, dry runs) have nothing to undo: no writes then.
    if (this.#journal.length > 0) {
      for (let i = this.#journal.length - 1; i >= 0; i--) this.#journal[i]!();
      this.#journal = [];
    }
    if (this.#moves.length !== mark.moves) this.#moves.length = mark.moves;
    if (this.#rulings.length !== mark.rulings) this.#rulings.length = mark.rulings;
    if (this.#pressSides.length !== mark.presses) {
      this.#pressSides.length = mark.presses;
      this.#pressThinking.length = mark.presses;
    }
  }

  /** Appends the committed event; the draft's changes stand. */
  commit(event: GameEvent): void {
    this.#events.push(event);
    if (this.#journal.length > 0) this.#journal = [];
  }

  /** Runs `undo` if the draft is dropped (for changes the lists cannot cut off). */
  onRollback(undo: () => void): void {
    this.#journal.push(undo);
  }

  /** Records a move. */
  addMove(move: BoardMove): void {
    this.#moves.push(move);
  }

  /** Drops the last move (a takeback). */
  popMove(): void {
    const last = this.#moves.pop();
    if (last) this.onRollback(() => this.#moves.push(last));
  }

  /** Records a press; returns `side`'s thinking time at its previous press (0 before the first). */
  addPress(side: Color, thinking: number): number {
    const sides = this.#pressSides;
    let last = 0;
    for (let i = sides.length - 1; i >= 0; i--)
      if (sides[i] === side) {
        last = this.#pressThinking[i]!;
        break;
      }
    sides.push(side);
    this.#pressThinking.push(thinking);
    return last;
  }

  /** Drops the last press (taken back). */
  popPress(): void {
    const side = this.#pressSides.pop();
    if (side === undefined) return;
    const thinking = this.#pressThinking.pop()!;
    this.onRollback(() => {
      this.#pressSides.push(side);
      this.#pressThinking.push(thinking);
    });
  }

  /** Records a ruling. */
  addRuling(ruling: Ruling): void {
    this.#rulings.push(ruling);
  }
}
