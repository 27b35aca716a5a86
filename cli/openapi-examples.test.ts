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

  it('exist for every /v1/483 route outside the watchlist family', () => {
    const missing = routes.filter((route) => route.path.startsWith('/v1/483/') && !route.path.includes('watchlist') && !route.path.includes('alerts') && !(route.operationId in examples));
    expect(missing.map((route) => route.operationId)).toEqual([]);
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
