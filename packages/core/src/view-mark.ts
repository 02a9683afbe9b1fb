/**
 * The mark of a view type. A game whose view has the same fields as its state (nothing hidden, or
 * nothing hidden in what the view keeps) declares its view as {@link Viewed}`<State>`, so a raw
 * state passed where a view belongs is a type error, while a view still reads like its state.
 * It exists only in types: nothing is added to the data (views stay plain JSON), and its one
 * member is private, so no code can read it.
 *
 * @group Contract
 */
export declare class ViewMark {
  private readonly viewMark: 'view';
}

/**
 * A view with the fields of `T`: `T` marked as a view (see {@link ViewMark}). A `Viewed<T>` is
 * accepted wherever a `T` is; a plain `T` is not accepted where a `Viewed<T>` belongs.
 *
 * @group Contract
 */
export type Viewed<T> = T & ViewMark;

/**
 * Marks fresh data made by a game's `view` function as a view (the one place the mark is given;
 * nothing changes at run time).
 *
 * @example
 * ```ts
 * import { asView, type Viewed } from '@games/core/authoring';
 *
 * interface Counter { count: number }
 * const view = (state: Counter): Viewed<Counter> => asView({ count: state.count });
 * console.log(view({ count: 2 })); // { count: 2 }
 * ```
 *
 * @group Contract
 */
export function asView<T>(value: T): Viewed<T> {
  return value as Viewed<T>;
}
