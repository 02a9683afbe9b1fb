import { describe, expect, it } from 'vitest';
import { randomBot, type AnyGame } from '@games/core';
import { createGameServer, parseBotSpec } from '../src/index.js';
import { GAMES } from './helpers.js';

describe('the server object', () => {
  it('hosts the five engines by default, checks a game before hosting it, and closes without ever listening', async () => {
    const server = createGameServer({ db: ':memory:', log: () => undefined });
    expect(server.games().sort()).toEqual(['fiery-dragons', 'santorini', 'stratego', 'tigerzone', 'yunnori']);
    expect(() => server.addGame({ id: 'half' } as unknown as AnyGame)).toThrow(/has no setup/);
    expect(() => server.addGame({ ...GAMES.stratego, id: 'Not A Room Name' })).toThrow(/kebab-case/);
    expect(() => server.addBot('random', (game) => randomBot(game))).toThrow();
    expect(() => server.addBot('mcts-9', (game) => randomBot(game))).toThrow();
    server.addBot('dull', (game) => randomBot(game));
    await server.close();
    await server.close();
  });
});

describe('bot specifications', () => {
  const registered = new Map([['dull', (game: AnyGame) => randomBot(game)]]);
  it('reads random, mcts, mcts:N and registered names, and refuses the rest with bad-bot', () => {
    expect(parseBotSpec('random', registered)).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseBotSpec('mcts', registered)).toEqual({ ok: true, value: { kind: 'mcts', iterations: 1000 } });
    expect(parseBotSpec('mcts:250', registered)).toEqual({ ok: true, value: { kind: 'mcts', iterations: 250 } });
    expect(parseBotSpec('dull', registered)).toMatchObject({ ok: true, value: { kind: 'custom', name: 'dull' } });
    for (const bad of ['mcts:0', 'mcts:100001', 'mcts:-1', 'mcts:1e3', 'human', '', 7, null, { kind: 'random' }, 'x'.repeat(100)]) {
      const parsed = parseBotSpec(bad, registered);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('bad-bot');
    }
  });
});
