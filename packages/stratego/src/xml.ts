/**
 * XML for Gravon records: a strict, maintained parser (`saxes`) underneath, read into a small
 * element tree whose attributes are `Map`s (no lookup keyed by outside text ever reaches
 * `Object.prototype`), and escaping for the writer.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SaxesParser } from 'saxes';
import { StrategoError } from './errors.js';

/** One XML element. */
export interface XmlElement {
  /** The tag name. */
  name: string;
  /** Its attributes, by name. */
  attributes: Map<string, string>;
  /** Child elements, in order. */
  children: XmlElement[];
  /** The text directly inside it (character data and CDATA), trimmed. */
  text: string;
  /** 1-based line of its start tag. */
  line: number;
  /** 1-based column of its start tag. */
  column: number;
}

/** The longest document read at all: a Gravon record of thousands of moves is far shorter. */
export const MAX_XML_LENGTH = 1_000_000;

/** Thrown inside the parser's handlers to stop at the first error (caught in `parseXml`). */
class Stop extends Error {}

/**
 * Reads an XML document into its root element, with `saxes` (well-formedness, the five
 * predefined entities and character references only: an undefined entity such as
 * `&constructor;` is an error). `malformed-record` with line:column otherwise. Never throws.
 */
export function parseXml(source: string): Result<XmlElement> {
  if (source.length > MAX_XML_LENGTH) return err(StrategoError.malformedRecord, `the record is ${source.length} characters long, more than the ${MAX_XML_LENGTH} read`);
  const lineStarts = [0];
  for (let index = source.indexOf('\n'); index >= 0; index = source.indexOf('\n', index + 1)) lineStarts.push(index + 1);
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
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | null = null;
  let failure: string | null = null;
  let pending: XmlElement | null = null;
  parser.on('error', (error) => {
    failure = error.message.replace(/\.$/, '');
    throw new Stop();
  });
  parser.on('opentagstart', (tag) => {
    // The parser has read '<', the name and one character after it.
    const [line, column] = lineColumn(Math.max(0, parser.position - tag.name.length - 2));
    pending = { name: tag.name, attributes: new Map(), children: [], text: '', line, column };
  });
  parser.on('attribute', (attribute) => {
    pending?.attributes.set(attribute.name, attribute.value);
  });
  parser.on('opentag', (tag) => {
    const element = pending ?? { name: tag.name, attributes: new Map<string, string>(), children: [], text: '', line: 1, column: 1 };
    pending = null;
    const parent = stack[stack.length - 1];
    if (parent !== undefined) parent.children.push(element);
    else root = element;
    stack.push(element);
    texts.push([]);
  });
  const addText = (text: string): void => {
    texts[texts.length - 1]?.push(text);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = stack.pop();
    const text = texts.pop();
    if (element !== undefined && text !== undefined) element.text = text.join('').trim();
  });
  try {
    parser.write(source).close();
  } catch (error) {
    if (!(error instanceof Stop)) failure ??= error instanceof Error ? error.message : 'the XML could not be read';
  }
  if (failure !== null) {
    const match = /^(\d+):(\d+): (.*)$/s.exec(failure);
    const where = match === null ? '' : `line ${match[1]}:${Number(match[2]) === 0 ? 1 : match[2]}: `;
    return err(StrategoError.malformedRecord, `${where}${match === null ? failure : match[3]}`);
  }
  if (root === null) return err(StrategoError.malformedRecord, 'line 1:1: no XML element found');
  return ok(root);
}

/** Escapes text for an attribute value or element content (tabs, line breaks and `\r` as references, so they read back exactly). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** True when XML 1.0 can hold every character of `text` (no control characters but tab and line breaks, no lone surrogates, no U+FFFE/U+FFFF). */
export function isXmlText(text: string): boolean {
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
