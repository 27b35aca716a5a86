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
        kafka: { brokers: ['127.0.0.1:9092'], clientId: 'regintel' },
        elasticsearch: { url: 'http://127.0.0.1:9200', indexPrefix: 'regintel-' },
        neo4j: { url: 'bolt://127.0.0.1:7687', user: null, password: null, database: 'neo4j' },
      },
      api: { host: '127.0.0.1', port: 8080, upgradeUrl: 'https://regintel.example.com/pricing' },
      limits: { backend: 'embedded', redisUrl: 'redis://127.0.0.1:6379' },
      log: { level: 'info' },
      embedding: { modelDir: null, cacheDir: '/srv/regintel/data/models', batchSize: 8, maxTokens: 256 },
      ingest: { schedule: '0 3 * * *', onStart: false },
      consumers: { pollMs: 250 },
    });
  });

  it('resolves relative paths against the working directory and ingests at start when a mirror is set', () => {
    const config = loadConfig({ REGINTEL_MIRROR_DIR: '../shared/data', REGINTEL_MODEL_DIR: '../shared/models', PORT: '9090' }, '/work/main');
    expect(config.mirrorDir).toBe('/work/shared/data');
    expect(config.embedding.modelDir).toBe('/work/shared/models');
    expect(config.api.port).toBe(9090);
    expect(config.ingest.onStart).toBe(true);
  });

  it('switches every port to its engine with REGINTEL_MODE=engines, each still overridable', () => {
    const config = loadConfig({ REGINTEL_MODE: 'engines', REGINTEL_GRAPH: 'embedded', REGINTEL_KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092' }, '/x');
    expect(config.modes).toEqual({ bus: 'kafka', search: 'elasticsearch', graph: 'embedded' });
    expect(config.engines.kafka.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
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
