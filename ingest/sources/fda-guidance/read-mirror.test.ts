import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../test/fixtures/live.ts';
import { makePdf } from '../../../test/fixtures/pdf.ts';
import type { SourceItem } from '../../connector.ts';
import { FdaGuidanceRecord } from './record.ts';
import { FDA_GUIDANCE_DIR, readFdaGuidanceMirror, titleFromText } from './read-mirror.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const TARBALL = 'fda_guidance_fulltext_md.tar.gz';

/** A mirror folder laid out like ../shared/data/fda_guidance_documents, built from the fixtures. */
async function buildMirror(root: string, options: { index?: string | null; tarball?: Buffer | null } = {}): Promise<string> {
  const dir = path.join(root, FDA_GUIDANCE_DIR);
  mkdirSync(path.join(dir, 'pdf'), { recursive: true });
  if (options.index !== null) writeFileSync(path.join(dir, 'fda_guidance_index.csv'), options.index ?? readFileSync(path.join(fixtures, 'fda_guidance_index.csv')));
  if (options.tarball === undefined) await createTar({ gzip: true, file: path.join(dir, TARBALL), cwd: path.join(fixtures, 'markdown') }, ['03-guidance']);
  else if (options.tarball !== null) writeFileSync(path.join(dir, TARBALL), options.tarball);
  cpSync(path.join(fixtures, 'pdf'), path.join(dir, 'pdf'), { recursive: true });
  // A PDF without a text twin: read through pdf.js.
  writeFileSync(
    path.join(dir, 'pdf', 'Example_Contact_Lens_Cases.pdf'),
    makePdf([['Guidance for Industry', 'Labeling of Example Contact Lens Cases', 'Food and Drug Administration', 'Center for Devices and Radiological Health', 'August 2010', 'I. INTRODUCTION', 'This guidance recommends labeling for contact lens cases sold with care products.'].join('\n')]),
  );
  return root;
}

const okItems = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: true }> => item.ok);
const failures = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);
const byId = (items: SourceItem[], id: string) => okItems(items).find((item) => item.id === id)?.body as FdaGuidanceRecord | undefined;

describe('readFdaGuidanceMirror on a fixture mirror', () => {
  let root: string;
  let items: SourceItem[];
  beforeAll(async () => {
    root = await buildMirror(mkdtempSync(path.join(tmpdir(), 'fda-guidance-')));
    items = await collect(readFdaGuidanceMirror(root));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('publishes one record per guidance with text, keyed by title', () => {
    expect(okItems(items).map((item) => item.id).sort()).toEqual([
      'fda-guidance:cleaning-validation-for-example-equipment',
      'fda-guidance:dental-example-handpieces-premarket-notification-510-k-submissions',
      'fda-guidance:example-companion-diagnostics-in-oncology-trials',
      'fda-guidance:labeling-of-example-contact-lens-cases',
      'fda-guidance:validation-of-example-sterile-processes',
    ]);
    for (const item of okItems(items)) expect(FdaGuidanceRecord.safeParse(item.body).success).toBe(true);
  });

  it('joins an index row with its markdown: index metadata, front-matter method, chunks by section', () => {
    const record = byId(items, 'fda-guidance:validation-of-example-sterile-processes')!;
    expect(record).toMatchObject({
      source_id: 'fda',
      publisher: 'U.S. Food and Drug Administration',
      document_type: 'guidance',
      reference: 'FDA-2024-D-0101',
      docket: 'FDA-2024-D-0101',
      title: 'Validation of Example Sterile Processes: Guidance for Industry',
      issue_date: '2024-03-04',
      issue_month: '2024-03',
      status: 'final',
      therapeutic_area: null,
      centers: ['CBER', 'CDER'],
      pages: 12,
      text_source: 'markdown',
      conversion_method: 'pdftotext',
      source_file: `${TARBALL}:03-guidance/001_validation_of_example_sterile_processes_guidance_for_industry.md`,
      url: null,
    });
    expect(record.chunks.map((chunk) => chunk.heading_path)).toEqual([[], ['I. Introduction'], ['II. Recommendations']]);
    expect(record.chunks[2]!.text).toContain('B. Process Qualification\n\nMedia fills should simulate the aseptic process');
    expect(record.chunks.map((chunk) => chunk.text).join(' ')).not.toContain('Contains Nonbinding Recommendations');
  });

  it('publishes an oncology draft under fda-oncology, with a month-only issue date', () => {
    expect(byId(items, 'fda-guidance:example-companion-diagnostics-in-oncology-trials')).toMatchObject({
      source_id: 'fda-oncology',
      document_type: 'draft guidance',
      status: 'draft',
      issue_date: null,
      issue_month: '2023-06',
      therapeutic_area: ['Oncology'],
      centers: ['CDRH', 'OCE'],
    });
  });

  it('keeps a markdown file without an index row, with what its front-matter says', () => {
    expect(byId(items, 'fda-guidance:dental-example-handpieces-premarket-notification-510-k-submissions')).toMatchObject({
      title: 'Dental Example Handpieces - Premarket Notification [510(k)] Submissions',
      docket: 'FDA-2020-D-0957',
      pages: 4,
      status: null,
      issue_month: null,
      centers: [],
      therapeutic_area: ['Dentistry'],
    });
  });

  it('skips a PDF text twin of a markdown guidance and reads the other PDFs', () => {
    expect(byId(items, 'fda-guidance:cleaning-validation-for-example-equipment')).toMatchObject({
      title: 'Guidance for Industry Cleaning Validation for Example Equipment',
      docket: 'FDA-2001-D-0333',
      issue_month: '2001-07',
      centers: ['CDER'],
      text_source: 'text-twin',
      source_file: 'pdf/Guidance_Example_Cleaning_Validation_2001.txt',
    });
    expect(byId(items, 'fda-guidance:labeling-of-example-contact-lens-cases')).toMatchObject({
      title: 'Guidance for Industry Labeling of Example Contact Lens Cases',
      text_source: 'pdf',
      issue_month: '2010-08',
      therapeutic_area: ['Ophthalmology'],
    });
  });

  it('dead-letters a scan without text and an index row without markdown, with reasons', () => {
    expect(failures(items)).toEqual([
      { ok: false, reason: 'no usable text (1 words)', ref: `${TARBALL}:03-guidance/004_laser_notice_example_scan.md`, raw: { title: 'Laser Notice Example (Laser Notice 99)' } },
      { ok: false, reason: 'index row without a markdown file in the tarball', ref: '005_missing_markdown_example.md', raw: { title: 'Missing Markdown Example: Guidance for Industry' } },
    ]);
  });
});

describe('readFdaGuidanceMirror with unreadable files', () => {
  const roots: string[] = [];
  const mirror = async (options: Parameters<typeof buildMirror>[1]) => {
    const root = await buildMirror(mkdtempSync(path.join(tmpdir(), 'fda-guidance-bad-')), options);
    roots.push(root);
    return collect(readFdaGuidanceMirror(root));
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('a truncated tarball is one failure; the index rows are not each dead-lettered; the PDFs still publish', async () => {
    const good = mkdtempSync(path.join(tmpdir(), 'fda-guidance-tar-'));
    roots.push(good);
    await buildMirror(good);
    const whole = readFileSync(path.join(good, FDA_GUIDANCE_DIR, TARBALL));
    const items = await mirror({ tarball: whole.subarray(0, Math.floor(whole.length / 2)) });
    expect(failures(items)).toEqual([{ ok: false, reason: expect.stringMatching(/^unreadable tarball: /), ref: TARBALL }]);
    expect(okItems(items).map((item) => item.id).sort()).toEqual([
      'fda-guidance:cleaning-validation-for-example-equipment',
      'fda-guidance:labeling-of-example-contact-lens-cases',
      'fda-guidance:validation-of-example-sterile-processes',
    ]);
    // Without its markdown, the guidance is published from its PDF's text twin instead.
    expect(byId(items, 'fda-guidance:validation-of-example-sterile-processes')).toMatchObject({ text_source: 'text-twin', issue_month: '2024-03' });
  });

  it('an index with the wrong columns is one failure; markdown documents still publish from their front-matter', async () => {
    const items = await mirror({ index: 'file,name\n001.md,x\n' });
    expect(failures(items)[0]).toEqual({ ok: false, reason: expect.stringMatching(/^unreadable index: missing column\(s\) 'title'/), ref: 'fda_guidance_index.csv' });
    expect(byId(items, 'fda-guidance:validation-of-example-sterile-processes')).toMatchObject({ docket: 'FDA-2024-D-0101', issue_date: null, status: null, pages: 12 });
  });

  it('an empty index is one failure', async () => {
    const items = await mirror({ index: '' });
    expect(failures(items)[0]).toEqual({ ok: false, reason: 'unreadable index: empty file', ref: 'fda_guidance_index.csv' });
  });

  it('throws only when the folder is missing', async () => {
    await expect(collect(readFdaGuidanceMirror(path.join(tmpdir(), 'no-such-mirror')))).rejects.toThrow(/does not exist/);
  });
});

describe('titleFromText', () => {
  it('stops at the blank line (pdftotext) or at the agency block (pdf.js)', () => {
    expect(titleFromText('Contains Nonbinding Recommendations\nGuidance for Industry\n Part 11, Electronic Records;\n\nU.S. Department')).toBe('Guidance for Industry Part 11, Electronic Records;');
    expect(titleFromText('Example Title\nGuidance for Industry\nU.S. Department of Health and Human Services\nMore')).toBe('Example Title Guidance for Industry');
  });
});
