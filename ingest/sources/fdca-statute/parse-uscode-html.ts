import { XMLParser } from 'fast-xml-parser';
import { isoDate } from '../../formats/dates.ts';
import { splitLeadingLabels, type RawParagraph } from '../ecfr-title21/paragraph-labels.ts';
import { flattenWhitespace } from '../ecfr-title21/source-notes.ts';
import { parseSectionHeading, type UscSection } from './usc-section.ts';

/**
 * Parser of the U.S. Code as the Office of the Law Revision Counsel serves it in HTML
 * (uscode.house.gov `view.xhtml`, the same markup as the Code's XHTML downloads).
 *
 * Layout facts it relies on: the content is a flat run of siblings; each section starts with
 * comments `<!-- documentid:21_351 … currentthrough:20250106 … -->` and `<!-- expcite:TITLE
 * 21-…!@!Part A-Drugs and Devices!@!Sec. 351 -->`, then `<h3 class="section-head">§351. …</h3>`;
 * the statute text sits between `<!-- field-start:statute -->` and `<!-- field-end:statute -->`
 * as `p.statutory-body[-Nem]` paragraphs and `h4.subsection-head` / `paragraph-head` heads; the
 * credit is `p.source-credit`; notes are `h4.note-head` and `p.note-body` under
 * `field-start:notes`; a repealed section has only a `field-start:repealsummary` paragraph.
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  unpairedTags: ['br', 'hr', 'img', 'meta', 'link', 'input', 'col', 'wbr'],
});

type Event = { kind: 'comment'; text: string } | { kind: 'block'; tag: string; className: string; text: string };

const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'table', 'li']);

function tagOf(node: Node): string | null {
  return Object.keys(node).find((key) => key !== ':@') ?? null;
}

function childrenOf(node: Node): Node[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as Node[]) : [];
}

function textOf(node: Node): string {
  const tag = tagOf(node);
  if (tag === '#text') return String(node['#text'] ?? '');
  if (tag === '#comment') return '';
  if (tag === 'br') return ' ';
  const inner = childrenOf(node).map(textOf).join('');
  return tag === 'td' || tag === 'th' ? `${inner} | ` : tag === 'tr' ? `${inner}\n` : inner;
}

/** Whether a node holds a block element or a comment (an unclosed `<p>` swallows what follows). */
function holdsBlocks(node: Node): boolean {
  return childrenOf(node).some((child) => {
    const tag = tagOf(child);
    return tag === '#comment' || (tag !== null && BLOCKS.has(tag.toLowerCase())) || holdsBlocks(child);
  });
}

/** The page's comments and block elements in document order, whatever wraps them. */
function events(nodes: readonly Node[], out: Event[] = []): Event[] {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#comment') out.push({ kind: 'comment', text: childrenOf(node).map(textOf).join('').trim() });
    else if (tag && BLOCKS.has(tag.toLowerCase()) && !holdsBlocks(node)) {
      const attributes = node[':@'] as Record<string, unknown> | undefined;
      out.push({ kind: 'block', tag: tag.toLowerCase(), className: typeof attributes?.class === 'string' ? attributes.class : '', text: flattenWhitespace(textOf(node)) });
    } else if (tag && tag !== '#text') events(childrenOf(node), out);
  }
  return out;
}

/** The sections of a U.S. Code page, with runs of omitted numbers apart. */
export interface UscodeHtmlPage {
  sections: UscSection[];
  omitted: string[];
  /** The newest `currentthrough` date of the page's sections. */
  currentThrough: string | null;
}

const GROUP_HEADINGS = /^(Editorial Notes|Statutory Notes and Related Subsidiaries|Executive Documents)$/i;

/**
 * Reads every section of a U.S. Code HTML page. Throws when the page holds no section heading at
 * all (not a Code page: an error page, a changed layout).
 */
export function parseUscodeHtml(html: string): UscodeHtmlPage {
  // Scripts and styles hold markup-like text (`a < b`) that is not part of the document.
  const cleaned = html.replace(/<!DOCTYPE[^>]*>/i, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const stream = events(parser.parse(cleaned) as Node[]);
  const result: UscodeHtmlPage = { sections: [], omitted: [], currentThrough: null };
  let field: string | null = null;
  let part: string | null = null;
  let currentThrough: string | null = null;
  let section: (UscSection & { openNote: { heading: string; pieces: string[] } | null }) | null = null;
  let sawHeading = false;

  const close = () => {
    if (!section) return;
    const { openNote: _openNote, ...done } = section;
    section = null;
    result.sections.push(done);
  };

  for (const event of stream) {
    if (event.kind === 'comment') {
      const fieldMatch = /^field-(start|end):(\S+)/.exec(event.text);
      if (fieldMatch) field = fieldMatch[1] === 'start' ? fieldMatch[2]! : null;
      const through = /currentthrough:(\d{4})(\d{2})(\d{2})/.exec(event.text);
      if (/^documentid:/.test(event.text) && through) currentThrough = isoDate(Number(through[1]), Number(through[2]), Number(through[3]));
      const expcite = /^expcite:(.*)$/.exec(event.text);
      if (expcite) {
        const partPiece = expcite[1]!.split('!@!').find((piece) => /^Part [A-Z]{1,2}-/.test(piece.trim()));
        if (partPiece) part = partPiece.trim().replace(/^(Part [A-Z]{1,2})-/, '$1—');
      }
      continue;
    }
    if (event.className === 'part-head') {
      close();
      part = event.text;
      continue;
    }
    if (event.className === 'section-head') {
      close();
      sawHeading = true;
      const heading = parseSectionHeading(event.text);
      if (!heading) continue;
      if ('range' in heading) {
        result.omitted.push(heading.range);
        continue;
      }
      section = { sectionNumber: heading.number, heading: heading.heading, part, paragraphs: [], sourceCredit: null, notes: [], currentThrough, openNote: null };
      if (currentThrough && (!result.currentThrough || currentThrough > result.currentThrough)) result.currentThrough = currentThrough;
      continue;
    }
    if (!section) continue;
    const open: UscSection & { openNote: { heading: string; pieces: string[] } | null } = section;
    if (event.className === 'source-credit') {
      open.sourceCredit = event.text || null;
    } else if (field === 'statute' || field === 'repealsummary') {
      const { labels, rest } = splitLeadingLabels(event.text);
      const paragraph: RawParagraph = /-head$/.test(event.className) ? { labels, text: '', heading: rest || null } : { labels, text: rest };
      if (paragraph.labels.length > 0 || paragraph.text || paragraph.heading) open.paragraphs.push(paragraph);
    } else if (field === 'notes' || /^note-/.test(event.className)) {
      if (event.className === 'note-head') {
        if (!GROUP_HEADINGS.test(event.text)) {
          open.openNote = { heading: event.text, pieces: [] };
          open.notes.push({ heading: event.text, text: '' });
        }
      } else if (event.text) {
        if (!open.openNote) {
          open.openNote = { heading: 'Note', pieces: [] };
          open.notes.push({ heading: 'Note', text: '' });
        }
        open.openNote.pieces.push(event.text);
        open.notes[open.notes.length - 1]!.text = open.openNote.pieces.join(' ');
      }
    }
  }
  close();
  if (!sawHeading) throw new Error('no section heading (h3.section-head) in the page: not a U.S. Code page');
  const withNotes = result.sections.map((s) => ({ ...s, notes: s.notes.filter((note) => note.text.length > 0) }));
  return { ...result, sections: withNotes };
}
