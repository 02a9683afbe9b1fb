import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleErrors, keepScreenshot, legalMoves, needsChromium } from './helpers.js';

const server = process.env.PLAYGROUND_GAME_SERVER ?? '';

test.beforeEach(() => {
  needsChromium();
  test.skip(server === '', '@games/server is not built, so there is no game server to play on');
});

/** A page in a browser context of its own (its own storage and clipboard: another person's browser). */
async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

test('a private room: the creator copies its invite link, a second browser joins by it, a third watches by the spectator link; the lobby never lists it', async ({ browser }) => {
  const [one, two, three] = [await person(browser), await person(browser), await person(browser)];
  const errors = [...consoleErrors(one), ...consoleErrors(two), ...consoleErrors(three)];
  await one.goto(`./#/santorini?room=new&private=1&seats=human,human&seed=11&server=${server}`);
  await expect(one.getByRole('status')).toContainText('You are Player 1');
  const share = one.getByRole('region', { name: 'Share this room' });
  await expect(share).toContainText('private: only these links get in');
  await expect(one).toHaveURL(/room=(?!new)/);
  await expect(one).not.toHaveURL(/private=/);

  await share.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(share).toContainText('Invite link copied.');
  const invite = await one.evaluate(() => navigator.clipboard.readText());
  expect(invite).toBe(await share.getByRole('textbox', { name: 'Invite link' }).inputValue());
  await share.getByRole('button', { name: 'Copy spectator link' }).click();
  await expect(share).toContainText('Spectator link copied.');
  const watch = await one.evaluate(() => navigator.clipboard.readText());
  expect(watch).toMatch(/view=spectator/);

  await two.goto(invite);
  await expect(two.getByRole('status')).toContainText('You are Player 2');
  await three.goto(watch);
  await expect(three.getByRole('status')).toContainText('You are watching');
  await expect(legalMoves(three).getByRole('button')).toHaveCount(0);

  // Player 1 moves: the second browser and the watcher see it
  await legalMoves(one).getByRole('button').first().click();
  await expect(two.locator('.move-list .notation')).toHaveCount(1);
  await expect(three.locator('.move-list .notation')).toHaveCount(1);

  // the share panel and the lobby pass the accessibility check
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  expect(await serious(one)).toEqual([]);
  await keepScreenshot(one, 'santorini-private-room');

  const roomId = /room=([^&]+)/.exec(invite)![1]!;
  await three.goto(`./#/lobby?server=${server}`);
  await expect(three.getByRole('status')).toContainText(/public room|No public room/);
  await expect(three.locator(`[data-room="${roomId}"]`)).toHaveCount(0);
  expect(await serious(three)).toEqual([]);
  await keepScreenshot(three, 'lobby');
  expect(errors).toEqual([]);
});

test('the lobby lists a public room: a second browser joins it from there, and once it is full a third watches it', async ({ browser }) => {
  const [one, two, three] = [await person(browser), await person(browser), await person(browser)];
  const errors = [...consoleErrors(one), ...consoleErrors(two), ...consoleErrors(three)];
  await one.goto(`./#/santorini?room=new&seats=human,human&seed=12&server=${server}`);
  await expect(one.getByRole('status')).toContainText('You are Player 1');
  await expect(one.getByRole('region', { name: 'Share this room' })).toContainText('listed in the public rooms');
  const roomId = /room=([^&]+)/.exec(one.url())![1]!;

  await two.goto(`./#/lobby?server=${server}`);
  const listed = two.locator(`[data-room="${roomId}"]`);
  await expect(listed).toContainText('1 of 2 seats free');
  await listed.getByRole('link', { name: `Join Santorini room ${roomId}` }).click();
  await expect(two.getByRole('status')).toContainText('You are Player 2');

  await three.goto(`./#/lobby?server=${server}`);
  const full = three.locator(`[data-room="${roomId}"]`);
  await expect(full).toContainText('every seat taken');
  await expect(full.getByRole('link', { name: /^Join/ })).toHaveCount(0);
  await full.getByRole('link', { name: `Watch Santorini room ${roomId}` }).click();
  await expect(three.getByRole('status')).toContainText('You are watching');
  expect(errors).toEqual([]);
});
