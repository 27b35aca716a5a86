import { XMLParser } from 'fast-xml-parser';

/**
 * fda.gov serves its listings as HTML fragments: DataTables JSON cells (`<a href=…>Firm</a>`,
 * `<time datetime=…>`) and server-rendered tables. They are read with fast-xml-parser in its
 * lenient (non-validating) mode with HTML entities on, rather than with regular expressions, so
 * entities, nested tags and attribute quoting are handled by a maintained parser.
 */

/** Text, link targets and `<time datetime>` values of one fragment. */
export interface HtmlFragment {
  /** Visible text; `<br>`, `<p>`, `<div>` and `<li>` boundaries become newlines, other whitespace one space. */
  text: string;
  hrefs: string[];
  datetimes: string[];
}

type Node = Record<string, unknown>;

// Elements HTML never closes; without this list the parser would nest the rest of a cell inside them.
const VOID_ELEMENTS = ['br', 'hr', 'img', 'wbr', 'col', 'input', 'meta', 'link', 'source', 'area', 'base'];
const BLOCK_ELEMENTS = new Set(['br', 'p', 'div', 'li', 'tr', 'ul', 'ol']);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  htmlEntities: true,
  processEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  unpairedTags: VOID_ELEMENTS,
  stopNodes: ['*.script', '*.style'],
});

function parseNodes(html: string): Node[] {
  return parser.parse(html) as Node[];
}

function tagOf(node: Node): string | null {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text') ?? null;
}

function attributes(node: Node): Record<string, unknown> {
  const attrs = node[':@'];
  return attrs && typeof attrs === 'object' ? (attrs as Record<string, unknown>) : {};
}

function collect(nodes: Node[], into: { parts: string[]; hrefs: string[]; datetimes: string[] }): void {
  for (const node of nodes) {
    if ('#text' in node) {
      into.parts.push(String(node['#text']));
      continue;
    }
    const tag = tagOf(node);
    if (!tag) continue;
    const name = tag.toLowerCase();
    if (name === 'script' || name === 'style') continue;
    const attrs = attributes(node);
    // An attribute the parser could not read as a quoted value comes back as `true`: not an address.
    if (name === 'a' && typeof attrs.href === 'string' && attrs.href) into.hrefs.push(attrs.href);
    if (name === 'time' && typeof attrs.datetime === 'string' && attrs.datetime) into.datetimes.push(attrs.datetime);
    if (BLOCK_ELEMENTS.has(name)) into.parts.push('\n');
    const children = node[tag];
    if (Array.isArray(children)) collect(children as Node[], into);
    if (BLOCK_ELEMENTS.has(name)) into.parts.push('\n');
  }
}

function tidy(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Reads one HTML fragment (a table cell, a listing cell). Plain text comes back unchanged but tidied. */
export function readHtmlFragment(html: string): HtmlFragment {
  const into = { parts: [] as string[], hrefs: [] as string[], datetimes: [] as string[] };
  collect(parseNodes(`<x>${html}</x>`), into);
  return { text: tidy(into.parts.join('')), hrefs: into.hrefs, datetimes: into.datetimes };
}

/** A table's rows as cell fragments (header rows included), in document order. */
export type HtmlTable = HtmlFragment[][];

function findAll(nodes: Node[], wanted: string, found: Node[]): Node[] {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag) continue;
    const children = node[tag];
    if (tag.toLowerCase() === wanted) {
      found.push(node);
      continue;
    }
    if (Array.isArray(children)) findAll(children as Node[], wanted, found);
  }
  return found;
}

function fragmentOf(cell: Node): HtmlFragment {
  const into = { parts: [] as string[], hrefs: [] as string[], datetimes: [] as string[] };
  const tag = tagOf(cell);
  const children = tag ? cell[tag] : null;
  if (Array.isArray(children)) collect(children as Node[], into);
  return { text: tidy(into.parts.join('')), hrefs: into.hrefs, datetimes: into.datetimes };
}

/**
 * Every `<table>` of an HTML page. Only the table elements are handed to the parser: a whole page
 * (scripts, unclosed `<p>`s in templates) is not the parser's business, a Drupal table is.
 */
export function readHtmlTables(page: string): HtmlTable[] {
  const tables = page.match(/<table\b[\s\S]*?<\/table>/gi) ?? [];
  return tables.map((table) =>
    findAll(parseNodes(table), 'tr', []).map((row) => {
      const tag = tagOf(row)!;
      const children = (row[tag] as Node[] | undefined) ?? [];
      return children.filter((cell) => ['td', 'th'].includes(tagOf(cell)?.toLowerCase() ?? '')).map(fragmentOf);
    }),
  );
}
