import { existsSync } from 'node:fs';
import type { LiveContext, SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import type { ParseResult } from '../../parse-result.ts';
import { NewestById } from './newest-by-id.ts';
import { laterDay, openFdaPages } from './openfda-client.ts';
import type { OpenFdaQuery } from './openfda-client.ts';
import { readOpenFdaFile } from './openfda-mirror.ts';

/**
 * How an openFDA connector turns the API's records into bodies, shared by its mirror reader and
 * its live fetcher: every record is parsed, and repeats of one id are merged before they are
 * yielded (`NewestById`), because the runner would dead-letter a second record under one id.
 */
export interface OpenFdaRecords<T extends Record<string, unknown>> {
  /** One raw record as a body, told where it came from (a mirror file, or the live API). */
  parse(raw: unknown, origin: { source_file: string } | { live: true }): ParseResult<T>;
  /** The record's id (openFDA's own key: recall number, package NDC). */
  idOf(record: T): string;
  /** Whether a repeat replaces the copy kept so far; by default the copy read later wins. */
  isNewer?(candidate: T, current: T): boolean;
}

/**
 * Every record of an openFDA mirror folder: its `.json` files read in name order (the API's
 * `results` saved as is, or whole pages), so a later snapshot's copy of a record replaces an
 * earlier one unless `isNewer` says otherwise. An unreadable file or record becomes a failure
 * item; a missing folder, or one without any `.json` file, throws.
 */
export async function* readOpenFdaMirror<T extends Record<string, unknown>>(dir: string, records: OpenFdaRecords<T>): AsyncIterable<SourceItem> {
  if (!existsSync(dir)) throw new Error(`${dir} is missing`);
  const files = listMirrorFiles(dir, /\.json$/i);
  if (files.length === 0) throw new Error(`no .json file in ${dir}`);
  const merged = new NewestById<T>(records.isNewer);
  for (const path of files) {
    const file = readOpenFdaFile(path);
    if (!file.ok) {
      yield { ok: false, reason: file.reason, ref: file.file };
      continue;
    }
    for (const [index, raw] of file.records.entries()) {
      const parsed = records.parse(raw, { source_file: file.file });
      if (!parsed.ok) {
        yield { ok: false, reason: parsed.reason, ref: `${file.file}#${index}`, raw };
        continue;
      }
      merged.add(records.idOf(parsed.value), parsed.value);
    }
  }
  for (const [id, body] of merged.entries()) yield { ok: true, id, body };
}

/**
 * Every record of a live openFDA query, page by page (`openFdaPages`), merged by id like the
 * mirror's: pages may shift while a run pages through them, so a record read twice is yielded
 * once. Returns the newest `dateOf` among the records read (null when none), for the cursor.
 */
export async function* fetchOpenFdaRecords<T extends Record<string, unknown>>(
  context: LiveContext,
  query: OpenFdaQuery,
  records: OpenFdaRecords<T>,
  dateOf: (record: T) => string,
): AsyncGenerator<SourceItem, string | null> {
  const merged = new NewestById<T>(records.isNewer);
  let newest: string | null = null;
  for await (const page of openFdaPages(context, query)) {
    for (const [index, raw] of page.records.entries()) {
      const parsed = records.parse(raw, { live: true });
      if (!parsed.ok) {
        yield { ok: false, reason: parsed.reason, ref: `${page.url}#${index}`, raw };
        continue;
      }
      merged.add(records.idOf(parsed.value), parsed.value);
      newest = laterDay(newest, dateOf(parsed.value));
    }
  }
  for (const [id, body] of merged.entries()) yield { ok: true, id, body };
  return newest;
}
