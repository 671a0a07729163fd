export default async (page, base) => {
  await page.goto(base);
  const form = page.locator('[data-panel="setup"]');
  await form.locator('[data-control="regulation"]').selectOption('casual');
  await form.locator('input[name="start"][value="fen"]').check();
  await form.locator('[data-control="fen"]').fill('8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await form.locator('[data-action="start-game"]').click();
  const box = async (sq) => { const b = await page.locator(`.table [data-square="${sq}"]`).boundingBox(); return [b.x + b.width/2, b.y + b.height/2]; };
  const [x1,y1] = await box('a1'); const [x2,y2] = await box('c3');
  await page.mouse.move(x1,y1); await page.mouse.down({button:'right'}); await page.mouse.move(x2,y2); await page.mouse.up({button:'right'});
  const [x3,y3] = await box('h7');
  await page.mouse.move(x3,y3); await page.mouse.down({button:'right'}); await page.mouse.up({button:'right'});

};
