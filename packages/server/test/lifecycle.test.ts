import { describe, expect, it } from 'vitest';
import { randomBot, type AnyGame } from '@games/core';
import { createGameServer } from '../src/index.js';
import { GAMES } from './helpers.js';

describe('the server object', () => {
  it('hosts the five engines by default, checks a game before hosting it, and closes without ever listening', async () => {
    const server = createGameServer({ db: ':memory:', log: () => undefined });
    expect(server.games().sort()).toEqual(['fiery-dragons', 'santorini', 'stratego', 'tigerzone', 'yunnori']);
    expect(() => server.addGame({ id: 'half' } as unknown as AnyGame)).toThrow(/setup is missing|has no setup/);
    expect(() => server.addGame({ ...GAMES.stratego, id: 'Not A Room Name' })).toThrow(/kebab-case/);
    expect(() => server.addBot('random', (game) => randomBot(game))).toThrow();
    expect(() => server.addBot('mcts-9', (game) => randomBot(game))).toThrow();
    server.addBot('dull', (game) => randomBot(game));
    await server.close();
    await server.close();
  });
});
