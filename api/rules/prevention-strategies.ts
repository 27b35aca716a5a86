import { PATTERN_TYPE_INFO, PATTERN_TYPES, type PatternType } from '../../enrich/domain/amendments/pattern-types.ts';
import { OBSERVATION_CATEGORIES, type ObservationCategory } from '../../enrich/domain/observation-categories.ts';

/**
 * The regulatory patterns of `GET /v1/patterns` and their prevention strategies
 * (`GET /v1/prevention/strategies`): the ten amendment pattern types (SPEC-DECISIONS 11) and the
 * eleven 483 observation categories (spec doc 2), each strategy citing its regulatory basis.
 *
 * Citations name real sections: 21 CFR sections as numbered in the eCFR; ICH E9 (1998) sections
 * by its published numbering (2.2.2 Primary and Secondary Variables, 2.3.2 Randomisation, 3.3 Type
 * of Comparison, 3.5 Sample Size, 4.2 Changes in Inclusion and Exclusion Criteria, 4.4 Sample Size
 * Adjustment, 4.6 Role of Independent Data Monitoring Committee, 5.1 Prespecification of the
 * Analysis); where a
 * guideline is cited as a whole its section is `Whole document`, never a guessed number.
 * Amendment strategies are the texts of enrich/domain/amendments/pattern-types.ts, so the
 * statistics route and this one say the same thing.
 */

export interface RegulatoryBasis {
  authority: 'FDA' | 'ICH' | 'EU';
  document: string;
  section: string;
}

export interface Strategy {
  strategy: string;
  regulatory_basis: RegulatoryBasis[];
}

const WHOLE = 'Whole document';
const CFR211 = '21 CFR Part 211 (Current Good Manufacturing Practice for Finished Pharmaceuticals)';
const CFR312 = '21 CFR Part 312 (Investigational New Drug Application)';
const E9 = 'ICH E9 Statistical Principles for Clinical Trials (1998)';

const fda = (document: string, section: string): RegulatoryBasis => ({ authority: 'FDA', document, section });
const ich = (document: string, section: string): RegulatoryBasis => ({ authority: 'ICH', document, section });
const cfr211 = (section: string) => fda(CFR211, `21 CFR ${section}`);
const e9 = (section: string) => ich(E9, section);
/** Protocol changes after the start go to FDA as protocol amendments (312.30(b)): every amendment type rests on it. */
const PROTOCOL_AMENDMENTS = fda(CFR312, '21 CFR 312.30(b)');

/** Per amendment pattern type, the regulatory basis of each of its strategies, in pattern-types.ts order. */
const AMENDMENT_BASIS: Readonly<Record<PatternType, ReadonlyArray<readonly RegulatoryBasis[]>>> = {
  endpoint_modification: [[fda(CFR312, '21 CFR 312.47'), PROTOCOL_AMENDMENTS], [e9('2.2.2'), e9('5.1')]],
  sample_size_increase: [[e9('3.5')], [e9('4.4'), PROTOCOL_AMENDMENTS]],
  eligibility_criteria_change: [
    [fda('Enhancing the Diversity of Clinical Trial Populations — Eligibility Criteria, Enrollment Practices, and Trial Designs (FDA guidance, 2020)', WHOLE)],
    [e9('4.2'), PROTOCOL_AMENDMENTS],
  ],
  visit_schedule_change: [[ich('ICH E8(R1) General Considerations for Clinical Studies (2021)', WHOLE), PROTOCOL_AMENDMENTS]],
  dose_modification: [[ich('ICH E4 Dose-Response Information to Support Drug Registration (1994)', WHOLE)], [PROTOCOL_AMENDMENTS]],
  safety_monitoring_addition: [
    [fda('Establishment and Operation of Clinical Trial Data Monitoring Committees (FDA guidance, 2006)', WHOLE), e9('4.6')],
    [fda(CFR312, '21 CFR 312.32')],
  ],
  statistical_analysis_change: [[e9('5.1')], [e9('5.1'), e9('2.3.2')]],
  comparator_change: [[e9('3.3'), ich('ICH E10 Choice of Control Group and Related Issues in Clinical Trials (2000)', WHOLE)]],
  study_duration_extension: [[ich('ICH E8(R1) General Considerations for Clinical Studies (2021)', WHOLE)], [fda(CFR312, '21 CFR 312.56')]],
  site_or_region_change: [[ich('ICH E17 General Principles for Planning and Design of Multi-Regional Clinical Trials (2017)', WHOLE), ich('ICH E5(R1) Ethnic Factors in the Acceptability of Foreign Clinical Data (1998)', WHOLE)]],
};

/** Strategies of an amendment pattern type, each with its basis. */
export function amendmentStrategies(type: PatternType): Strategy[] {
  return PATTERN_TYPE_INFO[type].prevention_strategies.map((strategy, index) => ({
    strategy,
    regulatory_basis: [...(AMENDMENT_BASIS[type][index] ?? AMENDMENT_BASIS[type][0] ?? [PROTOCOL_AMENDMENTS])],
  }));
}

/** The eleven observation categories: what each covers and how firms prevent it, with the basis. */
export const OBSERVATION_CATEGORY_GUIDE: Readonly<Record<ObservationCategory, { description: string; strategies: Strategy[] }>> = {
  'Data Integrity': {
    description: 'Records that are incomplete, unattributable, altered without trace or not contemporaneous; electronic systems without adequate access controls or audit trails.',
    strategies: [
      { strategy: 'Restrict system access to authorised individuals and review audit trails of changes to GMP data.', regulatory_basis: [cfr211('211.68(b)'), fda('21 CFR Part 11 (Electronic Records; Electronic Signatures)', '21 CFR 11.10')] },
      { strategy: 'Keep complete data of every test in laboratory records, including all original results.', regulatory_basis: [cfr211('211.194(a)')] },
      { strategy: 'Follow FDA’s questions and answers on data integrity when designing record controls.', regulatory_basis: [fda('Data Integrity and Compliance With Drug CGMP: Questions and Answers (FDA guidance, 2018)', WHOLE)] },
    ],
  },
  'Process Controls': {
    description: 'Production and process control procedures missing, not followed, or deviations not recorded and justified; in-process controls inadequate.',
    strategies: [
      { strategy: 'Write production and process control procedures, follow them, and record and justify every deviation.', regulatory_basis: [cfr211('211.100')] },
      { strategy: 'Establish in-process controls and test in-process materials at significant phases.', regulatory_basis: [cfr211('211.110')] },
    ],
  },
  'Quality System': {
    description: 'Quality unit responsibilities not exercised; investigations, annual product reviews or change control missing or inadequate.',
    strategies: [
      { strategy: 'Give the quality control unit written responsibilities and the authority to approve or reject.', regulatory_basis: [cfr211('211.22')] },
      { strategy: 'Investigate every unexplained discrepancy and batch failure, extending to other affected batches.', regulatory_basis: [cfr211('211.192')] },
      { strategy: 'Review product quality data at least annually to decide on changes to specifications or procedures.', regulatory_basis: [cfr211('211.180(e)'), ich('ICH Q10 Pharmaceutical Quality System (2008)', WHOLE)] },
    ],
  },
  'Laboratory Controls': {
    description: 'Specifications, sampling plans or test procedures lacking scientific soundness; out-of-specification results not investigated; methods not validated.',
    strategies: [
      { strategy: 'Establish scientifically sound specifications, standards, sampling plans and test procedures.', regulatory_basis: [cfr211('211.160')] },
      { strategy: 'Investigate out-of-specification results before invalidating them.', regulatory_basis: [cfr211('211.192'), fda('Investigating Out-of-Specification (OOS) Test Results for Pharmaceutical Production (FDA guidance)', WHOLE)] },
      { strategy: 'Test each batch for conformance to specifications before release.', regulatory_basis: [cfr211('211.165')] },
    ],
  },
  'Facility & Equipment': {
    description: 'Buildings, equipment design, cleaning or maintenance inadequate for the operations performed.',
    strategies: [
      { strategy: 'Design buildings with adequate space and separated areas to prevent mix-ups and contamination.', regulatory_basis: [cfr211('211.42')] },
      { strategy: 'Clean, maintain and sanitise equipment at appropriate intervals under written procedures.', regulatory_basis: [cfr211('211.67')] },
      { strategy: 'Use equipment of appropriate design, size and location for its intended use.', regulatory_basis: [cfr211('211.63')] },
    ],
  },
  'Sterility Assurance': {
    description: 'Sterilisation processes not validated or sterility testing inadequate for products purporting to be sterile.',
    strategies: [
      { strategy: 'Validate every sterilisation process and follow written procedures to prevent microbiological contamination.', regulatory_basis: [cfr211('211.113(b)')] },
      { strategy: 'Test each batch purporting to be sterile and pyrogen-free appropriately.', regulatory_basis: [cfr211('211.167(a)')] },
    ],
  },
  'Aseptic Processing': {
    description: 'Aseptic operations, media fills, gowning or cleanroom practices that do not prevent microbial contamination of sterile products.',
    strategies: [
      { strategy: 'Validate aseptic processes (media fills) and control aseptic processing areas.', regulatory_basis: [cfr211('211.113(b)'), cfr211('211.42(c)(10)')] },
      { strategy: 'Apply FDA’s aseptic processing guidance (personnel, design, process simulation).', regulatory_basis: [fda('Sterile Drug Products Produced by Aseptic Processing — Current Good Manufacturing Practice (FDA guidance, 2004)', WHOLE)] },
      { strategy: 'Run a contamination control strategy for sterile manufacture.', regulatory_basis: [{ authority: 'EU', document: 'EU GMP Annex 1: Manufacture of Sterile Medicinal Products (2022)', section: WHOLE }] },
    ],
  },
  'Environmental Monitoring': {
    description: 'Environmental and personnel monitoring of controlled areas missing, too infrequent, or excursions not acted on.',
    strategies: [
      { strategy: 'Run a system for monitoring environmental conditions in aseptic processing areas and act on excursions.', regulatory_basis: [cfr211('211.42(c)(10)(iv)')] },
    ],
  },
  'Process Validation': {
    description: 'Manufacturing processes not validated, or not kept in a state of control.',
    strategies: [
      { strategy: 'Design production and process controls to assure identity, strength, quality and purity.', regulatory_basis: [cfr211('211.100(a)')] },
      { strategy: 'Follow the process validation lifecycle: process design, process qualification, continued process verification.', regulatory_basis: [fda('Process Validation: General Principles and Practices (FDA guidance, 2011)', WHOLE)] },
    ],
  },
  Documentation: {
    description: 'Master or batch production records incomplete, not reviewed, or not prepared for each batch.',
    strategies: [
      { strategy: 'Keep a master production and control record for each product and batch size.', regulatory_basis: [cfr211('211.186')] },
      { strategy: 'Complete a batch production and control record for every batch.', regulatory_basis: [cfr211('211.188')] },
    ],
  },
  'Stability Studies': {
    description: 'No written stability program, or expiration dates not supported by stability data.',
    strategies: [
      { strategy: 'Run a written stability testing program that supports storage conditions and expiration dates.', regulatory_basis: [cfr211('211.166'), ich('ICH Q1A(R2) Stability Testing of New Drug Substances and Products (2003)', WHOLE)] },
    ],
  },
};

/** Every pattern id of the two families, for filters and validation. */
export const AMENDMENT_PATTERN_IDS = PATTERN_TYPES.map((type) => `AP-${type}`);
export const CATEGORY_PATTERN_IDS = OBSERVATION_CATEGORIES.map((category) => categoryPatternId(category));

/** `OC-data_integrity`, `OC-facility_and_equipment`… */
export function categoryPatternId(category: ObservationCategory): string {
  return `OC-${category.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '_')}`;
}
