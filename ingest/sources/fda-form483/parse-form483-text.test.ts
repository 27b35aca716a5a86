import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalTitle,
  findUsDates,
  parseCityLine,
  parseEmployeeNameAndTitle,
  parseForm483Text,
  parseInspectionDates,
} from './parse-form483-text.ts';
import type { Form483Document } from './parse-form483-text.ts';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../../..');
const sharedDir = path.resolve(repoRoot, '../shared/data/fda_form483_documents');

function parsed(text: string): Form483Document {
  const result = parseForm483Text(text);
  if (!result.ok) throw new Error(`expected a parse, got: ${result.reason}`);
  return result.value;
}

/** "OBSERVATION n" heading lines of a parsed body (the splitter itself lives in enrich/). */
function headingNumbers(body: string): number[] {
  return [...body.matchAll(/^OBSERVATION (\d+)$/gm)].map((match) => Number(match[1]));
}

describe('parseForm483Text on a two-page pdftotext -layout fixture', () => {
  const doc = parsed(readFileSync(path.join(here, 'fixtures/form483-two-pages.txt'), 'utf8'));

  it('reads the header fields, preferring the clean page-1 reading over the OCR-spaced page 2', () => {
    expect(doc).toMatchObject({
      fei_number: '3099887766',
      firm_name: 'Northwind Compounding LLC',
      street_address: '4120 Harbor View Rd',
      city: 'Riverton',
      state: 'OR',
      postal_code: '97001-2234',
      country: 'United States',
      establishment_type: 'Outsourcing Facility',
      inspection_start_date: '2023-05-11',
      inspection_end_date: '2023-05-19',
      date_issued: '2023-05-19',
      issued_to: 'Jordan T. Ellis, Pharmacist-in-Charge',
    });
  });

  it('lists each footer investigator once, with the OCR-split title repaired', () => {
    expect(doc.investigators).toEqual([
      { name: 'Alice B Carver', title: 'Investigator' },
      { name: 'Daniel K Osei', title: 'National Expert' },
    ]);
  });

  it('starts the body at the DURING AN INSPECTION line and drops the disclaimer', () => {
    expect(doc.observations_text.startsWith('DURING AN INSPECTION OF YOUR FIRM WE OBSERVED:\nOBSERVATION 1\n')).toBe(true);
    expect(doc.observations_text).not.toMatch(/This document lists observations/);
  });

  it('removes every page header and footer, and the reverse of the form', () => {
    for (const furniture of [
      /DEPARTMENT OF HEALTH/,
      /FOOD AND DRUG ADMINISTRATION/,
      /DATE\(S\) OF INSPECTION/,
      /FE[IJ] ?NUMBER/,
      /3099/,
      /Northwind/,
      /Riverton/,
      /EMPLOYEE\(S\) SIGNATURE/,
      /DATE ISSUED/,
      /SEE REVERSE/,
      /Alice B Carver/,
      /Date Signed/,
      /FORM FDA 483/,
      /PAGE \d of 2/,
      /Section 704\(b\)/,
    ]) {
      expect(doc.observations_text).not.toMatch(furniture);
    }
  });

  it('joins an observation that runs across the page break so it reads continuously', () => {
    expect(doc.observations_text).toContain('and the firm has no\nprocedure requiring sampling during production.');
    expect(headingNumbers(doc.observations_text)).toEqual([1, 2, 3]);
  });

  it('keeps the layout indentation out and the inner spacing single', () => {
    expect(doc.observations_text).toContain('\nA. Viable air samples in the ISO 5 hood are collected only (b) (4) and were not collected during\n');
  });
});

describe('parseForm483Text failures and edge cases', () => {
  it('fails on an empty string', () => {
    expect(parseForm483Text('')).toEqual({ ok: false, reason: 'empty text' });
  });

  it('fails on whitespace only', () => {
    expect(parseForm483Text(' \n\f\n  ').ok).toBe(false);
  });

  it('fails on text that is neither a 483 header nor has OBSERVATION headings', () => {
    const result = parseForm483Text('Lorem ipsum dolor sit amet.\nInvoice 2023-44, total due $120.\nObservation deck opens at 9.');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/not a Form FDA 483/);
  });

  it('accepts headings without a header, leaving the header fields null for the connector to judge', () => {
    const doc = parsed('OBSERVATION 1\nProcedures are not in writing.\n\nOBSERVATION 2\nRecords are incomplete.\n');
    expect(doc.fei_number).toBeNull();
    expect(doc.firm_name).toBeNull();
    expect(doc.inspection_end_date).toBeNull();
    expect(doc.investigators).toEqual([]);
    expect(headingNumbers(doc.observations_text)).toEqual([1, 2]);
  });

  it('drops the OCR debris of the signature stamp after the closing *DATES OF INSPECTION list', () => {
    const doc = parsed(
      'OBSERVATION 1\nWalls are not cleanable.\n\n*DATES OF INSPECTION\n8/26/2020(Wed), 10/09/2020(Fri)\n\n   ~mJMUSZ)nSl:i\n X Date\n s;gn~Wiiam~t;.s\n',
    );
    expect(doc.observations_text).toBe('OBSERVATION 1\nWalls are not cleanable.\n\n*DATES OF INSPECTION\n8/26/2020(Wed), 10/09/2020(Fri)');
  });
});

describe('OCR repair helpers', () => {
  it.each([
    ['John P Mistler, I nvestigat or', { name: 'John P Mistler', title: 'Investigator' }],
    ['Ru sse ll J Gla p i on , I nve s tig ato r', { name: 'Ru sse ll J Gla p i on', title: 'Investigator' }],
    ['Unnee Ranjan, Investigator xf a sal', { name: 'Unnee Ranjan', title: 'Investigator' }],
    ['FE | Johnetta F Walters, Investigator', { name: 'Johnetta F Walters', title: 'Investigator' }],
    ['. Jones -S &: oa Marvin D. Jones - Investigator', { name: 'Marvin D. Jones', title: 'Investigator' }],
    ['Stephen D. Brown. Investicator', { name: 'Stephen D. Brown', title: 'Investigator' }],
    ['RAJIV R. SRIVASTAVA-$ Rajiv R Srivastava CSO', { name: 'Rajiv R Srivastava', title: 'CSO' }],
    ['Margaret M Annes, CSO', { name: 'Margaret M Annes', title: 'CSO' }],
    ['Emmanuel J. Ramos Maldonado, C:!', { name: 'Emmanuel J. Ramos Maldonado', title: null }],
  ])('reads %j as a name and title', (line, expected) => {
    expect(parseEmployeeNameAndTitle(line)).toEqual(expected);
  });

  it.each(['een ener Sr merge = d > “et', 'a ee, SS See ee OR eS eee eee', 'VOSMUa FF Walenta, s2bbvOousyatloL', 'EMPLOYEE(S) NAME AND TITLE (Prin', 'Mindy M Chou'])(
    'finds no investigator in the noise line %j',
    (line) => {
      expect(parseEmployeeNameAndTitle(line)).toBeNull();
    },
  );

  it('keeps real words after a known title and drops OCR debris', () => {
    expect(canonicalTitle('Investigator - Team').title).toBe('Investigator - Team');
    expect(canonicalTitle('Investigator s Rciw it').title).toBe('Investigator');
    expect(canonicalTitle('investigetor')).toEqual({ title: 'Investigator', known: true });
    expect(canonicalTitle('Generic Drug User Fee')).toEqual({ title: 'Generic Drug User Fee', known: false });
  });

  it('closes OCR gaps inside dates and rejects impossible ones', () => {
    expect(findUsDates('9/2 4 /2020 - 10/9/2020*')).toEqual(['2020-09-24', '2020-10-09']);
    expect(findUsDates('3/3 0/ 2 0 2 0')).toEqual(['2020-03-30']);
    expect(findUsDates('1H /99/ADNAO_1N/AN 13/45/2020')).toEqual([]);
    expect(parseInspectionDates('DATE(S)OF INSPECTION\n\n01/13-17/2020; 01/21-23/2020')).toEqual({ start: '2020-01-13', end: '2020-01-23' });
  });

  it('splits US and foreign city lines into parts', () => {
    expect(parseCityLine('Mount Laurel, NJ 0805 4-2211')).toEqual({ city: 'Mount Laurel', state: 'NJ', postal_code: '08054-2211', country: 'United States' });
    expect(parseCityLine('Srikakulam, Andhra Pradesh, India 532409')).toEqual({
      city: 'Srikakulam',
      state: 'Andhra Pradesh',
      postal_code: '532409',
      country: 'India',
    });
  });
});

const expected = [
  {
    file: '483_DrReddys_FEI3009193040_2025-12-12.txt',
    fei: '3009193040',
    start: '2025-12-04',
    end: '2025-12-12',
    observations: 5,
    investigators: [{ name: 'Rajiv R Srivastava', title: 'CSO' }],
    country: 'India',
  },
  {
    file: '483_EdgePharma_2020-03-30.txt',
    fei: '3010490167',
    start: '2020-03-04',
    end: '2020-03-30',
    observations: 14,
    investigators: ['John P Mistler', 'Samir C Gala', 'Jonah S Ufferfilge', 'Erik W Koester'].map((name) => ({ name, title: 'Investigator' })),
    country: 'United States',
  },
  {
    file: '483_HealthyChoiceCompounding_2020-09-24.txt',
    fei: '3013118095',
    start: '2020-09-17',
    end: '2020-09-24',
    observations: 3,
    investigators: [{ name: 'Mindy M Chou', title: 'Investigator' }],
    country: 'United States',
  },
  {
    file: '483_StokesHealthcare_EpicurPharma_2020-10-09.txt',
    fei: '3002815949',
    start: '2020-09-24',
    end: '2020-10-09',
    observations: 4,
    investigators: [{ name: 'Russell J Glapion', title: 'Investigator' }],
    country: 'United States',
  },
  {
    file: '483_EHTPharmacy_Curexa_2020-10-09.txt',
    fei: '3011761882',
    start: '2020-08-26',
    end: '2020-10-09',
    observations: 3,
    investigators: ['Nancy M Espinal', 'William J Muszynski'].map((name) => ({ name, title: 'Investigator' })),
    country: 'United States',
  },
];

if (!existsSync(sharedDir)) console.warn(`parse-form483-text: ${sharedDir} is absent, so the real-483 checks are skipped`);

describe.skipIf(!existsSync(sharedDir))('parseForm483Text on the five published 483s (needs ../shared/data)', () => {
  it.each(expected)('$file: FEI, dates, investigators and observation count as in PROVENANCE.md', (want) => {
    const doc = parsed(readFileSync(path.join(sharedDir, want.file), 'utf8'));
    expect(doc.fei_number).toBe(want.fei);
    expect(doc.inspection_start_date).toBe(want.start);
    expect(doc.inspection_end_date).toBe(want.end);
    expect(doc.date_issued).toBe(want.end);
    expect(doc.investigators).toEqual(want.investigators);
    expect(doc.country).toBe(want.country);
    expect(headingNumbers(doc.observations_text)).toEqual(Array.from({ length: want.observations }, (_, i) => i + 1));
    expect(doc.observations_text).not.toMatch(/EMPLOYEE\(S\) SIGNATURE|FORM FDA 483|DEPARTMENT OF HEALTH|Section 704\(b\)/);
  });

  it('reads the OCR-mangled Stokes header into clean firm and address fields', () => {
    const doc = parsed(readFileSync(path.join(sharedDir, '483_StokesHealthcare_EpicurPharma_2020-10-09.txt'), 'utf8'));
    expect(doc).toMatchObject({
      firm_name: 'Stokes Healthcare Inc. dba Epicur Pharma',
      street_address: '8000 Commerce Pkwy Ste 600',
      city: 'Mount Laurel',
      state: 'NJ',
      postal_code: '08054-2211',
      establishment_type: 'Outsourcing Facility',
      issued_to: 'Michael Tursi, CEO',
    });
  });

  it("reads Dr Reddy's Indian address and two-line street address", () => {
    const doc = parsed(readFileSync(path.join(sharedDir, '483_DrReddys_FEI3009193040_2025-12-12.txt'), 'utf8'));
    expect(doc).toMatchObject({
      firm_name: 'Dr. Reddy’s Laboratories Limited',
      street_address: 'FTO-SEZ, Process Unit-01, Devunipalavalasa (Village), Ranasthalam (Mandal)',
      city: 'Srikakulam',
      state: 'Andhra Pradesh',
      postal_code: '532409',
      establishment_type: 'Drug Product Manufacturer',
    });
  });
});
