const MAX_DEPTH = 32;
const MAX_VALUES = 1e6;
function dataProblem(value, root, maxDepth = MAX_DEPTH, maxValues = MAX_VALUES) {
  const values = [value];
  const parents = [-1];
  const keys = [''];
  const depths = [0];
  const stack = [0];
  const pathOf = (at) => {
    const parts = [];
    for (let i = at; i > 0; i = parents[i])
      parts.push(typeof keys[i] === 'number' ? `[${keys[i]}]` : `.${keys[i]}`);
    return root + parts.reverse().join('');
  };
  while (stack.length > 0) {
    const at = stack.pop();
    const item = values[at];
    if (typeof item !== 'object' || item === null) continue;
    if (depths[at] >= maxDepth) return { path: pathOf(at), reason: 'too-deep' };
    const entries = Array.isArray(item)
      ? item.map((v, i) => [i, v])
      : Object.keys(item).map((k) => [k, item[k]]);
    for (const [key, child] of entries) {
      if (values.length >= maxValues) return { path: pathOf(at), reason: 'too-large' };
      values.push(child);
      parents.push(at);
      keys.push(key);
      depths.push(depths[at] + 1);
      stack.push(values.length - 1);
    }
  }
  return void 0;
}

export { dataProblem, MAX_DEPTH, MAX_VALUES };
//# sourceMappingURL=plainData.js.map
