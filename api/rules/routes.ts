import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Embedder } from '../../infra/embedding/embedder.port.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { SEARCH_ANSWER_STALE_AFTER_MS, createResponseCache } from '../platform/response-cache.ts';
import { createSharedDocuments } from '../platform/shared-documents.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { createCatalogSourcesRoute } from './catalog-sources.route.ts';
import { createKeywordSearchRoute } from './keyword-search.route.ts';
import { createPatternAnswers } from './patterns.ts';
import { createPatternsAreaRoute } from './patterns-area.route.ts';
import { createPatternsListRoute } from './patterns-list.route.ts';
import { createPreventionStrategiesRoute } from './prevention-strategies.route.ts';
import { createRequirementsSearchRoute } from './requirements-search.route.ts';
import { createRuleDetailRoute } from './rule-detail.route.ts';
import { createRuleDocumentTable } from './rule-documents.ts';
import { createRulesAdvancedSearchRoute } from './rules-advanced-search.route.ts';
import { createRulesListRoute } from './rules-list.route.ts';
import { createRulesSearchRoute } from './rules-search.route.ts';
import type { RulePassage } from './rule-search.ts';
import { createSemanticSearchRoute } from './semantic-search.route.ts';
import { createSimilarTrialSource } from './similar-trial-source.ts';
import { createValidateProtocolRoute } from './validate-protocol.route.ts';

/**
 * What the document-1 routes read: the search store, the embedder for queries, a clock, the ingest
 * ledger's last runs, and the log's ClinicalTrials.gov study records (similar trials of a validation).
 */
export interface RuleRouteDeps {
  search: SearchStore;
  embedder: Embedder;
  clock: Clock;
  lastRuns: () => IngestRunSummary[];
  bus: Pick<EventBus, 'read' | 'topics'>;
}

/** Passage objects shared by the cached rule answers: the mirror's 16,690 chunks fit. */
const SHARED_PASSAGES = 20_000;

/** Every document-1 route except health and usage (api/health, api/platform). */
export function createRuleRoutes(deps: RuleRouteDeps): RouteDefinition[] {
  const documents = createRuleDocumentTable(deps.search);
  // Ranked answers live until the rules index changes (checked on every request), at most an hour.
  const search = {
    search: deps.search,
    embedder: deps.embedder,
    documents,
    cache: createResponseCache({ ttlMs: 60 * 60 * 1000, maxEntries: 2_000, staleAfterMs: SEARCH_ANSWER_STALE_AFTER_MS }),
    // Cached answers of different questions hold the same passages (a few KB each): one copy each.
    passages: createSharedDocuments<RulePassage>(SHARED_PASSAGES),
  };
  const patterns = createPatternAnswers({ search: deps.search });
  return [
    createSemanticSearchRoute(search),
    // Before /v1/rules/:id, which would otherwise take "search" for an id.
    createRulesSearchRoute(search),
    createRulesListRoute(search),
    createRulesAdvancedSearchRoute(search),
    createValidateProtocolRoute({ clock: deps.clock, trials: createSimilarTrialSource({ bus: deps.bus, clock: deps.clock }) }),
    createRuleDetailRoute(search),
    createKeywordSearchRoute(search),
    createCatalogSourcesRoute({ search: deps.search, documents, clock: deps.clock, lastRuns: deps.lastRuns }),
    createPatternsListRoute(patterns),
    createPatternsAreaRoute(patterns),
    createPreventionStrategiesRoute(patterns),
    createRequirementsSearchRoute(),
  ];
}
