import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_RESULT_WINDOW, type SearchStore } from '../../infra/search/search-store.port.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { enrichedFacilityValue } from '../../enrich/facilities/facility-test-builders.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, type StoredFacilityDocument, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { validationError } from '../platform/validation.ts';
import { MAX_LIST_OFFSET, paginationOf, paginationQuery } from './common.ts';
import { FacilityListQuery, RiskScoreListQuery } from './facilities.schema.ts';
import { listFacilities, listRiskScores } from './facility-queries.ts';

/*
 * Every row of a list is reachable by paging: an index larger than Elasticsearch's default
 * 10,000-row window pages to its last row (the embedded store here; the Elasticsearch adapter sets
 * index.max_result_window to MAX_RESULT_WINDOW), `hasMore` never promises a page that would be
 * refused, and an offset past the bound is a 400 that names the bulk export.
 */

const COUNT = 10_250;
const dirs: string[] = [];
let search: SearchStore;

/** FEIs 3000000000…, scores with ties (so ties go by FEI), names in an order of their own. */
function facilityAt(i: number): StoredFacilityDocument {
  const fei = String(3_000_000_000 + i);
  const score = (i * 7919) % 1000 / 10;
  const base = enrichedFacilityValue();
  return storedFacilityOf(
    enrichedFacilityValue({
      id: fei,
      fei_number: fei,
      facility_name: `Firm ${String((i * 104_729) % COUNT).padStart(5, '0')}`,
      content_hash: fei.padStart(64, '0'),
      risk_score: { ...base.risk_score, fei_number: fei, risk_score: score, risk_level: score >= 50 ? 'high' : 'low', factors: { recency: score } },
      inspections: [],
      citations: [],
      compliance_actions: [],
    }),
  );
}

const FACILITIES = Array.from({ length: COUNT }, (_, i) => facilityAt(i));
const byScoreDesc = [...FACILITIES].sort((a, b) => b.risk_score - a.risk_score || (a.fei_number < b.fei_number ? -1 : 1)).map((f) => f.fei_number);
const byNameAsc = [...FACILITIES].sort((a, b) => ((a.facility_name_sort ?? '') < (b.facility_name_sort ?? '') ? -1 : 1)).map((f) => f.fei_number);

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-deep-paging-'));
  dirs.push(dir);
  search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  for (let i = 0; i < COUNT; i += 2_000) await search.upsert(FACILITIES_INDEX, FACILITIES.slice(i, i + 2_000).map((doc) => ({ id: doc.fei_number, doc: { ...doc } })));
}, 120_000);

afterAll(async () => {
  await search?.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const envelope = { requestId: 'r', startedAt: 0 };

describe('lists past 10,000 rows (embedded store)', () => {
  it('GET /v1/483/risk-scores answers the rows of a page beyond offset 10,000, to the last one', async () => {
    const page = await listRiskScores(search, RiskScoreListQuery.parse({ limit: '100', offset: '10100' }), 0);
    expect(page.total).toBe(COUNT);
    expect(page.results.map((r) => r.fei_number)).toEqual(byScoreDesc.slice(10_100, 10_200));
    const last = await listRiskScores(search, RiskScoreListQuery.parse({ limit: '100', offset: '10200' }), 0);
    expect(last.results.map((r) => r.fei_number)).toEqual(byScoreDesc.slice(10_200));
    expect(last.results).toHaveLength(50);
  });

  it('GET /v1/483/facilities pages deep in each sort, and says hasMore exactly while rows remain', async () => {
    const deep = await listFacilities(search, FacilityListQuery.parse({ limit: '100', offset: '10000' }), envelope);
    expect(deep.data.map((f) => f.fei_number)).toEqual(byScoreDesc.slice(10_000, 10_100));
    expect(deep.pagination).toEqual({ limit: 100, offset: 10_000, total: COUNT, hasMore: true });
    const byName = await listFacilities(search, FacilityListQuery.parse({ sort_by: 'name', limit: '100', offset: '10150' }), envelope);
    expect(byName.data.map((f) => f.fei_number)).toEqual(byNameAsc.slice(10_150));
    expect(byName.pagination).toEqual({ limit: 100, offset: 10_150, total: COUNT, hasMore: false });
  });

  it('reaches every row exactly once by following hasMore', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await listFacilities(search, FacilityListQuery.parse({ limit: '100', offset: String(offset) }), envelope);
      seen.push(...page.data.map((f) => f.fei_number));
      if (!page.pagination.hasMore) break;
      offset += 100;
    }
    expect(seen).toEqual(byScoreDesc);
  }, 60_000);
});

describe('the paging bound', () => {
  const Query = z.object(paginationQuery(20, 100));

  it('accepts offsets up to MAX_LIST_OFFSET, so a page ends inside the stores’ result window', () => {
    expect(MAX_LIST_OFFSET + 100).toBe(MAX_RESULT_WINDOW);
    expect(MAX_RESULT_WINDOW).toBeGreaterThan(139_303 * 5);
    expect(Query.parse({ offset: '10000' }).offset).toBe(10_000);
    expect(Query.parse({ offset: String(MAX_LIST_OFFSET) }).offset).toBe(MAX_LIST_OFFSET);
  });

  it('refuses a deeper offset with a 400 naming the bulk export', () => {
    const sent = { offset: String(MAX_LIST_OFFSET + 1) };
    const result = Query.safeParse(sent);
    if (result.success) throw new Error('expected a refusal');
    const error = validationError(result.error, 'query', sent);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(`Field offset: must be at most ${MAX_LIST_OFFSET} (lists page 1,000,000 rows deep); for a whole dataset use the bulk export GET /v1/export/{dataset}`);
  });

  it('never says hasMore on a page whose next page would be refused', () => {
    expect(paginationOf({ limit: 100, offset: MAX_LIST_OFFSET - 100 }, 5_000_000).hasMore).toBe(true);
    expect(paginationOf({ limit: 100, offset: MAX_LIST_OFFSET }, 5_000_000).hasMore).toBe(false);
    expect(paginationOf({ limit: 20, offset: MAX_LIST_OFFSET - 10 }, 5_000_000).hasMore).toBe(false);
    expect(paginationOf({ limit: 100, offset: 63_000 }, 63_095).hasMore).toBe(false);
    expect(paginationOf({ limit: 100, offset: 62_900 }, 63_095).hasMore).toBe(true);
    // A list with a bound of its own says so.
    expect(paginationOf({ limit: 100, offset: 400 }, 3_155, 400).hasMore).toBe(false);
  });
});
