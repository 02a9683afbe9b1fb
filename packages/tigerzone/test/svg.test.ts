import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { arbReachableState, scenario } from '@games/testing';
import { readSvgBoard as parts, svgBoardLaws, svgTokens as tokensOf } from '@games/testing/svg';
import { tigerzone, type TigerZoneMove, type TigerZoneOptions, type TigerZoneState } from '@games/tigerzone';
import { renderSvg } from '@games/tigerzone/svg';

/** A short deck full of all-lake tiles, so that tiles that fit nowhere come up often. */
const WATERLOGGED = ['LJJJ-', 'JJJJ-', 'LLLL-', 'TJJT-', 'LLLL-', 'JJJJX', 'LLLL-', 'JLLL-', 'LLLL-', 'TLLLC', 'LLLL-', 'JJJJ-', 'LLLL-', 'LLLL-'];

const options: fc.Arbitrary<TigerZoneOptions> = fc.oneof(
  fc.record({ seed: fc.nat({ max: 1000 }), players: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ deck: fc.constant(WATERLOGGED), players: fc.integer({ min: 2, max: 3 }) }),
);

function svgOf(state: TigerZoneState, seat: number | null, selected: string[] = [], highlight: string[] = []): string {
  return renderSvg(tigerzone.view(state, seat), seat, { selected, highlight });
}

/** The clicks that build `move`: tokens a user picks in turn, each drawn once the ones before are selected. */
function clicksOf(move: TigerZoneMove): string[] {
  if (move.kind === 'place') {
    const slot = `AT ${move.x} ${move.y}`;
    const follower = move.follower === 'tiger' ? `TIGER ${move.zone}` : move.follower === 'none' ? 'NONE' : 'CROCODILE';
    return [slot, `${slot} ${move.rotation}`, follower];
  }
  if (move.action === 'pass') return ['PASS'];
  if (move.action === 'retrieve') return [`TIGER AT ${move.x} ${move.y}`];
  return [`TO ${move.x} ${move.y}`];
}

describe('tigerzone renderSvg', () => {
  it('draws the start tile and the four empty cells around it as slots named as in the notation', () => {
    const state = unwrap(tigerzone.setup({ seed: 1 }));
    const found = parts(svgOf(state, 0));
    expect(found.filter((part) => part.kind === 'tile').map((part) => part.token)).toEqual(['TO 0 0']);
    expect(found.filter((part) => part.kind === 'tile-slot').map((part) => part.token)).toEqual(['AT 0 1', 'AT -1 0', 'AT 1 0', 'AT 0 -1']);
    expect(found.filter((part) => part.kind === 'rotation')).toEqual([]);
  });

  it('a selected slot offers the four rotations; a selected rotation offers the nine zones and the followers', () => {
    const state = unwrap(tigerzone.setup({ seed: 1 }));
    const rotations = parts(svgOf(state, 0, ['AT 0 1']));
    expect(rotations.find((part) => part.token === 'AT 0 1')!.classes).toEqual(['selected']);
    expect(rotations.filter((part) => part.kind === 'rotation').map((part) => part.token)).toEqual(['AT 0 1 0', 'AT 0 1 90', 'AT 0 1 180', 'AT 0 1 270']);
    const followers = parts(svgOf(state, 0, ['AT 0 1', 'AT 0 1 90'], ['TIGER 5', 'NONE']));
    expect(followers.filter((part) => part.kind === 'zone').map((part) => part.token)).toEqual(Array.from({ length: 9 }, (_, zone) => `TIGER ${zone + 1}`));
    expect(followers.filter((part) => part.kind === 'follower').map((part) => part.token)).toEqual(['NONE', 'CROCODILE']);
    expect(followers.filter((part) => part.classes.includes('highlight')).map((part) => part.token)).toEqual(['TIGER 5', 'NONE']);
  });

  it('every legal move can be built by clicking: each next token is on an element once the previous ones are selected', () => {
    fc.assert(
      fc.property(arbReachableState(tigerzone, options, { maxPlies: 40 }), ({ state }) => {
        const actor = tigerzone.actor(state);
        if (actor.kind !== 'player') return;
        const seen = new Map<string, Set<string>>();
        // The slots drawn as fitting are exactly those of the legal placements.
        const fitting = parts(svgOf(state, actor.seat)).filter((part) => part.kind === 'tile-slot' && part.text.includes(' fits here'));
        const placements = tigerzone.legalMoves(state).flatMap((move) => (move.kind === 'place' ? [`AT ${move.x} ${move.y}`] : []));
        expect(new Set(fitting.map((part) => part.token))).toEqual(new Set(placements));
        for (const move of tigerzone.legalMoves(state)) {
          const clicks = clicksOf(move);
          const notation = tigerzone.formatMove(move);
          clicks.forEach((token, index) => {
            // Each click is a run of words of the notation, and drawn once the clicks before it are selected.
            expect(` ${notation} `, token).toContain(` ${token} `);
            const selected = clicks.slice(0, index).join('|');
            if (!seen.has(selected)) seen.set(selected, tokensOf(svgOf(state, actor.seat, clicks.slice(0, index))));
            expect(seen.get(selected), `${notation} after ${selected}`).toContain(token);
          });
        }
      }),
      { numRuns: 15, seed: 41 },
    );
  });

  it('a tile that fits nowhere: pass, retrieve and add are on the board', () => {
    // LJJJ- turned 90 caps the start tile's lake, so LLLL- fits nowhere.
    const stuck = scenario(tigerzone)
      .setup({ deck: ['LJJJ-', 'JJJJ-', 'LLLL-', 'JJJJ-', 'JJJJ-'] })
      .play('PLACE LJJJ- AT 1 0 90 TIGER 1', 'PLACE JJJJ- AT -1 0 0 TIGER 1');
    const { state } = stuck;
    const found = parts(svgOf(state, 0));
    expect(found.filter((part) => part.kind === 'tile-slot' && part.text.includes(' fits here'))).toEqual([]);
    const present = tokensOf(svgOf(state, 0));
    for (const move of tigerzone.legalMoves(state)) for (const token of clicksOf(move)) expect(present, tigerzone.formatMove(move)).toContain(token);
    stuck.expectLegal(['TILE LLLL- UNPLACEABLE PASS', 'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0', 'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0'], { ordered: true });
  });

  it("the deck's order is drawn only when revealed", () => {
    fc.assert(
      fc.property(arbReachableState(tigerzone, options, { maxPlies: 40 }), ({ state }) => {
        for (const seat of [...Array.from({ length: state.players }, (_, each) => each), null]) expect(svgOf(state, seat)).not.toContain('Deck (revealed)');
      }),
      { numRuns: 30, seed: 42 },
    );
    const revealed = unwrap(tigerzone.setup({ seed: 5, revealDeck: true }));
    expect(svgOf(revealed, 0)).toContain(`Deck (revealed): ${revealed.deck.slice(1, 9).join(' ')}`);
  });
});

// Well-formed SVG, every legal move built by clicks (seed 42: the clicking law 8 runs of up to 40
// plies) and the same picture for a re-dealt deck (30 runs). TigerZone draws rotations and
// followers only once a slot is selected: not every word is drawn at once.
describe('tigerzone renderSvg: the laws of @games/testing/svg', () => {
  for (const law of svgBoardLaws(tigerzone, renderSvg, { options, maxPlies: 40, numRuns: 30, clickRuns: 8, seed: 42, statesPerRun: 0, everyWordDrawn: false })) it(law.name, law.check);
});
