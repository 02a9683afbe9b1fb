import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, legalMoves, moveNotations, movesPlayed, needsChromium, waitForMoveAfter, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

/** Clicks the board element of `token`. */
async function clickToken(page: Page, token: string): Promise<void> {
  await page.locator(`.board [data-notation="${token}"]`).last().click({ force: true });
}

/** The highlighted tokens of the board. */
async function highlighted(page: Page): Promise<string[]> {
  return page.locator('.board [data-notation].highlight').evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-notation') ?? ''))]);
}

test('santorini: a click outside the highlighted targets commits nothing; Back takes the move step back before the build', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,random&seed=11');
  for (const square of ['B2', 'D4']) {
    await waitForTurn(page);
    const before = await movesPlayed(page);
    await clickToken(page, square);
    await waitForMoveAfter(page, before);
  }
  await waitForTurn(page);
  const moves = await legalMoves(page).getByRole('button').allTextContents();
  const before = await movesPlayed(page);
  await clickToken(page, 'B2');
  const targets = await highlighted(page);
  expect(targets.length).toBeGreaterThan(0);
  await expect(page.locator('.prompt')).toHaveText('Move it to a highlighted space');
  // a square the other worker could reach, but not B2's: nothing is played, the selection is cleared
  const other = moves.map((move) => /^D4-(\w+)$/.exec(move)?.[1]).find((square) => square !== undefined && !targets.includes(square));
  expect(other).toBeDefined();
  await clickToken(page, other!);
  expect(await movesPlayed(page)).toBe(before);
  await expect(page.locator('.board .selected')).toHaveCount(0);
  await expect(page.locator('.prompt')).toHaveText('Choose a worker');

  // the move step, then Back: the step is taken back before the build is chosen
  await clickToken(page, 'B2');
  await clickToken(page, (await highlighted(page))[0]!);
  await waitForMoveAfter(page, before);
  await expect(page.locator('.prompt')).toHaveText('Build next to the worker that moved');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(() => movesPlayed(page)).toBe(before);
  await expect(page.locator('.prompt')).toHaveText('Choose a worker');
  expect(errors).toEqual([]);
});

test('stratego: a piece is selected by its first click (even with one move), and a click on another piece’s target only clears it', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/stratego?seats=human,random&seed=4&opt.redSetup=random&opt.blueSetup=random');
  await waitForTurn(page);
  const moves = await legalMoves(page).getByRole('button').allTextContents();
  const from = (move: string) => move.split('-')[0]!;
  const byPiece = new Map<string, string[]>();
  for (const move of moves) byPiece.set(from(move), [...(byPiece.get(from(move)) ?? []), move.split('-')[1]!]);
  const [piece, targets] = [...byPiece].find(([, to]) => to.length === 1) ?? [...byPiece][0]!;
  const foreign = [...byPiece].filter(([other]) => other !== piece).flatMap(([, to]) => to).find((square) => !targets.includes(square));
  await clickToken(page, piece);
  expect(await movesPlayed(page)).toBe(0);
  await expect(page.locator(`.board [data-notation="${piece}"].selected`).first()).toBeAttached();
  expect((await highlighted(page)).sort()).toEqual([...targets].sort());
  if (foreign !== undefined) {
    await clickToken(page, foreign);
    expect(await movesPlayed(page)).toBe(0);
    await expect(page.locator('.board .selected')).toHaveCount(0);
  }
  // the move itself: its piece, then its highlighted target
  await clickToken(page, piece);
  await clickToken(page, targets[0]!);
  await waitForMoveAfter(page, 0);
  expect((await moveNotations(page))[0]).toBe(`${piece}-${targets[0]}`);
  expect(errors).toEqual([]);
});

test('tigerzone: Back takes the last click of the placement back before it is committed', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/tigerzone?seats=human,random&seed=1');
  await waitForTurn(page);
  const slot = (await highlighted(page))[0]!;
  await clickToken(page, slot);
  await expect(page.locator('.board .selected').first()).toBeAttached();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.locator('.board .selected')).toHaveCount(0);
  expect(await movesPlayed(page)).toBe(0);
  expect(errors).toEqual([]);
});
