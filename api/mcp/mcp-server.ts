import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ApiError } from '../platform/errors.ts';
import type { Principal } from '../platform/api-keys.ts';
import type { RateLimits } from '../platform/rate-limits.ts';
import { type RouteDefinition, isSerialisedJsonBody, serialisedJsonBytes } from '../platform/route.ts';
import { TIER_LABEL, tierAtLeast } from '../platform/tiers.ts';
import { validationError } from '../platform/validation.ts';

/**
 * RegIntel as an MCP server for AI assistants (beyond the spec; issue 17). Each tool is one task a
 * user asks an assistant, answered by the REST route that serves it: the route's own zod schemas
 * validate the input, its tier gates the call and, over HTTP, the caller's limits count it, so a
 * tool can never say more, or cost less, than the REST call behind it. Every result carries the
 * REST path it came from (the citable source) as text and the route's whole JSON answer as
 * structured content, with the spec's `data_attribution` and source URLs inside.
 */

/** The local operator of `regintel mcp` over stdio: their own process, their own data, no key. */
export const LOCAL_OPERATOR: Principal = { keyId: 'local', tenantId: 'local-operator', tier: 'enterprise', test: false };

interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  input: z.ZodRawShape;
  /** The route serving the tool, and the REST call made of the tool's arguments. */
  operationId: (args: Record<string, unknown>) => string;
  call: (args: Record<string, unknown>) => RouteCall;
}

const str = (value: unknown) => (value === undefined ? undefined : String(value));
const defined = (record: Record<string, string | undefined>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, string>;
const Fei = z.string().regex(/^\d{1,10}$/).describe('FDA Establishment Identifier (FEI), digits only, e.g. 3006271438.');
const ProductType = z.enum(['drug', 'device', 'food', 'biologic', 'api']).optional().describe('Product type, when known; inferred from the text otherwise.');

export const MCP_TOOLS: readonly ToolDefinition[] = [
  {
    name: 'search_observations',
    title: 'Search FDA Form 483 observations',
    description: 'Semantic and keyword search over FDA Form 483 inspectional observations (what investigators cited). Returns the closest observations with facility, date, CFR section and similarity. Use for "has the FDA cited X", "examples of 483s about Y".',
    input: { query: z.string().min(1).max(1000).describe('What to look for, in plain words, e.g. "media fill failures not investigated".'), top_k: z.number().int().min(1).max(100).optional().describe('How many observations (default 10).') },
    operationId: () => 'searchObservations',
    call: (args) => ({ body: { query: args.query, ...(args.top_k === undefined ? {} : { top_k: args.top_k }) } }),
  },
  {
    name: 'facility_profile',
    title: 'Facility profile',
    description: 'One facility by FEI: name and location, inspection history summary and latest inspections, the composite risk score and the predictive facility score, compliance actions (warning letters).',
    input: { fei_number: Fei },
    operationId: () => 'getFacility',
    call: (args) => ({ params: { fei_number: String(args.fei_number) } }),
  },
  {
    name: 'risk_score',
    title: 'Composite risk score',
    description: "A facility's composite risk score (methodology v2.0, 0-100) with each factor's contribution and what it means. Pro plan and above.",
    input: { fei_number: Fei },
    operationId: () => 'getRiskScore',
    call: (args) => ({ params: { fei_number: String(args.fei_number) } }),
  },
  {
    name: 'classify_event',
    title: 'Classify a quality event',
    description: 'Classifies a quality event described in plain words (deviation, OOS, complaint, audit finding) into the event taxonomy: event type with confidence (or unknown), severity, product type, and the applicable CFR sections and ICH guidance.',
    input: { event: z.string().min(1).max(5000).describe('The event as an operator would report it.'), product_type: ProductType },
    operationId: () => 'kgClassifyEvent',
    call: (args) => ({ body: { event: args.event, ...(args.product_type ? { product_type: args.product_type } : {}) } }),
  },
  {
    name: 'investigate_event',
    title: 'Investigate a quality event',
    description: 'For a quality event: similar FDA 483 observations, the regulations and ICH sections involved, and a risk assessment from how often and how recently similar citations occur. Pro plan and above.',
    input: { event: z.string().min(1).max(5000).describe('The event as an operator would report it.'), product_type: ProductType },
    operationId: () => 'kgInvestigateEvent',
    call: (args) => ({ body: { event: args.event, ...(args.product_type ? { product_type: args.product_type } : {}) } }),
  },
  {
    name: 'cfr_section',
    title: 'Look up a Title 21 CFR section',
    description: 'The text of a Title 21 CFR section (e.g. 211.192) with its subsections, related sections, ICH cross-references and how often FDA cites it.',
    input: { cfr: z.string().min(1).max(60).describe('Section such as 211.192, 820.100 or 21 CFR 211.113(b).') },
    operationId: () => 'kgGetRegulation',
    call: (args) => ({ params: { cfr: String(args.cfr) } }),
  },
  {
    name: 'ich_section',
    title: 'Look up an ICH guideline or section',
    description: 'An ICH guideline (e.g. Q7, Q9, Q10, E6) or one of its sections (e.g. Q7 12.4) with its text, practical guidance and the 483 citations linked to it.',
    input: { guideline: z.string().min(1).max(20).describe('Guideline code, e.g. Q7, Q9, Q10.'), section: z.string().min(1).max(20).optional().describe('Section number, e.g. 12.4; omit for the whole guideline.') },
    operationId: (args) => (args.section ? 'kgGetIchSection' : 'kgGetIchGuideline'),
    call: (args) => ({ params: defined({ guideline: str(args.guideline), section: str(args.section) }) }),
  },
  {
    name: 'search_rules',
    title: 'Search regulations and guidance',
    description: 'Semantic search over regulatory rule documents (FDA guidance, ICH guidelines, EU GMP annexes, MDCG): the most relevant documents with the best passage and a similarity score.',
    input: { query: z.string().min(1).max(1000).describe('The question, e.g. "what does FDA expect for process validation stage 3".'), top_k: z.number().int().min(1).max(50).optional().describe('How many documents (default 5).') },
    operationId: () => 'semanticSearch',
    call: (args) => ({ body: { query: args.query, ...(args.top_k === undefined ? {} : { top_k: args.top_k }) } }),
  },
  {
    name: 'trending_citations',
    title: 'Trending FDA citations',
    description: 'The CFR sections FDA cites most, with their trend (rising or falling) over the period. Pro plan and above.',
    input: { limit: z.number().int().min(1).max(100).optional().describe('How many sections (default 20).') },
    operationId: () => 'listTrendingCitations',
    call: (args) => ({ query: defined({ limit: str(args.limit) }) }),
  },
  {
    name: 'list_alerts',
    title: "The caller's watchlist alerts",
    description: "Alerts raised for the caller's watchlist (new citations, classification changes, risk score moves), newest first, each with what changed.",
    input: { fei_number: Fei.optional(), limit: z.number().int().min(1).max(100).optional().describe('How many alerts (default 20).') },
    operationId: () => 'listAlerts',
    call: (args) => ({ query: defined({ fei_number: str(args.fei_number), limit: str(args.limit) }) }),
  },
];

/** Fields that identify and summarise a record, in the order a reader wants them. */
const KEY_FIELDS = [
  'fei_number', 'facility_name', 'observation_id', 'inspection_id', 'rule_id', 'title', 'act_cfr_number', 'cfr_section', 'section', 'event_type',
  'confidence', 'severity', 'risk_score', 'risk_level', 'facility_score', 'similarity_score', 'relevance_score', 'occurrence_count', 'trend_direction',
  'inspection_end_date', 'classification', 'short_description', 'observation_text', 'type', 'occurred_at', 'url', 'data_source_url',
];

function scalarLine(record: Record<string, unknown>): string {
  const flat: Record<string, unknown> = { ...record, ...(typeof record.data_attribution === 'object' && record.data_attribution !== null ? (record.data_attribution as Record<string, unknown>) : {}) };
  const picked = KEY_FIELDS.filter((key) => ['string', 'number', 'boolean'].includes(typeof flat[key]));
  const keys = picked.length > 0 ? picked : Object.keys(flat).filter((key) => ['string', 'number', 'boolean'].includes(typeof flat[key])).slice(0, 6);
  return keys.map((key) => `${key}: ${String(flat[key]).replace(/\s+/g, ' ').slice(0, 200)}`).join('; ');
}

/** The answer as a few lines an assistant can read at a glance: the listed records, or the record's key fields. */
function compactText(body: Record<string, unknown>): string {
  const list = [body.results, body.data, body.similar_observations].find(Array.isArray) as Array<Record<string, unknown>> | undefined;
  if (list) {
    const shown = list.slice(0, 10).map((item, i) => `${i + 1}. ${typeof item === 'object' && item !== null ? scalarLine(item) : String(item)}`);
    return [`${list.length} result${list.length === 1 ? '' : 's'}${list.length > shown.length ? `, first ${shown.length}` : ''}:`, ...shown].join('\n');
  }
  const record = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : body;
  const nested = ['facility', 'classification', 'risk_score', 'facility_score', 'inspection_summary', 'compliance_actions']
    .map((key) => [key, record[key]] as const)
    .filter((entry): entry is readonly [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]));
  const latest = Array.isArray(record.recent_inspections) ? (record.recent_inspections as Array<Record<string, unknown>>).slice(0, 3) : [];
  return [scalarLine(record), ...nested.map(([key, value]) => `${key} → ${scalarLine(value)}`), ...latest.map((inspection) => `recent inspection → ${scalarLine(inspection)}`)].filter(Boolean).join('\n');
}

/** The REST path of a call, as a client would send it: the source a tool result cites. */
function restPath(route: RouteDefinition, call: RouteCall): string {
  const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const query = new URLSearchParams(call.query ?? {}).toString();
  return `${route.method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
}

function parseWith(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where, value);
  return result.data;
}

/**
 * An MCP server over `routes` for one caller. `limits` is given for remote callers (HTTP): each
 * tool call then counts like the REST call it makes; the local operator (stdio) has none.
 */
export function createMcpServer(options: {
  routes: readonly RouteDefinition[];
  principal: Principal;
  limits?: Pick<RateLimits, 'consume'>;
  version: string;
  /** Hears failures that are not the caller's (answered as INTERNAL_ERROR). */
  onError?: (error: unknown, tool: string) => void;
}): McpServer {
  const server = new McpServer({ name: 'regintel', version: options.version });
  const byId = new Map(options.routes.map((route) => [route.operationId, route]));
  for (const tool of MCP_TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.input }, async (args: Record<string, unknown>) => {
      const route = byId.get(tool.operationId(args));
      if (!route) return { isError: true, content: [{ type: 'text' as const, text: `The ${tool.name} tool is not available on this server.` }] };
      const call = tool.call(args);
      const source = restPath(route, call);
      try {
        const principal = options.principal;
        if (options.limits) {
          const outcome = await options.limits.consume({
            keyId: principal.keyId,
            tenantId: principal.tenantId,
            tier: principal.tier,
            quotas: route.tier !== 'none' && tierAtLeast(principal.tier, route.tier) ? (route.quotas ?? []) : [],
            countsTowardMonthlyQuota: route.countsTowardMonthlyQuota ?? true,
          });
          if (!outcome.allowed) throw outcome.error;
        }
        if (route.tier !== 'none' && !tierAtLeast(principal.tier, route.tier)) {
          throw new ApiError('INSUFFICIENT_TIER', `${TIER_LABEL[route.tier]}+ subscription required for ${tool.name}`);
        }
        const result = await route.handler({
          params: parseWith(route.request.params, call.params ?? {}, 'params'),
          query: parseWith(route.request.query, call.query ?? {}, 'query'),
          body: parseWith(route.request.body, call.body, 'body'),
          requestId: `mcp_${Date.now().toString(36)}`,
          principal,
          startedAt: performance.now(),
        });
        // A cached knowledge-graph answer arrives serialised (route.ts SerialisedJsonBody): the tool returns its object.
        const body = (isSerialisedJsonBody(result.body) ? JSON.parse(serialisedJsonBytes(result.body).toString('utf8')) : result.body) as Record<string, unknown>;
        return {
          content: [{ type: 'text' as const, text: `Source: RegIntel ${source}\n${compactText(body)}\n(The whole answer, with every source URL, is in the structured content.)` }],
          structuredContent: body,
        };
      } catch (error) {
        if (!(error instanceof ApiError)) options.onError?.(error, tool.name);
        const apiError = error instanceof ApiError ? error : new ApiError('INTERNAL_ERROR', 'Internal server error');
        return { isError: true, content: [{ type: 'text' as const, text: `${apiError.code}: ${apiError.message} (${source})` }] };
      }
    });
  }
  return server;
}
