import { describe, expect, it } from 'vitest';
import { ok, type Game } from '@games/core';
import { asView } from '@games/core/authoring';
import { pig, type PigMove, type PigOptions, type PigState, type PigView } from '@games/core/example';
import { conformanceLaws, type ConformanceConfig } from '@games/testing';
import { failureOf } from './failure-of.js';

type PigGame = Game<PigState, PigMove, PigOptions, PigView>;

const config: ConformanceConfig<PigState, PigOptions> = { options: [{ players: 2, seed: 1 }, { players: 3, target: 15, seed: 7 }], numRuns: 20 };
const lawOf = (game: PigGame, start: string) => {
  const found = conformanceLaws(game, config).find((candidate) => candidate.name.startsWith(start));
  if (found === undefined) throw new Error(`no law starting "${start}"`);
  return found;
};

const actions = pig.actions!;
const observation = pig.observation!;

/** Copies of Secret Pig whose action ids or observation break a law. */
const broken: { name: string; law: string; game: PigGame }[] = [
  { name: 'ids that collide (hold has the id of roll)', law: 'action ids', game: { ...pig, actions: { ...actions, idOf: () => 0 } } },
  { name: 'ids that do not read back', law: 'action ids', game: { ...pig, actions: { ...actions, moveOf: () => ok({ kind: 'roll' }) } } },
  { name: 'an id out of range read as a move', law: 'action ids', game: { ...pig, actions: { ...actions, moveOf: (_state, id) => ok(id % 2 === 1 ? { kind: 'hold' } : { kind: 'roll' }) } } },
  { name: 'a count that changes during the match', law: 'action ids', game: { ...pig, actions: { ...actions, count: (state) => 2 + state.turnTotal } } },
  { name: 'a tensor shorter than its shape', law: 'observation', game: { ...pig, observation: { ...observation, shape: (state) => [2 * state.players + 5] } } },
  {
    name: 'a tensor read from a view that shows every secret',
    law: 'observation',
    game: {
      ...pig,
      view: (state, seat) => asView({ ...pig.view(state, seat), secrets: state.secrets.slice() }),
      // the view law reports the view; the observation law must report the tensor as well
      observation: {
        shape: (state) => [3 * state.players + 4],
        observe: (view, seat) => Float32Array.from([...observation.observe(view, seat), ...view.secrets.map((secret) => secret ?? 0)]),
      },
    },
  },
];

describe('the action-id and observation laws', () => {
  it('hold for Secret Pig', () => {
    for (const law of conformanceLaws(pig, config).filter((candidate) => candidate.name.startsWith('action ids') || candidate.name.startsWith('observation'))) law.check();
  });
  for (const { name, law, game } of broken) {
    it(`catch a copy with ${name}`, () => {
      const failure = failureOf(lawOf(game, law).check);
      expect(failure.law.startsWith(law)).toBe(true);
    });
  }
});
