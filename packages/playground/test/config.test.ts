import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from '../src/config.js';

describe('page address', () => {
  it('reads the game, seats, seed, options, view and delay', () => {
    const config = parseHash('#/stratego?seats=human,mcts:300&seed=42&opt.variant=barrage&opt.twoSquareLimit=null&view=1&delay=0');
    expect(config).toEqual({
      gameId: 'stratego',
      seats: 'human,mcts:300',
      seed: 42,
      options: { variant: 'barrage', twoSquareLimit: 'null' },
      view: 1,
      room: null,
      privateRoom: false,
      server: null,
      delay: 0,
    });
  });

  it('is the home page without a game', () => {
    expect(parseHash('')).toBeNull();
    expect(parseHash('#/')).toBeNull();
    expect(parseHash('#')).toBeNull();
  });

  it('ignores a seed, view or delay it cannot read', () => {
    const config = parseHash('#/santorini?seed=abc&view=nobody&delay=-5');
    expect(config?.seed).toBeNull();
    expect(config?.view).toBeNull();
    expect(config?.delay).toBeNull();
    expect(parseHash('#/santorini?view=spectator')?.view).toBe('spectator');
  });

  it('reads an online room and its server, refusing a server that is not a WebSocket address', () => {
    expect(parseHash('#/stratego?room=abc123&server=ws://127.0.0.1:2567')).toMatchObject({ room: 'abc123', server: 'ws://127.0.0.1:2567' });
    expect(parseHash('#/stratego?room=abc123&server=javascript:alert(1)')?.server).toBeNull();
    expect(parseHash('#/stratego?room=new&private=1')).toMatchObject({ room: 'new', privateRoom: true });
    expect(parseHash('#/stratego?room=new&private=yes')?.privateRoom).toBe(false);
  });

  it('writes back what it reads', () => {
    for (const hash of ['#/santorini?seats=human,random&seed=7', '#/yunnori?seed=3&opt.pieces=1&view=spectator', '#/tigerzone?room=abc&server=wss://games.example:2567&seats=human', '#/santorini?room=new&private=1&seats=human,human', '#/pig']) {
      expect(formatHash(parseHash(hash)!)).toBe(hash);
    }
  });
});
