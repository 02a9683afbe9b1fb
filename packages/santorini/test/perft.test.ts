import { createRng, int, unwrap } from '@games/core';
import { formatMove, fromPosition, perft, santorini, toPosition, turnsOf, type SantoriniMove, type SantoriniState } from '@games/santorini';
import { scenario } from '@games/testing';
import { describe, expect, it } from 'vitest';

const position = (text: string): SantoriniState => unwrap(fromPosition(text));

/** The state after a complete turn, each decision accepted (a scenario of `@games/testing`). */
const playTurn = (state: SantoriniState, turn: SantoriniMove[]): SantoriniState => scenario(santorini).from(state).play(...turn).state;

describe('perft of the spec table (mortal vs mortal, side 1 to move)', () => {
  const table: [string, number[], number][] = [
    ['0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2', [68, 5156, 350208], 0],
    ['0000000000000000000000000/1/mortal:A5,E1/mortal:E5,A1', [36, 1296, 69468], 0],
    ['0123012341022300141000100/1/mortal:B4,A1/mortal:C3,D2', [44, 1504, 45187], 1],
    ['2341023410234102341023410/1/mortal:A5,D3/mortal:A1,E1', [30, 471, 10217], 2],
  ];
  for (const [text, counts, wins] of table) {
    it(`${text}: ${counts.join(', ')} (${wins} winning turns)`, () => {
      const state = position(text);
      expect(counts.map((_, depth) => perft(state, depth + 1))).toEqual(counts);
      const winning = turnsOf(state).filter((turn) => playTurn(state, turn).phase === 'over');
      expect(winning).toHaveLength(wins);
    });
  }

  it('0404042034000000000000000/1/mortal:A5,E5/mortal:C3,D2: 0, side 1 loses', () => {
    const state = position('0404042034000000000000000/1/mortal:A5,E5/mortal:C3,D2');
    expect(perft(state, 1)).toBe(0);
    expect(state.outcome).toEqual({ ranking: [[1], [0]], reason: 'no-legal-turn' });
  });

  it('counts the root at depth 0', () => {
    expect(perft(position('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'), 0)).toBe(1);
  });
});

describe('distinct positions after one turn of a god (vs a mortal) at the first position', () => {
  const counts: Record<string, number> = {
    apollo: 92,
    artemis: 136,
    athena: 68,
    atlas: 136,
    demeter: 232,
    hephaestus: 136,
    hermes: 2115,
    minotaur: 92,
    pan: 68,
    prometheus: 378,
    // the Advanced Gods (Chaos plays the Simple God he holds: below)
    aphrodite: 68,
    ares: 74,
    bia: 68,
    charon: 212,
    chronus: 68,
    circe: 68,
    dionysus: 68,
    eros: 68,
    hera: 68,
    hestia: 210,
    hypnus: 68,
    limus: 68,
    medusa: 68,
    morpheus: 80,
    persephone: 68,
    poseidon: 5390,
    selene: 137,
    triton: 199,
    zeus: 80,
  };
  for (const [god, count] of Object.entries(counts)) {
    it(`${god}: ${count}`, () => {
      const state = position(`0000000000000000000000000/1/${god}:B3,D3/mortal:C4,C2`);
      const turns = turnsOf(state);
      expect(turns).toHaveLength(count);
      expect(perft(state, 1)).toBe(count);
      const positions = new Set(
        turns.map((turn) => {
          const after = playTurn(state, turn);
          expect(after.seat).toBe(1);
          const [heights, side, first, second] = toPosition(after).split('/');
          const sorted = (seat: string): string => {
            const [name, squares = ''] = seat.split(':');
            return `${name}:${squares.split(',').sort().join(',')}`;
          };
          return [heights, side, sorted(first!), sorted(second!)].join('/');
        }),
      );
      expect(positions.size).toBe(count);
    });
  }
});

describe('perft with the Advanced Gods', () => {
  it('Chaos counts as the Simple God he holds', () => {
    expect(perft(position('0000000000000000000000000/1/chaos[apollo;pan;1]:B3,D3/mortal:C4,C2'), 1)).toBe(92);
    expect(perft(position('0000000000000000000000000/1/chaos[prometheus;pan;1]:B3,D3/mortal:C4,C2'), 1)).toBe(378);
  });

  it('restrictions on the opponent show at depth 2', () => {
    const depth2 = (god: string): number => perft(position(`0000000000000000000000000/1/${god}:B3,D3/mortal:C4,C2`), 2);
    expect(depth2('mortal')).toBe(5156);
    expect(depth2('aphrodite')).toBe(3112);
    expect(depth2('limus')).toBe(1928);
    expect(depth2('persephone')).toBe(2188);
  });
});

describe('turnsOf', () => {
  it('lists complete turns: a step and a build, or a winning step alone', () => {
    const state = position('0123012341022300141000100/1/mortal:B4,A1/mortal:C3,D2');
    const turns = turnsOf(state);
    for (const turn of turns) {
      const kinds = turn.map((move) => move.kind).join(' ');
      expect(['move build', 'move dome', 'move']).toContain(kinds);
      const after = playTurn(state, turn);
      expect(after.phase === 'over' || after.seat === 1).toBe(true);
    }
    expect(turns.map((turn) => turn.map(formatMove).join(' '))).toContain('B4-C4');
  });

  it('gives the fewest steps for each position and nothing during placement or after the end', () => {
    const artemis = position('0000000000000000000000000/1/artemis:B3,D3/mortal:C4,C2');
    expect(new Set(turnsOf(artemis).map((turn) => turn.length))).toEqual(new Set([3]));
    expect(turnsOf(unwrap(santorini.setup({})))).toEqual([]);
    expect(turnsOf(position('0404042034000000000000000/1/mortal:A5,E5/mortal:C3,D2'))).toEqual([]);
  });
});

describe('random play', () => {
  it('uniformly random complete turns from random placements last about 54 turns; the first player wins about half', () => {
    const rng = createRng(54);
    const games = 150;
    let turns = 0;
    let firstWins = 0;
    for (let game = 0; game < games; game++) {
      let state = unwrap(santorini.setup({}));
      while (state.phase === 'place') {
        const moves = santorini.legalMoves(state);
        state = unwrap(santorini.play(state, moves[int(rng, 0, moves.length - 1)]!));
      }
      while (state.phase !== 'over') {
        const options = turnsOf(state);
        state = playTurn(state, options[int(rng, 0, options.length - 1)]!);
        turns++;
      }
      if (state.outcome?.ranking[0]?.includes(0)) firstWins++;
    }
    expect(turns / games).toBeGreaterThan(49);
    expect(turns / games).toBeLessThan(59);
    expect(firstWins / games).toBeGreaterThan(0.38);
    expect(firstWins / games).toBeLessThan(0.62);
  });
});
