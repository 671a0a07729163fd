/**
 * The seven lichess variants as plain `Variant` objects for `@chesslaws/moves`: atomic,
 * antichess, King of the Hill, three-check, horde, racing kings and crazyhouse. Each is written
 * with the public variant API only, and each factory is its own module, so a bundle holds only
 * the variants it imports.
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
export { antichess } from './antichess.js';
export { atomic } from './atomic.js';
export { crazyhouse } from './crazyhouse.js';
export { horde } from './horde.js';
export { type KingOfTheHillOptions, kingOfTheHill } from './kingOfTheHill.js';
export { racingKings } from './racingKings.js';
export { allVariants, findVariant, lichessVariants } from './registry.js';
export { type ThreeCheckOptions, threeCheck } from './threeCheck.js';
