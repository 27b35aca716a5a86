import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import type { TarTextEntry } from '../../formats/tar-gz.ts';
import { wordCount } from '../rule-documents/clean-text.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { fieldText, splitFrontMatter } from '../rule-documents/front-matter.ts';
import { blankToNull, readMirrorIndex, readMirrorTarballs } from '../rule-documents/mirror-index.ts';
import type { IndexRow } from '../rule-documents/mirror-index.ts';
import { fileKey, mdcgBody, mdcgId } from './document.ts';
import { normaliseReference } from './head.ts';
import { MdcgDocumentRecord } from './record.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * Reads the mirror's MDCG set (`eu_mdcg_documents/`): `mdcg_index.csv` and the markdown of each
 * document in `mdcg_fulltext_md.tar.gz` (`02-mdcg/<topic>/<file>.md`), joined by file name.
 * A markdown file without an index row is kept (its topic is its folder, its key its file name);
 * an index row without markdown is dead-lettered (nothing to search). Titles, references and
 * months are read from each document's cover page: the index has no real titles.
 */

export const MDCG_DIR = 'eu_mdcg_documents';
const INDEX_FILE = /^mdcg_index.*\.csv$/i;
const TARBALL = /\.tar\.gz$|\.tgz$/i;
const INDEX_COLUMNS = ['topic_folder', 'file', 'source_pdf', 'pages'];
const MIN_WORDS = 20;

function documentFor(entry: TarTextEntry, tarball: string, row: IndexRow | undefined): SourceItem[] {
  const ref = `${tarball}:${entry.path}`;
  let parts: ReturnType<typeof splitFrontMatter>;
  try {
    parts = splitFrontMatter(entry.text);
  } catch (error) {
    return [{ ok: false, reason: `unreadable front-matter: ${errorMessage(error)}`, ref }];
  }
  if (wordCount(parts.body) < MIN_WORDS) return [{ ok: false, reason: `no usable text (${wordCount(parts.body)} words)`, ref }];
  const key = fileKey(blankToNull(row?.source_pdf) ?? fieldText(parts.fields, 'path') ?? entry.path);
  const pages = Number(blankToNull(row?.pages) ?? fieldText(parts.fields, 'pages'));
  const folder = entry.path.split('/').slice(-2, -1)[0] ?? null;
  const body = mdcgBody(
    {
      file_key: key,
      title: null,
      // The index's reference is the first "MDCG yyyy-n" anywhere in the text (a citation of
      // another document, sometimes); the cover page's own reference is read by mdcgBody first.
      reference: null,
      issue_month: null,
      topic: blankToNull(row?.topic_folder) ?? folder,
      pages: Number.isInteger(pages) && pages > 0 ? pages : null,
      url: null,
      pdf_url: null,
      source_file: ref,
      text_source: 'markdown',
      conversion_method: fieldText(parts.fields, 'method'),
    },
    parts.body,
  );
  return documentItems(MdcgDocumentRecord, mdcgId(key), body, ref);
}

/** Every MDCG document of the mirror folder as source items. */
export async function* readMdcgMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const dir = join(mirrorDir, MDCG_DIR);
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  const index = readMirrorIndex(dir, INDEX_FILE, INDEX_COLUMNS);
  yield* index.items;
  const seenFiles = new Set<string>();
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
      seenFiles.add(file);
      yield* documentFor(entry, tarball, index.rows.get(file));
    }
  }
  if (everyTarballRead) {
    for (const [file, row] of index.rows) {
      if (!seenFiles.has(file)) yield { ok: false, reason: 'index row without a markdown file in the tarball', ref: file, raw: { reference: normaliseReference(row.mdcg_reference_parsed ?? '') } };
    }
  }
}
