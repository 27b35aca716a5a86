import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEYWORDS,
  OBSERVATION_CATEGORIES,
  ObservationCategory,
  categoriseObservation,
  cfrCategoryHints,
  normaliseObservationText,
  observationCategories,
  leadSentence,
} from './observation-categories.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedData = path.resolve(repoRoot, '../shared/data');
const form483Dir = path.join(sharedData, 'fda_form483_documents');

const names = (text: string, extra: { cfr?: string | null; shortDescription?: string | null } = {}): string[] =>
  observationCategories({ text, ...extra });

/*
 * Real observation excerpts, quoted from public FDA Form 483s in ../shared/data (OCR noise kept
 * where it is part of the source). Expected categories are an expert's reading of each finding.
 */

// Dr. Reddy's, FEI 3009193040, 12/12/2025, OBSERVATION 1 (abridged): an OOS investigation.
const OOS_INVESTIGATION = `There is a failure to thoroughly review any unexplained discrepancy and the failure of a batch or any of
its components to meet any of its specifications whether or not the batch has been already distributed.
Specifically,
A. On 4/28/2025, you recorded non-conformances 310028189 and 310028200 for (b)(4) for Dissolution by HPLC.
The OOS results were recorded for Batch No's (OOS No. 310028189) and (OOS No. 310028200). Both the batches
failed the dissolution test. In Phase I, you confirmed the OOS result via Re-Measurement Testing. No root cause
was identified in Phase I. Based on this hypothesis, you repeated the analysis with fresh sample preparation and
based on you invalidated the initial OOS results and released the batch.`;

// FDA reading-room 483 (OCR dataset), OBSERVATION 5: aseptic gowning.
const ASEPTIC_GOWNING = `Personnel engaged in aseptic processing were observed with exposed face, neck, and ankles.
Specifically, on 01/13/2020 and 01/22/2020, we observed your pharmacy technician, who was engaged in aseptic
operations of Carboplatin 520 mg and Doxorubicin 105 mg, respectively, with exposed face, neck, and ankles in the
ISO-7 Classified Area of the "(b) (4) Mobile Unit Hazardous Compounding Area.
In addition, your pharmacy technicians don non-sterile gowns, bouffant, facemask, and booties.`;

// Dr. Reddy's, OBSERVATION 3 (abridged): equipment cleaning and its validation.
const CLEANING = `Written procedures are not established for the cleaning and maintenance of equipment, including
utensils, used in the manufacture, processing, packing or holding of a drug product.
Specifically, you practice cleaning validation for equipment trains for the worst-case molecule. The
cleaning validation for your Tablet Compression Machine ID # PR034 was conducted in an equipment train for
(b) (4) Tablet as the worst-case molecule as reported in Cleaning Validation Report for (b) (4) Tablets VALRP-FS01-
000310 (Effective date 10/6/2020). On 3/16/2024 the ID # PR034 underwent breakdown during the manufacturing of Batch No.`;

// Edge Pharma, 3/30/2020, OBSERVATION 2 (abridged, OCR as extracted): environmental monitoring.
const ENVIRONMENTAL_MONITORING = `Aseptic processing areas are deficient regarding the system for monitoring environmental conditions.
Specifically, the firm' s environmental monitoring practices of classified and aseptic processing areas do not
ensure appropriate levels of environmental cleanliness. For example:
A. The fom failed to conduct investigations of environmental excmsions to include microbial
species identification and perform con ective and preventive actions following identification of
objectionable microbes recovered from classified environments such as additional sporicidal
cleanings. For example, on 9/25/2019, the fom recovered airborne mold from two locations in
ISO-8 room 300 and airborne mold from 3 locations in ISO-7 room 302.
B. Objectionable microorganisms such as mold and fungus are not identified to species level. For
example, from 9/ 1/18 to 3/11/20 a total of 294 environmental monitoring sample recoveries from
classified environments were phenotypically identified as mold or fungus.`;

// Edge Pharma, OBSERVATION 4 (OCR as extracted): stability program.
const STABILITY = `The written stability testing program is not followed.
Specifically,
The fom failed to conduct appearance testing as pa1i of their stability program following the T=0
timepoint for any of their products. For example, the stability studies for the following products failed to
include appearance testing after the initial timepoint (T=44 days, T=74 days, T=l04 days, and T=134
days): Buffered Lidocaine 1% in 10cc syringe. Fmihe1more, the fom missed several timepoints within their
stability studies and failed to institute a deviation or CAPA to address the issue.`;

// FDA reading-room 483 (OCR dataset), OBSERVATION 1: audit trails.
const AUDIT_TRAIL = `Appropriate controls are not exercised over computers or related production systems.
Specifically, electronic data obtained from manufacturing process or related equipment are not
appropriately controlled. For example,
A. We observed from the audit trails of the(b) (4) units that electronic files identified
as Calibration Study, Qualification Study and Verification Study have been deleted. These (b) (4)
units are used for the equipment qualifications. The deleted incidents and related audit trail were not
reviewed by the quality unit.`;

// Edge Pharma, OBSERVATION 10 (OCR as extracted): shared admin login, uncontrolled and shredded GMP forms.
const COMPUTER_CONTROLS = `Appropriate controls are not exercised over computers or related systems to assure that changes in
mas ter production and contrnl records or other records are instituted only by authorized personnel.
Specifically,
A. Appropriate controls are not exercised over computers or related systems to assure that chan ges
are instituted only by authorized personnel. For example, on 3/9/20, the admin login and
password for the fum 's software were observed on a sticky note immediately
adjacent to the computer system. This software is used to perfo1m endotoxin release
testing of mug products purpo1ted to be sterile.
B. Numerous examples of a lack of GMP document contrnl were observed during the
inspection. For example, all film personnel have access to a central data folder containing
numerous GMP documents an d fo1ms. In addition, blank fo1ms such as QC Chemist1y loose
sheets an d OJT training fo1ms, and OC Microbiology fo1ms such as sterility testing were observed
uncontrolled and throughout the film.
C. Complete record of all GMP data is not maintained. For example, paitial GMP documents to
include QC Cheinistiy loose sheets and OJT ti·aining fo1ms were found located in the fum 's
shred bin. Fmther, a Sterility Testing of Sterile Batches and Prepai·ations from (Fo1m Code F-
QMR-005.A), was found completed, reviewed and signed off by Quality, in the film's shred bin.
A different original F-QMR-005.A f01m was noted in the sterile mug product's batch record.
The film 's procedure, S-GEN-005 - Good Documentation Practices (GDP) Procedure, prohibits
this practice.`;

// Stokes Healthcare dba Epicur Pharma, 10/9/2020, OBSERVATION 3: complaints.
const COMPLAINTS = `Procedures describing the handling of all written and oral complaints regarding a drug product are not
established and followed.
Specifically, product complaints received between 3/1 0/2020 and 9/23/2020 were not entered into your
Client Notice of Event Repo1t and evaluated for product quality issues. At least seven (7) examples
(complaints 20-007 to 20-0013) were noted.`;

// Stokes, OBSERVATION 4: hold times.
const HOLD_TIMES = `Time limits are not established when appropriate for the completion of each production phase to assure
the quality of the diug product.
Specifically, your film has not established bulk hold times in your master batch records or written
procedures. This deficiency could result in fwther processing and/or the release of a diug product which was not
processed within validated parameters.`;

describe('OBSERVATION_CATEGORIES', () => {
  it('lists the eleven categories of the API contract', () => {
    expect(OBSERVATION_CATEGORIES).toHaveLength(11);
    expect(new Set(OBSERVATION_CATEGORIES).size).toBe(11);
    expect(OBSERVATION_CATEGORIES).toContain('Facility & Equipment');
  });

  it('validates category values through the zod enum', () => {
    expect(ObservationCategory.parse('Sterility Assurance')).toBe('Sterility Assurance');
    expect(ObservationCategory.safeParse('Sterility').success).toBe(false);
  });

  it('has a keyword list for every category', () => {
    for (const category of OBSERVATION_CATEGORIES) expect(CATEGORY_KEYWORDS[category].length).toBeGreaterThan(5);
  });
});

describe('categoriseObservation on real 483 excerpts', () => {
  it('reads an OOS investigation as Quality System and Laboratory Controls', () => {
    const top2 = names(OOS_INVESTIGATION).slice(0, 2);
    expect(new Set(top2)).toEqual(new Set(['Quality System', 'Laboratory Controls']));
  });

  it('reads exposed skin during aseptic operations as Aseptic Processing first', () => {
    expect(names(ASEPTIC_GOWNING)[0]).toBe('Aseptic Processing');
  });

  it('reads equipment cleaning with cleaning validation as Facility & Equipment and Process Validation', () => {
    const got = names(CLEANING);
    expect(got).toContain('Facility & Equipment');
    expect(got).toContain('Process Validation');
  });

  it('reads an EM finding in aseptic areas as Environmental Monitoring first, with Aseptic Processing', () => {
    const got = names(ENVIRONMENTAL_MONITORING);
    expect(got[0]).toBe('Environmental Monitoring');
    expect(got).toContain('Aseptic Processing');
  });

  it('reads a stability program finding as Stability Studies first', () => {
    expect(names(STABILITY)[0]).toBe('Stability Studies');
  });

  it('reads deleted files and unreviewed audit trails as Data Integrity first', () => {
    expect(names(AUDIT_TRAIL)[0]).toBe('Data Integrity');
  });

  it('reads a shared admin login under 211.68(b) boilerplate as Data Integrity first, Documentation second', () => {
    expect(names(COMPUTER_CONTROLS).slice(0, 2)).toEqual(['Data Integrity', 'Documentation']);
  });

  it('reads unhandled complaints as Quality System only', () => {
    expect(names(COMPLAINTS)).toEqual(['Quality System']);
  });

  it('reads missing bulk hold times as Process Controls first', () => {
    expect(names(HOLD_TIMES)[0]).toBe('Process Controls');
  });

  it('does not read "sterile" used as a product descriptor (endotoxin testing of products purported to be sterile) as a sterility finding', () => {
    expect(names(COMPUTER_CONTROLS)).not.toContain('Sterility Assurance');
  });

  it('shows the evidence for each category, strongest first, with scores in 0..1', () => {
    const result = categoriseObservation({ text: ENVIRONMENTAL_MONITORING });
    const em = result.find((c) => c.category === 'Environmental Monitoring');
    expect(em?.matched[0]).toMatch(/environmental monitoring|monitoring environmental conditions/);
    for (const c of result) {
      expect(c.score).toBeGreaterThan(0);
      expect(c.score).toBeLessThanOrEqual(1);
    }
    const scores = result.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('categoriseObservation rules', () => {
  it('returns at most four categories even for an observation touching everything', () => {
    const everything = [OOS_INVESTIGATION, ASEPTIC_GOWNING, CLEANING, ENVIRONMENTAL_MONITORING, STABILITY, AUDIT_TRAIL].join('\n');
    expect(categoriseObservation({ text: everything }).length).toBeLessThanOrEqual(4);
  });

  it('falls back to Quality System when there is no evidence at all', () => {
    expect(categoriseObservation({ text: 'See attached.' })).toEqual([{ category: 'Quality System', score: 0, matched: [] }]);
  });

  it("falls back to the CFR section's subject when the text says nothing", () => {
    expect(names('See attached.', { cfr: '21 CFR 211.166(a)' })).toEqual(['Stability Studies']);
    expect(names('See attached.', { cfr: '21 CFR 211.68(b)' })[0]).toBe('Data Integrity');
  });

  it('uses the most specific CFR hint: 211.42(c)(10)(iv) is EM, 211.42(a) is buildings', () => {
    expect(cfrCategoryHints('21 CFR 211.42(c)(10)(iv)')?.key).toBe('211.42(c)(10)(iv)');
    expect(names('Deficient.', { cfr: '21 CFR 211.42(c)(10)(iv)' })[0]).toBe('Environmental Monitoring');
    expect(names('Deficient.', { cfr: '21 CFR 211.42(a)' })[0]).toBe('Facility & Equipment');
  });

  it('maps 211.113(b) to Sterility Assurance and Aseptic Processing', () => {
    expect(names('Procedures are not followed.', { cfr: '21 CFR 211.113(b)' }).slice(0, 2)).toEqual([
      'Sterility Assurance',
      'Aseptic Processing',
    ]);
  });

  it('maps device sections sensibly: 820.100 CAPA is Quality System, 820.75 is Process Validation', () => {
    expect(names('Not adequately established.', { cfr: '21 CFR 820.100(a)' })[0]).toBe('Quality System');
    expect(names('Not adequately established.', { cfr: '21 CFR 820.75(a)' })[0]).toBe('Process Validation');
  });

  it('maps FD&C Act references too, falling back to the parent paragraph', () => {
    expect(names('Deficient.', { cfr: 'FD&C Act 503B(a)(10)(A)' })).toEqual(['Documentation']);
    expect(cfrCategoryHints('FDCA 501(a)(2)(A)')?.key).toBe('FDCA 501(a)(2)(A)');
    expect(cfrCategoryHints('FDCA 999(a)')).toBeNull();
  });

  it('counts the short description as lead evidence', () => {
    expect(names('Deficient.', { shortDescription: 'Environmental Monitoring System' })[0]).toBe('Environmental Monitoring');
  });

  it('matches on word boundaries: "system" is not EM and "lab" is not in "label"', () => {
    const got = names('The quality system lacks a label.');
    expect(got).not.toContain('Environmental Monitoring');
    expect(got).not.toContain('Laboratory Controls');
  });

  it('tolerates OCR hyphenation across lines and digits misread inside words', () => {
    const ocr = 'The fnm failed to perform ste1ility testing and media-\n   fill runs were not evaluated for contam-\n  ination in the aseptic area.';
    const normalised = normaliseObservationText(ocr);
    expect(normalised).toContain('the firm failed to perform sterility testing');
    // A line-end hyphen is taken as a word break ('contam-ination'); 'media fill' still matches
    // 'mediafill' because keyword spaces are optional.
    expect(normalised).toContain('contamination');
    const aseptic = categoriseObservation({ text: ocr }).find((c) => c.category === 'Aseptic Processing');
    expect(aseptic?.matched).toContain('media fill');
  });

  it('ignores 483 page furniture, so a page break does not make an observation about Documentation', () => {
    const withFooter = `${COMPLAINTS}\n   EMPLOYEE(S) SIGNATURE    DATE ISSUED\nSEE REVERSE OF THIS PAGE\nFORM FDA 483 (09/08) PREVIOUS EDITION OBSOLETE INSPECTIONAL OBSERVATIONS PAGE 3 of 4 PAGES`;
    expect(names(withFooter)).toEqual(['Quality System']);
  });

  it('does not let BUD beside every lot number make an observation about stability', () => {
    const text = 'There is a failure to thoroughly review any unexplained discrepancy. Lot 05-2018-11 with BUD of 08/23/18; lot 05-2018-25 with BUD 09/06/2018.';
    expect(names(text)).not.toContain('Stability Studies');
  });
});

describe('leadSentence', () => {
  it('takes the sentence before "Specifically"', () => {
    expect(leadSentence(STABILITY)).toBe('The written stability testing program is not followed.');
  });

  it('stops at a sentence end followed by dates, not only by capitals', () => {
    expect(leadSentence('Employees lack the training required. 10/22/2020(Thu), 10/23/2020(Fri)')).toBe('Employees lack the training required.');
  });

  it('keeps a CFR citation with a dot inside the sentence', () => {
    expect(leadSentence('Reports were not made under 21 CFR 310.305 as required. Specifically, none.')).toBe(
      'Reports were not made under 21 CFR 310.305 as required.',
    );
  });
});

/** Drops page footers and the next page's header block (from "EMPLOYEE(S) SIGNATURE" to the line after "TYPE ESTABLISHMENT INSPECTED"). */
function stripPageFurniture(text: string): string {
  return text.replace(/EMPLOYEE\(S\) SIGNATURE[\s\S]*?(?:TYPE\s+ESTAB[^\n]*\n(?:[ \t]*\n)*[^\n]*\n|$)/g, '\n');
}

if (!existsSync(form483Dir)) console.warn('observation-categories.test.ts: ../shared/data not found; skipping the full-483 distribution test');

describe.skipIf(!existsSync(form483Dir))('categoriseObservation on the five full 483 texts (needs ../shared/data)', () => {
  it('gives every observation at least one category and a plausible overall distribution', () => {
    const files = readdirSync(form483Dir).filter((f) => f.endsWith('.txt'));
    expect(files).toHaveLength(5);
    const distribution = new Map<string, number>();
    let observations = 0;
    for (const file of files) {
      const text = stripPageFurniture(readFileSync(path.join(form483Dir, file), 'utf8'));
      for (const observation of text.split(/OBSERVATION\s+\d+/).slice(1)) {
        observations++;
        const categories = categoriseObservation({ text: observation });
        expect(categories.length).toBeGreaterThanOrEqual(1);
        expect(categories.length).toBeLessThanOrEqual(4);
        for (const c of categories) distribution.set(c.category, (distribution.get(c.category) ?? 0) + 1);
      }
    }
    const sorted = [...distribution.entries()].sort((a, b) => b[1] - a[1]);
    console.log(`categories over ${observations} observations of ${files.length} 483s:`, Object.fromEntries(sorted));

    // The provenance table counts 5 + 3 + 14 + 3 + 4 OBSERVATION headings.
    expect(observations).toBe(29);
    // Sterile compounders and a tablet maker: lab, quality system, aseptic and facility findings
    // dominate; every one of them must show up more than once.
    for (const c of ['Laboratory Controls', 'Quality System', 'Aseptic Processing', 'Facility & Equipment', 'Process Controls']) {
      expect(distribution.get(c) ?? 0).toBeGreaterThanOrEqual(2);
    }
    // Edge Pharma has one EM, one stability and one computer-controls observation.
    for (const c of ['Environmental Monitoring', 'Stability Studies', 'Data Integrity']) expect(distribution.get(c) ?? 0).toBeGreaterThanOrEqual(1);
    // No label is stamped on nearly everything (as page furniture or generic words would cause).
    for (const [, n] of sorted) expect(n).toBeLessThanOrEqual(observations / 2);
  });
});
