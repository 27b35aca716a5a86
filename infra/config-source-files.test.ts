import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { liveSettings } from '../ingest/ingest-plan.ts';
import { findConnector } from '../ingest/sources/index.ts';

/** The live-source settings of issue 20: direct file URLs, the Dashboard page size, the CT.gov history switch. */
describe('live source settings in the configuration', () => {
  it('reads REGINTEL_SOURCE_FILES as a JSON object: one URL per source, or URLs by label', () => {
    const config = loadConfig({
      REGINTEL_SOURCE_FILES: JSON.stringify({
        'fda-clinical-investigators': 'https://www.fda.gov/media/1/download',
        'ich-guidelines': { 'Q9(R1)': 'https://database.ich.org/sites/default/files/q9r1.pdf' },
      }),
    });
    expect(config.ingest.sourceFiles).toEqual({
      'fda-clinical-investigators': { file: 'https://www.fda.gov/media/1/download' },
      'ich-guidelines': { 'Q9(R1)': 'https://database.ich.org/sites/default/files/q9r1.pdf' },
    });
    expect(liveSettings(config.ingest, findConnector('ich-guidelines')!).files).toEqual({ 'Q9(R1)': 'https://database.ich.org/sites/default/files/q9r1.pdf' });
    expect(liveSettings(config.ingest, findConnector('ecfr-title21')!).files).toEqual({});
  });

  it('refuses text that is not JSON, a URL that is not http(s), and a malformed source name', () => {
    for (const value of ['fda-503b-facilities=https://x', JSON.stringify({ 'fda-503b-facilities': 'ftp://x/list.csv' }), JSON.stringify({ 'FDA 503B': 'https://x' })]) {
      expect(() => loadConfig({ REGINTEL_SOURCE_FILES: value }), value).toThrow(ConfigError);
    }
  });

  it('defaults the Dashboard page size to the documented 5,000 and the CT.gov history endpoint to off', () => {
    const defaults = loadConfig({});
    expect(defaults.ingest.dashboard.pageSize).toBe(5000);
    expect(defaults.ingest.ctgov.historyEndpoint).toBe(false);
    const set = loadConfig({ REGINTEL_FDA_DASHBOARD_PAGE_SIZE: '1000', REGINTEL_CTGOV_HISTORY_ENDPOINT: 'true' });
    expect(set.ingest.dashboard.pageSize).toBe(1000);
    expect(set.ingest.ctgov.historyEndpoint).toBe(true);
    expect(() => loadConfig({ REGINTEL_FDA_DASHBOARD_PAGE_SIZE: '6000' })).toThrow(ConfigError);
  });
});
