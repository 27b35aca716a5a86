import type { Config } from '../infra/config.ts';
import type { Connector, LiveSettings } from './connector.ts';
import { createHttpClient } from './http/http-client.ts';
import type { IngestTarget } from './run-connector.ts';

/** The ingest part of the configuration. */
export type IngestConfig = Config['ingest'];

/**
 * The live target of a run: one shared HTTP client (so the per-host rate holds across sources)
 * and each connector's settings from config, base URL overrides included.
 */
export function liveTarget(config: IngestConfig): IngestTarget {
  const http = createHttpClient({ userAgent: config.userAgent });
  return { mode: 'live', http, settings: (connector) => liveSettings(config, connector) };
}

export function liveSettings(config: IngestConfig, connector: Connector): LiveSettings {
  return {
    baseUrl: config.sourceUrls[connector.name] ?? null,
    files: config.sourceFiles[connector.name] ?? {},
    dashboard: config.dashboard,
    openFdaApiKey: config.openFdaApiKey,
    ecfr: config.ecfr,
    ctgov: config.ctgov,
    maxRecords: config.maxRecords,
  };
}

/** The cron schedule of a connector: the configured override, else the connector's default. */
export function scheduleOf(connector: Connector, config: IngestConfig): string {
  return config.schedules[connector.name] ?? connector.defaultSchedule;
}

/** Names in `REGINTEL_INGEST_SCHEDULES` / `REGINTEL_SOURCE_URLS` / `REGINTEL_SOURCE_FILES` that match no connector (typos). */
export function unknownSourceNames(config: IngestConfig, connectors: readonly Connector[]): string[] {
  const known = new Set(connectors.map((connector) => connector.name));
  return [...Object.keys(config.schedules), ...Object.keys(config.sourceUrls), ...Object.keys(config.sourceFiles)].filter((name) => !known.has(name));
}
