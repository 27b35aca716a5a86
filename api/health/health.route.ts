import { z } from 'zod';
import type { Clock } from '../../infra/clock.ts';
import { type StepProgress, overall } from '../../infra/bus/pipeline-progress.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { defineRoute } from '../platform/route.ts';

/** A backend as health sees it: a name and a probe. */
export interface HealthProbe {
  name: string;
  check(): Promise<{ status: 'up' | 'down'; detail?: string }>;
}

/** Per-source freshness: when each source last ingested successfully. */
export type FreshnessSource = () => Array<{ source: string; finished_at: string; published: number }>;

const Check = z.object({
  status: z.enum(['up', 'down']).describe('up when the backend answered its probe.'),
  detail: z.string().optional().describe('Why a backend is down.'),
  latency_ms: z.number().describe('Probe time.'),
});

export const HealthResponse = z
  .object({
    data: z.object({
      status: z.enum(['ok', 'degraded', 'down']).describe('ok: every backend up; down: one or more backends down (answered with 503).'),
      version: z.string().describe('Service version.'),
      uptime_seconds: z.number().int(),
      checks: z.record(z.string(), Check).describe('One probe per backend: bus, search, graph, embedder.'),
      data_freshness: z
        .record(z.string(), z.object({ last_ingested_at: z.string(), records_published: z.number().int() }))
        .describe('Per source: time of the last successful ingest run.'),
      ingestion: z
        .record(
          z.string(),
          z.object({
            status: z
              .enum(['ok', 'unchanged', 'partial', 'absent', 'failed'])
              .describe('Outcome of the latest run: partial when a request for part of the source failed (that part is retried next run); failed when the source could not be read.'),
            mode: z.enum(['mirror', 'live']).optional(),
            check: z
              .enum(['ok', 'needs_credential', 'blocked', 'format_changed', 'http_error', 'unreachable'])
              .optional()
              .describe("Live runs: what the source's latest answer says, as `regintel sources check` reports it (blocked: the publisher's bot protection)."),
            last_run_at: z.string(),
            error: z.string().optional().describe('Why the latest run failed; the source is retried on its schedule.'),
          }),
        )
        .describe('Per source: the latest ingest run, successful or not.'),
      pipeline: z
        .object({
          status: z.enum(['idle', 'working']).describe('working while any step has records left to consume.'),
          done: z.number().int().describe('Records consumed, summed over the steps.'),
          total: z.number().int().describe('Records on the steps\' topics, summed.'),
          eta_seconds: z.number().int().nullable().describe('Seconds until the slowest step catches up at its rate over the last minute; null while unknown.'),
          steps: z
            .array(
              z.object({
                step: z.string().describe('Consumer group.'),
                done: z.number().int(),
                total: z.number().int(),
                rate_per_second: z.number().nullable().describe('Over the last minute; null until this API process has sampled twice.'),
                eta_seconds: z.number().int().nullable(),
              }),
            )
            .describe('One entry per enrichment step.'),
        })
        .nullable()
        .describe('Enrichment progress; null when the bus cannot be read.'),
    }),
    meta: z.object({ requestId: z.string(), processingTimeMs: z.number().int() }),
  })
  .meta({ id: 'Health' });

/**
 * `GET /v1/health`: no key needed. Probes every backend in parallel with a timeout; answers 503
 * naming the backend when one is down, so load balancers and users see the same truth.
 */
export function createHealthRoute(deps: {
  probes: readonly HealthProbe[];
  freshness: FreshnessSource;
  /** Latest run per source, failed ones included. */
  ingestion?: () => IngestRunSummary[];
  /** Enrichment progress per step. */
  progress?: () => Promise<StepProgress[]>;
  clock: Clock;
  version: string;
  startedAt: Date;
}) {
  return defineRoute({
    method: 'get',
    path: '/v1/health',
    operationId: 'getHealth',
    summary: 'Service health: a check per backend and data freshness per source',
    tag: 'Platform',
    family: 'platform',
    tier: 'none',
    request: {},
    response: HealthResponse,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ requestId, startedAt }) => {
      const results = await Promise.all(deps.probes.map(async (probe) => [probe.name, await timedProbe(probe)] as const));
      const checks = Object.fromEntries(results);
      const down = results.filter(([, check]) => check.status === 'down').length;
      const status: 'ok' | 'down' = down === 0 ? 'ok' : 'down';
      const dataFreshness = Object.fromEntries(
        deps.freshness().map((run) => [run.source, { last_ingested_at: run.finished_at, records_published: run.published }]),
      );
      const ingestion = Object.fromEntries(
        (deps.ingestion?.() ?? []).map((run) => [
          run.source,
          { status: run.status, ...(run.mode ? { mode: run.mode } : {}), ...(run.check ? { check: run.check } : {}), last_run_at: run.finished_at, ...(run.error ? { error: run.error } : {}) },
        ]),
      );
      const pipeline = await pipelineProgress(deps.progress);
      return {
        status: down === 0 ? 200 : 503,
        ...(down === 0 ? {} : { headers: { 'Retry-After': '5' } }),
        body: {
          data: {
            status,
            version: deps.version,
            uptime_seconds: Math.floor((deps.clock.now().getTime() - deps.startedAt.getTime()) / 1000),
            checks,
            data_freshness: dataFreshness,
            ingestion,
            pipeline,
          },
          meta: { requestId, processingTimeMs: Math.round(performance.now() - startedAt) },
        },
      };
    },
  });
}

const PROBE_TIMEOUT_MS = 2000;

/** The pipeline block; null when there is no bus to read (it is reported down in `checks`). */
async function pipelineProgress(progress: (() => Promise<StepProgress[]>) | undefined) {
  if (!progress) return null;
  try {
    const steps = await progress();
    const total = overall(steps);
    return { status: total.done < total.total ? ('working' as const) : ('idle' as const), ...total, steps };
  } catch {
    return null;
  }
}

async function timedProbe(probe: HealthProbe): Promise<z.infer<typeof Check>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      probe.check(),
      new Promise<{ status: 'down'; detail: string }>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${PROBE_TIMEOUT_MS} ms` }), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { ...result, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error), latency_ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
