import { expect, test } from '@playwright/test';
import { consoleErrors, keepScreenshot, legalMoves, moveNotations, movesPlayed, needsChromium, waitForMoveAfter, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

test('a refused move shows its error; undo takes back to the human decision; the replay slider shows earlier positions', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/pig?seats=human,random&seed=4');
  await waitForTurn(page);
  await page.getByRole('textbox', { name: 'Move in notation' }).fill('fly away');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Refused:');
  expect(await movesPlayed(page)).toBe(0);

  await legalMoves(page).getByRole('button', { name: 'roll', exact: true }).click();
  await waitForTurn(page);
  await expect(page.getByRole('alert')).toBeHidden();
  const rolled = await movesPlayed(page);
  expect(rolled).toBe(2);
  await legalMoves(page).getByRole('button', { name: 'hold', exact: true }).click();
  await waitForTurn(page);
  expect(await movesPlayed(page)).toBeGreaterThan(rolled);
  await page.getByRole('button', { name: 'Undo' }).click();
  await waitForTurn(page);
  expect(await movesPlayed(page)).toBe(rolled);
  await page.getByRole('button', { name: 'Undo' }).click();
  await waitForTurn(page);
  expect(await movesPlayed(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await legalMoves(page).getByRole('button', { name: 'roll', exact: true }).click();
  await waitForTurn(page);
  const played = await movesPlayed(page);
  const slider = page.getByRole('slider', { name: 'Replay' });
  await slider.fill('0');
  await expect(page.locator('.replay-label')).toHaveText(`Move 0 of ${played}`);
  await expect(legalMoves(page).getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Live' }).click();
  await expect(legalMoves(page).getByRole('button').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('export and import of the match record', async ({ page }) => {
  const errors = consoleErrors(page);
  // Yut Nori hides nothing, so its record may be exported while the match runs
  await page.goto('./#/yunnori?seats=human,random&seed=8&opt.pieces=1');
  for (let i = 0; i < 3; i++) {
    if ((await waitForTurn(page)) === 'over') break;
    const before = await movesPlayed(page);
    await legalMoves(page).getByRole('button').first().click();
    await waitForMoveAfter(page, before);
  }
  await waitForTurn(page);
  const moves = await moveNotations(page);
  await page.getByText('Match record').click();
  await page.getByRole('button', { name: 'Export' }).click();
  const text = await page.getByRole('textbox', { name: 'Match record (JSON)' }).inputValue();
  const record = JSON.parse(text) as { game: string; moves: string[] };
  expect(record.game).toBe('yunnori');
  expect(record.moves).toEqual(moves);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'yunnori-8.json');

  await page.getByRole('button', { name: 'New game' }).click();
  await waitForTurn(page);
  await page.getByText('Match record').click();
  await page.getByRole('textbox', { name: 'Match record (JSON)' }).fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(`Imported a record of ${moves.length} moves`);
  expect((await moveNotations(page)).slice(0, moves.length)).toEqual(moves);

  await page.getByRole('textbox', { name: 'Match record (JSON)' }).fill('{"game":"yunnori","options":{},"moves":["jump"]}');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.locator('.record')).toContainText('Import refused');
  expect(errors).toEqual([]);
});

test('a hidden-information match against a bot exports no record and shows no seed while it runs', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/pig?seats=human,random');
  await waitForTurn(page);
  await expect(page).not.toHaveURL(/seed=/);
  await expect(page.locator('.seats-line')).not.toContainText('seed');
  await page.getByText('Match record').click();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expect(page.locator('.record')).toContainText('Export is available when the match ends');
  await page.getByText('Match settings').click();
  await expect(page.locator('#seed')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('hot-seat play hides the board between the turns of two humans', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/pig?seats=human,human&seed=2');
  await expect(page.getByRole('button', { name: "Show Player 1's board" })).toBeVisible();
  await expect(page.locator('.board pre, .board svg')).toHaveCount(0);
  await expect(legalMoves(page).getByRole('button')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Move in notation' }).fill('roll');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Show the board');
  expect(await movesPlayed(page)).toBe(0);
  await page.getByRole('button', { name: "Show Player 1's board" }).click();
  await expect(page.locator('.board pre, .board svg')).toHaveCount(1);
  await legalMoves(page).getByRole('button', { name: 'roll', exact: true }).click();
  await legalMoves(page).getByRole('button', { name: 'hold', exact: true }).click();
  await expect(page.getByRole('button', { name: "Show Player 2's board" })).toBeVisible();
  await expect(page.locator('.board pre, .board svg')).toHaveCount(0);
  await keepScreenshot(page, 'hot-seat');
  expect(errors).toEqual([]);
});

test('the settings form writes the address and starts the match it describes', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/pig?seats=human,random&seed=3');
  await page.getByText('Match settings').click();
  await page.getByLabel('players').fill('3');
  await page.getByRole('combobox', { name: 'Player 2 plays as' }).selectOption('mcts');
  await page.getByRole('spinbutton', { name: 'Player 2 MCTS iterations' }).fill('50');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page).toHaveURL(/seats=human,mcts:50&seed=3&opt\.players=3/);
  // Secret Pig hides each seat's bonus: the seed, which fixes them, is not shown while the match runs
  await expect(page.locator('.seats-line')).toHaveText('Player 1: person · Player 2: MCTS bot (50) · Player 3: MCTS bot (50)');
  await page.goto('./#/pig?opt.players=9');
  await expect(page.getByRole('alert')).toContainText('cannot start');
  expect(errors).toEqual([]);
});

test('the home page links every game, and a bot-only match plays itself while the page responds', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./');
  for (const title of ['Santorini', 'Stratego', 'Yut Nori', 'TigerZone', 'Fiery Dragons']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await keepScreenshot(page, 'home');
  await page.goto('./#/pig?seats=mcts:2000,mcts:2000&seed=5&delay=0');
  await expect(page.getByRole('status')).toContainText('thinking');
  // the page answers while a bot searches: the view switcher works at once
  await page.getByRole('combobox', { name: 'View' }).selectOption('spectator');
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveValue('spectator');
  await expect(page.getByRole('status')).toHaveText(/^Game over: /, { timeout: 120_000 });
  expect(errors).toEqual([]);
});
