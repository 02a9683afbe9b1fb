import { readFileSync } from 'node:fs';
import { parseRecord, replay, type MatchRecord, type Result } from '@games/core';
import { parseGravon } from '@games/stratego';
import type { Io } from '../io.js';
import { describeOutcome } from '../match-runner.js';
import { gameEntry } from '../registry.js';

/** Reads a record file: Gravon XML (a Stratego archive game) or a JSON match record. */
export function readRecordFile(path: string): Result<MatchRecord> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, error: { code: 'unreadable-file', message: `cannot read ${path}: ${(error as Error).message}` } };
  }
  return text.trimStart().startsWith('<') ? parseGravon(text) : parseRecord(text);
}

/**
 * `games replay <file>`: steps through a record move by move, printing each move and the board
 * every `boardEvery` moves (0: only the final one), and reports the first bad move with its ply
 * and reason (exit status 1).
 */
export function replayRecord(io: Io, path: string, boardEvery: number): number {
  const record = readRecordFile(path);
  if (!record.ok) {
    io.err(`${path}: ${record.error.message} (${record.error.code})\n`);
    return 1;
  }
  const entry = gameEntry(record.value.game);
  if (entry === undefined) {
    io.err(`${path}: unknown game "${record.value.game}"\n`);
    return 1;
  }
  const { game } = entry;
  const result = replay(game, record.value);
  const states = result.ok ? result.value.states : [];
  const failedAt = result.ok ? record.value.moves.length + 1 : (result.error as { ply?: number }).ply ?? 0;
  if (!result.ok && failedAt === 0) {
    io.err(`${path}: ${result.error.message} (${result.error.code})\n`);
    return 1;
  }
  // When the replay failed, rebuild the states up to the bad move to show them.
  let shown = states;
  if (!result.ok) {
    const partial = replay(game, { ...record.value, moves: record.value.moves.slice(0, failedAt - 1) });
    shown = partial.ok ? partial.value.states : [];
  }
  io.out(`${game.title}: ${record.value.moves.length} moves\n`);
  for (let ply = 1; ply < shown.length; ply++) {
    io.out(`${ply}. ${record.value.moves[ply - 1]}\n`);
    if (boardEvery > 0 && ply % boardEvery === 0) io.out(`${entry.render(game.view(shown[ply], null))}\n`);
  }
  const last = shown[shown.length - 1];
  if (last !== undefined) io.out(`${entry.render(game.view(last, null))}\n`);
  if (!result.ok) {
    io.out(`Bad move at ply ${failedAt}: ${result.error.message}\n`);
    return 1;
  }
  const actor = game.actor(result.value.state);
  io.out(actor.kind === 'over' ? `Result: ${describeOutcome(actor.outcome, record.value.moves.length)}\n` : 'The record ends before the game does.\n');
  return 0;
}
