import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../test/fixtures/live.ts';
import type { SourceItem } from '../../connector.ts';
import { MDCG_DIR, readMdcgMirror } from './read-mirror.ts';
import { MdcgDocumentRecord } from './record.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const TARBALL = 'mdcg_fulltext_md.tar.gz';

async function buildMirror(options: { tarball?: Buffer; index?: string } = {}): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'eu-mdcg-'));
  const dir = path.join(root, MDCG_DIR);
  mkdirSync(dir, { recursive: true });
  if (options.index !== undefined) writeFileSync(path.join(dir, 'mdcg_index.csv'), options.index);
  else cpSync(path.join(fixtures, 'mdcg_index.csv'), path.join(dir, 'mdcg_index.csv'));
  if (options.tarball) writeFileSync(path.join(dir, TARBALL), options.tarball);
  else await createTar({ gzip: true, file: path.join(dir, TARBALL), cwd: path.join(fixtures, 'markdown') }, ['02-mdcg']);
  return root;
}

const okBodies = (items: SourceItem[]) => new Map(items.filter((item) => item.ok).map((item) => [item.id, item.body as MdcgDocumentRecord]));

describe('readMdcgMirror on a fixture mirror', () => {
  let root: string;
  let items: SourceItem[];
  beforeAll(async () => {
    root = await buildMirror();
    items = await collect(readMdcgMirror(root));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('publishes each document with text under its PDF file name', () => {
    expect([...okBodies(items).keys()].sort()).toEqual(['eu-mdcg:md_example_qa_covid-19_en', 'eu-mdcg:md_mdcg_2099_5_udi_en', 'eu-mdcg:mdcg_2099-3_en']);
    for (const body of okBodies(items).values()) expect(MdcgDocumentRecord.safeParse(body).success).toBe(true);
  });

  it('reads the cover page: reference, title across blank lines, the revision month', () => {
    const record = okBodies(items).get('eu-mdcg:mdcg_2099-3_en')!;
    expect(record).toMatchObject({
      source_id: 'ema',
      publisher: 'European Commission MDCG',
      document_type: 'MDCG guidance',
      reference: 'MDCG 2099-3 Rev.1',
      title: 'Guidance on the content of example clinical investigation plans',
      issue_month: '2024-05',
      issue_date: null,
      status: 'final',
      topic: 'clinical-investigation',
      pages: 14,
      text_source: 'markdown',
      conversion_method: 'pymupdf-table',
      source_file: `${TARBALL}:02-mdcg/clinical-investigation/mdcg_2099-3_en.md`,
    });
    expect(record.chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['1 Introduction'], ['2 Content of the plan']]);
    expect(record.chunks[2]!.text).toContain('2.1 Endpoints\n\nPrimary and secondary endpoints');
    const all = record.chunks.map((chunk) => chunk.text).join('\n');
    expect(all).not.toContain('Medical Device Coordination Group Document');
    expect(all).not.toContain('Page 1 of 14');
  });

  it("ignores the index's parsed reference, which can be a citation of another document", () => {
    // mdcg_index.csv says "MDCG 2020-4" for this Q&A; its cover has no reference.
    expect(okBodies(items).get('eu-mdcg:md_example_qa_covid-19_en')).toMatchObject({
      reference: null,
      document_type: 'guidance',
      title: 'Guidance on example face masks in the COVID-19 context',
      issue_month: null,
      topic: 'covid-19',
    });
  });

  it('keeps a document missing from the index: topic from its folder, pages from its front-matter', () => {
    const record = okBodies(items).get('eu-mdcg:md_mdcg_2099_5_udi_en')!;
    expect(record).toMatchObject({ reference: 'MDCG 2099-5', title: 'UDI assignment to example software', issue_month: '2099-10', topic: 'udi', pages: 4 });
    expect(record.chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['Introduction']]);
  });

  it('dead-letters an index row whose markdown is missing', () => {
    expect(items.filter((item) => !item.ok)).toEqual([{ ok: false, reason: 'index row without a markdown file in the tarball', ref: 'md_missing_example_en.md', raw: { reference: null } }]);
  });
});

describe('readMdcgMirror with unreadable files', () => {
  it('a tarball that is not gzip is one failure, and its rows are not each dead-lettered', async () => {
    const root = await buildMirror({ tarball: Buffer.from('not a tarball at all') });
    try {
      expect(await collect(readMdcgMirror(root))).toEqual([{ ok: false, reason: expect.stringMatching(/^unreadable tarball: /), ref: TARBALL }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('an index without its columns is one failure, and the documents still publish', async () => {
    const root = await buildMirror({ index: 'a,b\n1,2\n' });
    try {
      const items = await collect(readMdcgMirror(root));
      expect(items.filter((item) => !item.ok)).toEqual([{ ok: false, reason: expect.stringMatching(/^unreadable index: missing column\(s\) 'topic_folder', 'file'/), ref: 'mdcg_index.csv' }]);
      expect(okBodies(items).get('eu-mdcg:mdcg_2099-3_en')).toMatchObject({ topic: 'clinical-investigation', pages: 14 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('throws when the folder is missing', async () => {
    await expect(collect(readMdcgMirror(path.join(tmpdir(), 'no-such-mirror')))).rejects.toThrow(/does not exist/);
  });
});

