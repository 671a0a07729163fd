/**
 * The variants by name: for a `--variant` flag, a PGN `Variant` tag or a form. Importing this
 * module brings all thirteen; import a single factory to pay for one.
 * @packageDocumentation
 */
import { CHESS960, STANDARD, type Variant, variantNames } from '@chesslaws/moves';
import { almost } from './almost.js';
import { amazon } from './amazon.js';
import { antichess } from './antichess.js';
import { atomic } from './atomic.js';
import { crazyhouse } from './crazyhouse.js';
import { extinction } from './extinction.js';
import { horde } from './horde.js';
import { kingOfTheHill } from './kingOfTheHill.js';
import { knightmate } from './knightmate.js';
import { makruk } from './makruk.js';
import { racingKings } from './racingKings.js';
import { shatranj } from './shatranj.js';
import { threeCheck } from './threeCheck.js';

/** The seven lichess variants, in lichess's order. */
export function lichessVariants(): Variant[] {
  return [
    crazyhouse(),
    antichess(),
    atomic(),
    horde(),
    kingOfTheHill(),
    racingKings(),
    threeCheck(),
  ];
}

/**
 * The six fairy variants, each by its Fairy-Stockfish name: knightmate, extinction, almost,
 * amazon, shatranj and makruk.
 */
export function fairyVariants(): Variant[] {
  return [knightmate(), extinction(), almost(), amazon(), shatranj(), makruk()];
}

/** Standard chess, Chess960, the seven lichess variants and the six fairy ones. */
export function allVariants(): Variant[] {
  return [STANDARD, CHESS960, ...lichessVariants(), ...fairyVariants()];
}

/**
 * The variant named `name` (its name, title or an alias, any case; spaces and dashes optional),
 * among `variants` (default: `allVariants()`); `undefined` when none has that name.
 */
export function findVariant(
  name: string,
  variants: readonly Variant[] = allVariants(),
): Variant | undefined {
  const key = squash(name);
  return variants.find((v) => variantNames(v).some((n) => squash(n) === key));
}

const squash = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');
