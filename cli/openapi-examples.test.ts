import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../api/platform/openapi.ts';
import { createRoutes } from './app.ts';
import { loadOpenApiExamples } from './openapi-examples.ts';
import { createSchemaOnlyDeps } from './tools/write-openapi.ts';

/**
 * The examples in docs/examples/ are real answers captured on the mirror; they must still match
 * their routes' response schemas, and every document-2 route (the watchlist aside) must have one.
 */
describe('OpenAPI examples', () => {
  const routes = createRoutes(createSchemaOnlyDeps());
  const examples = loadOpenApiExamples();

  it('match the response schema of their route', () => {
    const byId = new Map(routes.map((route) => [route.operationId, route]));
    for (const [operationId, example] of Object.entries(examples)) {
      const route = byId.get(operationId);
      expect(route, `docs/examples/${operationId}.json names no route`).toBeDefined();
      const parsed = route!.response.safeParse(example);
      expect(parsed.success, `${operationId}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
    }
  });

  it('exist for every JSON operation (aliases show their primary)', () => {
    // The export streams NDJSON or CSV, and the OpenAPI document is this very document: neither has
    // a JSON example. A redelivery needs an alert, which only a change to a watched facility makes.
    const withoutExample = new Set(['exportDataset', 'getOpenApiDocument', 'redeliverAlert']);
    const missing = routes.filter((route) => !route.aliasOf && !withoutExample.has(route.operationId) && !(route.operationId in examples));
    expect(missing.map((route) => route.operationId)).toEqual([]);
  });

  it('publish no signing secret', () => {
    // A webhook secret is shown once, to its owner; the captured one is replaced (capture-examples.ts).
    expect(JSON.stringify(examples)).not.toMatch(/whsec_[A-Za-z0-9+/=]{8,}/);
  });

  it("show each document-3 alias with its primary operation's example", () => {
    const doc = buildOpenApiDocument(routes, { version: 'test', examples });
    const aliases = ['/v1/intelligence/classify', '/v1/intelligence/investigate', '/v1/intelligence/regulations/{cfr}', '/v1/intelligence/ich/{guideline}', '/v1/intelligence/ich/{guideline}/{section}', '/v1/analytics/trends'];
    for (const path of aliases) {
      const operation = Object.values(doc.paths[path] ?? {})[0] as { responses?: Record<string, unknown> } | undefined;
      expect(JSON.stringify(operation?.responses?.['200'] ?? null), path).toContain('"example');
    }
  });
});
