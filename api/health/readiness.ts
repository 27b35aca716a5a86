import type { EventBus } from '../../infra/bus/event-bus.port.ts';
import type { HealthProbe } from './health.route.ts';

/** A pipeline step as readiness sees it: its consumer group and the topics it reads. */
export interface PipelineGroup {
  groupId: string;
  topics: readonly string[];
}

/** What a readiness check found: ready, or the list of what is missing. */
export interface ReadinessReport {
  ready: boolean;
  stores: Record<string, { status: 'up' | 'down'; detail?: string }>;
  pipeline: {
    /** True once every step had read everything on its topics at least once since this process started. */
    caught_up: boolean;
    /** Messages the steps have yet to read, summed (at this check). */
    lag: number;
    /** Steps with unread messages, or that have not consumed their non-empty topics at all yet. */
    behind: string[];
  };
  /** Human-readable reasons the instance is not ready; empty when ready. */
  missing: string[];
}

/**
 * Readiness for a load balancer: answer traffic only when the stores are reachable and the first
 * enrichment catch-up is done, so a cold instance is not routed to while its stores are empty.
 *
 * The catch-up is read from the bus, the shared source of truth, not from an in-process flag: an
 * API process with no pipeline of its own (compose's `api` next to `enrich`) sees the enrichment
 * process's committed offsets the same way. It is latched: once every step has caught up, new
 * ingestion (lag growing again) does not take the instance out of rotation; only an unreachable
 * store does. A step whose group has never committed counts as caught up only when its topics are
 * empty (nothing to consume), so an idle first start becomes ready and a busy one waits.
 */
export function createReadinessCheck(deps: {
  probes: readonly HealthProbe[];
  bus: Pick<EventBus, 'lag' | 'topics'>;
  groups: readonly PipelineGroup[];
  probeTimeoutMs?: number;
}): { check(): Promise<ReadinessReport> } {
  let caughtUp = false;
  const timeoutMs = deps.probeTimeoutMs ?? 2_000;

  async function pipelineState(): Promise<{ lag: number; behind: string[] } | { error: string }> {
    try {
      const [lag, topics] = await Promise.all([deps.bus.lag(), deps.bus.topics()]);
      const endOf = new Map<string, number>();
      for (const t of topics) endOf.set(t.topic, (endOf.get(t.topic) ?? 0) + t.endOffset);
      let total = 0;
      const behind: string[] = [];
      for (const group of deps.groups) {
        const rows = lag.filter((entry) => entry.groupId === group.groupId);
        const groupLag = rows.reduce((sum, entry) => sum + entry.lag, 0);
        // A topic the group has no committed position on, with messages in it: not started yet.
        const unread = group.topics.filter((topic) => !rows.some((entry) => entry.topic === topic)).reduce((sum, topic) => sum + (endOf.get(topic) ?? 0), 0);
        total += groupLag + unread;
        if (groupLag + unread > 0) behind.push(group.groupId);
      }
      return { lag: total, behind };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    async check() {
      const [stores, pipeline] = await Promise.all([
        Promise.all(deps.probes.map(async (probe) => [probe.name, await probeWithin(probe, timeoutMs)] as const)),
        pipelineState(),
      ]);
      const missing: string[] = [];
      for (const [name, result] of stores) if (result.status === 'down') missing.push(`${name} unreachable${result.detail ? `: ${result.detail}` : ''}`);
      let lag = 0;
      let behind: string[] = [];
      if ('error' in pipeline) {
        missing.push(`pipeline progress unreadable: ${pipeline.error}`);
      } else {
        ({ lag, behind } = pipeline);
        if (lag === 0 && missing.length === 0) caughtUp = true;
      }
      if (!caughtUp && !('error' in pipeline)) missing.push(`first enrichment catch-up not done: ${lag} message(s) left${behind.length > 0 ? ` (${behind.join(', ')})` : ''}`);
      return { ready: missing.length === 0, stores: Object.fromEntries(stores), pipeline: { caught_up: caughtUp, lag, behind }, missing };
    },
  };
}

async function probeWithin(probe: HealthProbe, timeoutMs: number): Promise<{ status: 'up' | 'down'; detail?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    // Only status and detail: a probe's extras (the bus lists its consumers) are not readiness's business.
    const { status, detail } = await Promise.race([
      probe.check(),
      new Promise<{ status: 'down'; detail: string }>((resolve) => {
        timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
      }),
    ]);
    return detail === undefined ? { status } : { status, detail };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
