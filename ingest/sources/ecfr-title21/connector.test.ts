import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../infra/clock.ts';
import { collect } from '../../../test/fixtures/live.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { SourceItem } from '../../connector.ts';
import { ecfrTitle21Connector } from './connector.ts';
import { EcfrSectionRecord } from './record.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (mirrorDir: string) => collect(ecfrTitle21Connector.readMirror({ mirrorDir, clock: systemClock }));
const okItems = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: true }> => item.ok);
const failures = (items: SourceItem[]) => items.filter((item): item is Extract<SourceItem, { ok: false }> => !item.ok);

describe('ecfr-title21 mirror reader on fixture files', () => {
  let mirror: string;
  let devices: string;
  beforeEach(() => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-ecfr-'));
    devices = join(mirror, 'cfr_title21', 'subchapter_H_devices_md');
    mkdirSync(devices, { recursive: true });
    copyFileSync(join(fixtures, 'part-211-print-excerpt.txt'), join(mirror, 'cfr_title21', '21CFR_part211_ecfr_2026-03-02.txt'));
    copyFileSync(join(fixtures, 'part-820-excerpt.md'), join(devices, 'part-820.md'));
    copyFileSync(join(fixtures, 'part-820-qmsr-excerpt.md'), join(devices, 'part-820-qmsr.md'));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  it('publishes each section once, the QMSR under plain ids, the QSR suffixed', async () => {
    const items = await read(mirror);
    expect(okItems(items).map((item) => item.id)).toEqual([
      '21 CFR 211.1',
      '21 CFR 211.3',
      '21 CFR 211.42',
      '21 CFR 211.46',
      '21 CFR 820.1',
      '21 CFR 820.10',
      '21 CFR 820.1 (QSR)',
      '21 CFR 820.3 (QSR)',
      '21 CFR 820.30 (QSR)',
    ]);
    expect(failures(items)).toEqual([]);
  });

  it('publishes bodies that fit the schema, with the print as-of date and the file they came from', async () => {
    const items = okItems(await read(mirror));
    for (const item of items) expect(EcfrSectionRecord.safeParse(item.body).success).toBe(true);
    expect(items[0]?.body).toMatchObject({
      citation: '21 CFR 211.1',
      effective_date: '2026-03-02',
      source_format: 'print-text',
      source_file: '21CFR_part211_ecfr_2026-03-02.txt',
      source_url: 'https://www.ecfr.gov/on/2026-03-02/title-21/part-211/section-211.1',
    });
    expect(items.find((item) => item.id === '21 CFR 820.10')?.body).toMatchObject({
      version: 'QMSR',
      source_format: 'markdown',
      source_file: 'subchapter_H_devices_md/part-820-qmsr.md',
    });
  });

  it('dead-letters a second copy of a section whose text differs, keeping the first', async () => {
    const qmsr = readFileSync(join(devices, 'part-820-qmsr.md'), 'utf8');
    writeFileSync(join(devices, 'part-820-qmsr.md'), qmsr.replace('as required by ISO 13485.', 'as required by ISO 13485:2016.'));
    const items = await read(mirror);
    expect(failures(items)).toEqual([
      expect.objectContaining({
        reason: '21 CFR 820.10 appears again with a different text; the copy in subchapter_H_devices_md/part-820-qmsr.md was kept',
        ref: 'cfr_title21/subchapter_H_devices_md/part-820.md#§ 820.10',
      }),
    ]);
    expect(okItems(items).filter((item) => item.id === '21 CFR 820.10')).toHaveLength(1);
  });

  it('dead-letters an unreadable file once and goes on with the others', async () => {
    writeFileSync(join(mirror, 'cfr_title21', '21CFR_part999_ecfr_2026-03-02.pdf'), 'this is not a PDF');
    writeFileSync(join(devices, 'part-801.md'), '');
    writeFileSync(join(devices, 'part-803.md'), '# Some notes\n\nNo part heading.\n');
    const items = await read(mirror);
    expect(failures(items).map((item) => [item.ref, item.reason.split(':')[0]])).toEqual([
      ['cfr_title21/21CFR_part999_ecfr_2026-03-02.pdf', 'unreadable 21CFR_part999_ecfr_2026-03-02.pdf'],
      ['cfr_title21/subchapter_H_devices_md/part-801.md', 'unreadable subchapter_H_devices_md/part-801.md'],
      ['cfr_title21/subchapter_H_devices_md/part-803.md', 'unreadable subchapter_H_devices_md/part-803.md'],
    ]);
    expect(failures(items)[1]?.reason).toBe('unreadable subchapter_H_devices_md/part-801.md: empty file');
    expect(okItems(items)).toHaveLength(9);
  });

  it('is absent without the folder, and throws when the folder vanished', async () => {
    expect(ecfrTitle21Connector.isPresent(mirror)).toBe(true);
    const empty = mkdtempSync(join(tmpdir(), 'regintel-ecfr-empty-'));
    try {
      expect(ecfrTitle21Connector.isPresent(empty)).toBe(false);
      await expect(read(empty)).rejects.toThrow(/cfr_title21 does not exist/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

warnIfMissing(hasSharedData, 'ecfr-title21 over cfr_title21');

describe.skipIf(!hasSharedData)('ecfr-title21 over the shared cfr_title21 data set', () => {
  const folder = join(sharedDataDir, 'cfr_title21');
  let items: SourceItem[] = [];
  beforeEach(async () => {
    if (items.length === 0) items = await read(sharedDataDir);
  });

  /** Sections the print's own table of contents lists (`  § 211.1 Scope.` lines before the part heading). */
  const tocSections = (file: string) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const toc = text.slice(0, text.search(/^PART \d+—/m));
    return [...toc.matchAll(/^\s+§ (\d+\.\d+[a-z]?)(?:-\d+\.\d+[a-z]?)? (.+)$/gm)].map((m) => ({ number: m[1]!, reserved: /\[Reserved\]/.test(m[2]!) }));
  };

  it('reads every section the prints of parts 211 and 610 list in their tables of contents', () => {
    for (const file of ['21CFR_part211_ecfr_2026-04-09.txt', '21CFR_part610_ecfr_2026-04-09.txt']) {
      const expected = tocSections(file).filter((entry) => !entry.reserved).map((entry) => `21 CFR ${entry.number}`);
      const read = okItems(items).filter((item) => item.body.source_file === file).map((item) => item.id);
      expect(read).toEqual(expected);
    }
  });

  it('publishes, per device part, the sections its _index.yaml counts, less the reserved ones', () => {
    const index = parseYaml(readFileSync(join(folder, 'subchapter_H_devices_md', '_index.yaml'), 'utf8')) as { chunks: Array<{ file: string; sections: number }> };
    const present = index.chunks.filter((chunk) => items.some((item) => item.ok && item.body.source_file === `subchapter_H_devices_md/${chunk.file}`));
    // Files of the index that are in the mirror: 800–830 (the index covers all of subchapter H).
    expect(present.map((chunk) => chunk.file)).toEqual([
      'part-800.md', 'part-801.md', 'part-803.md', 'part-806.md', 'part-807.md', 'part-812.md', 'part-814.md',
      'part-820.md', 'part-820-qmsr.md', 'part-821.md', 'part-822.md', 'part-830.md',
    ]);
    // The index counts § headings: part-820.md's 40 are 31 QSR sections plus the 9 QMSR headings
    // it repeats (6 sections, published from part-820-qmsr.md, and 3 reserved).
    const published = (file: string) => okItems(items).filter((item) => item.body.source_file === `subchapter_H_devices_md/${file}`).length;
    expect(published('part-820.md')).toBe(40 - 9);
    expect(published('part-820-qmsr.md')).toBe(9 - 3);
    expect(published('part-812.md')).toBe(33 - 1); // § 812.65 [Reserved]
    expect(published('part-822.md')).toBe(38 - 1); // § 822.13 [Reserved]
    for (const file of ['part-800.md', 'part-801.md', 'part-803.md', 'part-806.md', 'part-807.md', 'part-814.md', 'part-821.md', 'part-830.md']) {
      expect(published(file)).toBe(index.chunks.find((chunk) => chunk.file === file)!.sections);
    }
  });

  it('fails nothing, and every body fits the schema', () => {
    expect(failures(items)).toEqual([]);
    for (const item of okItems(items)) expect(EcfrSectionRecord.safeParse(item.body).success).toBe(true);
  });

  it('reads § 211.192, the QSR § 820.30 and the QMSR § 820.10 as the regulation has them', () => {
    const byId = new Map(okItems(items).map((item) => [item.id, item.body]));
    expect(byId.get('21 CFR 211.192')).toMatchObject({ section_heading: 'Production record review', subpart: 'J', subpart_heading: 'Records and Reports', effective_date: '2026-04-09' });
    expect(byId.get('21 CFR 211.42')?.subsections).toContainEqual(expect.objectContaining({ label: '(c)(10)(vi)', text: 'A system for maintaining any equipment used to control the aseptic conditions.' }));
    expect(byId.get('21 CFR 820.30 (QSR)')).toMatchObject({ section_heading: 'Design controls', version: 'QSR', effective_date: '2025-04-01' });
    expect(byId.get('21 CFR 820.10')).toMatchObject({ section_heading: 'Requirements for a quality management system', version: 'QMSR', effective_date: '2026-02-02' });
    expect(byId.get('21 CFR 801.4 (revision 82 FR 2217)')).toMatchObject({ version: 'revision 82 FR 2217', effective_date: null });
  });
});

describe.skipIf(!hasSharedData)('ecfr-title21 reading a print from its PDF when the text twin is missing', () => {
  let mirror: string;
  beforeEach(() => {
    mirror = mkdtempSync(join(tmpdir(), 'regintel-ecfr-pdf-'));
    mkdirSync(join(mirror, 'cfr_title21'));
    // A copy in a temporary mirror (the listing skips symlinks), removed after the test.
    copyFileSync(join(sharedDataDir, 'cfr_title21', '21CFR_part211_ecfr_2026-04-09.pdf'), join(mirror, 'cfr_title21', '21CFR_part211_ecfr_2026-04-09.pdf'));
  });
  afterEach(() => rmSync(mirror, { recursive: true, force: true }));

  it('finds the same sections in the PDF as the print lists', async () => {
    const text = readFileSync(join(sharedDataDir, 'cfr_title21', '21CFR_part211_ecfr_2026-04-09.txt'), 'utf8');
    const listed = [...text.slice(0, text.search(/^PART 211—/m)).matchAll(/^\s+§ (211\.\d+) /gm)].map((m) => `21 CFR ${m[1]}`);
    const items = await read(mirror);
    expect(okItems(items).map((item) => item.id)).toEqual(listed);
    expect(okItems(items).find((item) => item.id === '21 CFR 211.192')?.body).toMatchObject({ section_heading: 'Production record review', source_file: '21CFR_part211_ecfr_2026-04-09.pdf' });
  });
});
