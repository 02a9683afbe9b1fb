import type { Outcome } from '@games/core';
import { formatMove, ForfeitReason, forfeitReasonFor, formatServerMessage, readAnswer, scoresOf, START_TILE, type ForfeitReasonText, type MovePrompt, type ServerMessage } from '@games/tigerzone';
import { followEcho, startGame, type TournamentGame } from '../tigerzone/games.js';
import type { LineConnection, LineEvent } from '../tigerzone/line-connection.js';

/**
 * A player of the tournament: the login and the connection.
 *
 * @group TigerZone tournament
 */
export interface Entrant {
  /** The login, such as `TEAMA`. */
  readonly name: string;
  /** The connection (closed once the player has left). */
  readonly connection: LineConnection;
}

/**
 * How one game of a match ended.
 *
 * @group TigerZone tournament
 */
export interface GameResult {
  /** The game id, `1` or `2`. */
  game: string;
  /** The players by seat (seat 0 moved first). */
  players: [string, string];
  /** The final scores by seat (the running scores when a forfeit ended the game). */
  scores: [number, number];
  /** The forfeit that ended the game, if one did. */
  forfeit: { player: string; move: number; reason: ForfeitReasonText } | null;
  /** The winners' names (both for a tie). */
  winners: string[];
  /** The outcome by our rules of a game played to the end; null for a forfeited game. */
  outcome: Outcome | null;
  /** The game's match record. */
  record: ReturnType<TournamentGame['record']>;
}

/**
 * Whose rules judge the moves: `standard` (ours, the default) or `2016`, which also accepts the
 * followers the 2016 server accepted and our rules refuse (a tiger or crocodile beyond the supply,
 * a crocodile where a lake or trail already holds one), each recorded among the game's
 * `serverRulings` so that its record replays.
 *
 * @group TigerZone tournament
 */
export type TournamentRules = 'standard' | '2016';

/**
 * Settings of one match.
 *
 * @group TigerZone tournament
 */
export interface MatchSettings {
  /** The round number and the number of rounds. */
  round: number;
  rounds: number;
  /** The 76 tiles after the start tile, in order. */
  deck: readonly string[];
  /** The move time in milliseconds announced in each prompt. */
  moveMs: number;
  /** Extra time the server waits beyond the announced move time (the 2016 server waited about 1.1 s for 1 s). */
  graceMs: number;
  /** The `MATCH BEGINS IN <s> SECONDS` delay (10 in the 2016 tournament). */
  beginSeconds: number;
  /** Whose rules judge the moves (default `standard`). */
  rules?: TournamentRules;
}

interface LiveGame {
  id: string;
  seats: [Entrant, Entrant];
  game: TournamentGame;
  forfeit: GameResult['forfeit'];
}

function tell(players: readonly Entrant[], message: ServerMessage): void {
  const line = formatServerMessage(message);
  for (const player of players) player.connection.send(line);
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's verdict on a mover's answer (or its absence) in `live.game`: the echo every player
 * of the match receives, or the forfeit with the 2016 reason. A move the rules allow is played;
 * under the `2016` rules a follower only the 2016 server allowed is played as ruled (`live.game`
 * is then the game rebuilt with that ruling).
 *
 * @group TigerZone tournament
 */
export function judgeAnswer(
  live: { game: TournamentGame },
  prompt: MovePrompt,
  mover: { name: string; seat: number },
  answer: LineEvent,
  rules: TournamentRules = 'standard',
): Extract<ServerMessage, { kind: 'echo' | 'forfeit' }> {
  const forfeit = (reason: ForfeitReasonText): Extract<ServerMessage, { kind: 'forfeit' }> => ({ kind: 'forfeit', game: prompt.game, move: prompt.move, player: mover.name, reason });
  if (answer.kind === 'timeout') return forfeit(ForfeitReason.timeout);
  // the 2016 server read a closed connection as an unreadable line (its QUIT was never sent)
  if (answer.kind === 'closed') return forfeit(ForfeitReason.illegalMessage);
  if (answer.kind !== 'line') return forfeit(ForfeitReason.illegalMessage);
  const read = readAnswer(prompt, answer.text);
  if (!read.ok) return forfeit(ForfeitReason.illegalMessage);
  const notation = formatMove(read.value);
  if (rules === '2016') {
    const followed = followEcho(live.game, mover.seat, notation);
    if (!followed.ok) return forfeit(forfeitReasonFor(followed.error.code));
    live.game = followed.value.game;
  } else {
    const played = live.game.play(mover.seat, notation);
    if (!played.ok) return forfeit(forfeitReasonFor(played.error.code));
  }
  return { kind: 'echo', game: prompt.game, move: prompt.move, player: mover.name, action: read.value };
}

/** Prompts the mover of `live` at move `move`, waits for the answer and judges it: the echo or the forfeit. */
async function takeTurn(live: LiveGame, move: number, settings: MatchSettings): Promise<ServerMessage> {
  const seat = (move - 1) % 2;
  const mover = live.seats[seat === 0 ? 0 : 1];
  const prompt: MovePrompt = { game: live.id, move, tile: settings.deck[move - 1]! };
  let answer: LineEvent = { kind: 'closed' };
  if (mover.connection.open) {
    mover.connection.discardQueued();
    mover.connection.send(formatServerMessage({ kind: 'prompt', ...prompt, seconds: settings.moveMs / 1000 }));
    answer = await mover.connection.nextLine(settings.moveMs + settings.graceMs);
  }
  const verdict = judgeAnswer(live, prompt, { name: mover.name, seat }, answer, settings.rules);
  if (verdict.kind === 'forfeit') live.forfeit = { player: mover.name, move, reason: verdict.reason as ForfeitReasonText };
  return verdict;
}

/** A game's `GAME <gid> OVER` line: its first mover first, with the scores or `WIN` and `FORFEITED`. */
function overLine(live: LiveGame): ServerMessage {
  const [opener, other] = live.seats;
  if (live.forfeit !== null) {
    const loserFirst = live.forfeit.player === opener.name;
    return { kind: 'game-forfeited', game: live.id, loser: live.forfeit.player, winner: loserFirst ? other.name : opener.name, loserFirst };
  }
  const scores = scoresOf(live.game.state);
  return { kind: 'game-over', game: live.id, scores: [{ player: opener.name, score: scores[0]! }, { player: other.name, score: scores[1]! }] };
}

function resultOf(live: LiveGame): GameResult {
  const players: [string, string] = [live.seats[0].name, live.seats[1].name];
  const scores = scoresOf(live.game.state) as [number, number];
  let winners: string[];
  if (live.forfeit !== null) winners = players.filter((name) => name !== live.forfeit!.player);
  else {
    const best = Math.max(...scores);
    winners = players.filter((_, seat) => scores[seat] === best);
  }
  return { game: live.id, players, scores: [scores[0], scores[1]], forfeit: live.forfeit, winners, outcome: live.forfeit === null ? live.game.outcome : null, record: live.game.record() };
}

/**
 * Plays one match as the 2016 server did: the announcements, then per move number a prompt to
 * game 1's mover and one to game 2's (each waited for in turn), then both echoes (game 1 first)
 * to both players; a forfeited game gets no more prompts while the other goes on; when the match
 * ends, both games' `GAME <gid> OVER` lines, game 1 first, each naming that game's first mover
 * first (scores, or `WIN` and `FORFEITED`). `first` starts game 1, `second` starts game 2. Our
 * rules judge every move (the one intended difference from the 2016 server, which accepted a few
 * followers our rules refuse: see the tournament guide).
 *
 * @group TigerZone tournament
 */
export async function playTournamentMatch(first: Entrant, second: Entrant, settings: MatchSettings): Promise<GameResult[]> {
  const both = [first, second];
  const games: LiveGame[] = [];
  for (const [index, seats] of [
    [first, second],
    [second, first],
  ].entries()) {
    const game = startGame(settings.deck);
    if (!game.ok) throw new Error(`the match's deck is refused: ${game.error.message}`);
    games.push({ id: String(index + 1), seats: seats as [Entrant, Entrant], game: game.value, forfeit: null });
  }
  tell(both, { kind: 'begin-round', round: settings.round, rounds: settings.rounds });
  first.connection.send(formatServerMessage({ kind: 'opponent', player: second.name }));
  second.connection.send(formatServerMessage({ kind: 'opponent', player: first.name }));
  tell(both, { kind: 'starting-tile', tile: START_TILE, x: 0, y: 0, rotation: 0 });
  tell(both, { kind: 'deck', tiles: [...settings.deck] });
  tell(both, { kind: 'match-begins', seconds: settings.beginSeconds });
  await delay(settings.beginSeconds * 1000);
  for (let move = 1; move <= settings.deck.length; move++) {
    const live = games.filter((game) => game.forfeit === null);
    if (live.length === 0) break;
    const messages: ServerMessage[] = [];
    for (const game of live) messages.push(await takeTurn(game, move, settings));
    for (const message of messages) tell(both, message);
  }
  for (const game of games) tell(both, overLine(game));
  return games.map(resultOf);
}
