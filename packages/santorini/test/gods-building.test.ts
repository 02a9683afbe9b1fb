/** Scenario tests of god choices and of the Simple Gods that change building. */
import { ADVANCED_GODS, GOD_NAMES, santorini, SIMPLE_GODS, spaceAt, toPosition, type GodName } from '@games/santorini';
import { registerGod } from '@games/santorini/powers';
import type { GodPower } from '@games/santorini/powers';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';

describe('god choices', () => {
  it('are the ten Simple Gods and the twenty Advanced Gods, chosen per seat', () => {
    expect(SIMPLE_GODS.map((god) => god.name)).toEqual(['apollo', 'artemis', 'athena', 'atlas', 'demeter', 'hephaestus', 'hermes', 'minotaur', 'pan', 'prometheus']);
    expect(ADVANCED_GODS.map((god) => god.name)).toEqual([
      'aphrodite', 'ares', 'bia', 'chaos', 'charon', 'chronus', 'circe', 'dionysus', 'eros', 'hera',
      'hestia', 'hypnus', 'limus', 'medusa', 'morpheus', 'persephone', 'poseidon', 'selene', 'triton', 'zeus',
    ]);
    expect(GOD_NAMES).toEqual([...SIMPLE_GODS, ...ADVANCED_GODS].map((god) => god.name));
    expect(SIMPLE_GODS.every((god) => god.playerCounts.join() === '2,3,4')).toBe(true);
    // an untyped caller's capitals are read as the name (a typed one gets a type error)
    const setup = santorini.setup({ gods: ['Apollo' as GodName, null, 'pan'] });
    expect(setup.ok && setup.value.gods).toEqual(['apollo', 'mortal', 'pan']);
  });

  it('refuses unknown gods, wrong counts and a god chosen twice with stable codes', () => {
    const code = (options: object): string => {
      const result = santorini.setup(options);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code({ gods: ['nyx', 'mortal'] })).toBe('unknown-god');
    expect(code({ gods: ['apollo'] , players: 2 })).toBe('wrong-god-count');
    expect(code({ players: 3, gods: ['apollo', 'pan'] })).toBe('wrong-god-count');
    expect(code({ gods: ['pan', 'pan'] })).toBe('duplicate-god');
    expect(code({ gods: [3, 'pan'] })).toBe('unknown-god');
    expect(code({ gods: 'pan' })).toBe('invalid-options');
    expect(code({ players: 5 })).toBe('invalid-options');
    expect(code({ colour: 'blue' })).toBe('invalid-options');
  });
});

describe('god names in options are typed', () => {
  it('a typo is a type error (checked by the typecheck), and setup still refuses it at run time', () => {
    // @ts-expect-error 'apolo' is not the name of a god of this package
    const typo = santorini.setup({ gods: ['apolo', 'pan'] });
    expect(typo.ok ? 'ok' : typo.error.code).toBe('unknown-god');
    const names: readonly GodName[] = GOD_NAMES;
    expect(names).toHaveLength(30);
  });
});

describe('registerGod', () => {
  const house: GodPower = { name: 'hestiaish', title: 'Hestiaish', summary: 'A house rule: a mortal under another name.', playerCounts: [2] };

  it('adds a power defined outside the package, usable in setup and positions', () => {
    expect(registerGod(house).ok).toBe(true);
    expect(santorini.setup({ gods: ['hestiaish' as GodName, 'mortal'] }).ok).toBe(true);
    expect(code3(['hestiaish', 'mortal', 'mortal'])).toBe('god-player-count');
  });

  it('refuses a taken or badly formed name', () => {
    expect(registerGod({ ...house, name: 'zeus' }).ok).toBe(false);
    expect(registerGod({ ...house, name: 'Bad Name' }).ok).toBe(false);
  });
});

const code3 = (gods: string[]): string => {
  const result = santorini.setup({ gods: gods as GodName[] });
  return result.ok ? 'ok' : result.error.code;
};

describe('gods with four players', () => {
  it('each player uses their own god, never the partner\'s, on the shared workers', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['artemis', 'mortal', 'mortal', 'pan'] },
    );
    expect(game.play('C3-C4').state.phase).toBe('move');
    const partner = game.play('C3-C4', 'pass', 'build C3', 'D1-D2', 'build D1');
    expect(partner.state.seat).toBe(2);
    expect(partner.play('C4-C5').state.phase).toBe('build');
  });
});

describe('Atlas', () => {
  it('may build a dome at any level; others may not', () => {
    const game = board(
      `
      .  .  .  .  .
      .  .  .  .  .
      .  .  a  .  .
      .  .  .  .  .
      a  .  .  b  b
    `,
      { gods: ['atlas', 'mortal'] },
    );
    const moved = game.play('C3-C4');
    expect(moved.legal()).toContain('dome C5');
    expect(moved.legal()).toContain('build C5');
    const domed = moved.play('dome C5');
    expect(spaceAt(domed.state, 'C5')).toEqual({ level: 0, dome: true, worker: null });
    expect(toPosition(domed.state).slice(0, 5)).toBe('00500');
    const mortal = domed.play('D1-D2');
    expect(mortal.legal().some((move) => move.startsWith('dome'))).toBe(false);
  });
});

describe('Demeter', () => {
  const game = board(
    `
    .  .  .  .  .
    .  .  .  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  .  b  b
  `,
    { gods: ['demeter', 'mortal'] },
  );

  it('may build a second time, not on the same space', () => {
    const first = game.play('C3-C4', 'build C5');
    expect(first.state.seat).toBe(0);
    expect(first.state.optional).toBe(true);
    expect(first.legal()).not.toContain('build C5');
    expect(first.legal()).toContain('pass');
    expect(first.legal()).toContain('build D5');
    first.refuses('build C5', 'illegal-move');
    const second = first.play('build D5');
    expect(second.state.seat).toBe(1);
    expect(toPosition(second.state).slice(0, 5)).toBe('00110');
  });

  it('declines the second build with pass', () => {
    expect(game.play('C3-C4', 'build C5', 'pass').state.seat).toBe(1);
  });
});

describe('Hephaestus', () => {
  const game = board(
    `
    .  2  .  1  .
    .  .  .  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  .  b  b
  `,
    { gods: ['hephaestus', 'mortal'] },
  );

  it('may build a second block on the same space, never a dome', () => {
    const first = game.play('C3-C4', 'build C5');
    first.expectLegal(['build C5', 'pass']);
    const second = first.play('build C5');
    expect(second.state.seat).toBe(1);
    expect(spaceAt(second.state, 'C5')?.level).toBe(2);
    const fromOne = game.play('C3-C4', 'build D5', 'build D5');
    expect(spaceAt(fromOne.state, 'D5')?.level).toBe(3);
  });

  it('only when the first build made level 1 or 2', () => {
    const three = game.play('C3-C4', 'build B5');
    expect(spaceAt(three.state, 'B5')?.level).toBe(3);
    expect(three.state.seat).toBe(1);
  });
});

describe('Prometheus', () => {
  const gods = ['prometheus', 'mortal'];
  const game = board(
    `
    .  .  .  .  .
    .  .  1  .  .
    .  .  a  .  .
    .  .  .  .  .
    a  .  .  b  b
  `,
    { gods },
  );

  it('may build before moving, then cannot move up, then builds again', () => {
    expect(game.state.phase).toBe('build');
    expect(game.state.optional).toBe(true);
    const built = game.play('build D3');
    expect(built.state.phase).toBe('move');
    built
      .refuses('C3-C4', 'illegal-move')
      .refuses('A1-A2', 'illegal-move');
    const moved = built.play('C3-C2');
    expect(moved.legal()).toContain('build D3');
    expect(moved.play('build D3').state.seat).toBe(1);
  });

  it('moves up as usual when declining the first build', () => {
    const passed = game.play('pass');
    expect(passed.legal()).toContain('C3-C4');
  });

  it('cannot build first when the builder would then have no move that is not up', () => {
    const cornered = board(
      `
      a  1  .  .  .
      1  1  .  .  .
      .  .  .  .  .
      .  .  .  .  .
      .  .  .  b  a
    `,
      { gods },
    );
    const builds = cornered.legal().filter((move) => move.startsWith('build'));
    expect(builds.some((move) => ['build A4', 'build B4', 'build B5'].includes(move))).toBe(false);
    expect(cornered.play('pass').legal()).toContain('A5-B5');
  });
});
