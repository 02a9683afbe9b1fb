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

/** A view with the chits flipped by the last action (engines add `flipped`; see fallback.ts). */
type ViewWithFlips = FieryDragonsView & { flipped?: { chit: number; content: Chit | ChitView }[] };

/** The chit a played flip showed and what it did, from the public view after it; `null` for other moves. */
export function flipOf(step: PlayedStep): { seat: Seat; chit: number; content: string; effect: string; turnEnded: boolean } | null {
  if (step.seat === null || !/^flip\b/.test(step.notation)) return null;
  const view = step.table.spectator as ViewWithFlips;
  const last = view.last;
  if (last === null || last.action !== 'flip') return null;
  const shown = view.flipped?.find((flip) => flip.chit === last.chit)?.content ?? view.chits[last.chit];
  return { seat: step.seat, chit: last.chit, content: chitText(shown), effect: EFFECTS[last.effect] ?? last.effect, turnEnded: last.turnEnded };
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
  reveals(step) {
    const flip = flipOf(step);
    return flip === null ? null : `chit ${flip.chit} was shown`;
  },
  help: ['  flip N        turn chit N face up;  end   end your turn after a move'],
};
