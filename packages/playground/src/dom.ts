/** Attributes and event handlers of {@link h}. */
export type Props = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/** A child of {@link h}: a node, text, or nothing. */
export type Child = Node | string | null | undefined | false;

/**
 * Creates an element: `h('button', { class: 'primary', onclick: play }, 'Play')`. Attributes
 * with `null`, `undefined` or `false` are left out; `true` sets an empty attribute; `on*`
 * functions become event listeners.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (name === 'value' && 'value' in element) (element as HTMLInputElement).value = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}
