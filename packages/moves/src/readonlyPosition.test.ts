import { describe, expect, it } from 'vitest';
import { encodeMove, makeUci, parseUci } from './move.js';
import { Position } from './position.js';
import type { ReadonlyPosition } from './readonlyPosition.js';

describe('ReadonlyPosition', () => {
  it('a Position is one, and the queries and UCI helpers take it', () => {
    const live = Position.default();
    const view: ReadonlyPosition = live;
    const e4 = view.normalizeMove(parseUci('e2e4')!)!;
    expect(makeUci(view, e4)).toBe('e2e4');
    expect(encodeMove(view, e4)).not.toBe(0);
    live.play(e4); // the holder moves; the view sees the live position
    expect(view.turn).toBe('black');
    expect(view.hash()).toBe(live.hash());
  });

  it('has no mutating member; clone() gives a Position to play on', () => {
    const view: ReadonlyPosition = Position.default();
    // @ts-expect-error play is not part of the read-only view
    expect(view.play).toBeTypeOf('function');
    // @ts-expect-error nor is the fast path's make
    expect(view.make).toBeTypeOf('function');
    // @ts-expect-error nor unmake
    expect(view.unmake).toBeTypeOf('function');
    // @ts-expect-error nor makeWithoutUndo
    expect(view.makeWithoutUndo).toBeTypeOf('function');
    // @ts-expect-error nor the writable side-to-move field
    expect(view.side).toBe(0);
    const copy = view.clone();
    copy.play(copy.normalizeMove(parseUci('g1f3')!)!);
    expect(view.turn).toBe('white');
    expect(copy.turn).toBe('black');
  });
});
