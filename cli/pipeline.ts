import type { Subscription } from '../infra/bus/event-bus.port.ts';
import { TOPICS } from '../infra/bus/topics.ts';
import { createForm483Processor } from '../enrich/processors/form483.processor.ts';
import { type Processor, type ProcessorCounters, startProcessor } from '../enrich/pipeline/processor.ts';
import { createObservationsGraphSink } from '../enrich/sinks/observations-graph.sink.ts';
import { createRulesProcessor } from '../enrich/processors/rules.processor.ts';
import { createFacilitiesProcessor } from '../enrich/processors/facilities.processor.ts';
import { createFacilitiesGraphSink } from '../enrich/sinks/facilities-graph.sink.ts';
import { createFacilitiesSearchSink } from '../enrich/sinks/facilities-search.sink.ts';
import { createAnalyticsProcessor } from '../enrich/processors/analytics.processor.ts';
import { createAnalyticsSearchSink } from '../enrich/sinks/analytics-search.sink.ts';
import { createRulesGraphSink } from '../enrich/sinks/rules-graph.sink.ts';
import { createObservationsSearchSink } from '../enrich/sinks/observations-search.sink.ts';
import { createRuleDocumentsProcessor } from '../enrich/processors/rule-documents.processor.ts';
import { createRulesSearchSink } from '../enrich/sinks/rules-search.sink.ts';
import { createAlertStore } from '../enrich/alerts/alert-store.ts';
import { withAlertMetrics } from '../enrich/alerts/alert-metrics.ts';
import { createAlertsProcessor } from '../enrich/alerts/alerts.processor.ts';
import { createWebhookSink } from '../enrich/sinks/webhook.sink.ts';
import { WEBHOOK_DISPATCHER, createWebhookDispatcher } from '../enrich/sinks/webhook-dispatcher.ts';
import { createAlertEmailStore } from '../enrich/alerts/email-store.ts';
import { createEmailSink } from '../enrich/sinks/email.sink.ts';
import { EMAIL_DISPATCHER, createEmailDispatcher } from '../enrich/sinks/email-dispatcher.ts';
import type { Deps } from './deps.ts';
import { CROSS_REFERENCE_MIN_SIMILARITY } from '../enrich/analytics/analytics-documents.ts';
import { createRuleDocumentTable } from '../api/rules/rule-documents.ts';
import { relatedRuleDocuments } from '../api/rules/rule-search.ts';
import { createResponseCache } from '../api/platform/response-cache.ts';

/** The enrichment processors and sinks, in stream order. */
export function createProcessors(deps: Deps): Processor[] {
  return [
    createForm483Processor(deps),
    createObservationsSearchSink({ search: deps.search, logger: deps.logger }),
    createObservationsGraphSink({ graph: deps.graph }),
    createRulesProcessor(deps),
    createRulesGraphSink({ graph: deps.graph, search: deps.search }),
    createRuleDocumentsProcessor(deps),
    createRulesSearchSink({ search: deps.search }),
    createFacilitiesProcessor({ bus: deps.bus, clock: deps.clock, facts: deps.facts, logger: deps.logger }),
    createFacilitiesGraphSink({ graph: deps.graph }),
    createFacilitiesSearchSink({ search: deps.search }),
    createAnalyticsProcessor({ bus: deps.bus, clock: deps.clock, facts: deps.facts, logger: deps.logger, relatedRules: crossReferenceSearch(deps), search: deps.search }),
    createAnalyticsSearchSink({ search: deps.search }),
    createAlertsProcessor({ bus: deps.bus, clock: deps.clock, store: createAlertStore(deps.graph) }),
    // Counted here: the webhook sink stores each new alert once (alerts created).
    createWebhookSink({ store: withAlertMetrics(createAlertStore(deps.graph), deps.metrics), clock: deps.clock }),
    createEmailSink({ store: createAlertStore(deps.graph), emails: createAlertEmailStore(deps.graph), clock: deps.clock, enabled: deps.mail !== null }),
  ];
}

/**
 * The rule search the CFR references' cross-references come from: the ranking of
 * `POST /v1/semantic-search`, its answers kept while the `rules` index is unchanged (the
 * analytics step recomputes many times while the facilities load, asking the same questions).
 */
function crossReferenceSearch(deps: Deps) {
  const search = { search: deps.search, embedder: deps.embedder, documents: createRuleDocumentTable(deps.search), cache: createResponseCache({ ttlMs: 24 * 60 * 60 * 1000, maxEntries: 1_000 }) };
  return relatedRuleDocuments(search, CROSS_REFERENCE_MIN_SIMILARITY);
}

/** Every step's consumer group and topics: what readiness waits on (api/health/readiness.ts). */
export function pipelineGroups(deps: Deps): Array<{ groupId: string; topics: string[] }> {
  return createProcessors(deps).map((processor) => ({ groupId: processor.groupId, topics: processor.topics }));
}

/** Group ids of the sinks: the groups `reindex` rewinds. */
export const SINK_GROUPS = ['sink.search.observations', 'sink.graph.observations', 'sink.graph.rules', 'sink.graph.facilities', 'sink.search.analytics', 'sink.search.rules', 'sink.search.facilities', 'sink.webhooks'] as const;

export interface RunningPipeline {
  processors: Processor[];
  counters: Map<string, ProcessorCounters>;
  subscriptions: Subscription[];
  stop(): Promise<void>;
}

/** Starts every processor as a consumer group on the bus. */
export async function startPipeline(deps: Deps, only?: readonly string[]): Promise<RunningPipeline> {
  await deps.bus.ensureTopics(Object.values(TOPICS));
  const processors = createProcessors(deps).filter((p) => !only || only.includes(p.groupId));
  const counters = new Map<string, ProcessorCounters>();
  const subscriptions: Subscription[] = [];
  for (const processor of processors) {
    const started = await startProcessor(processor, deps);
    counters.set(processor.groupId, started.counters);
    subscriptions.push(started.subscription);
  }
  // Webhook delivery is not a consumer group but a loop over the retry schedule in the graph
  // (enrich/sinks/webhook-dispatcher.ts); `only` selects it by name, so `reindex` never sends.
  const dispatcher =
    !only || only.includes(WEBHOOK_DISPATCHER)
      ? createWebhookDispatcher({ store: withAlertMetrics(createAlertStore(deps.graph), deps.metrics), webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock, logger: deps.logger, pollMs: deps.config.consumers.pollMs, firstRetryDelayMs: deps.config.webhooks.firstRetryDelayMs })
      : null;
  dispatcher?.start();
  // Alert e-mail: the same kind of loop over its own schedule (enrich/sinks/email-dispatcher.ts), only when SMTP is configured.
  const mailer = deps.mail;
  const emailDispatcher =
    mailer && (!only || only.includes(EMAIL_DISPATCHER))
      ? createEmailDispatcher({ emails: createAlertEmailStore(deps.graph), store: withAlertMetrics(createAlertStore(deps.graph), deps.metrics), mailer, bus: deps.bus, clock: deps.clock, logger: deps.logger, pollMs: Math.max(deps.config.consumers.pollMs, 250), firstRetryDelayMs: deps.config.webhooks.firstRetryDelayMs })
      : null;
  emailDispatcher?.start();
  return {
    processors,
    counters,
    subscriptions,
    stop: async () => {
      // Each consumer finishes and commits the batch in hand, or (a long one) abandons it uncommitted
      // at its next step; the slowest one is what a stop waits for.
      const started = performance.now();
      const pending = new Set(processors.map((p) => p.groupId));
      deps.logger.info({ steps: pending.size }, 'pipeline stopping: each step finishes or abandons the batch in hand');
      // A stop that takes long says what it waits for (an operator deciding whether to wait or kill).
      const progress = setInterval(() => deps.logger.warn({ ms: Math.round(performance.now() - started), pending: [...pending] }, 'pipeline still stopping'), 2_000);
      progress.unref();
      const took = await Promise.all([
        ...subscriptions.map(async (s, i) => {
          await s.stop();
          pending.delete(processors[i]?.groupId ?? '?');
          return { step: processors[i]?.groupId ?? '?', ms: Math.round(performance.now() - started) };
        }),
        dispatcher?.stop().then(() => ({ step: WEBHOOK_DISPATCHER, ms: Math.round(performance.now() - started) })),
        emailDispatcher?.stop().then(() => ({ step: EMAIL_DISPATCHER, ms: Math.round(performance.now() - started) })),
      ]);
      clearInterval(progress);
      const slowest = took.filter((t) => t !== undefined).sort((a, b) => b.ms - a.ms)[0];
      if (slowest) deps.logger.info({ slowest }, `pipeline stopped; slowest step ${slowest.step} took ${slowest.ms} ms`);
    },
  };
}

/**
 * Resolves once every group of the pipeline has consumed everything on its topics, checked twice
 * in a row because a processor's output becomes the next group's input.
 */
export async function waitUntilIdle(deps: Pick<Deps, 'bus'>, groupIds: readonly string[], options: { timeoutMs: number; pollMs?: number }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let idleChecks = 0;
  while (idleChecks < 2) {
    if (Date.now() > deadline) throw new Error(`pipeline not idle after ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
    const lag = await deps.bus.lag();
    const relevant = lag.filter((entry) => groupIds.includes(entry.groupId));
    const busy = relevant.some((entry) => entry.lag > 0) || groupIds.some((id) => !relevant.some((entry) => entry.groupId === id));
    idleChecks = busy ? 0 : idleChecks + 1;
  }
}
