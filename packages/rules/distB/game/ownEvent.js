function ownEvent(event) {
  if (event.type === 'move') return Object.freeze({ type: 'move', at: event.at, move: event.move });
  const copy = { ...event };
  if (event.type === 'set-moves') copy.moves = Object.freeze({ ...event.moves });
  return Object.freeze(copy);
}

export { ownEvent };
//# sourceMappingURL=ownEvent.js.map
