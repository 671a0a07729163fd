import { err } from '@chesslaws/board';
import { AmbiguousTimeControlError, readTimeControl } from '@chesslaws/clock';
import { say } from '../messages/say.js';
import { RulesError } from './errors.js';

function readControl(input, site) {
  const read = readTimeControl(input);
  if (read.ok) return read;
  const e = read.error;
  const offset = e.location?.offset;
  const location = { field: site.field, ...(offset !== void 0 ? { offset } : {}) };
  const ruling = site.plugin ? { plugin: site.plugin } : void 0;
  if (!(e instanceof AmbiguousTimeControlError))
    return err(
      new RulesError(site.code, say.control.wrong(site.what, e.message), location, ruling),
    );
  const [minutes, seconds] = e.readings;
  return err(
    new RulesError(
      'ERR_RULES_CONTROL_AMBIGUOUS',
      say.control.ambiguous(site.what, e.text, minutes, seconds, (r) => site.pass(r, e.text)),
      location,
      ruling,
    ),
  );
}

export { readControl };
//# sourceMappingURL=readControl.js.map
