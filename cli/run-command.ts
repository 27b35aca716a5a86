import { liveSettings, liveTarget } from '../ingest/ingest-plan.ts';
import { CONNECTORS } from '../ingest/sources/index.ts';
import { systemClock } from '../infra/clock.ts';
import { sourcesCheckCommand } from './commands/sources-check.ts';
import { type Config, processEnv } from '../infra/config.ts';
import { LIMITS_VIA_SUPERVISOR } from '../api/platform/rate-limits.cluster.ts';
import type { Logger } from '../infra/logger.ts';
import { classifyCommand } from './commands/classify.ts';
import { ingestCommand, listSources } from './commands/ingest.ts';
import { keysCommand } from './commands/keys.ts';
import { knowledgeCommand } from './commands/knowledge.ts';
import { reindexCommand } from './commands/reindex.ts';
import { dlqCommand } from './commands/dlq.ts';
import { topicsCommand } from './commands/topics.ts';
import { startCommand } from './commands/start.ts';
import { statusCommand } from './commands/status.ts';
import { alertsCommand } from './commands/alerts.ts';
import { watchlistCommand } from './commands/watchlist.ts';
import { exportCommand } from './commands/export.ts';
import { mcpCommand } from './commands/mcp.ts';
import { createAlertStore } from '../enrich/alerts/alert-store.ts';
import { createAlertEmailStore } from '../enrich/alerts/email-store.ts';
import { closeDeps, createDeps } from './deps.ts';
import { answerClusterMetrics } from '../infra/metrics/cluster-metrics.ts';
import { startMetricsServer } from '../infra/metrics/metrics-server.ts';
import { type ProcessRole, announceReady } from './supervisor.ts';

export interface CommandLine {
  command: string;
  rest: string[];
  values: {
    json: boolean;
    mirror?: string | undefined;
    tenant?: string | undefined;
    tier?: string | undefined;
    test: boolean;
    schedule: boolean;
    live: boolean;
    force: boolean;
    list: boolean;
    'product-type'?: string | undefined;
    jsonl?: string | undefined;
    warm?: boolean | undefined;
    format?: string | undefined;
    out?: string | undefined;
    where?: string[] | undefined;
  };
  config: Config;
  logger: Logger;
  /** Set in a worker forked by the supervisor. */
  role: ProcessRole | undefined;
}

/** Runs one `regintel` command with its stores open; returns the exit code. */
export async function runCommand({ command, rest, values, config, logger, role }: CommandLine): Promise<number> {
  // Asks the public endpoints only: no store is opened.
  if (command === 'sources') return sourcesCommand(rest, values.json, config);
  // Talks to the Kafka admin API only: no store is opened.
  if (command === 'topics') return topicsCommand(rest, { json: values.json, config, logger, out: process.stdout, err: process.stderr });
  const deps = await createDeps(config, logger, { role: role ?? command, limitsViaSupervisor: role === 'api' && processEnv()[LIMITS_VIA_SUPERVISOR] === '1' });
  // A worker of the supervisor hands its metrics over when the supervisor aggregates a scrape.
  if (role) answerClusterMetrics([deps.metrics.app, deps.metrics.process]);
  // Run alone (compose's enrich and ingest containers), a process with no API port serves its own /metrics.
  else if ((command === 'enrich' || (command === 'ingest' && values.schedule)) && config.metrics.enabled && config.metrics.port !== null) {
    const served = await startMetricsServer({ host: config.api.host, port: config.metrics.port, token: config.metrics.token, collect: () => deps.metrics.text() });
    logger.info({ url: served.url }, 'metrics served');
  }

  switch (command) {
    case 'start':
    case 'api':
    case 'enrich': {
      const parts =
        role === 'api'
          ? { api: true, pipeline: false, scheduler: false }
          : role === 'pipeline'
            ? { api: false, pipeline: true, scheduler: true }
            : { api: command !== 'enrich', pipeline: command !== 'api', scheduler: command === 'start' };
      const running = await startCommand(deps, parts);
      if (role) announceReady(role, running.url);
      else if (running.url) process.stderr.write(`RegIntel ${command} listening on ${running.url}\n`);
      await new Promise<void>((resolve) => {
        const shutdown = () => resolve();
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
      });
      await running.stop();
      const closing = performance.now();
      await closeDeps(deps);
      logger.info({ ms: Math.round(performance.now() - closing) }, 'stores closed');
      exitSoonAfterClose(logger);
      return 0;
    }
    case 'ingest': {
      if (values.schedule) {
        const running = await startCommand(deps, { api: false, pipeline: false, scheduler: true });
        await new Promise<void>((resolve) => {
          process.once('SIGINT', () => resolve());
          process.once('SIGTERM', () => resolve());
        });
        await running.stop();
        await closeDeps(deps);
        return 0;
      }
      if (values.list) {
        process.stdout.write(listSources(config.ingest, values.json));
        await closeDeps(deps);
        return 0;
      }
      if (values.live && values.mirror) {
        process.stderr.write('regintel ingest: choose --mirror DIR or --live, not both.\n');
        await closeDeps(deps);
        return 2;
      }
      const mirrorDir = values.mirror ? (await import('node:path')).resolve(values.mirror) : config.mirrorDir;
      if (!values.live && !mirrorDir) {
        process.stderr.write('regintel ingest needs --mirror DIR (or REGINTEL_MIRROR_DIR) to read the offline mirror, or --live to fetch the public endpoints.\n');
        await closeDeps(deps);
        return 2;
      }
      const code = await ingestCommand(deps, {
        source: rest[0] ?? 'all',
        target: values.live || !mirrorDir ? liveTarget(config.ingest) : { mode: 'mirror', mirrorDir },
        force: values.force,
        json: values.json,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'status': {
      const code = await statusCommand(deps, { json: values.json, out: process.stdout });
      await closeDeps(deps);
      return code;
    }
    case 'keys': {
      const code = await keysCommand(deps.apiKeys, {
        action: rest[0],
        argument: rest[1],
        tenant: values.tenant,
        tier: values.tier,
        test: values.test,
        json: values.json,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'knowledge': {
      const code = await knowledgeCommand(deps, rest, { json: values.json, out: process.stdout, err: process.stderr });
      await closeDeps(deps);
      return code;
    }
    case 'classify': {
      const code = await classifyCommand(deps, {
        text: rest.length > 0 ? rest.join(' ') : undefined,
        productType: values['product-type'],
        json: values.json,
        jsonl: values.jsonl,
        out: process.stdout,
        err: process.stderr,
      });
      await closeDeps(deps);
      return code;
    }
    case 'dlq': {
      const code = await dlqCommand(deps.bus, { action: rest[0], stage: rest[1], json: values.json, out: process.stdout, err: process.stderr });
      await closeDeps(deps);
      return code;
    }
    case 'reindex': {
      const code = await reindexCommand(deps, { json: values.json, out: process.stdout });
      await closeDeps(deps);
      return code;
    }
    case 'alerts': {
      const store = createAlertStore(deps.graph);
      const code = await alertsCommand(
        {
          store,
          emails: createAlertEmailStore(deps.graph),
          watchlist: { store, graph: deps.graph, webhooks: deps.webhooks, bus: deps.bus, clock: deps.clock },
          tenants: async () => [...new Set((await deps.apiKeys.list()).map((key) => key.tenantId))],
          clock: deps.clock,
          mailConfigured: deps.mail !== null,
        },
        { action: rest[0], argument: rest[1], tenant: values.tenant, json: values.json, out: process.stdout, err: process.stderr },
      );
      await closeDeps(deps);
      return code;
    }
    case 'mcp': {
      const code = await mcpCommand(deps, { tenant: values.tenant });
      await closeDeps(deps);
      return code;
    }
    case 'export': {
      const code = await exportCommand(deps.search, { dataset: rest[0], format: values.format, out: values.out, where: values.where ?? [], stdout: process.stdout, stderr: process.stderr });
      await closeDeps(deps);
      return code;
    }
    case 'watchlist': {
      const code = await watchlistCommand(createAlertStore(deps.graph), { action: rest[0], tenant: values.tenant, json: values.json, out: process.stdout, err: process.stderr });
      await closeDeps(deps);
      return code;
    }
    default:
      // main() turns unknown commands away before any store opens.
      await closeDeps(deps);
      throw new Error(`unknown command '${command}'`);
  }
}

/** Seconds a source's check waits for an answer: short, so a user without network hears at once. */
const SOURCE_CHECK_TIMEOUT_MS = 4_000;

/** `regintel sources check [--json]`. */
async function sourcesCommand(rest: string[], json: boolean, config: Config): Promise<number> {
  if (rest[0] !== 'check') {
    process.stderr.write(`regintel sources: unknown action '${rest[0] ?? ''}'; try 'regintel sources check [--json]'.\n`);
    return 2;
  }
  return sourcesCheckCommand({
    connectors: CONNECTORS,
    settings: (connector) => liveSettings(config.ingest, connector),
    userAgent: config.ingest.userAgent,
    timeoutMs: SOURCE_CHECK_TIMEOUT_MS,
    clock: systemClock,
    json,
    out: process.stdout,
  });
}

/** How long a long-running command may linger once its stores are closed. */
const LINGER_AFTER_CLOSE_MS = 1_000;

/**
 * Everything is committed and the stores are closed; the process ends when its event loop drains.
 * A job that could not see the stop in time (an ingest run deep in parsing a large file on a busy
 * machine) would still hold the loop and overrun the 10 s a process has to stop: past a short
 * linger, the process exits anyway. The timer is unref'd, so a clean stop exits without waiting.
 */
function exitSoonAfterClose(logger: Logger): void {
  setTimeout(() => {
    logger.warn({ ms: LINGER_AFTER_CLOSE_MS }, 'work still pending after the stores closed; exiting without it (it is read again on the next start)');
    process.exit(process.exitCode ?? 0);
  }, LINGER_AFTER_CLOSE_MS).unref();
}
