import { z } from 'zod';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import { createEventClassifier, type EventClassifier } from '../../enrich/event-classification.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { type RouteDefinition, type SerialisedJsonBody, defineRoute } from '../platform/route.ts';
import type { QuotaName } from '../platform/tiers.ts';
import { ClassifyBody, checkEvent, checkProductType, checkTopN, classify } from './classify.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { IchGuidelineQuery, IchSectionQuery, ichGuideline, ichSection } from './ich.ts';
import { InvestigateBody, checkInvestigateBody, investigate } from './investigate.ts';
import { withNodesByKeysCache } from './graph-node-cache.ts';
import { type KgAnswerBody, type KgAnswerCache, createKgAnswerCache } from './kg-answer-cache.ts';
import { type KgDataPart, kgDataVersion } from './kg-data-version.ts';
import { KgCfrParams, KgGuidelineParams, KgSectionParams, parseKgCfr, parseKgGuideline, parseKgSection } from './kg-params.ts';
import { ClassifyResponse, IchGuidelineResponse, IchSectionResponse, InvestigateResponse, RegulationResponse, TaxonomyResponse, TimelineResponse, TrendsResponse } from './kg.schema.ts';
import { RegulationQuery, regulationLookup } from './regulations.ts';
import { TimelineQuery, enforcementTimeline } from './timeline.ts';
import { TrendsQuery, checkTrendsQuery, kgTrendsAnswer } from './trends.ts';

/*
 * The knowledge-graph API (spec document 3, SPEC-DECISIONS 18–21): every operation under /v1/kg
 * and, where the spec lists one, under its alias path with the same behaviour, tier and quotas.
 * Errors are family A with the spec's own messages. Every call spends the KG daily quota
 * (SPEC-DECISIONS 7); investigate and trends also spend their hourly ones.
 */

export interface KgRouteDeps {
  search: SearchStore;
  graph: GraphStore;
  embedder: Embedder;
  /** The process's event classifier (cli/app.ts builds one for every route); default: one on `embedder`. */
  classifier?: EventClassifier;
  clock: Clock;
}

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
const KG: readonly QuotaName[] = ['kg_daily'];
const TAG = 'Knowledge graph';

/** The route and its alias: same definition, another path and operationId. */
function withAlias(route: RouteDefinition, aliasPath: string | null): RouteDefinition[] {
  if (!aliasPath) return [route];
  return [route, { ...route, path: aliasPath, operationId: `${route.operationId}Alias`, aliasOf: route.operationId, summary: `${route.summary} (alias of ${route.path.replace(/:(\w+)/g, '{$1}')})` }];
}

export function createKgRoutes(deps: KgRouteDeps): RouteDefinition[] {
  const now = () => deps.clock.now().getTime();
  // Whole answers, serialised (kg-answer-cache.ts), with the lifetimes of document 3 "Limits": ICH
  // sections (and guidelines) 7 days; investigations and trends 24 hours; a regulation answer 24
  // hours, as it carries citation statistics (24 hours) beside its text (7 days). Classify has no
  // lifetime in the spec: 24 hours as investigate, which contains it. Every answer is also keyed by
  // the version of the data it read, so none outlives a change to that data.
  // Bounded per process (about 100 MB at most in all, least recently used out first): the whole
  // ICH and regulation corpus fits; classify and investigate keep the most recent questions.
  const answers = {
    classify: createKgAnswerCache({ ttlMs: DAY, maxEntries: 5000, maxBytes: 16 * MB, now }),
    investigate: createKgAnswerCache({ ttlMs: DAY, maxEntries: 1000, maxBytes: 24 * MB, now }),
    regulation: createKgAnswerCache({ ttlMs: DAY, maxEntries: 2000, maxBytes: 24 * MB, now }),
    ich: createKgAnswerCache({ ttlMs: 7 * DAY, maxEntries: 2000, maxBytes: 32 * MB, now }),
    trends: createKgAnswerCache({ ttlMs: DAY, maxEntries: 256, maxBytes: 8 * MB, now }),
  };
  const statsCache = createResponseCache({ ttlMs: DAY, maxEntries: 4, now });
  const classifier = deps.classifier ?? createEventClassifier({ embedder: deps.embedder });
  // Classify and investigate compute an answer for every new text, from the nodes of a few sections:
  // those reads are kept per graph version (the other answers are cached whole per section).
  const sectionGraph = withNodesByKeysCache(deps.graph, () => kgDataVersion(deps.search, ['graph']));

  /** The answer from `cache` at the current version of the data it reads, else built by `compute`. */
  async function cachedAnswer<T extends KgAnswerBody>(
    cache: KgAnswerCache,
    key: string,
    reads: readonly KgDataPart[],
    request: { requestId: string; startedAt: number },
    compute: () => Promise<T>,
  ): Promise<{ body: T | SerialisedJsonBody }> {
    const version = await kgDataVersion(deps.search, reads);
    return { body: await cache.answer(key, version, { ...request, now: deps.clock.now() }, compute) };
  }

  const classifyRoute = defineRoute({
    method: 'post',
    path: '/v1/kg/classify',
    operationId: 'kgClassifyEvent',
    summary: 'Classify a quality event into the taxonomy v3.0 and map it to the CFR sections for its product type',
    description:
      'Below 0.60 confidence the type is `unknown` and manual review is suggested; 0.60–0.84 is flagged as lower confidence. Without `product_type` it is inferred from the text (default drug). Secondary types (`top_n` above 1) each meet 0.60. Also answers `event_classification` and `applicable_cfr_sections` (SPEC-DECISIONS 18). Cached 24 hours per text, product type and `top_n` while the knowledge it read is unchanged (`response_metadata.cache_status`).',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { body: ClassifyBody },
    response: ClassifyResponse,
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, requestId, startedAt }) => {
      const text = checkEvent(body.event);
      const productType = checkProductType(body.product_type);
      const topN = checkTopN(body.top_n);
      return cachedAnswer(answers.classify, JSON.stringify([text, productType ?? null, topN]), ['graph'], { requestId, startedAt }, () =>
        classify({ ...deps, graph: sectionGraph, classifier }, { text, productType, topN, requestId, startedAt }),
      );
    },
  });

  const investigateRoute = defineRoute({
    method: 'post',
    path: '/v1/kg/investigate',
    operationId: 'kgInvestigateEvent',
    summary: 'Investigate a quality event: classification, regulations, similar 483 observations, ICH guidance and risk',
    description:
      'Pro+. Accepts `event_text`, `include_similar_observations` and `include_regulatory_text` as alternative names (SPEC-DECISIONS 19). Sections turned off by an include flag are omitted. Cached 24 hours per input (`response_metadata.cache_status`).',
    tag: TAG,
    family: 'legacy',
    tier: 'pro',
    quotas: ['kg_daily', 'kg_investigate_hourly'],
    request: { body: InvestigateBody },
    response: InvestigateResponse,
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, requestId, startedAt }) => {
      const input = checkInvestigateBody(body);
      return cachedAnswer(answers.investigate, JSON.stringify(input), ['graph', 'observations'], { requestId, startedAt }, () => investigate({ ...deps, graph: sectionGraph, classifier, statsCache }, input, { requestId, startedAt }));
    },
  });

  const regulationRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/regulations/:cfr',
    operationId: 'kgGetRegulation',
    summary: 'A Title 21 CFR section with its paragraphs, ICH cross-references, related sections and 483 citation statistics',
    description:
      'Path `21-CFR-211.56`, `21CFR211.56` or `211.56`. A section known only by its heading answers with `full_text` empty and `chain_integrity: partial` (SPEC-DECISIONS 24). Cached 24 hours per section and parameters (the answer carries citation statistics, kept 24 hours; text alone 7 days), and never past a change to the text, the curated maps or the citation data (`response_metadata.cache_status`).',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { params: KgCfrParams, query: RegulationQuery },
    response: RegulationResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query, requestId, startedAt }) => {
      const key = JSON.stringify([parseKgCfr(params.cfr).section, query]);
      return cachedAnswer(answers.regulation, key, ['graph', 'observations'], { requestId, startedAt }, () => regulationLookup({ ...deps, statsCache }, params.cfr, query, { requestId, startedAt }));
    },
  });

  const guidelineRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/ich/:guideline',
    operationId: 'kgGetIchGuideline',
    summary: 'ICH Q7, Q9 (served from Q9(R1)) or Q10: contents, sections and CFR cross-reference summary',
    description: 'With `include_sections=false` only the table of contents. Cached 7 days.',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { params: KgGuidelineParams, query: IchGuidelineQuery },
    response: IchGuidelineResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query, requestId, startedAt }) => {
      const key = JSON.stringify(['guideline', parseKgGuideline(params.guideline), query]);
      return cachedAnswer(answers.ich, key, ['graph'], { requestId, startedAt }, () => ichGuideline(deps, params.guideline, query, { requestId, startedAt }));
    },
  });

  const sectionRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/ich/:guideline/:section',
    operationId: 'kgGetIchSection',
    summary: 'One ICH Q7/Q9/Q10 section with its CFR cross-references and practical guidance from the 483 data',
    description: 'Section `X.Y` or `X` (a trailing zero is dropped: `12.40` → `12.4`). Cached 7 days.',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { params: KgSectionParams, query: IchSectionQuery },
    response: IchSectionResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query, requestId, startedAt }) => {
      const key = JSON.stringify(['section', parseKgGuideline(params.guideline), parseKgSection(params.section), query]);
      // Its practical guidance reads the 483 observations.
      return cachedAnswer(answers.ich, key, ['graph', 'observations'], { requestId, startedAt }, () =>
        ichSection(deps, params.guideline, params.section, query, { requestId, startedAt }),
      );
    },
  });

  const trendsRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/analytics/trends',
    operationId: 'kgGetAnalyticsTrends',
    summary: 'Citation, event-type, regulation, geographic and severity trends over a window ending at the latest data',
    description: 'Pro+. `increasing` at +10 % or more against the previous window of the same length, `decreasing` at −10 % or less. Forecasts for Enterprise only. Cached 24 hours per parameters and data version.',
    tag: TAG,
    family: 'legacy',
    tier: 'pro',
    quotas: ['kg_daily', 'kg_trends_hourly'],
    request: { query: TrendsQuery },
    response: TrendsResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, principal, requestId, startedAt }) => {
      const input = checkTrendsQuery(query);
      const tier = principal?.tier ?? 'pro';
      // The tier decides only whether stored forecasts are shown: Enterprise or not is the whole key.
      const key = JSON.stringify([input, tier === 'enterprise']);
      return cachedAnswer(answers.trends, key, ['analytics'], { requestId, startedAt }, () => kgTrendsAnswer(deps, input, tier, { requestId, startedAt }));
    },
  });

  const timelineRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/enforcement/timeline/:cfr',
    operationId: 'kgGetEnforcementTimeline',
    summary: 'Facilities cited under a CFR section, on a timeline with their OAI outcomes, warning letters, injunctions and consent decrees',
    description: 'Starter+ (SPEC-DECISIONS 6). Newest first; facilities most cited under the section first. OAI only where a source states it (SPEC-DECISIONS 23).',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { params: KgCfrParams, query: TimelineQuery },
    response: TimelineResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, query, requestId, startedAt }) => ({ body: await enforcementTimeline(deps, params.cfr, query, { requestId, startedAt }) }),
  });

  const taxonomyRoute = defineRoute({
    method: 'get',
    path: '/v1/kg/taxonomy',
    operationId: 'kgGetTaxonomy',
    summary: 'The event taxonomy v3.0: 39 event types with keywords, CFR sections per product type and ICH references',
    description: 'Starter+ (SPEC-DECISIONS 6, 18). The seven older ids are listed as aliases; they are accepted in input and never emitted.',
    tag: TAG,
    family: 'legacy',
    tier: 'starter',
    quotas: KG,
    request: { query: z.object({}) },
    response: TaxonomyResponse,
    errors: [],
    handler: async ({ requestId, startedAt }) => {
      const evidence = new EvidenceCollector().add({ source_type: 'event_taxonomy', source_id: EVENT_TAXONOMY.taxonomy_version, retrieval_method: 'direct_lookup', confidence: 1, total_records: EVENT_TAXONOMY.event_types.length, verified: true });
      const categories = new Map<string, string[]>();
      for (const type of EVENT_TAXONOMY.event_types) categories.set(type.category, [...(categories.get(type.category) ?? []), type.id]);
      const time = deps.clock.now();
      return {
        body: {
          taxonomy_version: EVENT_TAXONOMY.taxonomy_version,
          total_event_types: EVENT_TAXONOMY.event_types.length,
          categories: [...categories].map(([category, ids]) => ({ category, event_types: ids })),
          event_types: EVENT_TAXONOMY.event_types.map((type) => ({
            id: type.id,
            name: type.name,
            category: type.category,
            severity: type.severity,
            description: type.description,
            keywords: [...type.keywords],
            cfr_sections: Object.fromEntries(Object.entries(type.cfr_sections).map(([product, citations]) => [product, (citations ?? []).map((c) => ({ section: c.section, relevance: c.relevance, ...(c.note ? { note: c.note } : {}) }))])),
            ich_references: type.ich_references.map((r) => ({ section: r.section, relevance: r.relevance, ...(r.note ? { note: r.note } : {}) })),
          })),
          aliases: EVENT_TAXONOMY.aliases.map((alias) => ({ ...alias })),
          ...evidence.block(time.toISOString().slice(0, 10)),
          response_metadata: responseMetadata({ requestId, startedAt, now: time, sources: evidence.size, extra: { taxonomy_version: EVENT_TAXONOMY.taxonomy_version } }),
        },
      };
    },
  });

  return [
    ...withAlias(classifyRoute, '/v1/intelligence/classify'),
    ...withAlias(investigateRoute, '/v1/intelligence/investigate'),
    ...withAlias(regulationRoute, '/v1/intelligence/regulations/:cfr'),
    ...withAlias(guidelineRoute, '/v1/intelligence/ich/:guideline'),
    ...withAlias(sectionRoute, '/v1/intelligence/ich/:guideline/:section'),
    ...withAlias(trendsRoute, '/v1/analytics/trends'),
    timelineRoute,
    taxonomyRoute,
  ];
}
