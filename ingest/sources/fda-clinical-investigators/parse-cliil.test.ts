import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cliilTextFromZip, findCliilZipLink } from './cliil-download.ts';
import { cliilInspection, cliilInspectionId } from './cliil-inspection.ts';
import type { CliilRow } from './cliil-inspection.ts';
import { normaliseClassification } from './classification.ts';
import { FDA_DEFICIENCY_LEGEND, parseDeficiencyMapping } from './deficiency-legend.ts';
import { parseCliilCsv } from './parse-cliil-csv.ts';
import { parseCliilTxt } from './parse-cliil-txt.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

function inspect(row: CliilRow) {
  const result = cliilInspection(row, FDA_DEFICIENCY_LEGEND, { source_file: 'cliil_data_audit_DA.csv' });
  if (!result.ok) throw new Error(`expected an inspection, got: ${result.reason}`);
  return result.value;
}

describe('parseCliilCsv on the DA fixture (the CSV conversion layout)', () => {
  const rows = parseCliilCsv(fixture('cliil_data_audit_DA.csv'));

  it('reads one row per inspection with its file line, codes split from the one cell', () => {
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(rows[0]!.row).toEqual({
      idNo: '4410',
      name: 'Harrow,   Ellen   M    MD',
      location: 'Lakeside Clinical Res Ctr',
      address: '220 Harbor Blvd',
      city: 'Tampa',
      state: 'FL',
      country: 'USA',
      zip: '33602',
      date: '03/14/19',
      type: 'DA',
      classification: 'VAI',
      codes: ['03', '05', '06'],
    });
    expect(rows[3]!.row).toMatchObject({ date: '', classification: 'CANC', codes: [] });
  });

  it('throws on an empty file and on a file without the CLIIL columns', () => {
    expect(() => parseCliilCsv('')).toThrow('empty file');
    expect(() => parseCliilCsv('ID No.,Name\n1,"Doe, Jane"\n')).toThrow(/missing column\(s\) 'Location'/);
  });
});

describe('cliilInspection', () => {
  const rows = parseCliilCsv(fixture('cliil_data_audit_DA.csv')).map(({ row }) => row);

  it('tidies the name, reads two-digit years (19 → 2019) and explains each deficiency code', () => {
    const { id, record } = inspect(rows[0]!);
    expect(id).toBe('cliil-DA-4410-20190314');
    expect(record).toMatchObject({
      cliil_id: '4410',
      investigator_name: 'Harrow, Ellen M MD',
      inspection_date: '2019-03-14',
      inspection_type: 'DA',
      inspection_type_description: 'Data audit',
      classification_raw: 'VAI',
      classification: 'VAI',
      source_file: 'cliil_data_audit_DA.csv',
      source_url: null,
    });
    expect(record.deficiencies).toEqual([
      { code: '03', deficiency: 'Inadequate informed consent form', cfr_reference: '21 CFR 50.25' },
      { code: '05', deficiency: 'Failure to follow investigational plan', cfr_reference: '21 CFR 312.60' },
      { code: '06', deficiency: 'Inadequate and inaccurate records', cfr_reference: '21 CFR 312.62' },
    ]);
  });

  it('reads 77 as 1977, and code 00 as "No deficiencies noted" without a CFR reference', () => {
    const { id, record } = inspect(rows[1]!);
    expect(id).toBe('cliil-DA-4410-19770929');
    expect(record.deficiencies).toEqual([{ code: '00', deficiency: 'No deficiencies noted', cfr_reference: null }]);
  });

  it("turns FDA's '-' placeholders into nulls and normalises suffixed classifications", () => {
    const { record } = inspect(rows[2]!);
    expect(record).toMatchObject({ location: null, address: null, state: null, country: 'CAN', zip: 'M5G 2C4', classification_raw: 'VAI2', classification: 'VAI', classification_description: 'No response requested' });
  });

  it('keeps undated rows under an id carrying their final classification, so two undated rows of one investigator differ', () => {
    expect(inspect(rows[3]!)).toMatchObject({ id: 'cliil-DA-6033-undated-CANC', record: { inspection_date: null, classification: null, classification_raw: 'CANC' } });
    expect(inspect(rows[4]!).id).toBe('cliil-DA-6033-undated-WASH');
  });

  it('fails a row with an impossible date or a deficiency code that is not a number, naming the column', () => {
    expect(cliilInspection(rows[5]!, FDA_DEFICIENCY_LEGEND, { source_file: 'x.csv' })).toEqual({ ok: false, reason: 'Insp. Date: unreadable date "13/40/88"' });
    expect(cliilInspection(rows[6]!, FDA_DEFICIENCY_LEGEND, { source_file: 'x.csv' })).toEqual({ ok: false, reason: 'Insp. Def. Codes: "X1" is not a deficiency code' });
  });

  it('fails a non-numeric ID No. and a row without a name, and reads a float-like ID No. as digits', () => {
    expect(cliilInspection({ ...rows[0]!, idNo: 'A12' }, FDA_DEFICIENCY_LEGEND, { source_file: 'x.csv' })).toEqual({ ok: false, reason: 'ID No.: not a number ("A12")' });
    const nameless = cliilInspection({ ...rows[0]!, name: '   ' }, FDA_DEFICIENCY_LEGEND, { source_file: 'x.csv' });
    expect(nameless.ok).toBe(false);
    if (!nameless.ok) expect(nameless.reason).toMatch(/^invalid record: investigator_name/);
    expect(inspect({ ...rows[0]!, idNo: '4410.0' }).id).toBe('cliil-DA-4410-20190314');
  });

  it('keeps a code missing from the legend with null text rather than dropping it', () => {
    const bare = cliilInspection({ ...rows[0]!, codes: ['05'] }, new Map(), { source_file: 'x.csv' });
    expect(bare).toMatchObject({ ok: true, value: { record: { deficiencies: [{ code: '05', deficiency: null, cfr_reference: null }] } } });
  });

  it('builds ids from type, ID No. and date', () => {
    expect(cliilInspectionId('FC', '62851', '2004-02-17', 'VAI')).toBe('cliil-FC-62851-20040217');
    expect(cliilInspectionId('DA', '62851', null, 'WASH')).toBe('cliil-DA-62851-undated-WASH');
  });
});

describe('parseCliilTxt on the tilde-delimited download fixture', () => {
  const results = parseCliilTxt(fixture('CLIIL.TXT'));

  it('merges the one-line-per-code rows of an inspection, skips the header and fails a short line', () => {
    expect(results.map((result) => [result.line, result.ok])).toEqual([
      [2, true],
      [5, true],
      [7, true],
      [8, false],
      [9, true],
      [10, true],
    ]);
    expect(results[0]).toMatchObject({ ok: true, value: { idNo: '4410', name: 'Harrow, Ellen M MD', date: '03/14/2019', type: 'DA', codes: ['03', '05', '06'] } });
    expect(results[1]).toMatchObject({ ok: true, value: { date: '02/11/2015', type: 'FC', classification: 'OAIW', codes: ['02', '05'] } });
    expect(results[3]).toEqual({ ok: false, reason: '3 fields where CLIIL.TXT has 13', line: 8 });
  });

  it('gives the same ids and dates as the spreadsheet form of the same inspection', () => {
    const txt = results.flatMap((result) => (result.ok ? [result.value] : []));
    const ids = txt.map((row) => cliilInspection(row, FDA_DEFICIENCY_LEGEND, { source_url: 'https://www.fda.gov/media/1/download' })).map((result) => (result.ok ? result.value.id : result.reason));
    expect(ids).toEqual(['cliil-DA-4410-20190314', 'cliil-FC-4410-20150211', 'cliil-DA-5127-20041102', 'cliil-DA-6033-undated-CANC', 'cliil-FC-8120-19770801']);
  });
});

describe('deficiency legend', () => {
  it('reads code, text and CFR reference, ignores the added impact-factor column, and reads n/a as null', () => {
    const legend = parseDeficiencyMapping(fixture('deficiency_code_mapping.csv'));
    expect([...legend.keys()]).toEqual(['01', '02', '03', '04', '05', '06', '18', '22']);
    expect(legend.get('02')).toEqual({ deficiency: 'Failure to obtain and/or document subject consent', cfr_reference: '21 CFR 312.60, 50.20, 50.27' });
    expect(legend.get('18')).toEqual({ deficiency: 'Other', cfr_reference: null });
    for (const entry of legend.values()) expect(Object.keys(entry)).toEqual(['deficiency', 'cfr_reference']);
    expect(JSON.stringify([...legend.values()])).not.toMatch(/data_integrity|primary_endpoints|no_finding/);
  });

  it('throws on a file without the legend columns', () => {
    expect(() => parseDeficiencyMapping('code,text\n1,Records\n')).toThrow(/missing column/);
    expect(() => parseDeficiencyMapping('code,deficiency,cfr_reference\n')).toThrow('no deficiency code rows');
  });

  it.each([
    ['VAI3R', 'VAI'],
    ['OAIW', 'OAI'],
    ['nai', 'NAI'],
    ['CANC', null],
    ['MTF', null],
  ])('classification %j → %j', (raw, expected) => {
    expect(normaliseClassification(raw)).toBe(expected);
  });
});

describe('CLIIL download', () => {
  it('finds the zip link on the CLIIL page, resolving a relative link against fda.gov', () => {
    const html = `<ul><li><a href="/drugs/cliil-codes">Database codes</a></li>
      <li><a class="link" href="/media/84721/download">Clinical Investigator Inspection List zip file <span>(1.2 MB)</span></a></li></ul>`;
    expect(findCliilZipLink(html, 'https://www.fda.gov/drugs/cliil')).toBe('https://www.fda.gov/media/84721/download');
    expect(findCliilZipLink(`<a href='https://www.accessdata.fda.gov/x/cliil.zip'>Download</a>`, 'https://www.fda.gov/p')).toBe('https://www.accessdata.fda.gov/x/cliil.zip');
    expect(findCliilZipLink('<a href="/media/1/download">Warning letters</a>', 'https://www.fda.gov/p')).toBeNull();
  });

  it('reads CLIIL.TXT from the zip whatever its case or folder, and rejects bytes that are not a zip', () => {
    const zip = zipSync({ 'cliil/cliil.txt': new TextEncoder().encode('ID No~Last Name\n'), 'README.TXT': new TextEncoder().encode('codes') });
    expect(cliilTextFromZip(zip)).toBe('ID No~Last Name\n');
    expect(() => cliilTextFromZip(zipSync({ 'README.TXT': new Uint8Array([65]) }))).toThrow('the zip has no CLIIL.TXT');
    expect(() => cliilTextFromZip(new TextEncoder().encode('<html>maintenance</html>'))).toThrow(/not a readable zip/);
  });

  it('decodes a Windows-1252 CLIIL.TXT (accented names) instead of mangling it', () => {
    const latin1 = Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]); // "Müller" in Windows-1252
    expect(cliilTextFromZip(zipSync({ 'CLIIL.TXT': latin1 }))).toBe('Müller');
  });
});
