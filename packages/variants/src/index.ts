/**
 * The seven lichess variants (atomic, antichess, King of the Hill, three-check, horde, racing
 * kings, crazyhouse) and six fairy ones (knightmate, extinction, almost, amazon, shatranj,
 * makruk) as plain `Variant` objects for `@chesslaws/moves`. Each is written with the public
 * variant API only, and each factory is its own module, so a bundle holds only the variants it
 * imports.
 *
 * @example
 * ```ts
 * import { Position, perft } from '@chesslaws/moves';
 * import { atomic } from '@chesslaws/variants';
 * const pos = Position.default(atomic());
 * perft(pos, 2); // 400
 * ```
 * @packageDocumentation
 */
export { almost } from './almost.js';
export { amazon } from './amazon.js';
export { antichess } from './antichess.js';
export { atomic } from './atomic.js';
export { crazyhouse } from './crazyhouse.js';
export { extinction } from './extinction.js';
export { horde } from './horde.js';
export { type KingOfTheHillOptions, kingOfTheHill } from './kingOfTheHill.js';
export { knightmate } from './knightmate.js';
export { makruk } from './makruk.js';
export { racingKings } from './racingKings.js';
export { allVariants, fairyVariants, findVariant, lichessVariants } from './registry.js';
export { shatranj } from './shatranj.js';
export { type ThreeCheckOptions, threeCheck } from './threeCheck.js';
