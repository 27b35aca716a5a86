import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { parseCsvTable } from '../../formats/csv.ts';
import { readTarGzText, type TarTextEntry } from '../../formats/tar-gz.ts';
import type { CsvTable } from '../../formats/csv.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * The index CSVs of the mirror's rule-document sets (`fda_guidance_index*.csv`, `mdcg_index*.csv`):
 * one row per converted document, joined to the document's markdown by its file name.
 */

/** One index row, by column name. */
export type IndexRow = Record<string, string>;

/**
 * Reads every index CSV of `dir` whose name matches `indexFile` (each must have `columns`), keyed
 * by the base name of the row's `file` column; a later row of the same file replaces an earlier
 * one. An unreadable index and a row without a file name become failure items.
 */
export function readMirrorIndex(dir: string, indexFile: RegExp, columns: string[]): { rows: Map<string, IndexRow>; items: SourceItem[] } {
  const rows = new Map<string, IndexRow>();
  const items: SourceItem[] = [];
  for (const path of listMirrorFiles(dir, indexFile)) {
    const ref = relative(dir, path);
    let table: CsvTable;
    try {
      table = parseCsvTable(readFileSync(path, 'utf8'), columns);
    } catch (error) {
      items.push({ ok: false, reason: `unreadable index: ${errorMessage(error)}`, ref });
      continue;
    }
    for (const row of table.rows) {
      const file = basename(row.values.file ?? '').trim();
      if (file === '') items.push({ ok: false, reason: 'index row without a file name', ref: `${ref}#line${row.line}` });
      else rows.set(file, row.values);
    }
  }
  return { rows, items };
}

/** An index cell with its white space collapsed; null when blank or absent. */
export function blankToNull(value: string | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** One tarball of a rule-document set: its markdown entries, or the failure item naming it. */
export type MirrorTarball = { tarball: string; entries: TarTextEntry[] } | { tarball: string; failure: SourceItem };

/**
 * The markdown entries of every tarball of `dir` matching `pattern`, one tarball at a time; an
 * unreadable tarball becomes a failure item, and the set's other tarballs are still read.
 */
export async function* readMirrorTarballs(dir: string, pattern: RegExp): AsyncIterable<MirrorTarball> {
  for (const tarPath of listMirrorFiles(dir, pattern)) {
    const tarball = relative(dir, tarPath);
    try {
      yield { tarball, entries: await readTarGzText(readFileSync(tarPath), (path) => /\.md$/i.test(path)) };
    } catch (error) {
      yield { tarball, failure: { ok: false, reason: `unreadable tarball: ${errorMessage(error)}`, ref: tarball } };
    }
  }
}
