import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import type { TarTextEntry } from '../../formats/tar-gz.ts';
import { issueFields, monthYear } from '../rule-documents/dates.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { fieldText, splitFrontMatter } from '../rule-documents/front-matter.ts';
import { blankToNull, readMirrorIndex, readMirrorTarballs } from '../rule-documents/mirror-index.ts';
import type { IndexRow } from '../rule-documents/mirror-index.ts';
import { wordCount } from '../rule-documents/clean-text.ts';
import { guidanceBody, guidanceId, guidanceKey } from './document.ts';
import type { GuidanceMetadata } from './document.ts';
import { FdaGuidanceRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Reads the mirror's FDA guidance set (`fda_guidance_documents/`): the index CSV, the markdown of
 * every guidance in a tarball, and stand-alone PDFs under `pdf/` (read from their pdftotext twin
 * `.txt` when there is one, with pdf.js otherwise).
 *
 * Joining: index rows and markdown files share the markdown file name (the index's `file`
 * column), as PROVENANCE.md describes.
 * - A markdown file without an index row is kept: its front-matter carries title, docket and
 *   pages, so the record only lacks the index's parsed issue date, draft flag and centers.
 * - An index row without a markdown file is dead-lettered: a record without text has nothing to
 *   search.
 * - A PDF of the same guidance as a markdown file (same title key, e.g. the Part 11 guidance) is
 *   skipped: the markdown record carries the index metadata. Other PDFs become records with what
 *   their text says (title, docket, month, centers).
 */

export const FDA_GUIDANCE_DIR = 'fda_guidance_documents';
/**
 * The folder holding FDA guidances that are not in the 494-document set (its PROVENANCE.md says
 * so of the 2011 Process Validation guidance), beside ICH and EU texts read by other connectors.
 */
export const FDA_EXTRA_DIR = 'ich_eu_gmp_reference_set';
const FDA_EXTRA_FILE = /^FDA_Guidance_.*\.(?:pdf|txt)$/i;
/** Every folder the connector reads, for the runner's fingerprint. */
export const FDA_GUIDANCE_FOLDERS = /^(?:fda_guidance_documents|ich_eu_gmp_reference_set)$/;
const INDEX_FILE = /^fda_guidance_index.*\.csv$/i;
const TARBALL = /\.tar\.gz$|\.tgz$/i;
const INDEX_COLUMNS = ['file', 'title', 'docket', 'pages', 'issue_date_text_parsed', 'is_draft_parsed', 'centers_mentioned_parsed'];
// Fewer words than this is a failed conversion (a scanned page with no OCR), not a guidance.
const MIN_WORDS = 20;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function markdownMetadata(entry: TarTextEntry, fields: Record<string, unknown>, row: IndexRow | undefined, tarball: string): GuidanceMetadata | string {
  const title = blankToNull(row?.title) ?? fieldText(fields, 'title');
  if (!title) return 'no title in the index row or the front-matter';
  const issue = issueFields(row?.issue_date_text_parsed);
  return {
    title: title.replace(/\s+/g, ' '),
    docket: blankToNull(row?.docket) ?? fieldText(fields, 'docket'),
    ...issue,
    updated_date: null,
    // The set holds final guidances (PROVENANCE.md); the index flags the drafts it found.
    status: row ? (row.is_draft_parsed === 'True' ? 'draft' : 'final') : null,
    centers: (row?.centers_mentioned_parsed ?? '')
      .split(';')
      .map((center) => center.trim())
      .filter((center) => center !== ''),
    pages: positiveInt(blankToNull(row?.pages) ?? fieldText(fields, 'pages')),
    topics: [],
    regulated_products: [],
    url: null,
    pdf_url: null,
    source_file: `${tarball}:${entry.path}`,
    text_source: 'markdown',
    conversion_method: blankToNull(row?.conversion_method) ?? fieldText(fields, 'method'),
  };
}

// Where the title block of a guidance's cover ends: the issuing agency, a date, the first sentence.
const AFTER_TITLE =
  /^(?:u\.s\. department|department of health|food and drug administration|center for|office of|document issued|for questions|additional copies|this (?:draft )?guidance|draft\b|table of contents|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/i;

/**
 * The title block of a guidance's first page: the first lines, up to a blank line (pdftotext)
 * or, in pdf.js text which has no blank lines, up to the agency block, a date or a sentence.
 */
export function titleFromText(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  const first = lines.findIndex((line) => line !== '' && !/^contains non-?binding recommendations$/i.test(line));
  if (first < 0) return null;
  const block: string[] = [];
  for (let i = first; i < lines.length && lines[i] !== '' && block.length < 8; i++) {
    if (block.length > 0 && (AFTER_TITLE.test(lines[i]!) || /\.$/.test(lines[i]!))) break;
    block.push(lines[i]!);
  }
  const title = block.join(' ').slice(0, 300).trim();
  return title === '' ? null : title;
}

function pdfMetadata(text: string, title: string, file: string, textSource: 'text-twin' | 'pdf'): GuidanceMetadata {
  const head = text.slice(0, 6_000);
  const month = monthYear(head);
  const centers = [...new Set(head.match(/\b(?:CDER|CBER|CDRH|CFSAN|CVM|CTP|ORA|OCE|OCP|HFP|OII)\b/g) ?? [])].sort();
  return {
    title,
    docket: /\bFDA-\d{4}-[A-Z]-\d{1,5}\b/.exec(text)?.[0] ?? null,
    issue_date: null,
    issue_month: month,
    updated_date: null,
    status: null,
    centers,
    pages: null,
    topics: [],
    regulated_products: [],
    url: null,
    pdf_url: null,
    source_file: file,
    text_source: textSource,
    conversion_method: textSource === 'text-twin' ? 'pdftotext' : null,
  };
}

/** Every guidance of the mirror folder as source items. */
export async function* readFdaGuidanceMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const dir = join(mirrorDir, FDA_GUIDANCE_DIR);
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  const index = readMirrorIndex(dir, INDEX_FILE, INDEX_COLUMNS);
  yield* index.items;

  const seenFiles = new Set<string>();
  const seenKeys = new Set<string>();
  let everyTarballRead = true;
  for await (const read of readMirrorTarballs(dir, TARBALL)) {
    if ('failure' in read) {
      everyTarballRead = false;
      yield read.failure;
      continue;
    }
    const { tarball, entries } = read;
    for (const entry of entries) {
      const file = basename(entry.path);
      const ref = `${tarball}:${entry.path}`;
      seenFiles.add(file);
      let parts: ReturnType<typeof splitFrontMatter>;
      try {
        parts = splitFrontMatter(entry.text);
      } catch (error) {
        yield { ok: false, reason: `unreadable front-matter: ${errorMessage(error)}`, ref };
        continue;
      }
      const meta = markdownMetadata(entry, parts.fields, index.rows.get(file), tarball);
      if (typeof meta === 'string') {
        yield { ok: false, reason: meta, ref };
        continue;
      }
      if (wordCount(parts.body) < MIN_WORDS) {
        yield { ok: false, reason: `no usable text (${wordCount(parts.body)} words)`, ref, raw: { title: meta.title } };
        continue;
      }
      seenKeys.add(guidanceKey(meta.title));
      yield* documentItems(FdaGuidanceRecord, guidanceId(meta.title), guidanceBody(meta, parts.body), ref);
    }
  }
  // Rows whose markdown is missing; when a tarball could not be read its failure already says why.
  if (everyTarballRead) {
    for (const [file, row] of index.rows) {
      if (!seenFiles.has(file)) yield { ok: false, reason: 'index row without a markdown file in the tarball', ref: file, raw: { title: row.title ?? null } };
    }
  }
  yield* readPdfFolder(dir, listMirrorFiles(join(dir, 'pdf'), /\.(?:pdf|txt)$/i), seenKeys);
  // FDA guidances kept outside the set (the reference set's Process Validation guidance, 2011).
  const extra = join(mirrorDir, FDA_EXTRA_DIR);
  if (existsSync(extra)) yield* readPdfFolder(mirrorDir, listMirrorFiles(extra, FDA_EXTRA_FILE), seenKeys);
}

/** PDFs (or their text twins) of `files`, refs and source files relative to `dir`. */
async function* readPdfFolder(dir: string, files: string[], seenKeys: Set<string>): AsyncIterable<SourceItem> {
  const stems = [...new Set(files.map((path) => path.replace(/\.(?:pdf|txt)$/i, '')))];
  for (const stem of stems) {
    const twin = files.find((path) => path === `${stem}.txt` || path === `${stem}.TXT`);
    const pdf = files.find((path) => path.toLowerCase() === `${stem.toLowerCase()}.pdf`);
    const ref = relative(dir, twin ?? pdf ?? stem);
    let text: string;
    try {
      text = twin ? readFileSync(twin, 'utf8') : await pdfToText(readFileSync(pdf!));
    } catch (error) {
      yield { ok: false, reason: `unreadable PDF: ${errorMessage(error)}`, ref };
      continue;
    }
    const title = titleFromText(text);
    if (!title || wordCount(text) < MIN_WORDS) {
      yield { ok: false, reason: 'no usable text in the PDF', ref };
      continue;
    }
    // The same guidance as a markdown document of the set: that record has the index metadata.
    if (seenKeys.has(guidanceKey(title))) continue;
    seenKeys.add(guidanceKey(title));
    const meta = pdfMetadata(text, title, relative(dir, pdf ?? twin!), twin ? 'text-twin' : 'pdf');
    yield* documentItems(FdaGuidanceRecord, guidanceId(title), guidanceBody(meta, text), ref);
  }
}
