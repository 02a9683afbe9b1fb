// The catalogue as generic hosts use it: every engine plays through one generic function, with
// options for each supported player count; and a strict TypeScript project (the fixture
// test/fixtures/strict-host, type-checked by tsc against the built packages) loops over every
// engine with no cast and no `any`, sets Stratego up with `players`, and cannot pass a raw state
// where a view belongs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pig } from '@games/core/example';
import { catalogue, catalogueEntry, defineEngine, defineEntry, engines } from '@games/catalogue';
import { everySetupTakesPlayers, playEveryEngine, strategoByName } from './fixtures/strict-host/host.js';

const root = join(import.meta.dirname, '..', '..', '..');
const fixture = join(import.meta.dirname, 'fixtures', 'strict-host');
const built = ['core', 'santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons', 'catalogue'].filter((name) => !existsSync(join(root, 'packages', name, 'dist', 'index.d.ts')));
if (built.length > 0) console.log(`strict host type check skipped: no dist/ in ${built.join(', ')} (build first: pnpm build)`);

describe('the catalogue', () => {
  it('lists every engine once, in the order of engines', () => {
    expect(catalogue.map((entry) => entry.id)).toEqual(Object.keys(engines));
    for (const entry of catalogue) {
      expect(entry.visit((engine) => engine.game.id)).toBe(entry.id);
      expect(catalogueEntry(entry.id)).toBe(entry);
    }
    expect(catalogueEntry('chess')).toBeUndefined();
    expect(catalogueEntry({ toString: () => 'stratego' })).toBeUndefined();
  });

  it('gives options that set up a match for every supported player count, and refuses others in setup', () => {
    for (const entry of catalogue) {
      entry.visit((engine) => {
        for (let players = engine.game.players.min; players <= engine.game.players.max; players++) {
          const setup = engine.game.setup(engine.defaultOptions(players, 3));
          expect(`${entry.id} ${players}: ${setup.ok ? 'ok' : setup.error.message}`).toBe(`${entry.id} ${players}: ok`);
          if (setup.ok) expect(engine.game.seats(setup.value)).toBe(players);
        }
        const refused = engine.game.setup(engine.defaultOptions(engine.game.players.max + 1));
        expect(!refused.ok && refused.error.code).toBe('invalid-options');
      });
    }
  });

  it('reads options from named fields, left to setup to check', () => {
    for (const entry of catalogue) {
      entry.visit(({ game, optionsFrom }) => {
        const setup = game.setup(optionsFrom({ players: game.players.max, seed: 4 }));
        expect(`${entry.id}: ${setup.ok ? game.seats(setup.value) : setup.error.message}`).toBe(`${entry.id}: ${game.players.max}`);
        const wrong = game.setup(optionsFrom({ players: 'two' }));
        expect(`${entry.id}: ${wrong.ok ? 'accepted' : wrong.error.code}`).toBe(`${entry.id}: invalid-options`);
      });
    }
    const { game, optionsFrom } = engines.stratego;
    const state = game.setup(optionsFrom({ players: 2, redSetup: 'random', blueSetup: 'random', seed: 1 }));
    expect(state.ok && state.value.phase).toBe('play');
  });

  it("lets a host add an engine of its own beside the catalogue's, visited alike", () => {
    const pigEngine = defineEngine(pig, { summary: 'Secret Pig', defaultOptions: (players) => ({ players, target: 30 }), optionsFrom: (fields) => fields });
    const entry = defineEntry('pig', pigEngine);
    expect([entry.id, entry.title, entry.players, entry.summary]).toEqual(['pig', pig.title, pig.players, 'Secret Pig']);
    expect(pigEngine.defaultOptions(3, 7)).toEqual({ players: 3, target: 30, seed: 7 });
    const seats = entry.visit(({ game, defaultOptions }) => {
      const setup = game.setup(defaultOptions(3, 7));
      return setup.ok ? game.seats(setup.value) : setup.error.message;
    });
    expect(seats).toBe(3);
    expect([...catalogue, entry].map((known) => known.id)).toEqual([...Object.keys(engines), 'pig']);
  });

  it("starts Stratego's default match with play, not 80 placement moves", () => {
    const state = engines.stratego.game.setup(engines.stratego.defaultOptions(2, 1));
    expect(state.ok && state.value.phase).toBe('play');
    expect(strategoByName()).toBe(100);
  });

  it('plays every engine through the fixture host, one generic function', () => {
    const played = playEveryEngine(12);
    expect(played.map((match) => match.id)).toEqual(Object.keys(engines));
    for (const match of played) expect(match.plies).toBe(12);
    expect(everySetupTakesPlayers()).toEqual([true, true, true, true, true]);
  });

  it('the fixture host has no cast and no any', () => {
    const code = readFileSync(join(fixture, 'host.ts'), 'utf8').replace(/\/\/.*$/gm, '');
    expect(code.match(/\bany\b/g)).toBeNull();
    expect(code.match(/\bas\s+(?!const\b)\w/g)).toBeNull();
    expect(code.match(/<\w+>\s*\w/g)).toBeNull();
  });

  it.skipIf(built.length > 0)('a strict TypeScript project type-checks the fixture host against the built packages', () => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(fixture, 'tsconfig.json')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    expect(output).toBe('');
  }, 180_000);
});
