/**
 * King of the Hill (lichess): standard chess, and a king that reaches the centre (d4, e4, d5,
 * e5) wins. The hill, name and title are options, so a hill of other squares is one call.
 * @packageDocumentation
 */
import { makeSquare, parseSquare, type Square } from '@chesslaws/board';
import { defineVariant, type Variant, VariantError } from '@chesslaws/moves';

/** Options of `kingOfTheHill`. */
export interface KingOfTheHillOptions {
  /** The hill's squares, by name or number (default d4, e4, d5, e5). */
  readonly hill?: readonly (Square | string)[];
  /** The variant's name (default `kingofthehill`); give another for another hill. */
  readonly name?: string;
  /** Its title (default `King of the Hill`). */
  readonly title?: string;
}

/** King of the Hill, as lichess plays it, or on another hill. */
export function kingOfTheHill(opts: KingOfTheHillOptions = {}): Variant {
  const name = opts.name ?? 'kingofthehill';
  if (opts.hill !== undefined && !Array.isArray(opts.hill))
    throw new VariantError(
      'ERR_VARIANT_OPTION',
      `variant ${name}: hill must be a list of squares such as ['e4', 'd5'], got ${JSON.stringify(opts.hill)}`,
      name,
      'hill',
    );
  const hill = (opts.hill ?? ['d4', 'e4', 'd5', 'e5']).map((sq) => {
    const square = typeof sq === 'string' ? parseSquare(sq) : sq;
    if (square === undefined || !Number.isInteger(square) || square < 0 || square > 63)
      throw new VariantError(
        'ERR_VARIANT_OPTION',
        `variant ${name}: hill square ${JSON.stringify(sq)} is not a square such as e4`,
        name,
        'hill',
      );
    return square;
  });
  if (hill.length === 0)
    throw new VariantError(
      'ERR_VARIANT_OPTION',
      `variant ${name}: the hill needs at least one square`,
      name,
      'hill',
    );
  const isDefault = opts.name === undefined;
  const title = opts.title ?? (isDefault ? 'King of the Hill' : name);
  return defineVariant({
    name,
    title,
    aliases: isDefault ? ['koth', 'King of the hill', 'KOTH'] : [],
    goalSquares: hill,
    outcome: (pos) => {
      for (const color of ['white', 'black'] as const) {
        const king = pos.kingSquare(color);
        if (king !== undefined && hill.includes(king))
          return { winner: color, rule: `V-${name}.hill` };
      }
      return undefined;
    },
    // A lone king can still walk to the hill.
    insufficientMaterial: () => false,
    rules: [
      {
        id: `V-${name}.hill`,
        summary: `${title}: a king that reaches the hill (${hill.map(makeSquare).join(', ')}) wins at once`,
      },
    ],
  });
}
