function tracedSummary(start, final, trace) {
  const { codes, keys, clocks } = trace;
  const plies = codes.length;
  const counts = new Array(plies + 1);
  const { quietPlies, repetitions } = countOccurrences(keys, clocks, counts);
  const reach = plies - final.undoDepth;
  let back;
  let backAt = plies;
  let forth;
  let forthAt = 0;
  return {
    start,
    final,
    plies,
    repetitions,
    quietPlies,
    key: (ply) => keys[ply],
    occurrences: (ply) => counts[ply],
    // As a walk of the moves stores it.
    halfmoves: (ply) => Math.min(clocks[ply], 65535),
    position(ply) {
      if (ply === plies) return final;
      if (ply >= reach) {
        back ??= final.clone();
        for (; backAt > ply; backAt--) back.unmake();
        for (; backAt < ply; backAt++) back.make(codes[backAt]);
        return back;
      }
      if (!forth || forthAt > ply) {
        forth = start.clone({ undo: false });
        forthAt = 0;
      }
      for (; forthAt < ply; forthAt++) forth.makeWithoutUndo(codes[forthAt]);
      return forth;
    },
  };
}
let table = {
  keys: new Float64Array(1024),
  counts: new Int32Array(1024),
  stamps: new Int32Array(1024),
};
let stamp = 0;
function countOccurrences(keys, clocks, counts) {
  const plies = keys.length - 1;
  let size = table.keys.length;
  while (size < 2 * (plies + 1)) size *= 2;
  if (size > table.keys.length)
    table = {
      keys: new Float64Array(size),
      counts: new Int32Array(size),
      stamps: new Int32Array(size),
    };
  const { keys: slots, counts: slotCounts, stamps } = table;
  const mask = size - 1;
  let current = stamp;
  let quiet = 0;
  let most = 1;
  for (let ply = 0; ply <= plies; ply++) {
    const clock = clocks[ply];
    if (clock > quiet) quiet = clock;
    if (ply === 0 || clock === 0) {
      current = (current + 1) | 0;
      if (current === 0) {
        stamps.fill(0);
        current = 1;
      }
    }
    const key = keys[ply];
    let slot = (key | 0) & mask;
    let count = 1;
    for (;;) {
      if (stamps[slot] !== current) {
        stamps[slot] = current;
        slots[slot] = key;
        slotCounts[slot] = 1;
        break;
      }
      if (slots[slot] === key) {
        count = ++slotCounts[slot];
        break;
      }
      slot = (slot + 1) & mask;
    }
    counts[ply] = count;
    if (count > most) most = count;
  }
  stamp = current;
  return { quietPlies: quiet, repetitions: most };
}

export { tracedSummary };
//# sourceMappingURL=traced.js.map
