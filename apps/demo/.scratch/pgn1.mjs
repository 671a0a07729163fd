export default async (page, base) => {
  await page.goto(base + (process.env.L === 'ru' ? '?lang=ru' : ''));
  await page.locator('[data-action="open-viewer"]').click();
  await page.locator('[data-control="pgn-text"]').fill(['[Event "Casual Game"]','[Site "London ENG"]','[Date "1851.06.21"]','[Round "1"]','[White "Anderssen, Adolf"]','[Black "Kieseritzky, Lionel"]','[WhiteElo "2600"]','[ECO "C33"]','[Opening "King\'s Gambit Accepted"]','[Result "1-0"]','','{ The Immortal Game } 1. e4 { [%clk 0:03:00] } e5 { [%clk 0:02:58] } 2. f4?! { bold [%clk 0:02:55] [%cal Gf4e5,Rd8h4] } exf4 3. Bc4 Qh4+ $16 4. Kf1 b5?? (4... Nf6 5. Nf3) 5. Bxb5!! Nf6 1-0'].join('\n'));
  await page.locator('[data-action="open-pgn"]').click();
  await page.locator('[data-action="pgn-next"]').click();
  await page.locator('[data-action="pgn-next"]').click();
  await page.locator('[data-action="pgn-next"]').click();
};
