import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { SingleBar } from 'cli-progress';
import { ZodError } from 'zod';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { ApiError } from '../../api/platform/errors.ts';
import { EXPORT_DATASETS, type ExportDataset, ExportFilters, checkFiltersFor } from '../../api/export/export-datasets.ts';
import { EXPORT_FORMATS, type ExportFormat, exportText } from '../../api/export/export-stream.ts';
import { createObservationInspectionsReader } from '../../api/inspections/observation-inspections.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';

export interface ExportCommandOptions {
  dataset: string | undefined;
  format: string | undefined;
  /** `--out FILE`; stdout when absent. */
  out: string | undefined;
  /** `--where name=value`, repeatable: the list filters of the dataset. */
  where: readonly string[];
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WriteStream | NodeJS.WritableStream;
}

/**
 * `regintel export <dataset> [--format ndjson|csv] [--out FILE] [--where name=value]...`: the same
 * rows as `GET /v1/export/{dataset}`, read straight from the data folder or the engines, with a
 * progress bar on a terminal when writing to a file. Exit 0 done, 2 bad arguments, 1 failure.
 */
export async function exportCommand(search: SearchStore, options: ExportCommandOptions): Promise<number> {
  const fail = (message: string) => {
    options.stderr.write(`regintel export: ${message}\n`);
    return 2;
  };
  if (!options.dataset || !(EXPORT_DATASETS as readonly string[]).includes(options.dataset)) return fail(`name a dataset: ${EXPORT_DATASETS.join(', ')}`);
  const dataset = options.dataset as ExportDataset;
  const format = (options.format ?? 'ndjson') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) return fail(`--format is ${EXPORT_FORMATS.join(' or ')}`);
  const given: Record<string, string> = {};
  for (const pair of options.where) {
    const at = pair.indexOf('=');
    if (at < 1) return fail(`--where takes name=value, got '${pair}'`);
    given[pair.slice(0, at)] = pair.slice(at + 1);
  }
  let filters: ExportFilters;
  try {
    checkFiltersFor(dataset, Object.keys(given));
    filters = ExportFilters.strict().parse(given);
  } catch (error) {
    if (error instanceof ApiError) return fail(error.message);
    if (error instanceof ZodError) return fail(error.issues.map((issue) => `${issue.path.join('.') || 'filter'}: ${issue.message}`).join('; '));
    throw error;
  }

  const out = options.out ? createWriteStream(options.out) : options.stdout;
  const tty = Boolean(options.out) && 'isTTY' in options.stderr && options.stderr.isTTY;
  // One row per stored document for these: the bar has a total (the unfiltered count, an upper bound).
  const oneToOne: Partial<Record<ExportDataset, string>> = { observations: OBSERVATIONS_INDEX, facilities: FACILITIES_INDEX, 'risk-scores': FACILITIES_INDEX, rules: RULES_INDEX };
  const countIndex = oneToOne[dataset];
  const bar = tty
    ? new SingleBar({ stream: options.stderr as NodeJS.WriteStream, format: countIndex ? `export ${dataset} [{bar}] {value}/{total} rows` : `export ${dataset} {value} rows`, hideCursor: false })
    : null;
  let rows = 0;
  try {
    bar?.start(countIndex ? await search.count(countIndex).catch(() => 0) : 0, 0);
    // Observations with the inspection join the observation routes serve, as the HTTP export does.
    const source = { search, inspections: createObservationInspectionsReader(search) };
    for await (const chunk of exportText(source, dataset, filters, format, (n) => (rows += n))) {
      if (!out.write(chunk)) await once(out, 'drain');
      bar?.update(rows);
    }
  } catch (error) {
    bar?.stop();
    options.stderr.write(`regintel export: failed after ${rows} rows: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    if (options.out) {
      out.end();
      await once(out, 'finish');
    }
  }
  bar?.stop();
  if (options.out) options.stderr.write(`${rows} rows written to ${options.out}\n`);
  return 0;
}
