import { unwrap } from '@games/core';
import { pig } from '@games/core/example';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedViews, hidesSomething, isHotSeat, isPassing, mayExport, mayShowSeed, sharedDevice, shownSeat, undoSeat, type SeatingFacts, type ViewChoice } from '../src/hot-seat.js';

const hotSeat: SeatingFacts = { hidden: true, humans: [0, 1], seats: 2, running: true, acting: 1, revealed: 0 };

describe('shared-screen rules', () => {
  it('while the device is passed, shows nothing of any seat and offers no undo', () => {
    expect(isHotSeat(hotSeat)).toBe(true);
    expect(isPassing(hotSeat)).toBe(true);
    for (const asked of ['auto', 0, 1, 'spectator'] as ViewChoice[]) expect(shownSeat(hotSeat, asked)).toBeNull();
    expect(undoSeat(hotSeat)).toBeNull();
    expect(mayExport(hotSeat)).toBe(false);
    expect(mayShowSeed(hotSeat)).toBe(false);
  });

  it('during a hot-seat turn, shows only the seat the turn was revealed to', () => {
    const turn = { ...hotSeat, revealed: 1 };
    expect(isPassing(turn)).toBe(false);
    expect(allowedViews(turn)).toEqual(['auto', 'spectator']);
    expect(shownSeat(turn, 'auto')).toBe(1);
    expect(shownSeat(turn, 0)).toBe(1);
    expect(shownSeat(turn, 'spectator')).toBeNull();
    expect(undoSeat(turn)).toBe(1);
  });

  it('against bots, never offers a bot seat while the match runs; after the end, everything', () => {
    const bots: SeatingFacts = { hidden: true, humans: [0], seats: 3, running: true, acting: 2, revealed: null };
    expect(allowedViews(bots)).toEqual(['auto', 0, 'spectator']);
    expect(shownSeat(bots, 2)).toBe(0);
    expect(shownSeat(bots, 'auto')).toBe(0);
    const over = { ...bots, running: false, acting: null };
    expect(allowedViews(over)).toEqual(['auto', 0, 1, 2, 'spectator']);
    expect(shownSeat(over, 2)).toBe(2);
    expect(mayExport(over) && mayShowSeed(over)).toBe(true);
  });

  it('several people on one device: undo asks for the person whose turn it is (else the one who moved last), never anyone else; one person against bots: that person', () => {
    const open: SeatingFacts = { hidden: false, humans: [0, 1], seats: 2, running: true, acting: 1, revealed: null, lastMover: 0 };
    expect(sharedDevice(open)).toBe(true);
    expect(undoSeat(open)).toBe(1);
    expect(undoSeat({ ...open, acting: 0, lastMover: 1 })).toBe(0);
    const withBot: SeatingFacts = { hidden: false, humans: [0, 2], seats: 3, running: true, acting: 1, revealed: null, lastMover: 2 };
    expect(undoSeat(withBot)).toBe(2);
    expect(undoSeat({ ...withBot, lastMover: null })).toBeNull();
    const alone: SeatingFacts = { hidden: true, humans: [1], seats: 2, running: true, acting: 0, revealed: null };
    expect(sharedDevice(alone)).toBe(false);
    expect(undoSeat(alone)).toBe(1);
    expect(undoSeat({ ...alone, humans: [] })).toBeNull();
  });

  it('a game that hides nothing shows every seat and its seed', () => {
    const open: SeatingFacts = { hidden: false, humans: [0, 1], seats: 2, running: true, acting: 0, revealed: null };
    expect(isPassing(open)).toBe(false);
    expect(allowedViews(open)).toEqual(['auto', 0, 1, 'spectator']);
    expect(mayShowSeed(open) && mayExport(open)).toBe(true);
  });

  it('never shows a seat other than the revealed person in a running hot-seat match, whatever is asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.option(fc.integer({ min: 0, max: 3 })), fc.oneof(fc.constant<ViewChoice>('auto'), fc.constant<ViewChoice>('spectator'), fc.integer({ min: 0, max: 3 })), (seats, acting, revealed, asked) => {
        const facts: SeatingFacts = { hidden: true, humans: Array.from({ length: seats }, (_, seat) => seat), seats, running: true, acting: acting % seats, revealed: revealed === null ? null : revealed % seats };
        const shown = shownSeat(facts, asked);
        expect(shown === null || shown === facts.revealed).toBe(true);
        if (isPassing(facts)) expect(shown).toBeNull();
      }),
      { numRuns: 200, seed: 22 },
    );
  });

  it('tells a match that hides something from one that does not', () => {
    expect(hidesSomething(stratego as never, unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 1 })), 2)).toBe(true);
    expect(hidesSomething(santorini as never, unwrap(santorini.setup({ players: 2 })), 2)).toBe(false);
    expect(hidesSomething(santorini as never, unwrap(santorini.setup({ players: 2, gods: ['chaos', 'pan'] })), 2)).toBe(true);
    expect(hidesSomething(pig as never, unwrap(pig.setup({ players: 2, seed: 1 })), 2)).toBe(true);
  });
});
