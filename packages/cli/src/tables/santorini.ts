import type { Presenter } from './presenter.js';

/** Santorini: the workers in their team's colour. */
export const santoriniPresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint: (text, style) =>
    text
      .split('\n')
      .map((line) => (/^\d /.test(line) ? line.replace(/(\d)([a-d])/g, (cell, _level: string, team: string) => style.seat(team.charCodeAt(0) - 97, style.bold(cell))) : line))
      .join('\n'),
  movesHelp: 'list the legal moves (a worker, where it moves, where it builds)',
};
