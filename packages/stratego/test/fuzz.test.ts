// Issue 19: the text readers (Gravon records, setup strings, move notation) fuzzed with
// mutations of valid inputs. Whatever the input, a reader never throws (fast-check fails the run
// on an exception) and never hangs; what it accepts round-trips exactly.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, pick, replay, unwrap } from '@games/core';
import { arbMutatedText } from '@games/testing';
import { describeSetup, formatSetup, namedSetups, setupToMoves, stratego, VARIANTS, type StrategoState, type Variant } from '@games/stratego';
import { formatGravon, parseGravon } from '@games/stratego/gravon';
import { DATA } from './helpers.js';

/** One to four edits of a valid text (insert, delete, replace or repeat up to 12 characters), inserting up to three of `pieces` or short random strings. */
function mutated(valid: readonly string[], pieces: readonly string[]): fc.Arbitrary<string> {
  const piece = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3 })), { maxLength: 3 }).map((parts) => parts.join(''));
  return arbMutatedText(valid, piece, { minEdits: 1, maxEdits: 4, maxSpan: 12 });
}

/** A short game of `variant` from random setups, as the text of a Gravon record. */
function gravonSample(variant: Variant, seed: number, plies: number): string {
  const options = { variant, seed, redSetup: 'random', blueSetup: 'random' };
  let state: StrategoState = unwrap(stratego.setup(options));
  const rng = createRng(seed);
  const moves: string[] = [];
  for (let ply = 0; ply < plies && stratego.legalMoves(state).length > 0; ply++) {
    const move = pick(rng, stratego.legalMoves(state));
    moves.push(stratego.formatMove(move));
    state = unwrap(stratego.play(state, move));
  }
  return unwrap(formatGravon({ options, moves, players: [`Red ${seed}`, 'Blue & co'] }));
}

const REAL = join(DATA, 'classic-2004.11-0.xml');
const GRAVON_SEEDS = [
  ...VARIANTS.map((variant, index) => gravonSample(variant, index + 1, 12)),
  ...(existsSync(REAL) ? [readFileSync(REAL, 'utf8')] : []),
];
const XML_PIECES = ['<', '>', '/>', '</', '"', "'", '=', '&amp;', '&lt;', '&#65;', '&#x110000;', '&constructor;', '&__proto__;', '<![CDATA[x]]>', '<!-- c -->', '<?pi?>', ':', '_', 'A', 'N', 'Y', 'M', 'E4', 'K:', 'type="', 'id="', '__proto__', 'constructor', '<move id="1" source="E4" target="E5"/>', '<result type="1" winner="2"/>', '<player id="1">x</player>', ' ', '\n', '\u0000', '\ud800'];

describe('fuzzing the text readers with mutations of valid inputs (issue 19)', () => {
  it('the Gravon reader: never throws; an accepted record that replays writes back and reads back equal', () => {
    if (!existsSync(REAL)) console.log(`fuzz: ${REAL} is absent, fuzzing generated records only`);
    let accepted = 0;
    fc.assert(
      fc.property(mutated(GRAVON_SEEDS, XML_PIECES), (text) => {
        const read = parseGravon(text);
        if (!read.ok) {
          expect(read.error.code).toBe('malformed-record');
          return;
        }
        accepted++;
        const record = read.value;
        const written = formatGravon(record);
        expect(written.ok).toBe(replay(stratego, record).ok);
        if (!written.ok) return;
        const again = unwrap(parseGravon(written.value));
        expect(again).toEqual(record);
        expect(unwrap(formatGravon(again))).toBe(written.value);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: Number(process.env.FUZZ_SEED ?? 19) },
    );
    if (process.env.FUZZ_RUNS) console.log(`fuzz: ${accepted} accepted Gravon records`);
    expect(accepted).toBeGreaterThan(0);
  });

  it('the setup-string reader: never throws; an accepted setup reads back the same, plays iff complete', () => {
    const seeds: [Variant, string][] = [
      ...namedSetups.map((named): [Variant, string] => [named.variant, named.setup]),
      ...VARIANTS.map((variant, seat): [Variant, string] => [variant, formatSetup(unwrap(stratego.setup({ variant, seed: 3, redSetup: 'random', blueSetup: 'random' })).board, seat % 2)]),
    ];
    const setupPieces = ['M', '9', '8', '2', 'S', 's', 'B', 'b', 'F', 'f', '.', '-', '/', ' ', 'J', 'X', '0', '10', '\t'];
    const texts = fc.nat({ max: seeds.length - 1 }).chain((index) => mutated([seeds[index]![1]], setupPieces).map((text) => [seeds[index]![0], text] as const));
    fc.assert(
      fc.property(texts, ([variant, text]) => {
        const report = describeSetup(text, variant);
        const placed = setupToMoves(0, text, variant);
        const started = stratego.setup({ variant, redSetup: text });
        if (!report.ok) {
          expect(report.error.code).toBe('invalid-setup');
          expect(placed.ok).toBe(false);
          expect(started.ok).toBe(false);
          return;
        }
        expect(unwrap(describeSetup(report.value.setup, variant))).toEqual(report.value);
        expect(placed.ok).toBe(report.value.complete);
        expect(started.ok).toBe(report.value.complete);
        if (started.ok) expect(formatSetup(started.value.board, 0)).toBe(report.value.setup);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 600), seed: Number(process.env.FUZZ_SEED ?? 19) },
    );
  });

  it('the notation reader: never throws; an accepted move writes back to text that reads the same move', () => {
    const states = [unwrap(stratego.setup({ seed: 1 })), unwrap(stratego.setup({ seed: 1, redSetup: 'random', blueSetup: 'random' }))];
    const seeds = states.flatMap((state) => stratego.legalMoves(state).map((move) => stratego.formatMove(move))).concat(['K10-K9', 'A1xA2', 'place F K10', 'e4 - e5', 'K:-K9']);
    fc.assert(
      fc.property(mutated(seeds, ['-', 'x', ' ', 'place', 'F', 'M', '10', ':', 'J', 'K', 'e', '4', '\n']), fc.nat({ max: 1 }), (text, which) => {
        const state = states[which]!;
        const parsed = stratego.parseMove(text, state);
        if (!parsed.ok) {
          expect(['malformed-move', 'off-board']).toContain(parsed.error.code);
          return;
        }
        const written = stratego.formatMove(parsed.value);
        expect(written).not.toMatch(/^<not a move/);
        expect(unwrap(stratego.parseMove(written, state))).toEqual(parsed.value);
        expect(stratego.formatMove(unwrap(stratego.parseMove(written, state)))).toBe(written);
        const played = stratego.play(state, parsed.value);
        expect(played.ok).toBe(stratego.legalMoves(state).some((legal) => stratego.formatMove(legal) === written));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 800), seed: Number(process.env.FUZZ_SEED ?? 19) },
    );
  });
});
