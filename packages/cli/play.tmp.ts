import { makeFen, Position } from '@chesslaws/moves';
import { makeSanAndPlay, parseSan } from '@chesslaws/notation';
import { findVariant } from '@chesslaws/variants';
const [name, fen, ...sans] = process.argv.slice(2);
const variant = findVariant(name!)!;
const pos = fen && fen !== '-' ? Position.fromFen(fen, { variant }) : { ok: true as const, value: Position.default(variant) };
if (!pos.ok) throw pos.error;
const p = pos.value;
const out: string[] = [];
for (const s of sans.join(' ').split(/\s+/).filter((x) => x && !/^\d+\.+$/.test(x))) {
  const r = parseSan(p, s);
  if (!r.ok) { console.log(out.join(' ')); console.log('ERROR at', s, r.error.message); console.log(makeFen(p)); process.exit(1); }
  out.push(makeSanAndPlay(p, r.value));
}
console.log(out.join(' '));
console.log(makeFen(p));
console.log('outcome', JSON.stringify(p.outcome()), 'check', p.isCheck());
