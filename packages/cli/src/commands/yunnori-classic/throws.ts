/**
 * Where the stick throws come from: a seeded random generator (`--seed N`, default from the
 * clock), or a script of results (`--throws mo,geol,do`) for tests and demonstrations.
 *
 * @module
 */
import { createRng, err, ok, sampleChance, type Actor, type Result } from '@games/core';
import { isYutResult, THROW_MOVES, YUT_RESULTS, type ThrowMove, type YunnoriMove, type YutResult } from '@games/yunnori';

/** The chance actor of a Yut Nori state: the six throws with their weights. */
export type ThrowActor = Extract<Actor<YunnoriMove>, { kind: 'chance' }>;

/** Gives the next throw whenever the sticks are thrown. */
export interface ThrowSource {
  /** The next throw for this chance actor. Throws {@link ThrowsRanOut} when a script is used up. */
  next(actor: ThrowActor): ThrowMove;
}

/** Thrown when the game needs more throws than `--throws` lists. */
export class ThrowsRanOut extends Error {
  /** @param used How many scripted throws were used. */
  constructor(readonly used: number) {
    super(`the scripted throws (--throws) ran out after ${used} throws`);
    this.name = 'ThrowsRanOut';
  }
}

/**
 * Reads a `--throws` list: result names separated by commas (spaces around them are ignored,
 * case does not matter), e.g. `mo, geol,do,back-do`.
 */
export function parseThrowScript(text: string): Result<YutResult[]> {
  const results: YutResult[] = [];
  const items = text.split(',');
  for (let index = 0; index < items.length; index++) {
    const name = (items[index] as string).trim().toLowerCase();
    if (!isYutResult(name)) {
      return err('invalid-argument', `--throws: item ${index + 1} (${JSON.stringify(name)}) is not one of ${YUT_RESULTS.join(', ')}`);
    }
    results.push(name);
  }
  return ok(results);
}

/** Throws the results of `script` in order, then fails with {@link ThrowsRanOut}. */
export function scriptedThrows(script: readonly YutResult[]): ThrowSource {
  let used = 0;
  return {
    next() {
      const result = script[used];
      if (result === undefined) throw new ThrowsRanOut(used);
      used++;
      return THROW_MOVES[YUT_RESULTS.indexOf(result)] as ThrowMove;
    },
  };
}

/** Throws at random with the weights of the chance actor (four sticks), from a seeded generator. */
export function randomThrows(seed: number): ThrowSource {
  const rng = createRng(seed);
  return {
    next: (actor) => sampleChance(actor, rng) as ThrowMove,
  };
}
