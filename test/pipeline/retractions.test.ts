import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { readingRoomConnector } from '../../ingest/sources/fda-reading-room/connector.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { FACILITIES_INDEX } from '../../enrich/sinks/facility-index.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/**
 * Retractions end to end, on three snapshots of a small mirror of the 483 reading-room source,
 * written here in its own CSV format (the OCR export split over two files, as FDA's set is):
 * 1. three 483s: A (2 observations), B (3), C (2);
 * 2. A is gone from the listing and B lost its third observation;
 * 3. the file holding C is cut short (unreadable): a partial snapshot, from which nothing may be
 *    retracted although C is missing from it.
 * Each run goes through the whole pipeline; the stores, the HTTP API and the change feed must say
 * what the source says. Firms and FEIs are fictitious.
 */
const HEADER = ['', 'index', 'record_date', 'fei_number', 'company_name', 'record_type', 'state', 'establishment_type_x', 'publish_date', 'href', 'pdf_url', 'pdf_name', 'firm_name', 'establishment_type_y', 'facility_city', 'auditors', 'audit_dates', 'observations'];

const OBSERVATION_TEXTS = [
  'Procedures designed to prevent microbiological contamination of drug products purporting to be sterile are not established and followed. Specifically, media fills did not simulate the worst case.',
  'There is a failure to thoroughly review any unexplained discrepancy whether or not the batch has been already distributed. Specifically, out of specification assay results were not investigated.',
  'Laboratory records do not include complete data derived from all tests. Specifically, audit trails on the HPLC systems were disabled.',
];

interface Fixture483 {
  fei: string;
  firm: string;
  date: string;
  observations: number;
}

const A: Fixture483 = { fei: '3099000001', firm: 'Fixture Sterile Works LLC', date: '2021-02-11', observations: 2 };
const B: Fixture483 = { fei: '3099000002', firm: 'Fixture Compounding Inc', date: '2021-03-18', observations: 3 };
const C: Fixture483 = { fei: '3099000003', firm: 'Fixture Labs Corp', date: '2021-04-22', observations: 2 };
const inspectionId = (doc: Fixture483) => `483-${doc.fei}-${doc.date.replaceAll('-', '')}`;

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function row(doc: Fixture483, index: number): string[] {
  const [year, month, day] = doc.date.split('-');
  const body = Array.from({ length: doc.observations }, (_, i) => `OBSERVATION ${i + 1}\n\n${OBSERVATION_TEXTS[i]}\n`).join('\n');
  return [
    String(index),
    String(index),
    doc.date,
    doc.fei,
    doc.firm,
    '483',
    'Texas',
    'Producer of Sterile Drug Products',
    doc.date,
    `/media/9${index}/download`,
    `https://www.fda.gov/media/9${index}/download`,
    `Fixture${index}`,
    '',
    '',
    '',
    'Jane Q Example, Investigator\n',
    `DATE(S) OF INSPECTION\n${Number(month)}/1/${year}-${Number(month)}/${Number(day)}/${year}\n`,
    `DURING AN INSPECTION OF YOUR FIRM WE OBSERVED:\n${body}`,
  ];
}

function writeCsv(dir: string, file: string, docs: Fixture483[]): void {
  const lines = [HEADER, ...docs.map((doc, i) => row(doc, i))].map((cells) => cells.map(csvCell).join(','));
  writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
}

const FOLDER = 'fda_483_reading_room_ocr';
const FILE_1 = 'fda_reading_room_form483_dataset_part1.csv';
const FILE_2 = 'fda_reading_room_form483_dataset_part2.csv';

function writeSnapshot(mirror: string, snapshot: 1 | 2 | 3): void {
  const dir = join(mirror, FOLDER);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (snapshot === 1) {
    writeCsv(dir, FILE_1, [A, B]);
    writeCsv(dir, FILE_2, [C]);
  } else if (snapshot === 2) {
    writeCsv(dir, FILE_1, [{ ...B, observations: 2 }]);
    writeCsv(dir, FILE_2, [C]);
  } else {
    writeCsv(dir, FILE_1, [{ ...B, observations: 2 }]);
    // The export cut off inside its header: the file cannot be read, and C with it.
    writeFileSync(join(dir, FILE_2), ',index,record_date,fei_num');
  }
}

const GROUPS = [
  'enrich.observations',
  'sink.search.observations',
  'sink.graph.observations',
  'enrich.facilities',
  'sink.search.facilities',
  'sink.graph.facilities',
  'enrich.analytics',
  'sink.search.analytics',
  'enrich.alerts',
];

describe('retractions through the pipeline, from two mirror snapshots and a partial one', () => {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-retract-mirror-'));
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let api: Awaited<ReturnType<typeof startTestServer>>;
  let key = '';
  const runs: IngestRunSummary[] = [];
  let cursorAfterFirst = '';

  const ingest = async (snapshot: 1 | 2 | 3) => {
    writeSnapshot(mirror, snapshot);
    const [summary] = await runIngest([readingRoomConnector], { mode: 'mirror', mirrorDir: mirror }, deps, { force: true });
    runs.push(summary!);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000, pollMs: 50 });
    return summary!;
  };
  const get = (path: string) => api.get(path, { 'x-api-key': key });
  /** The facility and citation totals of the analytics summary document(s). */
  const analyticsTotals = async () => {
    const documents = await deps.search.list<{ body?: { total_facilities?: number; total_citations?: number } }>(ANALYTICS_INDEX, { limit: 500 });
    const summary = documents.items.map((i) => i.doc.body).find((body) => typeof body?.total_facilities === 'number');
    return { facilities: summary?.total_facilities, citations: summary?.total_citations };
  };
  const observationIds = async (fei?: string) => {
    const response = await get(`/v1/483/observations?limit=100${fei ? `&fei_number=${fei}` : ''}`);
    expect(response.status).toBe(200);
    return (response.body.data as Array<{ observation_id: string }>).map((o) => o.observation_id).sort();
  };

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    pipeline = await startPipeline(deps);
    api = await startTestServer(deps);
    key = (await deps.apiKeys.create({ tenantId: 't-retract', tier: 'enterprise', test: true })).key;
    await ingest(1);
    cursorAfterFirst = (await get('/v1/changes?limit=1000')).body.next_cursor as string;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await pipeline?.stop();
    await env?.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('snapshot 1 fills every store: 7 observations of 3 facilities', async () => {
    expect(runs[0]).toMatchObject({ status: 'ok', published: 3, retracted: 0 });
    expect(await observationIds()).toEqual([
      `${inspectionId(A)}-1`, `${inspectionId(A)}-2`,
      `${inspectionId(B)}-1`, `${inspectionId(B)}-2`, `${inspectionId(B)}-3`,
      `${inspectionId(C)}-1`, `${inspectionId(C)}-2`,
    ].sort());
    expect((await get(`/v1/483/facilities/${A.fei}`)).status).toBe(200);
    expect(await deps.graph.getNode({ label: 'Inspection', key: inspectionId(A) })).not.toBeNull();
    expect(deps.facts.history(A.fei)).not.toBeNull();
    expect(await analyticsTotals()).toEqual({ facilities: 3, citations: 7 });
  });

  describe('snapshot 2: A vanished, B lost an observation', () => {
    let second: IngestRunSummary;
    beforeAll(async () => {
      second = await ingest(2);
    }, 120_000);

    it('retracts A on the raw topic and republishes B', async () => {
      expect(second).toMatchObject({ status: 'ok', published: 1, unchanged: 1, retracted: 1 });
      const tombstones = (await deps.bus.read(TOPICS.rawForm483, { limit: 100 })).filter((m) => (m.value as { retracted?: boolean }).retracted);
      expect(tombstones.map((m) => [m.key, (m.value as { fei_number?: string }).fei_number])).toEqual([[inspectionId(A), A.fei]]);
    });

    it('removes A and B-3 from search, over HTTP too', async () => {
      expect(await observationIds(A.fei)).toEqual([]);
      expect(await observationIds(B.fei)).toEqual([`${inspectionId(B)}-1`, `${inspectionId(B)}-2`]);
      expect(await observationIds(C.fei)).toHaveLength(2);
      expect(await deps.search.count(OBSERVATIONS_INDEX)).toBe(4);
      expect(await deps.search.get(FACILITIES_INDEX, A.fei)).toBeNull();
      const gone = await get(`/v1/483/facilities/${A.fei}`);
      expect(gone.status).toBe(404);
      expect(gone.body.error?.code ?? gone.body.code).toBe('NOT_FOUND');
      expect((await get(`/v1/483/facilities/${B.fei}`)).status).toBe(200);
    });

    it('removes them from the graph: A\'s observations, inspection and facility, and B-3', async () => {
      expect(await deps.graph.getNode({ label: 'Observation', key: `${inspectionId(A)}-1` })).toBeNull();
      expect(await deps.graph.getNode({ label: 'Inspection', key: inspectionId(A) })).toBeNull();
      expect(await deps.graph.getNode({ label: 'Facility', key: A.fei })).toBeNull();
      expect(await deps.graph.getNode({ label: 'Observation', key: `${inspectionId(B)}-3` })).toBeNull();
      expect(await deps.graph.getNode({ label: 'Observation', key: `${inspectionId(B)}-2` })).not.toBeNull();
      const cited = await deps.graph.neighbours({ node: { label: 'Inspection', key: inspectionId(B) }, type: 'CITED', direction: 'out' });
      expect(cited.map((n) => n.node.key).sort()).toEqual([`${inspectionId(B)}-1`, `${inspectionId(B)}-2`]);
    });

    it('drops them from the facility facts, and B is rescored on two citations', async () => {
      expect(deps.facts.history(A.fei)).toBeNull();
      expect(deps.facts.lastPublished(A.fei)).toBeNull();
      expect(deps.facts.history(B.fei)?.citations.map((c) => c.id).sort()).toEqual([`${inspectionId(B)}-1`, `${inspectionId(B)}-2`]);
      const facility = await deps.search.get<{ document: { citations: Array<{ id: string }> } }>(FACILITIES_INDEX, B.fei);
      expect(facility?.doc.document.citations.map((c) => c.id).sort()).toEqual([`${inspectionId(B)}-1`, `${inspectionId(B)}-2`]);
      const citations = await get(`/v1/483/facilities/${B.fei}/citations`);
      expect(citations.status).toBe(200);
      expect(citations.body.total).toBe(2);
      expect(JSON.stringify(citations.body.results)).not.toContain(`${inspectionId(B)}-3`);
    });

    it('recomputes the analytics without them', async () => {
      expect(await analyticsTotals()).toEqual({ facilities: 2, citations: 4 });
      const documents = await deps.search.list<Record<string, unknown>>(ANALYTICS_INDEX, { limit: 500 });
      expect(JSON.stringify(documents.items.map((i) => i.doc))).not.toContain(A.fei);
    });

    it('puts a retraction change for each facility on facility.changes', async () => {
      const changes = (await deps.bus.read(TOPICS.facilityChanges, { limit: 1000 })).map((m) => m.value as { type: string; fei_number: string; facility_retracted?: boolean; diff: { before: { citation_ids?: string[]; inspection_ids?: string[] } } });
      const retractions = changes.filter((c) => c.type === 'retraction');
      const forA = retractions.find((c) => c.fei_number === A.fei);
      const forB = retractions.find((c) => c.fei_number === B.fei);
      expect(forA).toMatchObject({ facility_retracted: true });
      expect(forA?.diff.before.inspection_ids).toEqual([inspectionId(A)]);
      expect(forB).toMatchObject({ facility_retracted: false });
      expect(forB?.diff.before.citation_ids).toEqual([`${inspectionId(B)}-3`]);
    });

    it('shows the retractions in the change feed, so a client syncing by cursor removes them', async () => {
      const response = await get(`/v1/changes?since=${cursorAfterFirst}&limit=1000`);
      expect(response.status).toBe(200);
      const changes = response.body.data as Array<{ type: string; id: string; action: string; url: string | null }>;
      const retracts = changes.filter((c) => c.action === 'retract').map((c) => `${c.type}:${c.id}`).sort();
      expect(retracts).toEqual(
        [`observation:${inspectionId(A)}-1`, `observation:${inspectionId(A)}-2`, `observation:${inspectionId(B)}-3`, `facility:${A.fei}`].sort(),
      );
      expect(changes.find((c) => c.type === 'facility' && c.id === A.fei)?.url).toBeNull();
      // B changed and stays: an upsert of its new version.
      expect(changes.some((c) => c.type === 'facility' && c.id === B.fei && c.action === 'upsert')).toBe(true);
    });
  });

  describe('snapshot 3: a partial snapshot', () => {
    let third: IngestRunSummary;
    beforeAll(async () => {
      third = await ingest(3);
    }, 120_000);

    it('retracts nothing and says why, although C is missing from it', async () => {
      expect(third).toMatchObject({ status: 'ok', retracted: 0, dlq: 1 });
      expect(third.retraction_held).toMatch(/new in this run/);
      expect(await observationIds(C.fei)).toHaveLength(2);
      expect((await get(`/v1/483/facilities/${C.fei}`)).status).toBe(200);
      const tombstones = (await deps.bus.read(TOPICS.rawForm483, { limit: 100 })).filter((m) => (m.value as { retracted?: boolean }).retracted);
      expect(tombstones).toHaveLength(1);
    });
  });
});
