import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { euMdcgConnector } from './connector.ts';
import { MdcgDocumentRecord } from './record.ts';

warnIfMissing(hasSharedData, 'the eu-mdcg mirror tests over eu_mdcg_documents');

describe.skipIf(!hasSharedData)('eu-mdcg over ../shared/data/eu_mdcg_documents', () => {
  let items: SourceItem[];
  let records: Map<string, MdcgDocumentRecord>;
  beforeAll(async () => {
    items = await collect(euMdcgConnector.readMirror({ mirrorDir: sharedDataDir, clock: systemClock }));
    records = new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as MdcgDocumentRecord]));
  }, 60_000);

  it('publishes the 135 documents of PROVENANCE.md, none failing, each id once', () => {
    expect(items.filter((item) => !item.ok)).toEqual([]);
    expect(items).toHaveLength(135);
    expect(records.size).toBe(135);
    for (const [id, body] of records) expect(MdcgDocumentRecord.safeParse(body).success, id).toBe(true);
  });

  it('keeps the topic folders PROVENANCE.md counts', () => {
    const topics = new Map<string, number>();
    for (const body of records.values()) topics.set(body.topic ?? '', (topics.get(body.topic ?? '') ?? 0) + 1);
    expect([topics.get('clinical-investigation'), topics.get('notified-bodies'), topics.get('ivd'), topics.get('udi'), topics.get('covid-19'), topics.get('pmsv')]).toEqual([17, 17, 14, 14, 11, 9]);
  });

  it('reads the cover of MDCG 2021-24 (classification guidance, October 2021) and its numbered sections', () => {
    const record = records.get('eu-mdcg:mdcg_2021-24_en')!;
    expect(record).toMatchObject({ reference: 'MDCG 2021-24', title: 'Guidance on classification of medical devices', issue_month: '2021-10', document_type: 'MDCG guidance', pages: 57 });
    const paths = new Set(record.chunks.map((chunk) => chunk.heading_path.join(' > ')));
    expect(paths).toContain('3 How to carry out classification > 3.2 Application of the classification rules');
  });
});
