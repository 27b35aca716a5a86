import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import type { UsageAlert } from '../api/platform/rate-limits.ts';
import { type Config, ConfigError, loadConfig, processEnv } from '../infra/config.ts';
import { type Logger, createLogger } from '../infra/logger.ts';
import { threadsPerCopy } from '../infra/embedding/threads-per-copy.ts';
import { LIMITS_VIA_SUPERVISOR } from '../api/platform/rate-limits.cluster.ts';
import { type ProcessRole, ROLE_VARIABLE, supervise } from './supervisor.ts';
import { startClassifierWarmUp, warmCommand } from './classifier-warm-up.ts';

const USAGE = `regintel — regulatory intelligence for life sciences

Usage:
  regintel start [--workers N]           the API (N processes sharing the port, default: the number of cores)
                                         and one enrichment process (consumers and ingest scheduler)
  regintel api [--workers N]             the API only
  regintel enrich                        the enrichment consumers only
  regintel ingest <source|all> [--mirror DIR | --live] [--force] [--json]
                                         one run now: from the mirror (default REGINTEL_MIRROR_DIR) or the
                                         public endpoints; --force reads sources whose fingerprint is unchanged
  regintel ingest --list                 the sources, their mirror folders, topics and schedules
  regintel ingest --schedule             the ingest scheduler only (REGINTEL_INGEST_FROM, _SCHEDULES), for its own process
  regintel sources check [--json]        one live request per source: ok, needs a credential, blocked,
                                         format changed, HTTP error or unreachable, with the time taken
  regintel status [--json]               topics, offsets, consumer lag, store counts
  regintel reindex [--json]              rebuild the stores from the enriched topics
  regintel dlq list [stage] [--json]     dead letters (all stages, or dlq.<stage>) with their reason and origin
  regintel dlq replay <stage> [--json]   after a fix: republish the not-yet-replayed originals of dlq.<stage>
                                         to the topics they came from
  regintel topics [--json]               Kafka topics' partitions and replicas against the configured layout
  regintel topics migrate [topic...]     replay topics with fewer partitions/replicas than configured into
                                         the configured layout (stop enrich/ingest first)
  regintel keys create --tenant <id> --tier free|starter|pro|enterprise [--test] [--json]
  regintel keys list [--tenant <id>] [--json]
  regintel keys revoke <key-prefix>
  regintel knowledge publish [--json]   put the curated knowledge (taxonomy, regulation maps, requirements,
                                         validation rules) on enriched.knowledge; changed entries only
  regintel classify "<event text>" [--product-type drug|food|device|api] [--json]
                                         event type, confidence, severity and CFR sections of a quality event
  regintel classify --jsonl FILE         a batch: one { "text", "product_type"? } per line in, one JSON result per line out
  regintel classify --warm [--json]      embed the classifier's prototypes into the data folder's embedding cache
                                         (start and api run it once in the background)
  regintel alerts list [--tenant <id>] [--json]
                                         alert diffs, newest first, with where each webhook and e-mail stands
  regintel alerts redeliver <alert_id>   queue an alert again for its webhook and e-mail (sent by the enrichment process)
  regintel export <dataset> [--format ndjson|csv] [--out FILE] [--where name=value]...
                                         a whole dataset (observations, facilities, inspections, citations,
                                         risk-scores, rules) or the part the list filters select; stdout by default
  regintel mcp [--tenant <id>]           the MCP server over stdio for a desktop AI assistant (tools: search
                                         observations, facility profile, risk score, classify, investigate, CFR,
                                         ICH, rules, trending, alerts); no key: the local operator's own process
  regintel watchlist list --tenant <id> [--json]
                                         a tenant's watchlist entries (never their signing secrets)

Configuration comes from REGINTEL_* variables (see README.md).`;

const COMMANDS: readonly string[] = ['start', 'api', 'enrich', 'ingest', 'sources', 'status', 'reindex', 'dlq', 'topics', 'keys', 'knowledge', 'classify', 'alerts', 'watchlist', 'export', 'mcp'];

/** Entry point of the `regintel` bin; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      mirror: { type: 'string' },
      tenant: { type: 'string' },
      tier: { type: 'string' },
      test: { type: 'boolean', default: false },
      schedule: { type: 'boolean', default: false },
      live: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'product-type': { type: 'string' },
      jsonl: { type: 'string' },
      warm: { type: 'boolean', default: false },
      workers: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      where: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }

  if (!COMMANDS.includes(command)) {
    process.stderr.write(`Unknown command '${command}'.\n\n${USAGE}\n`);
    return 2;
  }

  let config;
  try {
    config = loadConfig(processEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  // Commands whose stdout is data log to stderr so `--json` output stays parseable.
  const logger = createLogger({ level: config.log.level, destination: process.stderr });

  // `start` and `api` run as a supervisor over worker processes (cli/supervisor.ts); a forked
  // worker runs this same entry point with its role in the environment.
  const role = processEnv()[ROLE_VARIABLE] as ProcessRole | undefined;
  if ((command === 'start' || command === 'api') && !role) {
    const workers = values.workers === undefined ? config.api.workers : Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
      process.stderr.write('regintel: --workers takes a whole number from 1 to 64.\n');
      return 2;
    }
    if (command === 'start' || workers > 1) {
      const userThreads = processEnv().REGINTEL_EMBED_WORKERS;
      const sharedLimits = config.limits.backend === 'embedded' ? await serveEmbeddedLimits(config, logger) : null;
      return supervise({
        apiWorkers: workers,
        pipeline: command === 'start',
        logger,
        onListening: (url) => {
          process.stderr.write(`RegIntel ${command} listening on ${url} (${workers} API ${workers === 1 ? 'process' : 'processes'})\n`);
          if (config.api.warmClassifier) startClassifierWarmUp(logger);
        },
        // One model copy per API process embeds queries (the pool default, a copy per core, in each would multiply
        // memory by the number of API processes), with the cores shared out between the API
        // processes: a copy on both cores of this machine spent 23.8 ms of CPU embedding a
        // 35-token event text, on one core 16.9 ms, and two API processes whose copies each
        // claimed both cores answered 43 new classifications a second at 20 clients against 72
        // with one thread each. The enrichment process keeps the default.
        env: {
          api: {
            REGINTEL_EMBED_WORKERS: userThreads || '1',
            REGINTEL_EMBED_THREADS: processEnv().REGINTEL_EMBED_THREADS || String(apiEmbedThreads(workers)),
            ...(sharedLimits ? { [LIMITS_VIA_SUPERVISOR]: '1' } : {}),
          },
        },
        execArgv: { pipeline: heapCeiling(config.api.pipelineHeapMb), api: heapCeiling(config.api.apiHeapMb) },
      }).finally(() => sharedLimits?.close());
    }
  }
  if (role === 'pipeline' && config.api.pipelineNice > 0) {
    // Before any thread starts, so the embedding threads inherit it (Linux niceness is per thread).
    try {
      setPriority(config.api.pipelineNice);
    } catch (error) {
      logger.warn({ err: error }, 'could not lower the enrichment process priority');
    }
  }
  // The warm-up child opens the embedding cache only, beside a starting service
  // (cli/classifier-warm-up.ts): it skips the other commands' modules (about 90 MB of its peak).
  if (command === 'classify' && values.warm) return warmCommand(config, logger, values.json);
  // The commands and their stores load only now: a supervisor process never needs them.
  const { runCommand } = await import('./run-command.ts');
  return runCommand({ command, rest, values, config, logger, role });
}

/**
 * The supervisor owns the embedded rate-limit counters and answers its API workers over IPC
 * (api/platform/rate-limits.cluster.ts): one writer to limits.db, so no worker ever waits on
 * SQLite's file lock with its event loop blocked.
 */
async function serveEmbeddedLimits(config: Config, logger: Logger): Promise<{ close(): Promise<void> }> {
  const [{ default: cluster }, { join }, { createRateLimits }, { serveRateLimits }, { systemClock }] = await Promise.all([
    import('node:cluster'),
    import('node:path'),
    import('../api/platform/rate-limits.ts'),
    import('../api/platform/rate-limits.cluster.ts'),
    import('../infra/clock.ts'),
  ]);
  const late: { server?: { forwardUsageAlert(alert: UsageAlert): void; stop(): void } } = {};
  const limits = await createRateLimits({
    backend: { kind: 'sqlite', file: join(config.dataDir, 'limits.db') },
    clock: systemClock,
    upgradeUrl: config.api.upgradeUrl,
    logger,
    onUsageAlert: (alert) => late.server?.forwardUsageAlert(alert),
  });
  const server = serveRateLimits(cluster, limits);
  late.server = server;
  return {
    async close() {
      server.stop();
      await limits.close();
    },
  };
}

/** onnxruntime threads for each API process's model copy (one copy per API process): the cores shared out between them. */
export const apiEmbedThreads: (apiProcesses: number, cores?: number) => number = threadsPerCopy;

/** The Node flag for an old-space ceiling of `mb` (none for 0: V8's default). */
function heapCeiling(mb: number): string[] {
  return mb > 0 ? [`--max-old-space-size=${mb}`] : [];
}
