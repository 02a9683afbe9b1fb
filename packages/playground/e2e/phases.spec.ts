import { expect, test } from '@playwright/test';
import { consoleErrors, legalMoves, movesPlayed, needsChromium, waitForMoveAfter, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

test('stratego: a person’s seat reaches the placement phase; a piece is placed by clicks, a named setup by Ready', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/stratego?seats=human,random&seed=6&opt.variant=barrage');
  await waitForTurn(page);
  await expect(page.locator('.prompt')).toHaveText(/^Set up your army/);
  await expect(page.locator('.board [data-kind="reserve"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Setup' })).toBeVisible();
  // while Red places its army, Red's page shows nothing of Blue's, not even where its pieces stand
  await expect(page.locator('.board [data-kind="piece"][data-owner="1"]')).toHaveCount(0);
  // one piece by clicks: the tray, then a square of Red's rows
  await page.locator('.board [data-kind="reserve"].highlight').first().click({ force: true });
  await expect(page.locator('.prompt')).toHaveText(/^Put it on a highlighted square/);
  await page.locator('.board [data-kind="square"].highlight').first().click({ force: true });
  await waitForMoveAfter(page, 0);
  await expect(page.locator('.move-list .notation').first()).toHaveText(/^place \S+ [A-K]\d$/);
  // the rest at random: laid out, looked at, then Ready plays every placement
  await page.getByRole('button', { name: 'Random', exact: true }).click();
  await expect(page.locator('.prompt')).toHaveText('Look at the setup, then press Ready');
  expect(await movesPlayed(page)).toBe(1);
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  await waitForMoveAfter(page, 7);
  await waitForTurn(page);
  // the play phase: pieces move now
  await expect(legalMoves(page).getByRole('button').first()).toHaveText(/^[A-K]\d+-[A-K]\d+$/);
  expect(errors).toEqual([]);
});

test('stratego: a named setup laid out and played by Ready', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/stratego?seats=human,random&seed=6');
  await waitForTurn(page);
  await page.getByRole('combobox', { name: 'Named setup' }).selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Lay out' }).click();
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  await waitForMoveAfter(page, 39);
  await waitForTurn(page);
  expect(await movesPlayed(page)).toBeGreaterThanOrEqual(40);
  await expect(legalMoves(page).getByRole('button').first()).toHaveText(/^[A-K]\d+-[A-K]\d+$/);
  expect(errors).toEqual([]);
});

test('santorini: gods are chosen from the page', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,random&seed=2');
  await page.getByText('Match settings').click();
  await page.getByRole('combobox', { name: "Player 1's god" }).selectOption('apollo');
  await page.getByRole('combobox', { name: "Player 2's god" }).selectOption('pan');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page).toHaveURL(/opt\.gods=/);
  await waitForTurn(page);
  await expect(page.locator('.board svg')).toContainText('Apollo');
  await expect(page.locator('.board svg')).toContainText('Pan');
  expect(errors).toEqual([]);
});
