import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dlqTopic } from '../infra/bus/topics.ts';
import { startReplayServer } from '../test/fixtures/replay-server.ts';
import { createIngestHarness, testHttpClient, testLiveSettings, type IngestHarness } from '../test/fixtures/live.ts';
import type { Connector, SourceItem } from './connector.ts';
import { parseCsvTable } from './formats/csv.ts';
import { runConnector } from './run-connector.ts';
import { runIngest } from './run-ingest.ts';

/**
 * The runner's promises, on a toy CSV source: publish only new or changed records, skip a source
 * whose files did not change, dead-letter bad rows and unreadable files without stopping the run,
 * and carry a live fetcher's cursor from one successful run to the next.
 */
const TOPIC = 'raw.test.things';

const csvConnector = (name: string, folder: string): Connector => ({
  name,
  description: 'toy CSV source',
  topic: TOPIC,
  schemaVersion: 1,
  mirrorFolder: folder,
  defaultSchedule: '0 1 * * *',
  isPresent: (mirrorDir) => listFiles(join(mirrorDir, folder)).length > 0,
  async *readMirror({ mirrorDir }) {
    for (const file of listFiles(join(mirrorDir, folder))) {
      let table;
      try {
        table = parseCsvTable(readText(join(mirrorDir, folder, file)), ['id', 'value']);
      } catch (error) {
        yield { ok: false, reason: `${file}: ${(error as Error).message}`, ref: file } satisfies SourceItem;
        continue;
      }
      for (const row of table.rows) {
        if (!/^\d+$/.test(row.values.value ?? '')) yield { ok: false, reason: `value '${row.values.value}' is not a number`, ref: `${file}#${row.line}` };
        else yield { ok: true, id: row.values.id!, body: { value: Number(row.values.value) } };
      }
    }
  },
  async *fetchLive({ http, settings, cursor, setCursor }) {
    const page = (await http.getJson(`${settings.baseUrl}/things?since=${cursor ?? ''}`)) as { items: Array<{ id: string; value: number }>; newest: string };
    for (const item of page.items) yield { ok: true, id: item.id, body: { value: item.value } };
    setCursor(page.newest);
  },
});

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.csv')).sort();
  } catch {
    return [];
  }
}
function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

let harness: IngestHarness;

beforeEach(() => {
  harness = createIngestHarness('regintel-runner-');
  mkdirSync(join(harness.dir, 'mirror', 'things'), { recursive: true });
  mkdirSync(join(harness.dir, 'mirror', 'others'), { recursive: true });
});
afterEach(() => harness.close());

const mirror = () => ({ mode: 'mirror' as const, mirrorDir: join(harness.dir, 'mirror') });
const write = (folder: string, file: string, text: string) => writeFileSync(join(harness.dir, 'mirror', folder, file), text);

describe('runConnector on the mirror', () => {
  it('publishes each record once, skips the unchanged folder, and republishes only a changed record', async () => {
    write('things', 'a.csv', 'id,value\n1,10\n2,20\n3,30\n');
    const connector = csvConnector('things', 'things');
    expect(await runConnector(connector, mirror(), harness.deps)).toMatchObject({ status: 'ok', read: 3, published: 3, unchanged: 0, dlq: 0 });

    // Same files: the fingerprint matches and the source is not even read.
    expect(await runConnector(connector, mirror(), harness.deps)).toMatchObject({ status: 'unchanged', read: 0, published: 0 });
    // Forced: read again, and content hashes stop every record.
    expect(await runConnector(connector, mirror(), harness.deps, { force: true })).toMatchObject({ status: 'ok', read: 3, published: 0, unchanged: 3 });

    write('things', 'a.csv', 'id,value\n1,10\n2,21\n3,30\n4,40\n');
    utimesSync(join(harness.dir, 'mirror', 'things', 'a.csv'), new Date(), new Date(Date.now() + 5_000));
    expect(await runConnector(connector, mirror(), harness.deps)).toMatchObject({ status: 'ok', read: 4, published: 2, unchanged: 2 });
    const published = await harness.bus.read(TOPIC, { limit: 100 });
    expect(published.map((m) => `${m.key}=${(m.value as { value: number }).value}`)).toEqual(['1=10', '2=20', '3=30', '2=21', '4=40']);
    // Every message carries the envelope.
    expect(published[0]?.value).toMatchObject({ id: '1', source: 'things', schema_version: 1, content_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('dead-letters bad rows and an unreadable file with reasons, once, and the other sources of the run complete', async () => {
    write('things', 'a.csv', 'id,value\n1,10\n2,lots\n');
    write('things', 'b.csv', 'identifier;amount\n1;2\n');
    write('things', 'c.csv', '');
    write('others', 'x.csv', 'id,value\n9,90\n');
    const summaries = await runIngest([csvConnector('things', 'things'), csvConnector('others', 'others')], mirror(), harness.deps);
    expect(summaries.map((s) => [s.source, s.status, s.published, s.dlq])).toEqual([
      ['things', 'ok', 1, 3],
      ['others', 'ok', 1, 0],
    ]);
    const letters = (await harness.bus.read(dlqTopic('ingest'), { limit: 10 })).map((m) => (m.value as { reason: string }).reason);
    expect(letters).toEqual([expect.stringMatching(/'lots' is not a number/), expect.stringMatching(/b\.csv: missing column\(s\) 'id', 'value'/), expect.stringMatching(/c\.csv: empty file/)]);

    // A forced re-run counts the same failures but does not dead-letter them again.
    const again = await runConnector(csvConnector('things', 'things'), mirror(), harness.deps, { force: true });
    expect(again).toMatchObject({ dlq: 3, published: 0 });
    expect(await harness.bus.read(dlqTopic('ingest'), { limit: 10 })).toHaveLength(3);
  });

  it('a run cut short by the bus closing (the process stopping) is not a failure: nothing dead-lettered or recorded, read again next run', async () => {
    write('things', 'a.csv', 'id,value\n1,10\n');
    await harness.bus.close();
    const stopped = await runConnector(csvConnector('things', 'things'), mirror(), harness.deps);
    expect(stopped).toMatchObject({ status: 'partial', error: 'stopped: the process shut down during the run', published: 0, dlq: 0 });
    expect(harness.ledger.lastAttempts().filter((run) => run.source === 'things')).toEqual([]);
    expect(harness.ledger.sourceState('things', 'mirror').fingerprint).toBeNull();
  });

  it('a run whose stop signal fires publishes the batch in hand and ends; the next run publishes the rest, nothing twice', async () => {
    write('things', 'a.csv', `id,value\n${Array.from({ length: 500 }, (_, i) => `${i},${i}`).join('\n')}\n`);
    const stop = new AbortController();
    // Aborted once the first batch (200 records) is published, as SIGTERM would arrive mid-run.
    const stopped = await runConnector(csvConnector('things', 'things'), mirror(), harness.deps, {
      signal: stop.signal,
      onProgress: (progress) => progress.published >= 200 && stop.abort(),
    });
    expect(stopped).toMatchObject({ status: 'partial', error: 'stopped: the process shut down during the run', published: 200 });
    expect(stopped.read).toBeLessThan(500);
    expect(harness.ledger.sourceState('things', 'mirror').fingerprint).toBeNull();

    const next = await runConnector(csvConnector('things', 'things'), mirror(), harness.deps);
    expect(next).toMatchObject({ status: 'ok', read: 500, published: 300, unchanged: 200 });
    const keys = (await harness.bus.read(TOPIC, { limit: 1000 })).map((message) => message.key);
    expect(keys).toHaveLength(500);
    expect(new Set(keys).size).toBe(500);
  });

  it('reports a source that throws as failed, with its error in the DLQ, and is absent when the folder is missing', async () => {
    const broken: Connector = {
      ...csvConnector('broken', 'things'),
      async *readMirror() {
        yield { ok: true, id: 'a', body: {} };
        throw new Error('disk vanished');
      },
    };
    write('things', 'a.csv', 'id,value\n1,1\n');
    expect(await runConnector(broken, mirror(), harness.deps)).toMatchObject({ status: 'failed', error: 'disk vanished', published: 1, dlq: 1 });
    expect(await runConnector(csvConnector('gone', 'nowhere'), mirror(), harness.deps)).toMatchObject({ status: 'absent', read: 0 });
    // A failed run leaves no fingerprint: the next run reads the source again.
    expect(harness.ledger.sourceState('broken', 'mirror').fingerprint).toBeNull();
  });
});

describe('runConnector live', () => {
  it('passes the cursor of the last successful run to the fetcher and publishes only changes', async () => {
    const seen: string[] = [];
    const server = await startReplayServer([
      {
        path: '/things',
        respond: (req) => {
          const since = req.query.get('since') ?? '';
          seen.push(since);
          return since === ''
            ? { body: { items: [{ id: '1', value: 1 }, { id: '2', value: 2 }], newest: '2026-01-02' } }
            : { body: { items: [{ id: '2', value: 22 }], newest: '2026-01-05' } };
        },
        failFirst: { times: 1, status: 503 },
      },
    ]);
    try {
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings(server.url) };
      const connector = csvConnector('things', 'things');
      expect(await runConnector(connector, target, harness.deps)).toMatchObject({ status: 'ok', mode: 'live', published: 2 });
      expect(await runConnector(connector, target, harness.deps)).toMatchObject({ status: 'ok', published: 1 });
      // The 503 was retried (three requests), and the second run asked only for what changed.
      expect(server.requests).toHaveLength(3);
      expect(seen).toEqual(['', '2026-01-02']);
      expect(harness.ledger.sourceState('things', 'live').cursor).toBe('2026-01-05');
    } finally {
      await server.close();
    }
  });

  it('skips a live source whose probe fingerprint is unchanged', async () => {
    let fetched = 0;
    const probed: Connector = {
      ...csvConnector('probed', 'things'),
      probeLive: async () => 'etag-1',
      async *fetchLive() {
        fetched += 1;
        yield { ok: true, id: 'x', body: {} };
      },
    };
    const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings('http://127.0.0.1:9') };
    expect((await runConnector(probed, target, harness.deps)).status).toBe('ok');
    expect((await runConnector(probed, target, harness.deps)).status).toBe('unchanged');
    expect(fetched).toBe(1);
  });

  it('records a run with a failed request as partial: no fingerprint saved, so the next run reads again', async () => {
    let fetched = 0;
    const flaky: Connector = {
      ...csvConnector('flaky', 'things'),
      probeLive: async () => 'etag-1',
      async *fetchLive(context) {
        fetched += 1;
        yield { ok: true, id: 'a', body: { value: 1 } };
        if (fetched === 1) yield { ok: false, reason: 'part b: http://x/b: gave up after 5 attempts (last: HTTP 503)', ref: 'http://x/b', incomplete: true };
        else yield { ok: true, id: 'b', body: { value: 2 } };
        context.setCursor(`after-${fetched}`);
      },
    };
    const target = { mode: 'live' as const, http: testHttpClient(), settings: () => testLiveSettings('http://127.0.0.1:9') };
    const first = await runConnector(flaky, target, harness.deps);
    expect(first).toMatchObject({ status: 'partial', published: 1, dlq: 1, check: 'unreachable', error: expect.stringMatching(/^1 part\(s\) not read/) });
    expect(harness.ledger.sourceState('flaky', 'live')).toEqual({ fingerprint: null, cursor: 'after-1' });
    // Same probe answer, yet the source is read again because the last run was not complete.
    expect(await runConnector(flaky, target, harness.deps)).toMatchObject({ status: 'ok', published: 1, check: 'ok' });
    expect(fetched).toBe(2);
    expect((await runConnector(flaky, target, harness.deps)).status).toBe('unchanged');
  });
});
