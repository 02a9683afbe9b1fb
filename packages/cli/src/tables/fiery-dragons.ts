import type { Seat } from '@games/core';
import type { Chit, ChitView, FieryDragonsView } from '@games/fiery-dragons';
import type { Style } from '../style.js';
import type { PlayedStep, Presenter } from './presenter.js';

/** What the effect of a flip means, in words. */
const EFFECTS: Record<string, string> = {
  moved: 'moved forward',
  home: 'reached home',
  'no-match': 'no match, turn over',
  blocked: 'blocked, turn over',
  overshoot: 'would overshoot home, turn over',
  'pirate-moved': 'moved back',
  'pirate-blocked': 'could not move back',
  'pirate-in-cave': 'no effect in a cave',
  'free-cave': 'went to a free cave',
  'free-cave-in-cave': 'no effect in a cave',
  swapped: 'swapped places',
  'no-swap': 'nobody to swap with',
};

function chitText(chit: ChitView | undefined): string {
  if (chit === undefined || chit === 'face-down') return '?';
  if (chit.kind === 'animal') return `${chit.count} ${chit.animal}${chit.count > 1 ? 's' : ''}`;
  if (chit.kind === 'pirate') return `${chit.count} pirate dragon${chit.count > 1 ? 's' : ''}`;
  return chit.kind;
}

/** The last flip as the view tells it (`lastFlip`: who, which chit, what it showed and did). */
interface LastFlip {
  seat: Seat;
  chit: number;
  shown: Chit;
  effect: string;
  turnEnded: boolean;
}

/** The chit a played flip showed and what it did, from the public view after it; `null` for other moves. */
export function flipOf(step: PlayedStep): { seat: Seat; chit: number; content: string; effect: string; turnEnded: boolean } | null {
  if (step.seat === null || !/^flip\b/.test(step.notation)) return null;
  const flip = (step.table.spectator as FieryDragonsView & { lastFlip?: LastFlip | null }).lastFlip;
  if (flip === null || flip === undefined) return null;
  return { seat: flip.seat, chit: flip.chit, content: chitText(flip.shown), effect: EFFECTS[flip.effect] ?? flip.effect, turnEnded: flip.turnEnded };
}

function flipLine(step: PlayedStep, style: Style): string | null {
  const flip = flipOf(step);
  if (flip === null) return null;
  return `${style.seat(flip.seat, `seat ${flip.seat}`)} flipped chit ${flip.chit}: ${style.notice(flip.content)} - ${flip.effect}${flip.turnEnded && !flip.effect.includes('turn over') ? ', turn over' : ''}`;
}

/** Fiery Dragons at the table: every flipped chit stays on screen until the next decision. */
export const fieryDragonsPresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint: (text, style) => text.replace(/@(\d)/g, (token, seat: string) => style.seat(Number(seat), token)),
  report: flipLine,
  panel({ view, recent, style }) {
    const dragons = view as FieryDragonsView;
    const lines: string[] = [];
    const flips = recent.map((step) => flipLine(step, style)).filter((line): line is string => line !== null);
    if (flips.length > 0) lines.push(style.bold('Chits flipped since your last decision:'), ...flips.map((line) => `  ${line}`));
    const faceUp = dragons.chits.flatMap((chit, index) => (chit === 'face-down' ? [] : [`${index} ${chitText(chit)}`]));
    lines.push(`Face up now: ${faceUp.length === 0 ? 'none' : faceUp.join(', ')}`);
    return lines;
  },
  help: ['  flip N        turn chit N face up;  end   end your turn after a move'],
};
