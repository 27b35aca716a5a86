import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cleanHeading, type CfrSection, type CfrSectionFailure } from './cfr-section.ts';
import { splitLeadingLabels, type RawParagraph } from './paragraph-labels.ts';
import { flattenWhitespace } from './source-notes.ts';

/**
 * Parser of the eCFR versioner XML of one part (`/api/versioner/v1/full/{date}/title-21.xml?part=N`).
 *
 * Structure (eCFR/GPO "DIV" markup): `DIV5 TYPE="PART"` holds `HEAD`, `AUTH` and `SOURCE`
 * (each a `HED` and a `PSPACE`), subparts `DIV6` (`HEAD` "Subpart A—…"), optional subject groups
 * `DIV7`, and sections `DIV8 N="211.1"` whose children are `HEAD` ("§ 211.1 Scope."), paragraphs
 * `P` (label in the text, run-in headings in `I` or `E T="03"`), flush paragraphs `FP`, `NOTE`,
 * `EXTRACT`, `GPOTABLE`, the section authority `SECAUTH` and the source note `CITA`. Paragraphs
 * are flat siblings; the hierarchy is rebuilt from their labels. Appendices (`DIV9`) are not
 * sections and are left out.
 */

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

function tagOf(node: XmlNode): string | null {
  return Object.keys(node).find((key) => key !== ':@') ?? null;
}

function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function attribute(node: XmlNode, name: string): string | null {
  const attributes = node[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** All text under a node, inline markup dropped. */
function textOf(node: XmlNode): string {
  if (tagOf(node) === '#text') return String(node['#text'] ?? '');
  const tag = tagOf(node);
  const parts = childrenOf(node).map(textOf);
  // Table cells and rows need a separator the markup alone implies.
  if (tag === 'ENT' || tag === 'CHED') return ` ${parts.join('')} |`;
  if (tag === 'ROW' || tag === 'BOXHD') return `${parts.join('')}\n`;
  return parts.join('');
}

const ITALIC = new Set(['I', 'E']);

/** A `P`: its labels, text and a run-in italic heading (`(a) <I>Applicability.</I> …`). */
function paragraphOf(node: XmlNode): RawParagraph {
  const text = flattenWhitespace(textOf(node));
  const { labels, rest } = splitLeadingLabels(text);
  let heading: string | null = null;
  if (labels.length > 0) {
    const children = childrenOf(node);
    const firstElement = children.find((child) => tagOf(child) !== '#text' || String(child['#text'] ?? '').replace(/\([^)]*\)/g, '').trim() !== '');
    if (firstElement && ITALIC.has(tagOf(firstElement) ?? '')) {
      const italic = flattenWhitespace(textOf(firstElement));
      if (/\.$/.test(italic) && rest.startsWith(italic)) heading = italic.replace(/\.$/, '');
    }
  }
  return { labels, text: rest, heading };
}

function findAll(nodes: readonly XmlNode[], tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const node of nodes) {
    if (tagOf(node) === tag) found.push(node);
    else found.push(...findAll(childrenOf(node), tag));
  }
  return found;
}

function noteText(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const body = childrenOf(node).filter((child) => tagOf(child) !== 'HED');
  return flattenWhitespace(body.map(textOf).join(' ')) || null;
}

/** The sections of an eCFR XML document, with the reserved numbers and unreadable sections apart. */
export interface EcfrXmlPart {
  part: string | null;
  sections: CfrSection[];
  reserved: string[];
  failures: CfrSectionFailure[];
}

/**
 * Reads every section of the parts in an eCFR XML document. Throws when the XML cannot be
 * parsed or holds no `DIV5` part (the caller dead-letters the part and goes on).
 */
export function parseEcfrXml(xml: string, options: { version?: (part: string) => string | null } = {}): EcfrXmlPart {
  if (xml.trim() === '') throw new Error('empty XML document');
  // The parser is lenient; the validator rejects a truncated or mangled download first.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const tree = parser.parse(xml) as XmlNode[];
  const parts = findAll(tree, 'DIV5').filter((node) => (attribute(node, 'TYPE') ?? 'PART') === 'PART');
  if (parts.length === 0) throw new Error('no DIV5 part element in the eCFR XML');
  const result: EcfrXmlPart = { part: attribute(parts[0]!, 'N'), sections: [], reserved: [], failures: [] };
  for (const partNode of parts) {
    const part = attribute(partNode, 'N') ?? '';
    const children = childrenOf(partNode);
    const head = children.find((child) => tagOf(child) === 'HEAD');
    const partHeading = head ? flattenWhitespace(textOf(head)).replace(/^PART \d+\s*[—–-]\s*/, '') || null : null;
    const partAuthority = noteText(children.find((child) => tagOf(child) === 'AUTH'));
    const partSource = noteText(children.find((child) => tagOf(child) === 'SOURCE'));
    const version = options.version?.(part) ?? null;
    const walk = (nodes: readonly XmlNode[], subpart: string | null, subpartHeading: string | null, source: string | null) => {
      for (const node of nodes) {
        const tag = tagOf(node);
        if (tag === 'DIV6' || tag === 'DIV7') {
          const inner = childrenOf(node);
          const innerHead = inner.find((child) => tagOf(child) === 'HEAD');
          const innerSource = noteText(inner.find((child) => tagOf(child) === 'SOURCE'));
          if (tag === 'DIV6') {
            const heading = innerHead ? flattenWhitespace(textOf(innerHead)).replace(/^Subpart [A-Z]{1,2}\s*[—–-]\s*/, '') || null : null;
            walk(inner, attribute(node, 'N'), heading, innerSource ?? partSource);
          } else walk(inner, subpart, subpartHeading, innerSource ?? source);
        } else if (tag === 'DIV8') {
          readSection(node, { part, partHeading, partAuthority, partSource: source, subpart, subpartHeading, version }, result);
        }
      }
    };
    walk(children, null, null, partSource);
  }
  return result;
}

function readSection(node: XmlNode, context: Omit<CfrSection, 'sectionNumber' | 'heading' | 'paragraphs' | 'sourceNote' | 'authorityNote'>, result: EcfrXmlPart): void {
  const number = attribute(node, 'N') ?? '';
  const children = childrenOf(node);
  const headNode = children.find((child) => tagOf(child) === 'HEAD');
  const head = headNode ? flattenWhitespace(textOf(headNode)) : '';
  if (/\[Reserved\]/i.test(head) || children.some((child) => tagOf(child) === 'RESERVED') || /[-–]/.test(number)) {
    result.reserved.push(number);
    return;
  }
  if (!/^\d+\.\d+[a-z]?$/.test(number)) {
    result.failures.push({ ref: `§ ${number || '?'}`, reason: `section number '${number}' is not a CFR section number` });
    return;
  }
  const paragraphs: RawParagraph[] = [];
  let sourceNote: string | null = null;
  let authorityNote: string | null = null;
  const collect = (nodes: readonly XmlNode[]) => {
    for (const child of nodes) {
      const tag = tagOf(child);
      if (tag === 'HEAD' || tag === '#text') continue;
      if (tag === 'CITA') sourceNote = flattenWhitespace(textOf(child)) || null;
      else if (tag === 'SECAUTH') authorityNote = flattenWhitespace(textOf(child)).replace(/^Authority:\s*/i, '') || null;
      else if (tag === 'P') paragraphs.push(paragraphOf(child));
      else if (tag === 'EXTRACT' || tag === 'NOTE') collect(childrenOf(child));
      else {
        const text = flattenWhitespace(textOf(child).replace(/\|\s*\n/g, '| '));
        if (text) paragraphs.push({ labels: [], text });
      }
    }
  };
  collect(children);
  if (paragraphs.length === 0) {
    result.failures.push({ ref: `§ ${number}`, reason: `§ ${number} has no text` });
    return;
  }
  result.sections.push({ ...context, sectionNumber: number, heading: cleanHeading(head) || number, paragraphs, sourceNote, authorityNote });
}
