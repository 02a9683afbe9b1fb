/**
 * Scenario tests of the Advanced Gods with setup rules, hidden or stored state, extra turns or win
 * conditions of their own: Bia, Chaos, Chronus, Circe, Dionysus; and the setup checks (player
 * counts, the Circe-Eros ban).
 */
import { unwrap } from '@games/core';
import { ADVANCED_GODS, fromPosition, renderText, santorini, SIMPLE_GODS, spaceAt, toPosition, type SantoriniState } from '@games/santorini';
import type { ChaosData } from '@games/santorini/powers';
import { describe, expect, it } from 'vitest';
import { board, position } from './board.js';
import { scenario } from '@games/testing';

const code = (options: object): string => {
  const result = santorini.setup(options);
  return result.ok ? 'ok' : result.error.code;
};

describe('god choices of the Advanced Gods', () => {
  it('each plays with 2 to 4 players, except Aphrodite (2 or 4), Chronus and Circe (2 only)', () => {
    const counts = Object.fromEntries(ADVANCED_GODS.map((god) => [god.name, god.playerCounts.join()]));
    for (const [name, players] of Object.entries(counts)) {
      const expected = name === 'aphrodite' ? '2,4' : name === 'chronus' || name === 'circe' ? '2' : '2,3,4';
      expect(players, name).toBe(expected);
    }
    expect(code({ gods: ['chronus', 'mortal', 'mortal'] })).toBe('god-player-count');
    expect(code({ gods: ['mortal', 'circe', 'mortal', 'mortal'] })).toBe('god-player-count');
    expect(code({ gods: ['mortal', 'mortal', 'aphrodite'] })).toBe('god-player-count');
    expect(code({ gods: ['chronus', 'circe'] })).toBe('ok');
  });

  it('never puts Circe and Eros in the same game, whoever is named first', () => {
    expect(code({ gods: ['circe', 'eros'] })).toBe('banned-gods');
    expect(code({ gods: ['eros', 'circe'] })).toBe('banned-gods');
    expect(code({ gods: ['eros', 'hera'] })).toBe('ok');
    const read = fromPosition('0000000000000000000000000/1/eros:A1,E1/circe:A5,E5');
    expect(!read.ok && read.error.code).toBe('banned-gods');
  });
});

describe('Bia', () => {
  it('places her workers first, on perimeter spaces', () => {
    let game = scenario(santorini).setup({ gods: ['mortal', 'bia'] });
    expect(game.state.seat).toBe(1);
    expect(game.legal()).toHaveLength(16);
    game.refuses('place C3', 'illegal-move');
    game = game.play('place A3', 'place E5');
    expect(game.state.seat).toBe(0);
    expect(game.legal()).toHaveLength(23);
    game = game.play('place C3', 'place D1');
    expect(game.state.phase).toBe('move');
    expect(game.state.seat).toBe(0);
  });

  it('removes the opponent worker on the next space straight on, before her build', () => {
    const game = board(
      `
      .  .  .  .  a
      .  .  .  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['bia', 'mortal'] },
    );
    const stepped = game.play('A1-B2');
    expect(spaceAt(stepped.state, 'C3')?.worker).toBeNull();
    // the space it stood on is free for the build at once
    expect(stepped.legal()).toContain('build C3');
    expect(toPosition(stepped.play('build C3').state)).toBe('0000000000001000000000000/2/bia:E5,B2/mortal:-,E1');
  });

  it('not through a gap, and never her own worker', () => {
    const gap = board(
      `
      .  .  .  .  a
      .  .  .  b  .
      .  .  .  .  .
      .  .  .  .  .
      a  .  .  .  b
    `,
      { gods: ['bia', 'mortal'] },
    );
    expect(spaceAt(gap.play('A1-B2').state, 'D4')?.worker).toEqual({ seat: 1, index: 0 });
    const own = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['bia', 'mortal'] },
    );
    expect(spaceAt(own.play('A1-B2').state, 'C3')?.worker).toEqual({ seat: 0, index: 0 });
  });

  it('an opponent left without workers cannot play and loses', () => {
    const game = board(
      `
      .  .  .  .  a
      .  .  .  .  .
      .  .  b  .  .
      .  .  .  .  .
      a  .  .  .  .
    `,
      { gods: ['bia', 'mortal'], removed: true },
    );
    expect(game.play('A1-B2', 'build A1').state.outcome).toEqual({ ranking: [[0], [1]], reason: 'no-legal-turn' });
  });
});

describe('Chaos', () => {
  const chaosData = (state: SantoriniState, seat = 0): ChaosData => state.powers[seat] as ChaosData;

  it('holds a Simple God drawn from a deck of the unused ones, shuffled from the seed', () => {
    const state = unwrap(santorini.setup({ gods: ['chaos', 'apollo'], seed: 1 }));
    const data = chaosData(state);
    const unused = SIMPLE_GODS.map((god) => god.name).filter((name) => name !== 'apollo');
    expect([data.god, ...data.deck].sort()).toEqual(unused);
    expect(unwrap(santorini.setup({ gods: ['chaos', 'apollo'], seed: 1 })).powers).toEqual(state.powers);
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(chaosData(unwrap(santorini.setup({ gods: ['chaos', 'apollo'], seed }))).deck)));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('plays with the held god and draws the next after a turn with a dome', () => {
    const game = position('0000000000000000000000000/1/chaos[atlas;apollo,pan;5]:C3,A1/mortal:E1,E2');
    const moved = game.play('C3-C4');
    expect(moved.legal()).toContain('dome C5');
    const domed = moved.play('dome C5');
    expect(chaosData(domed.state)).toEqual({ god: 'apollo', data: null, deck: ['pan'], seed: 5 });
    expect(toPosition(domed.state)).toBe('0050000000000000000000000/2/chaos[apollo;pan;5]:C4,A1/mortal:E1,E2');
    // a turn without a dome keeps the god
    const kept = moved.play('build C5');
    expect(chaosData(kept.state).god).toBe('atlas');
    // Chaos now plays Apollo: after the opponent's turn he may swap
    const next = domed.play('E2-D3', 'build E2');
    expect(next.legal()).toContain('C4-D3');
  });

  it('draws after any seat\'s dome, and reshuffles every unused god from the seed when the deck is empty', () => {
    const game = position('0000000000000300000000000/2/chaos[pan;;9]:A5,A4/mortal:C2,E1');
    const domed = game.play('C2-C3', 'dome D3');
    const data = chaosData(domed.state);
    expect(data.deck).toHaveLength(9);
    expect([data.god, ...data.deck].sort()).toEqual(SIMPLE_GODS.map((god) => god.name).sort());
    expect(data.seed).not.toBe(9);
    expect(chaosData(game.play('C2-C3', 'dome D3').state)).toEqual(data);
  });

  it('keeps the held god\'s data: Chaos as Athena forbids moving up after moving up', () => {
    const game = board(
      `
      .  .  .  .  b
      .  .  .  .  .
      .  .  a  .  .
      . 1  .  1  .
      a  .  .  .  b
    `,
      { gods: ['chaos[athena;apollo;5]', 'mortal'] },
    );
    const up = game.play('C3-B2', 'build C3');
    expect(toPosition(up.state)).toMatch(/\/chaos\[athena\^;apollo;5\]:B2,A1\//);
    up.refuses('E1-D2', 'illegal-move');
  });

  it('hides the deck order and the seed from every seat', () => {
    const game = position('0000000000000000000000000/1/chaos[atlas;pan,apollo,hermes;5]:C3,A1/mortal:E1,E2');
    const view = santorini.view(game.state, 0);
    expect(view.powers[0]).toEqual({ god: 'atlas', data: null, deck: ['apollo', 'hermes', 'pan'], seed: null });
    expect(santorini.view(game.state, 1)).toEqual(view);
    expect(santorini.view(game.state, null)).toEqual(view);
    const redealt = position('0000000000000000000000000/1/chaos[atlas;hermes,apollo,pan;77]:C3,A1/mortal:E1,E2');
    expect(santorini.view(redealt.state, 0)).toEqual(view);
    expect(renderText(view)).toContain('chaos[atlas;3 hidden]');
  });

  it('reads and writes its data in positions, refusing cards it cannot hold', () => {
    const text = '0000000000000000000000000/1/chaos[atlas;pan,apollo;5]:C3,A1/mortal:E1,E2';
    expect(toPosition(position(text).state)).toBe(text);
    for (const bad of ['chaos[atlas;pan;x]', 'chaos[zeus;pan;5]', 'chaos[atlas;atlas;5]', 'chaos[atlas;pan,pan;5]', 'chaos[atlas;pan]']) {
      const result = fromPosition(`0000000000000000000000000/1/${bad}:C3,A1/mortal:E1,E2`);
      expect(!result.ok && result.error.code, bad).toBe('malformed-record');
    }
    const chosen = fromPosition('0000000000000000000000000/1/chaos[apollo;pan;5]:C3,A1/apollo:E1,E2');
    expect(chosen.ok).toBe(false);
  });
});

describe('Chronus', () => {
  it('wins on the opponent\'s turn when the fifth complete tower is built', () => {
    const game = board(
      `
      D  D  .  .  .
      D  D  .  3  .
      .  .  .  .  .
      .  .  .  b  .
      a  .  .  a  b
    `,
      { gods: ['chronus', 'mortal'], side: 2 },
    );
    expect(game.play('D2-D3', 'dome D4').state.outcome).toEqual({ ranking: [[0], [1]], reason: 'five-complete-towers' });
  });

  it('does not count domes on lower levels', () => {
    const game = board(
      `
      D  D 1D  .  .
      D 0D  .  3  .
      .  .  .  .  .
      .  .  .  b  .
      a  .  .  a  b
    `,
      { gods: ['chronus', 'mortal'], side: 2 },
    );
    expect(toPosition(game.state).slice(0, 25)).toBe('4460045030000000000000000');
    const after = game.play('D2-D3', 'dome D4');
    expect(after.state.outcome).toBeNull();
    expect(after.state.seat).toBe(0);
  });

  it('wins by his own build too, and at once when a position already shows five towers', () => {
    const game = board(
      `
      D  D  .  .  .
      D  D  .  3  .
      .  .  .  .  .
      .  .  .  a  .
      a  .  .  b  b
    `,
      { gods: ['chronus', 'mortal'] },
    );
    expect(game.play('D2-D3', 'dome D4').state.outcome?.reason).toBe('five-complete-towers');
    expect(position('4444400000000000000000000/2/chronus:C3,A1/mortal:E1,E2').state.outcome?.reason).toBe('five-complete-towers');
  });
});

describe('Circe', () => {
  const apart = `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  b  .  b
  `;

  it('holds the opponent\'s power alone while the opponent\'s workers are not next to each other', () => {
    const game = board(apart, { gods: ['circe', 'atlas'] });
    expect(toPosition(game.state)).toBe('0000000000000000000000000/1/circe[atlas]:C3,A1/atlas:C1,E1');
    const moved = game.play('C3-C4');
    expect(moved.legal()).toContain('dome C5');
    const done = moved.play('build C5');
    // the opponent plays as a mortal until Circe's next turn
    const theirs = done.play('C1-C2');
    expect(theirs.legal()).not.toContain('dome B2');
    expect(theirs.legal()).toContain('build B2');
  });

  it('loses the power once the opponent\'s workers are next to each other again', () => {
    const game = board(apart, { gods: ['circe', 'atlas'] });
    const back = game.play('C3-C4', 'build C5', 'C1-D2', 'build D3');
    expect(toPosition(back.state)).toBe('0010000000000100000000000/1/circe:C4,A1/atlas:D2,E1');
    const moved = back.play('C4-B4');
    expect(moved.legal()).not.toContain('dome A5');
    const theirs = moved.play('build A5', 'D2-D1');
    expect(theirs.legal()).toContain('dome C1');
  });

  it('with fewer than two opponent workers, they count as apart; a mortal has nothing to take', () => {
    const lone = board(apart.replace('a  .  b  .  b', 'a  .  b  .  .'), { gods: ['circe', 'atlas'], removed: true });
    expect(toPosition(lone.state)).toMatch(/circe\[atlas\]/);
    expect(toPosition(board(apart, { gods: ['circe', 'mortal'] }).state)).toMatch(/\/circe:/);
  });

  it('takes the Simple God Chaos holds, and the power keeps its data as it changes hands', () => {
    const chaos = position('0000000000000000000000000/1/circe:C3,A1/chaos[pan;apollo;5]:C1,E1');
    expect(toPosition(chaos.state)).toBe('0000000000000000000000000/1/circe[pan]:C3,A1/chaos[pan;apollo;5]:C1,E1');
    const morpheus = position('0000000000000000000000000/1/circe:C3,A1/morpheus[2]:C1,E1');
    expect(toPosition(morpheus.state)).toBe('0000000000000000000000000/1/circe[morpheus[2]]:C3,A1/morpheus:C1,E1');
    const tower = morpheus.play('C3-C4', 'build C5', 'build C5', 'build C5');
    expect(spaceAt(tower.state, 'C5')?.level).toBe(3);
    // Athena's flag speaks of her own last turn: it does not go with the power
    const athena = position('0000000000000000000000000/1/circe:C3,A1/athena^:C1,E1');
    expect(toPosition(athena.state)).toBe('0000000000000000000000000/1/circe[athena]:C3,A1/athena:C1,E1');
  });
});

describe('Dionysus', () => {
  const rows = `
    .  .  .  .  .
    3  .  .  3  .
    . 3  a  .  .
    . 2b  .  .  .
    a  .  .  .  b
  `;

  it('after building a dome on level 3, may take an extra turn with an opponent worker, in which nobody wins', () => {
    const game = board(rows, { gods: ['dionysus', 'mortal'] });
    const domed = game.play('C3-C4', 'dome D4');
    expect(domed.state.seat).toBe(0);
    expect(domed.state.turn.extra).toBe(true);
    expect(toPosition(domed.state)).toBe('0000030040030000200000000/1/dionysus[+]:C4,A1/mortal:B2,E1');
    expect(domed.legal()).toContain('pass');
    const stepsTaken = domed.legal().filter((move) => move.includes('-'));
    expect(stepsTaken.length).toBeGreaterThan(0);
    expect(stepsTaken.every((move) => move.startsWith('B2-') || move.startsWith('E1-'))).toBe(true);
    domed.refuses('C4-C3', 'illegal-move');
    // the opponent's worker climbs onto level 3: nobody wins during an extra turn
    const climbed = domed.play('B2-B3');
    expect(climbed.state.outcome).toBeNull();
    expect(climbed.state.phase).toBe('build');
    const over = climbed.play('build C3');
    expect(over.state.seat).toBe(1);
    expect(toPosition(over.state)).toMatch(/\/dionysus:/);
    // the same step by the worker's owner wins
    const mortal = board(rows, { side: 2 });
    expect(mortal.play('B2-B3').state.outcome?.reason).toBe('reached-level-3');
  });

  it('a dome on level 3 built in an extra turn earns another one; pass declines it', () => {
    const game = board(rows, { gods: ['dionysus', 'mortal'] });
    const chained = game.play('C3-C4', 'dome D4', 'B2-B3', 'dome A4');
    expect(chained.state.seat).toBe(0);
    expect(chained.state.turn.extra).toBe(true);
    expect(chained.state.turns).toBe(2);
    const declined = chained.play('pass');
    expect(declined.state.seat).toBe(1);
    expect(declined.state.turn.extra).toBe(false);
    expect(toPosition(declined.state)).toMatch(/\/dionysus:/);
  });

  it('reads an extra turn in progress back from its position', () => {
    const game = position('0000030040030000200000000/1/dionysus[+]:C4,A1/mortal:B2,E1');
    expect(game.state.turn.extra).toBe(true);
    expect(game.legal()).toContain('pass');
    expect(game.legal()).not.toContain('C4-C3');
  });

  it('a fifth tower completed during an extra turn makes Chronus win only once the extra turns are over', () => {
    const game = board(
      `
      D  D  .  .  .
      D  .  .  3  .
      . 3  a  .  .
      . 2b  3  .  .
      a  .  .  .  b
    `,
      { gods: ['dionysus', 'chronus'] },
    );
    const domed = game.play('C3-C4', 'dome D4');
    expect(domed.state.outcome).toBeNull();
    const fifth = domed.play('B2-B3', 'dome C2');
    expect(fifth.state.outcome).toBeNull();
    expect(fifth.state.turn.extra).toBe(true);
    expect(fifth.play('pass').state.outcome).toEqual({ ranking: [[1], [0]], reason: 'five-complete-towers' });
  });
});
