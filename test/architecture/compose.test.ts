import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../infra/config.ts';
import { repoRoot } from '../fixtures/shared.ts';

interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

/** `${NAME:-default}` → default, as compose substitutes it when NAME is unset. */
const substitute = (value: string | number) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml', () => {
  const regintel = ['api', 'enrich', 'ingest'] as const;

  it('runs the three RegIntel processes from the project image with the engines and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'elasticsearch', 'enrich', 'ingest', 'kafka', 'neo4j', 'redis']);
    for (const name of regintel) {
      expect(compose.services[name]?.build, name).toBe('.');
      expect(Object.keys(compose.services[name]?.depends_on ?? {}).sort()).toEqual(['elasticsearch', 'kafka', 'neo4j', 'redis']);
    }
    expect(compose.services.api?.command).toEqual(['api']);
    expect(compose.services.enrich?.command).toEqual(['enrich']);
    expect(compose.services.ingest?.command).toEqual(['ingest', '--schedule']);
  });

  it('gives every server a healthcheck', () => {
    for (const name of ['kafka', 'elasticsearch', 'neo4j', 'redis']) expect(compose.services[name]?.healthcheck?.test, name).toBeDefined();
  });

  it('sets only variables the code reads, and they parse into engines mode', () => {
    for (const name of regintel) {
      const env = Object.fromEntries(Object.entries(compose.services[name]?.environment ?? {}).map(([k, v]) => [k, substitute(v)]));
      for (const variable of Object.keys(env)) expect(CONFIG_VARIABLES, `${name}: ${variable}`).toContain(variable);
      const config = loadConfig(env, '/app');
      expect(config.modes).toEqual({ bus: 'kafka', search: 'elasticsearch', graph: 'neo4j' });
      expect(config.limits.backend).toBe('redis');
      expect(config.engines.kafka.brokers).toEqual(['kafka:9092']);
    }
  });

  it('builds an image that listens on all interfaces inside its container', () => {
    expect(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')).toMatch(/REGINTEL_HOST=0\.0\.0\.0/);
  });
});
