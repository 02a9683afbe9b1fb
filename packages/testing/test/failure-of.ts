import { LawFailure } from '@games/testing';

/** The LawFailure a law's check throws; fails the test when the law passes or throws something else. */
export function failureOf(check: () => void): LawFailure {
  try {
    check();
  } catch (thrown) {
    if (thrown instanceof LawFailure) return thrown;
    throw thrown;
  }
  throw new Error('the law passed');
}
