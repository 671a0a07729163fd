const mv = async (page, a, b) => {
  await page.locator(`.table [data-square="${a}"]`).click();
  await page.locator(`.table [data-square="${b}"]`).click();
};
export default async (page, base) => {
  const lang = process.env.L ?? 'ru';
  await page.goto(base + '?lang=' + lang);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('fide-blitz');
  await form.locator('[data-control="time-control"]').fill('3+2');
  await form.locator('[data-action="start-game"]').click();
  await mv(page, 'e2', 'e5');
  for (const m of ['e2e4', 'g8f6', 'g1f3', 'f6g8', 'f3g1', 'g8f6', 'g1f3', 'f6g8', 'f3g1'])
    await mv(page, m.slice(0, 2), m.slice(2, 4));
  await page.locator('[data-action="claim-fifty"]').click();
  if (process.env.END) await page.locator('[data-action="claim-offered-threefold"]').click();
  await page.locator('[data-panel="rules"] summary').click();
};
