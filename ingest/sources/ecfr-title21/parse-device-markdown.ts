import { parse as parseYaml } from 'yaml';
import { isoDate } from '../../formats/dates.ts';
import { cleanHeading, PART_REVISIONS, type CfrSection, type CfrSectionFailure } from './cfr-section.ts';
import { splitLeadingLabels, type RawParagraph } from './paragraph-labels.ts';
import { flattenWhitespace } from './source-notes.ts';

/**
 * Parser of the device parts (21 CFR 800–898) as markdown: one file per part, converted from the
 * GPO annual-edition XML (`CFR-2025-title21-vol8-chapI-subchapH.xml`), with YAML front matter.
 *
 * Layout facts it relies on: `# PART 820—…`, `## Subpart A—…` and `### § 820.30 Design
 * controls.` headings; `# Authority:` / `# Source:` headings followed by their text;
 * `> Citation: [61 FR …]` source notes; a paragraph starts on a line in column 0, and its
 * continuation lines (run-in italic headings such as `*Applicability.*`, text after them, text
 * after a page break of the original) are indented.
 *
 * Two texts of one section: the 2025 edition carries the QSR *and*, after an "Effective Date
 * Note", the QMSR that replaced it on 2026-02-02 (also published alone in `part-820-qmsr.md`);
 * § 801.4 likewise carries a revision that was delayed indefinitely. The second text gets a
 * `version` so its id differs (see `versionLabels`).
 */

export interface DevicePartFile {
  part: string | null;
  /** Edition the file was converted from (`revised as of April 1` of the CFR-year in its name). */
  editionDate: string | null;
  sourceFile: string | null;
  sections: Array<CfrSection & { effectiveDate: string | null }>;
  reserved: string[];
  failures: CfrSectionFailure[];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const PART_HEAD = /^PART (\d+)\s*[—–-]\s*(.*)$/;
const SUBPART_HEAD = /^Subpart ([A-Z]{1,2})\s*[—–-]\s*(.+)$/;
const SECTION_HEAD = /^§\s*(\d+\.\d+[a-z]?)((?:\s*[—–-]\s*(?:§\s*)?\d+\.\d+[a-z]?)?)(?:\s+(.*))?$/;
const EFFECTIVE_IN_TITLE = /\(EFF\.\s*(\d{1,2})-(\d{1,2})-(\d{2})\)/i;

interface FrontMatter {
  sourceFile: string | null;
  chunkId: string | null;
}

function readFrontMatter(text: string): { front: FrontMatter; body: string } {
  if (!text.startsWith('---')) return { front: { sourceFile: null, chunkId: null }, body: text };
  const end = text.indexOf('\n---', 3);
  if (end < 0) throw new Error('front matter is not closed');
  const data = parseYaml(text.slice(3, end)) as { source?: { source_file?: unknown; chunk_id?: unknown } } | null;
  const source = data?.source;
  return {
    front: {
      sourceFile: typeof source?.source_file === 'string' ? source.source_file : null,
      chunkId: typeof source?.chunk_id === 'string' ? source.chunk_id : null,
    },
    body: text.slice(text.indexOf('\n', end + 1) + 1),
  };
}

/** Title 21 annual editions are revised as of April 1 of their year. */
function editionDateOf(sourceFile: string | null): string | null {
  const year = /CFR-(\d{4})-title21/i.exec(sourceFile ?? '');
  return year ? isoDate(Number(year[1]), 4, 1) : null;
}

const stripEmphasis = (text: string) => text.replace(/\*+([^*]+?)\*+/g, '$1').replace(/\*/g, '');

interface OpenParagraph {
  pieces: string[];
  /** The paragraph so far is only its labels and a run-in italic heading. */
  headOnly: boolean;
}

interface OpenSection {
  number: string;
  heading: string;
  version: string | null;
  effectiveDate: string | null;
  subpart: string | null;
  subpartHeading: string | null;
  source: string | null;
  authority: string | null;
  partHeading: string | null;
  paragraphs: OpenParagraph[];
  citation: string | null;
}

function toRawParagraph(open: OpenParagraph): RawParagraph {
  const [first = '', ...rest] = open.pieces;
  const { labels, rest: afterLabels } = splitLeadingLabels(first);
  const pieces = [afterLabels, ...rest].filter((piece) => piece.trim().length > 0);
  // A run-in heading is an italic phrase ending in a period (`*Applicability.*`); an italic
  // defined term (`*Component*` means…) is not a heading.
  const italic = pieces[0] && /^\*[^*]+\.\*$/.test(pieces[0].trim()) ? flattenWhitespace(stripEmphasis(pieces[0])) : null;
  return {
    labels,
    text: flattenWhitespace(stripEmphasis(pieces.join(' '))),
    heading: labels.length > 0 && italic ? italic.replace(/\.$/, '') : null,
  };
}

/**
 * Reads every section of one part file. Sections without text are failures, `[Reserved]`
 * numbers are listed apart; throws only when the front matter is broken or no `PART n—` heading
 * exists.
 */
export function parseDeviceMarkdown(text: string, fileName = ''): DevicePartFile {
  const { front, body } = readFrontMatter(text);
  const editionDate = editionDateOf(front.sourceFile);
  const lines = body.split('\n');
  const result: DevicePartFile = { part: null, editionDate, sourceFile: front.sourceFile, sections: [], reserved: [], failures: [] };

  let partHeading: string | null = null;
  let partVersion: string | null = null;
  let partEffective: string | null = editionDate;
  let authority: string | null = null;
  let partSource: string | null = null;
  let subpart: string | null = null;
  let subpartHeading: string | null = null;
  let subpartSource: string | null = null;
  let note: { kind: string; pieces: string[] } | null = null;
  let revisionNote: string | null = null;
  let section: OpenSection | null = null;
  const seenInVersion = new Set<string>();

  const closeNote = () => {
    if (!note) return;
    const value = flattenWhitespace(note.pieces.join(' ')) || null;
    if (note.kind === 'authority') authority = value;
    else if (note.kind === 'source') {
      if (subpart) subpartSource = value;
      else partSource = value;
    } else if (note.kind === 'effective' && value && /set forth as follows|follows the text of this part/i.test(value)) {
      revisionNote = /\d+ FR \d+/.exec(value)?.[0] ?? 'revision';
    }
    note = null;
  };
  const closeSection = () => {
    if (!section) return;
    const done: OpenSection = section;
    section = null;
    const paragraphs = done.paragraphs.map(toRawParagraph);
    // `### § 812.65` followed by `*[Reserved]*`: a number kept free, not a section.
    if (paragraphs.length > 0 && paragraphs.every((p) => /^\[Reserved\]$/i.test(p.text))) {
      result.reserved.push(done.number);
      return;
    }
    if (paragraphs.every((p) => p.text.length === 0)) {
      result.failures.push({ ref: `${fileName}#§ ${done.number}`, reason: `§ ${done.number} has no text` });
      return;
    }
    result.sections.push({
      part: result.part!,
      partHeading: done.partHeading,
      partAuthority: done.authority,
      partSource: done.source,
      subpart: done.subpart,
      subpartHeading: done.subpartHeading,
      sectionNumber: done.number,
      heading: done.heading,
      paragraphs,
      sourceNote: done.citation,
      authorityNote: null,
      version: done.version,
      effectiveDate: done.effectiveDate,
    });
  };

  const startPart = (number: string, title: string) => {
    const revisedEffective = EFFECTIVE_IN_TITLE.exec(title);
    const known = PART_REVISIONS[number];
    if (result.part === null) {
      result.part = number;
      if (revisedEffective) {
        partVersion = known?.revised ?? `revised ${title}`;
        partEffective = isoDate(2000 + Number(revisedEffective[3]), Number(revisedEffective[1]), Number(revisedEffective[2]));
      } else partVersion = known?.prior ?? null;
    } else {
      // The same part again, as revised (the 820 QMSR set forth after the QSR).
      partVersion = known?.revised ?? `revised ${revisedEffective ? revisedEffective[0] : title}`;
      partEffective = revisedEffective ? isoDate(2000 + Number(revisedEffective[3]), Number(revisedEffective[1]), Number(revisedEffective[2])) : null;
      seenInVersion.clear();
      authority = null;
      partSource = null;
      subpart = null;
      subpartHeading = null;
      subpartSource = null;
    }
    partHeading = flattenWhitespace(title.replace(EFFECTIVE_IN_TITLE, '')) || null;
    revisionNote = null;
  };

  for (const line of lines) {
    const heading = HEADING.exec(line.trim());
    const citation = /^\s*>\s*Citation:\s*(.*)$/.exec(line);
    if (heading) {
      const title = stripEmphasis(heading[2]!).trim();
      const part = PART_HEAD.exec(title);
      const sub = SUBPART_HEAD.exec(title);
      const sec = SECTION_HEAD.exec(title);
      const noteKind = /^Authority:?$/i.test(title) ? 'authority' : /^Source:?$/i.test(title) ? 'source' : /^Effective Date Note:?$/i.test(title) ? 'effective' : null;
      if (part) {
        closeNote();
        closeSection();
        startPart(part[1]!, part[2]!);
        continue;
      }
      if (sub) {
        closeNote();
        closeSection();
        subpart = sub[1]!;
        subpartHeading = flattenWhitespace(sub[2]!);
        subpartSource = null;
        continue;
      }
      if (sec) {
        closeNote();
        closeSection();
        if (sec[2] || /\[Reserved\]/i.test(sec[3] ?? '')) {
          result.reserved.push(`${sec[1]}${sec[2] ? sec[2].replace(/\s+/g, '') : ''}`);
          continue;
        }
        const number = sec[1]!;
        // A second text of a section within one version follows an "Effective Date Note" that
        // sets forth a revision not (yet) in force.
        const pending = seenInVersion.has(number) && revisionNote !== null;
        seenInVersion.add(number);
        section = {
          number,
          heading: cleanHeading(sec[3] ?? ''),
          version: pending ? `revision ${revisionNote}` : partVersion,
          effectiveDate: pending ? null : partEffective,
          subpart,
          subpartHeading,
          source: subpartSource ?? partSource,
          authority,
          partHeading,
          paragraphs: [],
          citation: null,
        };
        continue;
      }
      if (noteKind) {
        closeNote();
        closeSection();
        note = { kind: noteKind, pieces: [] };
        continue;
      }
      // Any other heading inside a section ("Note:", "Note to § 801.437:") is part of its text.
      if (section) (section as OpenSection).paragraphs.push({ pieces: [title], headOnly: false });
      continue;
    }
    if (note) {
      if (line.trim()) note.pieces.push(line.trim());
      continue;
    }
    if (!section) continue;
    const open: OpenSection = section;
    if (citation) {
      open.citation = flattenWhitespace(citation[1]!);
      continue;
    }
    if (line.trim() === '') continue;
    const current = open.paragraphs[open.paragraphs.length - 1];
    const indented = /^\s/.test(line);
    const labelled = splitLeadingLabels(line).labels.length > 0;
    if (!current || !indented || (labelled && current.headOnly)) {
      open.paragraphs.push({ pieces: [line.trim()], headOnly: splitLeadingLabels(line).rest === '' });
      continue;
    }
    current.pieces.push(line.trim());
    current.headOnly = current.headOnly && /^\*[^*]+\*$/.test(line.trim());
  }
  closeNote();
  closeSection();
  if (result.part === null) throw new Error('no "PART n—" heading: not a CFR part file');
  return result;
}

