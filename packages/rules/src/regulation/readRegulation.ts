// A saved game's regulation, read back from its header: the built-in plugins, yours, your variants.
import { err, ok, type Result } from '@chesslaws/board';
import { CHESS960, STANDARD, type Variant } from '@chesslaws/moves';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { dataProblem } from '../model/plainData.js';
import type { AnyPluginFactory, Plugin } from '../plugin/plugin.js';
import { automaticDraws } from '../plugins/automaticDraws.js';
import { claimableDraws } from '../plugins/claimableDraws.js';
import { core } from '../plugins/core.js';
import { drawOdds } from '../plugins/drawOdds.js';
import { drawOffers } from '../plugins/drawOffers.js';
import { flagFall } from '../plugins/flagFall.js';
import { illegalMoves } from '../plugins/illegalMoves.js';
import { incorrectClaim } from '../plugins/incorrectClaim.js';
import { quickplayFinish } from '../plugins/quickplayFinish.js';
import { scoring } from '../plugins/scoring.js';
import { takebacks } from '../plugins/takebacks.js';
import { timeControl } from '../plugins/timeControl.js';
import { touchMove } from '../plugins/touchMove.js';
import { variantPlugin } from '../plugins/variant.js';
import { migrateHeader } from './migrateHeader.js';
import { makeRegulation, type Regulation, type RegulationHeader } from './regulation.js';

/** Every built-in plugin's factory but the variant's, as a saved header names them. */
const BUILT_IN: readonly AnyPluginFactory[] = [
  core,
  scoring,
  timeControl,
  automaticDraws,
  claimableDraws,
  illegalMoves,
  incorrectClaim,
  flagFall,
  drawOffers,
  touchMove,
  takebacks,
  drawOdds,
  quickplayFinish,
];

/** What {@link readRegulation} may rebuild besides the built-in plugins. */
export interface ReadRegulationOptions {
  /** Your plugins' factories (made with `definePlugin`), found by their name. */
  readonly plugins?: readonly AnyPluginFactory[];
  /** The variants a header may name besides standard chess and Chess960 (`lichessVariants()`, yours). */
  readonly variants?: readonly Variant[];
}

/**
 * The regulation a saved game's header describes (`log.regulation`), rebuilt from the built-in
 * plugins, your plugins' factories and your variants: then `restoreGame(regulation, log)`
 * replays the game under it. A header of an earlier version is read as that version wrote it.
 * An unknown plugin or variant, or a bad option, is an error naming it (and what to pass).
 */
export function readRegulation(
  header: unknown,
  options: ReadRegulationOptions = {},
): Result<Regulation, RulesError> {
  const bad = (message: string, field: string) =>
    err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof header !== 'object' || header === null) return bad(say.header.missing, 'regulation');
  const deep = dataProblem(header, 'regulation');
  if (deep) return bad(say.log.tooDeep(deep), deep.path);
  const h = migrateHeader(header as Partial<RegulationHeader>);
  if (typeof h.name !== 'string') return bad(say.header.noName, 'regulation.name');
  if (!Array.isArray(h.plugins)) return bad(say.header.noPlugins, 'regulation.plugins');
  const table = new Map<string, AnyPluginFactory>(
    [...BUILT_IN, ...(options.plugins ?? [])].map((f) => [f.pluginName, f]),
  );
  const variants = [STANDARD, CHESS960, ...(options.variants ?? [])];
  const plugins: Plugin[] = [];
  for (const [i, entry] of h.plugins.entries()) {
    const field = `regulation.plugins[${i}]`;
    if (typeof entry !== 'object' || entry === null || typeof entry.name !== 'string')
      return bad(say.header.badEntry(field), field);
    const given = entry.options as Record<string, unknown> | undefined;
    try {
      if (entry.name === 'variant') {
        const variant = variants.find((v) => v.name === given?.variant);
        if (!variant)
          return err(
            new RulesError(
              'ERR_RULES_UNKNOWN_PLUGIN',
              say.header.unknownVariant(
                given?.variant,
                variants.map((v) => v.name),
              ),
              { field: `${field}.options.variant` },
            ),
          );
        const start = given?.startPosition;
        plugins.push(
          variantPlugin(variant, typeof start === 'number' ? { startPosition: start } : {}),
        );
        continue;
      }
      const factory = table.get(entry.name);
      if (!factory)
        return err(
          new RulesError('ERR_RULES_UNKNOWN_PLUGIN', say.header.unknownPlugin(entry.name), {
            field,
          }),
        );
      plugins.push(factory(given as never));
    } catch (e) {
      if (e instanceof RulesError) return err(e);
      throw e;
    }
  }
  try {
    return ok(makeRegulation(h.name, plugins));
  } catch (e) {
    if (e instanceof RulesError) return err(e);
    throw e;
  }
}
