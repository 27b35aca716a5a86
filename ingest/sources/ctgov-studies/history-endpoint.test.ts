import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, createIngestHarness, type IngestHarness, testHttpClient, testLiveContext, testLiveSettings } from '../../../test/fixtures/live.ts';
import { startReplayServer, type ReplayServer } from '../../../test/fixtures/replay-server.ts';
import type { SourceItem } from '../../connector.ts';
import { runConnector } from '../../run-connector.ts';
import { ctgovStudiesConnector as connector } from './connector.ts';

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/ctg-studies.json'), 'utf8')) as Array<Record<string, unknown>>;
const [nsclcV1, , nsclcV2] = fixture as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
const okIds = (items: SourceItem[]) => items.flatMap((item) => (item.ok ? [item.id] : []));

/**
 * The website's undocumented history endpoint, in the shape public clients read it
 * (`history.changes[]` of `{ version, date, status }`; one version as `{ study }`): NCT05512345
 * has two versions, of which the API v2 search serves only the latest.
 */
describe('ctgov history: observed versions first, the undocumented endpoint only when switched on', () => {
  let server: ReplayServer;
  let historyAnswer: object = {};
  beforeEach(async () => {
    historyAnswer = {
      history: {
        changes: [
          { version: 0, date: '2024-03-05', status: 'RECRUITING' },
          { version: 1, date: '2024-09-17', status: 'RECRUITING' },
        ],
      },
    };
    server = await startReplayServer([
      { path: '/studies', respond: () => ({ body: { totalCount: 1, studies: [nsclcV2] } }) },
      { path: '/api/int/studies/NCT05512345/history', respond: () => ({ body: historyAnswer }) },
      { path: '/api/int/studies/NCT05512345/history/0', respond: () => ({ body: { study: nsclcV1 } }) },
    ]);
  });
  afterEach(async () => server.close());

  const settings = (historyEndpoint: boolean) => testLiveSettings(server.url, { ctgov: { query: 'lung cancer', maxStudies: 1000, historyEndpoint } });

  it('by default keeps only the versions the API serves, and never calls the internal endpoint', async () => {
    const items = await collect(connector.fetchLive!(testLiveContext(settings(false))));
    expect(okIds(items)).toEqual(['NCT05512345@2024-09-17']);
    expect(server.requests.filter((request) => request.path.startsWith('/api/int/'))).toEqual([]);
  });

  it('switched on, adds the listed versions not seen yet, without asking again for the one it has', async () => {
    const items = await collect(connector.fetchLive!(testLiveContext(settings(true))));
    expect(okIds(items)).toEqual(['NCT05512345@2024-09-17', 'NCT05512345@2024-03-05']);
    expect(server.requests.filter((request) => request.path.startsWith('/api/int/')).map((request) => request.path)).toEqual([
      '/api/int/studies/NCT05512345/history',
      '/api/int/studies/NCT05512345/history/0',
    ]);
  });

  describe('through the runner', () => {
    let harness: IngestHarness;
    beforeEach(() => {
      harness = createIngestHarness('regintel-ctgov-history-');
    });
    afterEach(() => harness.close());

    it('dead-letters an answer that is not the version list, and still records the run as ok', async () => {
      historyAnswer = { versions: 'changed' };
      const target = { mode: 'live' as const, http: testHttpClient(), settings: () => settings(true) };
      const run = await runConnector(connector, target, harness.deps);
      expect(run).toMatchObject({ status: 'ok', published: 1, dlq: 1, check: 'ok' });
    });
  });
});
