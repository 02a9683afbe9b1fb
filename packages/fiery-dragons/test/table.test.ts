import { createRng, int, step, unwrap, updateFor } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, flip, position } from './helpers.js';

describe('what the table shows of each flip (issue 17)', () => {
  const start = position({ players: 2 }, 'seat 0: cave\nseat 1: cave');

  it('the view shows the last flipped chit, what it showed and meant, to every seat alike', () => {
    // Seat 0 waits in its bat cave: a spider does not match and ends the turn.
    const first = scenario(fieryDragons).from(start).play(flip(animalChit('spider', 1))).state;
    for (const seat of [0, 1, null]) {
      const seen = fieryDragons.view(first, seat);
      expect(seen.lastFlip).toEqual({ seat: 0, chit: animalChit('spider', 1), shown: { kind: 'animal', animal: 'spider', count: 1 }, effect: 'no-match', turnEnded: true });
      expect(seen.chits.every((chit) => chit === 'face-down')).toBe(true);
      expect(seen.revealed).toEqual([]);
    }
    expect(fieryDragons.renderText!(fieryDragons.view(first, 1), 1)).toContain('last: seat 0 flipped chit 0 (spider x1): no-match (turn over)');
    // Seat 1 (a bot or a human alike) waits in its salamander cave: a bat does not match.
    const second = scenario(fieryDragons).from(first).play(flip(animalChit('bat', 2))).state;
    expect(fieryDragons.view(second, 0).lastFlip).toEqual({ seat: 1, chit: animalChit('bat', 2), shown: { kind: 'animal', animal: 'bat', count: 2 }, effect: 'no-match', turnEnded: true });
  });

  it('through the host step, every seat is sent each flip of the other seat', () => {
    const first = unwrap(step(fieryDragons, start, { seat: 0, move: 'flip 0' }));
    expect(updateFor(first, 1).view.lastFlip).toMatchObject({ seat: 0, chit: 0, shown: { kind: 'animal', animal: 'spider', count: 1 }, effect: 'no-match' });
    expect(updateFor(first, 1).legalMoves).toHaveLength(16);
    const second = unwrap(step(fieryDragons, first.state, { seat: 1, move: { kind: 'flip', chit: animalChit('bat', 3) } }));
    expect(updateFor(second, 0).view.lastFlip).toMatchObject({ seat: 1, chit: animalChit('bat', 3), shown: { kind: 'animal', animal: 'bat', count: 3 } });
    expect(updateFor(second, null).view.lastFlip).toEqual(updateFor(second, 0).view.lastFlip);
    expect(second.played.notation).toBe(`flip ${animalChit('bat', 3)}`);
  });

  it('a successful flip stays face up with the others of the turn; lastFlip is the latest', () => {
    // From the bat cave a bat moves to square 1 (a bat again), then two bats to square 3.
    const moved = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1)), flip(animalChit('bat', 2))).state;
    const seen = fieryDragons.view(moved, 1);
    expect(seen.revealed).toEqual([animalChit('bat', 1), animalChit('bat', 2)]);
    expect(seen.chits[animalChit('bat', 1)]).toEqual({ kind: 'animal', animal: 'bat', count: 1 });
    expect(seen.lastFlip).toMatchObject({ seat: 0, chit: animalChit('bat', 2), effect: 'moved', turnEnded: false });
  });

  it('the next decision clears it, and an end of turn shows none', () => {
    const moved = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.view(moved, 0).lastFlip).not.toBeNull();
    const ended = unwrap(fieryDragons.play(moved, { kind: 'end' }));
    expect(fieryDragons.view(ended, 0).lastFlip).toBeNull();
    expect(fieryDragons.view(start, 0).lastFlip).toBeNull();
  });

  it('a re-dealt copy keeps the shown chit where it is, so the view stays the same', () => {
    const first = scenario(fieryDragons).from(start).play(flip(animalChit('spider', 1))).state;
    const rng = createRng(5);
    for (let copy = 0; copy < 20; copy++) {
      const dealt = fieryDragons.redeal!(first, 1, (max) => int(rng, 0, max));
      expect(dealt.chits[animalChit('spider', 1)]).toEqual(first.chits[animalChit('spider', 1)]);
      expect(fieryDragons.view(dealt, 1)).toEqual(fieryDragons.view(first, 1));
    }
  });
});
