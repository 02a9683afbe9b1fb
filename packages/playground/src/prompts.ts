/**
 * What the acting player is asked to do now, in words ("Choose a worker", "Build next to it",
 * "Flip a chit"), from the legal moves and the tokens clicked so far. Pure.
 */

/** The prompt for the acting human, given the legal moves (notation) and the tokens chosen so far. */
export function promptFor(gameId: string, moves: readonly string[], chosen: readonly string[]): string {
  if (moves.length === 0) return '';
  const first = moves[0]!.trim();
  const all = (pattern: RegExp): boolean => moves.every((move) => pattern.test(move.trim()));
  const some = (pattern: RegExp): boolean => moves.some((move) => pattern.test(move.trim()));
  switch (gameId) {
    case 'santorini':
      if (all(/^place /)) return 'Place a worker on an empty space';
      if (some(/^(build|dome) /)) return chosen.length === 0 ? 'Build next to the worker that moved' : 'Build or dome: pick one';
      return chosen.length === 0 ? 'Choose a worker' : 'Move it to a highlighted space';
    case 'stratego':
      if (all(/^place /)) return chosen.length === 0 ? 'Set up your army: pick a piece from the tray' : 'Put it on a highlighted square of your rows';
      return chosen.length === 0 ? 'Choose a piece to move' : 'Move it to a highlighted square';
    case 'yunnori':
      if (all(/^throw /)) return 'Throw the sticks';
      return chosen.length === 0 ? 'Choose a throw to use, or a piece' : 'Choose where it goes';
    case 'tigerzone':
      if (all(/^TILE /i)) return 'The tile fits nowhere: choose what to do instead';
      if (chosen.length === 0) return 'Choose where the tile goes';
      if (chosen.length === 1) return 'Choose how it is turned';
      return 'Place a tiger, a crocodile, or none';
    case 'fiery-dragons':
      return some(/^end$/) ? 'Flip a chit, or end your turn' : 'Flip a chit';
    case 'pig':
      return 'Roll or hold';
    default:
      return first === '' ? '' : 'Choose a move';
  }
}
