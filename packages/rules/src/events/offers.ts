// The draw offer and its answers (L-9.1): no mechanics of their own; `drawOffers` keeps the offer.
import type { Color } from '@chesslaws/board';
import { defineEvent, meaningOnly } from './kind.js';

/** A player offers a draw (L-9.1). */
export interface OfferDrawEvent {
  /** Discriminant. */
  readonly type: 'offer-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who offers. */
  readonly by: Color;
}

/** A player accepts the opponent's standing draw offer (L-5.2.3). */
export interface AcceptDrawEvent {
  /** Discriminant. */
  readonly type: 'accept-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who accepts. */
  readonly by: Color;
}

/** A player declines the opponent's standing draw offer. */
export interface DeclineDrawEvent {
  /** Discriminant. */
  readonly type: 'decline-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who declines. */
  readonly by: Color;
}

/** An offer: `drawOffers` gives it its meaning (a regulation without it takes no offers). */
export const offerDraw = defineEvent<OfferDrawEvent>({
  type: 'offer-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});

/** An acceptance: `drawOffers`' `outcomeOf` draws the game. */
export const acceptDraw = defineEvent<AcceptDrawEvent>({
  type: 'accept-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});

/** A refusal: the offer lapses (`drawOffers`' state). */
export const declineDraw = defineEvent<DeclineDrawEvent>({
  type: 'decline-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});
