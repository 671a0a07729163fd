import { err, ok, type Result } from '@chesslaws/board';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import type { AnyPluginFactory as AnyFactory, Plugin } from '../plugin/plugin.js';
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
import { chess960, standardChess } from '../plugins/variants.js';
import { makeRegulation, type Regulation, type RegulationHeader } from './regulation.js';

/** Every built-in plugin's factory, as a saved header names them. */
export const BUILT_IN_PLUGINS: readonly AnyFactory[] = [
  core,
  scoring,
  standardChess,
  chess960,
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

/**
 * The regulation a saved log's header describes, rebuilt from the built-in plugins and
 * `factories` (your own plugins' factories, made with `definePlugin`). Unknown plugins and bad
 * options are errors naming them.
 */
export function regulationFromHeader(
  header: unknown,
  factories: readonly AnyFactory[] = [],
): Result<Regulation, RulesError> {
  const bad = (message: string, field: string) =>
    err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof header !== 'object' || header === null) return bad(say.header.missing, 'regulation');
  const h = header as Partial<RegulationHeader>;
  if (typeof h.name !== 'string') return bad(say.header.noName, 'regulation.name');
  if (!Array.isArray(h.plugins)) return bad(say.header.noPlugins, 'regulation.plugins');
  const table = new Map<string, AnyFactory>(
    [...BUILT_IN_PLUGINS, ...factories].map((f) => [f.pluginName, f]),
  );
  const plugins: Plugin[] = [];
  for (const [i, entry] of h.plugins.entries()) {
    const field = `regulation.plugins[${i}]`;
    if (typeof entry !== 'object' || entry === null || typeof entry.name !== 'string')
      return bad(say.header.badEntry(field), field);
    const options = entry.options as object | undefined;
    const factory = table.get(entry.name);
    if (!factory)
      return err(
        new RulesError(
          'ERR_RULES_UNKNOWN_PLUGIN',
          entry.name === 'variantPlugin'
            ? say.header.unknownVariant((options as { variant?: unknown } | undefined)?.variant)
            : say.header.unknownPlugin(entry.name),
          { field },
        ),
      );
    try {
      plugins.push(factory(options as never));
    } catch (e) {
      if (e instanceof RulesError) return err(e);
      throw e;
    }
  }
  return ok(makeRegulation(h.name, plugins));
}
