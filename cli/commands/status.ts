import { TOPICS } from '../../infra/bus/topics.ts';
import { type TopicLayoutCheck, checkTopicLayouts, discoverTopicLayout, migrationAdvice, withKafkaAdmin } from '../../infra/bus/topic-layout.kafka.ts';
import type { TopicLayout } from '../../infra/bus/topics.ts';
import { ANALYTICS_INDEX } from '../../enrich/sinks/analytics-index.ts';
import { type StepProgress, overall, progressBetween, sampleOf } from '../../infra/bus/pipeline-progress.ts';
import type { Deps } from '../deps.ts';

/** What `regintel status --json` prints. */
export interface StatusReport {
  data_dir: string;
  /** Per topic: messages ever appended (all partitions) and its partition count. */
  topics: Array<{ topic: string; end_offset: number; partitions: number }>;
  /**
   * Kafka only (null on the embedded bus): the layout new topics get, the topics that fall short of
   * it (fewer partitions or replicas) and what to do about them.
   */
  topic_layout: { wanted: TopicLayout; short: TopicLayoutCheck[]; advice: string | null } | null;
  consumer_groups: Array<{ group: string; topic: string; committed_offset: number; end_offset: number; lag: number }>;
  dead_letters: Record<string, number>;
  search_indices: Array<{ index: string; count: number }>;
  graph: { nodes: Record<string, number>; edges: Record<string, number> };
  /** Documents the scoring steps keep: facilities with facts, and of those with published scores. */
  facilities: { with_facts: number; scored: number; change_events: number };
  /** Analytics documents in the search index, per kind (summary, benchmark, …), and how many were ever published. */
  analytics: { documents: number; by_kind: Record<string, number>; published_records: number };
  last_ingest: Array<{ source: string; finished_at: string; read: number; published: number; unchanged: number; dlq: number }>;
  /** Sources whose latest run failed (unreachable, or a credential not set), with the reason. */
  failing_sources: Array<{ source: string; finished_at: string; error: string }>;
  /** Enrichment progress per step; rates are measured over a short second sample while work is left. */
  pipeline: { done: number; total: number; eta_seconds: number | null; steps: StepProgress[] };
}

/** Collects topics, offsets, consumer lag, DLQ depth and store counts. */
export async function collectStatus(deps: Deps, options: { rateSampleMs?: number } = {}): Promise<StatusReport> {
  await deps.bus.ensureTopics(Object.values(TOPICS));
  const [partitions, lag, indices, graph, layout] = await Promise.all([deps.bus.topics(), deps.bus.lag(), deps.search.indices(), deps.graph.counts(), topicLayoutOf(deps)]);
  const pipeline = await pipelineProgress(deps, lag, options.rateSampleMs ?? 2_000);
  const feis = deps.facts.feis();
  // Kafka reports one row per partition; the operator reads topics.
  const byTopic = new Map<string, { topic: string; endOffset: number; partitions: number }>();
  for (const row of partitions) {
    const entry = byTopic.get(row.topic) ?? { topic: row.topic, endOffset: 0, partitions: 0 };
    entry.endOffset += row.endOffset;
    entry.partitions += 1;
    byTopic.set(row.topic, entry);
  }
  const topics = [...byTopic.values()];
  return {
    data_dir: deps.config.dataDir,
    topics: topics.map((t) => ({ topic: t.topic, end_offset: t.endOffset, partitions: t.partitions })).sort((a, b) => a.topic.localeCompare(b.topic)),
    topic_layout: layout,
    consumer_groups: lag
      .map((l) => ({ group: l.groupId, topic: l.topic, committed_offset: l.committedOffset, end_offset: l.endOffset, lag: l.lag }))
      .sort((a, b) => a.group.localeCompare(b.group) || a.topic.localeCompare(b.topic)),
    dead_letters: Object.fromEntries(topics.filter((t) => t.topic.startsWith('dlq.')).map((t) => [t.topic, t.endOffset])),
    search_indices: indices,
    graph,
    facilities: {
      with_facts: feis.length,
      scored: feis.filter((fei) => deps.facts.lastPublished(fei) !== null).length,
      change_events: topics.find((t) => t.topic === TOPICS.facilityChanges)?.endOffset ?? 0,
    },
    analytics: {
      documents: indices.find((i) => i.index === ANALYTICS_INDEX)?.count ?? 0,
      // The index exists once the sink has run; before that there is nothing to count.
      by_kind: indices.some((i) => i.index === ANALYTICS_INDEX)
        ? Object.fromEntries((await deps.search.terms(ANALYTICS_INDEX, 'kind', { size: 50 })).map((t) => [t.key, t.count]))
        : {},
      published_records: topics.find((t) => t.topic === TOPICS.enrichedAnalytics)?.endOffset ?? 0,
    },
    last_ingest: deps.ledger
      .lastRuns()
      .map((r) => ({ source: r.source, finished_at: r.finished_at, read: r.read, published: r.published, unchanged: r.unchanged, dlq: r.dlq })),
    failing_sources: deps.ledger
      .lastAttempts()
      // A partial run read some of its source and is retried whole; the operator hears of both.
      .filter((r) => r.status === 'failed' || r.status === 'partial')
      .map((r) => ({ source: r.source, finished_at: r.finished_at, error: r.error ?? (r.status === 'partial' ? 'partial run: some requests failed' : 'unknown error') })),
    pipeline,
  };
}

/** The Kafka topic layout check (null on the embedded bus, or when the check itself fails: status must still answer). */
async function topicLayoutOf(deps: Deps): Promise<StatusReport['topic_layout']> {
  if (deps.config.modes.bus !== 'kafka') return null;
  const { brokers, clientId, topics } = deps.config.engines.kafka;
  try {
    return await withKafkaAdmin(brokers, clientId, async (admin) => {
      const wanted = await discoverTopicLayout(admin, topics);
      const checks = await checkTopicLayouts(admin, wanted);
      return { wanted, short: checks.filter((check) => check.problems.length > 0), advice: migrationAdvice(checks) };
    });
  } catch (err) {
    deps.logger.warn({ err }, 'could not compare the topic layout');
    return null;
  }
}

/** Progress now; while work is left, a second sample `sampleMs` later gives each step its rate. */
async function pipelineProgress(deps: Deps, lag: Awaited<ReturnType<Deps['bus']['lag']>>, sampleMs: number) {
  const first = sampleOf(lag, Date.now());
  let steps = progressBetween(null, first);
  if (sampleMs > 0 && lag.some((l) => l.lag > 0)) {
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    steps = progressBetween(first, sampleOf(await deps.bus.lag(), Date.now()));
  }
  return { ...overall(steps), steps };
}

function duration(seconds: number | null): string {
  if (seconds === null) return 'unknown';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** `regintel status [--json]`. */
export async function statusCommand(deps: Deps, options: { json: boolean; out: NodeJS.WritableStream }): Promise<number> {
  const report = await collectStatus(deps);
  if (options.json) {
    options.out.write(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `data dir: ${report.data_dir}`,
    '',
    `enrichment: ${report.pipeline.done} of ${report.pipeline.total} records consumed, ${report.pipeline.eta_seconds === 0 ? 'caught up' : `time left ${duration(report.pipeline.eta_seconds)}`}`,
    ...report.pipeline.steps.map(
      (p) =>
        `  ${p.step.padEnd(28)} ${`${p.done} / ${p.total}`.padStart(17)} ${p.total > 0 ? `${Math.floor((100 * p.done) / p.total)} %`.padStart(6) : '     -'}  ${p.rate_per_second === null ? '' : `${p.rate_per_second}/s`.padStart(9)}  ${p.eta_seconds === 0 ? 'done' : `eta ${duration(p.eta_seconds)}`}`,
    ),
    '',
    'topics (end offset, partitions):',
    ...report.topics.map((t) => `  ${t.topic.padEnd(32)} ${String(t.end_offset).padStart(8)} ${String(t.partitions).padStart(3)}`),
    ...(report.topic_layout
      ? [
          `topic layout for new topics: ${report.topic_layout.wanted.partitions} partitions, replication factor ${report.topic_layout.wanted.replicationFactor}, min.insync.replicas ${report.topic_layout.wanted.minInsyncReplicas} (table topics: 1 partition)`,
          ...(report.topic_layout.advice ? [`WARNING: ${report.topic_layout.advice}`] : []),
        ]
      : []),
    '',
    'consumer groups (committed / end / lag):',
    ...report.consumer_groups.map((g) => `  ${g.group.padEnd(28)} ${g.topic.padEnd(28)} ${g.committed_offset} / ${g.end_offset} / ${g.lag}`),
    '',
    'search indices:',
    ...report.search_indices.map((i) => `  ${i.index.padEnd(20)} ${i.count}`),
    '',
    `graph nodes: ${Object.entries(report.graph.nodes).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    `graph edges: ${Object.entries(report.graph.edges).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    '',
    `facilities: ${report.facilities.with_facts} with facts, ${report.facilities.scored} scored (composite v2.0 + predictive), ${report.facilities.change_events} change events`,
    `analytics: ${report.analytics.documents} documents (${Object.entries(report.analytics.by_kind).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}), ${report.analytics.published_records} records published`,
    '',
    `dead letters: ${Object.entries(report.dead_letters).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    '',
    'last ingest per source:',
    ...report.last_ingest.map((r) => `  ${r.source.padEnd(30)} ${r.finished_at}  read ${r.read} published ${r.published} unchanged ${r.unchanged} dlq ${r.dlq}`),
    ...(report.failing_sources.length > 0
      ? ['', 'failing sources (retried on their schedule):', ...report.failing_sources.map((r) => `  ${r.source.padEnd(30)} ${r.finished_at}  ${r.error}`)]
      : []),
  ];
  options.out.write(`${lines.join('\n')}\n`);
  return 0;
}
