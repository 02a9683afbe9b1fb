/**
 * A small XML reader for Gravon records: elements with attributes and text, checked for
 * well-formedness, with line and column in every error.
 *
 * @module
 */
import { err, ErrorCode, ok, type Result } from '@games/core';

/** One XML element. */
export interface XmlElement {
  /** The tag name. */
  name: string;
  /** Its attributes. */
  attributes: Record<string, string>;
  /** Child elements, in order. */
  children: XmlElement[];
  /** The text directly inside it, trimmed. */
  text: string;
  /** 1-based line of its start tag. */
  line: number;
  /** 1-based column of its start tag. */
  column: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text with its entity and character references replaced, or null when a character reference names no character. */
function decode(text: string): string | null {
  let valid = true;
  const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? whole;
    const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (!(code >= 0 && code <= 0x10ffff)) {
      valid = false;
      return whole;
    }
    return String.fromCodePoint(code);
  });
  return valid ? decoded : null;
}

/** Escapes text for an attribute value or element content. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The index of the `>` that ends the tag starting before `from`, skipping quoted values; -1 if none. */
function tagEnd(source: string, from: number): number {
  let quote = '';
  for (let index = from; index < source.length; index++) {
    const character = source[index]!;
    if (quote !== '') {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '>') return index;
    else if (character === '<') return -1;
  }
  return -1;
}

/** Reads an XML document into its root element; `malformed-record` with line:column otherwise. */
export function parseXml(source: string): Result<XmlElement> {
  let index = 0;
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineColumn = (at: number): [number, number] => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return [low + 1, at - lineStarts[low]! + 1];
  };
  const position = (at: number): string => lineColumn(at).join(':');
  const failure = (at: number, message: string): Result<XmlElement> => err(ErrorCode.malformedRecord, `line ${position(at)}: ${message}`);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (index < source.length) {
    const open = source.indexOf('<', index);
    const text = source.slice(index, open < 0 ? source.length : open);
    if (text.trim() !== '') {
      const parent = stack[stack.length - 1];
      if (parent === undefined) return failure(index, `text outside the root element: '${text.trim().slice(0, 20)}'`);
      const decoded = decode(text.trim());
      if (decoded === null) return failure(index, `a character reference in '${text.trim().slice(0, 20)}' names no character`);
      parent.text += decoded;
    }
    if (open < 0) break;
    if (source.startsWith('<?', open)) {
      const end = source.indexOf('?>', open);
      if (end < 0) return failure(open, 'unterminated <? ... ?> declaration');
      index = end + 2;
      continue;
    }
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open);
      if (end < 0) return failure(open, 'unterminated comment');
      index = end + 3;
      continue;
    }
    if (source.startsWith('<!', open)) {
      const end = source.indexOf('>', open);
      if (end < 0) return failure(open, 'unterminated <! ... > declaration');
      index = end + 1;
      continue;
    }
    const close = tagEnd(source, open + 1);
    if (close < 0) return failure(open, 'unterminated tag: missing >');
    const body = source.slice(open + 1, close);
    if (body.startsWith('/')) {
      const name = body.slice(1).trim();
      const top = stack.pop();
      if (top === undefined || top.name !== name) {
        return failure(open, top === undefined ? `closing tag </${name}> without an opening tag` : `closing tag </${name}> does not match <${top.name}>`);
      }
      index = close + 1;
      continue;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const nameMatch = /^([A-Za-z_][\w.-]*)/.exec(inner);
    if (!nameMatch) return failure(open, `expected a tag name after '<'`);
    const name = nameMatch[1]!;
    const attributes: Record<string, string> = {};
    let rest = inner.slice(name.length);
    const attributePattern = /^\s+([A-Za-z_][\w.-]*)\s*=\s*("([^"]*)"|'([^']*)')/;
    for (;;) {
      const attribute = attributePattern.exec(rest);
      if (!attribute) break;
      const value = decode(attribute[3] ?? attribute[4] ?? '');
      if (value === null) return failure(open + 1 + inner.length - rest.length, `a character reference in the value of ${attribute[1]!} names no character`);
      attributes[attribute[1]!] = value;
      rest = rest.slice(attribute[0].length);
    }
    if (rest.trim() !== '') return failure(open + 1 + inner.length - rest.length, `cannot read the attributes of <${name}> at '${rest.trim().slice(0, 20)}'`);
    const [line, column] = lineColumn(open);
    const element: XmlElement = { name, attributes, children: [], text: '', line, column };
    const parent = stack[stack.length - 1];
    if (parent !== undefined) parent.children.push(element);
    else if (root === null) root = element;
    else return failure(open, `a second root element <${name}>`);
    if (!selfClosing) stack.push(element);
    index = close + 1;
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed !== undefined) return err(ErrorCode.malformedRecord, `line ${unclosed.line}:${unclosed.column}: <${unclosed.name}> is never closed`);
  if (root === null) return err(ErrorCode.malformedRecord, 'line 1:1: no XML element found');
  return ok(root);
}
