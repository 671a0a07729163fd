// The README's "Presets, rule by rule" tables, from describeRegulation (a test checks the README).
import {
  describeRegulation,
  formatMessage,
  REGULATIONS,
  type RegulationName,
} from '@chesslaws/rules';

/** What every preset shares (the core and the board's moves), left out of the tables. */
const SHARED = (rule: { id: string; plugin: string }) =>
  rule.plugin === 'core' || (rule.plugin === 'variant' && /^L-(2|3)\./.test(rule.id));

/** One markdown table per preset: each rule in force with its plugin and what it does. */
export function presetTables(): string {
  return (Object.keys(REGULATIONS) as RegulationName[])
    .map((name) => {
      const rows = describeRegulation(REGULATIONS[name]())
        .filter((rule) => !SHARED(rule))
        .map((rule) => `| ${rule.id} | \`${rule.plugin}\` | ${formatMessage(rule.summary)} |`);
      return [
        `### \`${name}\``,
        '',
        '| rule | plugin | what it does |',
        '|---|---|---|',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}
