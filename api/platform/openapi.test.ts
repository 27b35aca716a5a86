import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VERSION, createRoutes } from '../../cli/app.ts';
import { withOpenApiRoute } from '../../cli/tools/write-openapi.ts';
import { loadOpenApiExamples } from '../../cli/openapi-examples.ts';
import { createTestDeps } from '../../test/fixtures/harness.ts';
import { createHashEmbedder } from '../../test/fixtures/hash-embedder.ts';
import { type JsonSchema, type OpenApiDocument, type OpenApiOperation, buildOpenApiDocument, toOpenApiPath } from './openapi.ts';
import { OPENAPI_PATH, createOpenApiRoute } from './openapi.route.ts';
import type { RouteDefinition } from './route.ts';

/**
 * Request fields that have no `.describe()` yet, as `<operationId> <location>.<field path>`. The
 * meta-test tolerates exactly these and fails when one of them gains a description, so the list
 * can only shrink.
 */
const KNOWN_UNDESCRIBED: readonly string[] = [];

const SECURED = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Monthly-Limit', 'X-RateLimit-Monthly-Remaining'];

async function validate(doc: OpenApiDocument): Promise<void> {
  await SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0]);
}

function operations(doc: OpenApiDocument): Array<{ method: string; path: string; operation: OpenApiOperation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => (operation ? [{ method, path, operation }] : [])),
  );
}

describe('the OpenAPI document of the real routes', () => {
  let env: Awaited<ReturnType<typeof createTestDeps>>;
  let routes: RouteDefinition[];
  let doc: OpenApiDocument;

  beforeAll(async () => {
    env = await createTestDeps({ embedder: createHashEmbedder() });
    routes = withOpenApiRoute(createRoutes(env.deps));
    doc = buildOpenApiDocument(routes, { version: VERSION, examples: loadOpenApiExamples() });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(validate(doc)).resolves.toBeUndefined();
  });

  it('has one operation per route, at the OpenAPI form of its path', () => {
    expect(operations(doc)).toHaveLength(routes.length);
    for (const route of routes) {
      expect(doc.paths[toOpenApiPath(route.path)]?.[route.method]?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
    }
    expect(doc.paths[OPENAPI_PATH]?.get?.security).toEqual([]);
    expect(doc.paths['/v1/health']?.get).toBeDefined();
    expect(doc.paths['/v1/483/observations/search']?.post).toBeDefined();
  });

  it('gives every operation a unique operationId, a summary, one known tag and x-tier', () => {
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = doc.tags.map((tag) => tag.name);
    for (const { method, path, operation } of operations(doc)) {
      const where = `${method} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary.trim().length, where).toBeGreaterThan(10);
      expect(operation.tags, where).toHaveLength(1);
      expect(tags, where).toContain(operation.tags[0]);
      expect(['none', 'free', 'starter', 'pro', 'enterprise'], where).toContain(operation['x-tier']);
      expect(operation.description, where).toMatch(/\*\*Access:\*\*/);
    }
  });

  it('lists security, 401, 403 and 429 on every operation behind a key, and none of them on public ones', () => {
    for (const { method, path, operation } of operations(doc)) {
      const where = `${method} ${path}`;
      if (operation['x-tier'] === 'none') {
        expect(operation.security, where).toEqual([]);
        expect(operation.responses['401'], where).toBeUndefined();
        continue;
      }
      expect(operation.security, where).toEqual(SECURED);
      for (const status of ['401', '403', '429']) expect(operation.responses[status], `${where} ${status}`).toBeDefined();
      expect(operation.responses['401']?.content?.['application/json']?.schema, where).toEqual({ $ref: '#/components/schemas/Unauthorized' });
      expect(Object.keys(operation.responses['429']?.headers ?? {}), where).toContain('Retry-After');
      const success = operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['202'];
      expect(Object.keys(success?.headers ?? {}), where).toEqual(expect.arrayContaining(RATE_LIMIT_HEADERS));
    }
  });

  it('lists 400 and 413 on every operation that takes a body', () => {
    const withBody = operations(doc).filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(0);
    for (const { method, path, operation } of withBody) {
      expect(operation.responses['400'], `${method} ${path}`).toBeDefined();
      expect(operation.responses['413'], `${method} ${path}`).toBeDefined();
    }
  });

  it('documents X-Request-Id on every response, and Retry-After on every 429 and 503', () => {
    for (const { method, path, operation } of operations(doc)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers = Object.keys(response.headers);
        expect(headers, `${method} ${path} ${status}`).toContain('X-Request-Id');
        if (status === '429' || status === '503') expect(headers, `${method} ${path} ${status}`).toContain('Retry-After');
      }
    }
  });

  it('describes every request field (KNOWN_UNDESCRIBED aside)', () => {
    expect(undescribedRequestFields(doc).filter((field) => !KNOWN_UNDESCRIBED.includes(field))).toEqual([]);
  });

  it('KNOWN_UNDESCRIBED names only fields that still lack a description', () => {
    const undescribed = undescribedRequestFields(doc);
    expect(KNOWN_UNDESCRIBED.filter((field) => !undescribed.includes(field))).toEqual([]);
  });

  it('is served by its route, built once, from the routes as they are at the first request', async () => {
    const served = routes.find((route) => route.path === OPENAPI_PATH) as RouteDefinition;
    const input = { params: undefined, query: undefined, body: undefined, requestId: 'req_test', principal: null, startedAt: 0 };
    const first = await served.handler(input);
    const second = await served.handler(input);
    expect(first.body).toEqual(doc);
    expect(second.body).toBe(first.body);
    expect(served.response.safeParse(first.body).success).toBe(true);
  });
});

/**
 * Every request field without a description: parameters, and each property of each body schema,
 * followed through component references, array items and union branches.
 */
function undescribedRequestFields(doc: OpenApiDocument): string[] {
  const missing = new Set<string>();
  const component = (ref: unknown): JsonSchema | undefined =>
    typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? doc.components.schemas[ref.slice('#/components/schemas/'.length)] : undefined;
  const walk = (schema: unknown, label: string, visiting: ReadonlySet<string>): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const node = schema as JsonSchema;
    const referenced = component(node.$ref);
    if (referenced) {
      const ref = node.$ref as string;
      if (!visiting.has(ref)) walk(referenced, label, new Set([...visiting, ref]));
    }
    if (typeof node.properties === 'object' && node.properties !== null) {
      for (const [name, property] of Object.entries(node.properties as Record<string, JsonSchema>)) {
        const field = `${label}.${name}`;
        if (typeof property.description !== 'string' && typeof component(property.$ref)?.description !== 'string') missing.add(field);
        walk(property, field, visiting);
      }
    }
    for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      if (Array.isArray(node[keyword])) for (const branch of node[keyword] as unknown[]) walk(branch, label, visiting);
    }
    if (node.items) walk(node.items, `${label}[]`, visiting);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${label}.*`, visiting);
  };
  for (const { operation } of operations(doc)) {
    for (const parameter of operation.parameters ?? []) {
      if (!parameter.description) missing.add(`${operation.operationId} ${parameter.in}.${parameter.name}`);
    }
    const body = operation.requestBody?.content['application/json'].schema;
    if (body) walk(body, `${operation.operationId} body`, new Set());
  }
  return [...missing].sort();
}

/** A route with the given parts, for documents built from hand-made route lists. */
function route(parts: Partial<RouteDefinition> & Pick<RouteDefinition, 'operationId' | 'path'>): RouteDefinition {
  return {
    method: 'get',
    summary: 'A test operation for the builder',
    tag: 'Test',
    family: 'platform',
    tier: 'starter',
    request: {},
    response: z.object({ ok: z.boolean() }),
    errors: [],
    handler: async () => ({ body: { ok: true } }),
    ...parts,
  };
}

describe('toOpenApiPath', () => {
  it.each([
    ['/v1/health', '/v1/health'],
    ['/v1/483/facilities/:fei_number', '/v1/483/facilities/{fei_number}'],
    ['/v1/kg/:kind/items/:item_id/history', '/v1/kg/{kind}/items/{item_id}/history'],
    ['/v1/483/watchlist/:id/alerts', '/v1/483/watchlist/{id}/alerts'],
  ])('converts %s to %s', (koa, openapi) => {
    expect(toOpenApiPath(koa)).toBe(openapi);
  });

  it.each(['/v1/files/*rest', '/v1/things{/:id}'])('refuses %s, which OpenAPI cannot express', (koa) => {
    expect(() => toOpenApiPath(koa)).toThrow(/cannot express/);
  });
});

describe('buildOpenApiDocument', () => {
  it('emits a schema shared by several routes once per direction, as components every use references', async () => {
    const Shared = z.object({ name: z.string().describe('A name.') }).meta({ id: 'TestShared' });
    const doc = buildOpenApiDocument(
      [
        route({ operationId: 'first', path: '/v1/first', response: z.object({ one: Shared, many: z.array(Shared) }) }),
        route({ operationId: 'second', path: '/v1/second', method: 'post', request: { body: z.object({ shared: Shared.optional().describe('The shared shape.') }) }, response: Shared }),
      ],
      { version: '1.2.3' },
    );
    // Requests are lenient (unknown keys are stripped, not refused), responses exact: the two forms differ.
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('TestShared'))).toEqual(['TestShared', 'TestSharedInput']);
    expect(doc.components.schemas.TestShared?.additionalProperties).toBe(false);
    expect(doc.components.schemas.TestSharedInput?.additionalProperties).toBeUndefined();
    expect(doc.paths['/v1/second']?.post?.responses['200']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/TestShared' });
    expect(JSON.stringify(doc.paths['/v1/first']).match(/#\/components\/schemas\/TestShared"/g)).toHaveLength(2);
    expect(JSON.stringify(doc.paths['/v1/second']?.post?.requestBody)).toContain('"#/components/schemas/TestSharedInput"');
    expect(JSON.stringify(doc)).not.toContain('$defs');
    await validate(doc);
  });

  it('emits one component when a schema reads the same in requests and responses', () => {
    const Same = z.strictObject({ id: z.string().describe('An id.') }).meta({ id: 'TestSame' });
    const doc = buildOpenApiDocument([route({ operationId: 'same', path: '/v1/same', method: 'put', request: { body: Same }, response: Same })], { version: '1' });
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('TestSame'))).toEqual(['TestSame']);
    expect(doc.paths['/v1/same']?.put?.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TestSame' });
  });

  it('refuses two different schemas under one component id', () => {
    const a = z.object({ a: z.string() }).meta({ id: 'TestClash' });
    const b = z.object({ b: z.number() }).meta({ id: 'TestClash' });
    const routes = [route({ operationId: 'a', path: '/v1/a', response: a }), route({ operationId: 'b', path: '/v1/b', response: b })];
    expect(() => buildOpenApiDocument(routes, { version: '1' })).toThrow(/TestClash/);
  });

  it('names the request form <id>Input when defaults make it differ, also for a parent holding such a schema', async () => {
    const Child = z.object({ size: z.number().int().default(10).describe('Page size.') }).meta({ id: 'TestChild' });
    const Parent = z.object({ child: Child.describe('The child.') , label: z.string().describe('A label.') }).meta({ id: 'TestParent' });
    const Holder = z.object({ child: Child, note: z.string().describe('A note.') }).meta({ id: 'TestHolder' });
    const doc = buildOpenApiDocument(
      [route({ operationId: 'echo', path: '/v1/echo', method: 'post', request: { body: Holder }, response: Holder }), route({ operationId: 'p', path: '/v1/p', response: Parent })],
      { version: '1' },
    );
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['TestChild', 'TestChildInput', 'TestHolder', 'TestHolderInput']));
    expect(doc.paths['/v1/echo']?.post?.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TestHolderInput' });
    expect(doc.components.schemas.TestHolderInput?.properties).toMatchObject({ child: { $ref: '#/components/schemas/TestChildInput' } });
    expect(doc.components.schemas.TestChild?.required).toEqual(['size']);
    expect(doc.components.schemas.TestChildInput?.required).toBeUndefined();
    await validate(doc);
  });

  it('turns params and query into parameters with required flags and descriptions', async () => {
    const doc = buildOpenApiDocument(
      [
        route({
          operationId: 'getFacility',
          path: '/v1/483/facilities/:fei_number',
          request: {
            params: z.object({ fei_number: z.string().regex(/^\d+$/).describe('FDA Establishment Identifier.') }).meta({ id: 'TestFacilityParams' }),
            query: z.object({
              limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size (default 20, max 100).'),
              since: z.string().describe('ISO date; required here.'),
            }),
          },
        }),
      ],
      { version: '1' },
    );
    const parameters = doc.paths['/v1/483/facilities/{fei_number}']?.get?.parameters;
    expect(parameters).toEqual([
      { name: 'fei_number', in: 'path', required: true, description: 'FDA Establishment Identifier.', schema: { type: 'string', pattern: '^\\d+$' } },
      { name: 'limit', in: 'query', required: false, description: 'Page size (default 20, max 100).', schema: { default: 20, type: 'integer', minimum: 1, maximum: 100 } },
      { name: 'since', in: 'query', required: true, description: 'ISO date; required here.', schema: { type: 'string' } },
    ]);
    // Flattened into parameters, the id'd params object is no component of its own.
    expect(doc.components.schemas.TestFacilityParams).toBeUndefined();
    await validate(doc);
  });

  it('documents error bodies by family: A for a legacy route’s own errors, B for limits, Unauthorized for 401', () => {
    const doc = buildOpenApiDocument(
      [route({ operationId: 'legacyThing', path: '/v1/kg/thing', family: 'legacy', tier: 'pro', errors: ['NOT_FOUND'], request: { query: z.object({ q: z.string().describe('Query.') }) } })],
      { version: '1' },
    );
    const responses = doc.paths['/v1/kg/thing']?.get?.responses ?? {};
    const schemaOf = (status: string) => responses[status]?.content?.['application/json']?.schema;
    expect(schemaOf('400')).toEqual({ $ref: '#/components/schemas/ErrorA' });
    expect(schemaOf('404')).toEqual({ $ref: '#/components/schemas/ErrorA' });
    expect(schemaOf('401')).toEqual({ $ref: '#/components/schemas/Unauthorized' });
    expect(schemaOf('429')).toEqual({ $ref: '#/components/schemas/ErrorB' });
    expect(responses['429']?.description).toMatch(/RATE_LIMIT_EXCEEDED.*QUOTA_EXCEEDED/);
    expect(responses['404']?.description).toMatch(/NOT_FOUND/);
    expect(doc.paths['/v1/kg/thing']?.get?.description).toMatch(/requires Pro or higher/);
  });

  it('carries x-tier, x-quotas with limits per plan, and the server URL when given', () => {
    const doc = buildOpenApiDocument([route({ operationId: 'classify', path: '/v1/kg/classify', quotas: ['kg_daily'] })], {
      version: '9.9.9',
      serverUrl: 'https://api.example.com',
    });
    const operation = doc.paths['/v1/kg/classify']?.get;
    expect(operation?.['x-tier']).toBe('starter');
    expect(operation?.['x-quotas']).toEqual([
      { name: 'kg_daily', window: 'day', description: 'Knowledge-graph calls per day (UTC)', limits: { starter: 1000, pro: 10000, enterprise: 'unlimited' } },
    ]);
    expect(operation?.description).toMatch(/kg_daily.*Starter 1,000, Pro 10,000, Enterprise unlimited/);
    expect(doc.servers).toEqual([{ url: 'https://api.example.com' }]);
    expect(doc.info.version).toBe('9.9.9');
  });

  it('makes a recursive schema with an id a self-referencing component, and refuses one without an id', async () => {
    type Node = { name: string; children: Node[] };
    const Tree: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => Tree)) }).meta({ id: 'TestTree' });
    const doc = buildOpenApiDocument([route({ operationId: 'tree', path: '/v1/tree', response: Tree })], { version: '1' });
    expect(doc.components.schemas.TestTree?.properties).toMatchObject({ children: { items: { $ref: '#/components/schemas/TestTree' } } });
    await validate(doc);

    const Anonymous: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => Anonymous)) });
    expect(() => buildOpenApiDocument([route({ operationId: 'anon', path: '/v1/anon', response: Anonymous })], { version: '1' })).toThrow(/meta\(\{ id \}\)/);
  });

  it('refuses two routes on the same method and path', () => {
    const routes = [route({ operationId: 'one', path: '/v1/same' }), route({ operationId: 'two', path: '/v1/same' })];
    expect(() => buildOpenApiDocument(routes, { version: '1' })).toThrow(/GET \/v1\/same/);
  });
});

describe('createOpenApiRoute', () => {
  it('reads the route list only at the first request', async () => {
    let reads = 0;
    const routes: RouteDefinition[] = [route({ operationId: 'only', path: '/v1/only' })];
    const served = createOpenApiRoute(
      () => {
        reads += 1;
        return routes;
      },
      { version: '1' },
    );
    routes.push(served);
    expect(reads).toBe(0);
    const input = { params: undefined, query: undefined, body: undefined, requestId: 'req_test', principal: null, startedAt: 0 };
    const { body } = await served.handler(input);
    await served.handler(input);
    expect(reads).toBe(1);
    expect(Object.keys((body as OpenApiDocument).paths)).toEqual(['/v1/only', OPENAPI_PATH]);
    expect(served).toMatchObject({ method: 'get', path: '/v1/openapi.json', tier: 'none', family: 'platform', tag: 'Platform' });
  });
});
