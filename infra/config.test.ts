import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded mode with no variables set', () => {
    const config = loadConfig({}, '/srv/regintel');
    expect(config).toEqual({
      dataDir: '/srv/regintel/data',
      mirrorDir: null,
      modes: { bus: 'embedded', search: 'embedded', graph: 'embedded' },
      engines: {
        kafka: { brokers: ['127.0.0.1:9092'], clientId: 'regintel', topics: { partitions: null, replicationFactor: null, minInsyncReplicas: null } },
        elasticsearch: { url: 'http://127.0.0.1:9200', indexPrefix: 'regintel-', shards: 1, replicas: 0 },
        neo4j: { url: 'bolt://127.0.0.1:7687', user: null, password: null, database: 'neo4j' },
      },
      api: { host: '127.0.0.1', port: 8080, upgradeUrl: 'https://regintel.example.com/pricing', workers: availableParallelism(), pipelineNice: 10, pipelineHeapMb: 1024, apiHeapMb: 320, versionWindowMs: 0, warmClassifier: true },
      limits: { backend: 'embedded', redisUrl: 'redis://127.0.0.1:6379' },
      log: { level: 'info' },
      embedding: { modelDir: null, cacheDir: '/srv/regintel/data/models', batchSize: 1, maxTokens: 256, workers: availableParallelism(), threads: null },
      ingest: {
        from: 'live',
        schedules: {},
        onStart: true,
        sourceUrls: {},
        sourceFiles: {},
        userAgent: 'RegIntel/0.1 (+https://regintel.example.com/bot)',
        dashboard: { user: null, key: null, pageSize: 5000 },
        openFdaApiKey: null,
        ecfr: { parts: ['11', '210', '211', '312', '314', '110', '117', '820'], date: null },
        ctgov: { query: 'AREA[StudyType]INTERVENTIONAL', maxStudies: 5000, historyEndpoint: false },
        maxRecords: 1_000_000,
      },
      consumers: { pollMs: 250 },
      webhooks: { allowedHosts: [], caFile: null, secretKey: null, firstRetryDelayMs: 30_000 },
      mail: { smtpUrl: null, from: 'RegIntel Alerts <alerts@regintel.example.com>' },
      metrics: { enabled: true, token: null, port: null },
    });
  });

  it('reads the alert e-mail settings and refuses a non-SMTP URL', () => {
    const config = loadConfig({ REGINTEL_SMTP_URL: 'smtp://alerts:pw@mail.example.com:587', REGINTEL_SMTP_FROM: 'Compliance <c@example.com>' }, '/x');
    expect(config.mail).toEqual({ smtpUrl: 'smtp://alerts:pw@mail.example.com:587', from: 'Compliance <c@example.com>' });
    expect(loadConfig({ REGINTEL_SMTP_URL: 'smtps://mail.example.com' }, '/x').mail.smtpUrl).toBe('smtps://mail.example.com');
    expect(() => loadConfig({ REGINTEL_SMTP_URL: 'https://mail.example.com' }, '/x')).toThrow(/REGINTEL_SMTP_URL/);
  });

  it('resolves relative paths against the working directory and ingests at start when a mirror is set', () => {
    const config = loadConfig({ REGINTEL_MIRROR_DIR: '../shared/data', REGINTEL_MODEL_DIR: '../shared/models', PORT: '9090' }, '/work/main');
    expect(config.mirrorDir).toBe('/work/shared/data');
    expect(config.embedding.modelDir).toBe('/work/shared/models');
    expect(config.api.port).toBe(9090);
    expect(config.ingest.onStart).toBe(true);
    expect(config.ingest.from).toBe('mirror');
  });

  it('finds a local copy of the model beside the mirror or in ../shared/models when none is named', () => {
    const root = mkdtempSync(join(tmpdir(), 'regintel-config-'));
    try {
      mkdirSync(join(root, 'shared', 'data'), { recursive: true });
      mkdirSync(join(root, 'main'));
      mkdirSync(join(root, 'other'));
      // No model anywhere: downloaded as before.
      expect(loadConfig({ REGINTEL_MIRROR_DIR: '../shared/data' }, join(root, 'main')).embedding.modelDir).toBeNull();
      mkdirSync(join(root, 'shared', 'models', 'all-MiniLM-L6-v2'), { recursive: true });
      writeFileSync(join(root, 'shared', 'models', 'all-MiniLM-L6-v2', 'config.json'), '{}');
      expect(loadConfig({ REGINTEL_MIRROR_DIR: '../shared/data' }, join(root, 'main')).embedding.modelDir).toBe(join(root, 'shared', 'models'));
      // Beside the mirror, from another working directory.
      expect(loadConfig({ REGINTEL_MIRROR_DIR: join(root, 'shared', 'data') }, join(root, 'other')).embedding.modelDir).toBe(join(root, 'shared', 'models'));
      // ../shared/models from the working directory, with no mirror.
      expect(loadConfig({}, join(root, 'main')).embedding.modelDir).toBe(join(root, 'shared', 'models'));
      // A named folder wins.
      expect(loadConfig({ REGINTEL_MODEL_DIR: '/opt/models' }, join(root, 'main')).embedding.modelDir).toBe('/opt/models');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads live-ingest settings: per-source schedules and URLs, credentials, eCFR parts', () => {
    const config = loadConfig(
      {
        REGINTEL_INGEST_FROM: 'live',
        REGINTEL_INGEST_SCHEDULES: 'ctgov-studies=0 */6 * * *;ecfr-title21=15 2 * * *',
        REGINTEL_SOURCE_URLS: 'ecfr-title21=http://10.0.0.5:8080/ecfr,openfda-drug-enforcement=https://proxy.example/openfda',
        REGINTEL_FDA_DASHBOARD_USER: 'qa@example.com',
        REGINTEL_FDA_DASHBOARD_KEY: 'k-123',
        REGINTEL_ECFR_PARTS: '211, 820',
        REGINTEL_ECFR_DATE: '2024-01-31',
      },
      '/x',
    );
    expect(config.ingest.from).toBe('live');
    expect(config.ingest.onStart).toBe(true);
    expect(config.ingest.schedules).toEqual({ 'ctgov-studies': '0 */6 * * *', 'ecfr-title21': '15 2 * * *' });
    expect(config.ingest.sourceUrls['ecfr-title21']).toBe('http://10.0.0.5:8080/ecfr');
    expect(config.ingest.dashboard).toEqual({ user: 'qa@example.com', key: 'k-123', pageSize: 5000 });
    expect(config.ingest.ecfr).toEqual({ parts: ['211', '820'], date: '2024-01-31' });
  });

  it('refuses mirror ingestion without a mirror, and malformed schedule lists', () => {
    expect(() => loadConfig({ REGINTEL_INGEST_FROM: 'mirror' }, '/x')).toThrow(/REGINTEL_MIRROR_DIR/);
    expect(() => loadConfig({ REGINTEL_INGEST_SCHEDULES: 'ctgov-studies' }, '/x')).toThrow(/REGINTEL_INGEST_SCHEDULES/);
    expect(() => loadConfig({ REGINTEL_ECFR_DATE: '31/01/2024' }, '/x')).toThrow(/REGINTEL_ECFR_DATE/);
  });

  it('switches every port to its engine with REGINTEL_MODE=engines, each still overridable', () => {
    const config = loadConfig({ REGINTEL_MODE: 'engines', REGINTEL_GRAPH: 'embedded', REGINTEL_KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092' }, '/x');
    expect(config.modes).toEqual({ bus: 'kafka', search: 'elasticsearch', graph: 'embedded' });
    expect(config.engines.kafka.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
  });

  it('reuses index versions for 250 ms on Elasticsearch and not at all embedded, unless told', () => {
    expect(loadConfig({ REGINTEL_MODE: 'engines' }, '/x').api.versionWindowMs).toBe(250);
    expect(loadConfig({ REGINTEL_SEARCH: 'elasticsearch' }, '/x').api.versionWindowMs).toBe(250);
    expect(loadConfig({ REGINTEL_MODE: 'engines', REGINTEL_VERSION_WINDOW_MS: '0' }, '/x').api.versionWindowMs).toBe(0);
    expect(loadConfig({ REGINTEL_VERSION_WINDOW_MS: '100' }, '/x').api.versionWindowMs).toBe(100);
    expect(() => loadConfig({ REGINTEL_VERSION_WINDOW_MS: '-1' }, '/x')).toThrow(/REGINTEL_VERSION_WINDOW_MS/);
  });

  it('warms the classifier at start unless told not to, and refuses a flag that is not one', () => {
    expect(loadConfig({ REGINTEL_CLASSIFIER_WARM_UP: 'false' }, '/x').api.warmClassifier).toBe(false);
    expect(loadConfig({ REGINTEL_CLASSIFIER_WARM_UP: '0' }, '/x').api.warmClassifier).toBe(false);
    expect(() => loadConfig({ REGINTEL_CLASSIFIER_WARM_UP: 'later' }, '/x')).toThrow(/REGINTEL_CLASSIFIER_WARM_UP/);
  });

  it('reads the topic layout and the index shards, and refuses a zero partition count', () => {
    const config = loadConfig({ REGINTEL_KAFKA_PARTITIONS: '6', REGINTEL_KAFKA_REPLICATION_FACTOR: '3', REGINTEL_KAFKA_MIN_INSYNC_REPLICAS: '2', REGINTEL_ELASTICSEARCH_REPLICAS: '1' }, '/x');
    expect(config.engines.kafka.topics).toEqual({ partitions: 6, replicationFactor: 3, minInsyncReplicas: 2 });
    expect(config.engines.elasticsearch).toMatchObject({ shards: 1, replicas: 1 });
    expect(() => loadConfig({ REGINTEL_KAFKA_PARTITIONS: '0' }, '/x')).toThrow(/REGINTEL_KAFKA_PARTITIONS/);
    expect(loadConfig({ REGINTEL_NEO4J_URL: 'neo4j://graph-1:7687' }, '/x').engines.neo4j.url).toBe('neo4j://graph-1:7687');
    expect(() => loadConfig({ REGINTEL_NEO4J_URL: 'http://graph-1:7474' }, '/x')).toThrow(/REGINTEL_NEO4J_URL/);
  });

  it('reads the embedding threads per model copy: unset leaves the default, 0 is refused', () => {
    expect(loadConfig({}, '/x').embedding.threads).toBeNull();
    expect(loadConfig({ REGINTEL_EMBED_THREADS: '1' }, '/x').embedding.threads).toBe(1);
    expect(() => loadConfig({ REGINTEL_EMBED_THREADS: '0' }, '/x')).toThrow(/REGINTEL_EMBED_THREADS/);
  });

  it('reads the embedding worker count: 0 means in-process, negatives are refused', () => {
    expect(loadConfig({ REGINTEL_EMBED_WORKERS: '0' }, '/x').embedding.workers).toBe(0);
    expect(loadConfig({ REGINTEL_EMBED_WORKERS: '3' }, '/x').embedding.workers).toBe(3);
    expect(() => loadConfig({ REGINTEL_EMBED_WORKERS: '-1' }, '/x')).toThrow(/REGINTEL_EMBED_WORKERS/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ REGINTEL_MIRROR_DIR: '' }, '/x').mirrorDir).toBeNull();
  });

  it('reports every invalid variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', REGINTEL_BUS: 'rabbitmq', REGINTEL_INGEST_ON_START: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/REGINTEL_BUS/);
    expect(problems).toMatch(/REGINTEL_INGEST_ON_START/);
    expect((caught as ConfigError).problems).toHaveLength(3);
  });
});
