import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayRoute, ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { emaMedicinesConnector } from './connector.ts';
import { MEDICINES_PATH } from './fetch-live.ts';
import { medicineWorkbook } from './fixtures/workbook.ts';
import { EmaMedicineRecord } from './record.ts';

const csv = readFileSync(path.join(import.meta.dirname, 'fixtures/medicines-sample.csv'), 'utf8');
let workbook: Buffer;
let revised: Buffer;
beforeAll(async () => {
  workbook = await medicineWorkbook(csv);
  // The next day's table: the veterinary medicine has been withdrawn.
  revised = await medicineWorkbook(csv.replace('EMEA/V/C/009002,Authorised', 'EMEA/V/C/009002,Withdrawn'), '13/02/2025 - 16:00');
});

/** Serves the table like a static file server: ETag, and 304 to a matching If-None-Match. */
function routes(state: { file: Buffer; etag: string }, failFirst?: ReplayRoute['failFirst']): ReplayRoute[] {
  const headers = () => ({ ETag: state.etag, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  return [
    { method: 'HEAD', path: MEDICINES_PATH, respond: () => ({ headers: headers() }) },
    {
      path: MEDICINES_PATH,
      failFirst,
      respond: (request) => (request.headers['if-none-match'] === state.etag ? { status: 304, headers: headers() } : { headers: headers(), body: state.file }),
    },
  ];
}

const bodies = (items: SourceItem[]) => new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as EmaMedicineRecord]));

describe('ema-medicines live fetcher against a replay of the EMA download', () => {
  let server: ReplayServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('retries a 503, reads the workbook and keeps its ETag as the cursor', async () => {
    server = await startReplayServer(routes({ file: workbook, etag: '"t1"' }, { times: 1, status: 503 }));
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const context = testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) });
    const items = await collect(emaMedicinesConnector.fetchLive!(context));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 503']);
    expect([...bodies(items).keys()]).toEqual(['ema-medicine:EMEA/H/C/009001', 'ema-medicine:EMEA/V/C/009002', 'ema-medicine:EMEA/H/C/009003']);
    expect(items.filter((item) => !item.ok).map((item) => item.ref)).toEqual(['medicines-output-medicines-report_en.xlsx#row13', 'medicines-output-medicines-report_en.xlsx#row14']);
    for (const body of bodies(items).values()) expect(EmaMedicineRecord.safeParse(body).success).toBe(true);
    expect(context.savedCursor()).toBe('v1:etag:"t1"');
  });

  it('honours a 429 with Retry-After', async () => {
    server = await startReplayServer(routes({ file: workbook, etag: '"t1"' }, { times: 1, status: 429, headers: { 'Retry-After': '1' } }));
    const retries: Array<{ url: string; reason: string; waitMs: number }> = [];
    const items = await collect(emaMedicinesConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { http: testHttpClient(retries) })));
    expect(retries.map((retry) => retry.reason)).toEqual(['HTTP 429']);
    expect(bodies(items).size).toBe(3);
  });

  it('asks with If-None-Match: an unchanged table yields nothing, a changed one yields the changed medicine', async () => {
    const state = { file: workbook, etag: '"t1"' };
    server = await startReplayServer(routes(state));
    const first = testLiveContext(testLiveSettings(server.url));
    const before = bodies(await collect(emaMedicinesConnector.fetchLive!(first)));

    const unchanged = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor() });
    expect(await collect(emaMedicinesConnector.fetchLive!(unchanged))).toEqual([]);
    expect(server.requests.at(-1)?.headers['if-none-match']).toBe('"t1"');
    expect(unchanged.savedCursor()).toBeNull();

    state.file = revised;
    state.etag = '"t2"';
    const changed = testLiveContext(testLiveSettings(server.url), { cursor: first.savedCursor() });
    const after = bodies(await collect(emaMedicinesConnector.fetchLive!(changed)));
    expect(after.get('ema-medicine:EMEA/V/C/009002')?.medicine_status).toBe('Withdrawn');
    expect(before.get('ema-medicine:EMEA/V/C/009002')?.medicine_status).toBe('Authorised');
    // The other medicines come out identical, so the runner's content hashes publish only the change.
    expect(after.get('ema-medicine:EMEA/H/C/009001')).toEqual(before.get('ema-medicine:EMEA/H/C/009001'));
    expect(changed.savedCursor()).toBe('v1:etag:"t2"');
  });

  it('ignores a cursor written by an older schema version', async () => {
    server = await startReplayServer(routes({ file: workbook, etag: '"t1"' }));
    const items = await collect(emaMedicinesConnector.fetchLive!(testLiveContext(testLiveSettings(server.url), { cursor: 'v0:etag:"t1"' })));
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(bodies(items).size).toBe(3);
  });

  it('caps the medicines at maxRecords and then keeps the old cursor, so the file is read again', async () => {
    server = await startReplayServer(routes({ file: workbook, etag: '"t1"' }));
    const context = testLiveContext(testLiveSettings(server.url, { maxRecords: 2 }));
    const items = await collect(emaMedicinesConnector.fetchLive!(context));
    expect(items.map((item) => (item.ok ? item.id : item.ref))).toEqual(['ema-medicine:EMEA/H/C/009001', 'ema-medicine:EMEA/V/C/009002']);
    expect(context.savedCursor()).toBeNull();
  });

  it('fails the run when the download is not a workbook', async () => {
    server = await startReplayServer(routes({ file: Buffer.from('<html>Service unavailable</html>'), etag: '"x"' }));
    await expect(collect(emaMedicinesConnector.fetchLive!(testLiveContext(testLiveSettings(server.url))))).rejects.toThrow(/not a readable xlsx workbook/);
  });

  it('probes the download with HEAD for its ETag', async () => {
    server = await startReplayServer(routes({ file: workbook, etag: '"t9"' }));
    expect(await emaMedicinesConnector.probeLive!(testLiveContext(testLiveSettings(server.url), { cursor: 'v1:etag:"t8"' }))).toBe('etag:"t9"|cursor:v1:etag:"t8"');
  });
});
