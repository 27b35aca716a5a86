import { afterEach, describe, expect, it } from 'vitest';
import { startReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { ReplayServer } from '../../../test/fixtures/replay-server.ts';
import { testHttpClient } from '../../../test/fixtures/live.ts';
import { advanceWatermark, headFingerprint, readCursor, sourceUrl, withCursor, writeCursor } from './live.ts';

describe('sourceUrl', () => {
  it('resolves links against the real origin when there is no override', () => {
    expect(sourceUrl('/media/1/download', 'https://www.fda.gov', null)).toBe('https://www.fda.gov/media/1/download');
  });

  it('moves the source origin, relative or absolute, onto the override with its base path', () => {
    expect(sourceUrl('/media/1/download?x=1', 'https://www.fda.gov', 'http://127.0.0.1:9/replay/')).toBe('http://127.0.0.1:9/replay/media/1/download?x=1');
    expect(sourceUrl('https://www.fda.gov/a.pdf', 'https://www.fda.gov', 'http://127.0.0.1:9')).toBe('http://127.0.0.1:9/a.pdf');
  });

  it('leaves links to other hosts alone', () => {
    expect(sourceUrl('https://www.regulations.gov/docket/FDA-2021-D-1158', 'https://www.fda.gov', 'http://127.0.0.1:9')).toBe('https://www.regulations.gov/docket/FDA-2021-D-1158');
  });
});

describe('cursors', () => {
  it('round-trip under the same schema version and are ignored after an upgrade', () => {
    const cursor = writeCursor(1, '2024-01-02T00:00:00.000Z');
    expect(readCursor(cursor, 1)).toBe('2024-01-02T00:00:00.000Z');
    expect(readCursor(cursor, 2)).toBeNull();
    expect(readCursor(null, 1)).toBeNull();
  });
});

describe('withCursor', () => {
  it('adds the cursor to a fingerprint, and leaves "no fingerprint" alone', () => {
    expect(withCursor('etag:"a"', null)).toBe('etag:"a"|cursor:');
    expect(withCursor('etag:"a"', 'v1:2024')).toBe('etag:"a"|cursor:v1:2024');
    expect(withCursor(null, 'v1:2024')).toBeNull();
  });
});

describe('advanceWatermark', () => {
  it('moves to the newest date when everything was handled and nothing was left out', () => {
    expect(advanceWatermark([{ date: 'a', done: true }, { date: 'c', done: true }], null)).toBe('c');
  });

  it('stops before the first item left out by the cap, also among items of the same date', () => {
    expect(advanceWatermark([{ date: 'a', done: true }, { date: 'b', done: true }], 'b')).toBe('a');
    expect(advanceWatermark([{ date: 'b', done: true }], 'b')).toBeNull();
  });

  it('stops before an item that failed transiently', () => {
    expect(advanceWatermark([{ date: 'a', done: true }, { date: 'b', done: false }, { date: 'c', done: true }], null)).toBe('a');
  });
});

describe('headFingerprint', () => {
  let server: ReplayServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('prefers the ETag, then Last-Modified, and gives null when HEAD is refused', async () => {
    server = await startReplayServer([
      { method: 'HEAD', path: '/etag', respond: () => ({ headers: { ETag: '"v7"', 'Last-Modified': 'Tue, 01 Apr 2025 10:00:00 GMT' } }) },
      { method: 'HEAD', path: '/modified', respond: () => ({ headers: { 'Last-Modified': 'Tue, 01 Apr 2025 10:00:00 GMT' } }) },
      { method: 'HEAD', path: '/refused', respond: () => ({ status: 405 }) },
    ]);
    const http = testHttpClient();
    expect(await headFingerprint(http, `${server.url}/etag`, 100)).toBe('etag:"v7"');
    expect(await headFingerprint(http, `${server.url}/modified`, 100)).toBe('last-modified:Tue, 01 Apr 2025 10:00:00 GMT');
    expect(await headFingerprint(http, `${server.url}/refused`, 100)).toBeNull();
  });
});
