import { XMLParser } from 'fast-xml-parser';

/**
 * Just enough HTML reading for the publishers' listing pages (the EC's MDCG page, FDA's guidance
 * landing pages and the HTML fragments inside FDA's listing JSON): a document-order tree through
 * fast-xml-parser in its lenient mode. Void elements (`<br>`, `<img>`...) are declared, scripts and
 * styles are dropped before parsing, entities are decoded. Unclosed tags nest oddly but keep document order,
 * which is all the readers here rely on (headings, table rows, links, text).
 */

// Script and style bodies are not markup ("a < b" would derail the parser), and carry no content.
const NON_CONTENT = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | { text: string };

const VOID_TAGS = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'];

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  unpairedTags: VOID_TAGS,
  htmlEntities: true,
  processEntities: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

type Raw = Record<string, unknown>;

function convert(items: unknown): HtmlNode[] {
  if (!Array.isArray(items)) return [];
  const nodes: HtmlNode[] = [];
  for (const item of items as Raw[]) {
    for (const [key, value] of Object.entries(item)) {
      if (key === ':@') continue;
      if (key === '#text') {
        nodes.push({ text: String(value) });
        continue;
      }
      const attrs: Record<string, string> = {};
      const rawAttrs = item[':@'];
      if (rawAttrs && typeof rawAttrs === 'object') {
        for (const [name, attr] of Object.entries(rawAttrs as Raw)) attrs[name.toLowerCase()] = attr === true ? '' : String(attr);
      }
      const tag = key.toLowerCase();
      nodes.push({ tag, attrs, children: convert(value) });
    }
  }
  return nodes;
}

/** Parses an HTML page or fragment; throws only when the parser gives up entirely. */
export function parseHtml(html: string): HtmlNode[] {
  // A doctype is not an element; the parser would read it as a processing instruction.
  const markup = html.replace(/<!doctype[^>]*>/i, '').replace(NON_CONTENT, '');
  return convert(parser.parse(`<html-root>${markup}</html-root>`));
}

/** Every node in document order (depth first). */
export function* walk(nodes: readonly HtmlNode[]): Generator<HtmlNode> {
  for (const node of nodes) {
    yield node;
    if ('tag' in node) yield* walk(node.children);
  }
}

const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'cite', 'code', 'em', 'i', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u']);

/** The text of nodes, whitespace normalised; block elements (cells, paragraphs) stay apart. */
export function textOf(nodes: readonly HtmlNode[] | HtmlNode): string {
  const parts: string[] = [];
  const visit = (node: HtmlNode) => {
    if ('text' in node) {
      parts.push(node.text);
      return;
    }
    const block = !INLINE_TAGS.has(node.tag);
    if (block) parts.push(' ');
    node.children.forEach(visit);
    if (block) parts.push(' ');
  };
  (Array.isArray(nodes) ? nodes : [nodes as HtmlNode]).forEach(visit);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The links of a page or fragment, in document order. */
export function linksOf(nodes: readonly HtmlNode[]): Array<{ href: string; text: string }> {
  const links: Array<{ href: string; text: string }> = [];
  for (const node of walk(nodes)) {
    if ('tag' in node && node.tag === 'a' && node.attrs.href) links.push({ href: node.attrs.href.trim(), text: textOf(node.children) });
  }
  return links;
}

/** The text of an HTML fragment (a listing cell such as `<a href="...">Title</a>`). */
export function fragmentText(html: string): string {
  return textOf(parseHtml(html));
}
