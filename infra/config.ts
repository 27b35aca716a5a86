import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultEmbedWorkers } from './embedding/threads-per-copy.ts';

/**
 * Configuration: one zod schema over the `REGINTEL_*` variables and `PORT`.
 *
 * Defaults give the embedded mode (no servers: SQLite files in the data folder), so `npm start`
 * needs nothing set. `loadConfig` is pure (it takes the environment as an argument) and reports
 * every problem at once. Nothing else in the code base reads `process.env` (a lint rule holds it).
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalPath = z
  .string()
  .trim()
  .min(1)
  .optional();

const EnvSchema = z.object({
  REGINTEL_DATA_DIR: z.string().trim().min(1).default('./data').describe('Folder for the embedded SQLite files and caches.'),
  REGINTEL_MODEL_DIR: optionalPath.describe(
    'Folder holding all-MiniLM-L6-v2 and bge-small-en-v1.5 (as in ../shared/models; the classifier uses the second). Unset: a `models` folder beside the mirror or ../shared/models when one holds the model, else it is downloaded once into the data folder.',
  ),
  REGINTEL_MIRROR_DIR: optionalPath.describe('Offline mirror laid out as ../shared/data; `npm start` ingests from it at start-up.'),
  REGINTEL_MODE: z
    .enum(['embedded', 'engines'])
    .default('embedded')
    .describe('The one switch: engines selects Kafka, Elasticsearch and Neo4j (each overridable below).'),
  REGINTEL_BUS: z.enum(['embedded', 'kafka']).optional(),
  REGINTEL_SEARCH: z.enum(['embedded', 'elasticsearch']).optional(),
  REGINTEL_GRAPH: z.enum(['embedded', 'neo4j']).optional(),
  REGINTEL_KAFKA_BROKERS: z.string().trim().min(1).default('127.0.0.1:9092').describe('Comma-separated host:port list.'),
  REGINTEL_KAFKA_CLIENT_ID: z.string().trim().min(1).default('regintel'),
  REGINTEL_KAFKA_PARTITIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('Partitions of each new topic (table topics keep 1). Default: 6 on a cluster of 2 or more brokers, 1 on a single broker.'),
  REGINTEL_KAFKA_REPLICATION_FACTOR: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .optional()
    .describe('Replicas of each new topic. Default: the number of brokers, at most 3.'),
  REGINTEL_KAFKA_MIN_INSYNC_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .optional()
    .describe('min.insync.replicas of each new topic (acks=all waits for this many). Default: replication factor - 1, at least 1.'),
  REGINTEL_ELASTICSEARCH_SHARDS: z.coerce.number().int().min(1).max(64).default(1).describe('Primary shards of each new index.'),
  REGINTEL_ELASTICSEARCH_REPLICAS: z.coerce.number().int().min(0).max(8).default(0).describe('Replica shards of each new index (1 or more on a cluster of several nodes).'),
  REGINTEL_ELASTICSEARCH_URL: z.string().trim().url().default('http://127.0.0.1:9200'),
  REGINTEL_ELASTICSEARCH_INDEX_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'lowercase letters, digits, _ . -')
    .default('regintel-'),
  REGINTEL_NEO4J_URL: z
    .string()
    .trim()
    .regex(/^(?:bolt|neo4j)(?:\+s|\+ssc)?:\/\/\S+$/, 'bolt://host:port (one server) or neo4j://host:port (a cluster: routing driver)')
    .default('bolt://127.0.0.1:7687')
    .describe('bolt:// for one server; neo4j:// for a cluster: the routing driver sends reads to followers/read replicas and writes to the leader.'),
  REGINTEL_NEO4J_USER: z.string().trim().min(1).optional(),
  REGINTEL_NEO4J_PASSWORD: z.string().min(1).optional(),
  REGINTEL_NEO4J_DATABASE: z.string().trim().min(1).default('neo4j'),
  REGINTEL_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REGINTEL_HOST: z.string().trim().min(1).default('127.0.0.1').describe('Address the API binds to (0.0.0.0 in containers).'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  REGINTEL_INGEST_FROM: z
    .enum(['mirror', 'live', 'none'])
    .optional()
    .describe('Where scheduled ingestion reads: the offline mirror, the public endpoints, or nothing. Default: mirror when REGINTEL_MIRROR_DIR is set, else live.'),
  REGINTEL_INGEST_SCHEDULES: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+=[^;=]+(?:;[a-z0-9-]+=[^;=]+)*$/, 'source=<cron>;source=<cron>')
    .optional()
    .describe("Per-source node-cron overrides, e.g. 'ctgov-studies=0 */6 * * *;ecfr-title21=0 2 * * *'. Each connector has a sensible default."),
  REGINTEL_INGEST_ON_START: booleanFlag.optional().describe('Ingest every source once at start-up; defaults to true when ingestion is on.'),
  REGINTEL_SOURCE_URLS: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+=https?:\/\/[^,\s]+(?:,[a-z0-9-]+=https?:\/\/[^,\s]+)*$/, 'source=<url>,source=<url>')
    .optional()
    .describe('Per-source base URL overrides (an internal proxy or mirror), e.g. ecfr-title21=https://proxy.example/ecfr.'),
  REGINTEL_SOURCE_FILES: z
    .string()
    .trim()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'a JSON object: {"source": "https://...", "source": {"label": "https://..."}}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^[a-z0-9-]+$/, 'a source name'), z.union([z.url({ protocol: /^https?$/ }), z.record(z.string().min(1), z.url({ protocol: /^https?$/ }))])))
    .optional()
    .describe(
      'Per-source direct file URLs, a JSON object, for pages behind fda.gov bot protection or moved ICH PDFs, e.g. {"fda-clinical-investigators":"https://www.fda.gov/media/<id>/download","fda-inspection-observations":{"FY2024":"https://www.fda.gov/media/<id>/download"},"ich-guidelines":{"Q9(R1)":"https://database.ich.org/..."}}.',
    ),
  REGINTEL_FDA_DASHBOARD_PAGE_SIZE: z.coerce.number().int().min(50).max(5000).default(5000).describe('Rows per FDA Data Dashboard request (FDA documents 5,000 at most); a refused size is halved and the page asked again.'),
  REGINTEL_CTGOV_HISTORY_ENDPOINT: booleanFlag
    .default(false)
    .describe("Also read each study's version list from ClinicalTrials.gov's undocumented website endpoint /api/int/studies/{nct}/history; off: the versions observed between runs are the history."),
  REGINTEL_FDA_DASHBOARD_USER: z.string().trim().email().optional().describe('FDA Data Dashboard API account e-mail (Authorization-User).'),
  REGINTEL_FDA_DASHBOARD_KEY: z.string().trim().min(1).optional().describe('FDA Data Dashboard API key (Authorization-Key). Secret.'),
  REGINTEL_OPENFDA_API_KEY: z.string().trim().min(1).optional().describe('openFDA API key (raises the cap to 120,000 requests a day). Secret.'),
  REGINTEL_ECFR_PARTS: z
    .string()
    .trim()
    .regex(/^\d{1,4}(?:\s*,\s*\d{1,4})*$/, 'comma-separated part numbers')
    .default('11,210,211,312,314,110,117,820')
    .describe('Title 21 parts fetched from the eCFR API.'),
  REGINTEL_ECFR_DATE: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional()
    .describe('Point-in-time date for eCFR fetches; unset: the current edition.'),
  REGINTEL_CTGOV_QUERY: z.string().trim().min(1).default('AREA[StudyType]INTERVENTIONAL').describe('ClinicalTrials.gov v2 query.term for live fetches.'),
  REGINTEL_CTGOV_MAX_STUDIES: z.coerce.number().int().min(1).max(1_000_000).default(5_000).describe('Most study versions one ClinicalTrials.gov run fetches.'),
  REGINTEL_INGEST_MAX_RECORDS: z.coerce.number().int().min(1).default(1_000_000).describe('Most records one live run of a paged source fetches.'),
  REGINTEL_HTTP_USER_AGENT: z
    .string()
    .trim()
    .min(1)
    .default('RegIntel/0.1 (+https://regintel.example.com/bot)')
    .describe('User-Agent of live fetchers; public APIs ask for a contact.'),
  // One text per task: on this project's 2-core machine padding a batch to its longest text cost
  // more than batching saved (2026-12-06, 400 rule passages of up to 640 characters, one model copy
  // on 2 threads: 44-51 passages/s one at a time, 41 in batches of 8, 27 in 32; at 1,600 characters
  // 26.6 against 24.5). Both models now embed one text per forward pass whatever this says (their
  // activations are quantized per tensor: see EMBEDDING_MODELS); it still sizes the pool's tasks.
  REGINTEL_EMBED_BATCH_SIZE: z.coerce.number().int().min(1).max(256).default(1).describe('Texts per task of the embedding workers (each text still gets its own forward pass).'),
  REGINTEL_EMBED_MAX_TOKENS: z.coerce
    .number()
    .int()
    .min(16)
    .max(512)
    .default(256)
    .describe('Token cap per embedded text; 256 is the max_seq_length all-MiniLM-L6-v2 was trained with.'),
  REGINTEL_EMBED_WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .optional()
    .describe('Worker threads that run the embedding model (one model copy each); 0 runs it on the main thread. Default: the number of cores (one single-threaded copy each).'),
  REGINTEL_EMBED_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .optional()
    .describe(
      "onnxruntime intra-op threads per embedding model copy. Default: cores ÷ copies; `regintel start`/`api` give each API process cores ÷ API processes, so the API processes' copies never claim more cores than there are.",
    ),
  REGINTEL_API_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .optional()
    .describe('API processes of `regintel start` / `regintel api` sharing the port. Default: the number of cores.'),
  REGINTEL_PIPELINE_NICE: z.coerce
    .number()
    .int()
    .min(0)
    .max(19)
    .default(10)
    .describe('CPU niceness of the enrichment process under `regintel start`, so API workers get the cores first; 0 = same priority.'),
  /**
   * Old-space ceiling of the enrichment process, MB. Why: its live heap stays near 300 MB, but
   * V8 sizes the old space from the machine's memory (GBs here) and lets garbage from batch work
   * pile up to several times that before a full collection; a ceiling makes it collect sooner
   * and keeps `npm start` inside its memory budget. 0 leaves V8's default.
   */
  REGINTEL_PIPELINE_HEAP_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_536)
    .default(1_024)
    .describe('Old-space ceiling (MB) of the enrichment process under `regintel start`; 0 = V8 default.'),
  /**
   * Old-space ceiling of each supervised API process, MB. Why: the same lazy growth. An API
   * process's live heap measured 76–145 MB (the mirror, and 100× its observations) while, at 20
   * clients asking new questions, V8 let garbage grow the heap to 430 MB and the process to
   * 600–700 MB RSS; at 320 it stays near 400 MB RSS and serves as fast. 0 leaves V8's default.
   */
  REGINTEL_API_HEAP_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_536)
    .default(320)
    .describe('Old-space ceiling (MB) of each API process that `regintel start` or `regintel api --workers N` (N > 1) forks; 0 = V8 default.'),
  REGINTEL_CLASSIFIER_WARM_UP: booleanFlag
    .default(true)
    .describe('`regintel start` and `regintel api --workers N` embed the event classifier\'s prototypes into the embedding cache in a background child process once the API listens, so the first classification does not (cli/classifier-warm-up.ts).'),
  REGINTEL_VERSION_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .describe(
      'How long (ms) an API process reuses the index version it last read before asking the store again; an answer may then trail a write by this long. Default: 250 on Elasticsearch (each read is a round trip), 0 embedded (each read is a local lookup).',
    ),
  REGINTEL_LIMITS: z.enum(['embedded', 'redis']).default('embedded').describe('Where rate-limit counters live: a SQLite file, or Redis shared by several API processes.'),
  REGINTEL_REDIS_URL: z.string().trim().url().default('redis://127.0.0.1:6379').describe('Redis for REGINTEL_LIMITS=redis.'),
  REGINTEL_UPGRADE_URL: z.string().trim().url().default('https://regintel.example.com/pricing').describe('Link sent with QUOTA_EXCEEDED.'),
  REGINTEL_CONSUMER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  REGINTEL_WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:[\]-]+(?:\s*,\s*[A-Za-z0-9.:[\]-]+)*$/, 'comma-separated host names or IP addresses')
    .optional()
    .describe('Webhook hosts exempt from the private-address check (SPEC-DECISIONS 15), for private deployments and tests; empty by default. HTTPS is still required.'),
  REGINTEL_WEBHOOK_CA_FILE: optionalPath.describe('PEM file of an extra CA trusted for webhook HTTPS, besides the public roots (a private receiver, tests).'),
  REGINTEL_WEBHOOK_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, '64 hex characters (32 bytes)')
    .optional()
    .describe('Key that encrypts webhook signing secrets at rest (AES-256-GCM). Unset: a key file is created in the data folder. Set it when the graph is Neo4j. Secret.'),
  REGINTEL_WEBHOOK_FIRST_RETRY_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000)
    .describe('Wait after a first failed alert delivery (webhook or e-mail); it doubles after each further failure, ±20 % jitter, for 24 hours (docs/webhooks.md). Lower it only for tests and benchmarks.'),
  REGINTEL_SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/, 'smtp://[user:password@]host[:port] or smtps://…')
    .optional()
    .describe(
      'SMTP server for alert e-mails to watchlist entries with notification_email, e.g. smtp://user:pass@mail.example.com:587 (STARTTLS when offered) or smtps://… (TLS). Unset: no e-mail is sent. Secret (may hold a password).',
    ),
  REGINTEL_SMTP_FROM: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .regex(/^[^\r\n]+$/, 'one line')
    .default('RegIntel Alerts <alerts@regintel.example.com>')
    .describe('From address of alert e-mails (an address, or "Name <address>").'),
  REGINTEL_METRICS: z.enum(['on', 'off']).default('on').describe('Prometheus metrics at /metrics on the API port; off answers 404 there.'),
  REGINTEL_METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'at least 16 characters')
    .optional()
    .describe('When set, /metrics requires `Authorization: Bearer <token>` (compared in constant time). Secret.'),
  REGINTEL_METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe('`regintel enrich` and `regintel ingest --schedule` run alone (compose): serve their /metrics on this port too. Under `npm start` the API port already answers for every process.'),
});

/** Every environment variable the configuration reads (for docs and the compose-file test). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** The validated, nested configuration every process receives in `Deps`. */
export interface Config {
  dataDir: string;
  mirrorDir: string | null;
  modes: { bus: 'embedded' | 'kafka'; search: 'embedded' | 'elasticsearch'; graph: 'embedded' | 'neo4j' };
  engines: {
    /**
     * `topics`: layout of new topics; a null field is chosen from the broker count discovered at
     * the first topic creation (infra/bus/event-bus.kafka.ts, `defaultTopicLayout`).
     */
    kafka: { brokers: string[]; clientId: string; topics: { partitions: number | null; replicationFactor: number | null; minInsyncReplicas: number | null } };
    elasticsearch: { url: string; indexPrefix: string; shards: number; replicas: number };
    neo4j: { url: string; user: string | null; password: string | null; database: string };
  };
  /**
   * `workers`: API processes sharing the port; `pipelineNice`: CPU niceness of the enrichment process; `pipelineHeapMb`: its old-space ceiling (0: V8's default); `apiHeapMb`: each forked API process's;
   * `versionWindowMs`: how long an API process reuses an index version it read (api/platform/versioned-list.ts, `withVersionReadWindow`);
   * `warmClassifier`: embed the classifier's prototypes in a background child once the API listens.
   */
  api: { host: string; port: number; upgradeUrl: string; workers: number; pipelineNice: number; pipelineHeapMb: number; apiHeapMb: number; versionWindowMs: number; warmClassifier: boolean };
  limits: { backend: 'embedded' | 'redis'; redisUrl: string };
  log: { level: string };
  /** `workers`: embedding worker threads; 0 embeds on the calling thread. `threads`: onnxruntime threads per copy (null: cores ÷ copies). */
  embedding: { modelDir: string | null; cacheDir: string; batchSize: number; maxTokens: number; workers: number; threads: number | null };
  ingest: {
    from: 'mirror' | 'live' | 'none';
    /** Per-source cron overrides. */
    schedules: Record<string, string>;
    onStart: boolean;
    sourceUrls: Record<string, string>;
    /** Per-source direct file URLs by label (`file` for a source's one file). */
    sourceFiles: Record<string, Record<string, string>>;
    userAgent: string;
    dashboard: { user: string | null; key: string | null; pageSize: number };
    openFdaApiKey: string | null;
    ecfr: { parts: string[]; date: string | null };
    ctgov: { query: string; maxStudies: number; historyEndpoint: boolean };
    maxRecords: number;
  };
  consumers: { pollMs: number };
  /** Webhook delivery: hosts exempt from the address check, an extra CA, the key protecting stored secrets. */
  webhooks: { allowedHosts: string[]; caFile: string | null; secretKey: string | null; firstRetryDelayMs: number };
  /** Alert e-mail: the SMTP server (null: e-mail off; the URL may hold credentials, never log it) and the From address. */
  mail: { smtpUrl: string | null; from: string };
  /** Prometheus exposition at /metrics: on or off, and the bearer token a scrape must present (null: none). */
  metrics: { enabled: boolean; token: string | null; port: number | null };
}

/** Thrown by `loadConfig`; `problems` lists every invalid variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The model's folder as the shared materials lay it out (`../shared/models/all-MiniLM-L6-v2`). */
const MODEL_MARKER = join('all-MiniLM-L6-v2', 'config.json');

/**
 * A local copy of the model when REGINTEL_MODEL_DIR is unset: the `models` folder beside the mirror
 * (`../shared/data` → `../shared/models`), then `../shared/models` from the working directory.
 * Why: without one the embedder downloads the model, and on a machine that reaches only the mirror
 * every search would fail although the model sits next to the data. Null: download as before.
 */
function localModelDir(mirrorDir: string | null, cwd: string): string | null {
  const candidates = [...(mirrorDir ? [resolve(mirrorDir, '..', 'models')] : []), resolve(cwd, '..', 'shared', 'models')];
  return candidates.find((dir) => existsSync(join(dir, MODEL_MARKER))) ?? null;
}

/**
 * Parses the environment into a `Config`. Relative paths resolve against `cwd`.
 * Empty strings count as unset, so `REGINTEL_MIRROR_DIR=` switches the mirror off.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  const engines = e.REGINTEL_MODE === 'engines';
  const searchMode = e.REGINTEL_SEARCH ?? (engines ? 'elasticsearch' : 'embedded');
  const dataDir = resolve(cwd, e.REGINTEL_DATA_DIR);
  const mirrorDir = e.REGINTEL_MIRROR_DIR ? resolve(cwd, e.REGINTEL_MIRROR_DIR) : null;
  // A new user with no mirror gets the public sources: `npm start` should fill itself.
  const ingestFrom = e.REGINTEL_INGEST_FROM ?? (mirrorDir ? 'mirror' : 'live');
  if (ingestFrom === 'mirror' && !mirrorDir) throw new ConfigError(['REGINTEL_INGEST_FROM: mirror needs REGINTEL_MIRROR_DIR']);
  return {
    dataDir,
    mirrorDir,
    modes: {
      bus: e.REGINTEL_BUS ?? (engines ? 'kafka' : 'embedded'),
      search: searchMode,
      graph: e.REGINTEL_GRAPH ?? (engines ? 'neo4j' : 'embedded'),
    },
    engines: {
      kafka: {
        brokers: e.REGINTEL_KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
        clientId: e.REGINTEL_KAFKA_CLIENT_ID,
        topics: {
          partitions: e.REGINTEL_KAFKA_PARTITIONS ?? null,
          replicationFactor: e.REGINTEL_KAFKA_REPLICATION_FACTOR ?? null,
          minInsyncReplicas: e.REGINTEL_KAFKA_MIN_INSYNC_REPLICAS ?? null,
        },
      },
      elasticsearch: {
        url: e.REGINTEL_ELASTICSEARCH_URL,
        indexPrefix: e.REGINTEL_ELASTICSEARCH_INDEX_PREFIX,
        shards: e.REGINTEL_ELASTICSEARCH_SHARDS,
        replicas: e.REGINTEL_ELASTICSEARCH_REPLICAS,
      },
      neo4j: { url: e.REGINTEL_NEO4J_URL, user: e.REGINTEL_NEO4J_USER ?? null, password: e.REGINTEL_NEO4J_PASSWORD ?? null, database: e.REGINTEL_NEO4J_DATABASE },
    },
    api: {
      host: e.REGINTEL_HOST,
      port: e.PORT,
      upgradeUrl: e.REGINTEL_UPGRADE_URL,
      workers: e.REGINTEL_API_WORKERS ?? availableParallelism(),
      pipelineNice: e.REGINTEL_PIPELINE_NICE,
      pipelineHeapMb: e.REGINTEL_PIPELINE_HEAP_MB,
      apiHeapMb: e.REGINTEL_API_HEAP_MB,
      versionWindowMs: e.REGINTEL_VERSION_WINDOW_MS ?? (searchMode === 'elasticsearch' ? 250 : 0),
      warmClassifier: e.REGINTEL_CLASSIFIER_WARM_UP,
    },
    limits: { backend: e.REGINTEL_LIMITS, redisUrl: e.REGINTEL_REDIS_URL },
    log: { level: e.REGINTEL_LOG_LEVEL },
    embedding: {
      modelDir: e.REGINTEL_MODEL_DIR ? resolve(cwd, e.REGINTEL_MODEL_DIR) : localModelDir(mirrorDir, cwd),
      cacheDir: resolve(dataDir, 'models'),
      batchSize: e.REGINTEL_EMBED_BATCH_SIZE,
      maxTokens: e.REGINTEL_EMBED_MAX_TOKENS,
      workers: e.REGINTEL_EMBED_WORKERS ?? defaultEmbedWorkers(),
      threads: e.REGINTEL_EMBED_THREADS ?? null,
    },
    ingest: {
      from: ingestFrom,
      schedules: pairs(e.REGINTEL_INGEST_SCHEDULES, ';'),
      onStart: e.REGINTEL_INGEST_ON_START ?? ingestFrom !== 'none',
      sourceUrls: pairs(e.REGINTEL_SOURCE_URLS, ','),
      sourceFiles: Object.fromEntries(Object.entries(e.REGINTEL_SOURCE_FILES ?? {}).map(([source, files]) => [source, typeof files === 'string' ? { file: files } : files])),
      userAgent: e.REGINTEL_HTTP_USER_AGENT,
      dashboard: { user: e.REGINTEL_FDA_DASHBOARD_USER ?? null, key: e.REGINTEL_FDA_DASHBOARD_KEY ?? null, pageSize: e.REGINTEL_FDA_DASHBOARD_PAGE_SIZE },
      openFdaApiKey: e.REGINTEL_OPENFDA_API_KEY ?? null,
      ecfr: { parts: e.REGINTEL_ECFR_PARTS.split(',').map((part) => part.trim()), date: e.REGINTEL_ECFR_DATE ?? null },
      ctgov: { query: e.REGINTEL_CTGOV_QUERY, maxStudies: e.REGINTEL_CTGOV_MAX_STUDIES, historyEndpoint: e.REGINTEL_CTGOV_HISTORY_ENDPOINT },
      maxRecords: e.REGINTEL_INGEST_MAX_RECORDS,
    },
    consumers: { pollMs: e.REGINTEL_CONSUMER_POLL_MS },
    webhooks: {
      allowedHosts: (e.REGINTEL_WEBHOOK_ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
      caFile: e.REGINTEL_WEBHOOK_CA_FILE ? resolve(cwd, e.REGINTEL_WEBHOOK_CA_FILE) : null,
      secretKey: e.REGINTEL_WEBHOOK_SECRET_KEY?.toLowerCase() ?? null,
      firstRetryDelayMs: e.REGINTEL_WEBHOOK_FIRST_RETRY_MS,
    },
    mail: { smtpUrl: e.REGINTEL_SMTP_URL ?? null, from: e.REGINTEL_SMTP_FROM },
    metrics: { enabled: e.REGINTEL_METRICS === 'on', token: e.REGINTEL_METRICS_TOKEN ?? null, port: e.REGINTEL_METRICS_PORT ?? null },
  };
}

/** 'a=x;b=y' → { a: 'x', b: 'y' } (the regexes above have checked the shape). */
function pairs(value: string | undefined, separator: string): Record<string, string> {
  if (!value) return {};
  return Object.fromEntries(
    value.split(separator).map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
}

/** The process environment, read in exactly one place. */
export function processEnv(): Record<string, string | undefined> {
  return process.env;
}
