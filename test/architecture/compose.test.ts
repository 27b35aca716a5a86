import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  deploy?: { replicas?: number };
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

/** `${NAME:-default}` → default, as compose substitutes it when NAME is unset. */
const substitute = (value: string | number) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml', () => {
  const regintel = ['api', 'enrich', 'ingest'] as const;

  it('runs the three RegIntel processes from the project image with the engines and Redis', () => {
    // Services of a profile (`scale`, …) start only when it is asked for.
    const always = Object.entries(compose.services).filter(([, service]) => !service.profiles).map(([name]) => name);
    expect(always.sort()).toEqual(['api', 'elasticsearch', 'enrich', 'grafana', 'ingest', 'kafka', 'neo4j', 'prometheus', 'redis']);
    for (const name of regintel) {
      expect(compose.services[name]?.build, name).toBe('.');
      expect(Object.keys(compose.services[name]?.depends_on ?? {}).sort()).toEqual(['elasticsearch', 'kafka', 'neo4j', 'redis']);
    }
    expect(compose.services.api?.command).toEqual(['api']);
    expect(compose.services.enrich?.command).toEqual(['enrich']);
    expect(compose.services.ingest?.command).toEqual(['ingest', '--schedule']);
  });

  it('gives every server a healthcheck', () => {
    for (const name of ['kafka', 'elasticsearch', 'neo4j', 'redis', 'prometheus', 'grafana']) expect(compose.services[name]?.healthcheck?.test, name).toBeDefined();
  });

  it('names in the README every service it starts by default', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const always = Object.entries(compose.services).filter(([, service]) => !service.profiles).map(([name]) => name);
    for (const name of always) expect(readme, `README.md does not name the compose service \`${name}\``).toContain(`\`${name}\``);
  });

  it('checks the api with the readiness probe, not liveness', () => {
    expect(JSON.stringify(compose.services.api?.healthcheck?.test)).toContain('/v1/health/ready');
  });

  it('runs Prometheus on the project scrape config and Grafana with the dashboard provisioned, every mounted file present', () => {
    const mounts = (name: string) => (compose.services[name]?.volumes ?? []).map((volume) => volume.split(':')).filter(([source]) => source?.startsWith('./'));
    const prometheus = mounts('prometheus');
    expect(prometheus.map(([, target]) => target)).toEqual(['/etc/prometheus/prometheus.yml', '/etc/prometheus/alerts.yml']);
    const grafana = mounts('grafana');
    expect(grafana.map(([, target]) => target)).toEqual(['/etc/grafana/provisioning/datasources', '/etc/grafana/provisioning/dashboards', '/var/lib/grafana/dashboards']);
    for (const [source] of [...prometheus, ...grafana]) expect(existsSync(join(repoRoot, source ?? '')), source).toBe(true);

    // The scrape config targets the api service's port, and Grafana's datasource the prometheus service.
    const scrape = parse(readFileSync(join(repoRoot, 'infra/prometheus/prometheus.yml'), 'utf8')) as { rule_files: string[]; scrape_configs: Array<{ job_name: string; static_configs: Array<{ targets: string[] }> }> };
    expect(scrape.scrape_configs.find((job) => job.job_name === 'regintel')?.static_configs[0]?.targets).toEqual(['api:8080']);
    // The processes without an API port serve their own /metrics on REGINTEL_METRICS_PORT, and are scraped there.
    const workers = ['enrich', 'ingest'].map((name) => `${name}:${loadConfig(Object.fromEntries(Object.entries(compose.services[name]?.environment ?? {}).map(([k, v]) => [k, substitute(v)])), '/app').metrics.port}`);
    expect(scrape.scrape_configs.find((job) => job.job_name === 'regintel-workers')?.static_configs[0]?.targets).toEqual(workers);
    expect(scrape.rule_files).toEqual(['alerts.yml']);
    const datasource = parse(readFileSync(join(repoRoot, 'infra/grafana/provisioning/datasources/prometheus.yml'), 'utf8')) as { datasources: Array<{ uid: string; url: string }> };
    expect(datasource.datasources[0]?.url).toBe('http://prometheus:9090');
    const provider = parse(readFileSync(join(repoRoot, 'infra/grafana/provisioning/dashboards/regintel.yml'), 'utf8')) as { providers: Array<{ options: { path: string } }> };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');

    // Every panel queries the provisioned datasource.
    const dashboard = JSON.parse(readFileSync(join(repoRoot, 'infra/grafana/dashboards/regintel.json'), 'utf8')) as { uid: string; panels: Array<{ type: string; datasource?: { uid: string }; targets?: Array<{ expr: string }> }> };
    const queried = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(queried.length).toBeGreaterThan(15);
    for (const panel of queried) {
      expect(panel.datasource?.uid).toBe(datasource.datasources[0]?.uid);
      expect(panel.targets?.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(!existsSync('/usr/bin/promtool'))('has a scrape config and alert rules promtool accepts', () => {
    const out = execFileSync('/usr/bin/promtool', ['check', 'config', join(repoRoot, 'infra/prometheus/prometheus.yml')], { encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rule files found/);
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

  it('has a scale profile: three brokers, two Elasticsearch nodes with replicas, two enrich and two API replicas on Redis limits', () => {
    const scale = Object.entries(compose.services).filter(([, service]) => service.profiles?.includes('scale'));
    expect(scale.map(([name]) => name).sort()).toEqual(['api-scale', 'enrich-scale', 'es-1', 'es-2', 'ingest-scale', 'kafka-1', 'kafka-2', 'kafka-3']);
    expect(new Set(['kafka-1', 'kafka-2', 'kafka-3'].map((name) => compose.services[name]?.environment?.KAFKA_NODE_ID))).toEqual(new Set([1, 2, 3]));
    for (const name of ['api-scale', 'enrich-scale', 'ingest-scale']) {
      const env = Object.fromEntries(Object.entries(compose.services[name]?.environment ?? {}).map(([k, v]) => [k, substitute(v)]));
      for (const variable of Object.keys(env)) expect(CONFIG_VARIABLES, `${name}: ${variable}`).toContain(variable);
      const config = loadConfig(env, '/app');
      expect(config.engines.kafka.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092', 'kafka-3:9092']);
      expect(config.engines.elasticsearch.replicas).toBe(1);
      expect(config.limits.backend).toBe('redis');
    }
    expect(compose.services['enrich-scale']?.deploy?.replicas).toBe(2);
    expect(compose.services['api-scale']?.deploy?.replicas).toBe(2);
  });

  it('builds an image that listens on all interfaces inside its container', () => {
    expect(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')).toMatch(/REGINTEL_HOST=0\.0\.0\.0/);
  });
});
