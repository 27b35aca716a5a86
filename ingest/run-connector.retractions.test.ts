import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Retraction } from '../infra/bus/payloads/retraction.ts';
import { createIngestHarness, testHttpClient, testLiveSettings, type IngestHarness } from '../test/fixtures/live.ts';
import type { Connector, LiveSettings, SourceItem } from './connector.ts';
import { type IngestTarget, runConnector } from './run-connector.ts';

/**
 * Retractions: a run that read a source's complete listing publishes a tombstone for each id it
 * published before and did not see now; a run that read only part of the source never does.
 */
const TOPIC = 'raw.test.listing';

/** A toy source whose listing is whatever `rows` holds; `#bad` rows are failures, `!name` rows failed requests. */
function listingConnector(name: string, rows: () => string[], completeListing?: Connector['completeListing']): Connector {
  async function* items(): AsyncIterable<SourceItem> {
    for (const row of rows()) {
      if (row.startsWith('#')) yield { ok: false, reason: `bad row ${row}`, ref: row };
      else if (row.startsWith('!')) yield { ok: false, reason: `request for ${row} failed`, ref: row, incomplete: true };
      else yield { ok: true, id: row, body: { value: row, fei_number: `30${row.length}` } };
    }
  }
  return {
    name,
    description: 'toy listing',
    topic: TOPIC,
    schemaVersion: 1,
    mirrorFolder: name,
    defaultSchedule: '0 1 * * *',
    ...(completeListing ? { completeListing } : {}),
    isPresent: () => true,
    readMirror: () => items(),
    fetchLive: () => items(),
  };
}

let harness: IngestHarness;
beforeEach(() => {
  harness = createIngestHarness('regintel-retract-');
  mkdirSync(join(harness.dir, 'mirror'), { recursive: true });
});
afterEach(() => harness.close());

const mirror = (): IngestTarget => ({ mode: 'mirror', mirrorDir: join(harness.dir, 'mirror') });
const live = (settings: Partial<LiveSettings> = {}): IngestTarget => ({ mode: 'live', http: testHttpClient(), settings: () => testLiveSettings('http://127.0.0.1:9', settings) });
const run = (connector: Connector, target: IngestTarget = mirror(), peerSources: string[] = []) => runConnector(connector, target, harness.deps, { force: true, peerSources });

async function tombstones(): Promise<Array<{ key: string; value: Retraction }>> {
  const messages = await harness.bus.read(TOPIC, { limit: 1000 });
  return messages.filter((m) => (m.value as { retracted?: boolean }).retracted === true).map((m) => ({ key: m.key, value: Retraction.parse(m.value) }));
}

describe('retractions after a complete listing', () => {
  it('publishes a tombstone under the record key for each vanished id, and forgets it', async () => {
    let rows = ['a', 'b', 'c'];
    const connector = listingConnector('things', () => rows);
    expect(await run(connector)).toMatchObject({ status: 'ok', published: 3, retracted: 0 });

    rows = ['a', 'c'];
    expect(await run(connector)).toMatchObject({ status: 'ok', published: 0, unchanged: 2, retracted: 1 });
    const [tombstone, ...more] = await tombstones();
    expect(more).toEqual([]);
    expect(tombstone?.key).toBe('b');
    // The envelope of the record, the marker, and the record's partition key (its FEI) copied over.
    expect(tombstone?.value).toMatchObject({ id: 'b', source: 'things', schema_version: 1, retracted: true, fei_number: '301' });
    expect(harness.ledger.publishedIds('things').map((e) => e.id)).toEqual(['a', 'c']);

    // Nothing more vanished: nothing more retracted. The record coming back is published as new.
    expect(await run(connector)).toMatchObject({ retracted: 0 });
    rows = ['a', 'b', 'c'];
    expect(await run(connector)).toMatchObject({ published: 1, retracted: 0 });
    expect(await tombstones()).toHaveLength(1);
  });

  it('never retracts after a partial run: a part of the source that failed to load is not a withdrawal', async () => {
    let rows = ['a', 'b', 'c'];
    const connector = listingConnector('things', () => rows);
    await run(connector);
    rows = ['a', '!page-2'];
    expect(await run(connector)).toMatchObject({ status: 'partial', retracted: 0 });
    expect(await tombstones()).toEqual([]);
    expect(harness.ledger.publishedIds('things').filter((e) => !e.id.startsWith('failure:'))).toHaveLength(3);
  });

  it('does not retract when a failure is new in this run, but a known failure does not block', async () => {
    let rows = ['a', 'b', 'c', '#x'];
    const connector = listingConnector('things', () => rows);
    await run(connector);
    // 'b' may be the row that just became unreadable: hold back, and say so.
    rows = ['a', 'c', '#x', '#y'];
    const held = await run(connector);
    expect(held).toMatchObject({ status: 'ok', retracted: 0 });
    expect(held.retraction_held).toMatch(/new in this run/);
    // Next run: the same failures as before, so the listing is comparable and 'b' is retracted.
    expect(await run(connector)).toMatchObject({ retracted: 1 });
    expect((await tombstones()).map((t) => t.key)).toEqual(['b']);
  });

  it('holds back on an empty listing and on a mass disappearance', async () => {
    let rows = Array.from({ length: 30 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    const connector = listingConnector('things', () => rows);
    await run(connector);
    rows = [];
    expect((await run(connector)).retraction_held).toMatch(/no record at all/);
    rows = rows.concat(['r00', 'r01', 'r02']);
    expect((await run(connector)).retraction_held).toMatch(/27 of 30/);
    expect(await tombstones()).toEqual([]);
    // A few at a time is normal churn.
    rows = Array.from({ length: 28 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    expect(await run(connector)).toMatchObject({ retracted: 2 });
  });

  it('leaves an id another source of the topic still publishes, and forgets it for this source only', async () => {
    let ocr = ['x', 'y'];
    const readingRoom = listingConnector('ocr-copies', () => ocr);
    const documents = listingConnector('born-digital', () => ['y']);
    await run(readingRoom, mirror(), ['born-digital']);
    await run(documents, mirror(), ['ocr-copies']);
    ocr = ['x'];
    // 'y' left the OCR set, but the born-digital source still has it: no tombstone.
    expect(await run(readingRoom, mirror(), ['born-digital'])).toMatchObject({ retracted: 0 });
    expect(harness.ledger.publishedIds('ocr-copies').map((e) => e.id)).toEqual(['x']);
    expect(await tombstones()).toEqual([]);
  });
});

describe('runs that cannot see the complete listing', () => {
  it('a connector that opts out never retracts from its mirror', async () => {
    let rows = ['v1', 'v2'];
    const history = listingConnector('versions', () => rows, { mirror: false });
    await run(history);
    rows = ['v2'];
    expect(await run(history)).toMatchObject({ status: 'ok', retracted: 0 });
    expect(await tombstones()).toEqual([]);
  });

  it('a live run retracts only when the fetcher reads a whole listing, and never with configured files', async () => {
    let rows = ['a', 'b'];
    const incremental = listingConnector('incremental', () => rows);
    await run(incremental, live());
    rows = ['a'];
    expect(await run(incremental, live())).toMatchObject({ status: 'ok', mode: 'live', retracted: 0 });

    rows = ['a', 'b'];
    const whole = listingConnector('whole', () => rows, { live: true });
    await run(whole, live());
    rows = ['a'];
    expect(await run(whole, live({ files: { file: 'http://127.0.0.1:9/list.csv' } }))).toMatchObject({ retracted: 0 });
    expect(await run(whole, live())).toMatchObject({ retracted: 1 });
    expect((await tombstones()).map((t) => [t.key, t.value.source])).toEqual([['b', 'whole']]);
  });
});

describe('the ledger across a restart', () => {
  it('keeps what each source published, so the next process retracts against it', async () => {
    writeFileSync(join(harness.dir, 'mirror', 'marker'), '');
    let rows = ['a', 'b'];
    const connector = listingConnector('things', () => rows);
    await run(connector);
    harness.ledger.close();
    const { createIngestLedger } = await import('../infra/ledger/ingest-ledger.ts');
    const reopened = createIngestLedger({ file: join(harness.dir, 'ledger.db') });
    harness.ledger = reopened;
    rows = ['b'];
    expect(await runConnector(connector, mirror(), { ...harness.deps, ledger: reopened }, { force: true, peerSources: [] })).toMatchObject({ retracted: 1 });
  });
});
