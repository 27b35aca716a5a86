import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context, Next } from 'koa';

const gzip = promisify(gzipCallback);

/** Answers shorter than this go out as they are: their gzip would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Whether this request's `Accept-Encoding` prefers gzip to identity (q-values honoured; no header
 * means identity). Says in `Vary` that the answer depends on it, whichever way it goes.
 */
export function prefersGzip(ctx: Context): boolean {
  ctx.vary('Accept-Encoding');
  return ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
}

/**
 * Koa middleware: JSON answers of 1 KiB or more in gzip when the request's `Accept-Encoding`
 * prefers gzip to identity (q-values honoured; no header means identity), with
 * `Vary: Accept-Encoding` on every answer that could have been either. Streamed exports, empty
 * answers and anything already encoded go out untouched (a cached answer that brings its own gzip
 * is sent by the router: app.ts).
 *
 * Why gzip only: every HTTP client sends it, and at level 1 it shrinks a JSON answer 3-4x (ICH
 * Q7's 200 KB to 59 KB) for ~9 µs per KB on the thread pool, not on the event loop. Brotli
 * compresses a little better for more CPU per request.
 */
export function compressResponses() {
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    const body: unknown = ctx.body;
    if (body == null || ctx.method === 'OPTIONS' || ctx.status === 204 || ctx.status === 304 || ctx.response.get('Content-Encoding')) return;
    const bytes = serialisedBytes(body);
    if (!bytes) return;
    // Serialised once, here, instead of again by Koa (the type it set for the object stays).
    if (!Buffer.isBuffer(body)) ctx.body = bytes;
    if (bytes.byteLength < COMPRESS_MIN_BYTES || !prefersGzip(ctx)) return;
    ctx.body = await gzip(bytes, { level: 1 });
    ctx.set('Content-Encoding', 'gzip');
  };
}

/** The bytes Koa would send for `body`, or null for a body that is not sent whole (a stream). */
function serialisedBytes(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  // Koa itself would send JSON.stringify(body) (no indentation).
  return Buffer.from(JSON.stringify(body), 'utf8');
}
