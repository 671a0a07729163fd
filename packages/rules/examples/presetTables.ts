// The README's "Presets, rule by rule" tables, from describeRegulation (a test checks the README).
import { describeRegulation, REGULATION_NAMES, REGULATIONS } from '@chesslaws/rules';

/** What every preset shares (the core and the board's moves), left out of the tables. */
const SHARED = (rule: { id: string; plugin: string }) =>
  rule.plugin === 'core' || (rule.plugin === 'standardChess' && /^L-(2|3)\./.test(rule.id));

/** One markdown table per preset: each rule in force with its plugin and what it does. */
export function presetTables(): string {
  return REGULATION_NAMES.map((name) => {
    const rows = describeRegulation(REGULATIONS[name]())
      .filter((rule) => !SHARED(rule))
      .map((rule) => `| ${rule.id} | \`${rule.plugin}\` | ${rule.summary} |`);
    return [
      `### \`${name}\``,
      '',
      '| rule | plugin | what it does |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
  }).join('\n\n');
}
