import type { ClassifierProductType } from './event-classifier.ts';

/**
 * Real training signal for the event classifier: FDA's FY2019 citation catalogue ("Inspection
 * Observations", 1,789 citations over nine program areas), each Long Description labelled with a
 * taxonomy type THROUGH ITS CFR SECTION, never by reading the text and choosing a type.
 *
 * Why the section and not the text: the catalogue is the observation text an investigator puts on
 * a Form 483, and its `Reference Number` says which duty of Title 21 was not met. The duty decides
 * the event type far better than anyone's reading of boiler-plate would, and it is a label nobody
 * on this project wrote. `CITATION_TYPE_RULES` is the only judgement involved: one row per CFR
 * section or paragraph, saying which taxonomy type that duty is (from the regulation's own heading
 * and the catalogue's Short Description, with the taxonomy's own `cfr_sections` as the guide).
 *
 * Principles of the mapping:
 * - A section maps only when one type names its duty: 211.192 (investigations) is
 *   `investigation_deficiency`, 820.30 (design controls) `design_control`. Sections whose duty
 *   spans several types, or no type (reserve samples, distribution records, returned goods, PET
 *   drugs, BIMO, radiation health, veterinary feed, tissue donor eligibility), are left out: an
 *   unlabelled citation costs nothing, a wrongly labelled one teaches the wrong type.
 * - Where a section holds several duties, its paragraphs map separately (211.68(a) calibration →
 *   `equipment_not_calibrated`, 211.68(b) computer records → `data_integrity_failure`), and where
 *   even a paragraph mixes them (117.35(a) plant maintenance and sanitation; 117.145 allergen,
 *   sanitation and process controls) the catalogue's Short Description decides (`short`).
 * - Near-duplicate pairs of the taxonomy are resolved by what the catalogue describes: a citation
 *   is always a system failure, so a complaint citation is `complaint_handling_deficiency` (the
 *   failing system), not `complaint_handling` (a complaint to review); a stability citation
 *   `stability_program` (the written programme), except "written program not followed"
 *   (`stability_testing_gap`); a change-procedure citation `change_control`.
 *
 * Noise, stated: a section label says what duty was cited, not what happened; a Long Description
 * for 211.100(b) ("procedures not followed") may come from a cleaning or a training failure. On a
 * hand check of 40 randomly drawn labelled citations (seeded; `test/classifier/citation-labels.md`)
 * 32 labels were the type a reviewer would choose for the text, 7 a defensible alternative and 1
 * wrong (211.192's QC-review paragraph, since mapped to `quality_unit_failure`): about 2–3 % wrong
 * and 18 % arguable. The label is a cited duty, so these citations are evidence to measure, not
 * calibration data: `test/classifier/run-citation-experiment.ts` measures what they add.
 */

/** One catalogue row, as the FY2019 spreadsheet gives it (CSV columns of the same names). */
export interface CitationRow {
  sheet: string;
  reference: string;
  short_description: string;
  long_description: string;
  frequency: number;
}

/** A citation labelled through its section: the cleaned text, the type, the product class. */
export interface LabelledCitation {
  reference: string;
  event_type: string;
  product_type: ClassifierProductType;
  text: string;
  frequency: number;
}

/** One rule of the mapping: a Title 21 section or paragraph (prefix), optionally narrowed by the Short Description. */
export interface CitationTypeRule {
  /** Section or paragraph without "21 CFR ": "211.192", "211.68(b)", "117.35(c)". Matches itself and its sub-paragraphs. */
  ref: string;
  /** Narrows the rule to the rows whose Short Description matches (case-insensitive). */
  short?: RegExp;
  event_type: string;
}

const rule = (ref: string, event_type: string, short?: RegExp): CitationTypeRule => (short === undefined ? { ref, event_type } : { ref, event_type, short });

/**
 * The mapping, most specific first (the first matching rule wins). Grouped by part; each group
 * follows the part's section order.
 */
export const CITATION_TYPE_RULES: readonly CitationTypeRule[] = [
  // Part 211 (finished pharmaceuticals; biologics are held to it too)
  rule('211.22', 'quality_unit_failure'),
  rule('211.25', 'operator_training_gap'),
  rule('211.28', 'personnel_hygiene'),
  rule('211.42(c)(10)(iv)', 'environmental_monitoring_excursion'),
  rule('211.42(c)(10)(v)', 'equipment_cleaning'),
  rule('211.42', 'facility_design'),
  rule('211.44', 'facility_design'),
  rule('211.46', 'facility_design'),
  rule('211.48(a)', 'water_system_failure'),
  rule('211.52', 'personnel_hygiene'),
  rule('211.56(a)', 'pest_control', /infest/i),
  rule('211.56(c)', 'pest_control'),
  rule('211.67', 'equipment_cleaning'),
  rule('211.68(a)', 'equipment_not_calibrated'),
  rule('211.68(b)', 'data_integrity_failure'),
  rule('211.80', 'supplier_qualification_gap'),
  rule('211.82', 'supplier_qualification_gap'),
  rule('211.84', 'supplier_qualification_gap'),
  rule('211.94', 'packaging_material'),
  rule('211.100(a)', 'change_control', /change/i),
  rule('211.100(a)', 'sop_deviation'),
  rule('211.100(b)', 'deviation_management', /deviation/i),
  rule('211.100(b)', 'sop_deviation'),
  rule('211.101', 'in_process_control'),
  rule('211.103', 'in_process_control'),
  rule('211.110', 'in_process_control'),
  rule('211.111', 'in_process_control'),
  rule('211.113(b)', 'microbial_contamination'),
  rule('211.113(a)', 'microbial_contamination'),
  rule('211.122', 'label_control'),
  rule('211.125', 'label_control'),
  rule('211.130', 'label_control'),
  rule('211.134', 'label_control'),
  rule('211.137', 'stability_program'),
  rule('211.142', 'temperature_excursion', /condition/i),
  rule('211.160(b)(4)', 'equipment_not_calibrated'),
  rule('211.160', 'laboratory_controls_deficiency'),
  rule('211.165', 'release_testing_failure'),
  rule('211.166', 'stability_testing_gap', /not followed/i),
  rule('211.166', 'stability_program'),
  rule('211.176', 'cross_contamination'),
  rule('211.182', 'equipment_cleaning'),
  rule('211.184', 'batch_record_incomplete', /component|record information/i),
  rule('211.186', 'batch_record_incomplete'),
  rule('211.188', 'batch_record_incomplete'),
  rule('211.192', 'quality_unit_failure', /review of records/i),
  rule('211.192', 'investigation_deficiency'),
  rule('211.194(a)', 'data_integrity_failure', /data|complete/i),
  rule('211.194(d)', 'equipment_not_calibrated'),
  rule('211.194', 'laboratory_controls_deficiency'),
  rule('211.198', 'complaint_handling_deficiency'),
  // Part 820 (device Quality System Regulation)
  rule('820.20', 'quality_unit_failure'),
  rule('820.25', 'operator_training_gap'),
  rule('820.30', 'design_control'),
  rule('820.40', 'sop_deviation'),
  rule('820.50', 'supplier_qualification_gap'),
  rule('820.70(b)', 'change_control'),
  rule('820.70(c)', 'environmental_monitoring_excursion'),
  rule('820.70(e)', 'cross_contamination'),
  rule('820.70(g)', 'equipment_maintenance'),
  rule('820.70(i)', 'validation_failure'),
  rule('820.70(a)', 'in_process_control'),
  rule('820.72', 'equipment_not_calibrated'),
  rule('820.75', 'process_validation'),
  rule('820.80(b)', 'supplier_qualification_gap'),
  rule('820.80(c)', 'in_process_control'),
  rule('820.80(d)', 'release_testing_failure'),
  rule('820.90', 'deviation_management'),
  rule('820.100', 'capa_failure'),
  rule('820.120', 'label_control'),
  rule('820.130', 'packaging_material'),
  rule('820.184', 'dhr_incomplete'),
  rule('820.198', 'complaint_handling_deficiency'),
  rule('803', 'complaint_handling_deficiency'),
  // Parts 110 and 117 (human food CGMP and preventive controls)
  rule('110.10', 'personnel_hygiene'),
  rule('117.10', 'personnel_hygiene'),
  rule('110.20', 'facility_design'),
  rule('117.20', 'facility_design'),
  rule('110.35(c)', 'pest_control'),
  rule('117.35(c)', 'pest_control'),
  rule('110.35(d)', 'equipment_cleaning'),
  rule('117.35(d)', 'equipment_cleaning'),
  rule('110.35(a)', 'facility_design', /repair|maintenance/i),
  rule('117.35(a)', 'facility_design', /repair|maintenance/i),
  rule('110.37(a)', 'water_system_failure'),
  rule('117.37(a)', 'water_system_failure'),
  rule('110.40', 'equipment_maintenance', /maintenance/i),
  rule('117.40', 'equipment_maintenance', /maintenance/i),
  rule('117.4', 'operator_training_gap'),
  rule('117.135', 'allergen_control', /allergen/i),
  rule('117.145', 'allergen_control', /allergen/i),
  rule('117.150', 'allergen_control', /allergen/i),
  rule('117.165', 'allergen_control', /allergen/i),
  rule('117.126', 'haccp_plan'),
  rule('117.130', 'haccp_plan'),
  rule('117.135', 'haccp_plan', /preventive controls|process controls/i),
  rule('117.160', 'haccp_plan'),
  rule('117.170', 'haccp_plan'),
  rule('117.180', 'operator_training_gap'),
  rule('117.405', 'supplier_qualification_gap'),
  rule('117.410', 'supplier_qualification_gap'),
  rule('117.415', 'supplier_qualification_gap'),
  rule('117.420', 'supplier_qualification_gap'),
  rule('117.430', 'supplier_qualification_gap'),
  rule('117.435', 'supplier_qualification_gap'),
  rule('117.475', 'supplier_qualification_gap'),
  // Parts 120 and 123 (juice and seafood HACCP): the plan sections; sanitation (SSOP) sections left out
  rule('120.7', 'haccp_plan'),
  rule('120.8', 'haccp_plan'),
  rule('120.10', 'haccp_plan'),
  rule('120.11', 'haccp_plan'),
  rule('123.6', 'haccp_plan'),
  rule('123.7', 'haccp_plan'),
  rule('123.8', 'haccp_plan'),
  // Part 111 (dietary supplements)
  rule('111.10', 'personnel_hygiene'),
  rule('111.12', 'operator_training_gap'),
  rule('111.13', 'operator_training_gap'),
  rule('111.14', 'operator_training_gap', /training/i),
  rule('111.15', 'pest_control', /pest/i),
  rule('111.20', 'facility_design'),
  rule('111.25', 'equipment_not_calibrated', /calibrat/i),
  rule('111.25', 'equipment_cleaning', /clean/i),
  rule('111.30', 'equipment_not_calibrated', /calibrat/i),
  rule('111.35', 'equipment_not_calibrated', /calibrat/i),
  rule('111.75', 'supplier_qualification_gap', /component|certificate|supplier/i),
  rule('111.75', 'release_testing_failure'),
  rule('111.95', 'supplier_qualification_gap'),
  rule('111.105', 'quality_unit_failure'),
  rule('111.103', 'quality_unit_failure'),
  rule('111.255', 'batch_record_incomplete'),
  rule('111.260', 'batch_record_incomplete'),
  rule('111.455', 'temperature_excursion', /temperature/i),
  rule('111.553', 'complaint_handling_deficiency'),
  rule('111.560', 'complaint_handling_deficiency'),
  rule('111.570', 'complaint_handling_deficiency'),
  // Parts 600, 606, 610 (biologics) and 1271 (HCT/Ps)
  rule('600.14', 'deviation_management'),
  rule('606.171', 'deviation_management'),
  rule('606.60', 'equipment_not_calibrated', /calibrat/i),
  rule('606.100(b)', 'sop_deviation'),
  rule('1271.160', 'deviation_management', /deviation/i),
  rule('1271.195', 'environmental_monitoring_excursion'),
  rule('1271.200', 'equipment_not_calibrated', /calibrat/i),
  rule('1271.200', 'equipment_cleaning', /clean/i),
  rule('1271.230', 'process_validation'),
  rule('1271.260', 'temperature_excursion', /temperature/i),
  rule('1271.320', 'complaint_handling_deficiency'),
];

/** The section or paragraph of a reference ("21 CFR 211.42(c)(10)(iv)" → "211.42(c)(10)(iv)"), or null for an Act reference. */
export function sectionOf(reference: string): string | null {
  const match = /^21\s*CFR\s+(\d+(?:\.\d+)?(?:\([^)]+\))*)/i.exec(reference.trim());
  return match ? match[1]!.replace(/\s+/g, '') : null;
}

const covers = (ruleRef: string, section: string) =>
  section === ruleRef || section.startsWith(`${ruleRef}(`) || (!ruleRef.includes('.') && section.startsWith(`${ruleRef}.`));

/** The taxonomy type of a catalogue row by its CFR section, or null when the section is not mapped. */
export function citationTypeOf(row: Pick<CitationRow, 'reference' | 'short_description'>, rules: readonly CitationTypeRule[] = CITATION_TYPE_RULES): string | null {
  const section = sectionOf(row.reference);
  if (section === null) return null;
  const found = rules.find((candidate) => covers(candidate.ref, section) && (candidate.short === undefined || candidate.short.test(row.short_description)));
  return found?.event_type ?? null;
}

/**
 * The product class of a catalogue row: its program area, with Part 111 (dietary supplements,
 * filed under Foods) apart; biologics and human tissue are held to the drug regulations.
 */
export function citationProductType(row: Pick<CitationRow, 'sheet' | 'reference'>): ClassifierProductType | null {
  const part = Number(sectionOf(row.reference)?.split('.')[0] ?? Number.NaN);
  if (part === 111) return 'supplement';
  if (row.sheet === 'Drugs' || row.sheet === 'Biologics' || row.sheet === 'Human Tissue') return 'drug';
  if (row.sheet === 'Devices') return 'device';
  if (row.sheet === 'Foods') return 'food';
  return null;
}

/**
 * A Long Description as a report would read: "Specifically, ***" (where the investigator writes
 * the details) dropped, each run of [bracketed] [alternatives] written as "a, b or c".
 */
export function cleanLongDescription(text: string): string {
  return text
    .replace(/_x000D_/g, ' ')
    .replace(/Specifically,?\s*\*+/gi, ' ')
    .replace(/\*+/g, ' ')
    .replace(/(?:\[[^\]]*\]\s*)+/g, (run) => {
      const options = [...run.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!.trim()).filter((option) => option !== '');
      const joined = options.length <= 1 ? (options[0] ?? '') : `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
      return `${joined} `;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
}

/** Every catalogue row whose section maps to a type, labelled, cleaned, in catalogue order. */
export function labelCitations(rows: readonly CitationRow[], rules: readonly CitationTypeRule[] = CITATION_TYPE_RULES): LabelledCitation[] {
  return rows.flatMap((row) => {
    const eventType = citationTypeOf(row, rules);
    const productType = citationProductType(row);
    const text = cleanLongDescription(row.long_description);
    if (eventType === null || productType === null || text.length < 20) return [];
    return [{ reference: row.reference, event_type: eventType, product_type: productType, text, frequency: row.frequency }];
  });
}
