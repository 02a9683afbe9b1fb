/**
 * The rounds of a round robin by the circle method: `n − 1` rounds for an even number of players,
 * `n` for an odd number (each round one player sits out). Each round lists its pairs of player
 * indices; every two players meet exactly once.
 *
 * @group TigerZone tournament
 */
export function roundRobin(players: number): { pairs: [number, number][]; bye: number | null }[] {
  if (players < 2) return [];
  const slots: (number | null)[] = Array.from({ length: players }, (_, index) => index);
  if (players % 2 === 1) slots.push(null);
  const count = slots.length;
  const rounds: { pairs: [number, number][]; bye: number | null }[] = [];
  for (let round = 0; round < count - 1; round++) {
    const pairs: [number, number][] = [];
    let bye: number | null = null;
    for (let index = 0; index < count / 2; index++) {
      const a = slots[index] ?? null;
      const b = slots[count - 1 - index] ?? null;
      if (a === null || b === null) bye = a ?? b;
      else pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push({ pairs, bye });
    // keep the first slot, turn the others one place
    slots.splice(1, 0, slots.pop()!);
  }
  return rounds;
}
