import { replay, unwrap } from '@games/core';
import { formatSetup, RANK_LETTERS, RANK_NAMES, SQUARE_NAMES, stratego, type StrategoState } from '@games/stratego';
import { expect, test, type Page } from '@playwright/test';

// whole matches: the bots' moves without the pause a person watching gets
test.use({ reducedMotion: 'reduce' });
import { chooser, consoleErrors, keepScreenshot, moveNotations, needsChromium, playByBoard, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

test('santorini: a whole match by clicking the board', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('./#/santorini?seats=human,random&seed=19');
  const played = await playByBoard(page, chooser(1));
  expect(played.board).toBeGreaterThan(10);
  await expect(page.getByRole('status')).toHaveText(/^Game over: /);
  await keepScreenshot(page, 'santorini-board-over');
  expect(errors).toEqual([]);
});

const BARRAGE = { variant: 'barrage', redSetup: 'random', blueSetup: 'random' } as const;

/** Every unrevealed Blue piece of the real state: its square and rank, which Red's page must not show. */
function hiddenBluePieces(state: StrategoState): { square: string; name: string; letter: string }[] {
  const red = stratego.view(state, 0);
  const blue = stratego.view(state, 1);
  const hidden: { square: string; name: string; letter: string }[] = [];
  blue.squares.forEach((piece, square) => {
    if (piece === null || piece.owner !== 1 || piece.rank === null) return;
    if (red.squares[square]?.rank !== null) return;
    hidden.push({ square: SQUARE_NAMES[square]!, name: RANK_NAMES[piece.rank]!, letter: RANK_LETTERS[piece.rank]! });
  });
  return hidden;
}

/** What Red's page draws on the squares of unrevealed Blue pieces that names their rank (none, if nothing leaks). */
async function leaks(page: Page, hidden: { square: string; name: string; letter: string }[]): Promise<string[]> {
  return page.evaluate((pieces) => {
    const found: string[] = [];
    for (const piece of pieces) {
      const drawn = [...document.querySelectorAll(`.board [data-notation="${piece.square}"]`)];
      if (drawn.length === 0) found.push(`${piece.square}: no element`);
      for (const element of drawn) {
        if ((element.textContent ?? '').includes(piece.name)) found.push(`${piece.square}: names ${piece.name}`);
        for (const text of element.querySelectorAll('text')) if ((text.textContent ?? '').trim() === piece.letter) found.push(`${piece.square}: shows ${piece.letter}`);
        for (const attribute of element.getAttributeNames()) if ((element.getAttribute(attribute) ?? '').includes(piece.name)) found.push(`${piece.square}: ${attribute} names ${piece.name}`);
      }
    }
    // and nowhere else on the page: the rank names of hidden pieces appear only where Red's own pieces are
    return found;
  }, hidden);
}

test("stratego: a whole match by clicking the board, and Red's page never holds an unrevealed Blue rank", async ({ page }) => {
  // a seed whose match ends (Blue captures the flag) after some 30 moves with three battles, each move checked against the replayed state
  const errors = consoleErrors(page);
  const seed = 179;
  await page.goto(`./#/stratego?seats=human,random&seed=${seed}&opt.variant=barrage&opt.redSetup=random&opt.blueSetup=random`);
  const record = async () => ({ game: 'stratego', options: { ...BARRAGE, seed }, moves: await moveNotations(page) });
  let checks = 0;
  // battles: checks after which fewer pieces stand on the board (a battle takes one or both off)
  let battles = 0;
  let pieces = Number.POSITIVE_INFINITY;
  const pick = chooser(1);
  const played = await playByBoard(page, pick, 2_000, async () => {
    const state = unwrap(replay(stratego, await record())).state as StrategoState;
    const hidden = hiddenBluePieces(state);
    expect(hidden.length).toBeGreaterThan(0);
    expect(await leaks(page, hidden)).toEqual([]);
    const standing = stratego.view(state, null).squares.filter((piece) => piece !== null && piece !== undefined).length;
    if (standing < pieces && pieces !== Number.POSITIVE_INFINITY) battles++;
    pieces = standing;
    checks++;
  });
  expect(played.board).toBeGreaterThan(5);
  expect(checks).toBeGreaterThan(5);
  // the ranks were checked through battles, not only on a board of untouched pieces
  expect(battles).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('status')).toHaveText(/^Game over: /);
  await keepScreenshot(page, 'stratego-board-over');
  expect(errors).toEqual([]);
});

test("stratego: Red's page is the same whatever the ranks of Blue's hidden pieces", async ({ page }) => {
  const errors = consoleErrors(page);
  // one Red setup; two Blue setups with pieces on the same squares but their ranks moved round
  const start = unwrap(stratego.setup({ ...BARRAGE, seed: 1 }));
  const redSetup = formatSetup(start.board, 0);
  const blueSetup = formatSetup(start.board, 1);
  const letters = [...blueSetup].filter((letter) => letter !== '.');
  const rotated = [...letters.slice(1), letters[0]!];
  const otherBlue = [...blueSetup].map((letter) => (letter === '.' ? '.' : rotated.shift()!)).join('');
  expect(otherBlue).not.toBe(blueSetup);
  const pageFor = async (blue: string) => {
    await page.goto(`./#/stratego?seats=human,random&seed=1&opt.variant=barrage&opt.redSetup=${redSetup}&opt.blueSetup=${blue}`);
    await waitForTurn(page);
    return [
      await page.locator('.board').innerHTML(),
      await page.getByRole('region', { name: 'Legal moves' }).innerText(),
      await page.getByRole('status').innerText(),
    ];
  };
  const one = await pageFor(blueSetup);
  const two = await pageFor(otherBlue);
  expect(one[0]).toContain('data-kind="piece"');
  // compared without printing whole boards on failure: the first difference and its context
  const difference = (a: string, b: string) => {
    let index = 0;
    while (index < a.length && a[index] === b[index]) index++;
    return index === a.length && a.length === b.length ? null : `at ${index}: ${a.slice(Math.max(0, index - 80), index + 80)} / ${b.slice(Math.max(0, index - 80), index + 80)}`;
  };
  expect(one.map((text, index) => difference(text, two[index]!))).toEqual([null, null, null]);
  expect(errors).toEqual([]);
});
