import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import type { CanonicalRow, ColumnSpecs } from './columns.ts';
import { readDashboardExport } from './export-table.ts';
import { errorMessage } from '../../validate-item.ts';

/**
 * The mirror side of the Dashboard connectors: a folder of spreadsheet exports (`.xlsx`, or the
 * same table as `.csv`), possibly several snapshots of one dataset taken at different times.
 */

/** Files of a mirror folder that can hold a Dashboard export. */
export const EXPORT_FILE = /\.(xlsx|csv)$/i;

/** True when the folder holds at least one export file. */
export function hasExports(mirrorDir: string, folder: string): boolean {
  return listMirrorFiles(join(mirrorDir, folder), EXPORT_FILE).length > 0;
}

/** The items of one export file, with the newest record date in it (to order snapshots). */
export interface Snapshot {
  file: string;
  newest: string | null;
  items: SourceItem[];
}

/**
 * Several snapshots of one list become one, newest snapshot winning: snapshots are ordered by the
 * newest record date they contain (then by file name), a record's first appearance in that order
 * is kept and its copies in older snapshots are dropped, so each id is yielded once and carries
 * the latest published values (a renamed firm, a corrected date). Records only in an older
 * snapshot are kept: a later export may simply have been filtered differently, so absence is not
 * deletion. Failures of every snapshot are passed on.
 */
export function* mergeSnapshots(snapshots: readonly Snapshot[]): Iterable<SourceItem> {
  const ordered = [...snapshots].sort((a, b) => (b.newest ?? '').localeCompare(a.newest ?? '') || b.file.localeCompare(a.file));
  const seen = new Set<string>();
  for (const snapshot of ordered) {
    for (const item of snapshot.items) {
      if (!item.ok) {
        yield item;
        continue;
      }
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      yield item;
    }
  }
}

/** What a connector supplies to read its mirror folder. */
export interface MirrorQuery<F extends string> {
  folder: string;
  specs: ColumnSpecs<F>;
  /** Every row of one file as items (rows of one record merged); `ref` names a row for the DLQ; `sourceFile` is `<folder>/<file>`. */
  toItems(rows: ReadonlyArray<CanonicalRow<F>>, ref: (row: CanonicalRow<F>) => string, sourceFile: string): SourceItem[];
  /** The record date of an ok item's body (to find a snapshot's newest record). */
  dateOf(body: Record<string, unknown>): string | null;
}

/**
 * Reads every export of a connector's mirror folder and merges the snapshots. A file that cannot
 * be read (truncated, not an export of this dataset) becomes one failure and the other files go
 * on; only a folder without any export file throws, failing the source as a whole.
 */
export async function* readDashboardMirror<F extends string>(mirrorDir: string, query: MirrorQuery<F>): AsyncIterable<SourceItem> {
  const dir = join(mirrorDir, query.folder);
  if (!existsSync(dir)) throw new Error(`mirror folder ${dir} does not exist`);
  const files = listMirrorFiles(dir, EXPORT_FILE);
  if (files.length === 0) throw new Error(`no .xlsx or .csv export in ${dir}`);
  const snapshots: Snapshot[] = [];
  for (const path of files) {
    const file = relative(dir, path);
    const sourceFile = `${query.folder}/${file}`;
    try {
      const table = await readDashboardExport(path, query.specs);
      const items = query.toItems(table.rows, (row) => `${sourceFile}#row${row.line}`, sourceFile);
      const newest = items.reduce<string | null>((latest, item) => {
        const date = item.ok ? query.dateOf(item.body) : null;
        return date !== null && (latest === null || date > latest) ? date : latest;
      }, null);
      snapshots.push({ file, newest, items });
    } catch (error) {
      snapshots.push({ file, newest: null, items: [{ ok: false, reason: `unreadable export ${file}: ${errorMessage(error)}`, ref: sourceFile }] });
    }
  }
  yield* mergeSnapshots(snapshots);
}
