import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../infra/clock.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { createEmbeddedSearchStore } from '../../infra/search/search-store.embedded.ts';
import { enrichedFacilityValue, enrichedObservationValue } from '../../enrich/facilities/facility-test-builders.ts';
import type { EnrichedFacility } from '../../enrich/facilities/facility-records.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, storedFacilityOf } from '../../enrich/sinks/facility-index.ts';
import { bumpIndexVersion } from '../../enrich/sinks/index-version.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { maitland, advanced, inspection, citation } from '../../test/fixtures/observation-inspection-seed.ts';
import { isStreamedBody } from '../platform/route.ts';
import { ObservationListQuery } from '../inspections/facilities.schema.ts';
import { listObservations } from '../inspections/facility-queries.ts';
import { createObservationInspectionsReader } from '../inspections/observation-inspections.ts';
import { ExportFilters, type ExportSource } from './export-datasets.ts';
import { exportText } from './export-stream.ts';
import { createExportRoute } from './export.route.ts';

/*
 * The bulk export serves an observation as `GET /v1/483/observations` lists it: with the inspection
 * the facilities step joined it to (observation-inspections.ts), so its `inspection_id` and
 * `classification` are the listing's and `classification=` selects the same observations. Seeded as
 * api/inspections/observation-inspections.test.ts seeds (the offline mirror's documents, abbreviated):
 *
 * - FEI 3013854204: Dashboard inspections 1093172 (2019-06-17) and 1119181 (2020-02-28), both OAI,
 *   each with a 483 of its day folded into it.
 * - FEI 3010039017: a 483 (2020-10-29) no Dashboard inspection of that day matches, and a Dashboard
 *   inspection 1256873 (2024-11-22) known only as not OAI.
 */

const dirs: string[] = [];
let search: SearchStore;

beforeEach(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-export-join-'));
  dirs.push(dir);
  search = createEmbeddedSearchStore({ file: join(dir, 'search.db') });
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  await search.ensureIndex(FACILITIES_INDEX, FACILITIES_MAPPING);
  await seed();
});

afterEach(async () => {
  await search.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});


const OBSERVATIONS: Array<Partial<EnrichedObservation>> = [
  { ...maitland, inspection_end_date: '2020-02-28', observation_number: 1, observation_text: 'Aseptic processing areas are deficient regarding the system for cleaning and disinfecting the equipment.' },
  { ...maitland, inspection_end_date: '2019-06-17', observation_number: 1, observation_text: 'Aseptic processing areas are deficient regarding the system for cleaning and disinfecting the room.' },
  { ...advanced, inspection_end_date: '2020-10-29', observation_number: 1, observation_text: 'You performed aseptic processing outside of a certified ISO 5 area.' },
];

const facility = (f: { fei_number: string; facility_name: string; state: string }, rest: Partial<EnrichedFacility>) =>
  enrichedFacilityValue({ id: f.fei_number, fei_number: f.fei_number, facility_name: f.facility_name, state: f.state, country: 'United States', compliance_actions: [], ...rest });

const FACILITIES: EnrichedFacility[] = [
  facility(maitland, {
    inspections: [inspection('1093172', '2019-06-17', 'OAI', 1), inspection('1119181', '2020-02-28', 'OAI', 1)],
    citations: [citation('483-3013854204-20190617-1', '1093172', '2019-06-17'), citation('483-3013854204-20200228-1', '1119181', '2020-02-28')],
  }),
  facility(advanced, {
    inspections: [inspection('483-3010039017-20201029', '2020-10-29', null, 1), inspection('1256873', '2024-11-22', null, 0, true)],
    citations: [citation('483-3010039017-20201029-1', '483-3010039017-20201029', '2020-10-29')],
  }),
];

async function seed(): Promise<void> {
  const observations = OBSERVATIONS.map((o) => enrichedObservationValue(o));
  await search.upsert(
    OBSERVATIONS_INDEX,
    observations.map(({ embedding: _embedding, ...doc }) => ({ id: doc.observation_id, doc, vector: new Float32Array(384).fill(1 / Math.sqrt(384)) })),
  );
  await bumpIndexVersion(search, OBSERVATIONS_INDEX, observations.map((o) => [o.observation_id, o.content_hash]), '2026-11-01T00:00:00Z');
  await search.upsert(FACILITIES_INDEX, FACILITIES.map((f) => ({ id: f.fei_number, doc: { ...storedFacilityOf(f) } })));
  await bumpIndexVersion(search, FACILITIES_INDEX, FACILITIES.map((f) => [f.fei_number, f.content_hash]), '2026-11-01T00:00:00Z');
}

const source = (): ExportSource => ({ search, inspections: createObservationInspectionsReader(search) });

async function exported(dataset: 'observations' | 'citations', filters: Record<string, string> = {}): Promise<Array<Record<string, unknown>>> {
  let text = '';
  for await (const chunk of exportText(source(), dataset, ExportFilters.parse(filters), 'ndjson')) text += chunk;
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function listed(query: Record<string, string> = {}) {
  const reader = createObservationInspectionsReader(search);
  return (await listObservations(search, ObservationListQuery.parse({ limit: '100', ...query }), { requestId: 'r', startedAt: 0 }, await reader.read())).data;
}

const byId = <T extends { observation_id?: unknown }>(rows: T[]) => new Map(rows.map((row) => [String(row.observation_id), row]));

describe('export of observations', () => {
  it('gives each observation the row GET /v1/483/observations lists: the joined inspection id and classification', async () => {
    const rows = await exported('observations');
    const list = await listed();
    expect(rows).toHaveLength(OBSERVATIONS.length);
    expect(byId(rows)).toEqual(byId(JSON.parse(JSON.stringify(list)) as Array<Record<string, unknown>>));
    const row = byId(rows);
    expect(row.get('483-3013854204-20200228-1')).toMatchObject({ inspection_id: '1119181', classification: 'OAI' });
    expect(row.get('483-3013854204-20190617-1')).toMatchObject({ inspection_id: '1093172', classification: 'OAI' });
    // No Dashboard inspection ended on that 483's day: its own id, and no classification is guessed.
    expect(row.get('483-3010039017-20201029-1')).toMatchObject({ inspection_id: '483-3010039017-20201029', classification: null });
  });

  it('classification= exports exactly the observations ?classification= lists', async () => {
    const oai = (await exported('observations', { classification: 'OAI' })).map((r) => r.observation_id).sort();
    expect(oai).toEqual(['483-3013854204-20190617-1', '483-3013854204-20200228-1']);
    expect(oai).toEqual((await listed({ classification: 'OAI' })).map((o) => o.observation_id).sort());
    expect(await exported('observations', { classification: 'NAI' })).toEqual([]);
  });

  it('names, for an observation’s citation, the inspection its observation is exported with', async () => {
    const observations = byId(await exported('observations'));
    const citations = await exported('citations');
    expect(citations).toHaveLength(3);
    for (const c of citations) expect(c.inspection_id, String(c.citation_id)).toBe(observations.get(String(c.citation_id))?.inspection_id);
  });

  it('is what GET /v1/export/observations streams', async () => {
    const route = createExportRoute({ search, clock: createFixedClock('2026-11-28T00:00:00Z') });
    const { body } = await route.handler({
      params: { dataset: 'observations' },
      query: { format: 'ndjson', ...ExportFilters.parse({ classification: 'OAI' }) },
      body: undefined,
      requestId: 'r',
      principal: null,
      startedAt: 0,
    });
    if (!isStreamedBody(body)) throw new Error('expected a streamed body');
    let text = '';
    for await (const chunk of body.stream) text += String(chunk);
    const rows = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.map((r) => [r.observation_id, r.inspection_id, r.classification]).sort()).toEqual([
      ['483-3013854204-20190617-1', '1093172', 'OAI'],
      ['483-3013854204-20200228-1', '1119181', 'OAI'],
    ]);
  });
});
