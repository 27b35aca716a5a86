import { Readable } from 'node:stream';
import { z } from 'zod';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import { defineRoute } from '../platform/route.ts';
import { type ObservationInspectionsReader, createObservationInspectionsReader } from '../inspections/observation-inspections.ts';
import { EXPORT_DATASETS, ExportFilters, ExportRow, checkFiltersFor } from './export-datasets.ts';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportText } from './export-stream.ts';

const ExportParams = z.object({
  dataset: z.enum(EXPORT_DATASETS).describe('observations, facilities, inspections, citations, risk-scores or rules.'),
});

const ExportQuery = ExportFilters.extend({
  format: z.enum(EXPORT_FORMATS).default('ndjson').describe('ndjson (default: one JSON object per line) or csv (RFC 4180, header line first).'),
});

/**
 * `GET /v1/export/{dataset}`: a whole dataset, or the part its list filters select, streamed as
 * NDJSON or CSV with no row cap (beyond the spec; issue 17). Pro and above; the whole download is
 * one call against the limits. Memory stays one store page whatever the size: rows are read with
 * the store's scan and written as the client reads them (Readable.from pulls the next page only
 * when the socket has drained the last one).
 *
 * Once the first byte is sent the status cannot change: a failure mid-stream closes the connection
 * before the chunked response's terminating chunk, which HTTP clients report as an error, so an
 * incomplete file is never taken for a complete one.
 *
 * Observations are served with the inspection join of the observation routes (`inspections`: pass
 * theirs to share its cache; without it the route keeps a reader of its own over `search`).
 */
export function createExportRoute(deps: { search: SearchStore; clock: Clock; inspections?: ObservationInspectionsReader }) {
  const source = { search: deps.search, inspections: deps.inspections ?? createObservationInspectionsReader(deps.search) };
  return defineRoute({
    method: 'get',
    path: '/v1/export/:dataset',
    operationId: 'exportDataset',
    summary: 'Bulk export of a dataset (NDJSON or CSV)',
    description:
      'Streams every row of a dataset, or the rows its list filters select (the same names and values as the list endpoint: ' +
      '`/v1/483/observations` for observations; `/v1/483/facilities` for facilities, inspections, citations and risk-scores, where ' +
      'for inspections and citations `date_from`/`date_to` select the inspection or citation date and `cfr_section` the citation; ' +
      '`/v1/rules` for rules: `source`, `document_type`, `therapeutic_area`). A filter that does not apply to the dataset is a 400. ' +
      'No row cap; rows in storage order. The whole download counts as one call.',
    tag: 'Export',
    family: 'platform',
    tier: 'pro',
    request: { params: ExportParams, query: ExportQuery },
    response: ExportRow,
    produces: Object.values(EXPORT_CONTENT_TYPES),
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query }) => {
      const { format, ...filters } = query;
      checkFiltersFor(params.dataset, Object.entries(filters).filter(([, value]) => value !== undefined).map(([name]) => name));
      const text = exportText(source, params.dataset, filters, format);
      // Pull the first chunk before answering: a store that is down is then a 503, not a broken download.
      const first = await text.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* text;
      }
      return {
        body: {
          kind: 'stream' as const,
          contentType: EXPORT_CONTENT_TYPES[format],
          filename: `regintel-${params.dataset}-${deps.clock.now().toISOString().slice(0, 10)}.${format}`,
          stream: Readable.from(all(), { objectMode: false }),
        },
      };
    },
  });
}
