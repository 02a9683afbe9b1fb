import { createMatch, createRng, mctsBot, unwrap } from '@games/core';
import { formatMove, fromPosition, perft, renderText, santorini, toPosition, turnsOf, type SantoriniState } from '@games/santorini';
import { describe, expect, it } from 'vitest';

describe('the worked example of docs/games/santorini.md and the README', () => {
  it('plays Apollo against Athena through createMatch', () => {
    const match = unwrap(createMatch(santorini, { players: 2, gods: ['apollo', 'athena'] }));
    for (const move of ['place B3', 'place D3', 'place C4', 'place C2']) unwrap(match.play(move));
    unwrap(match.play('B3-C4'));
    expect(match.state.phase).toBe('build');
    expect(toPosition(match.state)).toBe('0000000000000000000000000/1/apollo:C4,D3/athena:B3,C2');
    unwrap(match.play('build C3'));
    unwrap(match.play('B3-C3'));
    unwrap(match.play('build B3'));
    expect(toPosition(match.state)).toBe('0000000000011000000000000/1/apollo:C4,D3/athena^:C3,C2');
    const refused = match.play('D3-C3');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/^Athena forbids moving up this turn/);
    expect(turnsOf(match.state)).toHaveLength(61);
    expect(renderText(match.view(null)).split('\n')[4]).toBe('3   0   1   1b  0a  0');
    expect(match.record().moves).toEqual(['place B3', 'place D3', 'place C4', 'place C2', 'B3-C4', 'build C3', 'B3-C3', 'build B3']);
  });

  it('runs the README snippet', () => {
    const match = unwrap(createMatch(santorini, { players: 2, gods: ['apollo', 'athena'] }));
    for (const move of ['place B3', 'place D3', 'place C4', 'place C2']) unwrap(match.play(move));
    unwrap(match.play('B3-C4'));
    unwrap(match.play('build C3'));
    const bot = mctsBot(santorini, { iterations: 200 });
    unwrap(match.play(unwrap(bot.chooseMove(match.state, createRng(1)))));
    expect(match.history).toHaveLength(7);
    const start = unwrap(fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'));
    expect([turnsOf(start).length, perft(start, 2)]).toEqual([68, 5156]);
  });

  it('runs the second example: Advanced Gods from positions', () => {
    const play = (state: SantoriniState, text: string): SantoriniState => unwrap(santorini.play(state, unwrap(santorini.parseMove(text, state))));
    let state = unwrap(fromPosition('0000000000000000000000000/1/circe:C3,A1/atlas:C1,E1'));
    expect(toPosition(state)).toBe('0000000000000000000000000/1/circe[atlas]:C3,A1/atlas:C1,E1');
    state = play(state, 'C3-C4');
    expect(santorini.legalMoves(state).map(formatMove).includes('dome C5')).toBe(true);
    state = play(state, 'dome C5');
    expect(state.seat).toBe(1);
    let wine = unwrap(fromPosition('0000030030030000200000000/1/dionysus:C3,A1/mortal:B2,E1'));
    wine = play(play(wine, 'C3-C4'), 'dome D4');
    expect(toPosition(wine)).toBe('0000030040030000200000000/1/dionysus[+]:C4,A1/mortal:B2,E1');
    wine = play(wine, 'B2-B3');
    expect(wine.outcome).toBeNull();
    expect(santorini.legalMoves(wine).map(formatMove)).toContain('dome A4');
  });
});
