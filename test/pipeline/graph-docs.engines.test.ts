import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j, { type Driver } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPipeline, startPipeline, waitUntilIdle } from '../../cli/pipeline.ts';
import type { Deps } from '../../cli/deps.ts';
import { publishKnowledge } from '../../enrich/knowledge/publish-knowledge.ts';
import { runIngest } from '../../ingest/run-ingest.ts';
import { OBSERVATION_SOURCES, findConnector } from '../../ingest/sources/index.ts';
import { ENGINES } from '../fixtures/engines.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { hasSharedData, repoRoot, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';

warnIfMissing(hasSharedData, 'the Cypher questions of docs/graph.md on the mirror in Neo4j');

/** The ```cypher blocks of docs/graph.md, with the question written above each. */
function documentedQuestions(): Array<{ question: string; cypher: string }> {
  const markdown = readFileSync(join(repoRoot, 'docs/graph.md'), 'utf8');
  const blocks: Array<{ question: string; cypher: string }> = [];
  for (const match of markdown.matchAll(/^(\d+)\. ([^\n]+)\n\n```cypher\n([\s\S]*?)```/gm)) {
    blocks.push({ question: `${match[1]}. ${match[2]}`, cypher: match[3] ?? '' });
  }
  return blocks;
}

/**
 * docs/graph.md promises that its questions run as written: fill Neo4j from the mirror through the
 * real pipeline (observations, rule text, curated knowledge), then run every documented block with
 * the Neo4j driver, as an analyst in Neo4j Browser would, and check the answers make sense.
 */
describe.skipIf(!hasSharedData)('the Cypher questions of docs/graph.md (Neo4j, needs ../shared)', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let pipeline: RunningPipeline;
  let driver: Driver;
  const answers = new Map<string, Array<Record<string, unknown>>>();

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder(), env: { REGINTEL_GRAPH: 'neo4j', REGINTEL_NEO4J_URL: ENGINES.neo4j } });
    deps = env.deps;
    await deps.graph.clear();
    pipeline = await startPipeline(deps);
    const sources = [...OBSERVATION_SOURCES, findConnector('ecfr-title21')!, findConnector('ich-guidelines')!];
    await runIngest(sources, { mode: 'mirror', mirrorDir: sharedDataDir }, deps);
    await publishKnowledge(deps);
    await waitUntilIdle(deps, pipeline.processors.map((p) => p.groupId), { timeoutMs: 600_000 });
    driver = neo4j.driver(ENGINES.neo4j, undefined, { disableLosslessIntegers: true });
    const session = driver.session({ defaultAccessMode: neo4j.session.READ });
    try {
      for (const { question, cypher } of documentedQuestions()) {
        const result = await session.run(cypher);
        answers.set(question, result.records.map((record) => record.toObject()));
      }
    } finally {
      await session.close();
    }
  }, 900_000);

  afterAll(async () => {
    await driver?.close();
    await pipeline?.stop();
    await deps?.graph.clear();
    await env?.cleanup();
  });

  const answer = (number: number) => [...answers].find(([question]) => question.startsWith(`${number}. `))?.[1] ?? [];

  it('documents at least ten questions, and every one returns rows', () => {
    expect(answers.size).toBeGreaterThanOrEqual(10);
    const empty = [...answers].filter(([, rows]) => rows.length === 0).map(([question]) => question);
    expect(empty).toEqual([]);
  });

  it('1: the Part 11 / 211.68 family governs data integrity for drugs', () => {
    expect(answer(1).map((row) => row.section)).toEqual(expect.arrayContaining(['21 CFR 211.68']));
  });

  it('2: 211.192 maps to the Q10 CAPA system among its ICH counterparts, scores in the bands', () => {
    const rows = answer(2);
    expect(rows.map((row) => row.ich_section)).toContain('ICH Q10 3.2.2');
    for (const row of rows) expect(row.score).toBeGreaterThanOrEqual(0.4);
  });

  it('3: the most-cited sections come from the observations, with ingested headings', () => {
    const rows = answer(3);
    expect(Number(rows[0]?.observations)).toBeGreaterThan(1);
    expect(rows.filter((row) => String(row.section).startsWith('21 CFR 211.')).every((row) => typeof row.heading === 'string')).toBe(true);
  });

  it('6: informed consent lands on Part 50', () => {
    expect(answer(6).some((row) => String(row.cfr_section).startsWith('21 CFR 50.'))).toBe(true);
  });

  it('10: the unmapped Part 211 sections exclude the mapped 211.192', () => {
    const sections = answer(10).map((row) => row.section);
    expect(sections).not.toContain('21 CFR 211.192');
    expect(sections.every((section) => String(section).startsWith('21 CFR 211.'))).toBe(true);
  });
});
