import { unwrap } from '@games/core';
import { RANK_LETTERS, SQUARE_NAMES, stratego, type StrategoState } from '@games/stratego';
import { expect, test, type Page } from '@playwright/test';
import { consoleErrors, legalMoves, moveNotations, movesPlayed, needsChromium, waitForMoveAfter } from './helpers.js';

test.beforeEach(() => needsChromium());

/** Two random armies given in the address, so the test knows every rank. */
const RED = 'random';
const seed = 3;
const start = unwrap(stratego.setup({ variant: 'barrage', redSetup: RED, blueSetup: RED, seed }));

/** Every rank letter the page shows on the board, by square. */
async function shownRanks(page: Page): Promise<Record<string, string>> {
  return page.locator('.board [data-kind="piece"]').evaluateAll((pieces) =>
    Object.fromEntries(pieces.map((piece) => [piece.getAttribute('data-notation') ?? '', [...piece.querySelectorAll('text')].map((text) => text.textContent ?? '').join('')])),
  );
}

/** The rank letters `seat` may see in `state`, by square, from the game's own view. */
function ranksSeen(state: StrategoState, seat: 0 | 1): Record<string, string> {
  const view = stratego.view(state, seat);
  const seen: Record<string, string> = {};
  view.squares.forEach((piece, square) => {
    if (piece === null || piece === undefined) return;
    seen[SQUARE_NAMES[square]!] = piece.rank === null ? (piece.moved ? '?' : '') : RANK_LETTERS[piece.rank]!;
  });
  return seen;
}

/**
 * Tries every control that could show something: the view switcher (never the other seat), export
 * (off), the seed (not shown); on the pass screen (`seen` null) no board, no replay, no undo;
 * during a turn the board live and the replay at the start show exactly what that seat sees.
 */
async function controlsShow(page: Page, other: 0 | 1, seen: { live: Record<string, string>; start: Record<string, string> } | null): Promise<void> {
  const views = await page.getByRole('combobox', { name: 'View' }).locator('option').allTextContents();
  expect(views.some((text) => text.includes(other === 0 ? 'Red' : 'Blue'))).toBe(false);
  await page.getByText('Match record').click();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByText('Match record').click();
  await expect(page.locator('main')).not.toContainText(`seed ${seed}`);
  const slider = page.getByRole('slider', { name: 'Replay' });
  if (seen === null) {
    await expect(page.locator('.board [data-kind="piece"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    if ((await movesPlayed(page)) > 0) await expect(slider).toBeDisabled();
    return;
  }
  expect(await shownRanks(page)).toEqual(seen.live);
  if ((await movesPlayed(page)) > 0) {
    await slider.fill('0');
    expect(await shownRanks(page)).toEqual(seen.start);
    await page.getByRole('button', { name: 'Live' }).click();
  }
}

test('stratego hot seat: on the pass screen nothing shows, and during a turn every control shows only that seat’s view', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`./#/stratego?seats=human,human&opt.variant=barrage&opt.redSetup=${RED}&opt.blueSetup=${RED}&opt.seed=${seed}`);
  await expect(page.getByRole('button', { name: "Show Red's board" })).toBeVisible();
  await controlsShow(page, 0, null);
  await page.getByRole('button', { name: "Show Red's board" }).click();
  await controlsShow(page, 1, { live: ranksSeen(start, 0), start: ranksSeen(start, 0) });
  await legalMoves(page).getByRole('button').first().click();
  await waitForMoveAfter(page, 0);
  await expect(page.getByRole('button', { name: "Show Blue's board" })).toBeVisible();
  await controlsShow(page, 1, null);
  await controlsShow(page, 0, null);
  await page.getByRole('button', { name: "Show Blue's board" }).click();
  const [first] = await moveNotations(page);
  const after = unwrap(stratego.play(start, unwrap(stratego.parseMove(first!, start))));
  await controlsShow(page, 0, { live: ranksSeen(after, 1), start: ranksSeen(start, 1) });
  expect(errors).toEqual([]);
});

test("against a bot, the view switcher never offers the bot's army while the match runs", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`./#/stratego?seats=human,random&opt.variant=barrage&opt.redSetup=random`);
  await expect(legalMoves(page).getByRole('button').first()).toBeVisible();
  const views = await page.getByRole('combobox', { name: 'View' }).locator('option').allTextContents();
  expect(views).toEqual(['Follow the players', "Red's view", 'Spectator']);
  await expect(page.locator('.seats-line')).not.toContainText('seed');
  await expect(page).not.toHaveURL(/seed=/);
  expect(errors).toEqual([]);
});

test('two people on one device: Undo says whose move it takes back and takes back only that person’s last move, with the moves after it', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,human&seed=5');
  const undo = page.getByRole('button', { name: /^Undo/ });
  const place = async () => {
    const before = await movesPlayed(page);
    await legalMoves(page).getByRole('button').first().click();
    await waitForMoveAfter(page, before);
  };
  await place(); // Player 1's first worker
  await place(); // Player 1's second worker
  await place(); // Player 2's first worker: Player 2 is still to move
  const kept = (await moveNotations(page)).slice(0, 2);
  await expect(undo).toHaveText("Undo Player 2's move");
  await expect(page.locator('.undo-why')).toHaveText("Undo takes back Player 2's last move, no one else's.");
  await undo.click();
  await expect(page.locator('.move-list .notation')).toHaveText(kept);
  // Player 2 has nothing left to take back: Player 1's moves are not Player 2's to undo
  await expect(undo).toHaveText("Undo Player 2's move");
  await expect(undo).toBeDisabled();
  await expect(page.locator('.undo-why')).toHaveText('No undo now: Player 2 has no move to take back.');
  await place();
  await place(); // Player 2's two workers: Player 1 is to move
  await expect(undo).toHaveText("Undo Player 1's move");
  await expect(page.locator('.undo-why')).toHaveText("Undo takes back Player 1's last move and the 2 moves after it, no one else's.");
  await undo.click();
  await expect(page.locator('.move-list .notation')).toHaveText(kept.slice(0, 1));
  await expect(page.getByRole('status')).toContainText('Player 1');
  expect(errors).toEqual([]);
});
