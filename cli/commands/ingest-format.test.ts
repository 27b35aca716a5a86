import { describe, expect, it } from 'vitest';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import { formatSummaries } from './ingest.ts';

const run = (overrides: Partial<IngestRunSummary>): IngestRunSummary => ({
  source: 'fda-guidance',
  mode: 'mirror',
  status: 'ok',
  read: 10,
  published: 2,
  unchanged: 8,
  dlq: 0,
  started_at: '2026-11-26T10:00:00.000Z',
  finished_at: '2026-11-26T10:01:00.000Z',
  ...overrides,
});

describe('regintel ingest summary table', () => {
  it('shows what each run retracted, and why vanished records were kept', () => {
    const text = formatSummaries([
      run({ retracted: 3 }),
      run({ source: 'eu-mdcg', retraction_held: '30 of 40 records vanished at once (more than 50%): check the source before retracting' }),
    ]);
    const [header, first, second] = text.split('\n');
    expect(header?.trim().split(/\s+/)).toEqual(['source', 'status', 'read', 'published', 'unchanged', 'dlq', 'retracted']);
    expect(first?.trim().split(/\s+/)).toEqual(['fda-guidance', 'ok', '10', '2', '8', '0', '3']);
    expect(second?.trim().split(/\s+/).at(-1)).toBe('0');
    expect(text).toContain('not retracted:\n  eu-mdcg: 30 of 40 records vanished at once');
  });
});
