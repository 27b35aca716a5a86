import { existsSync } from 'node:fs';
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createDocsMiddleware } from '../../api/platform/docs.ts';
import { OPENAPI_PATH } from '../../api/platform/openapi.route.ts';
import { createRoutes } from '../../cli/app.ts';
import { withOpenApiRoute } from '../../cli/tools/write-openapi.ts';
import { createTestDeps } from '../fixtures/harness.ts';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';

/**
 * The docs page on the real app: its assets and the document answer without a key, nothing outside
 * the whitelist is reachable, and a real browser renders the operations from our own files only.
 */

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`SKIPPED: the docs browser test needs Chromium at ${CHROMIUM}, which is absent on this machine (CI installs it).`);

let env: Awaited<ReturnType<typeof createTestDeps>>;
let server: Server;
let base: string;

beforeAll(async () => {
  env = await createTestDeps({ embedder: createHashEmbedder() });
  const app = createApp({
    routes: withOpenApiRoute(createRoutes(env.deps)),
    guards: { keys: env.deps.apiKeys, limits: env.deps.limits },
    logger: env.deps.logger,
    strictResponses: true,
    middleware: [createDocsMiddleware({ specUrl: OPENAPI_PATH })],
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await env.cleanup();
});

/** A request whose path is sent byte for byte: fetch would resolve `..` segments before sending. */
function rawGet(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('docs over HTTP', () => {
  it('serves the page without a key, as HTML under a strict CSP, loading only local scripts', async () => {
    const response = await fetch(`${base}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    const html = await response.text();
    expect(html).toContain(`data-spec-url="${OPENAPI_PATH}"`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => /src="([^"?]+)/.exec(match[1] ?? '')?.[1])).toEqual([
      '/docs/assets/swagger-ui-bundle.js',
      '/docs/assets/swagger-ui-standalone-preset.js',
      '/docs/assets/init.js',
    ]);
    expect(scripts.every((match) => (match[2] ?? '').trim() === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves the assets with their content types and a day of caching, and answers HEAD', async () => {
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
      ['swagger-ui-standalone-preset.js', 'application/javascript; charset=utf-8'],
      ['init.js', 'application/javascript; charset=utf-8'],
      ['swagger-ui.css', 'text/css; charset=utf-8'],
      ['favicon-32x32.png', 'image/png'],
    ] as const) {
      const response = await fetch(`${base}/docs/assets/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe(type);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=86400');
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    const head = await fetch(`${base}/docs/assets/swagger-ui-bundle.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100_000);
    expect(await head.text()).toBe('');
    const page = await fetch(`${base}/docs`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves the OpenAPI document without a key', async () => {
    const response = await fetch(`${base}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/483/observations/search', OPENAPI_PATH]));
  });

  it.each([
    '/docs/assets/../../package.json',
    '/docs/assets/..%2f..%2fpackage.json',
    '/docs/assets/unknown.js',
    '/docs/assets/package.json',
    '/docs/assets/index.html',
    '/docs/assets/',
    '/docs/anything',
  ])('answers 404 for %s', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"swagger-ui-dist"');
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('leaves other methods on /docs to the app', async () => {
    const response = await rawGet('/docs', 'POST');
    expect(response.status).toBe(404);
  });
});

describe.skipIf(!hasChromium)('docs in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders every operation from local files only, without CSP violations', async () => {
    const context = await browser.newContext();
    const requested: string[] = [];
    const problems: string[] = [];
    // Fail closed: anything bound elsewhere is recorded and never sent.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      return url.hostname === '127.0.0.1' || url.protocol === 'data:' ? route.continue() : route.abort();
    });
    const page = await context.newPage();
    page.on('request', (req) => requested.push(req.url()));
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });

    const response = await page.goto(`${base}/docs`);
    expect(response?.status()).toBe(200);
    await page.locator('.opblock').first().waitFor({ state: 'visible', timeout: 30_000 });

    const paths = await page.locator('.opblock-summary-path').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path') ?? node.textContent ?? ''));
    expect(paths).toEqual(expect.arrayContaining(['/v1/483/observations/search', '/v1/health']));
    await expect(page.locator('.info .title').textContent()).resolves.toMatch(/RegIntel API/);

    expect(requested.length).toBeGreaterThan(3);
    expect(requested).toContain(`${base}${OPENAPI_PATH}`);
    const outside = requested.filter((url) => {
      const parsed = new URL(url);
      return parsed.protocol !== 'data:' && parsed.hostname !== '127.0.0.1';
    });
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
