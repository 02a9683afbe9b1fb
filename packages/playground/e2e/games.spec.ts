import { expect, test } from '@playwright/test';
import { chooser, consoleErrors, keepScreenshot, needsChromium, playByButtons } from './helpers.js';

/**
 * One whole match per game, a person (this test) against the random bot, played only with the
 * `Legal moves` buttons. Small variants and seeds keep the matches short.
 */
/** A short TigerZone deck given in the address (the first 20 tiles of seed 1's shuffle): a whole match of 20 placements. */
const TIGERZONE_DECK = ['JLLL-', 'TLLTB', 'LJJJ-', 'TJJT-', 'JLLL-', 'TJTT-', 'JJJJX', 'JLTTB', 'TJJT-', 'TLLT-', 'LJJJ-', 'JJJJX', 'LJJJ-', 'LJJJ-', 'LLLL-', 'LLJJ-', 'TJTJ-', 'LLJJ-', 'JLTT-', 'TJJT-'];

const MATCHES: { id: string; query: string; pick: number }[] = [
  { id: 'santorini', query: 'seats=human,random&seed=3', pick: 1 },
  { id: 'stratego', query: 'seats=human,random&seed=4&opt.variant=barrage&opt.redSetup=random&opt.blueSetup=random', pick: 1 },
  { id: 'yunnori', query: 'seats=human,random&seed=21&opt.pieces=1', pick: 1 },
  { id: 'tigerzone', query: `seats=human,random&seed=1&opt.deck=${encodeURIComponent(JSON.stringify(TIGERZONE_DECK))}`, pick: 1 },
  { id: 'fiery-dragons', query: 'seats=human,random&seed=38&opt.players=2', pick: 1 },
  { id: 'pig', query: 'seats=human,random&seed=1', pick: 1 },
];

test.beforeEach(() => needsChromium());
// whole matches: the bots' moves without the pause a person watching gets
test.use({ reducedMotion: 'reduce' });

for (const match of MATCHES) {
  test(`${match.id}: a whole match by the Legal moves buttons`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(`./#/${match.id}?${match.query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const decisions = await playByButtons(page, chooser(match.pick), 2_000, async (decision) => {
      if (decision === 3) await keepScreenshot(page, `${match.id}-playing`);
    });
    expect(decisions).toBeGreaterThan(0);
    await expect(page.getByRole('status')).toHaveText(/^Game over: /);
    await expect(page.getByRole('region', { name: 'Legal moves' }).getByRole('button')).toHaveCount(0);
    await keepScreenshot(page, `${match.id}-over`);
    expect(errors).toEqual([]);
  });
}
