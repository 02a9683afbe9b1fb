import { createRng, deriveSeed, sampleChance, type Outcome, type Rng } from '@games/core';
import type { GameEntry } from './registry.js';
import type { SeatPlayer } from './seats.js';

/**
 * What happened in one bot-only match.
 *
 * @group Matches
 */
export interface MatchSummary {
  /** The outcome, or `null` when the ply cap stopped the match first. */
  outcome: Outcome | null;
  /** Moves played, chance included. */
  plies: number;
  /** Player decisions made (chance excluded). */
  decisions: number;
}

/**
 * Called after each move of {@link runBotMatch}.
 *
 * @group Matches
 */
export type MoveListener = (event: { ply: number; seat: number | null; notation: string; state: unknown }) => void;

/**
 * Plays one match between bots from `state`, chance sampled with an rng seeded from `seed`;
 * each bot draws from its own derived rng, so the match depends only on the seed. (Bulk play for
 * `sim` and `demo`: it calls the engine directly, without the host step's per-seat views.)
 *
 * @group Matches
 */
export function runBotMatch(entry: GameEntry, state: unknown, players: SeatPlayer[], seed: number, maxPlies: number, onMove?: MoveListener): MatchSummary {
  const { game } = entry;
  const chance: Rng = createRng(deriveSeed(seed, 'chance'));
  const botRngs = players.map((_, seat) => createRng(deriveSeed(seed, `seat-${seat}`)));
  let current = state;
  let plies = 0;
  let decisions = 0;
  while (plies < maxPlies) {
    const actor = game.actor(current);
    if (actor.kind === 'over') return { outcome: actor.outcome, plies, decisions };
    let move: unknown;
    let seat: number | null = null;
    if (actor.kind === 'chance') move = sampleChance(actor, chance);
    else {
      seat = actor.seat;
      const player = players[actor.seat];
      if (player === undefined || player.kind !== 'bot') throw new Error(`seat ${actor.seat} has no bot`);
      const chosen = player.bot.chooseMove(current, botRngs[actor.seat]!);
      if (!chosen.ok) throw new Error(`${player.bot.name} could not move: ${chosen.error.message}`);
      move = chosen.value;
      decisions++;
    }
    const played = game.play(current, move);
    if (!played.ok) throw new Error(`${game.id} refused ${game.formatMove(move)}: ${played.error.message}`);
    current = played.value;
    plies++;
    onMove?.({ ply: plies, seat, notation: game.formatMove(move), state: current });
  }
  const actor = game.actor(current);
  return { outcome: actor.kind === 'over' ? actor.outcome : null, plies, decisions };
}

/**
 * Whether an outcome is a draw: every seat ranked first together.
 *
 * @group Matches
 */
export function isDraw(outcome: Outcome): boolean {
  return outcome.ranking.length === 1 && (outcome.ranking[0]?.length ?? 0) > 1;
}

/**
 * A one-line description of an outcome: `seat 0 wins (reached-level-3), scores 12-9 after 40
 * moves`; `names` gives seats their names (`Red`).
 *
 * @group Matches
 */
export function describeOutcome(outcome: Outcome | null, plies: number, names: (seat: number) => string = (seat) => `seat ${seat}`): string {
  if (outcome === null) return `stopped after ${plies} moves without a result`;
  const first = outcome.ranking[0] ?? [];
  const head = isDraw(outcome)
    ? `draw between ${first.map(names).join(', ')}`
    : first.length === 1
      ? `${names(first[0]!)} wins`
      : `${first.map(names).join(', ')} share first place`;
  const scores = outcome.scores === undefined ? '' : `, scores ${outcome.scores.join('-')}`;
  return `${head} (${outcome.reason})${scores} after ${plies} moves`;
}
