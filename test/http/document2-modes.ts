import { createReadStream, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import type { TestEmbedders } from '../fixtures/shared-embedder.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { INSPECTION_OUTCOMES_DIR } from '../../ingest/sources/fda-inspection-outcomes/connector.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';
import { sharedDataDir } from '../fixtures/shared.ts';
import { enginesEnv, resetEngines } from '../fixtures/engines.ts';

/**
 * A small real mirror for the document-2 HTTP suites: the 483 sources (the citation catalogue, the
 * reading-room OCR set, the 483 documents), compliance actions, published 483s and the Dashboard
 * aggregates as they are, and the inspection outcomes of only the facilities those 483s name
 * (filtered from ../shared/data at run time, never copied into the repository). Every route then
 * has real facilities with inspections, OAI outcomes, 483 observations and warning letters.
 */
const LINKED = ['fda_inspectional_observations_fy2019', 'fda_483_reading_room_ocr', 'fda_form483_documents', 'fda_compliance_actions', 'fda_published_483s', 'fda_dashboard_aggregates'];

/** FEIs of the 483 sources: every FEI the reading-room index names (70), plus the two the issue names. */
async function feisOf483s(): Promise<Set<string>> {
  const feis = new Set<string>(['3006271438', '1925262']);
  const file = join(sharedDataDir, 'fda_483_reading_room_ocr');
  const { readdirSync } = await import('node:fs');
  for (const name of readdirSync(file).filter((n) => n.endsWith('.csv'))) {
    for await (const row of createReadStream(join(file, name)).pipe(parse({ columns: true, relax_column_count: true, relax_quotes: true })) as AsyncIterable<Record<string, string>>) {
      const fei = (row.fei ?? row.FEI ?? row.fei_number ?? '').replace(/\.0$/, '').replace(/^0+/, '');
      if (/^\d{5,10}$/.test(fei)) feis.add(fei);
    }
  }
  return feis;
}

export async function buildSmallMirror(): Promise<string> {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-doc2-mirror-'));
  for (const folder of LINKED) symlinkSync(join(sharedDataDir, folder), join(mirror, folder));
  const feis = await feisOf483s();
  const lines: string[] = [];
  const source = join(sharedDataDir, INSPECTION_OUTCOMES_DIR, 'inspection_rows_oai_2026-07.csv');
  for await (const row of createReadStream(source).pipe(parse({ columns: false })) as AsyncIterable<string[]>) {
    if (lines.length === 0 || feis.has((row[1] ?? '').replace(/^0+/, ''))) lines.push(row.join(','));
  }
  mkdirSync(join(mirror, INSPECTION_OUTCOMES_DIR));
  writeFileSync(join(mirror, INSPECTION_OUTCOMES_DIR, 'inspection_rows_oai_subset.csv'), `${lines.join('\n')}\n`);
  return mirror;
}

export interface ModeUnderTest {
  deps: Deps;
  pipeline: RunningPipeline;
  api: Awaited<ReturnType<typeof startTestServer>>;
  key: string;
  cleanup(): Promise<void>;
}

/** One mode (env: {} for embedded, enginesEnv(...) for engines) filled from the small mirror through the whole pipeline. */
export async function bringUp(mirror: string, env: Record<string, string>, embedders: TestEmbedders, tenant: string): Promise<ModeUnderTest> {
  const test = await createTestDeps({ ...embedders, env });
  const pipeline = await startPipeline(test.deps);
  await publishKnowledge(test.deps);
  const connectors = CONNECTORS.filter((connector) => connector.isPresent(mirror));
  await runIngest(connectors, { mode: 'mirror', mirrorDir: mirror }, test.deps);
  await waitUntilIdle(test.deps, pipeline.processors.map((p) => p.groupId), { timeoutMs: 900_000, pollMs: 250 });
  const api = await startTestServer(test.deps);
  const key = (await test.deps.apiKeys.create({ tenantId: tenant, tier: 'enterprise', test: true })).key;
  return {
    deps: test.deps,
    pipeline,
    api,
    key,
    cleanup: async () => {
      await api.close();
      await pipeline.stop();
      await test.cleanup();
    },
  };
}

/** The same mirror in both modes, for the parity suites: engines first (its topics and graph under `prefix` reset), then embedded. */
export async function bringUpBothModes(mirror: string, prefix: string, embedder: TestEmbedders, name: string): Promise<{ engines: ModeUnderTest; embedded: ModeUnderTest; cleanup(): Promise<void> }> {
  await resetEngines(prefix);
  const engines = await bringUp(mirror, enginesEnv(prefix), embedder, `${name}-engines`);
  let embedded: ModeUnderTest;
  try {
    embedded = await bringUp(mirror, {}, embedder, `${name}-embedded`);
  } catch (error) {
    await engines.cleanup();
    throw error;
  }
  return {
    engines,
    embedded,
    cleanup: async () => {
      await engines.cleanup();
      await embedded.cleanup();
    },
  };
}

/** A mirror holding these folders of ../shared/data, linked (never copied); remove it with rmSync. */
export function linkedMirror(folders: readonly string[]): string {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-linked-mirror-'));
  for (const folder of folders) symlinkSync(join(sharedDataDir, folder), join(mirror, folder));
  return mirror;
}

/** Every document-2 GET the suites compare, on facilities the small mirror holds. */
export const DOCUMENT_2_GETS: readonly string[] = [
  '/v1/483/facilities/3006271438',
  '/v1/483/facilities/3006271438/inspections?include_citations=true&include_compliance_actions=true',
  '/v1/483/facilities/3006271438/citations',
  '/v1/483/facilities/3006271438/score',
  '/v1/483/facilities/1925262/inspections',
  '/v1/483/risk-scores/3006271438',
  '/v1/483/risk-scores?limit=10&sort_order=desc',
  '/v1/483/facilities?limit=10&sort_by=risk_score',
  '/v1/483/facilities?country=United%20States&limit=5&sort_by=name',
  '/v1/483/observations?fei_number=3006271438&limit=10',
  '/v1/483/observations?cfr_section=211.192&limit=5',
  '/v1/483/cfr-references?limit=10',
  '/v1/483/cfr-references/21%20CFR%20211.192',
  '/v1/483/analytics/summary',
  '/v1/483/analytics/benchmarks?grouping=product_type',
  '/v1/483/investigators?limit=10',
  '/v1/483/citations/trending?limit=10',
  '/v1/483/regulatory-mapping?has_mappings=true&limit=5',
  '/v1/483/regulatory-mapping/21%20CFR%20312.62',
];

/** The answer without what legitimately differs between two runs: timings, request ids, timestamps. */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/(_at|_ms|Ms|requestId|last_updated|valid_until|data_freshness|fetched_at)$/.test(key))
        .map(([key, inner]) => [key, comparable(inner)]),
    );
  }
  return value;
}
