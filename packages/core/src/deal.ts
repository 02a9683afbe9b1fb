/**
 * Dealing hidden things anew, for a game's `redeal`.
 *
 * @module
 */

/**
 * `items` in a new random order for a game's `redeal`: sorted first (by `key`, default the items
 * themselves), then shuffled with `draw(max)` (an integer 0..max), so that the result depends only
 * on which items there are, never on the order they were in. That is what lets a re-deal pass the
 * conformance law that bots cannot peek through it.
 *
 * @group Rng
 */
export function dealAnew<T>(items: readonly T[], draw: (max: number) => number, key: (item: T) => string | number = (item) => item as string | number): T[] {
  const dealt = items
    .map((item) => ({ item, order: key(item) }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ item }) => item);
  for (let index = dealt.length - 1; index > 0; index--) {
    const other = draw(index);
    [dealt[index], dealt[other]] = [dealt[other]!, dealt[index]!];
  }
  return dealt;
}
