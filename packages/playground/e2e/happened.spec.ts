import { unwrap } from '@games/core';
import { ARRIVED, movePath } from '@games/yunnori';
import { expect, test } from '@playwright/test';
import { consoleErrors, keepScreenshot, legalMoves, movesPlayed, needsChromium, waitForMoveAfter, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

/** One person's move and the bot's reply, in each game; both seats' last moves are then marked on the board. */
const GAMES: { id: string; query: string }[] = [
  { id: 'santorini', query: 'seats=human,random&seed=3' },
  { id: 'stratego', query: 'seats=human,random&seed=3&opt.variant=barrage&opt.redSetup=random' },
  { id: 'yunnori', query: 'seats=human,random&seed=5&opt.pieces=1' },
  { id: 'tigerzone', query: 'seats=human,random&seed=2' },
  { id: 'fiery-dragons', query: 'seats=human,random&seed=25&opt.players=2' },
];

for (const game of GAMES) {
  test(`${game.id}: the last move of every seat is marked on the board and listed in words`, async ({ page }) => {
    const errors = consoleErrors(page);
    // the bot's moves without the pause a person watching gets (this test is about what stays marked)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`./#/${game.id}?${game.query}`);
    // play until both seats have moved at least once (a turn may take several decisions)
    for (let decision = 0; decision < 30; decision++) {
      if ((await waitForTurn(page)) === 'over') break;
      const seats = await page.locator('.move-list li').evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('data-seat')))]);
      if (seats.includes('0') && seats.includes('1')) break;
      const before = await movesPlayed(page);
      await legalMoves(page).getByRole('button').first().click();
      await waitForMoveAfter(page, before);
    }
    await waitForTurn(page);
    await expect(page.locator('.board .last-move-mark[data-seat="0"]').first()).toBeAttached();
    await expect(page.locator('.board .last-move-mark[data-seat="1"]').first()).toBeAttached();
    // the marked elements say whose last move they were
    await expect(page.locator('.board [data-last-who]').first()).toHaveAttribute('aria-label', /last move of (Player [12]|Red|Blue)/);
    // the move list reads in words, with each move's notation beside them
    const first = page.locator('.move-list li').first();
    await expect(first.locator('.words')).toHaveText(/^(Player 1|Red) [a-z]/);
    expect(errors).toEqual([]);
  });
}

test('yut nori: the last throws, the path and the landing of every seat are marked on the board by position', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./#/yunnori?seats=human,random&seed=5&opt.pieces=2');
  // each seat's turns in the move list: its throws and the piece moves they are for
  const lastTurn = async (seat: number) => page.locator(`.move-list li[data-seat="${seat}"]`).last().locator('.notation').allTextContents();
  const moved = async (seat: number) => (await lastTurn(seat)).some((notation) => !notation.startsWith('throw'));
  // read only at the person's turn, when the bot's turn is whole
  for (let decision = 0; decision < 30; decision++) {
    if ((await waitForTurn(page)) === 'over') break;
    if ((await moved(0)) && (await moved(1))) break;
    const before = await movesPlayed(page);
    await legalMoves(page).getByRole('button').first().click();
    await waitForMoveAfter(page, before);
  }
  await waitForTurn(page);
  for (const [seat, name] of [[0, 'Player 1'], [1, 'Player 2']] as const) {
    const turn = (await lastTurn(seat)).map((notation) => notation.trim());
    const throws = turn.filter((notation) => notation.startsWith('throw ')).map((notation) => notation.slice(6));
    const steps = turn.filter((notation) => !notation.startsWith('throw '));
    expect(steps.length, `${name} moved a piece`).toBeGreaterThan(0);
    // the throws, under the player's name
    if (throws.length > 0) await expect(page.locator(`.board [data-kind="throws"][data-seat="${seat}"]`)).toContainText(`threw ${throws.join(' · ')}`);
    for (const step of steps) {
      const [from, result] = step.split(' ');
      const path = unwrap(movePath(Number(from), result!));
      const landing = path.at(-1)!;
      // every position passed, by its accessible name, then the landing (the arrived box when the piece arrived)
      for (const position of path.slice(0, -1)) {
        await expect(page.locator(`.board [data-kind="position"][data-notation="${position}"]`)).toHaveAttribute('aria-label', new RegExp(`on the path of the last move of ${name}`));
      }
      if (landing === ARRIVED) {
        await expect(page.locator(`.board [data-kind="arrived"][data-owner="${seat}"] title`)).toContainText(`the last move of ${name} arrived here`);
      } else {
        await expect(page.locator(`.board [data-kind="position"][data-notation="${landing}"]`)).toHaveAttribute('aria-label', new RegExp(`where the last move of ${name} landed`));
        // the pieces carried there, unless another seat's piece has taken the place since
        const stack = page.locator(`.board [data-kind="stack"][data-notation="${landing}"][data-owner="${seat}"]`);
        if ((await stack.count()) > 0) await expect(stack).toHaveAttribute('aria-label', new RegExp(`carried here by the last move of ${name}`));
      }
    }
    await expect(page.locator(`.board .last-move-landing[data-seat="${seat}"]`).first()).toBeAttached();
  }
  await keepScreenshot(page, 'yunnori-last-moves');
  expect(errors).toEqual([]);
});

test('fiery dragons: the chit that ended the turn stays face up on the board, in the list and in the announcement, until the next decision', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./#/fiery-dragons?seats=human,random&seed=25&opt.players=2');
  let ended = false;
  for (let decision = 0; decision < 60 && !ended; decision++) {
    if ((await waitForTurn(page)) === 'over') break;
    const before = await movesPlayed(page);
    const flips = legalMoves(page).getByRole('button', { name: /^flip / });
    await flips.first().click();
    await waitForMoveAfter(page, before);
    await waitForTurn(page);
    // the bot has played its turn too: a flip that ended a turn (mine or the bot's) is shown face up
    ended = (await page.locator('.board .ending-flip').count()) > 0;
  }
  expect(ended).toBe(true);
  const chit = page.locator('.board [data-kind="chit"][data-shown]');
  await expect(chit).toHaveCount(1);
  await expect(chit).toHaveAttribute('aria-label', /ended the turn/);
  await expect(page.locator('.board .ending-flip text')).toHaveText(/\S/);
  await expect(page.locator('.move-list')).toContainText('and the turn ended');
  await expect(page.locator('[data-announcer]')).toContainText('flipped chit');
  expect(errors).toEqual([]);
});

test('bot moves are announced in words in a live region', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,random&seed=7');
  // Player 1 places both workers, then the bot places its two
  for (let worker = 0; worker < 2; worker++) {
    await waitForTurn(page);
    const before = await movesPlayed(page);
    await legalMoves(page).getByRole('button').first().click();
    await waitForMoveAfter(page, before);
  }
  await waitForMoveAfter(page, 3);
  await waitForTurn(page);
  const announcer = page.locator('[data-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(/Player 2 placed a worker on [A-E][1-5]/);
  expect(errors).toEqual([]);
});

test('bot moves pulse on the board, and not under prefers-reduced-motion', async ({ page }) => {
  const animation = () => page.locator('.board .last-move-mark').first().evaluate((element) => getComputedStyle(element).animationName);
  await page.goto('./#/santorini?seats=human,random&seed=7');
  await waitForTurn(page);
  await legalMoves(page).getByRole('button').first().click();
  await waitForTurn(page);
  expect(await animation()).toBe('last-move');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await waitForTurn(page);
  await legalMoves(page).getByRole('button').first().click();
  await waitForTurn(page);
  expect(await animation()).toBe('none');
});

test('keyboard only: Tab reaches the board, arrows move the cursor, Enter selects and commits a Santorini turn', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,random&seed=11&opt.gods=null');
  await waitForTurn(page);
  const board = page.locator('.board');
  await board.focus();
  // placing: the cursor starts on a highlighted space; Enter places a worker there
  const place = async () => {
    const before = await movesPlayed(page);
    await page.keyboard.press('Enter');
    await waitForMoveAfter(page, before);
    await waitForTurn(page);
    await board.focus();
  };
  await place();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await place();
  // moving: Enter on a worker selects it, arrows reach a highlighted space, Enter moves there
  const before = await movesPlayed(page);
  for (let step = 0; step < 30; step++) {
    const focused = await page.evaluate(() => ({ kind: document.activeElement?.getAttribute('data-kind'), highlight: document.activeElement?.classList.contains('highlight') ?? false }));
    if (focused.highlight) break;
    await page.keyboard.press(step % 10 < 5 ? 'ArrowRight' : 'ArrowDown');
  }
  await expect(page.locator('.board :focus')).toHaveAttribute('aria-label', /can be chosen/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.board .selected').first()).toBeAttached();
  for (let step = 0; step < 30; step++) {
    const highlight = await page.evaluate(() => document.activeElement?.classList.contains('highlight') ?? false);
    if (highlight) break;
    await page.keyboard.press(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][step % 4]!);
  }
  await page.keyboard.press('Enter');
  await waitForMoveAfter(page, before);
  // then the build, by keyboard again
  await board.focus();
  await page.keyboard.press('Enter');
  await waitForMoveAfter(page, before + 1);
  expect(await movesPlayed(page)).toBeGreaterThanOrEqual(before + 2);
  expect(errors).toEqual([]);
});
