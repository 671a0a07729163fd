// The preset regulations by the names the CLI takes (`--rules fide-blitz`).
import { REGULATIONS, type RegulationName } from '@chesslaws/rules';

/** Every preset's CLI name, in the rules package's order. */
export const PRESET_NAMES = Object.keys(REGULATIONS) as readonly RegulationName[];

/** True when `name` names a preset. */
export const isPresetName = (name: string): name is RegulationName =>
  Object.hasOwn(REGULATIONS, name);
