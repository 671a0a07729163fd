// The presets by the names the CLI, the demo and saved games use.
import type { Plugin } from '../plugin/plugin.js';
import type { Preset } from '../regulation/preset.js';
import { casual } from './casual.js';
import {
  armageddon,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
} from './fide.js';
import { legacy } from './legacy.js';

/**
 * The preset regulations by the names the CLI and saved games use:
 * `REGULATIONS['fide-blitz']()` is `fideBlitz()`. (Clock presets, `PRESETS` in
 * `@chesslaws/clock`, are time controls; these are whole regulations.)
 */
export const REGULATIONS = {
  'fide-standard': fideStandard,
  'fide-rapid': fideRapid,
  'fide-rapid-unsupervised': fideRapidUnsupervised,
  'fide-blitz': fideBlitz,
  'fide-blitz-unsupervised': fideBlitzUnsupervised,
  armageddon,
  casual,
  legacy,
} as const satisfies Record<string, Preset<Plugin>>;

/** A preset regulation's name (`'fide-blitz'`). */
export type RegulationName = keyof typeof REGULATIONS;
