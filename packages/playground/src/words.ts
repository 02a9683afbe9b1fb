/**
 * Moves in the words a player reads ("moved D4→D5", "built on E5", "placed a tile at (0, 1),
 * tiger on zone 8"), for the move list and the screen-reader announcements. Pure functions on the
 * notation and, where the notation alone says too little, on the view after the move (what the
 * reading seat saw happen: a Stratego battle, a Fiery Dragons chit). Nothing here reads a state,
 * so nothing hidden from the reader can reach the words.
 */

/** A square step `D4-D5` as `D4→D5`. */
function arrow(step: string): string {
  return step.replace(/^(\w+)-(\w+)$/, '$1→$2');
}

const FACES: Readonly<Record<string, string>> = { J: 'jungle', L: 'lake', T: 'trail' };

/** A TigerZone tile code (`TLTJ-`) in words: its kinds of edge, and a den. */
function tileWords(code: string): string {
  const faces = [...new Set(code.slice(0, 4).split('').map((face) => FACES[face] ?? face))];
  const kinds = faces.filter((face) => face !== 'jungle');
  const what = kinds.length === 0 ? 'jungle' : kinds.join(' and ');
  return `a ${what} tile${code[4] === 'X' ? ' with a den' : ''}`;
}

function santorini(notation: string): string {
  const words = notation.trim().split(/\s+/);
  const [verb, square] = words;
  if (verb === 'place') return `placed a worker on ${square}`;
  if (verb === 'build') return `built on ${square}`;
  if (verb === 'dome') return `built a dome on ${square}`;
  if (verb === 'remove') return `removed a block from ${square}`;
  if (verb === 'pass') return 'passed';
  return `moved ${arrow(notation.trim())}`;
}

const RANKS: Readonly<Record<string, string>> = { M: 'Marshal', '9': 'General', '8': 'Colonel', '7': 'Major', '6': 'Captain', '5': 'Lieutenant', '4': 'Sergeant', '3': 'Miner', '2': 'Scout', S: 'Spy', B: 'Bomb', F: 'Flag' };

/** A Stratego battle as the view after it shows it (`lastCombat`), or null. */
function strategoBattle(view: unknown): string | null {
  const combat = (view as { lastCombat?: { attacker?: number; defender?: number; result?: string } | null } | null)?.lastCombat;
  if (combat === null || combat === undefined || typeof combat !== 'object') return null;
  const names = ['', 'Spy', 'Scout', 'Miner', 'Sergeant', 'Lieutenant', 'Captain', 'Major', 'Colonel', 'General', 'Marshal', 'Bomb', 'Flag'];
  const attacker = names[combat.attacker ?? -1];
  const defender = names[combat.defender ?? -1];
  if (attacker === undefined || defender === undefined || attacker === '' || defender === '') return null;
  return `${attacker} attacked ${defender}`;
}

function stratego(notation: string, after: unknown): string {
  const place = /^place\s+(\S+)\s+(\S+)$/i.exec(notation.trim());
  if (place !== null) return place[1] === '?' ? `placed a piece on ${place[2]}` : `placed ${RANKS[place[1]!.toUpperCase()] ?? place[1]} on ${place[2]}`;
  const battle = strategoBattle(after);
  return `moved ${arrow(notation.trim())}${battle === null ? '' : ` (${battle})`}`;
}

function yunnori(notation: string): string {
  const [first, result] = notation.trim().split(/\s+/);
  if (first === 'throw') return `threw ${result}`;
  if (first === '0') return `entered a piece with ${result}`;
  return `moved the piece on ${first} with ${result}`;
}

function tigerzone(notation: string): string {
  const words = notation.trim().toUpperCase().split(/\s+/);
  if (words[0] === 'PLACE') {
    const [, tile = '', , x, y, rotation] = words;
    const follower = words.slice(6);
    const tail = follower[0] === 'TIGER' ? `, tiger on zone ${follower[1]}` : follower[0] === 'CROCODILE' ? ', crocodile on it' : '';
    return `placed ${tileWords(tile)} at (${x}, ${y}) turned ${rotation}°${tail}`;
  }
  if (words[0] === 'TILE') {
    const tile = tileWords(words[1] ?? '');
    const rest = words.slice(3).join(' ');
    if (rest === 'PASS') return `could not place ${tile} and passed`;
    const retrieve = /^RETRIEVE TIGER AT (\S+) (\S+)$/.exec(rest);
    if (retrieve !== null) return `could not place ${tile}; took back the tiger at (${retrieve[1]}, ${retrieve[2]})`;
    const add = /^ADD ANOTHER TIGER TO (\S+) (\S+)$/.exec(rest);
    if (add !== null) return `could not place ${tile}; added a tiger to (${add[1]}, ${add[2]})`;
  }
  return notation;
}

/** The chit a Fiery Dragons view after a flip shows (`lastFlip`), in words, or null. */
function chitShown(after: unknown, chit: number): string | null {
  const view = after as { lastFlip?: { chit?: number; shown?: unknown; turnEnded?: boolean } | null; chits?: unknown[] } | null;
  const flip = view?.lastFlip;
  if (flip !== null && flip !== undefined && flip.chit === chit) return `${chitWords(flip.shown)}${flip.turnEnded === true ? ', and the turn ended' : ''}`;
  const face = view?.chits?.[chit];
  return face === undefined || face === 'face-down' ? null : chitWords(face);
}

/** A Fiery Dragons chit in words (`2 bats`, `a pirate dragon (2 back)`). */
export function chitWords(chit: unknown): string {
  if (typeof chit !== 'object' || chit === null) return String(chit);
  const value = chit as { kind?: string; animal?: string; count?: number; steps?: number };
  if (value.kind === 'animal' && value.animal !== undefined) {
    const plural = value.count === 1 ? value.animal.replace('-', ' ') : `${value.animal.replace('-', ' ')}s`;
    return `${value.count ?? 1} ${plural}`;
  }
  if (value.kind === 'pirate') return `a pirate dragon (${value.count ?? value.steps ?? 1} back)`;
  if (value.kind === 'swap') return 'a swap chit';
  if (value.kind === 'free-cave') return 'a free-cave chit';
  return value.kind ?? 'a chit';
}

function fieryDragons(notation: string, after: unknown): string {
  const flip = /^flip\s+(\d+)$/i.exec(notation.trim());
  if (flip === null) return notation.trim() === 'end' ? 'ended the turn' : notation;
  const chit = Number(flip[1]);
  const shown = chitShown(after, chit);
  return `flipped chit ${chit}${shown === null ? '' : `: ${shown}`}`;
}

/**
 * A move in words, without the player's name: "moved D4→D5", "built on E5". `after` is the view
 * after the move of the seat who reads it (or `undefined`): a battle or a chit is named only when
 * that view shows it. Unknown games and notations are given back as they are.
 */
export function moveWords(gameId: string, notation: string, after?: unknown): string {
  switch (gameId) {
    case 'santorini':
      return santorini(notation);
    case 'stratego':
      return stratego(notation, after);
    case 'yunnori':
      return yunnori(notation);
    case 'tigerzone':
      return tigerzone(notation);
    case 'fiery-dragons':
      return fieryDragons(notation, after);
    case 'pig':
      return notation.trim() === 'roll' ? 'rolled' : notation.trim() === 'hold' ? 'held' : notation;
    default:
      return notation;
  }
}

/**
 * Consecutive moves of one seat joined into one sentence: "moved D4→D5 and built on E5"
 * (Santorini's move and build are two decisions of one turn).
 */
export function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}
