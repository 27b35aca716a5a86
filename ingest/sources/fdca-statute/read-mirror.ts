import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { readTarGzText } from '../../formats/tar-gz.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import { parseSectionMarkdown } from './parse-section-markdown.ts';
import { FdcaSectionRecord, type FdcaSectionBody } from './record.ts';
import { uscRecordId, uscSectionBody } from './usc-section.ts';

/** Mirror folder of the statute (layout of ../shared/data/fdca_statute_subchapter_v). */
export const FDCA_MIRROR_FOLDER = 'fdca_statute_subchapter_v';

interface Document {
  /** The section key of the file name: `351` for `section-351.md` and `section-351_adulterated….md`. */
  key: string;
  ref: string;
  text: string;
}

const SECTION_FILE = /^section-(\d+[a-z]*(?:-\d+[a-z]*)?)(?:_[^/]*)?\.md$/i;

function keyOf(path: string): string | null {
  return SECTION_FILE.exec(basename(path))?.[1]?.toLowerCase() ?? null;
}

/** `_index.yaml`: the files in Code order (parts carry over from one file to the next). */
function indexOrder(text: string | null): string[] {
  if (!text) return [];
  const data = parseYaml(text) as { chunks?: Array<{ file?: unknown }> } | null;
  return (data?.chunks ?? []).flatMap((chunk) => (typeof chunk.file === 'string' && keyOf(chunk.file) ? [keyOf(chunk.file)!] : []));
}

/**
 * Reads every section of the statute mirror: the tarball of all section files and the loose
 * section files beside it, which repeat two of them. Files are read in the order `_index.yaml`
 * lists them (the Code's order), because a `# Part …` heading at the end of one file opens the
 * part of the sections in the next.
 *
 * A tarball that cannot be read, a file that cannot be parsed and an index entry with no file are
 * one dead letter each; only a missing folder, or a folder with nothing to read, throws. The
 * same section from the tarball and a loose file is published once (the tarball's copy, read
 * first); a copy whose text differs is dead-lettered instead of silently replacing the other.
 */
export async function* readFdcaMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const folder = join(mirrorDir, FDCA_MIRROR_FOLDER);
  if (!existsSync(folder)) throw new Error(`${folder} does not exist`);
  const documents: Document[] = [];
  const failures: SourceItem[] = [];
  let indexText = existsSync(join(folder, '_index.yaml')) ? readFileSync(join(folder, '_index.yaml'), 'utf8') : null;

  for (const archive of listMirrorFiles(folder, /\.(tar\.gz|tgz)$/i)) {
    const ref = relative(folder, archive);
    try {
      const entries = await readTarGzText(readFileSync(archive), (path) => /\.(md|ya?ml)$/i.test(path));
      if (entries.length === 0) throw new Error('no section files in the archive');
      for (const entry of entries) {
        if (/_index\.ya?ml$/i.test(entry.path)) indexText ??= entry.text;
        const key = keyOf(entry.path);
        if (key) documents.push({ key, ref: `${ref}:${entry.path}`, text: entry.text });
      }
    } catch (error) {
      failures.push({ ok: false, reason: `unreadable ${ref}: ${errorMessage(error)}`, ref: `${FDCA_MIRROR_FOLDER}/${ref}` });
    }
  }
  for (const path of listMirrorFiles(folder, /\.md$/i)) {
    const key = keyOf(path);
    if (key) documents.push({ key, ref: relative(folder, path), text: readFileSync(path, 'utf8') });
  }
  if (documents.length === 0 && failures.length === 0) throw new Error(`no section files (section-*.md or a tarball of them) in ${folder}`);
  yield* failures;

  const order = indexOrder(indexText);
  const position = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set(documents.map((doc) => doc.key))].sort((a, b) => position(a) - position(b) || a.localeCompare(b));
  for (const missing of order.filter((key) => !keys.includes(key))) {
    yield { ok: false, reason: `section-${missing}.md is listed in _index.yaml but is neither in the tarball nor in the folder`, ref: `${FDCA_MIRROR_FOLDER}/_index.yaml#${missing}` };
  }

  const kept = new Map<string, { body: FdcaSectionBody; ref: string }>();
  let part: string | null = null;
  for (const key of keys) {
    let partAfter: string | null = null;
    for (const doc of documents.filter((candidate) => candidate.key === key)) {
      const itemRef = `${FDCA_MIRROR_FOLDER}/${doc.ref}`;
      let parsed: ReturnType<typeof parseSectionMarkdown>;
      try {
        if (doc.text.trim() === '') throw new Error('empty file');
        parsed = parseSectionMarkdown(doc.text, { fileName: doc.ref, partBefore: part });
        if (parsed.sections.length === 0 && parsed.omitted.length === 0 && parsed.failures.length === 0) throw new Error('no "# §" section heading');
      } catch (error) {
        yield { ok: false, reason: `unreadable ${doc.ref}: ${errorMessage(error)}`, ref: itemRef };
        continue;
      }
      partAfter ??= parsed.partAtEnd;
      for (const failure of parsed.failures) yield { ok: false, reason: failure.reason, ref: `${FDCA_MIRROR_FOLDER}/${failure.ref}` };
      for (const section of parsed.sections) {
        const id = uscRecordId(section.sectionNumber);
        const body = uscSectionBody(section, { format: 'markdown', sourceFile: doc.ref, edition: parsed.edition });
        const earlier = kept.get(id);
        if (earlier) {
          if (earlier.body.text !== body.text) yield { ok: false, reason: `${id} appears again with a different text; the copy in ${earlier.ref} was kept`, ref: `${itemRef}#§ ${section.sectionNumber}`, raw: body };
          continue;
        }
        kept.set(id, { body, ref: doc.ref });
        yield validatedItem(FdcaSectionRecord, id, body, `${itemRef}#§ ${section.sectionNumber}`);
      }
    }
    part = partAfter ?? part;
  }
}
