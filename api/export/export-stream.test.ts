import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import type { SearchStore, StoredDocument } from '../../infra/search/search-store.port.ts';
import type { ObservationInspectionsReader } from '../inspections/observation-inspections.ts';
import { csvCell, csvLine } from './csv.ts';
import type { ExportSource } from './export-datasets.ts';
import { exportText } from './export-stream.ts';

/** A join that joins nothing: every observation keeps its own inspection id and classification. */
const noJoin: ObservationInspectionsReader = {
  read: async () => ({ of: (o) => ({ inspection_id: o.inspection_id, classification: o.classification }), idsClassifiedAs: () => [], fingerprint: '' }),
};

/**
 * A store fake whose scan makes observation documents on the fly, page by page, and never holds
 * them: the only way the export's memory can grow is by the export itself keeping rows.
 */
function generatedStore(total: number, pageSize: number): ExportSource {
  const make = (i: number): StoredDocument => ({
    id: `obs-${i}`,
    doc: {
      observation_id: `obs-${i}`,
      observation_number: 1 + (i % 20),
      inspection_id: `insp-${Math.floor(i / 20)}`,
      fei_number: String(3000000000 + (i % 5000)),
      facility_name: `Firm ${i % 5000}`,
      city: null,
      state: 'NJ',
      country: 'United States',
      inspection_end_date: '2024-01-15',
      fiscal_year: 2024,
      classification: null,
      product_type: 'drug',
      program_area: 'Drugs',
      act_cfr_number: '21 CFR 211.192',
      short_description: null,
      observation_text: `Observation ${i}: `.padEnd(900, 'x'),
      categories: ['Quality System'],
      severity_score: 5,
      text_quality: 'born_digital',
      source_url: null,
      fetched_at: '2025-01-01T00:00:00.000Z',
    },
  });
  const search = {
    ensureIndex: async () => {},
    async *scan() {
      for (let start = 0; start < total; start += pageSize) {
        yield Array.from({ length: Math.min(pageSize, total - start) }, (_, k) => make(start + k));
      }
    },
  } as unknown as SearchStore;
  return { search, inspections: noJoin };
}

describe('exportText', () => {
  it('streams 200,000 rows (about 250 MB) in bounded memory', async () => {
    const total = 200_000;
    const store = generatedStore(total, 500);
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for await (const chunk of exportText(store, 'observations', {}, 'ndjson')) {
      bytes += Buffer.byteLength(chunk);
      for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) lines += 1;
      chunks += 1;
      if (chunks % 20 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
    }
    expect(lines).toBe(total);
    expect(bytes).toBeGreaterThan(200 * 1024 * 1024);
    // Holding the rows would take far more than the text itself; one page is a few hundred KB.
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it('writes CSV that parses back to the NDJSON rows', async () => {
    const store = generatedStore(1_200, 500);
    const json: Array<Record<string, unknown>> = [];
    for await (const chunk of exportText(store, 'observations', {}, 'ndjson')) json.push(...chunk.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
    let csv = '';
    for await (const chunk of exportText(store, 'observations', {}, 'csv')) csv += chunk;
    const records = parseCsv(csv, { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(json.length);
    expect(records[7]?.observation_id).toBe(json[7]?.observation_id);
    expect(records[7]?.observation_text).toBe(json[7]?.observation_text);
    expect(records[7]?.categories).toBe('Quality System');
    expect(JSON.parse(records[7]?.data_attribution ?? 'null')).toEqual(json[7]?.data_attribution);
  });
});

describe('csv', () => {
  it('quotes cells with commas, quotes or line breaks, and flattens nested values', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "no"')).toBe('"say ""no"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['x', 'y'])).toBe('x; y');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvLine([1, true, 'z'])).toBe('1,true,z\r\n');
  });
});
