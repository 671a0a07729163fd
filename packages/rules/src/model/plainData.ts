// Data from outside (a saved log, a plugin's options): how deep it may nest, checked without recursion.

/** How deep data from outside may nest: far beyond any real log or options, far below the stack. */
export const MAX_DEPTH = 32;

/** How many values data from outside may hold in all (a shared object counts each time it is reached). */
export const MAX_VALUES = 1_000_000;

/** What is wrong with a piece of data: where (a path like `options.byCategory.blitz`) and why. */
export interface DataProblem {
  /** The path of the value, from the root the caller names. */
  readonly path: string;
  /** Why, in words. */
  readonly reason: 'too-deep' | 'too-large';
}

/**
 * Whether `value` nests at most `maxDepth` objects or arrays deep and holds at most `maxValues`
 * values, walked with a stack of its own: data nested 5,000 levels is refused with its path,
 * where a recursive walk would overflow the call stack. An object that contains itself is
 * refused as too deep.
 */
export function dataProblem(
  value: unknown,
  root: string,
  maxDepth = MAX_DEPTH,
  maxValues = MAX_VALUES,
): DataProblem | undefined {
  // Each entry: the value, its parent's entry and its key (the path is spelled only for a problem).
  const values: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: (string | number)[] = [''];
  const depths: number[] = [0];
  const stack: number[] = [0];
  const pathOf = (at: number): string => {
    const parts: string[] = [];
    for (let i = at; i > 0; i = parents[i]!)
      parts.push(typeof keys[i] === 'number' ? `[${keys[i]}]` : `.${keys[i]}`);
    return root + parts.reverse().join('');
  };
  while (stack.length > 0) {
    const at = stack.pop()!;
    const item = values[at];
    if (typeof item !== 'object' || item === null) continue;
    if (depths[at]! >= maxDepth) return { path: pathOf(at), reason: 'too-deep' };
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((v, i) => [i, v])
      : Object.keys(item).map((k) => [k, (item as Record<string, unknown>)[k]]);
    for (const [key, child] of entries) {
      if (values.length >= maxValues) return { path: pathOf(at), reason: 'too-large' };
      values.push(child);
      parents.push(at);
      keys.push(key);
      depths.push(depths[at]! + 1);
      stack.push(values.length - 1);
    }
  }
  return undefined;
}

/** The first own field of `value` that `known` does not list (`constructor`, `__proto__` included). */
export function unknownField(value: object, known: readonly string[]): string | undefined {
  for (const key in value) if (Object.hasOwn(value, key) && !known.includes(key)) return key;
  return undefined;
}
