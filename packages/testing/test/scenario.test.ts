import { describe, expect, it } from 'vitest';
import { pig, type PigState } from '@games/core/example';
import { scenario, ScenarioError } from '@games/testing';

// Secret Pig's rules, written as a rulebook with scenarios.
const twoPlayers = () => scenario(pig).setup({ players: 2, target: 10, seed: 3 });

describe('Secret Pig: a turn', () => {
  it('starts with a roll: holding before rolling is refused', () => {
    twoPlayers().expectTurn(0).expectLegal(['roll']).refuses('hold', 'illegal-move').refuses({ kind: 'hold' }, 'illegal-move');
  });

  it('puts the die in the air: chance acts with the six faces', () => {
    twoPlayers().play('roll').expectTurn('chance').expectLegal(['die 1', 'die 2', 'die 3', 'die 4', 'die 5', 'die 6']).refuses('roll', 'illegal-move');
  });

  it('adds any face but 1 to the turn total, and then the seat may hold', () => {
    twoPlayers()
      .play('roll', 'die 4')
      .expectTurn(0)
      .expectLegal(['roll', 'hold'])
      .check((state) => expect(state.turnTotal).toBe(4));
  });

  it('loses the turn total on a 1 and passes the turn', () => {
    twoPlayers()
      .play('roll', 'die 4', 'roll', 'die 1')
      .expectTurn(1)
      .check((state) => expect([state.turnTotal, state.banked]).toEqual([0, [0, 0]]));
  });

  it('banks the turn total on a hold and passes the turn', () => {
    twoPlayers()
      .play('roll', 'die 3', 'hold')
      .expectTurn(1)
      .check((state) => expect(state.banked).toEqual([3, 0]));
  });
});

describe('Secret Pig: the end', () => {
  it('is won by the first whose banked points plus secret bonus reach the target', () => {
    const over = twoPlayers().play('roll', 'die 6', 'roll', 'die 5', 'hold').expectTurn('over').expectOutcome({ ranking: [[0], [1]], reason: 'reached-target' });
    expect(over.legal()).toEqual([]);
    over.refuses('roll', 'game-over');
  });

  it('counts the secret bonus: banked points below the target can win', () => {
    const start = pig.setup({ players: 2, target: 10, seed: 3 });
    if (!start.ok) throw new Error('setup');
    const state: PigState = { ...start.value, secrets: [3, 0] };
    scenario(pig).from(state).play('roll', 'die 4', 'roll', 'die 3', 'hold').expectOutcome({ scores: [10, 0] });
  });
});

describe('scenario', () => {
  it('records the moves played in notation and never changes', () => {
    const start = twoPlayers();
    const rolled = start.play('roll', { kind: 'face', value: 2 });
    expect(rolled.played).toEqual(['roll', 'die 2']);
    expect(start.played).toEqual([]);
    expect(start.state.phase).toBe('decide');
  });

  it('names the step, the moves played and the legal moves when a move is refused', () => {
    const refused = () => twoPlayers().play('roll', 'die 2', 'roll', 'hold');
    expect(refused).toThrow(ScenarioError);
    expect(refused).toThrow(/pig scenario, play "hold": it was refused: illegal-move/);
    expect(refused).toThrow(/played: roll, die 2, roll\n {2}legal now: die 1, die 2, die 3, die 4, die 5, die 6/);
  });

  it('compares the legal moves in any order, or in the order legalMoves gives them with ordered', () => {
    twoPlayers().play('roll', 'die 4').expectLegal(['hold', 'roll']).expectLegal(['roll', 'hold'], { ordered: true });
    expect(() => twoPlayers().play('roll', 'die 4').expectLegal(['hold', 'roll'], { ordered: true })).toThrow(
      /expects the legal moves hold, roll in this order: they differ\n {2}played: roll, die 4\n {2}legal now: roll, hold/,
    );
    expect(() => twoPlayers().play('roll', 'die 4').expectLegal(['roll'], { ordered: true })).toThrow(/they differ/);
  });

  it('fails when a move that should be refused is accepted, or refused with another code', () => {
    expect(() => twoPlayers().refuses('roll')).toThrow(/refuses "roll": it was accepted/);
    expect(() => twoPlayers().refuses('hold', 'game-over')).toThrow(/refused with illegal-move/);
    expect(() => twoPlayers().refuses('fly', 'illegal-move')).toThrow(/does not parse, with malformed-move/);
  });

  it('fails when a refused move changes the state it was played on', () => {
    const careless: typeof pig = {
      ...pig,
      play(state, move) {
        const result = pig.play(state, move);
        if (!result.ok) (state as { turnTotal: number }).turnTotal += 1;
        return result;
      },
    };
    const start = scenario(careless).setup({ players: 2, target: 10, seed: 3 });
    expect(() => start.refuses('hold', 'illegal-move')).toThrow(/refuses "hold" with illegal-move: it was refused, but the state it was played on changed/);
    scenario(pig).setup({ players: 2, target: 10, seed: 3 }).refuses('hold', 'illegal-move').expectLegal(['roll']);
  });

  it('fails on the wrong legal moves, the wrong seat, or an outcome before the end', () => {
    expect(() => twoPlayers().expectLegal(['roll', 'hold'])).toThrow(/expects the legal moves hold, roll: they differ/);
    expect(() => twoPlayers().expectTurn(1)).toThrow(/expects seat 1 to act: seat 0 acts/);
    expect(() => twoPlayers().expectOutcome({ reason: 'reached-target' })).toThrow(/the game is not over/);
    expect(() => twoPlayers().play('roll', 'die 6', 'roll', 'die 5', 'hold').expectOutcome({ ranking: [[1], [0]] })).toThrow(/its ranking is \[\[0\],\[1\]\]/);
  });

  it('fails on options the game refuses', () => {
    expect(() => scenario(pig).setup({ players: 9 })).toThrow(/pig scenario, setup\(\{"players":9\}\): refused: invalid-options/);
  });
});
