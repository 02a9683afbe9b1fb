import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Where the screenshots are kept (a git-ignored folder; CI keeps it as an artifact). */
export const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** Skips the calling test, with the reason, when the config found no Chromium. */
export function needsChromium(): void {
  test.skip((process.env.PLAYGROUND_CHROMIUM ?? '') === '', 'no chromium binary found (apt-get install chromium, or set CHROMIUM_PATH)');
}

/** Collects console errors and uncaught exceptions of a page. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** A small seeded generator for the test player's choices (mulberry32), so a run repeats. */
export function chooser(seed: number): (count: number) => number {
  let state = seed >>> 0;
  return (count) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  };
}

/** The `Legal moves` region. */
export function legalMoves(page: Page): Locator {
  return page.getByRole('region', { name: 'Legal moves' });
}

/** Waits until the human has buttons to press, or the game is over. */
export async function waitForTurn(page: Page): Promise<'turn' | 'over'> {
  await page.waitForFunction(
    () =>
      document.querySelector('[role="status"]')?.getAttribute('data-over') === 'true' ||
      document.querySelectorAll('section[aria-label="Legal moves"] button').length > 0 ||
      (document.querySelector('.game-page [role="alert"]')?.textContent ?? '') !== '',
    null,
    { timeout: 60_000 },
  );
  const alert = (await page.locator('.game-page .error').first().textContent()) ?? '';
  if (alert !== '' && !alert.startsWith('Imported')) throw new Error(`the page shows an error: ${alert}`);
  return (await page.getByRole('status').getAttribute('data-over')) === 'true' ? 'over' : 'turn';
}

/** How many moves the move list shows (each move's notation is a `.notation` inside its turn). */
export async function movesPlayed(page: Page): Promise<number> {
  return page.locator('.move-list .notation').count();
}

/** The notations of the move list, oldest first. */
export async function moveNotations(page: Page): Promise<string[]> {
  return (await page.locator('.move-list .notation').allTextContents()).map((text) => text.trim());
}

/** Waits until the move list holds more than `count` moves. */
export async function waitForMoveAfter(page: Page, count: number): Promise<void> {
  await page.waitForFunction((before) => document.querySelectorAll('.move-list .notation').length > before, count, { timeout: 30_000 });
}

/** Plays the human seat by pressing `Legal moves` buttons (chosen by `pick`) until the outcome. */
export async function playByButtons(page: Page, pick: (count: number) => number, limit = 2_000, each?: (decision: number) => Promise<void>): Promise<number> {
  for (let decision = 0; decision < limit; decision++) {
    if ((await waitForTurn(page)) === 'over') return decision;
    if (each !== undefined) await each(decision);
    const buttons = legalMoves(page).getByRole('button');
    const count = await buttons.count();
    const button = buttons.nth(pick(count));
    const notation = (await button.textContent()) ?? '';
    await expect(button).toHaveAccessibleName(notation);
    const before = await movesPlayed(page);
    await button.click();
    await waitForMoveAfter(page, before);
    await expect(page.locator('.move-list .notation').nth(before)).toHaveText(notation);
  }
  throw new Error(`no outcome after ${limit} decisions`);
}

/** The tokens of `notation` that are on the board, in the order of the notation's words (longest first at a word). */
function boardTokensOf(notation: string, tokens: readonly string[]): string[] {
  const words = notation.trim().split(/\s+/).flatMap((word) => word.split(/(?<=\d)-(?=[A-Za-z])/));
  const found: string[] = [];
  for (let index = 0; index < words.length; ) {
    const match = tokens
      .map((token) => token.split(' '))
      .filter((parts) => parts.every((part, offset) => words[index + offset] === part))
      .sort((a, b) => b.length - a.length)[0];
    if (match !== undefined && !found.includes(match.join(' '))) {
      found.push(match.join(' '));
      index += match.length;
    } else index++;
  }
  return found;
}

/**
 * Plays the human seat by clicking the board: picks a legal move, clicks the board elements its
 * notation names, in order, and checks that exactly that move was played. Returns how many moves
 * were made by board clicks alone and how many needed the selection's buttons (an ambiguous end).
 */
export async function playByBoard(page: Page, pick: (count: number) => number, limit = 2_000, each?: (decision: number) => Promise<void>): Promise<{ board: number; finished: number }> {
  let board = 0;
  let finished = 0;
  for (let decision = 0; decision < limit; decision++) {
    if ((await waitForTurn(page)) === 'over') return { board, finished };
    if (each !== undefined) await each(decision);
    const notations = await legalMoves(page).getByRole('button').allTextContents();
    const target = notations[pick(notations.length)]!;
    const tokens = await page.locator('.board [data-notation]').evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-notation') ?? ''))]);
    const before = await movesPlayed(page);
    let played = false;
    for (const token of boardTokensOf(target, tokens)) {
      const element = page.locator(`.board [data-notation="${token.replace(/["\\]/g, '\\$&')}"]`).last();
      await element.click({ force: true });
      if ((await movesPlayed(page)) > before) {
        played = true;
        board++;
        break;
      }
      await expect(page.locator('.board')).toBeVisible();
    }
    if (!played) {
      // every board element of the move is chosen but several moves remain (one is longer): finish with the selection's buttons
      await page.locator('.selection').getByRole('button', { name: target, exact: true }).click();
      finished++;
    }
    await waitForMoveAfter(page, before);
    await expect(page.locator('.move-list .notation').nth(before)).toHaveText(target);
  }
  throw new Error(`no outcome after ${limit} decisions`);
}

/** Keeps a screenshot of the page under test-results/screenshots/<name>.png. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}
