/**
 * The positions where our Santorini differed from Board Game Arena's (issue 19), each decided from
 * the card text (the rules file) and, where the card is silent, by BGA's ruling (written into
 * docs/games/santorini.md): complete turns that end with the game, restrictions that bind by the
 * worker's owner in Dionysus' extra turn, worker identity in turn enumeration, Medusa's builds.
 */
import { formatMove, perft, santorini, spaceAt, toPosition, turnsOf, type SantoriniState } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { position } from './board.js';
import { expectTurnsAgree, resultKey } from './turn-search.js';

const turnTexts = (state: SantoriniState): string[] => turnsOf(state).map((turn) => turn.map(formatMove).join(' '));

describe('Chronus wins in the middle of an opponent turn: the game ends at once, and so does the turn', () => {
  // Four complete towers on rank 5 and E4 on level 3: a dome on E4 is the fifth.
  const base = '4444000003000000000000000/1/{god}:E3,A1/chronus:C1,C2';

  it('Poseidon: the dome on E4 ends the game before his extra builds (1,142 turns, as play reaches)', () => {
    const game = position(base.replace('{god}', 'poseidon'));
    expectTurnsAgree(game.state, 1142);
    const over = game.play('E3-D3', 'dome E4');
    expect(over.state.phase).toBe('over');
    expect(over.state.outcome).toEqual({ ranking: [[1], [0]], reason: 'five-complete-towers' });
    expect(santorini.legalMoves(over.state)).toEqual([]);
    expect(turnTexts(game.state)).toContain('E3-D3 dome E4');
    expect(turnTexts(game.state).filter((turn) => turn.startsWith('E3-D3 dome E4 '))).toEqual([]);
  });

  it.each([
    ['demeter', ['E3-D3', 'dome E4']],
    ['hestia', ['E3-D3', 'dome E4']],
    ['prometheus', ['dome E4']],
  ])('%s: the fifth tower built before the turn is over ends it (the card: "also win"; the rules: "at once")', (god, turn) => {
    const game = position(base.replace('{god}', god));
    const listed = turnTexts(game.state);
    expectTurnsAgree(game.state, listed.length);
    expect(listed).toContain(turn.join(' '));
    expect(listed.filter((text) => text.startsWith(`${turn.join(' ')} `))).toEqual([]);
    const over = game.play(...turn);
    expect(over.state.outcome).toEqual({ ranking: [[1], [0]], reason: 'five-complete-towers' });
    // the rest of the turn is not played: nothing more is accepted
    over.refuses('pass', 'game-over');
  });

  it('perft two turns deep agrees with the turns listed', () => {
    const game = position(base.replace('{god}', 'demeter'));
    let total = 0;
    for (const turn of turnsOf(game.state)) total += perft(game.play(...turn).state, 1);
    expect(perft(game.state, 2)).toBe(total);
  });
});

describe("Dionysus' extra turn with an opponent's worker: the owner's restrictions on opponents do not bind it", () => {
  it('Limus: Dionysus builds blocks next to Limus with a Limus worker (30 outcomes, as BGA)', () => {
    const game = position('2014112341114201144402112/1/dionysus[+]:E3,E4/limus:B4,B5');
    expect(game.state.turn.extra).toBe(true);
    expectTurnsAgree(game.state, 30);
    // B4-A3 then a block on B4, next to Limus' worker on B5
    const built = game.play('B4-A3', 'build B4');
    expect(spaceAt(built.state, 'B4')).toEqual({ level: 3, dome: false, worker: null });
    // Limus still binds Dionysus' own workers: from C2, no block on B3 (next to Limus' B4)
    const own = position('0000000000000000000000000/1/dionysus:C3,E1/limus:B4,A1').play('C3-C2').legal();
    expect(own).not.toContain('build B3');
    expect(own).toContain('build D3');
  });

  it("Athena: her own worker moves up in Dionysus' extra turn although her flag is set (15 outcomes, as BGA)", () => {
    const game = position('1111434443211120132121141/2/athena^:A5,E1/dionysus[+]:D5,A2');
    expectTurnsAgree(game.state, 15);
    const up = game.play('E1-D2');
    expect(spaceAt(up.state, 'D2')?.worker).toEqual({ seat: 0, index: 1 });
    // on Dionysus' own turns her flag binds his workers: A2 (level 0) may not climb to B1, B2 or B3 (level 1)
    position('1111434443211120132121141/2/athena^:A5,E1/dionysus:D5,A2').expectLegal(['D5-C5']);
    position('1111434443211120132121141/2/athena:A5,E1/dionysus:D5,A2').expectLegal(['A2-B1', 'A2-B2', 'A2-B3', 'D5-C5']);
  });

  it('Hypnus: his own highest worker may be moved by Dionysus', () => {
    // Hypnus' workers: B2 on level 2, E1 on level 0; Dionysus has an extra turn
    const game = position('0000000000000000200000000/1/dionysus[+]:A5,E5/hypnus:B2,E1');
    expect(game.legal()).toContain('B2-B3');
    // on Hypnus' own opponent's turn... and on a turn of Dionysus himself, his own higher worker is held
    const held = position('0000000000000000200000000/1/dionysus:B2,E5/hypnus:A5,E1');
    expect(held.legal().some((move) => move.startsWith('B2-'))).toBe(false);
  });

  it('Persephone (the exception: she restricts the turn, not the workers): Dionysus moving her worker must move up', () => {
    // her worker on C3 (level 0) can climb to C4 (level 1): the extra turn must move up (or be declined)
    const game = position('0000000100000000000000000/1/dionysus[+]:A1,E1/persephone:C3,E5');
    expect(game.legal()).toEqual(['pass', 'C3-C4']);
    // on Dionysus' own turn she binds: A1 can climb to A2 (level 1), so a flat move is refused
    const own = position('0000000000000001000000000/1/dionysus:A1,E1/persephone:C3,E5');
    expect(own.legal()).toContain('A1-A2');
    expect(own.legal()).not.toContain('A1-B1');
  });

  it("Aphrodite: her worker moved by Dionysus may end anywhere", () => {
    // Dionysus' worker on B1 would hold her worker... but the worker moved is hers
    const game = position('0000000000000000000000000/1/dionysus[+]:B1,E5/aphrodite:C2,A5');
    expect(game.legal()).toContain('C2-D3');
    const after = game.play('C2-D3', 'build D4');
    expect(spaceAt(after.state, 'D3')?.worker).toEqual({ seat: 1, index: 0 });
  });
});

describe('turnsOf keeps which worker stands where (Hermes against Aphrodite)', () => {
  it('lists the 626 outcomes legalMoves/play reach', () => {
    const game = position('0000011000001102023100000/1/hermes:C5,D1/aphrodite:B1,E2');
    const listed = expectTurnsAgree(game.state, 626);
    const walked = game.play('C5-B5', 'D1-C1', 'C1-B2', 'B2-B3', 'B3-C4', 'C4-D4', 'D4-E3', 'pass', 'dome D2');
    expect(listed).toContain(resultKey(walked.state));
  });
});

describe("Medusa's petrifying builds obey opponents' build restrictions", () => {
  it('spares the Limus worker whose space neighbours his other worker (the card: "if possible")', () => {
    const game = position('0421012001033140040103240/1/medusa:A1,E2/limus:C4,D5');
    const after = game.play('E2-D3', 'build E2');
    expect(spaceAt(after.state, 'C4')).toEqual({ level: 0, dome: false, worker: { seat: 1, index: 0 } });
    // against a mortal on the same squares, the same turn petrifies it
    const mortal = position('0421012001033140040103240/1/medusa:A1,E2/mortal:C4,D5').play('E2-D3', 'build E2');
    expect(spaceAt(mortal.state, 'C4')).toEqual({ level: 1, dome: false, worker: null });
    expectTurnsAgree(game.state, 21);
  });

  it('spares a worker when the box has no block for its space (physicalSupply)', () => {
    // 22 spaces on level 1: no level-1 block is left; the mortal worker on A5 (level 0) is lower than Medusa's on B4
    const text = '0111111111111111111111110/1/medusa:B4,D2/mortal:A5,E1';
    const after = position(text, { physicalSupply: true }).play('D2-D3', 'build D2');
    expect(spaceAt(after.state, 'A5')).toEqual({ level: 0, dome: false, worker: { seat: 1, index: 0 } });
    // with an unlimited supply it is petrified
    const free = position(text).play('D2-D3', 'build D2');
    expect(spaceAt(free.state, 'A5')).toEqual({ level: 1, dome: false, worker: null });
  });
});

describe('positions round-trip exactly', () => {
  it('domes on levels 0-2 in any game', () => {
    const text = '5670400000000000000000000/1/atlas:B3,D3/mortal:C4,C2';
    const game = position(text);
    expect(toPosition(game.state)).toBe(text);
    expect(JSON.stringify(position(toPosition(game.state)).state)).toBe(JSON.stringify(game.state));
  });

  it('with physicalSupply, the re-read position has used the same blocks', () => {
    const game = position('5670400000000000000000000/1/atlas:B3,D3/mortal:C4,C2', { physicalSupply: true });
    const again = position(toPosition(game.state), { physicalSupply: true });
    expect(again.state.levels).toEqual(game.state.levels);
    expect(again.state.domes).toBe(game.state.domes);
    expect(again.legal()).toEqual(game.legal());
  });
});
