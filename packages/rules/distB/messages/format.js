function formatMs(ms) {
  const sign = ms < 0 ? '-' : '';
  const total = Math.round(Math.abs(ms) / 1e3);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${sign}${m}:${String(s).padStart(2, '0')}`;
}

export { formatMs };
//# sourceMappingURL=format.js.map
