import type { Color, GameResult, Square } from '@chesslaws/board';
import type { Move } from '@chesslaws/moves';
import type { ClaimKind } from '@chesslaws/rules';

/** What a player or the arbiter can do to the game; each answers with a refusal message or nothing. */
export interface GameActions {
  /** Make a move (an illegal one in arbiter mode is completed and penalized). */
  play(move: Move): string | undefined;
  /** `side` touches the piece on `square` (L-4.3). */
  touch(side: Color, square: Square): string | undefined;
  /** Press `side`'s clock without a move. */
  press(side: Color): string | undefined;
  /** Offer a draw (L-9.1). */
  offerDraw(side: Color): string | undefined;
  /** Accept the standing offer. */
  acceptDraw(side: Color): string | undefined;
  /** Decline the standing offer. */
  declineDraw(side: Color): string | undefined;
  /** Claim, now or with an intended move: a draw (L-9.2, L-9.3) or any kind the regulation takes. */
  claim(kind: ClaimKind, intended?: Move): string | undefined;
  /** Claim the opponent's illegal move that stands (L-A.5.2, L-B.3). */
  claimIllegal(by: Color): string | undefined;
  /** Resign (L-5.1.2). */
  resign(side: Color): string | undefined;
  /** `by` calls the opponent's fallen flag (L-6.9). */
  callFlag(by: Color): string | undefined;
  /** Take back the last move (casual play). */
  takeback(side: Color): string | undefined;
  /** Arbiter: stop both clocks. */
  pause(): string | undefined;
  /** Arbiter: restart the clock. */
  resume(): string | undefined;
  /** Arbiter: add `ms` to `side`'s clock. */
  adjust(side: Color, ms: number): string | undefined;
  /** Arbiter: declare a result. */
  declare(result: GameResult): string | undefined;
  /** Arbiter: uphold (`true`) or reject the claim the game waits on. */
  decideClaim(upheld: boolean): string | undefined;
}
