function recordNotes(moves, rulings) {
  const notes = [];
  let pending = [];
  let start = [];
  let next = 0;
  const take = (upTo) => {
    for (; next < rulings.length && rulings[next].event <= upTo; next++) {
      const ruling = rulings[next];
      if (ruling.kind === 'outcome') continue;
      if (ruling.kind === 'illegal-move-stood') {
        start = [...pending, ruling];
        pending = [];
      } else pending.push(ruling);
    }
  };
  for (const move of moves) {
    take(move.event);
    notes.push(pending);
    pending = [];
  }
  take(Number.POSITIVE_INFINITY);
  return { moves: notes, start, after: pending };
}
function drawOfferMarks(moves, events) {
  const marks = moves.map(() => false);
  let after = 0;
  for (const [index, event] of events.entries()) {
    if (event.type !== 'offer-draw') continue;
    while (after < moves.length && moves[after].event < index) after++;
    const next = moves[after];
    const last = moves[after - 1];
    if (next?.side === event.by) marks[after] = true;
    else if (last?.side === event.by) marks[after - 1] = true;
  }
  return marks;
}
function annotateMoves(moves, rulings, events) {
  const notes = recordNotes(moves, rulings);
  const offers = drawOfferMarks(moves, events);
  return {
    moves: moves.map((move, i) => ({ ...move, drawOffer: offers[i], notes: notes.moves[i] })),
    notes,
  };
}

export { annotateMoves, drawOfferMarks, recordNotes };
//# sourceMappingURL=annotations.js.map
