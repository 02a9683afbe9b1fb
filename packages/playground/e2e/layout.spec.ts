import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consoleErrors, needsChromium, waitForTurn } from './helpers.js';

test.beforeEach(() => needsChromium());

const PAGES: { id: string; query: string }[] = [
  { id: 'santorini', query: 'seats=human,random&seed=3' },
  { id: 'stratego', query: 'seats=human,random&seed=3&opt.redSetup=random' },
  { id: 'yunnori', query: 'seats=human,random&seed=5' },
  { id: 'tigerzone', query: 'seats=human,random&seed=2' },
  { id: 'fiery-dragons', query: 'seats=human,random&seed=25' },
];

for (const { id, query } of PAGES) {
  test(`${id}: the whole board and its controls in sight at 1280×800; status above the board and the legal moves in reach at 390×844; no serious accessibility violation`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`./#/${id}?${query}`);
    await waitForTurn(page);
    const board = await page.locator('.board > svg').boundingBox();
    expect(board).not.toBeNull();
    expect(board!.y).toBeGreaterThanOrEqual(0);
    expect(board!.y + board!.height).toBeLessThanOrEqual(800);
    const replay = await page.locator('.replay').boundingBox();
    expect(replay!.y + replay!.height).toBeLessThanOrEqual(800);
    const legal = await page.getByRole('region', { name: 'Legal moves' }).boundingBox();
    expect(legal!.y).toBeLessThan(800);

    // the accessibility check, with the rules and the legend open
    await page.getByText(/^Rules of /).click();
    await expect(page.locator('.rules-text h2').first()).toBeVisible();
    await page.getByText('Legend', { exact: true }).click();
    // legacy mode: axe runs in the page itself rather than gathering frames' results in a second, blank page
    // (the playground has no frames), the same rules and results in half the time
    expect(await page.locator('iframe, frame').count()).toBe(0);
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.length} (${violation.nodes[0]?.target.join(' ')})`);
    expect(serious).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await waitForTurn(page);
    const status = await page.getByRole('status').boundingBox();
    const phoneBoard = await page.locator('.board').boundingBox();
    expect(status!.y + status!.height).toBeLessThanOrEqual(phoneBoard!.y);
    expect(status!.y).toBeLessThan(844);
    // no sideways scrolling, and the legal moves straight under the board
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const phoneLegal = await page.getByRole('region', { name: 'Legal moves' }).boundingBox();
    expect(phoneLegal!.y - (phoneBoard!.y + phoneBoard!.height)).toBeLessThan(200);
    expect(errors).toEqual([]);
  });
}

test('the game-over banner is in words, with the player names', async ({ page }) => {
  await page.goto('./#/pig?seats=random,random&seed=3&delay=0');
  await expect(page.getByRole('status')).toHaveText(/^Game over: (Player [12] wins|draw between) .*\(.*\).*after \d+ moves$/, { timeout: 60_000 });
  await expect(page.getByRole('status')).not.toContainText('seat');
});
