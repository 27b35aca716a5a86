import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { ErrorBodyA, ErrorBodyB, type ErrorFamily, UnauthorizedBody, renderError } from './envelopes.ts';
import { ApiError, ERROR_STATUS, type ErrorCode } from './errors.ts';
import { type RouteDefinition, type Tier, routeErrorCodes } from './route.ts';
import { PLAN_TIERS, type PlanTier, QUOTA_RULES, type QuotaName, type QuotaRule, TIER_LABEL, TIER_LIMITS } from './tiers.ts';

/**
 * OpenAPI 3.1 built from the route definitions (STYLE.md section 2): the same objects that feed the
 * router and validation feed the document, so the reference cannot drift from the running API.
 */

/** A JSON Schema (draft 2020-12) object, which OpenAPI 3.1 embeds as is. */
export type JsonSchema = { [keyword: string]: unknown };

/** A reference to a reusable component. */
export type OpenApiRef = { $ref: string };

/** A response header's documentation. */
export type OpenApiHeader = { description: string; schema: JsonSchema };

/** One path or query parameter. */
export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: JsonSchema };

/** JSON content of a request or response. */
export type OpenApiJsonContent = { 'application/json': { schema: JsonSchema; example?: unknown } };

/** Response content by media type: JSON for most routes, NDJSON and CSV for streamed ones. */
export type OpenApiResponseContent = Record<string, { schema: JsonSchema; example?: unknown }>;

/** One documented response of an operation. */
export type OpenApiResponse = { description: string; headers: Record<string, OpenApiRef>; content?: OpenApiResponseContent };

/** `x-quotas` entry: an extra quota a route spends, with its limit per plan. */
export type OpenApiQuota = { name: QuotaName; window: QuotaRule['window']; description: string; limits: Partial<Record<PlanTier, number | 'unlimited'>> };

/** One operation, with the vendor extensions clients and the meta-test read. */
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-tier': Tier;
  'x-quotas'?: OpenApiQuota[];
  security: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: OpenApiJsonContent };
  responses: Record<string, OpenApiResponse>;
};

/** The two ways a key may be presented (SPEC-DECISIONS 5). */
export type OpenApiSecurityScheme = { type: 'apiKey'; in: 'header'; name: string; description: string } | { type: 'http'; scheme: 'bearer'; description: string };

/** The document: a deliberately small typed shape, covering only what the builder emits. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<RouteDefinition['method'], OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, OpenApiHeader>;
    securitySchemes: Record<'ApiKeyAuth' | 'BearerAuth', OpenApiSecurityScheme>;
  };
};

/** Where component schemas live; zod's `$defs` references are rewritten to point here. */
export const COMPONENT_SCHEMA_PREFIX = '#/components/schemas/';

/**
 * Koa-router path to OpenAPI path: `/v1/483/facilities/:fei_number` → `/v1/483/facilities/{fei_number}`.
 * Optional segments and wildcards have no OpenAPI form, so they are refused rather than mangled.
 */
export function toOpenApiPath(koaPath: string): string {
  if (/[{}*?]/.test(koaPath)) throw new Error(`Route path ${koaPath} uses a pattern OpenAPI cannot express (optional segment or wildcard)`);
  return koaPath.replace(/:([A-Za-z_$][\w$]*)/g, '{$1}');
}

/**
 * Builds the document for a route list. Throws on what would silently produce a wrong document:
 * two routes on the same method and path, two different schemas sharing a component id, or a
 * recursive schema without an id.
 */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  info: { version: string; serverUrl?: string; /** Real example answers by operationId (docs/examples/). */ examples?: Readonly<Record<string, unknown>> },
): OpenApiDocument {
  const components = createComponentCollector();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    const item = (paths[path] ??= {});
    if (item[route.method]) throw new Error(`Two routes declare ${route.method.toUpperCase()} ${route.path}`);
    item[route.method] = buildOperation(route, components, info.examples?.[route.operationId] ?? (route.aliasOf ? info.examples?.[route.aliasOf] : undefined));
  }
  const tags = [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'RegIntel API', version: info.version, description: API_DESCRIPTION },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags,
    paths,
    components: {
      schemas: components.finish(paths),
      headers: HEADERS,
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'API key `ri_live_<32 hex>` or `ri_test_<32 hex>`.' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The same API key as `Authorization: Bearer <key>`; `X-Api-Key` wins when both are sent.' },
      },
    },
  };
}

const SECURED: Array<Record<string, string[]>> = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];

function buildOperation(route: RouteDefinition, components: ComponentCollector, example: unknown): OpenApiOperation {
  const where = route.operationId;
  const parameters = [
    ...(route.request.params ? components.parameters(route.request.params, 'path', where) : []),
    ...(route.request.query ? components.parameters(route.request.query, 'query', where) : []),
  ];
  const body = route.request.body;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: [route.description, accessNote(route.tier), quotaNote(route.quotas ?? [])].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    'x-tier': route.tier,
    ...(route.quotas && route.quotas.length > 0 ? { 'x-quotas': route.quotas.map(quotaExtension) } : {}),
    security: route.tier === 'none' ? [] : SECURED.map((requirement) => ({ ...requirement })),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: components.schema(body, 'input', `${where} body`) } } } }
      : {}),
    responses: buildResponses(route, components, example),
  };
}

function buildResponses(route: RouteDefinition, components: ComponentCollector, example: unknown): Record<string, OpenApiResponse> {
  const authenticated = route.tier !== 'none';
  // SPEC-DECISIONS 9: every answer to an authenticated caller carries the limit headers; a 401 has no caller.
  const headersFor = (status: number): Record<string, OpenApiRef> => ({
    'X-Request-Id': headerRef('X-Request-Id'),
    ...(authenticated && status !== 401 ? Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, headerRef(name)])) : {}),
    ...(status === 429 || status === 503 ? { 'Retry-After': headerRef('Retry-After') } : {}),
  });
  const success = successStatus(route);
  const responses: Record<string, OpenApiResponse> = {
    [String(success)]: {
      description: STATUS_CODES[success] ?? 'Success',
      headers: headersFor(success),
      content: route.produces ? streamedContent(route, components) : {
        'application/json': { schema: components.schema(route.response, 'output', `${route.operationId} response`), ...(example !== undefined ? { example } : {}) },
      },
    },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    const bodies = [...new Set(codes.map((code) => errorBody(route.family, code)))];
    const schemas = bodies.map((schema) => components.schema(schema, 'output', `${route.operationId} ${status}`));
    responses[String(status)] = {
      description: `${STATUS_CODES[status] ?? 'Error'}. ${codes.map((code) => `\`${code}\`${CODE_HINTS[code] ? ` (${CODE_HINTS[code]})` : ''}`).join('; ')}.`,
      headers: headersFor(status),
      content: { 'application/json': { schema: schemas.length === 1 && schemas[0] ? schemas[0] : { anyOf: schemas } } },
    };
  }
  return responses;
}

/**
 * A streamed route's content: NDJSON carries one `response` object per line, CSV the same rows
 * flattened (a header line, then one line per row).
 */
function streamedContent(route: RouteDefinition, components: ComponentCollector): OpenApiResponseContent {
  const row = components.schema(route.response, 'output', `${route.operationId} row`);
  return Object.fromEntries(
    (route.produces ?? []).map((type) => [
      type,
      type === 'text/csv'
        ? { schema: { type: 'string', description: 'RFC 4180 CSV: a header line with the row fields, then one line per row; lists joined with "; ", objects as JSON.' } }
        : { schema: { ...row, description: 'One JSON object per line (NDJSON), each of this shape.' } },
    ]),
  );
}

/**
 * The body an error code gets on a route of this family. 401 is the same everywhere
 * (SPEC-DECISIONS 2); for the rest the renderer itself is asked, so the codes it always renders in
 * the platform shape (limits, 413, 500, 503) are documented as they are sent, without a second list.
 */
function errorBody(family: ErrorFamily, code: ErrorCode): z.ZodType {
  if (ERROR_STATUS[code] === 401) return UnauthorizedBody;
  const rendered = renderError(family, new ApiError(code, 'probe'), 'req_probe');
  return isRecord(rendered) && typeof rendered.error === 'string' ? ErrorBodyA : ErrorBodyB;
}

/** A route may declare a 201 or 202 success (a created entry, an accepted job); everything else answers 200. */
function successStatus(route: RouteDefinition): number {
  return route.successStatus ?? 200;
}

function accessNote(tier: Tier): string {
  if (tier === 'none') return '**Access:** public, no API key needed.';
  if (tier === PLAN_TIERS[0]) return `**Access:** requires an API key on any plan (${TIER_LABEL[tier]} or higher).`;
  if (tier === PLAN_TIERS[PLAN_TIERS.length - 1]) return `**Access:** requires ${TIER_LABEL[tier]}.`;
  return `**Access:** requires ${TIER_LABEL[tier]} or higher.`;
}

function quotaNote(quotas: readonly QuotaName[]): string {
  if (quotas.length === 0) return '';
  const lines = quotas.map((name) => {
    const rule = QUOTA_RULES[name];
    const limits = PLAN_TIERS.filter((tier) => tier in rule.limits).map((tier) => `${TIER_LABEL[tier]} ${formatLimit(rule.limits[tier] ?? null)}`);
    return `- \`${name}\`: ${rule.description}: ${limits.join(', ')}.`;
  });
  return `**Quotas** (besides the per-second and monthly limits):\n${lines.join('\n')}`;
}

function quotaExtension(name: QuotaName): OpenApiQuota {
  const rule = QUOTA_RULES[name];
  const limits: OpenApiQuota['limits'] = {};
  for (const tier of PLAN_TIERS) if (tier in rule.limits) limits[tier] = rule.limits[tier] ?? 'unlimited';
  return { name, window: rule.window, description: rule.description, limits };
}

function formatLimit(limit: number | null): string {
  return limit === null ? 'unlimited' : limit.toLocaleString('en-US');
}

const CODE_HINTS: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'invalid parameter or body; `details.field` names the field',
  UNAUTHORIZED: 'no API key sent',
  INVALID_API_KEY: 'key malformed, unknown or revoked',
  INSUFFICIENT_TIER: 'the plan is below the tier this operation requires',
  PAYLOAD_TOO_LARGE: 'body over 1 MiB',
  RATE_LIMIT_EXCEEDED: 'per-second limit or an hourly/daily quota reached',
  QUOTA_EXCEEDED: 'monthly quota reached; the body carries `upgradeUrl`',
  SERVICE_UNAVAILABLE: 'a backend is down; retry after `Retry-After` seconds',
};

const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Monthly-Limit', 'X-RateLimit-Monthly-Remaining'] as const;

const integer: JsonSchema = { type: 'integer', minimum: 0 };
const countOrUnlimited: JsonSchema = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', const: 'unlimited' }] };

const HEADERS: Record<string, OpenApiHeader> = {
  'X-Request-Id': { description: 'Id of this request, equal to `meta.requestId` where the body has a meta. A well-formed client `X-Request-Id` is echoed.', schema: { type: 'string' } },
  'X-RateLimit-Limit': { description: 'Requests allowed per second for this key.', schema: integer },
  'X-RateLimit-Remaining': { description: 'Requests left in the current one-second window.', schema: integer },
  'X-RateLimit-Reset': { description: 'When the current window resets, in Unix seconds.', schema: integer },
  'X-RateLimit-Monthly-Limit': { description: 'Calls allowed this calendar month (UTC) for the tenant, or `unlimited`.', schema: countOrUnlimited },
  'X-RateLimit-Monthly-Remaining': { description: 'Calls left this month, or `unlimited`.', schema: countOrUnlimited },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: integer },
};

function headerRef(name: string): OpenApiRef {
  return { $ref: `#/components/headers/${name}` };
}

const API_DESCRIPTION = [
  'RegIntel is a regulatory-intelligence API for life sciences: FDA Form 483 observations and inspections, CFR, ICH and guidance texts, enriched, linked in a knowledge graph and searchable by meaning.',
  '**Authentication:** send your key in `X-Api-Key` (or as `Authorization: Bearer <key>`) on every call except the public ones (`/v1/health`, this document, `/docs`).',
  `**Limits** per plan (per key per second; per tenant per calendar month, UTC):\n\n| Plan | Requests/second | Calls/month |\n|---|---|---|\n${PLAN_TIERS.map(
    (tier) => `| ${TIER_LABEL[tier]} | ${TIER_LIMITS[tier].perSecond} | ${formatLimit(TIER_LIMITS[tier].monthly)} |`,
  ).join('\n')}\n\nEvery authenticated answer carries the \`X-RateLimit-*\` headers; a 429 carries \`Retry-After\`.`,
  '**Compression:** JSON answers of 1 KiB or more are sent in gzip when `Accept-Encoding` asks for it (`Vary: Accept-Encoding`); streamed exports are sent as they are.',
  '**Errors:** platform endpoints answer `{ error: { code, message, details? }, meta: { requestId } }` (`ErrorB`); some legacy endpoints `{ error: <message>, status_code }` (`ErrorA`). A 401 is always `Unauthorized`.',
].join('\n\n');

type Io = 'input' | 'output';
type ComponentCollector = ReturnType<typeof createComponentCollector>;

/**
 * Turns zod schemas into JSON Schema and gathers every schema carrying `.meta({ id })` into one
 * component set. Each schema is converted on its own (zod puts id'd schemas in `$defs`); the defs
 * of all conversions are merged here, checked for conflicts, and the refs pointed at
 * `#/components/schemas`. A schema whose input and output forms differ (defaults, transforms)
 * keeps its id for the output form and gets `<id>Input` for the request form.
 */
function createComponentCollector() {
  const defs: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };

  function convert(schema: z.ZodType, io: Io, where: string): { root: JsonSchema; defs: Record<string, JsonSchema> } {
    const result = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = result;
    const local = isRecord($defs) ? ($defs as Record<string, JsonSchema>) : {};
    for (const [id, def] of Object.entries(local)) {
      // zod names a def itself only for a schema reused inside a cycle; ours always come from `.meta({ id })`.
      if (id.startsWith('__schema')) throw new Error(`${where}: a recursive schema needs .meta({ id }) to become a component`);
      if (!/^[A-Za-z0-9._-]+$/.test(id)) throw new Error(`${where}: "${id}" is not a valid component id (letters, digits, . _ - only)`);
      const known = defs[io].get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(def)) throw new Error(`${where}: two different schemas share the component id "${id}"`);
      defs[io].set(id, def);
    }
    if (refsIn(result).includes('#')) throw new Error(`${where}: a recursive schema needs .meta({ id }) to become a component`);
    return { root, defs: local };
  }

  return {
    schema(schema: z.ZodType, io: Io, where: string): JsonSchema {
      return convert(schema, io, where).root;
    },

    /** One parameter per property of an object schema; the description moves from the schema to the parameter. */
    parameters(schema: z.ZodType, location: 'path' | 'query', where: string): OpenApiParameter[] {
      const converted = convert(schema, 'input', `${where} ${location}`);
      const ref = typeof converted.root.$ref === 'string' ? defIdOf(converted.root.$ref) : null;
      const object = ref ? converted.defs[ref] : converted.root;
      if (!object || !isRecord(object.properties)) throw new Error(`${where}: the ${location} schema must be a z.object`);
      const required = new Set(Array.isArray(object.required) ? object.required : []);
      return Object.entries(object.properties).map(([name, property]) => {
        const { description, ...rest } = isRecord(property) ? property : {};
        return {
          name,
          in: location,
          // OpenAPI requires path parameters to be required.
          required: location === 'path' || required.has(name),
          ...(typeof description === 'string' ? { description } : {}),
          schema: rest,
        };
      });
    },

    /** Names the components, rewrites every ref in the paths, and returns the schemas the paths reach. */
    finish(paths: OpenApiDocument['paths']): Record<string, JsonSchema> {
      const differing = differingIds(defs.input, defs.output);
      const nameOf = (io: Io, id: string) => (io === 'input' && differing.has(id) ? `${id}Input` : id);
      const all = new Map<string, JsonSchema>();
      for (const io of ['output', 'input'] as const) {
        for (const [id, def] of defs[io]) {
          const name = nameOf(io, id);
          if (io === 'input' && !differing.has(id) && defs.output.has(id)) continue;
          if (all.has(name)) throw new Error(`Component name "${name}" is taken twice; rename one of the schemas' ids`);
          all.set(name, rewriteRefs(def, io, nameOf));
        }
      }
      for (const item of Object.values(paths)) {
        for (const operation of Object.values(item)) {
          if (!operation) continue;
          for (const parameter of operation.parameters ?? []) parameter.schema = rewriteRefs(parameter.schema, 'input', nameOf);
          const body = operation.requestBody?.content['application/json'];
          if (body) body.schema = rewriteRefs(body.schema, 'input', nameOf);
          for (const response of Object.values(operation.responses)) {
            for (const content of Object.values(response.content ?? {})) content.schema = rewriteRefs(content.schema, 'output', nameOf);
          }
        }
      }
      // Only what the paths reach: an id'd params object, flattened into parameters, is no component.
      const reached = new Set<string>();
      const queue = refsIn(paths).flatMap(componentNameOf);
      while (queue.length > 0) {
        const name = queue.pop() as string;
        if (reached.has(name)) continue;
        const schema = all.get(name);
        if (!schema) throw new Error(`Reference to unknown component ${name}`);
        reached.add(name);
        queue.push(...refsIn(schema).flatMap(componentNameOf));
      }
      return Object.fromEntries([...reached].sort().map((name) => [name, all.get(name) as JsonSchema]));
    },
  };
}

/**
 * Ids whose input and output forms differ, directly or through an id'd schema they reference: a
 * parent whose own text is the same still needs its input form when a child's input form differs.
 */
function differingIds(input: Map<string, JsonSchema>, output: Map<string, JsonSchema>): Set<string> {
  const shared = [...input.keys()].filter((id) => output.has(id));
  const differing = new Set(shared.filter((id) => JSON.stringify(input.get(id)) !== JSON.stringify(output.get(id))));
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of shared) {
      if (differing.has(id)) continue;
      const children = [input.get(id), output.get(id)].flatMap((def) => refsIn(def)).map(defIdOf);
      if (children.some((child) => child !== null && differing.has(child))) {
        differing.add(id);
        grew = true;
      }
    }
  }
  return differing;
}

function rewriteRefs(value: JsonSchema, io: Io, nameOf: (io: Io, id: string) => string): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => {
        const id = key === '$ref' && typeof child === 'string' ? defIdOf(child) : null;
        return [key, id ? `${COMPONENT_SCHEMA_PREFIX}${nameOf(io, id)}` : walk(child)];
      }),
    );
  };
  return walk(value) as JsonSchema;
}

/** Every `$ref` string anywhere under a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' ? [child] : refsIn(child)));
}

function defIdOf(ref: string): string | null {
  return ref.startsWith('#/$defs/') ? decodePointer(ref.slice('#/$defs/'.length)) : null;
}

function componentNameOf(ref: string): string[] {
  return ref.startsWith(COMPONENT_SCHEMA_PREFIX) ? [ref.slice(COMPONENT_SCHEMA_PREFIX.length)] : [];
}

function decodePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
