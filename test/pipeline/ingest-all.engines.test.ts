import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../../infra/config.ts';
import { KNOWLEDGE_SOURCE } from '../../enrich/records/knowledge-record.ts';
import { TOPICS } from '../../infra/bus/topics.ts';
import { CONNECTORS } from '../../ingest/sources/index.ts';
import { ENGINES, enginesEnv, resetEngines } from '../fixtures/engines.ts';
import { hasSharedData, repoRoot, sharedDataDir, warnIfMissing } from '../fixtures/shared.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * `regintel ingest all --mirror ../shared/data` in engines mode: every dataset of the mirror lands
 * in its Kafka topic (end offsets equal the published counts, topics keep every message), and a
 * second run publishes nothing.
 */
const run = promisify(execFile);
const PREFIX = 'regintel-ingest-all-';

interface Report {
  totals: { published: number };
  sources: Array<{ source: string; status: string; published: number; dlq: number }>;
}

async function ingestAll(dataDir: string): Promise<Report> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'bin/regintel.js'), 'ingest', 'all', '--mirror', sharedDataDir, '--json'], {
    cwd: repoRoot,
    env: { PATH: processEnv().PATH, HOME: processEnv().HOME, REGINTEL_DATA_DIR: dataDir, REGINTEL_LOG_LEVEL: 'warn', ...enginesEnv(PREFIX) },
    timeout: 600_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Report;
}

describe.skipIf(!hasSharedData)('every mirror dataset into Kafka', () => {
  warnIfMissing(hasSharedData, 'the whole-mirror Kafka ingest');
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-ingest-all-'));
  const kafka = new Kafka({ clientId: 'regintel-test-ingest-all', brokers: [ENGINES.kafka], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  let first: Report;

  beforeAll(async () => {
    await resetEngines(PREFIX);
    await admin.connect();
    first = await ingestAll(dataDir);
  }, 900_000);
  afterAll(async () => {
    await admin.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes every dataset present, and each topic holds exactly what was published', async () => {
    const present = first.sources.filter((s) => s.status !== 'absent');
    expect(present.every((s) => s.status === 'ok')).toBe(true);
    expect(present.length).toBeGreaterThanOrEqual(18);
    const perTopic = new Map<string, number>();
    for (const summary of first.sources) {
      // `ingest all` also publishes the curated knowledge, under its own source name.
      const topic = summary.source === KNOWLEDGE_SOURCE ? TOPICS.enrichedKnowledge : CONNECTORS.find((c) => c.name === summary.source)!.topic;
      perTopic.set(topic, (perTopic.get(topic) ?? 0) + summary.published);
    }
    for (const [topic, published] of perTopic) {
      if (published === 0) continue;
      const offsets = await admin.fetchTopicOffsets(topic);
      expect(Number(offsets[0]?.high), topic).toBe(published);
    }
  });

  it('creates topics that keep every message (the log is the source of truth)', async () => {
    const configs = await admin.describeConfigs({ resources: [{ type: 2, name: 'raw.ctgov.studies', configNames: ['retention.ms'] }], includeSynonyms: false });
    expect(configs.resources[0]?.configEntries.find((e) => e.configName === 'retention.ms')?.configValue).toBe('-1');
  });

  it('publishes nothing on a second run', async () => {
    const second = await ingestAll(dataDir);
    expect(second.totals.published).toBe(0);
    expect(second.sources.every((s) => s.status === 'unchanged' || s.status === 'absent')).toBe(true);
  }, 300_000);
});
