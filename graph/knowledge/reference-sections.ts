import { z } from 'zod';

/**
 * Guideline codes whose text is not in the local ICH mirror but whose numbered sections the
 * knowledge files cite. Q7 (2000), Q9 (2005), Q9(R1), Q10 and E6(R3) are absent on purpose: they
 * are mirrored (`ich_guidelines/`, `ich_q7_q9r1/`), so a citation of them must resolve to ingested
 * text, never to this list (a reference node would also compete with the ingested one in the graph).
 */
export const UNMIRRORED_ICH_CODES = ['E9', 'E10'] as const;

const ICH_CODE = UNMIRRORED_ICH_CODES.map((code) => code.replace(/[()]/g, '\\$&')).join('|');

/**
 * A section the knowledge files cite from a text that is not in the local mirror (CFR parts other
 * than 211, 610 and 800–830; ICH E9, E10 …), with its official heading and where it was
 * checked. Tests require every such citation to be listed here, so a citation cannot point at
 * nothing. Where the numbering is certain but the exact wording of the heading was written from
 * memory of the official text rather than read from a copy at hand, `uncertain` says so.
 */
export const ReferenceSection = z
  .object({
    id: z
      .string()
      .regex(new RegExp(`^(?:21 CFR \\d+\\.\\d+|ICH (?:${ICH_CODE}) \\d+(?:\\.\\d+)*)$`))
      .describe("Id in the connectors' form: `21 CFR 312.62`, `ICH Q7 11.5`, `ICH E9 3.5`"),
    heading: z.string().min(3).describe('Official heading, without the trailing period'),
    source: z.string().min(10),
    uncertain: z.literal(true).optional().describe('The heading wording could not be checked against a copy of the text'),
    note: z.string().min(10).optional(),
  })
  .strict()
  .refine((section) => section.uncertain !== true || section.note !== undefined, { message: 'an uncertain heading says why in a note' });
export type ReferenceSection = z.infer<typeof ReferenceSection>;

const ECFR_117 = 'eCFR, 21 CFR Part 117 (CGMP, hazard analysis and risk-based preventive controls for human food)';
const ECFR_111 = 'eCFR, 21 CFR Part 111 (CGMP for dietary supplements)';

const ECFR_11 = 'eCFR, 21 CFR Part 11 (electronic records; electronic signatures)';
const ECFR_50 = 'eCFR, 21 CFR Part 50 (protection of human subjects)';
const ECFR_56 = 'eCFR, 21 CFR Part 56 (institutional review boards)';
const ECFR_210 = 'eCFR, 21 CFR Part 210 (CGMP in manufacturing, processing, packing, or holding of drugs; general)';
const ECFR_312 = 'eCFR, 21 CFR Part 312 (investigational new drug application)';
const ECFR_314 = 'eCFR, 21 CFR Part 314 (applications for FDA approval to market a new drug)';
const ECFR_600 = 'eCFR, 21 CFR Part 600 (biological products: general)';
const ECFR_601 = 'eCFR, 21 CFR Part 601 (licensing)';
const ECFR_606 = 'eCFR, 21 CFR Part 606 (CGMP for blood and blood components)';
const ICH_E9 = 'ICH E9 Statistical Principles for Clinical Trials, Step 4, 5 February 1998';
const ICH_E10 = 'ICH E10 Choice of Control Group and Related Issues in Clinical Trials, Step 4, 20 July 2000';
const E10_WORDING = 'Numbering and subject certain (E10 section 1.3 and its five control types); heading wording written from memory of the Step 4 text, which is not in the mirror.';

const cfr = (section: string, heading: string, source: string): ReferenceSection => ({ id: `21 CFR ${section}`, heading, source });
const e9 = (section: string, heading: string): ReferenceSection => ({ id: `ICH E9 ${section}`, heading, source: ICH_E9 });
const e10 = (section: string, heading: string): ReferenceSection => ({ id: `ICH E10 ${section}`, heading, source: ICH_E10, uncertain: true, note: E10_WORDING });

/**
 * The sections outside the mirror that the event taxonomy cites. The name predates the other
 * lists: `event-taxonomy.test.ts` asserts every entry here is cited by the taxonomy, so a section
 * cited only by other files goes in `FURTHER_REFERENCE_SECTIONS`. Add a row before citing.
 */
export const REFERENCE_SECTIONS: readonly ReferenceSection[] = z.array(ReferenceSection).parse([
  cfr('11.10', 'Controls for closed systems', ECFR_11),
  cfr('111.10', 'What requirements apply for preventing microbial contamination from sick or infected personnel and for hygienic practices?', ECFR_111),
  cfr('111.12', 'What personnel qualification requirements apply?', ECFR_111),
  cfr('111.15', 'What sanitation requirements apply to your physical plant and grounds?', ECFR_111),
  cfr('111.20', 'What design and construction requirements apply to your physical plant?', ECFR_111),
  cfr('111.27', 'What requirements apply to the equipment and utensils that you use?', ECFR_111),
  cfr('111.70', 'What specifications must you establish?', ECFR_111),
  cfr('111.75', 'What must you do to determine whether specifications are met?', ECFR_111),
  cfr('111.105', 'What must quality control personnel do?', ECFR_111),
  cfr('111.255', 'What is the requirement to establish a batch production record?', ECFR_111),
  cfr('111.260', 'What must the batch record include?', ECFR_111),
  cfr('111.365', 'What precautions must you take to prevent contamination?', ECFR_111),
  cfr('111.455', 'What requirements apply to holding components, dietary supplements, packaging, and labels?', ECFR_111),
  cfr('111.560', 'What requirements apply to the review and investigation of a product complaint?', ECFR_111),
  cfr('117.4', 'Qualifications of individuals who manufacture, process, pack, or hold food', ECFR_117),
  cfr('117.10', 'Personnel', ECFR_117),
  cfr('117.20', 'Plant and grounds', ECFR_117),
  cfr('117.35', 'Sanitary operations', ECFR_117),
  cfr('117.37', 'Sanitary facilities and controls', ECFR_117),
  cfr('117.40', 'Equipment and utensils', ECFR_117),
  cfr('117.80', 'Processes and controls', ECFR_117),
  cfr('117.93', 'Warehousing and distribution', ECFR_117),
  cfr('117.126', 'Food safety plan', ECFR_117),
  cfr('117.130', 'Hazard analysis', ECFR_117),
  cfr('117.135', 'Preventive controls', ECFR_117),
  cfr('117.145', 'Monitoring', ECFR_117),
  cfr('117.150', 'Corrective actions and corrections', ECFR_117),
  cfr('117.160', 'Validation', ECFR_117),
  cfr('117.165', 'Verification of implementation and effectiveness', ECFR_117),
  cfr('117.170', 'Reanalysis', ECFR_117),
  cfr('117.180', 'Requirements applicable to a preventive controls qualified individual and a qualified auditor', ECFR_117),
  cfr('117.305', 'General requirements applying to records', ECFR_117),
  cfr('117.410', 'General requirements applicable to a supply-chain program', ECFR_117),
  cfr('120.8', 'Hazard Analysis and Critical Control Point (HACCP) plan', 'eCFR, 21 CFR Part 120 (HACCP systems, juice)'),
  cfr('123.6', 'Hazard analysis and Hazard Analysis Critical Control Point (HACCP) plan', 'eCFR, 21 CFR Part 123 (fish and fishery products)'),
]);

/**
 * The sections outside the mirror cited by the regulation maps, the requirements catalogue and the
 * protocol-validation rules but not by the event taxonomy. Headings are the eCFR section headings
 * and the ICH guidelines' own; `uncertain` marks wording that could not be checked against a copy.
 */
export const FURTHER_REFERENCE_SECTIONS: readonly ReferenceSection[] = z.array(ReferenceSection).parse([
  cfr('11.30', 'Controls for open systems', ECFR_11),
  cfr('11.50', 'Signature manifestations', ECFR_11),
  cfr('11.100', 'General requirements', ECFR_11),
  cfr('11.300', 'Controls for identification codes/passwords', ECFR_11),
  cfr('50.20', 'General requirements for informed consent', ECFR_50),
  cfr('50.24', 'Exception from informed consent requirements for emergency research', ECFR_50),
  cfr('50.25', 'Elements of informed consent', ECFR_50),
  cfr('50.27', 'Documentation of informed consent', ECFR_50),
  cfr('50.55', 'Requirements for permission by parents or guardians and for assent by children', ECFR_50),
  cfr('56.103', 'Circumstances in which IRB review is required', ECFR_56),
  cfr('56.107', 'IRB membership', ECFR_56),
  cfr('56.108', 'IRB functions and operations', ECFR_56),
  cfr('56.109', 'IRB review of research', ECFR_56),
  cfr('56.110', 'Expedited review procedures for certain kinds of research involving no more than minimal risk, and for minor changes in approved research', ECFR_56),
  cfr('56.111', 'Criteria for IRB approval of research', ECFR_56),
  cfr('56.113', 'Suspension or termination of IRB approval of research', ECFR_56),
  cfr('56.115', 'IRB records', ECFR_56),
  cfr('210.1', 'Status of current good manufacturing practice regulations', ECFR_210),
  cfr('210.3', 'Definitions', ECFR_210),
  cfr('312.20', 'Requirement for an IND', ECFR_312),
  cfr('312.21', 'Phases of an investigation', ECFR_312),
  cfr('312.32', 'IND safety reporting', ECFR_312),
  cfr('312.50', 'General responsibilities of sponsors', ECFR_312),
  cfr('312.52', 'Transfer of obligations to a contract research organization', ECFR_312),
  cfr('312.53', 'Selecting investigators and monitors', ECFR_312),
  cfr('312.55', 'Informing investigators', ECFR_312),
  cfr('312.56', 'Review of ongoing investigations', ECFR_312),
  cfr('312.57', 'Recordkeeping and record retention', ECFR_312),
  cfr('312.58', "Inspection of sponsor's records and reports", ECFR_312),
  cfr('312.59', 'Disposition of unused supply of investigational drug', ECFR_312),
  cfr('312.60', 'General responsibilities of investigators', ECFR_312),
  cfr('312.61', 'Control of the investigational drug', ECFR_312),
  cfr('312.62', 'Investigator recordkeeping and record retention', ECFR_312),
  cfr('312.64', 'Investigator reports', ECFR_312),
  cfr('312.66', 'Assurance of IRB review', ECFR_312),
  cfr('312.68', "Inspection of investigator's records and reports", ECFR_312),
  cfr('314.80', 'Postmarketing reporting of adverse drug experiences', ECFR_314),
  cfr('314.126', 'Adequate and well-controlled studies', ECFR_314),
  cfr('314.510', 'Approval based on a surrogate endpoint or on an effect on a clinical endpoint other than survival or irreversible morbidity', ECFR_314),
  cfr('600.10', 'Personnel', ECFR_600),
  cfr('600.12', 'Records', ECFR_600),
  cfr('600.13', 'Retention samples', ECFR_600),
  cfr('600.14', 'Reporting of biological product deviations by licensed manufacturers', ECFR_600),
  cfr('601.12', 'Changes to an approved application', ECFR_601),
  cfr('606.100', 'Standard operating procedures', ECFR_606),
  {
    ...cfr('606.171', 'Reporting of product deviations by licensed manufacturers, unlicensed registered blood establishments, and transfusion services', ECFR_606),
    uncertain: true,
    note: 'Section number and subject certain; the long heading was written from memory of the eCFR and not checked against a copy.',
  },
  e9('2.1.3', 'Exploratory Trial'),
  e9('2.2.2', 'Primary and Secondary Variables'),
  e9('2.2.3', 'Composite Variables'),
  e9('2.2.4', 'Global Assessment Variables'),
  e9('2.2.5', 'Multiple Primary Variables'),
  e9('2.2.6', 'Surrogate Variables'),
  e9('2.2.7', 'Categorised Variables'),
  e9('2.3.1', 'Blinding'),
  e9('2.3.2', 'Randomisation'),
  e9('3.1.2', 'Cross-over Design'),
  e9('3.3', 'Type of Comparison'),
  e9('3.3.2', 'Trials to Show Equivalence or Non-inferiority'),
  e9('3.5', 'Sample Size'),
  e9('4.5', 'Interim Analysis and Early Stopping'),
  e9('5.1', 'Prespecification of the Analysis'),
  e9('5.5', 'Estimation, Confidence Intervals and Hypothesis Testing'),
  e9('5.6', 'Adjustment of Significance and Confidence Levels'),
  e10('1.3', 'Types of Controls'),
  e10('1.3.1', 'Placebo Concurrent Control'),
  e10('1.3.4', 'Active (Positive) Concurrent Control'),
  e10('1.3.5', 'External Control (Including Historical Control)'),
]);

/** Every listed section, from both lists; ids are unique across them (a test checks). */
export const ALL_REFERENCE_SECTIONS: readonly ReferenceSection[] = [...REFERENCE_SECTIONS, ...FURTHER_REFERENCE_SECTIONS];

const byId = new Map(ALL_REFERENCE_SECTIONS.map((section) => [section.id, section]));

/** The listed section with this id (`21 CFR 312.62`, `ICH Q7 11.5`), or undefined. */
export function referenceSection(id: string): ReferenceSection | undefined {
  return byId.get(id);
}
