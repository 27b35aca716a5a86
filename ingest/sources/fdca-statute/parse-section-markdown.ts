import { parse as parseYaml } from 'yaml';
import { splitLeadingLabels, type RawParagraph } from '../ecfr-title21/paragraph-labels.ts';
import { flattenWhitespace } from '../ecfr-title21/source-notes.ts';
import { parseSectionHeading, type UscSection, type UscSectionFailure } from './usc-section.ts';

/**
 * Parser of the U.S. Code sections as markdown: one file per section of 21 U.S.C. chapter 9
 * subchapter V, converted (BeautifulSoup) from the Code's XHTML, with YAML front matter naming
 * the section (`chunk_id: "21 U.S.C. § 351"`).
 *
 * Layout facts it relies on: `# §351. Adulterated drugs and devices` opens a section (a file can
 * hold the sections that follow it in the Code, e.g. 360bbb–8a to 8d in `section-360bbb-8.md`);
 * `# Part C—Electronic Product Radiation Control` opens a part of the subchapter; statute
 * paragraphs are one per line, subsection and paragraph heads as `## (a) Heading` /
 * `### (1) Heading`; `> Source: (June 25, 1938, ch. 675, §501, …)` closes the statute text; the
 * notes after it have unlabelled headings (`### Amendments`) under bold group headings
 * (`### **Editorial Notes**`).
 */

export interface SectionMarkdownFile {
  /** The section the front matter names (`351`), or null without front matter. */
  chunkSection: string | null;
  /** The Code edition the file was converted from (`USCODE-2024`). */
  edition: string | null;
  sections: UscSection[];
  /** Runs of numbers with no text (`360aaa to 360aaa-6`, "Omitted"). */
  omitted: string[];
  failures: UscSectionFailure[];
  /** The last `# Part …` heading in the file: the part of the sections in the next file. */
  partAtEnd: string | null;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const PART_HEAD = /^Part ([A-Z]{1,2})\s*[—–-]\s*(.+)$/;
/** Bold group headings of the notes (`**Editorial Notes**`), not notes themselves. */
const NOTE_GROUP = /^\*\*.+\*\*$/;

function readFrontMatter(text: string): { chunkSection: string | null; edition: string | null; body: string } {
  if (!text.startsWith('---')) return { chunkSection: null, edition: null, body: text };
  const end = text.indexOf('\n---', 3);
  if (end < 0) throw new Error('front matter is not closed');
  const data = parseYaml(text.slice(3, end)) as { source?: { chunk_id?: unknown; source_file?: unknown } } | null;
  const chunkId = typeof data?.source?.chunk_id === 'string' ? data.source.chunk_id : '';
  const sourceFile = typeof data?.source?.source_file === 'string' ? data.source.source_file : '';
  return {
    chunkSection: /§\s*(\S+)$/.exec(chunkId)?.[1]?.replace(/[–]/g, '-') ?? null,
    edition: /^(USCODE-\d{4})/.exec(sourceFile)?.[1] ?? null,
    body: text.slice(text.indexOf('\n', end + 1) + 1),
  };
}

const stripEmphasis = (text: string) => flattenWhitespace(text.replace(/\*+([^*]+?)\*+/g, '$1').replace(/\*/g, ''));

interface OpenSection {
  number: string;
  heading: string;
  part: string | null;
  paragraphs: RawParagraph[];
  sourceCredit: string | null;
  inNotes: boolean;
  notes: Array<{ heading: string; pieces: string[] }>;
}

/**
 * Reads the sections of one file. `partBefore` is the part the previous file (in Code order)
 * ended in. A section without any statute text is a failure; throws only on broken front matter.
 */
export function parseSectionMarkdown(text: string, options: { fileName?: string; partBefore?: string | null } = {}): SectionMarkdownFile {
  const { chunkSection, edition, body } = readFrontMatter(text);
  const result: SectionMarkdownFile = { chunkSection, edition, sections: [], omitted: [], failures: [], partAtEnd: options.partBefore ?? null };
  let part = options.partBefore ?? null;
  let section: OpenSection | null = null;

  const close = () => {
    if (!section) return;
    const done: OpenSection = section;
    section = null;
    const notes = done.notes.map((note) => ({ heading: note.heading, text: flattenWhitespace(note.pieces.join('\n')) })).filter((note) => note.text.length > 0);
    if (done.paragraphs.length === 0 && notes.length === 0) {
      result.failures.push({ ref: `${options.fileName ?? ''}#§ ${done.number}`, reason: `§ ${done.number} has no text` });
      return;
    }
    result.sections.push({ sectionNumber: done.number, heading: done.heading, part: done.part, paragraphs: done.paragraphs, sourceCredit: done.sourceCredit, notes, currentThrough: null });
  };

  for (const rawLine of body.split('\n')) {
    const line = rawLine.trim();
    if (line === '') continue;
    const heading = HEADING.exec(line);
    if (heading && heading[1] === '#') {
      const title = stripEmphasis(heading[2]!);
      const partHead = PART_HEAD.exec(title);
      if (partHead) {
        close();
        part = title;
        continue;
      }
      const parsed = parseSectionHeading(heading[2]!);
      if (parsed && 'range' in parsed) {
        close();
        result.omitted.push(parsed.range);
        continue;
      }
      if (parsed) {
        close();
        section = { number: parsed.number, heading: parsed.heading, part, paragraphs: [], sourceCredit: null, inNotes: false, notes: [] };
        continue;
      }
    }
    if (!section) continue;
    const open: OpenSection = section;
    const credit = /^>\s*Source:\s*(.*)$/.exec(line);
    if (credit && !open.inNotes) {
      open.sourceCredit = flattenWhitespace(credit[1]!);
      open.inNotes = true;
      continue;
    }
    if (heading) {
      const title = stripEmphasis(heading[2]!);
      if (!open.inNotes && !NOTE_GROUP.test(heading[2]!.trim())) {
        // `## (a) Poisonous, insanitary, etc., ingredients`: a subsection head; `## (k), (l)
        // Repealed. …` heads two, filed under the first.
        const labelled = splitLeadingLabels(title);
        const listed = /^\(([A-Za-z0-9]{1,5})\),\s*\(/.exec(title);
        if (labelled.labels.length > 0) open.paragraphs.push({ labels: labelled.labels, text: '', heading: labelled.rest || null });
        else if (listed) open.paragraphs.push({ labels: [listed[1]!], text: '', heading: title });
        else open.paragraphs.push({ labels: [], text: title });
        continue;
      }
      // A bold group heading (`**Editorial Notes**`) or any heading after the source credit:
      // the notes (a repealed section has no credit, its notes start at the group heading).
      open.inNotes = true;
      if (!NOTE_GROUP.test(heading[2]!.trim())) open.notes.push({ heading: title, pieces: [] });
      continue;
    }
    if (open.inNotes) {
      const note = open.notes[open.notes.length - 1];
      if (note) note.pieces.push(stripEmphasis(line.replace(/^>\s*/, '')));
      else open.notes.push({ heading: 'Note', pieces: [stripEmphasis(line)] });
      continue;
    }
    const { labels, rest } = splitLeadingLabels(stripEmphasis(line));
    open.paragraphs.push({ labels, text: rest });
  }
  close();
  result.partAtEnd = part;
  return result;
}
