import { formatSeatSpec, type AnyGame, type OptionInfo, type SeatSpec } from '@games/core';
import { optionText, type PageConfig } from './config.js';
import { h } from './dom.js';
import { seatName, type GameInfo } from './games.js';

/** One seat's row: who plays it, and the MCTS iterations when a bot searches. */
function seatRow(info: GameInfo, seat: number, spec: SeatSpec): HTMLElement {
  const kind = h(
    'select',
    { name: `seat.${seat}`, 'aria-label': `${seatName(info, seat)} plays as` },
    ...(['human', 'random', 'mcts'] as const).map((value) => h('option', { value, selected: spec.kind === value }, value === 'mcts' ? 'MCTS bot' : value === 'random' ? 'random bot' : 'human')),
  );
  const iterations = h('input', {
    type: 'number',
    name: `iterations.${seat}`,
    min: 1,
    max: 100000,
    value: spec.kind === 'mcts' ? (spec.iterations ?? 1000) : 300,
    'aria-label': `${seatName(info, seat)} MCTS iterations`,
    hidden: spec.kind !== 'mcts',
  });
  kind.addEventListener('change', () => {
    iterations.hidden = kind.value !== 'mcts';
  });
  return h('div', { class: 'field seat-field' }, h('span', { class: 'label' }, seatName(info, seat)), kind, iterations);
}

/** The input for one option, from its metadata: a list of values, true/false, a number, or text. */
function optionField(option: OptionInfo, current: string | undefined): HTMLElement {
  const name = `opt.${option.name}`;
  const fallback = option.default === undefined ? 'default' : `default: ${optionText(option.default)}`;
  let input: HTMLElement;
  const choices = option.values ?? (option.type === 'boolean' ? [true, false] : null);
  if (choices !== null) {
    input = h(
      'select',
      { name, id: name },
      h('option', { value: '' }, `(${fallback})`),
      ...[...choices, ...(option.nullable === true && !choices.includes(null) ? [null] : [])].map((value) => {
        const text = optionText(value);
        return h('option', { value: text, selected: current === text }, text);
      }),
    );
  } else {
    const numeric = (option.type === 'integer' || option.type === 'number') && option.nullable !== true;
    input = h('input', {
      name,
      id: name,
      type: numeric ? 'number' : 'text',
      min: option.min,
      max: option.max,
      step: option.type === 'integer' ? 1 : option.type === 'number' ? 'any' : undefined,
      value: current ?? '',
      placeholder: fallback,
      spellcheck: 'false',
      class: option.type === 'json' ? 'mono' : undefined,
    });
  }
  return h('div', { class: 'field' }, h('label', { for: name }, option.name), input, h('small', {}, option.description));
}

/** The gods already chosen in the address (`opt.gods=["apollo","pan"]`), by seat. */
function chosenGods(config: PageConfig): unknown[] {
  try {
    const value: unknown = JSON.parse(config.options.gods ?? 'null');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Santorini's god choice: a god (or none) per seat, written as `opt.gods`. */
function godFields(info: GameInfo, config: PageConfig, seats: number, gods: readonly string[]): HTMLElement {
  const chosen = chosenGods(config);
  return h(
    'fieldset',
    {},
    h('legend', {}, 'Gods'),
    ...Array.from({ length: seats }, (_, seat) =>
      h(
        'div',
        { class: 'field' },
        h('label', { for: `god.${seat}` }, `${seatName(info, seat)}'s god`),
        h(
          'select',
          { name: `god.${seat}`, id: `god.${seat}` },
          h('option', { value: 'mortal' }, 'none (mortal)'),
          ...gods.map((god) => h('option', { value: god, selected: String(chosen[seat] ?? '').toLowerCase() === god.toLowerCase() }, god.charAt(0).toUpperCase() + god.slice(1))),
        ),
      ),
    ),
  );
}

/**
 * The match settings form: seats, seed and every option of the game (from `game.options`;
 * Santorini's gods as a choice per seat when `gods` names them). Submitting calls `start` with
 * the new page settings. A `null` seed in `config` leaves the field empty (a hidden-information
 * match does not show its seed while it runs).
 */
export function settingsForm(info: GameInfo, game: AnyGame, config: PageConfig, seats: readonly SeatSpec[], gods: readonly string[], start: (config: PageConfig) => void): HTMLElement {
  const seed = h('input', { type: 'number', name: 'seed', id: 'seed', value: config.seed ?? '', step: 1, placeholder: 'a new one' });
  const choosesGods = gods.length > 0 && game.options.some((option) => option.name === 'gods');
  const form = h(
    'form',
    { class: 'settings-form' },
    h('fieldset', {}, h('legend', {}, 'Seats'), ...seats.map((spec, seat) => seatRow(info, seat, spec))),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Match'),
      h('div', { class: 'field' }, h('label', { for: 'seed' }, 'seed'), seed, h('small', {}, 'drives the shuffles, the dice and the bots: the same seed replays the same match')),
      ...game.options
        .filter((option) => option.name !== 'seed' && !(choosesGods && option.name === 'gods'))
        .map((option) => optionField(option, config.options[option.name] ?? (info.baseOptions?.[option.name] === undefined ? undefined : optionText(info.baseOptions[option.name])))),
    ),
    choosesGods ? godFields(info, config, seats.length, gods) : null,
    h('div', { class: 'form-actions' }, h('button', { type: 'submit', class: 'primary' }, 'Start match')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const seatTexts = seats.map((_, seat) => {
      const kind = String(data.get(`seat.${seat}`) ?? 'human');
      return kind === 'mcts' ? formatSeatSpec({ kind: 'mcts', iterations: Math.max(1, Math.trunc(Number(data.get(`iterations.${seat}`)) || 300)) }) : kind;
    });
    const options: Record<string, string> = {};
    for (const [key, value] of data) if (key.startsWith('opt.') && typeof value === 'string' && value.trim() !== '') options[key.slice(4)] = value.trim();
    if (choosesGods) {
      const picked = seats.map((_, seat) => String(data.get(`god.${seat}`) ?? 'mortal'));
      if (picked.some((god) => god !== 'mortal')) options.gods = JSON.stringify(picked);
      else delete options.gods;
    }
    const seedText = String(data.get('seed') ?? '').trim();
    start({ ...config, seats: seatTexts.join(','), seed: /^-?\d{1,15}$/.test(seedText) ? Number(seedText) : null, options });
  });
  return form;
}
