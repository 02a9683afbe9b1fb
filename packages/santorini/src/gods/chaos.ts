import { createRng, deriveSeed, err, ok, shuffle, type Result } from '@games/core';
import { SantoriniError } from '../errors.js';
import { setPower } from '../draft.js';
import type { GodPower, PowerSetup } from '../power.js';
import type { JsonValue, SantoriniState } from '../state.js';
import { SIMPLE_GODS, simpleGodNamed } from './simple.js';
import { quote } from '../quote.js';

/**
 * Chaos' data: the Simple God he holds (`god`) with that god's data (`data`), the hidden draw pile
 * (`deck`, next card first) and the seed of the next reshuffle (`seed`; `null` in views).
 *
 * @group Gods
 */
export interface ChaosData {
  [key: string]: JsonValue;
  /** The Simple God Chaos plays with now. */
  god: string;
  /** That god's data (Athena's flag). */
  data: JsonValue;
  /** The draw pile, next card first (hidden: views list it sorted). */
  deck: string[];
  /** Seed of the next reshuffle (hidden: `null` in views). */
  seed: number | null;
}

function isChaosData(data: JsonValue): data is ChaosData {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && typeof data['god'] === 'string' && Array.isArray(data['deck']);
}

/** The Simple Gods no seat of the game chose: Chaos' cards. */
function unusedGods(gods: readonly string[]): string[] {
  return SIMPLE_GODS.map((god) => god.name).filter((name) => !gods.includes(name));
}

/** The initial data of `name` for the seat of Chaos. */
function freshData(name: string, setup: PowerSetup): JsonValue {
  return simpleGodNamed(name)?.initialData?.(setup) ?? null;
}

/** Shuffles the cards and draws the first: the new data, with the seed advanced. */
function shuffleAndDraw(cards: readonly string[], seed: number, setup: PowerSetup): ChaosData {
  const deck = shuffle(createRng(seed), cards);
  const god = deck.shift()!;
  return { god, data: freshData(god, setup), deck, seed: deriveSeed(seed, 'reshuffle') };
}

function setupOf(state: SantoriniState, seat: number): PowerSetup {
  return { players: state.players, seat, gods: state.gods, seed: 0 };
}

/**
 * Chaos: holds a Simple God, drawn from a deck of the Simple Gods no seat chose, shuffled from the
 * setup seed. After any turn in which a dome was built (by anyone), he discards it and draws the
 * next; when the deck is empty every unused Simple God is reshuffled (from a seed kept in his data)
 * and the first drawn. The machine plays the held god's hooks as his. The deck order and the seed
 * are hidden from every seat; positions write them: `chaos[athena^;apollo,pan;123]` (held god with
 * its data; the deck, next card first; the seed).
 */
export const chaos: GodPower = {
  name: 'chaos',
  title: 'Chaos',
  summary: 'Holds a Simple God from a shuffled deck of the unused ones; after any turn with a dome built, draws the next.',
  playerCounts: [2, 3, 4],
  initialData: (setup) => shuffleAndDraw(unusedGods(setup.gods), deriveSeed(setup.seed, 'chaos'), setup),
  heldPower: (data) => (isChaosData(data) ? data.god : null),
  anyTurnEnds(draft, owner) {
    if (!draft.turn.domed) return;
    const held = draft.powers[owner] ?? null;
    if (!isChaosData(held)) return;
    const setup = setupOf(draft, owner);
    if (held.deck.length > 0) {
      const [god, ...deck] = held.deck as [string, ...string[]];
      setPower(draft, owner, { god, data: freshData(god, setup), deck, seed: held.seed });
    } else setPower(draft, owner, shuffleAndDraw(unusedGods(draft.gods), held.seed ?? 0, setup));
  },
  hideData(data) {
    if (!isChaosData(data)) return data;
    return { god: data.god, data: data.data, deck: [...data.deck].sort(), seed: null };
  },
  encodeData(data) {
    if (!isChaosData(data)) return '';
    const held = `${data.god}${simpleGodNamed(data.god)?.encodeData?.(data.data) ?? ''}`;
    if (data.seed === null) return `[${held};${data.deck.length} hidden]`;
    return `[${held};${data.deck.join(',')};${data.seed}]`;
  },
  decodeData(text, setup): Result<JsonValue> {
    if (text === '') return ok(chaos.initialData!(setup));
    const fail = (why: string): Result<never> => err(SantoriniError.malformedRecord, `chaos is written chaos[god;deck;seed] (${why}): ${quote(text)}`);
    if (!text.startsWith('[') || !text.endsWith(']')) return fail('brackets');
    const parts = text.slice(1, -1).split(';');
    if (parts.length !== 3) return fail('three fields separated by ";"');
    const [heldText = '', deckText = '', seedText = ''] = parts;
    const cards = unusedGods(setup.gods);
    const name = /^[a-z]+/.exec(heldText)?.[0] ?? '';
    if (!cards.includes(name)) return fail(`the held god must be a Simple God no seat chose, not ${quote(name)}`);
    const held = simpleGodNamed(name)!;
    const heldData = held.decodeData !== undefined ? held.decodeData(heldText.slice(name.length), setup) : heldText === name ? ok(null) : fail(`${name} keeps no data`);
    if (!heldData.ok) return heldData;
    const deck = deckText === '' ? [] : deckText.split(',');
    for (const card of deck) {
      if (!cards.includes(card) || card === name) return fail(`the deck holds unused Simple Gods other than the held one, not ${quote(card)}`);
    }
    if (new Set(deck).size !== deck.length) return fail('a card is in the deck twice');
    if (!/^-?\d+$/.test(seedText) || !Number.isSafeInteger(Number(seedText))) return fail('the seed is a whole number');
    return ok({ god: name, data: heldData.value as JsonValue, deck, seed: Number(seedText) });
  },
};
