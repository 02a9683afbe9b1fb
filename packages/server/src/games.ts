import type { AnyGame } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';

/**
 * The five engines every server hosts unless told otherwise: santorini, stratego, yunnori, tigerzone, fiery-dragons.
 *
 * @group Server
 */
export function defaultGames(): AnyGame[] {
  return [santorini, stratego, yunnori, tigerzone, fieryDragons] as AnyGame[];
}

/** The ids of the five engines: their bots may think in worker threads, which load them by id. */
export const defaultGameIds: ReadonlySet<string> = new Set(defaultGames().map((game) => game.id));
