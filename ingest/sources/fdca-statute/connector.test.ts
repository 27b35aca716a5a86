import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { parse as parseYaml } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import { readTarGzText } from '../../formats/tar-gz.ts';
import type { SourceItem } from '../../connector.ts';
import { fdcaStatuteConnector } from './connector.ts';
import { FdcaSectionRecord } from './record.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (mirrorDir: string) => collect(fdcaStatuteConnector.readMirror({ mirrorDir, clock: systemClock }));
const okItems = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: true }> => item.ok);
const failures = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);

/** The fixture files under the names the published folder uses. */
const SECTION_FILES: Record<string, string> = {
  'section-351.md': 'section-351-excerpt.md',
  'section-360qq.md': 'section-360qq-excerpt.md',
  'section-360bbb-0.md': 'section-360bbb-0-excerpt.md',
  'section-360ccc.md': 'section-360ccc-excerpt.md',
};

describe('fdca-statute mirror reader on a tarball and loose files built from fixtures', () => {
  let mirror: string;
  let folder: string;
  beforeEach(async () => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-fdca-'));
    folder = join(mirror, 'fdca_statute_subchapter_v');
    const staging = join(mirror, 'staging', 'fdc-act-title21-chap9-subchapV');
    mkdirSync(staging, { recursive: true });
    mkdirSync(folder);
    for (const [name, fixture] of Object.entries(SECTION_FILES)) copyFileSync(join(fixtures, fixture), join(staging, name));
    copyFileSync(join(fixtures, '_index.yaml'), join(staging, '_index.yaml'));
    await createTar({ gzip: true, file: join(folder, 'fdca_subchapter_v_sections_md.tar.gz'), cwd: join(mirror, 'staging') }, ['fdc-act-title21-chap9-subchapV']);
    copyFileSync(join(fixtures, '_index.yaml'), join(folder, '_index.yaml'));
    copyFileSync(join(fixtures, 'section-351-excerpt.md'), join(folder, 'section-351_adulterated_drugs_and_devices.md'));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  it('publishes every section once, in the order of _index.yaml, the loose copy of § 351 merged', async () => {
    const items = await read(mirror);
    expect(failures(items)).toEqual([]);
    expect(okItems(items).map((item) => item.id)).toEqual(['21 U.S.C. 351', '21 U.S.C. 360qq', '21 U.S.C. 360bbb-0', '21 U.S.C. 360bbb-0a', '21 U.S.C. 360ccc']);
    expect(okItems(items)[0]?.body).toMatchObject({ source_file: 'fdca_subchapter_v_sections_md.tar.gz:fdc-act-title21-chap9-subchapV/section-351.md', edition: 'USCODE-2024' });
    for (const item of okItems(items)) expect(FdcaSectionRecord.safeParse(item.body).success).toBe(true);
  });

  it('carries a part heading at the end of one file to the sections of the next', async () => {
    const parts = Object.fromEntries(okItems(await read(mirror)).map((item) => [item.id, item.body.part]));
    expect(parts).toEqual({
      '21 U.S.C. 351': null,
      '21 U.S.C. 360qq': null,
      '21 U.S.C. 360bbb-0': 'Part D—Dissemination of Treatment Information',
      '21 U.S.C. 360bbb-0a': 'Part D—Dissemination of Treatment Information',
      '21 U.S.C. 360ccc': 'Part F—New Animal Drugs for Minor Use and Minor Species',
    });
  });

  it('dead-letters a loose copy whose text differs from the tarball copy', async () => {
    const loose = join(folder, 'section-351_adulterated_drugs_and_devices.md');
    writeFileSync(loose, readFileSync(loose, 'utf8').replace('refuses to permit entry or inspection.', 'refuses to permit entry.'));
    const items = await read(mirror);
    expect(failures(items)).toEqual([
      expect.objectContaining({
        reason: '21 U.S.C. 351 appears again with a different text; the copy in fdca_subchapter_v_sections_md.tar.gz:fdc-act-title21-chap9-subchapV/section-351.md was kept',
        ref: 'fdca_statute_subchapter_v/section-351_adulterated_drugs_and_devices.md#§ 351',
      }),
    ]);
  });

  it('dead-letters a broken tarball and an index entry with no file, and still reads the loose file', async () => {
    writeFileSync(join(folder, 'fdca_subchapter_v_sections_md.tar.gz'), Buffer.from('not a gzip stream at all'));
    const items = await read(mirror);
    expect(failures(items).map((item) => item.ref)).toEqual([
      'fdca_statute_subchapter_v/fdca_subchapter_v_sections_md.tar.gz',
      'fdca_statute_subchapter_v/_index.yaml#360qq',
      'fdca_statute_subchapter_v/_index.yaml#360bbb-0',
      'fdca_statute_subchapter_v/_index.yaml#360ccc',
    ]);
    expect(failures(items)[0]?.reason).toMatch(/^unreadable fdca_subchapter_v_sections_md\.tar\.gz: /);
    expect(okItems(items).map((item) => item.id)).toEqual(['21 U.S.C. 351']);
  });

  it('dead-letters an empty section file and goes on', async () => {
    writeFileSync(join(folder, 'section-351_adulterated_drugs_and_devices.md'), '');
    const items = await read(mirror);
    expect(failures(items)).toEqual([expect.objectContaining({ reason: 'unreadable section-351_adulterated_drugs_and_devices.md: empty file' })]);
    expect(okItems(items)).toHaveLength(5);
  });

  it('throws when the folder is gone', async () => {
    rmSync(folder, { recursive: true });
    expect(fdcaStatuteConnector.isPresent(mirror)).toBe(false);
    await expect(read(mirror)).rejects.toThrow(/fdca_statute_subchapter_v does not exist/);
  });
});

warnIfMissing(hasSharedData, 'fdca-statute over fdca_statute_subchapter_v');

describe.skipIf(!hasSharedData)('fdca-statute over the shared fdca_statute_subchapter_v data set', () => {
  const folder = join(sharedDataDir, 'fdca_statute_subchapter_v');
  let items: SourceItem[] = [];
  beforeEach(async () => {
    if (items.length === 0) items = await read(sharedDataDir);
  });

  it('reads every section heading of the 117 files of the index, ranges aside, with no failure', async () => {
    const index = parseYaml(readFileSync(join(folder, '_index.yaml'), 'utf8')) as { total_chunks: number; chunks: unknown[] };
    expect(index.total_chunks).toBe(117); // PROVENANCE.md: 117 sections (files)
    // Some files carry the sections that follow (360bbb-8 holds 8a–8d): count the headings.
    const entries = await readTarGzText(readFileSync(join(folder, 'fdca_subchapter_v_sections_md.tar.gz')), (path) => path.endsWith('.md'));
    expect(entries).toHaveLength(117);
    const headings = entries.flatMap((entry) => [...entry.text.matchAll(/^\s*# §(?!§)/gm)]).length;
    expect(failures(items)).toEqual([]);
    expect(okItems(items)).toHaveLength(headings);
    expect(new Set(okItems(items).map((item) => item.id)).size).toBe(headings);
  });

  it('gives the FD&C Act numbers warning letters cite', () => {
    const fdca = Object.fromEntries(okItems(items).map((item) => [item.id, item.body.fdca_section]));
    expect([fdca['21 U.S.C. 351'], fdca['21 U.S.C. 352'], fdca['21 U.S.C. 355'], fdca['21 U.S.C. 360'], fdca['21 U.S.C. 360e'], fdca['21 U.S.C. 355-1']]).toEqual(['501', '502', '505', '510', '515', '505-1']);
    // Enacted outside the Act and only classified here.
    expect(fdca['21 U.S.C. 360a-1']).toBeNull();
  });

  it('reads § 351(a)(2)(B)-bearing text and the repealed § 360qq', () => {
    const byId = new Map(okItems(items).map((item) => [item.id, item.body]));
    expect(byId.get('21 U.S.C. 351')?.text).toContain('current good manufacturing practice to assure that such drug meets the requirements of this chapter');
    expect((byId.get('21 U.S.C. 351')?.subsections as Array<{ label: string }>).map((s) => s.label).slice(0, 2)).toEqual(['(a)', '(a)(1)']);
    expect(byId.get('21 U.S.C. 360qq')).toMatchObject({ status: 'repealed', part: 'Part C—Electronic Product Radiation Control' });
    expect(byId.get('21 U.S.C. 360bbb-8d')).toMatchObject({ part: 'Part E—General Provisions Relating to Drugs and Devices' });
  });
});
