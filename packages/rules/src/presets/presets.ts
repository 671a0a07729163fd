import type { Plugin } from '../plugin/plugin.js';
import type { Preset } from '../regulation/regulation.js';
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

/** The presets by the names the CLI and saved games use. */
export const PRESETS = {
  'fide-standard': fideStandard,
  'fide-rapid': fideRapid,
  'fide-rapid-unsupervised': fideRapidUnsupervised,
  'fide-blitz': fideBlitz,
  'fide-blitz-unsupervised': fideBlitzUnsupervised,
  armageddon,
  casual,
  legacy,
} as const satisfies Record<string, Preset<Plugin>>;

/** A preset's name. */
export type PresetName = keyof typeof PRESETS;

/** Every preset name, in a fixed order. */
export const PRESET_NAMES = Object.keys(PRESETS) as readonly PresetName[];

/** True when `name` names a preset. */
export const isPresetName = (name: unknown): name is PresetName =>
  typeof name === 'string' && Object.hasOwn(PRESETS, name);
