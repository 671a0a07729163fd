/**
 * Shorthand out: a time control as the text {@link parseTimeControl} and {@link readTimeControl}
 * read back to it.
 * @module
 */
import type { Stage, TimeControl } from '../control/types.js';
import { MINUTE, SECOND } from '../duration.js';
import { withUnit } from './ambiguity.js';
import { readTimeControl } from './read.js';
import { sameStages } from './same.js';
import { parseTimeControl } from './shorthand.js';

/** `ms` in the unit a reader expects where `defaultUnit` is implied, with a unit otherwise. */
function duration(ms: number, defaultUnit: number): string {
  const plain = (unit: number): string | undefined =>
    ms % unit === 0 ? String(ms / unit) : undefined;
  if (defaultUnit === MINUTE && plain(MINUTE) !== undefined) return plain(MINUTE)!;
  if (defaultUnit === SECOND && plain(SECOND) !== undefined) return plain(SECOND)!;
  if (defaultUnit !== MINUTE && ms >= MINUTE && ms % MINUTE === 0) return `${ms / MINUTE}m`;
  if (ms % SECOND === 0) return `${ms / SECOND}s`;
  return `${ms}ms`;
}

function makeStage(stage: Stage): string {
  switch (stage.kind) {
    case 'upcount':
      return 'upcount';
    case 'hourglass':
      return `*${duration(stage.time, MINUTE)}`;
    case 'per-move':
      return `${duration(stage.time, 0)}/move`;
    case 'byo-yomi':
      return `+${stage.periods}x${duration(stage.time, SECOND)}`;
    case 'canadian':
      return `+${duration(stage.time, MINUTE)}/${stage.moves}`;
    case 'period': {
      let out = duration(stage.time, MINUTE);
      if (stage.moves !== undefined) out += `/${stage.moves}`;
      const bonus = stage.bonus;
      if (bonus === undefined || bonus.time === 0) return out;
      if (bonus.kind === 'us-delay') return `${out} d${duration(bonus.time, SECOND)}`;
      if (bonus.kind === 'bronstein') return `${out} b${duration(bonus.time, SECOND)}`;
      const from = (bonus.fromMove ?? 1) > 1 ? `@${bonus.fromMove}` : '';
      return `${out}+${duration(bonus.time, SECOND)}${from}`;
    }
  }
}

function makeSide(stages: readonly Stage[]): string {
  let out = '';
  for (const stage of stages) {
    const text = makeStage(stage);
    out +=
      out === '' || stage.kind === 'byo-yomi' || stage.kind === 'canadian' ? text : `, ${text}`;
  }
  return out;
}

function makeText(control: TimeControl): string {
  const white = makeSide(control.white);
  return sameStages(control.white, control.black)
    ? white
    : `${white} vs ${makeSide(control.black)}`;
}

/**
 * Writes a time control as shorthand, as people write it: `'3+2'`, `'90+30'`,
 * `'90/40+30, 30+30'`, `'5+2@61 vs 4+2@61'`. The text reads back to the same control both
 * through {@link parseTimeControl} and as a bare string through {@link readTimeControl}: where
 * the plain text would read as a PGN tag or two ways (`'180+2'`, `'60'`), the first time gets
 * the unit `m` (`'180m+2'`, `'60m'`).
 */
export function makeTimeControl(control: TimeControl): string {
  const text = makeText(control);
  const asShorthand = parseTimeControl(text);
  const bare = readTimeControl(text);
  const readsBack =
    asShorthand.ok &&
    bare.ok &&
    sameStages(bare.value.white, asShorthand.value.white) &&
    sameStages(bare.value.black, asShorthand.value.black);
  return readsBack ? text : withUnit(text);
}
