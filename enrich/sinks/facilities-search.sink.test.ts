import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../infra/bus/event-bus.port.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { EnrichedFacility } from '../facilities/facility-records.ts';
import { FACILITIES_INDEX, type StoredFacilityDocument } from './facility-index.ts';
import { createFacilitiesSearchSink } from './facilities-search.sink.ts';
import { readIndexVersion } from './index-version.ts';
import { enrichedFacilityValue } from '../facilities/facility-test-builders.ts';

/** The graph sink's fixture facility, with the lists the search documents carry. */
function facilityDocument(overrides: Partial<EnrichedFacility> = {}): EnrichedFacility {
  const base = enrichedFacilityValue();
  return enrichedFacilityValue({
    totals: { ...base.totals, total_inspections: 2 },
    facility_score: { ...base.facility_score, next_best_actions: [] },
    inspections: [
      { id: '1001', end_date: '2022-01-10', classification: 'VAI', program_area: 'Drugs', product_types: ['Drugs'], investigators: [], citation_count: 2 },
      { id: '1002', end_date: '2023-04-01', classification: 'OAI', program_area: 'Drugs', product_types: ['Drugs'], investigators: [], citation_count: 0 },
    ],
    citations: [
      { id: 'c1', inspection_id: '1001', date: '2022-01-10', act_cfr_number: '21 CFR 211.192', cfr_section: '21 CFR 211.192', short_description: null, categories: [] },
      { id: 'c2', inspection_id: '1001', date: '2022-01-10', act_cfr_number: '21 CFR 211.22(d)', cfr_section: '21 CFR 211.22', short_description: null, categories: [] },
      { id: 'c3', inspection_id: '1001', date: '2022-01-10', act_cfr_number: 'FD&C Act 501(a)(2)(B)', cfr_section: null, short_description: null, categories: [] },
    ],
    compliance_actions: [{ id: 'warning-letter:1', kind: 'warning_letter', action_type: 'Warning Letter', date: '2023-06-01' }],
    ...overrides,
  });
}

const message = (value: unknown, offset = 0): BusMessage => ({ topic: TOPICS.enrichedFacilities, partition: 0, offset, key: 'k', value, timestamp: '2024-06-30T12:00:00.000Z', headers: {} });

describe('createFacilitiesSearchSink', () => {
  let dir: string;
  let search: SearchStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'regintel-facilities-sink-'));
    search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  });
  afterEach(async () => {
    await search.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('projects the mapped fields and stores the whole document, keyed by FEI', async () => {
    const sink = createFacilitiesSearchSink({ search });
    expect(await sink.handleBatch([message(facilityDocument())])).toEqual({ processed: 1, rejected: [] });
    const stored = await search.get<StoredFacilityDocument>(FACILITIES_INDEX, '3004540906');
    expect(stored?.doc).toMatchObject({
      fei_number: '3004540906',
      facility_name_sort: 'natco pharma limited',
      risk_level: 'high',
      facility_risk_level: 'high',
      last_classification: 'OAI',
      risk_score: 61.3,
      facility_score: 72,
      total_inspections: 2,
      oai_count: 1,
      warning_letters: 1,
      last_inspection_date: '2023-04-01',
      cfr_sections: ['21 CFR 211.192', '21 CFR 211.22'],
    });
    expect(stored?.doc.document.citations).toHaveLength(3);
    expect(await search.count(FACILITIES_INDEX, [{ field: 'cfr_sections', eq: '21 CFR 211.22' }])).toBe(1);
  });

  it('skips a document whose content hash the index holds, and bumps the version only on a change', async () => {
    const sink = createFacilitiesSearchSink({ search });
    await sink.handleBatch([message(facilityDocument())]);
    const first = await readIndexVersion(search, FACILITIES_INDEX);
    expect(first).not.toBe('');

    expect(await sink.handleBatch([message(facilityDocument({ fetched_at: '2024-07-01T00:00:00.000Z' }), 1)])).toEqual({ processed: 0, rejected: [] });
    expect(await readIndexVersion(search, FACILITIES_INDEX)).toBe(first);

    const changed = facilityDocument({ content_hash: 'd'.repeat(64), risk_score: { ...facilityDocument().risk_score, risk_score: 80, risk_level: 'critical' } });
    expect(await sink.handleBatch([message(changed, 2)])).toEqual({ processed: 1, rejected: [] });
    expect(await readIndexVersion(search, FACILITIES_INDEX)).not.toBe(first);
    expect((await search.get<StoredFacilityDocument>(FACILITIES_INDEX, '3004540906'))?.doc.risk_level).toBe('critical');
  });

  it('lets the last record of an FEI in a batch win', async () => {
    const sink = createFacilitiesSearchSink({ search });
    const later = facilityDocument({ content_hash: 'e'.repeat(64), facility_name: 'NATCO Pharma Ltd' });
    expect(await sink.handleBatch([message(facilityDocument(), 0), message(later, 1)])).toEqual({ processed: 1, rejected: [] });
    expect((await search.get<StoredFacilityDocument>(FACILITIES_INDEX, '3004540906'))?.doc.facility_name).toBe('NATCO Pharma Ltd');
  });

  it('stores a document published before the history lists existed with empty lists', async () => {
    const { inspections: _i, citations: _c, compliance_actions: _a, ...older } = facilityDocument();
    await createFacilitiesSearchSink({ search }).handleBatch([message(older)]);
    const stored = await search.get<StoredFacilityDocument>(FACILITIES_INDEX, '3004540906');
    expect(stored?.doc.document).toMatchObject({ inspections: [], citations: [], compliance_actions: [] });
    expect(stored?.doc.cfr_sections).toEqual([]);
  });

  it('rejects a malformed record with the reason and writes nothing', async () => {
    const sink = createFacilitiesSearchSink({ search });
    const bad = message({ ...facilityDocument(), fei_number: 'abc' });
    const result = await sink.handleBatch([bad]);
    expect(result.processed).toBe(0);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.reason).toMatch(/^invalid enriched facility: fei_number: /);
    expect(await readIndexVersion(search, FACILITIES_INDEX)).toBe('');
  });
});
