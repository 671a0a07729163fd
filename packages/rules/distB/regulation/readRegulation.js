import { err, ok } from '@chesslaws/board';
import { CHESS960, STANDARD } from '@chesslaws/moves';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { dataProblem } from '../model/plainData.js';
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
import { makeRegulation } from './regulation.js';

const BUILT_IN = [
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
function readRegulation(header, options = {}) {
  const bad = (message, field) => err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof header !== 'object' || header === null) return bad(say.header.missing, 'regulation');
  const deep = dataProblem(header, 'regulation');
  if (deep) return bad(say.log.tooDeep(deep), deep.path);
  const h = migrateHeader(header);
  if (typeof h.name !== 'string') return bad(say.header.noName, 'regulation.name');
  if (!Array.isArray(h.plugins)) return bad(say.header.noPlugins, 'regulation.plugins');
  const table = new Map([...BUILT_IN, ...(options.plugins ?? [])].map((f) => [f.pluginName, f]));
  const variants = [STANDARD, CHESS960, ...(options.variants ?? [])];
  const plugins = [];
  for (const [i, entry] of h.plugins.entries()) {
    const field = `regulation.plugins[${i}]`;
    if (typeof entry !== 'object' || entry === null || typeof entry.name !== 'string')
      return bad(say.header.badEntry(field), field);
    const given = entry.options;
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
      plugins.push(factory(given));
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

export { readRegulation };
//# sourceMappingURL=readRegulation.js.map
