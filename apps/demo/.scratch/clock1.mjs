export default async (page, base) => {
  await page.goto(base);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('fide-blitz');
  await form.locator('[data-control="time-control"]').fill('3+2');
  await form.locator('input[name="layout"][value="clock"]').check();
  await form.locator('[data-action="start-game"]').click();
  await page.locator('[data-clock="black"]').click();
  await page.clock.runFor(7000);
  await page.locator('[data-clock="white"]').click();
  await page.clock.runFor(3000);
};
