// The Secret Pig of the writing-a-game guide is the file test/guide/my-pig.ts: the guide's code
// block is that file's text, and the kit runs every law on it with the default budget (the bad-input
// law included), so the guide never teaches a game that fails its own kit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { conformance } from '@games/testing/vitest';
import { myPig } from './guide/my-pig.js';

const root = join(import.meta.dirname, '..', '..', '..');

it("the guide's Secret Pig is test/guide/my-pig.ts, character for character", () => {
  const guide = readFileSync(join(root, 'docs', 'guides', 'writing-a-game.md'), 'utf8');
  const file = readFileSync(join(import.meta.dirname, 'guide', 'my-pig.ts'), 'utf8');
  const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```\n/g)].map((match) => match[1]);
  expect(blocks.filter((block) => block!.includes("id: 'my-pig'"))).toEqual([file]);
});

conformance(myPig, {
  options: fc.record({ players: fc.integer({ min: 2, max: 4 }), target: fc.integer({ min: 10, max: 30 }), seed: fc.integer() }),
  errorCodes: ['invalid-options', 'illegal-move', 'malformed-move', 'game-over'],
});
