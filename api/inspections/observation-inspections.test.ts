import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { enrichedFacilityValue, enrichedObservationValue } from '../../enrich/facilities/facility-test-builders.ts';
import type { EnrichedFacility } from '../../enrich/facilities/facility-records.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { maitland, advanced, reddy, inspection, citation } from '../../test/fixtures/observation-inspection-seed.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { withVersionedReadCache } from '../platform/versioned-list.ts';
import { ObservationListQuery } from './facilities.schema.ts';
import { facilityDetail, facilityInspections, listObservations } from './facility-queries.ts';
import { createObservationInspectionsReader, joinObservationInspections } from './observation-inspections.ts';
import { type ObservationSearchDeps, searchObservations } from './observation-search.ts';
import { ObservationSearchRequest } from './search-observations.schema.ts';

/*
 * Document 2's observation search and listing against the facility data, on an embedded store
 * seeded with three facilities as our stores hold them (the offline mirror's facility documents and
 * 483 observations, abbreviated):
 *
 * - FEI 3013854204 (Maitland Labs of Central Florida): Dashboard inspections 1093172 (2019-06-17,
 *   OAI) and 1119181 (2020-02-28, OAI), a warning letter (2021-08-10); a 483 on each of those days.
 *   The facilities step folded each 483 into the Dashboard inspection of its day.
 * - FEI 3010039017 (Advanced Nutriceuticals, LLC): a 483 (2020-10-29) no Dashboard inspection of
 *   that day matches, a Dashboard inspection 1256873 (2024-11-22) known only as not OAI, a warning
 *   letter (2021-11-10).
 * - FEI 3009193040 (Dr. Reddy's Laboratories Limited): a 483 (2025-12-12) whose header names the
 *   city (Srikakulam) and establishment type (Drug Product Manufacturer); the facility document
 *   names neither.
 */

const embedder = createHashEmbedder();
const dirs: string[] = [];
let search: SearchStore;

beforeEach(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-obs-inspections-'));
  dirs.push(dir);
  search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
});

afterEach(async () => {
  await search.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});


const OBSERVATIONS: Array<Partial<EnrichedObservation>> = [
  { ...maitland, inspection_end_date: '2020-02-28', observation_number: 1, observation_text: 'Aseptic processing areas are deficient regarding the system for cleaning and disinfecting the equipment.' },
  { ...maitland, inspection_end_date: '2019-06-17', observation_number: 1, observation_text: 'Aseptic processing areas are deficient regarding the system for cleaning and disinfecting the room.' },
  { ...advanced, inspection_end_date: '2020-10-29', observation_number: 1, observation_text: 'You performed aseptic processing outside of a certified ISO 5 area.' },
  {
    ...reddy,
    inspection_end_date: '2025-12-12',
    observation_number: 1,
    observation_text: 'There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of its components to meet any of its specifications.',
  },
];

const warningLetter = (id: string, date: string) => ({ id: `warning-letter:${id}`, kind: 'warning_letter', action_type: 'Warning Letter', date });

const totals = (overrides: Partial<EnrichedFacility['totals']>): EnrichedFacility['totals'] => ({
  total_inspections: 0,
  nai_count: 0,
  vai_count: 0,
  oai_count: 0,
  not_oai_unsplit_count: 0,
  warning_letters: 0,
  import_alerts: 0,
  last_inspection_date: null,
  last_classification: null,
  trend: 'stable',
  ...overrides,
});

const facility = (f: { fei_number: string; facility_name: string; state: string; country?: string }, rest: Partial<EnrichedFacility>) =>
  enrichedFacilityValue({ id: f.fei_number, fei_number: f.fei_number, facility_name: f.facility_name, state: f.state, country: f.country ?? 'United States', ...rest });

const FACILITIES: EnrichedFacility[] = [
  facility(maitland, {
    totals: totals({ total_inspections: 2, oai_count: 2, warning_letters: 1, last_inspection_date: '2020-02-28', last_classification: 'OAI' }),
    inspections: [inspection('1093172', '2019-06-17', 'OAI', 1), inspection('1119181', '2020-02-28', 'OAI', 1)],
    citations: [citation('483-3013854204-20190617-1', '1093172', '2019-06-17'), citation('483-3013854204-20200228-1', '1119181', '2020-02-28')],
    compliance_actions: [warningLetter('610102', '2021-08-10')],
  }),
  facility(advanced, {
    totals: totals({ total_inspections: 2, not_oai_unsplit_count: 1, warning_letters: 1, last_inspection_date: '2024-11-22' }),
    inspections: [inspection('483-3010039017-20201029', '2020-10-29', null, 1), inspection('1256873', '2024-11-22', null, 0, true)],
    citations: [citation('483-3010039017-20201029-1', '483-3010039017-20201029', '2020-10-29')],
    compliance_actions: [warningLetter('615908', '2021-11-10')],
  }),
  facility(reddy, {
    totals: totals({ total_inspections: 2, not_oai_unsplit_count: 1, last_inspection_date: '2025-12-12' }),
    inspections: [inspection('1230622', '2022-05-20', null, 0, true), inspection('483-3009193040-20251212', '2025-12-12', null, 1)],
    citations: [citation('483-3009193040-20251212-1', '483-3009193040-20251212', '2025-12-12')],
    compliance_actions: [],
  }),
];

async function seed(facilities: EnrichedFacility[] = FACILITIES): Promise<void> {
  const observations = OBSERVATIONS.map((o) => enrichedObservationValue(o));
  const vectors = await embedder.embed(observations.map((o) => o.observation_text));
  await search.upsert(
    OBSERVATIONS_INDEX,
    observations.map(({ embedding: _embedding, ...doc }, i) => ({ id: doc.observation_id, doc, vector: vectors[i] as Float32Array })),
  );
  await bumpIndexVersion(search, OBSERVATIONS_INDEX, observations.map((o) => [o.observation_id, o.content_hash]), '2026-11-01T00:00:00Z');
  await writeFacilities(facilities, '2026-11-01T00:00:00Z');
}

async function writeFacilities(facilities: EnrichedFacility[], at: string): Promise<void> {
  await search.upsert(FACILITIES_INDEX, facilities.map((f) => ({ id: f.fei_number, doc: { ...storedFacilityOf(f) } })));
  await bumpIndexVersion(search, FACILITIES_INDEX, facilities.map((f) => [f.fei_number, f.content_hash]), at);
}

/** The route's composition (routes.ts): the join and the facility read cache shared by search and listing. */
function routeDeps(store: SearchStore = search) {
  const reads = withVersionedReadCache(store, [FACILITIES_INDEX, OBSERVATIONS_INDEX]);
  const inspections = createObservationInspectionsReader(store);
  const deps: ObservationSearchDeps = { search: store, embedder, cache: createResponseCache({ ttlMs: 60_000 }), inspections, facilities: reads };
  return {
    deps,
    ask: (body: object) => searchObservations(deps, ObservationSearchRequest.parse(body), performance.now()),
    list: async (query: Record<string, string>) => listObservations(reads, ObservationListQuery.parse(query), { requestId: 'r', startedAt: 0 }, await inspections.read()),
    reads,
  };
}

const byId = <T extends { observation_id: string }>(items: T[]) => new Map(items.map((item) => [item.observation_id, item]));

describe('observations served with the classified inspection of their facility', () => {
  it('search and listing give an observation the Dashboard inspection of its 483 day, its id and its classification', async () => {
    await seed();
    const { ask, list } = routeDeps();
    const hits = byId((await ask({ query: 'aseptic processing cleaning disinfecting', top_k: 10 })).results);
    expect(hits.get('483-3013854204-20200228-1')).toMatchObject({ inspection_id: '1119181', classification: 'OAI' });
    expect(hits.get('483-3013854204-20190617-1')).toMatchObject({ inspection_id: '1093172', classification: 'OAI' });
    // No Dashboard inspection ended on that 483's day: its own id, and no classification is guessed.
    expect(hits.get('483-3010039017-20201029-1')).toMatchObject({ inspection_id: '483-3010039017-20201029', classification: null });

    const listed = byId((await list({ fei_number: '3013854204' })).data);
    expect(listed.get('483-3013854204-20200228-1')).toMatchObject({ inspection_id: '1119181', classification: 'OAI' });
    expect(byId((await list({ fei_number: '3009193040' })).data).get('483-3009193040-20251212-1')).toMatchObject({ inspection_id: '483-3009193040-20251212', classification: null });
  });

  it('filters.classification and ?classification= keep exactly the observations served with that classification', async () => {
    await seed();
    const { ask, list } = routeDeps();
    const ids = async (body: object) => (await ask({ query: 'aseptic processing cleaning investigated', top_k: 100, ...body })).results.map((r) => r.observation_id).sort();
    expect(await ids({})).toHaveLength(4);
    expect(await ids({ filters: { classification: ['OAI'] } })).toEqual(['483-3013854204-20190617-1', '483-3013854204-20200228-1']);
    expect(await ids({ filters: { classification: ['VAI', 'OAI'] } })).toEqual(['483-3013854204-20190617-1', '483-3013854204-20200228-1']);
    expect(await ids({ filters: { classification: ['NAI'] } })).toEqual([]);

    const listed = await list({ classification: 'OAI' });
    expect(listed.data.map((o) => o.observation_id)).toEqual(['483-3013854204-20200228-1', '483-3013854204-20190617-1']);
    expect(listed.pagination.total).toBe(2);
    expect((await list({ classification: 'OAI', q: 'aseptic' })).data.map((o) => o.observation_id).sort()).toEqual(['483-3013854204-20190617-1', '483-3013854204-20200228-1']);
    expect((await list({ classification: 'NAI' })).data).toEqual([]);
  });

  it('a cached ranking under a classification filter follows the facility index: a newly classified inspection joins', async () => {
    await seed();
    const { ask } = routeDeps();
    const question = { query: 'aseptic processing ISO 5 area', filters: { classification: ['OAI'] }, top_k: 10 };
    expect((await ask(question)).results.map((r) => r.observation_id)).not.toContain('483-3010039017-20201029-1');
    // The facilities step folds the 2020-10-29 483 into a Dashboard inspection now classified OAI.
    const [, before] = FACILITIES;
    const reclassified = {
      ...(before as EnrichedFacility),
      content_hash: 'd'.repeat(64),
      inspections: [inspection('1140001', '2020-10-29', 'OAI', 1), inspection('1256873', '2024-11-22', null, 0, true)],
      citations: [citation('483-3010039017-20201029-1', '1140001', '2020-10-29')],
    };
    await writeFacilities([reclassified], '2026-11-02T00:00:00Z');
    const after = await ask(question);
    expect(byId(after.results).get('483-3010039017-20201029-1')).toMatchObject({ inspection_id: '1140001', classification: 'OAI' });
  });
});

describe('on a store where no sink has written yet', () => {
  it('declares the indices it reads instead of failing (Elasticsearch refuses an undeclared index)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regintel-obs-inspections-fresh-'));
    dirs.push(dir);
    const fresh = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
    const declared: string[] = [];
    const ensureIndex = fresh.ensureIndex.bind(fresh);
    fresh.ensureIndex = (async (...args: Parameters<typeof ensureIndex>) => {
      declared.push(args[0]);
      return ensureIndex(...args);
    }) as typeof fresh.ensureIndex;
    try {
      const join_ = await joinObservationInspections(fresh);
      expect(join_.idsClassifiedAs(['OAI'])).toEqual([]);
      expect(declared).toEqual(expect.arrayContaining([OBSERVATIONS_INDEX, FACILITIES_INDEX]));
    } finally {
      await fresh.close();
    }
  });
});

describe('facility_context', () => {
  it('is the facility summary the facility endpoints serve, with recent classifications and no invented counts', async () => {
    await seed();
    const { ask, reads } = routeDeps();
    const response = await ask({ query: 'aseptic processing cleaning ISO 5 investigated', top_k: 10, include_facility_context: true });
    const context = new Map(response.results.map((r) => [r.fei_number, r.facility_context]));
    expect(context.get('3013854204')).toEqual({ total_inspections: 2, recent_classifications: ['OAI', 'OAI'], warning_letters: 1, last_inspection_date: '2020-02-28', parent_company: null });
    expect(context.get('3010039017')).toEqual({ total_inspections: 2, recent_classifications: [], warning_letters: 1, last_inspection_date: '2024-11-22', parent_company: null });
    for (const [fei, ctx] of context) {
      const { summary, facility: block } = await facilityInspections(reads, fei, { include_citations: false, include_compliance_actions: false });
      expect(ctx).toMatchObject({ total_inspections: summary.total_inspections, warning_letters: summary.warning_letters, last_inspection_date: summary.last_inspection_date, parent_company: block.parent_company });
    }
    expect((await ask({ query: 'aseptic processing', top_k: 3 })).results.every((r) => !('facility_context' in r))).toBe(true);
  });

  it('costs one read by id per distinct FEI among the hits, cached at the facility index version, and no scan', async () => {
    await seed();
    const calls: string[] = [];
    const counted = new Proxy(search, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (args[0] === FACILITIES_INDEX || (typeof property === 'string' && ['scan', 'terms', 'count'].includes(property))) calls.push(`${String(property)} ${String(args[0])}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const { ask } = routeDeps(counted);
    const body = { query: 'aseptic processing cleaning disinfecting', top_k: 10 };
    await ask(body); // builds the join once: not the context's cost
    calls.length = 0;
    const first = await ask({ ...body, include_facility_context: true });
    const feis = new Set(first.results.map((r) => r.fei_number));
    expect(feis.size).toBeGreaterThan(1);
    expect(calls.sort()).toEqual([...feis].map(() => `get ${FACILITIES_INDEX}`));
    calls.length = 0;
    await ask({ ...body, include_facility_context: true });
    expect(calls).toEqual([]);
  });
});

describe('facility city and establishment type', () => {
  it('come from the FEI’s 483 observations when the facility document has none; null when no source has them', async () => {
    await seed();
    const { reads } = routeDeps();
    const detail = await facilityDetail(reads, '3009193040', { requestId: 'r', startedAt: 0 });
    expect(detail.data.facility).toMatchObject({ legal_name: 'Dr. Reddy’s Laboratories Limited', city: 'Srikakulam', establishment_type: 'Drug Product Manufacturer', state: 'Andhra Pradesh', country: 'India' });
    const history = await facilityInspections(reads, '3009193040', { include_citations: false, include_compliance_actions: false });
    expect(history.facility).toEqual(detail.data.facility);
    // The 483s of this FEI name the establishment type but no city.
    expect((await facilityDetail(reads, '3013854204', { requestId: 'r', startedAt: 0 })).data.facility).toMatchObject({ city: null, establishment_type: 'Outsourcing Facility' });
  });

  // A made-up facility (no real firm): no source we ingest gives a facility document these fields yet.
  const example = { fei_number: '9000000001', facility_name: 'Example Compounding Co', state: 'OH' };

  it('come from the facility document when it states them, before the observations', async () => {
    await seed([...FACILITIES, { ...facility(example, { inspections: [], citations: [], compliance_actions: [] }), city: 'Springfield', establishment_type: 'Outsourcing Facility' } as EnrichedFacility]);
    const { reads } = routeDeps();
    const history = await facilityInspections(reads, '9000000001', { include_citations: false, include_compliance_actions: false });
    expect(history.facility).toMatchObject({ city: 'Springfield', establishment_type: 'Outsourcing Facility' });
  });

  it('are null for a facility whose document and observations name neither', async () => {
    await seed([...FACILITIES, facility(example, { inspections: [], citations: [], compliance_actions: [] })]);
    const { reads } = routeDeps();
    expect((await facilityDetail(reads, '9000000001', { requestId: 'r', startedAt: 0 })).data.facility).toMatchObject({ city: null, establishment_type: null });
  });
});
