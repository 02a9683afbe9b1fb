import { describe, expect, it } from 'vitest';
import { botFor, formatSeatSpec, ismctsBot, parseSeatSpec, replay, unwrap, type MatchRecord } from '../src/index.js';
import { arenaMatches, playArenaMatch, runArena } from '../src/arena.js';
import { pig } from '../src/example.js';

describe('seat specs of the bots', () => {
  it('reads mcts as the strong bot with a time budget and uct as plain UCT', () => {
    expect(unwrap(parseSeatSpec('mcts'))).toEqual({ kind: 'mcts' });
    expect(unwrap(parseSeatSpec('uct'))).toEqual({ kind: 'uct' });
    expect(unwrap(parseSeatSpec('UCT:300'))).toEqual({ kind: 'uct', iterations: 300 });
    expect(unwrap(parseSeatSpec('uct:250ms'))).toEqual({ kind: 'uct', milliseconds: 250 });
    for (const text of ['uct', 'uct:300', 'uct:250ms', 'mcts', 'mcts:40']) expect(formatSeatSpec(unwrap(parseSeatSpec(text)))).toBe(text);
    for (const bad of ['uct:0', 'uct:-1', 'uct:99999999ms', 'ucts', 'random:3']) expect(parseSeatSpec(bad).ok).toBe(false);
    expect(unwrap(botFor(pig, { kind: 'mcts' })).name).toBe('mcts(1000ms)');
    expect(unwrap(botFor(pig, { kind: 'mcts', iterations: 50 })).name).toBe('mcts(50)');
    expect(unwrap(botFor(pig, { kind: 'uct' })).name).toBe('uct(1000)');
    expect(unwrap(botFor(pig, { kind: 'uct', milliseconds: 20 })).name).toBe('uct(20ms)');
    expect(unwrap(botFor(pig, { kind: 'mcts', iterations: 50 })).name).toBe(ismctsBot(pig, { iterations: 50 }).name);
  });
});

describe('arena', () => {
  const optionsFor = (seed: number) => ({ players: 2, seed });

  it('plays colour-swapped pairs on the same seeds and options', () => {
    const matches = arenaMatches({ bots: ['mcts:20', 'random'], games: 5, seed: 3, seats: 3 }, optionsFor);
    expect(matches).toHaveLength(6);
    for (let pair = 0; pair < 3; pair++) {
      const [first, second] = [matches[2 * pair]!, matches[2 * pair + 1]!];
      expect(first.seed).toBe(second.seed);
      expect(first.options).toEqual(second.options);
      expect(first.seatBots).toEqual([0, 1, 0]);
      expect(second.seatBots).toEqual([1, 0, 1]);
      expect(second.seats).toEqual(['random', 'mcts:20', 'random']);
    }
    expect(new Set(matches.map((match) => match.seed)).size).toBe(3);
  });

  it('hands optionsFor each match seat specs, so options can follow the bots (each with its own setup)', () => {
    const calls: string[][] = [];
    const matches = arenaMatches({ bots: ['mcts:20', 'random'], games: 4, seed: 3, seats: 2 }, (seed, seats) => {
      calls.push([...seats]);
      return { players: 2, seed, first: seats[0] };
    });
    expect(calls).toEqual([['mcts:20', 'random'], ['random', 'mcts:20'], ['mcts:20', 'random'], ['random', 'mcts:20']]);
    for (const match of matches) expect(match.options.first).toBe(match.seats[0]);
    expect(matches[0]!.options.seed).toBe(matches[1]!.options.seed);
    expect(matches[0]!.options.first).not.toBe(matches[1]!.options.first);
  });

  it('repeats exactly for iteration budgets and a seed, and sums up scores, results and reasons', () => {
    const settings = { bots: ['mcts:30', 'random'] as [string, string], games: 6, seed: 11, seats: 2 };
    const first = unwrap(runArena(pig, settings, optionsFor));
    const again = unwrap(runArena(pig, settings, optionsFor));
    const strip = (report: typeof first) => ({ ...report, bots: report.bots.map(({ meanMs: _m, maxMs: _x, ...rest }) => rest) });
    expect(strip(again)).toEqual(strip(first));
    expect(first.matches).toBe(6);
    expect(first.pairs).toBe(3);
    expect(first.bots[0].wins + first.bots[0].draws + first.bots[0].losses).toBe(6);
    expect(first.bots[0].wins).toBe(first.bots[1].losses);
    expect(first.bots[0].score.mean + first.bots[1].score.mean).toBeCloseTo(1);
    expect(Object.values(first.endReasons).reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(first.bots[0].decisions).toBeGreaterThan(0);
  });

  it("hands each match's record to onMatch, and the record replays to the match's end", () => {
    const records: MatchRecord<unknown>[] = [];
    const plies: number[] = [];
    const outcomes: unknown[] = [];
    unwrap(
      runArena(pig, { bots: ['mcts:20', 'random'], games: 4, seed: 5, seats: 2 }, optionsFor, (result, _done, _total, record) => {
        records.push(record);
        plies.push(result.plies);
        outcomes.push(result.outcome);
      }),
    );
    expect(records).toHaveLength(4);
    records.forEach((record, index) => {
      expect(record.moves).toHaveLength(plies[index]!);
      const replayed = unwrap(replay(pig, record));
      expect(outcomes[index]).not.toBeNull();
      expect(pig.actor(replayed.state)).toEqual({ kind: 'over', outcome: outcomes[index] });
    });
  });

  it('stops a match at the ply cap, sharing its score, and refuses a human seat', () => {
    const [match] = arenaMatches({ bots: ['random', 'random'], games: 2, seed: 1, seats: 2, maxPlies: 3 }, optionsFor);
    const result = unwrap(playArenaMatch(pig, match!));
    expect(result.plies).toBe(3);
    expect(result.outcome).toBeNull();
    expect(result.scores).toEqual([0.5, 0.5]);
    const human = playArenaMatch(pig, { ...match!, seats: ['human', 'random'] });
    expect(!human.ok && human.error.code).toBe('invalid-seat');
  });
});
