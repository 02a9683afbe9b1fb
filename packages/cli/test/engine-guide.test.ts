import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EngineProtocol } from '../src/commands/engine/protocol.js';

const guide = readFileSync(fileURLToPath(new URL('../../../docs/guides/engine-protocol.md', import.meta.url)), 'utf8');

/** The request and answer lines of the guide's transcript. */
function transcript(): { request: string; answer: string }[] {
  const block = /## A session[\s\S]*?```text\n([\s\S]*?)```/.exec(guide);
  if (block === null) throw new Error('the guide has no transcript');
  const lines = block[1]!.trimEnd().split('\n');
  const pairs: { request: string; answer: string }[] = [];
  for (let index = 0; index < lines.length; index += 2) {
    const request = lines[index]!;
    const answer = lines[index + 1] ?? '';
    if (!request.startsWith('> ') || !answer.startsWith('< ')) throw new Error(`transcript line ${index + 1}: expected "> request" then "< answer"`);
    pairs.push({ request: request.slice(2), answer: answer.slice(2) });
  }
  return pairs;
}

describe('the engine protocol guide', () => {
  it('has a transcript that an engine answers line for line', () => {
    const protocol = new EngineProtocol();
    const pairs = transcript();
    expect(pairs.length).toBeGreaterThan(10);
    for (const { request, answer } of pairs) expect(JSON.parse(protocol.handle(request)), request).toEqual(JSON.parse(answer));
    expect(protocol.done).toBe(true);
  });

  it('lists every command the engine knows', () => {
    const known = /commands: ([a-z, ]+)/.exec(new EngineProtocol().handle('{"cmd":"?"}'))![1]!.split(', ');
    for (const command of known) expect(guide).toContain(`| \`${command}\``);
  });
});
