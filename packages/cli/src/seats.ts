import { err, mctsBot, ok, randomBot, type AnyGame, type Bot, type Result } from '@games/core';

/**
 * Who sits in a seat: a person at the terminal, or a bot.
 *
 * @group Seats
 */
export type SeatPlayer = { kind: 'human' } | { kind: 'bot'; bot: Bot<unknown, unknown> };

/**
 * Reads one seat name: `human`, `random`, `mcts` (500 iterations) or `mcts:N` (N iterations).
 *
 * @group Seats
 */
export function seatPlayer(game: AnyGame, name: string): Result<SeatPlayer> {
  const text = name.trim().toLowerCase();
  if (text === 'human') return ok({ kind: 'human' });
  if (text === 'random') return ok({ kind: 'bot', bot: randomBot(game) });
  const mcts = /^mcts(?::(\d+))?$/.exec(text);
  if (mcts) {
    const iterations = mcts[1] === undefined ? 500 : Number(mcts[1]);
    if (!Number.isSafeInteger(iterations) || iterations < 1) return err('invalid-seat', `mcts needs at least 1 iteration, got "${name}"`);
    return ok({ kind: 'bot', bot: mctsBot(game, { iterations }) });
  }
  return err('invalid-seat', `unknown seat "${name}": use human, random, mcts or mcts:N`);
}

/**
 * Reads a comma-separated seat list for `count` seats; a shorter list is filled with its last
 * entry (so `--seats mcts` means every seat is mcts).
 *
 * @group Seats
 */
export function seatPlayers(game: AnyGame, list: string, count: number): Result<SeatPlayer[]> {
  const names = list.split(',').map((name) => name.trim()).filter((name) => name.length > 0);
  if (names.length === 0) return err('invalid-seat', 'no seats given');
  if (names.length > count) return err('invalid-seat', `${names.length} seats given, but this match has ${count}`);
  while (names.length < count) names.push(names[names.length - 1]!);
  const players: SeatPlayer[] = [];
  for (const name of names) {
    const player = seatPlayer(game, name);
    if (!player.ok) return player;
    players.push(player.value);
  }
  return ok(players);
}
