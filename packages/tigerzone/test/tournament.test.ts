import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replay as replayRecord, unwrap } from '@games/core';
import { scoresOf, standardDeck, tigerzone, type TigerZoneState } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';

/** One game of the 2016-12-02 tournament log. */
interface LoggedGame {
  round: number;
  gid: number;
  p1: string;
  p2: string;
  moves: string[];
  moverScoreAfterMove: number[];
  serverFinal: [number, number];
  rulesExact: boolean;
  rulesExactPerMove: boolean;
  firstRulesDivergenceMove: number | null;
  ruleViolations: string[];
}

const path = fileURLToPath(new URL('../../../../shared/data/tigerzone/tournament-2016-12-02.json', import.meta.url));
const present = existsSync(path);
const data = present ? (JSON.parse(readFileSync(path, 'utf8')) as { tiles: string[]; start: string; games: LoggedGame[] }) : null;

/** `TJJT- 0 1 180 TIGER 5` in the log is `PLACE TJJT- AT 0 1 180 TIGER 5` in the protocol. */
function protocol(logged: string): string {
  const [tile, ...rest] = logged.split(' ');
  return `PLACE ${tile} AT ${rest.join(' ')}`;
}

function label(game: LoggedGame): string {
  return `round ${game.round} game ${game.gid}: ${game.p1} v ${game.p2}`;
}

/**
 * Our engine's first score difference in a game where the log's `firstRulesDivergenceMove` is
 * later: move 47 of this game closes a trail loop through two stubs of the boar tile TLTTP at
 * (2, 1), the very case the notes of round 1 and round 12 describe (the server counted the boar
 * twice, 6 points; the rules count it once, 5 points).
 */
const KNOWN_EARLIER_DIVERGENCE: Record<string, number> = { 'round 4 game 1: TEAMP v TEAMI': 47 };

/** Moves (0-based) the server accepted against the rules: a second crocodile, or a tiger from an empty supply. */
function violations(game: LoggedGame): number[] {
  return game.ruleViolations.map((entry) => Number(entry.split(':')[0]) - 1);
}

/**
 * Replays a logged game through `tigerzone`, calling `visit` after every move. A move the rules
 * refuse (a listed violation) is played without its follower instead, so the game goes on.
 */
function replay(game: LoggedGame, visit: (index: number, state: TigerZoneState) => void): void {
  let state = unwrap(tigerzone.setup({ deck: data!.tiles, revealDeck: true }));
  const refused = violations(game);
  game.moves.forEach((logged, index) => {
    const move = unwrap(tigerzone.parseMove(protocol(logged), state));
    if (refused.includes(index)) {
      const result = tigerzone.play(state, move);
      if (result.ok) throw new Error(`move ${index + 1} ${logged} should break the rules`);
      if (result.error.code !== 'illegal-meeple-placement') throw new Error(`move ${index + 1}: ${result.error.code}`);
      state = unwrap(tigerzone.play(state, unwrap(tigerzone.parseMove(protocol(logged).replace(/ (TIGER \d|CROCODILE)$/, ' NONE'), state))));
    } else {
      const legal = tigerzone.legalMoves(state);
      if (!legal.some((candidate) => JSON.stringify(candidate) === JSON.stringify(move))) throw new Error(`move ${index + 1} ${logged} is not listed as legal`);
      state = unwrap(tigerzone.play(state, move));
    }
    visit(index, state);
  });
}

describe.skipIf(!present)('the 2016-12-02 tournament (shared/data/tigerzone, skipped when absent)', () => {
  const games = data?.games ?? [];

  it('starts from the logged start tile', () => {
    expect(data!.start).toBe('TLTJ- AT 0 0 0');
    expect(unwrap(tigerzone.setup({ deck: data!.tiles })).tiles[0]).toMatchObject({ code: 'TLTJ-', x: 0, y: 0, rotation: 0 });
  });

  it('holds the 49 games on one deck of the 76 tiles', () => {
    expect(games).toHaveLength(49);
    expect([...data!.tiles].sort()).toEqual(standardDeck().sort());
  });

  it('replays a game without violations as a core match record, and points at a violation', () => {
    const clean = games.find((game) => game.rulesExact && game.ruleViolations.length === 0)!;
    const record = { game: 'tigerzone', options: { deck: data!.tiles }, moves: clean.moves.map(protocol) };
    const replayed = unwrap(replayRecord(tigerzone, record));
    expect(scoresOf(replayed.state)).toEqual(clean.serverFinal);
    const broken = games.find((game) => game.ruleViolations.length > 0)!;
    const failed = replayRecord(tigerzone, { game: 'tigerzone', options: { deck: data!.tiles }, moves: broken.moves.map(protocol) });
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect((failed.error as { ply?: number }).ply).toBe(violations(broken)[0]! + 1);
  });

  for (const game of games) {
    describe(label(game), () => {
      const refused = violations(game);
      const divergence = Math.min(
        game.firstRulesDivergenceMove ?? game.moves.length + 1,
        KNOWN_EARLIER_DIVERGENCE[label(game)] ?? game.moves.length + 1,
      ) - 1;

      it(refused.length === 0 ? 'plays every move legally to the end' : `plays every move legally but the violations ${game.ruleViolations.join(', ')}`, () => {
        let last: TigerZoneState | null = null;
        replay(game, (_index, state) => {
          last = state;
        });
        expect(last).not.toBeNull();
        expect(tigerzone.actor(last!).kind).toBe('over');
      });

      const checked = game.rulesExactPerMove ? game.moverScoreAfterMove.length : Math.min(divergence, game.moverScoreAfterMove.length);
      it(`matches the mover's running score ${game.rulesExactPerMove ? 'after every move' : `for the first ${checked} moves`}`, () => {
        const logged = game.moverScoreAfterMove.slice(0, checked);
        const ours: number[] = [];
        replay(game, (index, state) => {
          if (index < checked) ours.push(scoresOf(state)[index % 2]!);
        });
        expect(ours).toEqual(logged);
      });

      if (game.rulesExact) {
        it(`ends ${game.serverFinal.join(' to ')}`, () => {
          let final: number[] = [];
          replay(game, (_index, state) => {
            final = scoresOf(state);
          });
          expect(final).toEqual(game.serverFinal);
        });
      }
    });
  }
});
