import { z } from 'zod';

/**
 * A section the knowledge files cite from a text that is not in the local mirror (CFR parts other
 * than 211, 610 and 800–830; ICH Q7), with its official heading and where it was checked. Tests
 * require every such citation to be listed here, so a citation cannot point at nothing.
 */
export const ReferenceSection = z.object({
  id: z.string().regex(/^(?:21 CFR \d+\.\d+|ICH Q7 \d+(?:\.\d+)?)$/).describe('Id in the connectors\' form'),
  heading: z.string().min(3).describe('Official heading, without the trailing period'),
  source: z.string().min(10),
});
export type ReferenceSection = z.infer<typeof ReferenceSection>;

const ECFR_117 = 'eCFR, 21 CFR Part 117 (CGMP, hazard analysis and risk-based preventive controls for human food)';
const ECFR_111 = 'eCFR, 21 CFR Part 111 (CGMP for dietary supplements)';
const ICH_Q7 = 'ICH Q7 Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients, Step 4, 10 November 2000';

const cfr = (section: string, heading: string, source: string): ReferenceSection => ({ id: `21 CFR ${section}`, heading, source });
const q7 = (section: string, heading: string): ReferenceSection => ({ id: `ICH Q7 ${section}`, heading, source: ICH_Q7 });

/** The cited sections outside the mirror. Add a row here before citing a new one. */
export const REFERENCE_SECTIONS: readonly ReferenceSection[] = z.array(ReferenceSection).parse([
  cfr('11.10', 'Controls for closed systems', 'eCFR, 21 CFR Part 11 (electronic records; electronic signatures)'),
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
  q7('2.1', 'Principles'),
  q7('2.2', 'Responsibilities of the Quality Unit(s)'),
  q7('3.1', 'Personnel Qualifications'),
  q7('3.2', 'Personnel Hygiene'),
  q7('4.1', 'Design and Construction'),
  q7('4.2', 'Utilities'),
  q7('4.3', 'Water'),
  q7('4.4', 'Containment'),
  q7('4.7', 'Sanitation and Maintenance'),
  q7('5.2', 'Equipment Maintenance and Cleaning'),
  q7('5.3', 'Calibration'),
  q7('5.4', 'Computerized Systems'),
  q7('6.1', 'Documentation System and Specifications'),
  q7('6.5', 'Batch Production Records (Batch Production and Control Records)'),
  q7('6.6', 'Laboratory Control Records'),
  q7('6.7', 'Batch Production Record Review'),
  q7('7.1', 'General Controls'),
  q7('7.2', 'Receipt and Quarantine'),
  q7('7.3', 'Sampling and Testing of Incoming Production Materials'),
  q7('7.4', 'Storage'),
  q7('8.3', 'In-process Sampling and Controls'),
  q7('8.5', 'Contamination Control'),
  q7('9.2', 'Packaging Materials'),
  q7('9.3', 'Label Issuance and Control'),
  q7('9.4', 'Packaging and Labelling Operations'),
  q7('10.1', 'Warehousing Procedures'),
  q7('11.1', 'General Controls'),
  q7('11.2', 'Testing of Intermediates and APIs'),
  q7('11.4', 'Certificates of Analysis'),
  q7('11.5', 'Stability Monitoring of APIs'),
  q7('11.6', 'Expiry and Retest Dating'),
  q7('12.2', 'Validation Documentation'),
  q7('12.3', 'Qualification'),
  q7('12.4', 'Approaches to Process Validation'),
  q7('12.5', 'Process Validation Program'),
  q7('12.6', 'Periodic Review of Validated Systems'),
  q7('12.7', 'Cleaning Validation'),
  q7('12.8', 'Validation of Analytical Methods'),
  q7('13', 'Change Control'),
  q7('15', 'Complaints and Recalls'),
  q7('16', 'Contract Manufacturers (including Laboratories)'),
]);
