import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.ts';
import { testLiveSettings } from '../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../test/fixtures/replay-server.ts';
import { ctgovStudiesConnector } from '../../ingest/sources/ctgov-studies/connector.ts';
import { ecfrTitle21Connector } from '../../ingest/sources/ecfr-title21/connector.ts';
import { outsourcingFacilitiesConnector } from '../../ingest/sources/fda-503b-facilities/connector.ts';
import { dashboardInspectionsConnector } from '../../ingest/sources/fda-dashboard-inspections/connector.ts';
import { checkSources, formatChecks, sourcesCheckCommand } from './sources-check.ts';

const titles = readFileSync(join(import.meta.dirname, '../../ingest/sources/ecfr-title21/fixtures/ecfr-titles.json'), 'utf8');

/**
 * One local server stands for every publisher: eCFR answers, the fda.gov page redirects to the
 * bot-protection page, the Dashboard answers but no credential is set, ClinicalTrials.gov answers
 * something that is not a studies page; a closed port stands for a host with no answer.
 */
describe('regintel sources check against a local stand-in for the publishers', () => {
  let server: ReplayServer;
  beforeEach(async () => {
    server = await startReplayServer([
      { path: '/api/versioner/v1/titles.json', respond: () => ({ headers: { 'Content-Type': 'application/json' }, body: titles }) },
      { method: 'HEAD', path: '/drugs/human-drug-compounding/registered-outsourcing-facilities', respond: () => ({ status: 302, headers: { Location: '/core/install.php' } }) },
      { method: 'HEAD', path: '/core/install.php', respond: () => ({ status: 404 }) },
      { path: '/studies', respond: () => ({ body: { message: 'this API version is retired' } }) },
    ]);
  });
  afterEach(async () => server.close());

  const options = { userAgent: 'RegIntel-test', timeoutMs: 2_000, clock: systemClock };
  const connectors = [ecfrTitle21Connector, outsourcingFacilitiesConnector, dashboardInspectionsConnector, ctgovStudiesConnector];

  it('classifies each source by its one answer, and a source with no answer as unreachable', async () => {
    const settings = testLiveSettings(server.url, { dashboard: { user: null, key: null } });
    const checks = await checkSources([...connectors], () => settings, options);
    expect(checks.map((check) => [check.source, check.status])).toEqual([
      ['ecfr-title21', 'ok'],
      ['fda-503b-facilities', 'blocked'],
      ['fda-dashboard-inspections', 'needs_credential'],
      ['ctgov-studies', 'format_changed'],
    ]);
    expect(checks[1]?.detail).toContain("blocked by the publisher's bot protection");
    expect(checks[2]?.detail).toMatch(/REGINTEL_FDA_DASHBOARD_USER/);
    // Port 9 (discard) is closed on a test machine: nothing answers there.
    const closed = await checkSources([ecfrTitle21Connector], () => testLiveSettings('http://127.0.0.1:9'), options);
    expect(closed).toEqual([expect.objectContaining({ source: 'ecfr-title21', status: 'unreachable', url: 'http://127.0.0.1:9/api/versioner/v1/titles.json' })]);
    expect(closed[0]!.ms).toBeLessThan(3_000);
  });

  it('says a source whose credential is missing is unreachable when its host does not answer either', async () => {
    const checks = await checkSources([dashboardInspectionsConnector], () => testLiveSettings('http://127.0.0.1:9', { dashboard: { user: null, key: null } }), options);
    expect(checks).toEqual([expect.objectContaining({ status: 'unreachable' })]);
  });

  it('prints a table or JSON, and exits 1 unless every source is ok', async () => {
    const chunks: string[] = [];
    const out = { write: (chunk: string) => chunks.push(chunk) } as unknown as NodeJS.WritableStream;
    const settings = () => testLiveSettings(server.url);
    expect(await sourcesCheckCommand({ ...options, connectors: [ecfrTitle21Connector], settings, json: true, out })).toBe(0);
    expect(JSON.parse(chunks.join(''))).toMatchObject({ sources: [{ source: 'ecfr-title21', status: 'ok', detail: null }] });
    chunks.length = 0;
    expect(await sourcesCheckCommand({ ...options, connectors: [ctgovStudiesConnector], settings, json: false, out })).toBe(1);
    expect(chunks.join('')).toMatch(/^source\s+status\s+ms\s+detail\nctgov-studies\s+format_changed\s+\d+\s+http:\/\/127\.0\.0\.1:\d+\/studies\?/);
    expect(formatChecks([{ source: 'x', status: 'blocked', ms: 3, url: null, detail: null }])).toContain('REGINTEL_SOURCE_FILES');
  });
});
