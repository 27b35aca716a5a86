import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { collectStatus } from '../../cli/commands/status.ts';
import type { createAnalyticsProcessor } from '../../enrich/processors/analytics.processor.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import type { StoredAnalyticsDocument } from '../../enrich/sinks/analytics-search.sink.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES, findConnector } from '../../ingest/sources/index.ts';
import type { Connector } from '../../ingest/connector.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

warnIfMissing(hasSharedData, 'the analytics step over the mirror (compliance actions, published 483s, 483 texts, ClinicalTrials.gov)');

const GROUPS = ['enrich.observations', 'enrich.facilities', 'enrich.analytics', 'sink.search.analytics'];
const SOURCES = ['fda-compliance-actions', 'fda-published-483s', 'ctgov-studies'];

type AnalyticsStep = ReturnType<typeof createAnalyticsProcessor>;

/**
 * The analytics step end to end over the real mirror: the 483 sources (citation catalogue,
 * reading-room OCR, full 483 texts), compliance actions, published 483s and ClinicalTrials.gov
 * studies are ingested, enriched into facility facts and scores, and the analytics documents land
 * in the search index. The figures are checked against counts taken from the facts store itself.
 */
describe.skipIf(!hasSharedData)('analytics documents over the mirror (needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let runs: IngestRunSummary[];
  const all = async () => (await deps.search.list<StoredAnalyticsDocument>(ANALYTICS_INDEX, { limit: 100_000 })).items;
  const endOffset = async () => (await deps.bus.topics()).find((t) => t.topic === TOPICS.enrichedAnalytics)?.endOffset ?? 0;
  const connectors = (): Connector[] => [...OBSERVATION_SOURCES, ...SOURCES.map((name) => findConnector(name) ?? expect.fail(`no connector ${name}`))];

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    pipeline = await startPipeline(deps, GROUPS);
    runs = await runIngest(connectors(), { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 150_000 });
  }, 180_000);

  afterAll(async () => {
    await pipeline?.stop();
    await env?.cleanup();
  });

  it('publishes a summary whose totals are the facts store’s', async () => {
    for (const run of runs) expect(run.status, run.source).toBe('ok');
    const feis = deps.facts.feis();
    let citations = 0;
    const numbers = new Set<string>();
    const levels = { low: 0, medium: 0, high: 0, critical: 0 };
    for (const fei of feis) {
      for (const c of deps.facts.history(fei)?.citations ?? []) {
        citations += 1;
        if (c.act_cfr_number.trim()) numbers.add(c.act_cfr_number.trim());
      }
      const score = deps.facts.lastPublished(fei)?.risk_score;
      // The composite's bands: < 25 low, < 50 medium, < 75 high, else critical.
      if (score !== undefined) levels[score < 25 ? 'low' : score < 50 ? 'medium' : score < 75 ? 'high' : 'critical'] += 1;
    }
    const summary = await deps.search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, 'summary');
    console.log(`analytics summary: ${JSON.stringify({ ...summary?.doc.body, top_cited_cfr: undefined })}`);
    console.log(`top cited: ${JSON.stringify(summary?.doc.body.top_cited_cfr)}`);
    expect(feis.length).toBeGreaterThan(1000);
    expect(summary?.doc.body).toMatchObject({ total_facilities: feis.length, total_citations: citations, total_cfr_references: numbers.size, risk_distribution: levels });
  });

  it('publishes a benchmark per group of every grouping, flagged when the group has fewer than ten facilities', async () => {
    const benchmarks = (await all()).filter((d) => d.doc.kind === 'benchmark').map((d) => d.doc.body as { grouping: string; group_value: string; metrics: { total_facilities: number }; insufficient_data: boolean });
    const byGrouping = Object.fromEntries(['product_type', 'state', 'program_area', 'country'].map((g) => [g, benchmarks.filter((b) => b.grouping === g)]));
    console.log(`benchmarks per grouping: ${JSON.stringify(Object.fromEntries(Object.entries(byGrouping).map(([g, list]) => [g, { groups: list.length, insufficient: list.filter((b) => b.insufficient_data).length }])))}`);
    for (const grouping of ['product_type', 'state', 'country']) expect(byGrouping[grouping]?.length, grouping).toBeGreaterThan(0);
    for (const b of benchmarks) expect(b.insufficient_data, `${b.grouping}:${b.group_value}`).toBe(b.metrics.total_facilities < 10);
    expect(benchmarks.some((b) => b.insufficient_data)).toBe(true);
    expect(benchmarks.some((b) => !b.insufficient_data)).toBe(true);
    // Group sizes of a grouping count each facility once, so they sum to at most the facilities.
    const sum = (byGrouping.product_type ?? []).reduce((n, b) => n + b.metrics.total_facilities, 0);
    expect(sum).toBeLessThanOrEqual(deps.facts.feis().length);
  });

  it('computes amendment statistics from the record histories, and INSUFFICIENT_DATA below ten trials', async () => {
    type Stored = { status: string; data_coverage?: { trials_matched: number }; statistics?: { total_trials_analyzed: number; data_coverage: { trials_matched: number } } };
    const patterns = (await all()).filter((d) => d.doc.kind === 'amendment_patterns').map((d) => ({ id: d.id, ...(d.doc.body as Stored) }));
    const matched = (p: Stored) => (p.statistics?.data_coverage ?? p.data_coverage)!.trials_matched;
    console.log(`amendment patterns: ${patterns.map((p) => `${p.id.replace('amendment_patterns:', '')} ${p.status} (${matched(p)})`).join(', ')}`);
    expect(patterns).toHaveLength(180);
    for (const p of patterns.filter((x) => matched(x) < 10)) expect(p.status, p.id).toBe('INSUFFICIENT_DATA');
    for (const p of patterns.filter((x) => x.status === 'ok')) expect(p.statistics!.total_trials_analyzed, p.id).toBeGreaterThanOrEqual(10);
    // 128 of the 140 history trials have two or more versions (PROVENANCE.md): amendments are observable.
    expect(patterns.find((p) => p.id === 'amendment_patterns:all:5_years')?.status).toBe('ok');
  });

  it('counts its documents per kind in the status report', async () => {
    const status = await collectStatus(deps);
    const documents = await all();
    const perKind: Record<string, number> = {};
    for (const d of documents) perKind[d.doc.kind] = (perKind[d.doc.kind] ?? 0) + 1;
    console.log(`analytics documents per kind: ${JSON.stringify(perKind)} (${documents.length}); ${status.analytics.published_records} records published`);
    const step = pipeline.processors.find((p) => p.groupId === 'enrich.analytics') as AnalyticsStep;
    console.log(`last recomputation: ${JSON.stringify(step.lastRun())}`);
    const kg = (await deps.search.get<StoredAnalyticsDocument>(ANALYTICS_INDEX, 'kg_trends:5y:all'))?.doc.body as
      | { analysis_period: unknown; trending_citations: unknown[]; trending_event_types: Array<{ event_type: string; occurrence_count: number }>; severity_trends: unknown; predictive_forecasts: unknown }
      | undefined;
    console.log(
      `kg_trends:5y:all: ${JSON.stringify({ analysis_period: kg?.analysis_period, trending_citations: kg?.trending_citations.length, event_types: kg?.trending_event_types.map((t) => `${t.event_type} ${t.occurrence_count}`), severity: kg?.severity_trends })}`,
    );
    console.log(`forecasts (all): ${JSON.stringify(kg?.predictive_forecasts)}`);
    expect(status.analytics.by_kind).toEqual(perKind);
    expect(perKind).toMatchObject({ summary: 1, kg_trends: 25, amendment_patterns: 180 });
    expect(perKind.trending).toBeGreaterThanOrEqual(1);
  });

  it('publishes nothing on a second pass over unchanged data', async () => {
    const before = await endOffset();
    const again = await runIngest(connectors(), { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    expect(again.every((r) => r.published === 0)).toBe(true);
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000 });
    const step = pipeline.processors.find((p) => p.groupId === 'enrich.analytics') as AnalyticsStep;
    const run = await step.recompute();
    console.log(`idle recomputation: ${JSON.stringify(run)}`);
    expect(run).toMatchObject({ published: 0, retracted: 0 });
    expect(await endOffset()).toBe(before);
  });
});
