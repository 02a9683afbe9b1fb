import { createRng, int, replay, unwrap } from '@games/core';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/index.js';
import { runEngine } from '../src/commands/engine.js';
import { ENGINE_LIMITS, EngineProtocol } from '../src/commands/engine/protocol.js';
import { scriptedIo } from '../src/io.js';

type Answer = Record<string, any>;

/** A protocol in this process, spoken to in objects. */
function engine() {
  const protocol = new EngineProtocol();
  const send = (request: unknown): Answer => JSON.parse(protocol.handle(typeof request === 'string' ? request : JSON.stringify(request)));
  return { protocol, send };
}

/** Options that keep a random game short enough for a test. */
const OPTIONS: Record<string, Record<string, unknown>> = {
  stratego: { variant: 'barrage', redSetup: 'random', blueSetup: 'random' },
  tigerzone: { deck: ['JJJJ-', 'TLTJ-', 'JLLL-', 'TJTJ-', 'LJJJ-', 'TTTT-', 'JLJL-', 'JJTJX', 'TLLL-', 'LLJJ-', 'JJJJX', 'TLJT-'] },
};

const product = (shape: number[]): number => shape.reduce((a, b) => a * b, 1);

describe('games engine drives every game', () => {
  for (const id of Object.keys(GAMES)) {
    const entry = GAMES[id]!;
    it(`${id}: random games by id and by notation agree with the mask, the observation shape, undo and the record`, () => {
      const { send } = engine();
      const rng = createRng(7);
      for (let round = 0; round < 2; round++) {
        const created = send({ cmd: 'new', game: id, options: OPTIONS[id] ?? {}, seed: 11 + round });
        expect(created.ok).toBe(true);
        const match = created.match as number;
        expect(created.actions).toBe(entry.visit(({ game, optionsFrom }) => game.actions!.count(unwrap(game.setup(optionsFrom({ ...(OPTIONS[id] ?? {}), seed: 11 + round }))))));
        let legal: number[] = created.legal;
        let terminal = false;
        for (let ply = 0; ply < 400 && !terminal; ply++) {
          const listed = send({ cmd: 'legal', match });
          expect(listed.ids).toEqual(legal);
          expect([...listed.ids].sort((a: number, b: number) => a - b)).toEqual(listed.ids);
          const mask: string = send({ cmd: 'mask', match }).mask;
          expect(mask.length).toBe(created.actions);
          expect([...mask].flatMap((bit, index) => (bit === '1' ? [index] : []))).toEqual(legal);
          const actor = send({ cmd: 'actor', match }).actor;
          expect(actor.kind).toBe('player');
          const observed = send({ cmd: 'observe', match, seat: actor.seat });
          expect(observed.data.length).toBe(product(created.shape));
          const pick = int(rng, 0, legal.length - 1);
          // every other step by notation: the same move as its id
          const step = ply % 2 === 0 ? send({ cmd: 'step', match, action: legal[pick] }) : send({ cmd: 'step', match, move: listed.moves[pick] });
          expect(step.ok, JSON.stringify(step)).toBe(true);
          if (ply === 3) {
            // undo, then the same step again gives the same answer (chance is drawn from the seed and the ply)
            const undone = send({ cmd: 'undo', match });
            if (undone.ok) {
              const again = send({ cmd: 'step', match, move: listed.moves[pick] });
              expect(again).toEqual(step);
            } else expect(['undo-crosses-reveal', 'nothing-to-undo']).toContain(undone.error.code);
          }
          legal = step.legal;
          terminal = step.terminal;
          if (terminal) {
            expect(step.rewards).toHaveLength(created.seats);
            expect(send({ cmd: 'rewards', match }).rewards).toEqual(step.rewards);
            expect(send({ cmd: 'terminal', match }).terminal).toBe(true);
            expect(send({ cmd: 'observe', match, seat: 0 }).data.length).toBe(product(created.shape));
          }
        }
        const record = send({ cmd: 'record', match }).record;
        const replayed = entry.visit(({ game }) => replay(game, record));
        expect(replayed.ok, JSON.stringify(replayed)).toBe(true);
        expect(send({ cmd: 'close', match })).toEqual({ ok: true });
        expect(send({ cmd: 'actor', match }).error.code).toBe('unknown-match');
      }
    });
  }

  it('plays many matches in one process and steps them in one batch', () => {
    const { send } = engine();
    const matches = Array.from({ length: 8 }, (_, index) => send({ cmd: 'new', game: 'santorini', seed: index }));
    const batch = send({ cmd: 'batch', steps: matches.map((created) => ({ match: created.match, action: created.legal[0], observe: true })) });
    expect(batch.results).toHaveLength(8);
    for (const result of batch.results) {
      expect(result.ok).toBe(true);
      expect(result.played).toEqual(['place A1']);
      expect(result.observation).toHaveLength(16 * 25);
    }
    const first = matches[0]!;
    const mixed = send({ cmd: 'batch', steps: [{ match: first.match, action: 0 }, { match: 999, action: 0 }, 'x'] });
    expect(mixed.results.map((result: Answer) => result.ok ? 'ok' : result.error.code)).toEqual(['illegal-move', 'unknown-match', 'bad-request']);
  });

  it('draws chance from the seed in auto mode, or takes it named in manual mode', () => {
    const { send } = engine();
    const first = send({ cmd: 'new', game: 'yunnori', seed: 5 });
    const second = send({ cmd: 'new', game: 'yunnori', seed: 5 });
    expect(first.played).toEqual(second.played);
    expect(first.played[0]).toMatch(/^throw /);
    const manual = send({ cmd: 'new', game: 'yunnori', seed: 5, chance: 'manual' });
    expect(manual.actor).toEqual({ kind: 'chance' });
    const outcomes = send({ cmd: 'legal', match: manual.match });
    expect(outcomes.moves).toContain('throw mo');
    expect(outcomes.weights).toHaveLength(outcomes.moves.length);
    expect(send({ cmd: 'step', match: manual.match, action: 0 }).error.code).toBe('chance-acts');
    const given = send({ cmd: 'step', match: manual.match, move: 'throw mo' });
    expect(given.played).toEqual(['throw mo']);
  });

  it('plays bot seats itself when asked to', () => {
    const { send } = engine();
    const created = send({ cmd: 'new', game: 'santorini', seed: 2, seats: 'human,random' });
    const step = send({ cmd: 'step', match: created.match, action: created.legal[0] });
    expect(step.played).toHaveLength(1); // seat 0 places its second worker next
    const second = send({ cmd: 'step', match: created.match, action: step.legal[0] });
    expect(second.played).toHaveLength(3); // its move, then the random seat's two placements
    expect(second.actor).toEqual({ kind: 'player', seat: 0 });
  });
});

describe('games engine answers bad lines with a stable code', () => {
  const cases: [string, string][] = [
    ['garbage', 'bad-json'],
    ['[1,2]', 'bad-request'],
    ['{"cmd":"fly"}', 'unknown-command'],
    ['{"cmd":"new","game":"chess"}', 'unknown-game'],
    ['{"cmd":"new","game":"santorini","seed":1.5}', 'bad-request'],
    ['{"cmd":"new","game":"santorini","options":{"players":9}}', 'invalid-options'],
    ['{"cmd":"new","game":"santorini","options":[]}', 'bad-request'],
    ['{"cmd":"legal","match":"1"}', 'unknown-match'],
    ['{"cmd":"step","match":1}', 'bad-request'],
    ['{"cmd":"step","match":1,"action":-1}', 'unknown-action'],
    ['{"cmd":"step","match":1,"action":"3"}', 'bad-request'],
    ['{"cmd":"step","match":1,"move":"fly away"}', 'malformed-move'],
    ['{"cmd":"step","match":1,"move":"place A1","action":0}', 'bad-request'],
    ['{"cmd":"observe","match":1,"seat":2}', 'bad-request'],
    ['{"cmd":"observe","match":1,"seat":0,"encoding":"hex"}', 'bad-request'],
    ['{"cmd":"undo","match":1}', 'nothing-to-undo'],
    ['{"cmd":"batch","steps":{}}', 'bad-request'],
    [`{"cmd":"batch","steps":[${new Array(ENGINE_LIMITS.batch + 1).fill('{}').join(',')}]}`, 'batch-too-large'],
    [`{"cmd":"games","pad":"${'x'.repeat(ENGINE_LIMITS.lineLength)}"}`, 'line-too-long'],
    ['{"cmd":"games","id":{"a":1}}', 'bad-request'],
  ];
  it.each(cases.map(([line, code]) => [line.length > 80 ? `${line.slice(0, 60)}… (${line.length} characters)` : line, code, line]))('%s -> %s', (_label, code, line) => {
    const { send } = engine();
    expect(send({ cmd: 'new', game: 'santorini', seed: 1 }).ok).toBe(true);
    const answer = send(line);
    expect(answer.ok).toBe(false);
    expect(answer.error.code).toBe(code);
    expect(answer.error.message.length).toBeGreaterThan(0);
    // the match is untouched
    expect(send({ cmd: 'legal', match: 1 }).ids).toHaveLength(25);
  });

  it('echoes the id of a request, answers every line in order and stops at quit', async () => {
    const io = scriptedIo(['{"cmd":"games","id":"a"}', '', 'nonsense', '{"cmd":"quit","id":2}', '{"cmd":"games","id":3}']);
    expect(await runEngine(io)).toBe(0);
    const answers = io.output.trim().split('\n').map((line) => JSON.parse(line));
    expect(answers.map((answer) => [answer.id, answer.ok])).toEqual([['a', true], [undefined, false], [2, true]]);
  });
});
