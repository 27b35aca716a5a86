import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSilentLogger } from '../../infra/logger.ts';
import { createApp } from '../app.ts';
import { defineRoute } from './route.ts';

/** Real answers over real HTTP: the routes answer a large object, a small one, a serialised one and a stream. */
const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: `obs-${i}`, text: `Failure to follow written procedures for cleaning, batch ${i}.` })) };
const serialisedBytes = Buffer.from(JSON.stringify({ guideline: 'Q7', text: 'x'.repeat(5000) }), 'utf8');
let precompressedCalls = 0;
const longSerialisedBytes = Buffer.from(JSON.stringify({ guideline: 'Q7', text: 'Validation of cleaning procedures. '.repeat(4000) }), 'utf8');

const route = (path: string, body: () => unknown) =>
  defineRoute({ method: 'get', path, operationId: path.slice(1), summary: path, tag: 'Test', family: 'platform', tier: 'none', request: {}, response: z.any(), errors: [], handler: async () => ({ body: body() as never }) });

const app = createApp({
  routes: [
    route('/large', () => large),
    route('/small', () => ({ ok: true })),
    // Over 64 KiB: written as a stream of its chunks (app.ts), not joined.
    route('/serialised-long', () => ({
      kind: 'serialised_json',
      chunks: [longSerialisedBytes.subarray(0, 70_000), longSerialisedBytes.subarray(70_000)],
      gzip: () => [gzipSync(longSerialisedBytes)],
    })),
    // In chunks, as a cached answer comes (its stored part, then its per-request tail): they go out joined.
    route('/serialised', () => ({
      kind: 'serialised_json',
      chunks: [serialisedBytes.subarray(0, 3000), serialisedBytes.subarray(3000)],
      gzip: () => {
        precompressedCalls += 1;
        const zipped = gzipSync(serialisedBytes);
        return [zipped.subarray(0, 10), zipped.subarray(10)];
      },
    })),
    route('/stream', () => ({ kind: 'stream', contentType: 'text/csv', filename: 'rows.csv', stream: Readable.from(['a,b\n'.repeat(2000)]) })),
  ],
  guards: { keys: { verify: async () => ({ ok: false, reason: 'unknown' }) }, limits: { consume: async () => { throw new Error('unused'); } } },
  logger: createSilentLogger(),
  strictResponses: false,
});
const server = createServer(app.callback());
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding), the raw bytes back. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response compression', () => {
  it('sends a large JSON answer in gzip to a client that accepts it, decoding to the same JSON', async () => {
    const response = await get('/large', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toEqual(large);
    expect(response.body.byteLength).toBeLessThan(JSON.stringify(large).length / 3);
  });

  it('sends the same answer as it is without Accept-Encoding, to identity-only and to gzip;q=0', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, identity' }, { 'Accept-Encoding': 'br' }]) {
      const response = await get('/large', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/Accept-Encoding/);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual(large);
    }
  });

  it('leaves an answer under 1 KiB and a streamed export uncompressed', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ ok: true });
    const stream = await get('/stream', { 'Accept-Encoding': 'gzip' });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString('utf8')).toBe('a,b\n'.repeat(2000));
  });

  it("uses a serialised answer's own gzip when the client accepts gzip, and its bytes when not", async () => {
    precompressedCalls = 0;
    const zipped = await get('/serialised', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(serialisedBytes)).toBe(true);
    expect(precompressedCalls).toBe(1);
    const plain = await get('/serialised');
    expect(plain.body.equals(serialisedBytes)).toBe(true);
    expect(precompressedCalls).toBe(1);
    // Sent with its length, not chunked, in both encodings.
    expect([Number(zipped.headers['content-length']), Number(plain.headers['content-length'])]).toEqual([zipped.body.byteLength, serialisedBytes.byteLength]);
  });

  it('sends a serialised answer over 64 KiB chunk by chunk with its length, in both encodings', async () => {
    const plain = await get('/serialised-long');
    expect(plain.body.equals(longSerialisedBytes)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(longSerialisedBytes.byteLength);
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    const zipped = await get('/serialised-long', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(longSerialisedBytes)).toBe(true);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.byteLength);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await get('/large', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.byteLength).toBe(0);
  });

  it('is what fetch decodes transparently', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/large`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toEqual(large);
  });
});
