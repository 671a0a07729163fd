/** `90000` → `'1:30'`, `-60000` → `'-1:00'`: minutes and seconds for rulings' messages. */
export function formatMs(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.round(Math.abs(ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${sign}${m}:${String(s).padStart(2, '0')}`;
}
