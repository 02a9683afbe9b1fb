// A test double of the UCC 2012 Stratego manager (ucc/progcomp2012, judge/manager), written from
// its source's behaviour, independent of our engine: the setup exchange and its checks
// (Controller::Setup), the turn loop (Game::Play: START to Red, the board before each move, the
// move echoed with its outcome to both agents, victory by attrition), the move rules
// (Board::MovePiece: one square, Scouts any number over empty squares, obstacles, battles by
// type order, the Spy against the Marshal, Miners and Bombs), and the QUIT line
// (Game::PrintResults). Only without its options: no -i (an illegal move ends the game).

/** An agent as the manager sees it: lines in, lines out. */
export interface WireAgent {
  send(line: string): void;
  receive(): string | undefined;
}

/** The manager's piece types in its order (Piece::tokens without NOTHING, BOULDER and ERROR). */
const ORDER = ['F', 's', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'B'];
const MAX_UNITS: Readonly<Record<string, number>> = { F: 1, s: 1, '9': 8, '8': 5, '7': 4, '6': 4, '5': 4, '4': 3, '3': 2, '2': 1, '1': 1, B: 6 };
const RED = 0;
const BLUE = 1;
const OBSTACLE = -1;

interface Piece {
  colour: number;
  token: string;
}

/** The transcript and the result of one game. */
export interface ManagerGame {
  /** Every line, `R> ` sent to Red, `R< ` from Red, `B> ` / `B< ` for Blue. */
  transcript: string[];
  /** The QUIT line's result: `<name> <COLOUR> <RESULT> <turns> <red value> <blue value>`. */
  result: string;
  turns: number;
}

const mobile = (token: string): boolean => token !== 'F' && token !== 'B';
const value = (token: string): number => (mobile(token) ? ORDER.indexOf(token) : 0);

export function runManager(red: WireAgent, blue: WireAgent, names: [string, string], maxTurns = 5000): ManagerGame {
  const board: (Piece | null)[][] = Array.from({ length: 10 }, () => new Array<Piece | null>(10).fill(null));
  for (const y of [4, 5]) for (const x of [2, 3, 6, 7]) board[x]![y] = { colour: OBSTACLE, token: '+' };
  const transcript: string[] = [];
  const agents = [red, blue];
  const tag = ['R', 'B'];
  const send = (colour: number, line: string): void => {
    transcript.push(`${tag[colour]}> ${line}`);
    agents[colour]!.send(line);
  };
  const receive = (colour: number): string | undefined => {
    const line = agents[colour]!.receive();
    if (line !== undefined) transcript.push(`${tag[colour]}< ${line}`);
    return line;
  };
  const count = (colour: number, keep: (token: string) => boolean): number => {
    let total = 0;
    for (const column of board) for (const piece of column) if (piece !== null && piece.colour === colour && keep(piece.token)) total++;
    return total;
  };
  const totalValue = (colour: number): number => {
    let total = 0;
    for (const column of board) for (const piece of column) if (piece !== null && piece.colour === colour) total += value(piece.token);
    return total;
  };

  // Setup: Red then Blue.
  const setups = [RED, BLUE].map((colour) => {
    send(colour, `${colour === RED ? 'RED' : 'BLUE'} ${names[1 - colour]} 10 10`);
    const rows = [0, 1, 2, 3].map(() => receive(colour) ?? '');
    const used: Record<string, number> = {};
    const yStart = colour === RED ? 0 : 6;
    for (let y = 0; y < 4; y++) {
      if (rows[y]!.length !== 10) return false;
      for (let x = 0; x < 10; x++) {
        const token = rows[y]![x]!;
        if (!(token in MAX_UNITS)) continue;
        used[token] = (used[token] ?? 0) + 1;
        if (used[token]! > MAX_UNITS[token]!) return false;
        board[x]![yStart + y] = { colour, token };
      }
    }
    return Object.keys(MAX_UNITS).every((token) => used[token] === MAX_UNITS[token]);
  });
  let turn = RED;
  let result = 'OK';
  if (!setups[0] || !setups[1]) result = 'BAD_SETUP';

  const printBoard = (colour: number): void => {
    for (let y = 0; y < 10; y++) {
      let row = '';
      for (let x = 0; x < 10; x++) {
        const piece = board[x]![y]!;
        row += piece === null ? '.' : piece.colour === colour ? piece.token : piece.colour === OBSTACLE ? '+' : '#';
      }
      send(colour, row);
    }
  };

  /** Board::MovePiece: the result word and the battle's tokens. */
  const movePiece = (x: number, y: number, direction: string, multiplier: number, colour: number): [string, string?, string?] => {
    if (!(x >= 0 && x < 10 && y >= 0 && y < 10)) return ['INVALID_POSITION'];
    const target = board[x]![y]!;
    if (target === null) return ['NO_SELECTION'];
    if (target.colour !== colour) return ['NOT_YOUR_UNIT'];
    if (!mobile(target.token) || target.colour === OBSTACLE) return ['IMMOBILE_UNIT'];
    if (multiplier < 1 || (multiplier > 1 && target.token !== '9')) return ['INVALID_DIRECTION'];
    let x2 = x;
    let y2 = y;
    for (let step = 0; step < multiplier; step++) {
      if (direction === 'UP') y2--;
      else if (direction === 'DOWN') y2++;
      else if (direction === 'LEFT') x2--;
      else x2++;
      if (!(x2 >= 0 && x2 < 10 && y2 >= 0 && y2 < 10)) return ['INVALID_DIRECTION'];
      if (step < multiplier - 1 && board[x2]![y2] !== null) return ['POSITION_FULL'];
    }
    const defender = board[x2]![y2]!;
    if (defender === null) {
      board[x]![y] = null;
      board[x2]![y2] = target;
      return ['OK'];
    }
    if (defender.colour === target.colour || defender.colour === OBSTACLE) return ['POSITION_FULL'];
    const tokens: [string, string] = [target.token, defender.token];
    if (defender.token === 'F') return ['VICTORY_FLAG'];
    const attackerWins = defender.token === 'B' ? target.token === '8' : (defender.token === '1' && target.token === 's') || ORDER.indexOf(target.token) > ORDER.indexOf(defender.token);
    if (attackerWins) {
      board[x]![y] = null;
      board[x2]![y2] = target;
      return ['KILLS', ...tokens];
    }
    if (defender.token !== 'B' && target.token === defender.token) {
      board[x]![y] = null;
      board[x2]![y2] = null;
      return ['BOTHDIE', ...tokens];
    }
    board[x]![y] = null;
    return ['DIES', ...tokens];
  };

  const halts = (word: string): boolean => !['OK', 'KILLS', 'DIES', 'BOTHDIE'].includes(word);
  const attrition = (): string => (count(1 - turn, mobile) === 0 ? (count(turn, mobile) === 0 ? 'DRAW' : 'VICTORY_ATTRITION') : 'OK');

  /** Controller::MakeMove for the side to move, then the echo to both. */
  const makeMove = (): boolean => {
    result = attrition();
    if (halts(result)) return false;
    printBoard(turn);
    const reply = receive(turn);
    if (reply === undefined) {
      result = 'NO_MOVE';
      return false;
    }
    if (reply === 'SURRENDER') {
      result = 'SURRENDER';
      return false;
    }
    const words = reply.trim().split(/\s+/);
    const [x, y] = [Number(words[0]), Number(words[1])];
    if (!['UP', 'DOWN', 'LEFT', 'RIGHT'].includes(words[2] ?? '')) {
      result = 'BAD_RESPONSE';
      return false;
    }
    const multiplier = words[3] === undefined ? 1 : Number(words[3]);
    const [word, attacker, defender] = movePiece(x, y, words[2]!, multiplier, turn);
    result = word;
    if (halts(result)) return false;
    result = attrition();
    if (halts(result)) return false;
    const echo = `${reply} ${word}${attacker === undefined ? '' : ` ${attacker} ${defender}`}`;
    send(RED, echo);
    send(BLUE, echo);
    return true;
  };

  let turns = 1;
  if (result === 'OK') {
    send(RED, 'START');
    for (; turns < maxTurns; turns++) {
      turn = RED;
      if (!makeMove()) break;
      turn = BLUE;
      if (!makeMove()) break;
      if (count(RED, mobile) === 0) {
        result = count(BLUE, mobile) === 0 ? 'DRAW' : 'VICTORY_ATTRITION';
        break;
      }
    }
    if (turns >= maxTurns && result === 'OK') result = 'DRAW_DEFAULT';
  }
  const legal = ['OK', 'KILLS', 'DIES', 'BOTHDIE', 'VICTORY_FLAG', 'VICTORY_ATTRITION', 'DRAW', 'DRAW_DEFAULT', 'SURRENDER'].includes(result);
  const word = result === 'VICTORY_FLAG' || result === 'VICTORY_ATTRITION' ? 'VICTORY' : !legal && result !== 'BAD_SETUP' ? 'ILLEGAL' : result;
  const line = `${names[turn]} ${turn === RED ? 'RED' : 'BLUE'} ${word} ${turns} ${totalValue(RED)} ${totalValue(BLUE)}`;
  send(RED, `QUIT ${line}`);
  send(BLUE, `QUIT ${line}`);
  return { transcript, result: line, turns };
}
