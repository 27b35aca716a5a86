import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../cli/deps.ts';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import { collectStatus } from '../../cli/commands/status.ts';
import { reindexCommand } from '../../cli/commands/reindex.ts';
import { DeadLetterMessage } from '../../infra/bus/dlq.ts';
import { dlqTopic } from '../../infra/bus/topics.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES } from '../../ingest/sources/index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { repoRoot } from '../fixtures/shared.ts';

/**
 * The whole pipeline on a small mirror written here in the real formats, with crafted bad inputs
 * beside the good ones: a truncated workbook, a CSV with the wrong columns, a garbage "483" text, an
 * empty file and a row without observation text. Needs no shared data and no model (a stand-in
 * embedder: ranking quality is tested on real data elsewhere).
 */
const HEADER = ['Citation Program Area', 'Cite Id', 'Reference Number', 'Short Description', 'Long Description', 'Frequency'];

async function writeMirror(dir: string): Promise<void> {
  const catalogue = join(dir, 'fda_inspectional_observations_fy2019');
  mkdirSync(catalogue, { recursive: true });
  const workbook = await writeXlsxFile([
    { sheet: 'Summary', data: [['Program Area', '483s issued'], ['Drugs', 779]] },
    {
      sheet: 'Drugs',
      data: [
        HEADER,
        ['Drugs', 2027, '21 CFR 211.192', 'Investigations of discrepancies, failures', 'There is a failure to thoroughly review [any unexplained discrepancy] [the failure of a batch or any of its components to meet any of its specifications] whether or not the batch has been already distributed.  Specifically, ***', 167],
        ['Drugs', 3456, '21 CFR 211.113(b)', 'Procedures for sterile drug products', 'Procedures designed to prevent microbiological contamination of drug products purporting to be sterile are not [established] [written] [followed].  Specifically, ***', 117],
        ['Drugs', 1105, '21 CFR 211.22(d)', 'Procedures not in writing, fully followed', 'The responsibilities and procedures applicable to the quality control unit are not [in writing] [fully followed].  Specifically, ***', 215],
      ],
    },
  ]).toBuffer();
  writeFileSync(join(catalogue, 'Inspection_Observations_FY19_0.xlsx'), workbook);
  const truncated = join(dir, 'fda_inspectional_observations_fy2020');
  mkdirSync(truncated);
  writeFileSync(join(truncated, 'Inspection_Observations_FY20.xlsx'), workbook.subarray(0, Math.floor(workbook.length / 2)));

  const readingRoom = join(dir, 'fda_483_reading_room_ocr');
  mkdirSync(readingRoom);
  copyFileSync(join(repoRoot, 'ingest/sources/fda-reading-room/fixtures/reading-room-three-rows.csv'), join(readingRoom, 'fda_reading_room_form483_dataset_20210512.csv'));
  writeFileSync(join(readingRoom, 'fda_reading_room_form483_dataset_wrong_columns.csv'), 'firm,date,text\nAcme,2020-01-01,hello\n');

  const documents = join(dir, 'fda_form483_documents');
  mkdirSync(documents);
  copyFileSync(join(repoRoot, 'ingest/sources/fda-form483/fixtures/form483-two-pages.txt'), join(documents, '483_Fixture_2021.txt'));
  writeFileSync(join(documents, '483_garbage.txt'), '\u0000\u0001%PDF-1.4 ¿¿¿ not a 483 at all ####\n'.repeat(20));
  writeFileSync(join(documents, '483_empty.txt'), '');
}

const GROUPS = ['enrich.observations', 'sink.search.observations', 'sink.graph.observations'];

describe('the pipeline on a fixture mirror with bad inputs', () => {
  const mirror = mkdtempSync(join(tmpdir(), 'regintel-mirror-'));
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let first: Record<string, IngestRunSummary>;

  beforeAll(async () => {
    await writeMirror(mirror);
    env = await createTestDeps({ embedder: createHashEmbedder() });
    deps = env.deps;
    pipeline = await startPipeline(deps);
    first = Object.fromEntries((await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: mirror }, deps)).map((s) => [s.source, s]));
    await waitUntilIdle(deps, GROUPS, { timeoutMs: 60_000, pollMs: 50 });
  });
  afterAll(async () => {
    await pipeline.stop();
    await env.cleanup();
    rmSync(mirror, { recursive: true, force: true });
  });

  it('completes every source and counts good and bad records', () => {
    // Workbook: 3 citations; the truncated FY2020 workbook is one dead letter.
    expect(first['fda-inspection-observations']).toMatchObject({ status: 'ok', read: 4, published: 3, dlq: 1 });
    // CSV: 2 good rows, 1 without observation text, and a second file with the wrong columns.
    expect(first['fda-483-reading-room']).toMatchObject({ status: 'ok', read: 4, published: 2, dlq: 2 });
    // Texts: the fixture 483, plus a garbage file and an empty file.
    expect(first['fda-483-documents']).toMatchObject({ status: 'ok', read: 3, published: 1, dlq: 2 });
  });

  it('dead-letters every bad input with its reason and where it came from', async () => {
    const letters = (await deps.bus.read(dlqTopic('ingest'), { limit: 100 })).map((m) => DeadLetterMessage.parse(m.value));
    expect(letters).toHaveLength(5);
    const byRef = (pattern: RegExp) => letters.find((l) => pattern.test(JSON.stringify(l.original.value)));
    expect(byRef(/Inspection_Observations_FY20\.xlsx/)?.reason).toMatch(/unreadable workbook/);
    expect(byRef(/wrong_columns/)?.reason).toMatch(/missing columns/);
    expect(byRef(/483_garbage\.txt/)?.reason).toBeTruthy();
    expect(byRef(/483_empty\.txt/)?.reason).toBeTruthy();
    expect(byRef(/dataset_20210512\.csv#row/)?.reason).toMatch(/observation/i);
  });

  it('enriches and indexes every numbered observation: 2 + 2 in the CSV, 3 in the 483 text', async () => {
    expect(await deps.search.count(OBSERVATIONS_INDEX)).toBe(7);
    const hit = await deps.search.list<{ fei_number: string; act_cfr_number: string | null }>(OBSERVATIONS_INDEX, { filter: [{ field: 'fei_number', eq: '3012345678' }] });
    // The CSV stores this FEI as a float ("3012345678.0"); it must arrive as a digit string.
    expect(hit.total).toBe(2);
  });

  it('publishes nothing and dead-letters nothing new on a second run', async () => {
    const again = await runIngest(OBSERVATION_SOURCES, { mode: 'mirror', mirrorDir: mirror }, deps, { force: true });
    expect(again.map((s) => s.published)).toEqual([0, 0, 0]);
    expect(again.map((s) => s.dlq)).toEqual([1, 2, 2]);
    expect(await deps.bus.read(dlqTopic('ingest'), { limit: 100 })).toHaveLength(5);
  });

  it('reports topics, lag, dead letters and store counts in status', async () => {
    const status = await collectStatus(deps);
    expect(status.dead_letters['dlq.ingest']).toBe(5);
    expect(status.search_indices).toContainEqual({ index: OBSERVATIONS_INDEX, count: 7 });
    expect(status.consumer_groups.filter((g) => GROUPS.includes(g.group)).every((g) => g.lag === 0)).toBe(true);
    expect(status.graph.edges.CITED).toBe(7);
  });

  it('rebuilds identical stores from the enriched topic with reindex', async () => {
    const before = await deps.search.list<{ content_hash: string }>(OBSERVATIONS_INDEX, { limit: 100 });
    // A tenant's key lives only in the graph: a reindex must not log its users out.
    const { key } = await deps.apiKeys.create({ tenantId: 'reindex-tenant', tier: 'pro', test: true });
    await pipeline.stop();
    const out: string[] = [];
    const code = await reindexCommand(deps, { json: true, out: { write: (s: string) => (out.push(s), true) } as unknown as NodeJS.WritableStream, timeoutMs: 60_000 });
    expect(code).toBe(0);
    const after = await deps.search.list<{ content_hash: string }>(OBSERVATIONS_INDEX, { limit: 100 });
    expect(after.items.map((i) => [i.id, i.doc.content_hash])).toEqual(before.items.map((i) => [i.id, i.doc.content_hash]));
    expect(JSON.parse(out.join('')).graph.edges.CITED).toBe(7);
    expect(await deps.apiKeys.verify(key)).toMatchObject({ ok: true, principal: { tenantId: 'reindex-tenant', tier: 'pro' } });
    pipeline = await startPipeline(deps);
  });
});
