/**
 * Fiery Dragons' observation tensor (the contract's optional `observation`): a vector of 356
 * numbers, the same for every board and player count.
 *
 * | index              | meaning                                                          |
 * | ------------------ | ---------------------------------------------------------------- |
 * | `10 i + 0 … 9`     | chit i (0 … 31): it exists in this game; it is face down; face up, it shows spider, bat, salamander, baby dragon (one-hot); its count over 3; pirates; free cave; swap |
 * | `320 + 8 k + 0 … 7` | the k-th seat from the observer on (the observer first; zero for seats the match lacks): its progress over the lap; in its cave; on the ring; home; the animal of the square or cave it stands on (spider, bat, salamander, baby dragon, one-hot) |
 * | 352                | the observer acts now (0 once the game is over)                  |
 * | 353                | the acting seat has moved this turn                              |
 * | 354                | the game is over                                                 |
 * | 355                | the observer is home                                             |
 *
 * Face-down chits are only "face down": which chit lies where is what the game hides.
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { ObservationTensor } from '@games/core/actions';
import { MAX_CHIT_IDS } from './actions.js';
import { ANIMALS } from './board.js';
import type { FieryDragonsState } from './state.js';
import type { FieryDragonsView } from './view.js';

const PER_CHIT = 10;
const PER_SEAT = 8;
const SEAT_SLOTS = 4;
const SEATS_AT = MAX_CHIT_IDS * PER_CHIT;
const TURN_AT = SEATS_AT + SEAT_SLOTS * PER_SEAT;
const SIZE = TURN_AT + 4;

function observe(view: FieryDragonsView, seat: Seat): Float32Array {
  const tensor = new Float32Array(SIZE);
  view.chits.forEach((chit, index) => {
    if (index >= MAX_CHIT_IDS) return;
    const at = index * PER_CHIT;
    tensor[at] = 1;
    if (chit === 'face-down') {
      tensor[at + 1] = 1;
      return;
    }
    if (chit.kind === 'animal') {
      tensor[at + 2 + ANIMALS.indexOf(chit.animal)] = 1;
      tensor[at + 6] = chit.count / 3;
    } else if (chit.kind === 'pirate') {
      tensor[at + 6] = chit.count / 3;
      tensor[at + 7] = 1;
    } else if (chit.kind === 'free-cave') tensor[at + 8] = 1;
    else tensor[at + 9] = 1;
  });
  const players = view.players;
  for (let k = 0; k < Math.min(players, SEAT_SLOTS); k++) {
    const owner = (seat + k) % players;
    const token = view.tokens[owner];
    if (token === undefined) continue;
    const at = SEATS_AT + k * PER_SEAT;
    tensor[at] = token.progress / view.board.lap;
    tensor[at + 1] = token.cave !== null ? 1 : 0;
    tensor[at + 2] = token.square !== null && token.cave === null ? 1 : 0;
    tensor[at + 3] = view.home.includes(owner) ? 1 : 0;
    const animal = token.cave !== null ? view.board.caves[token.cave]?.animal : token.square !== null ? view.board.squares[token.square] : undefined;
    const which = animal === undefined ? -1 : ANIMALS.indexOf(animal);
    if (which >= 0) tensor[at + 4 + which] = 1;
  }
  const over = view.outcome !== null;
  tensor[TURN_AT] = !over && view.seat === seat ? 1 : 0;
  tensor[TURN_AT + 1] = view.moved ? 1 : 0;
  tensor[TURN_AT + 2] = over ? 1 : 0;
  tensor[TURN_AT + 3] = view.home.includes(seat) ? 1 : 0;
  return tensor;
}

/**
 * Fiery Dragons' observation tensor: see the layout in this module's description.
 *
 * @group Research interfaces
 */
export const fieryDragonsObservation: ObservationTensor<FieryDragonsState, FieryDragonsView> = { shape: () => [SIZE], observe };
