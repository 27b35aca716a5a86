import { join } from 'node:path';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { EXPORT_DATASETS } from '../../api/export/export-datasets.ts';
import { EXPORT_FORMATS, exportText } from '../../api/export/export-stream.ts';
import { createObservationInspectionsReader } from '../../api/inspections/observation-inspections.ts';

/**
 * Bulk-export throughput (`npm run bench -- --only export --data-dir DIR`): every dataset in both
 * formats straight from a filled data folder (the text the HTTP route streams, without the socket),
 * rows/s and MB/s, and the heap growth while it runs (constant memory is the claim to check).
 */
export async function exportBench(options: { dataDir: string }) {
  const search = createEmbeddedSearchStore({ file: join(options.dataDir, 'search.db') });
  // As the route serves them: observations with the inspection join (built once, then cached).
  const source = { search, inspections: createObservationInspectionsReader(search) };
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const dataset of EXPORT_DATASETS) {
      for (const format of EXPORT_FORMATS) {
        const heapBefore = process.memoryUsage().heapUsed;
        let peakHeap = 0;
        let count = 0;
        let bytes = 0;
        const started = performance.now();
        for await (const chunk of exportText(source, dataset, {}, format, (n) => (count += n))) {
          bytes += Buffer.byteLength(chunk);
          peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - heapBefore);
        }
        const seconds = (performance.now() - started) / 1000;
        rows.push({
          dataset,
          format,
          rows: count,
          'MB out': Math.round(bytes / 1e5) / 10,
          seconds: Math.round(seconds * 10) / 10,
          'rows/s': Math.round(count / Math.max(seconds, 0.001)),
          'MB/s': Math.round(bytes / 1e6 / Math.max(seconds, 0.001)),
          'heap growth peak (MB)': Math.round(peakHeap / 1e6),
        });
      }
    }
  } finally {
    await search.close();
  }
  return { data_dir: options.dataDir, rows };
}
