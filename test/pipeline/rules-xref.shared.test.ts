import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { CROSS_REFERENCE_MIN_SIMILARITY } from '../../enrich/analytics/analytics-documents.ts';
import type { CfrReference } from '../../enrich/domain/analytics/cfr-statistics.ts';
import type { createAnalyticsProcessor } from '../../enrich/processors/analytics.processor.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import type { StoredAnalyticsDocument } from '../../enrich/sinks/analytics-search.sink.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import type { Connector } from '../../ingest/connector.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES, findConnector } from '../../ingest/sources/index.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

warnIfMissing(hasSharedData && hasSharedModel, 'the CFR references’ cross-references to FDA guidance with the real embedding model');

const GROUPS = ['enrich.observations', 'enrich.facilities', 'enrich.rules', 'enrich.rules.documents', 'sink.search.rules', 'enrich.analytics', 'sink.search.analytics'];

/*
 * Embedding every chunk of the mirror's FDA guidance (494 documents, 11,046 chunks) takes about half
 * an hour on two shared cores (~6 chunks/s measured), so the test reads a temporary mirror holding
 * seven of the guidances (234 chunks): the few on drug or device manufacturing quality in a set that
 * is mostly premarket device guidance, plus one unrelated program guidance as a distractor. The
 * other sources are read from the mirror itself.
 */
const GUIDANCE_FILES = [
  '002_computer_software_assurance_for_production_and_quality_management_system_software_guidance_for_industry_and_food_and.md',
  '044_submission_and_review_of_sterility_information_in_premarket_notification_510_k_submissions_for_devices_labeled_as_st.md',
  '057_breakthrough_devices_program_guidance_for_industry_and_food_and_drug_administration_staff.md',
  '224_current_good_manufacturing_practice_requirements_for_combination_products_guidance_for_industry_and_fda_staff.md',
  '281_heparin_for_drug_and_medical_device_use_monitoring_crude_heparin_for_quality_guidance_for_industry.md',
  '320_container_and_closure_system_integrity_testing_in_lieu_of_sterility_testing_as_a_component_of_the_stability_protocol.md',
  '377_general_principles_of_software_validation_guidance_for_industry_and_fda_staff.md',
];

async function buildMirror(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'regintel-rules-xref-'));
  const source = join(sharedDataDir, 'fda_guidance_documents');
  const target = join(root, 'fda_guidance_documents');
  const staging = join(root, 'staging');
  mkdirSync(target);
  mkdirSync(staging);
  const wanted = new Set(GUIDANCE_FILES);
  await extractTar({ file: join(source, 'fda_guidance_fulltext_md.tar.gz'), cwd: staging, filter: (path) => wanted.has(path.split('/').at(-1) ?? '') });
  await createTar({ gzip: true, file: join(target, 'fda_guidance_fulltext_md.tar.gz'), cwd: staging }, ['03-guidance']);
  rmSync(staging, { recursive: true, force: true });
  const [header, ...rows] = readFileSync(join(source, 'fda_guidance_index.csv'), 'utf8').split('\n');
  // The file name is the first column and never quoted: a row is kept by its prefix.
  writeFileSync(join(target, 'fda_guidance_index.csv'), [header, ...rows.filter((row) => wanted.has(row.split(',')[0] ?? ''))].join('\n') + '\n');
  return root;
}

type AnalyticsStep = ReturnType<typeof createAnalyticsProcessor>;

describe.skipIf(!hasSharedData || !hasSharedModel)('CFR references cross-referenced to FDA guidance, real model (needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let mirror: string;
  let runs: IngestRunSummary[];
  const started = performance.now();
  const references = async () =>
    (await deps.search.list<StoredAnalyticsDocument>(ANALYTICS_INDEX, { filter: [{ field: 'kind', eq: 'cfr_reference' }], limit: 10_000 })).items.map(
      (item) => item.doc.body as unknown as CfrReference & { as_of: string },
    );

  beforeAll(async () => {
    mirror = await buildMirror();
    env = await createTestDeps();
    deps = env.deps;
    pipeline = await startPipeline(deps, GROUPS);
    // Observation sources first, as `ingest all` orders them: the guidance arrives after the
    // analytics step has already computed its references, which must then be refreshed.
    const connector = (name: string): Connector => findConnector(name) ?? expect.fail(`no connector ${name}`);
    runs = [
      ...(await runIngest([...OBSERVATION_SOURCES, connector('ecfr-title21')], { mode: 'mirror', mirrorDir: sharedDataDir }, deps)),
      ...(await runIngest([connector('fda-guidance')], { mode: 'mirror', mirrorDir: mirror }, deps)),
    ];
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 280_000 });
    console.log(`ingest + enrichment until idle: ${Math.round((performance.now() - started) / 1000)} s`);
  }, 300_000);

  afterAll(async () => {
    await pipeline?.stop();
    await env?.cleanup();
    if (mirror) rmSync(mirror, { recursive: true, force: true });
    console.log(`rules-xref test total: ${Math.round((performance.now() - started) / 1000)} s`);
  });

  it('indexes every chunk of the guidances read, once', async () => {
    for (const run of runs) expect(run.status, run.source).toBe('ok');
    expect(runs.find((r) => r.source === 'fda-guidance')).toMatchObject({ published: GUIDANCE_FILES.length, dlq: 0 });
    const published = (await deps.bus.topics()).find((t) => t.topic === TOPICS.enrichedRules)?.endOffset ?? 0;
    const indexed = await deps.search.count(RULES_INDEX);
    console.log(`rule chunks: ${published} published on enriched.rules, ${indexed} indexed`);
    expect(indexed).toBe(published);
    expect(indexed).toBeGreaterThan(100);
  });

  it('cross-references the cited CFR numbers to guidance of their product regime, ranked, thresholded and scored in [0, 1]', async () => {
    const all = await references();
    const step = pipeline.processors.find((p) => p.groupId === 'enrich.analytics') as AnalyticsStep;
    console.log(`cfr references: ${all.length}, with cross-references: ${all.filter((r) => r.cross_references.length > 0).length}; last run ${JSON.stringify(step.lastRun())}`);
    for (const reference of [...all].sort((a, b) => b.occurrence_count - a.occurrence_count).slice(0, 12)) {
      console.log(
        `${reference.act_cfr_number} (${reference.occurrence_count}×, "${reference.short_description}"): ${reference.cross_references.map((x) => `${x.similarity_score} ${x.title.slice(0, 70)}`).join(' | ') || '—'}`,
      );
    }
    expect(all.length).toBeGreaterThan(20);
    for (const reference of all) {
      const scores = reference.cross_references.map((x) => x.similarity_score);
      expect(scores.length).toBeLessThanOrEqual(5);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      for (const score of scores) {
        expect(score).toBeGreaterThanOrEqual(CROSS_REFERENCE_MIN_SIMILARITY);
        expect(score).toBeLessThanOrEqual(1);
      }
      expect(new Set(reference.cross_references.map((x) => x.rule_id)).size).toBe(scores.length);
      expect(reference.match_confidence).toBe(scores[0] ?? 0);
      expect(reference.matched_at).toBe(reference.as_of);
      for (const x of reference.cross_references) expect(x.source).toBe('fda');
    }

    // Chosen by reading the real results: of the seven guidances, container-closure integrity
    // testing in lieu of sterility testing is the one a sterile drug citation should lead to, and it
    // led both sterility citations (0.74 and 0.73 on the hybrid scale, 2026-12-06); the Breakthrough
    // Devices Program guidance is the distractor, and the 510(k) sterility guidance, written for
    // devices labelled sterile, is of the other product regime than a Part 211 citation.
    const byNumber = new Map(all.map((r) => [r.act_cfr_number, r]));
    for (const cfr of ['21 CFR 211.113(b)', '21 CFR 211.167(a)']) {
      const reference = byNumber.get(cfr) ?? expect.fail(`no cfr_reference for ${cfr}`);
      expect(reference.cross_references[0]?.title, cfr).toMatch(/steril/i);
      expect(reference.cross_references.map((x) => x.title).join(' | '), cfr).not.toMatch(/Breakthrough Devices/);
    }
    for (const reference of all.filter((r) => r.act_cfr_number.startsWith('21 CFR 211.'))) {
      expect(reference.cross_references.map((x) => x.title).join(' | '), reference.act_cfr_number).not.toMatch(/510\(k\)/);
    }
  });
});
