import type { Session } from '@games/core';

/** A match session of any game, as a page holds it (core's `Session`). */
export type AnySession = Session<unknown, unknown, unknown, unknown>;
