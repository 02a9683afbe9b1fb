/**
 * Disjoint sets over `0 .. n-1` (union by size, path halving), kept in plain arrays so that it
 * can live inside a JSON state. {@link find} and {@link union} update the structure in place:
 * copy it with {@link cloneUnionFind} first when the original must stay unchanged.
 *
 * @group Union-find
 */
export interface UnionFind {
  /** `parent[i]`: the parent of element `i`; a root is its own parent. */
  parent: number[];
  /** `size[r]`: the number of elements in the set whose root is `r`. */
  size: number[];
}

/**
 * A structure of `count` singleton sets.
 *
 * @group Union-find
 */
export function unionFind(count = 0): UnionFind {
  const parent: number[] = [];
  const size: number[] = [];
  for (let i = 0; i < count; i++) {
    parent.push(i);
    size.push(1);
  }
  return { parent, size };
}

/**
 * Adds a new singleton set and returns its element.
 *
 * @group Union-find
 */
export function addElement(sets: UnionFind): number {
  const element = sets.parent.length;
  sets.parent.push(element);
  sets.size.push(1);
  return element;
}

/**
 * The representative (root) of the set holding `element`.
 *
 * @group Union-find
 */
export function find(sets: UnionFind, element: number): number {
  const parent = sets.parent;
  let current = element;
  while (parent[current] !== current) {
    const grand = parent[parent[current]!]!;
    parent[current] = grand;
    current = grand;
  }
  return current;
}

/**
 * Joins the sets of `a` and `b`; returns the root of the joined set.
 *
 * @group Union-find
 */
export function union(sets: UnionFind, a: number, b: number): number {
  let rootA = find(sets, a);
  let rootB = find(sets, b);
  if (rootA === rootB) return rootA;
  if (sets.size[rootA]! < sets.size[rootB]!) [rootA, rootB] = [rootB, rootA];
  sets.parent[rootB] = rootA;
  sets.size[rootA] = sets.size[rootA]! + sets.size[rootB]!;
  return rootA;
}

/**
 * True when `a` and `b` are in the same set.
 *
 * @group Union-find
 */
export function connected(sets: UnionFind, a: number, b: number): boolean {
  return find(sets, a) === find(sets, b);
}

/**
 * A copy that can be changed without touching the original.
 *
 * @group Union-find
 */
export function cloneUnionFind(sets: UnionFind): UnionFind {
  return { parent: sets.parent.slice(), size: sets.size.slice() };
}
