import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { labelCitations, type CitationRow, type LabelledCitation } from './domain/event-classifier-citations.ts';

/**
 * Reads FDA's FY2019 citation catalogue from the offline mirror and labels it through its CFR
 * sections (enrich/domain/event-classifier-citations.ts): the real 483 text the event classifier
 * learns from. Derived at run time, never copied into the repository.
 */

/** Where the catalogue sits inside a mirror directory (`REGINTEL_MIRROR_DIR`, `../shared/data`). */
export const CITATION_CATALOGUE_PATH = join('fda_inspectional_observations_fy2019', 'inspectional_observations_fy2019_all_programs.csv');

/** The labelled citations, or the reason there are none (the caller says it visibly). */
export type CitationTrainingSet = { ok: true; citations: LabelledCitation[] } | { ok: false; reason: string };

/** Parses the catalogue CSV (columns Sheet, Reference Number, Short Description, Long Description, Frequency). */
export function parseCitationCatalogue(csv: string): CitationRow[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true, relax_column_count: true }) as Array<Record<string, string>>;
  return records.map((record) => ({
    sheet: record['Sheet'] ?? '',
    reference: record['Reference Number'] ?? '',
    short_description: record['Short Description'] ?? '',
    long_description: record['Long Description'] ?? '',
    frequency: Number(record['Frequency'] ?? 0) || 0,
  }));
}

/** The labelled citations of the catalogue under `mirrorDir`, or why they cannot be read. */
export function readCitationTrainingSet(mirrorDir: string): CitationTrainingSet {
  const file = join(mirrorDir, CITATION_CATALOGUE_PATH);
  if (!existsSync(file)) return { ok: false, reason: `the FY2019 citation catalogue is absent (${file})` };
  return { ok: true, citations: labelCitations(parseCitationCatalogue(readFileSync(file, 'utf8'))) };
}

/** The citations as example findings per type id (the shape `createEventClassifier` takes as `extraExamples`), each text once. */
export function citationExamplesByType(citations: readonly LabelledCitation[]): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const citation of citations) {
    const list = (byType[citation.event_type] ??= []);
    if (!list.includes(citation.text)) list.push(citation.text);
  }
  return byType;
}
