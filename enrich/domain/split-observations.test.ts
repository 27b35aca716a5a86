import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { observationLead, splitObservations } from './split-observations.ts';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const sharedData = path.resolve(repoRoot, '../shared/data');

const DISCLAIMER = `This document lists observations made by the FDA representative(s) during the inspection of your facility. They are inspectional
observations, and do not represent a final Agency determination regarding your compliance. If you have an objection regarding an
observation, or have implemented, or plan to implement, corrective action in response to an observation, you may discuss the objection or
action with the FDA representative(s) during the inspection or submit this information to FDA at the address above. If you have any
questions, please contact FDA at the phone number and address above.`;

describe('splitObservations', () => {
  it('splits a body into its numbered observations, without the disclaimer and the DURING line', () => {
    const body = `${DISCLAIMER}

DURING AN INSPECTION OF YOUR FIRM WE OBSERVED:
OBSERVATION 1
Procedures are not in writing.

Specifically, there is no SOP.

OBSERVATION 2
Records are incomplete.
`;
    expect(splitObservations(body)).toEqual([
      { number: 1, text: 'Procedures are not in writing.\n\nSpecifically, there is no SOP.' },
      { number: 2, text: 'Records are incomplete.' },
    ]);
  });

  it.each([
    'OBSERVATlON 2',
    'OBSERVATJON 2',
    'OBSERVAT ION 2',
    'Observation 2',
    'OBSERVATION #2',
    'Observation 2]',
    'Observation 2.',
    'IBSERVATION 2',
    'bservation # 2',
    '3SERVATION #2',
    '   OBSERVATION 2   ',
  ])('recognises the OCR-damaged heading %j', (heading) => {
    const observations = splitObservations(`OBSERVATION 1\nFirst.\n${heading}\nSecond.`);
    expect(observations.map((o) => o.number)).toEqual([1, 2]);
    expect(observations[1]?.text).toBe('Second.');
  });

  it('reads a bar for the digit 1 ("OBSERVATION |")', () => {
    expect(splitObservations('OBSERVATION |\nFirst.\nOBSERVATION 2\nSecond.').map((o) => o.number)).toEqual([1, 2]);
  });

  it('takes the citation from a heading that runs on after a colon', () => {
    expect(splitObservations('bservation 1: Non-microbial contamination was observed.\n\nSpecifically, dust.')).toEqual([
      { number: 1, text: 'Non-microbial contamination was observed.\n\nSpecifically, dust.' },
    ]);
  });

  it('leaves cross-references and mid-sentence mentions inside the observation', () => {
    const observations = splitObservations('OBSERVATION 1\nSee below.\nPlease refer to OBSERVATION 2 for details.\nOBSERVATION 2\nSecond.');
    expect(observations).toHaveLength(2);
    expect(observations[0]?.text).toContain('Please refer to OBSERVATION 2 for details.');
  });

  it('treats a heading whose number repeats or goes backwards as text of the current observation', () => {
    const observations = splitObservations('OBSERVATION 1\nOne.\nOBSERVATION 2\nTwo.\nOBSERVATION 1\nStill two.\nOBSERVATION 2\nAlso two.\nOBSERVATION 3\nThree.');
    expect(observations.map((o) => o.number)).toEqual([1, 2, 3]);
    expect(observations[1]?.text).toBe('Two.\nOBSERVATION 1\nStill two.\nOBSERVATION 2\nAlso two.');
  });

  it('drops a "(continued)" repeat of the current heading', () => {
    const observations = splitObservations('OBSERVATION 1\nStarts here\nOBSERVATION 1 (continued)\nand ends here.\nOBSERVATION 2\nTwo.');
    expect(observations[0]?.text).toBe('Starts here\nand ends here.');
  });

  it('strips page furniture left inside OCR text', () => {
    const body = `OBSERVATION 1
Equipment is not cleaned.
EMPLOYEE(S) SIGNATURE DATE ISSUED
SEE REVERSE Jane Q Public, Investigator 3/30/2020
OF THIS PAGE
FORM FDA 483 (09/08) PREVIOUS EDITION OBSOLETE INSPECTIONAL OBSERVATIONS PAGE 1 OF 3 PAGES
CITY, STATE AND ZIP CODE TYPE OF ESTABLISHMENT INSPECTED
X Date Signed: 03-30-2020 13:17:21
AMENDMENT 1
~ — +--+
Specifically, the mixer was dirty.`;
    expect(splitObservations(body)).toEqual([{ number: 1, text: 'Equipment is not cleaned.\nSpecifically, the mixer was dirty.' }]);
  });

  it('drops the *DATES OF INSPECTION footnote and stops at the reverse of the form and the annotations', () => {
    const body = `OBSERVATION 1
Last observation text.

*DATES OF INSPECTION
1/13/2020(Mon), 1/14/2020(Tue),
1/16/2020(Thu)

Annotations to Observations

Observation 1: Promised to correct

Section 704(b) of the Federal Food, Drug, and Cosmetic Act (21 USC 374(b)) provides:
"Upon completion of any such inspection …"`;
    expect(splitObservations(body)).toEqual([{ number: 1, text: 'Last observation text.' }]);
  });

  it('drops a stray day-list line and stops at the quoted Section 704(b) text when its title line is lost', () => {
    const body = `OBSERVATION 13
Employees lack the training required.
10/22/2020(Thu), 10/23/2020(Fri), 10/30/2020(Fri), 11/05/2020(Thu)
Specifically, no records.

“Upon completion of any such inspection of a factory, warehouse, consulting
laboratory, or other establishment, and prior to leaving the premises, the officer or
employee making the inspection shall give to the owner, operator, or agent in charge a`;
    expect(splitObservations(body)).toEqual([{ number: 13, text: 'Employees lack the training required.\nSpecifically, no records.' }]);
  });

  it('keeps an observation line that merely mentions pages', () => {
    expect(splitObservations('OBSERVATION 1\nThe log showed page 3 of 10 pages missing.')[0]?.text).toBe('The log showed page 3 of 10 pages missing.');
  });

  it('trims lines and collapses runs of blank lines', () => {
    expect(splitObservations('OBSERVATION 1\n\n\n   Lead   sentence.  \n\n\n\n   Detail.   \n\n')).toEqual([{ number: 1, text: 'Lead sentence.\n\nDetail.' }]);
  });

  it('returns [] when there is no heading', () => {
    expect(splitObservations(`${DISCLAIMER}\n\n1. Non-pharmaceutical grade components are used.`)).toEqual([]);
    expect(splitObservations('')).toEqual([]);
  });

  it('has no import at all, so enrichment can call it anywhere', () => {
    const source = readFileSync(path.join(here, 'split-observations.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});

describe('observationLead', () => {
  it('returns the whitespace-normalised citation text before "Specifically"', () => {
    expect(
      observationLead('There is a failure to thoroughly review any unexplained discrepancy\nwhether or not the batch has been already distributed.\n\nSpecifically, lot 3 failed.'),
    ).toBe('There is a failure to thoroughly review any unexplained discrepancy whether or not the batch has been already distributed.');
  });

  it('leaves out a repeat-observation note between the citation and "Specifically"', () => {
    expect(
      observationLead('Buildings are not of suitable construction.\n\n***THIS IS A REPEAT OBSERVATION FROM FDA 483 issued in 2018 (Observation 7)***\n\nSpecifically, gaps.'),
    ).toBe('Buildings are not of suitable construction.');
  });

  it('takes a line-initial lowercase "specifically" (capital lost to OCR) as the cut, but not one inside the sentence', () => {
    expect(observationLead('Pressure differentials are not monitored.\n\nspecifically,\nA) no log.')).toBe('Pressure differentials are not monitored.');
    expect(observationLead('Procedures specifically designed to prevent contamination are not followed.\nSpecifically, none.')).toBe(
      'Procedures specifically designed to prevent contamination are not followed.',
    );
  });

  it('falls back to the first paragraph without "Specifically"', () => {
    expect(observationLead('Employees lack training\nin their functions.\n\nA. Two operators had no records.')).toBe('Employees lack training in their functions.');
  });
});

const documentsDir = path.join(sharedData, 'fda_form483_documents');
const readingRoomCsv = path.join(sharedData, 'fda_483_reading_room_ocr/fda_reading_room_form483_dataset_20210512.csv');
if (!existsSync(sharedData)) console.warn(`split-observations: ${sharedData} is absent, so the real-483 checks are skipped`);

describe.skipIf(!existsSync(sharedData))('splitObservations on real 483 text (needs ../shared/data)', () => {
  // Counts from fda_form483_documents/PROVENANCE.md. The raw pdftotext text is split here (the
  // 483 parser is in ingest/, which this room may not import): headers carry no headings.
  it.each([
    ['483_DrReddys_FEI3009193040_2025-12-12.txt', 5],
    ['483_EdgePharma_2020-03-30.txt', 14],
    ['483_HealthyChoiceCompounding_2020-09-24.txt', 3],
    ['483_StokesHealthcare_EpicurPharma_2020-10-09.txt', 4],
    ['483_EHTPharmacy_Curexa_2020-10-09.txt', 3],
  ])('%s has observations 1..%i with a citation lead each', (file, count) => {
    const observations = splitObservations(readFileSync(path.join(documentsDir, file), 'utf8'));
    expect(observations.map((o) => o.number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    for (const observation of observations) expect(observationLead(observation.text).length).toBeGreaterThan(20);
  });

  it('finds all five files of the folder', () => {
    expect(readdirSync(documentsDir).filter((name) => name.endsWith('.txt'))).toHaveLength(5);
  });

  it('splits the 72 reading-room OCR bodies into about as many observations as there are headings', () => {
    const rows = parse(readFileSync(readingRoomCsv, 'utf8'), { columns: true, bom: true }) as Array<Record<string, string>>;
    const counts = rows.map((row) => splitObservations(row.observations ?? '').length);
    const total = counts.reduce((sum, n) => sum + n, 0);
    // 338 case-sensitive "OBSERVATION n" matches in the raw text include cross-references and miss
    // "Observation n" / "#n" / clipped headings; the splitter finds 386 (measured).
    expect(total).toBeGreaterThanOrEqual(360);
    expect(total).toBeLessThanOrEqual(400);
    // Four rows have no text; one numbers its observations "1." without the heading word.
    expect(counts.filter((n) => n === 0)).toHaveLength(5);
    // Wells Pharmacy (row 1) has eight observations, and none of them drags in the Section 704(b) page.
    const wells = splitObservations(rows[0]?.observations ?? '');
    expect(wells.map((o) => o.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(wells.some((o) => /Section 704\(b\)|Upon completion of any such inspection/.test(o.text))).toBe(false);
  });
});
