import {
  RegulationMappingList,
  RelatedRegulationEdgeList,
  normaliseCfrSection,
  normaliseIchSection,
  type MappingRelevance,
  type MappingType,
  type RegulationMapping,
  type RelatedRegulationEdge,
  type RelatedRelationship,
  type SubsectionMapping,
} from './regulation-maps.schema.ts';

/*
 * Regulation maps by regime, version 1.0 (issue 6): curated 21 CFR ↔ ICH mappings and CFR ↔ CFR
 * related-regulation edges, behind `cfr_cross_references` (ICH section lookup),
 * `ich_cross_references` and `related_regulations` (regulation lookup) of spec document 3 and
 * `ich_mappings` of document 2.
 *
 * What is mapped. GMP: Part 211 (every subpart, A–K) against ICH Q7 section by section, plus Q10
 * and Q9 where they state or support a Part 211 requirement; Parts 210, 600, 601, 606 and 610
 * where a section genuinely corresponds; Part 820 in both texts; Parts 111 and 117 by analogy.
 * GCP: Parts 11, 50, 56, 312 and 812 against ICH E6(R3) (Step 4, 6 January 2025).
 *
 * Part 820. Both texts are mapped. The QSR (cited `21 CFR 820.nnn (QSR)`) is the text that every
 * device 483 observation and warning letter of the project's data (FY2019–2025) cites, so the
 * observation lookups need its sections. The QMSR (plain `21 CFR 820.nnn`, in force since
 * 2 February 2026) incorporates ISO 13485 by reference and keeps only six sections of its own;
 * three of them (820.10, 820.35, 820.45) carry requirements that correspond to an ICH section.
 *
 * Deliberately not mapped. Part 640 (additional standards for blood products) and Part 680
 * (additional standards for miscellaneous products) are product standards with no counterpart in
 * Q7, Q9 or Q10, and Q7 1.3 excludes whole blood and plasma from its scope; Part 606 is therefore
 * mapped to Q10 only. E6(R3) 3.15.2 (manufacture of investigational product under GMP) is a GCP
 * section: linking it to Part 211 would map manufacturing to E6(R3), which the regimes forbid.
 *
 * Scope caveats the scores carry. Q7 applies to APIs (finished products are Part 211's subject),
 * so an "equivalent" Q7 mapping means the same requirement on a different product scope. Q7, Q9
 * and Q10 do not apply to dietary supplements (Part 111), food (Part 117) or devices (Part 820),
 * so those mappings are analogies and stay in the supporting band or below, except where the
 * quality-system element is the same (Q10 and the QSR share their ISO 9001 ancestry). E6(R3) is
 * written for medicinal products; Part 812 mappings say so where it matters.
 *
 * Q9. The mirror holds the 2005 Step 4 text; Q9(R1) (2023) kept the numbering of sections 1–4 and
 * the annexes, so citations use the mirrored `ICH Q9` ids, which the tests resolve. The schema
 * admits `ICH Q9(R1)` for sections new in R1 once they are listed in reference-sections.
 *
 * Computed candidates (embedding similarity) are not part of this file and never will be: they
 * follow `CandidateMapping` in the schema and live in their own list.
 */

const sub = (ich_subsection: string, cfr_subsection: string, alignment: number, notes: string): SubsectionMapping => ({
  ich_subsection,
  cfr_subsection,
  alignment,
  notes,
});

const mapping =
  (relevance: MappingRelevance, mapping_type: MappingType) =>
  (id: string, cfr: string, ich: string, alignment_score: number, rationale: string, subsection_mappings?: SubsectionMapping[]): RegulationMapping => ({
    id,
    regime: id.startsWith('MAP-GCP-') ? 'gcp' : 'gmp',
    cfr_section: `21 CFR ${cfr}`,
    ich_section: `ICH ${ich}`,
    relevance,
    mapping_type,
    alignment_score,
    rationale,
    ...(subsection_mappings === undefined ? {} : { subsection_mappings }),
    provenance: 'curated',
  });

/** Same requirement on each text's own product scope (0.90–1.00). */
const equivalent = mapping('direct', 'equivalent');
/** The ICH section states the CFR requirement with a different scope or emphasis (0.75–0.89). */
const related = mapping('direct', 'related');
/** The ICH section supports or complements the requirement without stating it (0.60–0.74). */
const supporting = mapping('supporting', 'related');
/** One text is a precondition of the other (0.40–0.59). */
const prerequisite = mapping('indirect', 'prerequisite');
/** Context only: the same subject under a different scope or method (0.40–0.59). */
const context = mapping('indirect', 'related');

// ---- GMP: Part 211 ↔ ICH Q7, subpart by subpart -------------------------------------------------

const PART_211_Q7: RegulationMapping[] = [
  // Subpart B: organisation and personnel
  equivalent('MAP-GMP-001', '211.22', 'Q7 2.2', 0.9, 'Both give an independent quality unit the authority to approve or reject materials and product, approve procedures and specifications, and make sure production errors and deviations are investigated.'),
  supporting('MAP-GMP-002', '211.22', 'Q7 13', 0.65, '211.22(c) makes the quality control unit approve every procedure and specification affecting identity, strength, quality and purity, the approval step of the formal change control system that Q7 13 describes.'),
  equivalent('MAP-GMP-003', '211.25', 'Q7 3.1', 0.92, 'Both require an adequate number of personnel qualified by education, training and experience, trained in their particular operations and in GMP on a continuing basis by qualified individuals.'),
  related('MAP-GMP-004', '211.28', 'Q7 3.2', 0.85, 'Both require clean clothing and protective apparel suited to the work, good sanitation and health habits, and exclusion of people whose illness or open lesions could affect product quality.'),
  equivalent('MAP-GMP-005', '211.34', 'Q7 3.3', 0.95, 'Both require consultants advising on manufacture and control to have sufficient education, training and experience, and records of their name, address, qualifications and type of service.'),
  // Subpart C: buildings and facilities
  related('MAP-GMP-006', '211.42', 'Q7 4.1', 0.85, 'Both require buildings of suitable size and construction, with defined areas or other control systems for receipt, quarantine, release, production and laboratory operations, to prevent mix-ups and contamination.'),
  related('MAP-GMP-007', '211.42', 'Q7 4.4', 0.78, '211.42(d) requires penicillin operations in separate facilities, the case that Q7 4.4 generalises to dedicated production areas for highly sensitising materials such as penicillins and cephalosporins.'),
  equivalent('MAP-GMP-008', '211.44', 'Q7 4.5', 0.95, 'Both require adequate lighting in all areas.'),
  related('MAP-GMP-009', '211.46', 'Q7 4.2', 0.8, 'Both require adequate ventilation, air filtration and control of recirculated air where it bears on product quality, Q7 4.2 treating them with the other utilities that must be qualified and monitored.'),
  related('MAP-GMP-010', '211.48', 'Q7 4.3', 0.78, '211.48(a) requires potable water meeting the EPA drinking water standards, comparable to the drinking-water minimum of Q7 4.3, which goes further on water of higher quality for API processes.'),
  equivalent('MAP-GMP-011', '211.50', 'Q7 4.6', 0.92, 'Both require sewage, refuse and other waste to be disposed of in a safe, timely and sanitary manner.'),
  related('MAP-GMP-012', '211.56', 'Q7 4.7', 0.85, 'Both require buildings kept in a clean, sanitary condition under written sanitation procedures that assign responsibility and govern the use of rodenticides, insecticides, fungicides and cleaning agents.'),
  related('MAP-GMP-013', '211.58', 'Q7 4.7', 0.8, 'Both require buildings to be maintained in a good state of repair, Q7 4.7 covering maintenance together with sanitation.'),
  // Subpart D: equipment
  related('MAP-GMP-014', '211.63', 'Q7 5.1', 0.85, 'Both require equipment of appropriate design and adequate size, suitably located for its intended use, cleaning and maintenance.'),
  equivalent('MAP-GMP-015', '211.65', 'Q7 5.1', 0.92, 'Both require product-contact surfaces that do not alter the quality of the material beyond its specifications and keep lubricants and coolants from contacting it so as to alter its quality.'),
  equivalent('MAP-GMP-016', '211.67', 'Q7 5.2', 0.95, 'Both require written cleaning and maintenance procedures that assign responsibility and set schedules, methods, removal of previous batch identification, protection of clean equipment and inspection before use.'),
  related('MAP-GMP-017', '211.68', 'Q7 5.3', 0.8, '211.68(a) requires automatic, mechanical and electronic equipment to be routinely calibrated or checked under a written program with records, as Q7 5.3 requires for quality-critical control, weighing, measuring, monitoring and test equipment.'),
  related('MAP-GMP-018', '211.68', 'Q7 5.4', 0.85, '211.68(b) requires that only authorised personnel change computerised records, with input and output checks and backup, which Q7 5.4 covers through validation, access control, change control and backup of computerised systems.'),
  // Subpart E: components, containers and closures
  equivalent('MAP-GMP-019', '211.80', 'Q7 7.1', 0.92, 'Both require written procedures describing the receipt, identification, storage, handling, sampling, testing and approval or rejection of incoming materials.'),
  related('MAP-GMP-020', '211.82', 'Q7 7.2', 0.85, 'Both require incoming containers to be examined on receipt for identity, damage and contamination and the material held in quarantine until sampled, tested and released.'),
  related('MAP-GMP-021', '211.84', 'Q7 7.3', 0.88, 'Both require at least one identity test on each batch of incoming material and allow a supplier certificate of analysis in place of other tests only once the supplier results have been shown reliable.'),
  equivalent('MAP-GMP-022', '211.87', 'Q7 7.5', 0.9, 'Both require approved materials to be retested or re-evaluated for suitability after prolonged storage or exposure to conditions such as heat or humidity.'),
  related('MAP-GMP-023', '211.89', 'Q7 14.1', 0.78, 'Both require rejected material to be identified as such and controlled under quarantine so that it is not used, 211.89 for components and Q7 14.1 for intermediates and APIs.'),
  related('MAP-GMP-024', '211.94', 'Q7 9.2', 0.85, 'Both require containers and closures that are not reactive, additive or absorptive, protect against deterioration and contamination, and are clean and where needed sanitised before use.'),
  // Subpart F: production and process controls
  related('MAP-GMP-025', '211.100', 'Q7 8.1', 0.8, '211.100(b) requires production procedures to be followed and documented at the time of performance with any deviation recorded and justified, as Q7 8.1 requires deviations to be documented and explained and critical deviations investigated.'),
  supporting('MAP-GMP-026', '211.100', 'Q7 12.1', 0.65, '211.100(a) requires production and process control procedures designed to assure identity, strength, quality and purity, the regulatory basis of process validation, which Q7 12.1 frames as a documented validation policy.'),
  supporting('MAP-GMP-027', '211.100', 'Q7 13', 0.7, '211.100(a) requires changes to production procedures to be drafted, reviewed and approved by the appropriate units and the quality control unit, one element of the formal change control system of Q7 13.'),
  related('MAP-GMP-028', '211.101', 'Q7 8.1', 0.78, 'Both require components to be weighed or measured accurately, a dispensed component\'s new container to be identified, and weighing or charging to be checked by a second person or an equivalent automated control.'),
  related('MAP-GMP-029', '211.103', 'Q7 8.1', 0.85, 'Both require actual yields to be compared with expected yields at defined steps of production; the duty to investigate a yield outside its limits, which Q7 8.1 states here, sits in 211.192 on the CFR side.'),
  related('MAP-GMP-030', '211.105', 'Q7 5.1', 0.75, '211.105 requires major equipment and processing lines to be identified at all times with their contents, as Q7 5.1 requires major equipment and permanently installed lines to be appropriately identified.'),
  related('MAP-GMP-031', '211.110', 'Q7 8.3', 0.88, 'Both require written in-process controls on appropriate samples, with acceptance criteria and quality unit approval, to monitor the process steps that cause variability in product characteristics.'),
  supporting('MAP-GMP-032', '211.110', 'Q7 12.4', 0.68, '211.110(a) requires control procedures that validate the performance of manufacturing processes that may cause variability, a requirement that Q7 12.4 develops into prospective, concurrent and retrospective process validation.'),
  equivalent('MAP-GMP-033', '211.111', 'Q7 8.2', 0.9, 'Both require time limits for the completion of production phases where they matter to quality, with deviations from them documented and justified or evaluated.'),
  related('MAP-GMP-034', '211.113', 'Q7 8.5', 0.75, '211.113 requires procedures that prevent objectionable microorganisms and validated sterilisation of sterile products, while Q7 8.5 treats contamination and carry-over control in API production more broadly.'),
  related('MAP-GMP-035', '211.115', 'Q7 14.2', 0.78, 'Both allow reprocessing of non-conforming material only under evaluated, controlled procedures so that the reprocessed material meets established standards, 211.115(b) adding quality control unit approval.'),
  // Subpart G: packaging and labeling control
  related('MAP-GMP-036', '211.122', 'Q7 9.1', 0.82, 'Both require written procedures for the receipt, identification, storage, sampling, examination or testing and release or rejection of labelling and packaging materials against established specifications.'),
  related('MAP-GMP-037', '211.125', 'Q7 9.3', 0.88, 'Both require strict control of label issuance, with reconciliation of labels issued, used and returned, investigation of discrepancies and destruction of excess batch-coded labels.'),
  related('MAP-GMP-038', '211.130', 'Q7 9.4', 0.85, 'Both require packaging and labelling operations designed to prevent mix-ups, with line clearance, inspection of labelled material and the results recorded in the batch record.'),
  related('MAP-GMP-039', '211.137', 'Q7 11.6', 0.78, 'Both base the expiry date on stability data and require it on the label, Q7 11.6 also allowing a retest date for APIs.'),
  supporting('MAP-GMP-040', '211.176', 'Q7 4.4', 0.62, '211.176 requires testing for penicillin contamination where a drug may have been exposed to cross-contamination, complementing the dedicated facilities for sensitising materials that Q7 4.4 requires.'),
  // Subpart H: holding and distribution
  related('MAP-GMP-041', '211.142', 'Q7 10.1', 0.82, 'Both require written warehousing procedures that keep material in quarantine until release and store it under appropriate conditions of temperature, humidity and light.'),
  related('MAP-GMP-042', '211.150', 'Q7 10.2', 0.8, '211.150(b) and Q7 10.2 both require a system by which the distribution of each batch can be readily determined to permit its recall.'),
  // Subpart I: laboratory controls
  related('MAP-GMP-043', '211.160', 'Q7 11.1', 0.85, 'Both require scientifically sound specifications, sampling plans and test procedures approved by the quality unit, followed and documented at the time of performance, with departures recorded and explained.'),
  related('MAP-GMP-044', '211.160', 'Q7 5.3', 0.88, '211.160(b)(4) requires calibration of instruments, apparatus, gauges and recording devices at suitable intervals under a written program with remedial action when out of limits, as Q7 5.3 does for quality-critical equipment.'),
  related('MAP-GMP-045', '211.165', 'Q7 11.2', 0.8, 'Both require each batch to be tested for conformance to its specifications before release, 211.165 for the finished drug product and Q7 11.2 for intermediates and APIs.'),
  related('MAP-GMP-046', '211.165', 'Q7 12.8', 0.8, '211.165(e) requires the accuracy, sensitivity, specificity and reproducibility of test methods to be established and documented, which Q7 12.8 requires through validation of analytical methods.'),
  related('MAP-GMP-047', '211.166', 'Q7 11.5', 0.85, 'Both require a documented, ongoing stability program using reliable, stability-indicating methods whose results set storage conditions and dating.'),
  related('MAP-GMP-048', '211.170', 'Q7 11.7', 0.85, 'Both require appropriately identified reserve samples of each batch to be retained for a defined period after expiry, 211.170 also requiring their periodic visual examination.'),
  // Subpart J: records and reports
  related('MAP-GMP-049', '211.180', 'Q7 6.1', 0.8, 'Both require production, control and distribution records to be retained for at least one year after the expiry date of the batch, or longer where no expiry date applies, and kept readily available.'),
  related('MAP-GMP-050', '211.180', 'Q7 2.5', 0.88, '211.180(e) requires an at least annual review of a representative number of batches, complaints, recalls, returns and investigations to decide on changes, which Q7 2.5 describes as the product quality review.', [
    sub('2.5', '211.180(e)(2)', 0.88, 'Both reviews cover complaints, recalls, returns and investigations; Q7 adds changes and the adequacy of corrective actions.'),
  ]),
  equivalent('MAP-GMP-051', '211.182', 'Q7 6.2', 0.92, 'Both require a chronological log of the cleaning, maintenance and use of major equipment showing dates, product and batch processed, and who did the work.'),
  equivalent('MAP-GMP-052', '211.184', 'Q7 6.3', 0.9, 'Both require records of each lot of components and labelling and packaging materials received, with supplier, lot number, test results, use and disposition, and examination of labels.'),
  equivalent('MAP-GMP-053', '211.186', 'Q7 6.4', 0.9, 'Both require master production instructions for each product, prepared, dated and signed by one person and independently checked by another, listing materials, quantities, equipment, process steps, in-process controls and expected yields.'),
  equivalent('MAP-GMP-054', '211.188', 'Q7 6.5', 0.92, 'Both require a batch record for each batch, reproduced from the master instructions, documenting each significant step with dates, equipment, materials, in-process results, yields and the persons performing and checking it.'),
  equivalent('MAP-GMP-055', '211.192', 'Q7 6.7', 0.92, 'Both require the quality unit to review and approve production and laboratory control records, including packaging and labelling, before a batch is released, with deviations and out-of-specification results reviewed or investigated in that review.'),
  related('MAP-GMP-056', '211.192', 'Q7 11.1', 0.78, '211.192 requires any failure of a batch or component to meet specifications to be thoroughly investigated, the requirement Q7 11.1 applies to out-of-specification laboratory results through a documented investigation procedure.'),
  equivalent('MAP-GMP-057', '211.194', 'Q7 6.6', 0.92, 'Both require complete laboratory records of every test, including sample description, method, raw data, calculations, results compared with specifications, and the signatures of the analyst and a second reviewer.'),
  related('MAP-GMP-058', '211.196', 'Q7 10.2', 0.75, '211.196 distribution records must identify each lot and its consignee, the traceability that Q7 10.2 requires so that any batch can be recalled.'),
  related('MAP-GMP-059', '211.198', 'Q7 15', 0.85, 'Both require written procedures for recording and reviewing all quality complaints, a decision on investigation, and records of the findings and follow-up, Q7 15 also covering recalls.'),
  // Subpart K: returned and salvaged drug products
  equivalent('MAP-GMP-060', '211.204', 'Q7 14.5', 0.9, 'Both require returned material to be identified and held, destroyed or reprocessed when its storage or shipping casts doubt on its quality, and recorded with reason, quantity and disposition.'),
];

// ---- GMP: Part 211 ↔ ICH Q10 and Q9 ---------------------------------------------------------------

const PART_211_Q10_Q9: RegulationMapping[] = [
  related('MAP-GMP-061', '211.22', 'Q10 2.1', 0.75, 'Q10 2.1 places ultimate responsibility for the quality system on senior management and, in 2.1(b)(4), recognises the independent quality unit with defined authority that 211.22 establishes for drug manufacturers.', [
    sub('2.1(b)(4)', '211.22(a)', 0.8, 'Q10 states that regional regulations require an independent quality unit; 211.22(a) is that requirement in the United States.'),
  ]),
  context('MAP-GMP-062', '211.22', 'Q9 4.1', 0.45, '211.22 defines the quality control unit whose approval authority Q9 4.1 presupposes when it names the quality unit among the functions that take part in quality risk management decisions.'),
  related('MAP-GMP-063', '211.180', 'Q10 3.2.1', 0.78, 'The annual review of 211.180(e) is the minimum regulatory form of the monitoring system of Q10 3.2.1, which adds a risk-based control strategy, trending and feedback from complaints, rejections, deviations and recalls.', [
    sub('3.2.1(e)', '211.180(e)(2)', 0.85, 'Both feed complaints, recalls and investigations into the periodic evaluation of product quality.'),
    sub('3.2.1(c)', '211.180(e)(1)', 0.75, 'A review of representative batches against an analysis of control-strategy parameters for a continued state of control.'),
  ]),
  supporting('MAP-GMP-064', '211.180', 'Q10 3.2.4', 0.68, 'Q10 3.2.4 brings inspection findings, complaints, recalls and monitoring conclusions to management review, as 211.180(f) requires responsible officials to be notified in writing of investigations, recalls and FDA inspectional observations.', [
    sub('3.2.4(a)(1)', '211.180(f)', 0.72, 'Results of regulatory inspections reach management in both.'),
  ]),
  related('MAP-GMP-065', '211.192', 'Q10 3.2.2', 0.78, '211.192 requires thorough, documented investigation of unexplained discrepancies and specification failures, extended to other affected batches, the investigation from which Q10 3.2.2 requires a CAPA system to find root cause and act.'),
  supporting('MAP-GMP-066', '211.198', 'Q10 3.2.2', 0.65, 'Complaints reviewed and investigated under 211.198 are one of the inputs that Q10 3.2.2 names for the corrective and preventive action system.'),
  supporting('MAP-GMP-067', '211.100', 'Q10 3.2.3', 0.65, '211.100(a) requires changes to production and process control procedures to be reviewed and approved by the quality control unit, the narrow regulatory core of the risk-based change management system of Q10 3.2.3.'),
  supporting('MAP-GMP-068', '211.84', 'Q10 2.7', 0.7, '211.84(d)(2) allows a supplier report of analysis only once the reliability of the supplier analyses is established, a specific case of the assessment and monitoring of material suppliers in Q10 2.7.', [
    sub('2.7(a)', '211.84(d)(2)', 0.7, 'Supplier qualification before reliance; Q10 also covers outsourced activities.'),
  ]),
  supporting('MAP-GMP-069', '211.110', 'Q10 3.2.1', 0.65, '211.110(b) requires in-process specifications derived from process averages and variability by suitable statistical procedures, one element of the measurement and analysis of control-strategy parameters in Q10 3.2.1.', [
    sub('3.2.1(b)', '211.110(b)', 0.7, 'Statistical tools for parameters and attributes of the process.'),
  ]),
  supporting('MAP-GMP-070', '211.192', 'Q9 II.7', 0.62, 'Q9 Annex II.7 applies quality risk management to identifying root causes and corrective actions in out-of-specification investigations, the investigations that 211.192 requires.'),
  supporting('MAP-GMP-071', '211.198', 'Q9 II.1', 0.62, 'Q9 Annex II.1 uses risk management to evaluate and communicate the quality impact of complaints, deviations and suspected defects, informing the review and investigation decisions 211.198 requires.'),
  supporting('MAP-GMP-072', '211.100', 'Q9 II.6', 0.62, 'Q9 Annex II.6 uses risk management to set the scope of validation and the frequency and extent of in-process testing, supporting the design of the production and process controls that 211.100 requires.'),
  supporting('MAP-GMP-073', '211.42', 'Q9 II.4', 0.62, 'Q9 Annex II.4 applies risk management to facility design, zoning, material flow and the prevention of mix-ups and contamination, which 211.42 requires buildings to achieve.'),
  supporting('MAP-GMP-074', '211.68', 'Q9 II.4', 0.62, 'Q9 Annex II.4 uses risk management to set calibration schedules and the extent of computer system validation, supporting the calibration and computer controls of 211.68.'),
  supporting('MAP-GMP-075', '211.84', 'Q9 II.5', 0.62, 'Q9 Annex II.5 applies risk management to supplier evaluation and starting-material variability, informing the sampling plans and supplier reliance that 211.84 allows.'),
  supporting('MAP-GMP-076', '211.130', 'Q9 II.8', 0.62, 'Q9 Annex II.8 designs label control procedures on the potential for mix-ups, the hazard that the packaging and labeling operations of 211.130 must prevent.'),
  supporting('MAP-GMP-077', '211.180', 'Q9 II.1', 0.6, 'Q9 Annex II.1 applies risk management to selecting, evaluating and interpreting trend data within the product quality review that 211.180(e) requires.'),
  context('MAP-GMP-112', '211.1', 'Q10 1.2', 0.45, '211.1 confines Part 211 to the manufacture of finished drug products, one stage of the lifecycle of drug substances and drug products that the Q10 1.2 scope covers, so the two scopes overlap without coinciding.'),
  prerequisite('MAP-GMP-078', '210.1', 'Q10 1.3', 0.5, '210.1 makes the CGMP regulations the minimum requirements for drug manufacture, the regional GMPs that Q10 1.3 names as the foundation the pharmaceutical quality system builds on.'),
];

// ---- GMP: biologics (600, 601, 606, 610) ------------------------------------------------------------

const BIOLOGICS: RegulationMapping[] = [
  supporting('MAP-GMP-079', '610.1', 'Q7 11.2', 0.62, '610.1 requires each lot of a licensed biological product to pass the applicable tests before release, comparable to the batch testing Q7 11.2 requires for the biotechnology-derived APIs within its scope.'),
  supporting('MAP-GMP-080', '610.9', 'Q10 3.2.3', 0.62, '610.9 permits a modified test method or manufacturing process only after a licence supplement shows equal or greater assurance of safety, purity and potency, the filing assessment Q10 3.2.3(b) requires for each change.', [
    sub('3.2.3(b)', '610.9(a)', 0.7, 'Evaluation of a change against the licence and the regional filing requirement.'),
  ]),
  related('MAP-GMP-081', '601.12', 'Q10 3.2.3', 0.75, '601.12 classifies changes to an approved biologics licence by their potential adverse effect into prior-approval supplements, changes-being-effected supplements and annual reports, the regional filing requirement against which Q10 3.2.3(b) assesses each change.', [
    sub('3.2.3(b)', '601.12(b)', 0.75, 'Changes with substantial potential for adverse effect need a prior-approval supplement.'),
  ]),
  supporting('MAP-GMP-082', '600.12', 'Q7 6.1', 0.62, '600.12 requires biological product records made concurrently with each manufacturing step and retained for defined periods after the latest expiry, the documentation and retention control that Q7 6.1 sets for APIs.'),
  supporting('MAP-GMP-083', '600.13', 'Q7 11.7', 0.68, '600.13 requires representative material of each lot of a biological product to be retained for at least six months after its expiry date, the reserve-sample practice that Q7 11.7 sets for APIs.'),
  supporting('MAP-GMP-084', '600.10', 'Q7 3.1', 0.6, '600.10 requires personnel of biological product establishments to be qualified by training and experience for their functions, as Q7 3.1 does for API personnel.'),
  supporting('MAP-GMP-085', '606.100', 'Q10 3.2.2', 0.62, '606.100 requires a thorough, recorded investigation of any unexplained discrepancy or failure of a blood unit to meet specifications, the investigation from which Q10 3.2.2, whose scope includes biological products, derives corrective and preventive action.'),
];

// ---- GMP: dietary supplements (111) and food (117), by analogy ---------------------------------------

const SUPPLEMENTS_AND_FOOD: RegulationMapping[] = [
  supporting('MAP-GMP-086', '111.105', 'Q7 2.2', 0.65, '111.105 lists what quality control personnel must approve, review and reject, the dietary-supplement counterpart of the quality unit responsibilities of Q7 2.2, which does not itself apply to dietary supplements.'),
  supporting('MAP-GMP-087', '111.75', 'Q7 7.3', 0.68, '111.75(a) requires at least one identity test on each dietary ingredient and reliance on supplier certificates for other components only after qualifying the supplier, as Q7 7.3 does for incoming API materials.'),
  supporting('MAP-GMP-088', '111.260', 'Q7 6.5', 0.62, '111.260 lists what a dietary-supplement batch record must include, the documentation that Q7 6.5 describes for API batch production records.'),
  supporting('MAP-GMP-089', '111.560', 'Q7 15', 0.62, '111.560 requires a qualified person to review product complaints and quality control personnel to approve decisions on investigation, as Q7 15 requires for API quality complaints.'),
  supporting('MAP-GMP-090', '111.12', 'Q7 3.1', 0.62, '111.12 requires employees and supervisors qualified by education, training or experience for their functions, the personnel qualification that Q7 3.1 sets for API manufacture.'),
  supporting('MAP-GMP-091', '117.130', 'Q9 I.5', 0.7, '117.130 requires a written hazard analysis of known or reasonably foreseeable biological, chemical and physical hazards, the first step of the HACCP method that Q9 Annex I.5 describes as a risk management tool.'),
  supporting('MAP-GMP-092', '117.135', 'Q9 4.4', 0.62, '117.135 requires preventive controls that significantly minimise or prevent the hazards identified, the food-safety counterpart of reducing risk to an acceptable level in Q9 4.4.'),
  supporting('MAP-GMP-093', '117.170', 'Q9 4.6', 0.65, '117.170 requires reanalysis of the food safety plan at least every three years and after significant changes or new information, as Q9 4.6 requires review of risk decisions in the light of new knowledge and events.'),
  supporting('MAP-GMP-094', '117.126', 'Q9 4', 0.6, '117.126 requires a written food safety plan built on hazard analysis, preventive controls, monitoring, corrective actions and verification, an application of the general quality risk management process of Q9 4.'),
];

// ---- GMP: Part 820, QSR and QMSR ↔ ICH Q10 and Q9 -----------------------------------------------------

const PART_820: RegulationMapping[] = [
  related('MAP-GMP-095', '820.20 (QSR)', 'Q10 2.1', 0.82, 'Both make executive management responsible for an adequate organisational structure with defined responsibility, authority and interrelation of quality personnel and for providing adequate resources.', [
    sub('2.1(b)(4)', '820.20(b)(1)', 0.85, 'Roles, responsibilities, authorities and independence of those whose work affects quality.'),
  ]),
  related('MAP-GMP-096', '820.20 (QSR)', 'Q10 2.2', 0.85, '820.20(a) requires executive management to establish a quality policy and objectives understood, implemented and maintained at all levels, as Q10 2.2 requires senior management to set and communicate the quality policy.', [
    sub('2.2(c)', '820.20(a)', 0.85, 'The policy is understood at all levels of the organisation.'),
  ]),
  related('MAP-GMP-097', '820.20 (QSR)', 'Q10 2.3', 0.78, '820.20(d) requires a quality plan defining the quality practices, resources and activities for the devices made, the quality planning that Q10 2.3 frames through defined quality objectives and resources.', [
    sub('2.3(a)', '820.20(d)', 0.75, 'Quality objectives and how quality requirements will be met.'),
  ]),
  related('MAP-GMP-098', '820.20 (QSR)', 'Q10 2.6', 0.85, '820.20(c) requires executive management to review the suitability and effectiveness of the quality system at defined intervals, the management review that Q10 2.6 assigns to senior management.', [
    sub('2.6(a)', '820.20(c)', 0.88, 'Periodic management review of suitability and effectiveness of the quality system.'),
  ]),
  supporting('MAP-GMP-099', '820.22 (QSR)', 'Q10 4.1', 0.62, 'Q10 4.1 counts audits among the self-assessment processes that management review of the quality system considers, drawing on independent quality audits of the kind 820.22 requires.', [
    sub('4.1(b)(3)', '820.22', 0.62, 'Audits as an input to management review; 820.22 also requires reaudit and corrective action.'),
  ]),
  supporting('MAP-GMP-100', '820.25 (QSR)', 'Q10 2.4', 0.62, '820.25(a) requires sufficient personnel with the education, background, training and experience to perform their functions, one of the resources Q10 2.4 asks management to provide.'),
  supporting('MAP-GMP-101', '820.30 (QSR)', 'Q9 4.3', 0.62, '820.30(g) requires design validation to include risk analysis where appropriate, the risk assessment step that Q9 4.3 describes.'),
  related('MAP-GMP-102', '820.50 (QSR)', 'Q10 2.7', 0.85, 'Both require suppliers and contractors to be evaluated and selected on their ability to meet quality requirements, with the extent of control defined and quality responsibilities agreed in writing.', [
    sub('2.7(a)', '820.50(a)(1)', 0.9, 'Evaluation and selection of suppliers before use.'),
    sub('2.7(b)', '820.50(b)', 0.7, 'Written agreements; 820.50(b) asks suppliers to notify changes, Q10 defines responsibilities and communication.'),
  ]),
  related('MAP-GMP-103', '820.70 (QSR)', 'Q10 3.2.3', 0.75, '820.70(b) requires changes to specifications, methods, processes and procedures to be verified or validated and approved before implementation, the core of the change management system of Q10 3.2.3.'),
  related('MAP-GMP-104', '820.75 (QSR)', 'Q10 3.2.1', 0.75, '820.75(b) requires monitoring and control of process parameters for validated processes so that requirements continue to be met, as Q10 3.2.1 requires analysis of control-strategy parameters to verify a continued state of control.', [
    sub('3.2.1(c)', '820.75(b)', 0.8, 'Ongoing verification that the validated process stays in control.'),
  ]),
  supporting('MAP-GMP-105', '820.90 (QSR)', 'Q10 3.2.2', 0.65, '820.90(a) requires each nonconformance to be evaluated with a decision on investigation, one of the inputs Q10 3.2.2 names for the corrective and preventive action system.'),
  related('MAP-GMP-106', '820.100 (QSR)', 'Q10 3.2.2', 0.88, 'Both require a system that analyses quality data such as complaints, nonconformances and audits, investigates root cause, and implements and verifies the effectiveness of corrective and preventive actions.', [
    sub('3.2.2', '820.100(a)(2)', 0.9, 'Investigation of the cause of nonconformities, the structured root-cause investigation of Q10.'),
    sub('3.2.2', '820.100(a)(4)', 0.8, 'Verification of effectiveness, which Q10 expects in commercial manufacturing.'),
  ]),
  supporting('MAP-GMP-107', '820.198 (QSR)', 'Q10 3.2.1', 0.62, 'Complaints received, evaluated and investigated under 820.198 supply the external quality feedback that Q10 3.2.1(e) requires the monitoring system to include.', [
    sub('3.2.1(e)', '820.198(a)', 0.7, 'Complaints as a source of product quality feedback.'),
  ]),
  supporting('MAP-GMP-108', '820.250 (QSR)', 'Q10 3.2.1', 0.68, '820.250 requires valid statistical techniques for process capability and product characteristics and statistically based sampling plans, the measurement and analysis tools that Q10 3.2.1(b) calls for.', [
    sub('3.2.1(b)', '820.250(a)', 0.75, 'Statistical tools for process and product characteristics.'),
  ]),
  supporting('MAP-GMP-109', '820.10', 'Q10 1.8', 0.6, '820.10(a) requires a documented quality management system conforming to ISO 13485, whose quality manual corresponds to the Q10 1.8 quality manual, although Q10 itself is written for medicines.'),
  supporting('MAP-GMP-110', '820.35', 'Q10 3.2.2', 0.6, '820.35(a) requires complaint records to include any correction or corrective action taken, the link from complaint investigation to corrective action that Q10 3.2.2 builds into a CAPA system.'),
  supporting('MAP-GMP-111', '820.45', 'Q9 II.8', 0.6, '820.45(c) requires labeling and packaging operations that prevent mix-ups, with documented inspection, the label control that Q9 Annex II.8 designs around the potential for mix-ups.'),
];

// ---- GCP: Parts 50 and 56 ↔ ICH E6(R3) ------------------------------------------------------------

const PARTS_50_56: RegulationMapping[] = [
  related('MAP-GCP-001', '50.20', 'E6(R3) 2.8.1', 0.8, 'Both require informed consent obtained before participation, with the information given in language the participant or legally authorised representative can understand.', [
    sub('2.8.1(a)', '50.20', 0.7, 'E6(R3) adds IRB/IEC approval of the consent materials before consent is sought.'),
  ]),
  related('MAP-GCP-002', '50.20', 'E6(R3) 2.8.3', 0.8, '50.20 requires consent to be sought under circumstances that minimise the possibility of coercion or undue influence, which E6(R3) 2.8.3 states as a prohibition on coercing or unduly influencing participants.'),
  equivalent('MAP-GCP-003', '50.20', 'E6(R3) 2.8.4', 0.92, 'Both forbid exculpatory language through which the participant waives or appears to waive legal rights or releases the investigator, institution or sponsor from liability for negligence.'),
  related('MAP-GCP-004', '50.25', 'E6(R3) 2.8.10', 0.88, 'Both list the information a participant must receive, including purpose, procedures, foreseeable risks, expected benefits, alternatives, confidentiality, injury compensation, contacts and voluntariness, E6(R3) 2.8.10 adding items such as payment and trial results.', [
    sub('2.8.10(f)', '50.25(a)(2)', 0.9, 'Reasonably foreseeable risks or discomforts.'),
    sub('2.8.10(l)', '50.25(a)(8)', 0.9, 'Voluntary participation and withdrawal without penalty or loss of benefits.'),
  ]),
  related('MAP-GCP-005', '50.27', 'E6(R3) 2.8.7', 0.85, 'Both require the written consent form to be signed and dated by the participant or legally authorised representative at the time of consent, E6(R3) 2.8.7 adding the signature of the person who conducted the discussion.', [
    sub('2.8.7', '50.27(a)', 0.85, 'Signed and dated consent form.'),
  ]),
  related('MAP-GCP-006', '50.27', 'E6(R3) 2.8.9', 0.78, '50.27(b)(2) requires a witness to the oral presentation of a short-form consent who signs the form, the impartial-witness safeguard that E6(R3) 2.8.9 applies when the participant or representative cannot read.'),
  related('MAP-GCP-007', '50.27', 'E6(R3) 2.8.11', 0.8, '50.27(a) requires a copy of the signed consent form to be given to the person signing it, as E6(R3) 2.8.11 requires before participation.'),
  related('MAP-GCP-008', '50.24', 'E6(R3) 2.8.8', 0.78, '50.24 permits enrolment without prior consent in emergency research only under IRB-approved conditions, with the participant or representative informed as soon as feasible, which E6(R3) 2.8.8 addresses for emergency situations.'),
  related('MAP-GCP-009', '50.24', 'E6(R3) 1.2.6', 0.75, '50.24 requires the IRB to find and document specific conditions before approving research without prior consent, the determination that E6(R3) 1.2.6 asks of the IRB/IEC when prior consent is not possible.'),
  related('MAP-GCP-010', '50.55', 'E6(R3) 2.8.12', 0.82, '50.55 requires adequate provision for the assent of children capable of giving it and for the permission of parents or guardians, as E6(R3) 2.8.12 requires age-appropriate assent from minors.'),
  related('MAP-GCP-011', '50.55', 'E6(R3) 1.2.7', 0.78, '50.55 makes the IRB decide whether children can assent and how assent and parental permission are obtained, the review of assent information that E6(R3) 1.2.7 asks of the IRB/IEC.'),
  related('MAP-GCP-012', '56.103', 'E6(R3) 2.4.2', 0.82, '56.103 forbids starting a clinical investigation until an IRB has reviewed and approved it, as E6(R3) 2.4.2 requires documented IRB/IEC approval before a trial begins.'),
  related('MAP-GCP-013', '56.103', 'E6(R3) 1.4.6', 0.8, '56.103 requires IRB approval before a clinical investigation is initiated, which E6(R3) 1.4.6 builds into IRB/IEC procedures by specifying that no participant is enrolled before documented approval.'),
  related('MAP-GCP-014', '56.107', 'E6(R3) 1.3.1', 0.88, 'Both require at least five members, including at least one member whose primary concerns are non-scientific and one member not affiliated with the institution, 56.107 adding diversity and conflict-of-interest rules.'),
  related('MAP-GCP-015', '56.108', 'E6(R3) 1.4', 0.88, '56.108(a) requires written IRB procedures for initial and continuing review, reporting findings, review frequency, prompt reporting of changes and no changes without approval except to eliminate immediate hazards, the procedures that E6(R3) 1.4 lists.', [
    sub('1.4.3', '56.108(a)(1)', 0.9, 'Procedures for initial and continuing review.'),
    sub('1.4.7', '56.108(a)(4)', 0.9, 'No changes without prior approval except to eliminate immediate hazards.'),
  ]),
  related('MAP-GCP-016', '56.108', 'E6(R3) 1.3.3', 0.8, '56.108(c) requires review at convened meetings with a majority of members present, including at least one non-scientist, as E6(R3) 1.3.3 requires decisions at announced meetings with a quorum.'),
  related('MAP-GCP-017', '56.109', 'E6(R3) 1.2.3', 0.8, '56.109 requires the IRB to approve, require modifications in or disapprove research and to notify the investigator in writing of its decision and reasons, the documented decisions that E6(R3) 1.2.3 requires.'),
  related('MAP-GCP-018', '56.109', 'E6(R3) 1.2.4', 0.85, '56.109(f) requires continuing review at intervals appropriate to the degree of risk and at least once a year, which E6(R3) 1.2.4 states without the annual minimum.', [
    sub('1.2.4', '56.109(f)', 0.88, 'Risk-proportionate continuing review; the Part 56 floor is once a year.'),
  ]),
  related('MAP-GCP-019', '56.110', 'E6(R3) 1.4.5', 0.8, '56.110 allows expedited review of minimal-risk research and of minor changes to approved research, the expedited procedure that E6(R3) 1.4.5 lets the IRB/IEC provide.'),
  related('MAP-GCP-020', '56.111', 'E6(R3) 1.2.1', 0.75, '56.111 sets the criteria for approval that protect subjects, with additional safeguards for vulnerable subjects, giving effect to the purpose of the IRB/IEC stated in E6(R3) 1.2.1.'),
  related('MAP-GCP-021', '56.113', 'E6(R3) 1.2.3', 0.75, '56.113 gives the IRB authority to suspend or terminate approval with its reasons reported promptly, a decision that E6(R3) 1.2.3 requires the IRB/IEC to document.', [
    sub('1.2.3(d)', '56.113', 0.8, 'Termination or suspension of a prior approval.'),
  ]),
  related('MAP-GCP-022', '56.115', 'E6(R3) 1.5.1', 0.88, 'Both require the IRB to keep records of its procedures, membership, documents reviewed, minutes and correspondence and to make them available to regulatory authorities, 56.115(b) fixing a three-year retention period.'),
];

// ---- GCP: Part 312 ↔ ICH E6(R3) --------------------------------------------------------------------

const PART_312: RegulationMapping[] = [
  related('MAP-GCP-023', '312.20', 'E6(R3) 3.8.1', 0.8, '312.20 requires an IND in effect before a sponsor begins a clinical investigation of an investigational new drug, the regional application that E6(R3) 3.8.1 requires the sponsor to submit before initiating a trial.'),
  related('MAP-GCP-024', '312.32', 'E6(R3) 3.13.2', 0.82, '312.32 requires the sponsor to report serious and unexpected suspected adverse reactions to FDA and all investigators within 15 days, or 7 days if fatal or life-threatening, the expedited reporting that E6(R3) 3.13.2 requires to regional timelines.'),
  related('MAP-GCP-025', '312.32', 'E6(R3) 3.13.1', 0.78, '312.32(b) requires the sponsor to review promptly all information relevant to the safety of the drug from any source, the ongoing review of safety information that E6(R3) 3.13.1 requires.'),
  related('MAP-GCP-026', '312.50', 'E6(R3) 3.9', 0.75, '312.50 makes sponsors responsible for selecting qualified investigators, giving them the information they need, ensuring proper monitoring and conduct under the IND, and informing FDA and investigators of significant new risks, the oversight that E6(R3) 3.9 assigns to sponsors.'),
  related('MAP-GCP-027', '312.52', 'E6(R3) 3.6.4', 0.8, '312.52(a) requires any transfer of sponsor obligations to a contract research organisation to be described in writing, as E6(R3) 3.6.4 requires transferred activities to be documented in an agreement.'),
  related('MAP-GCP-028', '312.52', 'E6(R3) 3.6.6', 0.75, '312.52 lets a sponsor transfer obligations to a contract research organisation, which then answers for them, whereas E6(R3) 3.6.6 allows the transfer but keeps ultimate responsibility with the sponsor.'),
  related('MAP-GCP-029', '312.53', 'E6(R3) 3.7.1', 0.85, '312.53 requires sponsors to select investigators qualified by training and experience and to obtain their signed commitments, as E6(R3) 3.7.1 requires selection of qualified investigators with adequate resources.'),
  supporting('MAP-GCP-030', '312.53', 'E6(R3) 3.11.4', 0.65, '312.53(d) requires monitors qualified by training and experience, the monitoring function that E6(R3) 3.11.4 describes in risk-based terms.'),
  related('MAP-GCP-031', '312.55', 'E6(R3) 3.15.1', 0.8, '312.55 requires the sponsor to give each investigator an investigator brochure and keep investigators informed of new observations, especially adverse effects, as E6(R3) 3.15.1 requires the brochure to be developed and updated with significant new information.'),
  related('MAP-GCP-032', '312.56', 'E6(R3) 3.11.4', 0.78, '312.56(a) requires the sponsor to monitor the progress of all clinical investigations under its IND, the monitoring that E6(R3) 3.11.4 describes.'),
  related('MAP-GCP-033', '312.56', 'E6(R3) 3.12', 0.85, '312.56(b) requires a sponsor who finds an investigator out of compliance to secure compliance promptly or end the investigator\'s participation, as E6(R3) 3.12 requires action to secure compliance and termination if noncompliance persists.'),
  related('MAP-GCP-034', '312.56', 'E6(R3) 3.13.1', 0.78, '312.56(c) requires the sponsor to review and evaluate the evidence on safety and effectiveness as it is obtained, the sponsor review of safety information in E6(R3) 3.13.1.'),
  related('MAP-GCP-035', '312.57', 'E6(R3) 3.16.3', 0.82, '312.57 requires the sponsor to keep records of drug shipment and disposition and of financial interests and to retain them for two years after approval or discontinuation, the sponsor record retention that E6(R3) 3.16.3 ties to applicable requirements.'),
  supporting('MAP-GCP-036', '312.58', 'E6(R3) 3.16.4', 0.68, '312.58 requires sponsors to let FDA access, copy and verify their records and reports, while E6(R3) 3.16.4 has the sponsor secure direct access to source records for regulatory inspection.'),
  related('MAP-GCP-037', '312.59', 'E6(R3) 3.15.3', 0.78, '312.59 requires the sponsor to ensure the return of unused investigational drug or authorise its alternative disposition with records, part of the supply and handling that E6(R3) 3.15.3 assigns to sponsors.'),
  related('MAP-GCP-038', '312.60', 'E6(R3) 2.5.2', 0.82, '312.60 makes the investigator responsible for conducting the investigation according to the signed statement, the investigational plan and applicable regulations, as E6(R3) 2.5.2 requires compliance with the protocol, GCP and applicable requirements.'),
  related('MAP-GCP-039', '312.61', 'E6(R3) 2.10.6', 0.78, '312.61 allows the investigational drug to be given only to subjects under the personal supervision of the investigator or a responsible sub-investigator, the controlled use that E6(R3) 2.10.6 frames as use only in accordance with the approved protocol.'),
  related('MAP-GCP-040', '312.62', 'E6(R3) 2.10.4', 0.88, '312.62(a) requires records of the disposition of the drug, including dates, quantity and use by subjects, as E6(R3) 2.10.4 requires records of delivery, inventory, use by each participant and return or destruction.'),
  related('MAP-GCP-041', '312.62', 'E6(R3) 2.12.2', 0.85, '312.62(b) requires adequate and accurate case histories recording all observations pertinent to each subject, the source records that E6(R3) 2.12.2 requires to be attributable, legible, contemporaneous, original, accurate and complete.'),
  related('MAP-GCP-042', '312.62', 'E6(R3) 2.12.12', 0.82, '312.62(c) fixes the investigator record retention at two years after approval or after the investigation is discontinued and FDA notified, the regional retention period that E6(R3) 2.12.12 defers to.'),
  related('MAP-GCP-043', '312.64', 'E6(R3) 2.7.2', 0.85, '312.64(b) requires the investigator to report serious adverse events to the sponsor immediately and other adverse events as the protocol specifies, as E6(R3) 2.7.2 requires.'),
  supporting('MAP-GCP-044', '312.64', 'E6(R3) 2.13', 0.62, '312.64(c) requires the investigator to give the sponsor an adequate report at the end of participation, comparable to the end-of-trial reporting that E6(R3) 2.13 requires to the institution and IRB/IEC.'),
  related('MAP-GCP-045', '312.66', 'E6(R3) 2.4.2', 0.85, '312.66 requires the investigator to assure initial and continuing IRB review and approval, the documented prior approval that E6(R3) 2.4.2 requires before a trial starts.'),
  related('MAP-GCP-046', '312.66', 'E6(R3) 2.4.6', 0.8, '312.66 requires prompt reporting to the IRB of all changes in the research and of unanticipated problems involving risk, the communication that E6(R3) 2.4.6 requires.'),
  related('MAP-GCP-047', '312.66', 'E6(R3) 2.5.4', 0.78, '312.66 forbids changes to the research without IRB approval except where necessary to eliminate apparent immediate hazards, the same exception that E6(R3) 2.5.4 allows for deviations from the protocol.'),
  related('MAP-GCP-048', '312.68', 'E6(R3) 2.12.14', 0.85, '312.68 requires the investigator to let FDA access, copy and verify records and reports, as E6(R3) 2.12.14 requires direct access to trial records for regulatory authorities.'),
];

// ---- GCP: Part 812 ↔ ICH E6(R3) --------------------------------------------------------------------

const PART_812: RegulationMapping[] = [
  related('MAP-GCP-049', '812.40', 'E6(R3) 3.9', 0.75, '812.40 makes device sponsors responsible for selecting qualified investigators, proper monitoring, IRB approval and informing IRBs and FDA, the sponsor oversight of E6(R3) 3.9, a guideline written for medicinal products.'),
  related('MAP-GCP-050', '812.42', 'E6(R3) 3.8.2', 0.78, '812.42 forbids a sponsor to begin an investigation until both an IRB and FDA have approved it, matching the documented IRB/IEC approval that E6(R3) 3.8.2 has the sponsor obtain.'),
  related('MAP-GCP-051', '812.43', 'E6(R3) 3.7.1', 0.85, '812.43 requires device sponsors to select investigators qualified by training and experience and obtain signed agreements, as E6(R3) 3.7.1 requires selection of qualified investigators.'),
  related('MAP-GCP-052', '812.46', 'E6(R3) 3.12', 0.85, '812.46(a) requires a sponsor who finds investigator noncompliance to secure compliance or stop shipments and terminate the investigator\'s participation, the escalation that E6(R3) 3.12 describes.'),
  related('MAP-GCP-053', '812.46', 'E6(R3) 3.13.3', 0.75, '812.46(b) requires immediate evaluation of unanticipated adverse device effects and termination of investigations that present an unreasonable risk, the response to immediate hazards that E6(R3) 3.13.3 requires.'),
  related('MAP-GCP-054', '812.60', 'E6(R3) 1.3', 0.78, '812.60 requires an IRB reviewing device investigations to comply with Part 56 in its composition, duties and functions, the IRB/IEC composition, functions and operations that E6(R3) 1.3 sets out, through Part 56 rather than in its own words.'),
  related('MAP-GCP-055', '812.64', 'E6(R3) 1.2.4', 0.78, '812.64 requires IRB continuing review of device investigations in accordance with Part 56, the continuing review that E6(R3) 1.2.4 asks for.'),
  related('MAP-GCP-056', '812.100', 'E6(R3) 2.5.2', 0.82, '812.100 makes the investigator responsible for conducting the investigation according to the signed agreement, the investigational plan and applicable regulations, as E6(R3) 2.5.2 requires compliance with the protocol and applicable requirements.'),
  related('MAP-GCP-057', '812.110', 'E6(R3) 2.4.2', 0.78, '812.110(a) forbids the investigator to seek written consent or enrol any subject before IRB and FDA approval, as E6(R3) 2.4.2 requires documented approval before the trial starts.'),
  related('MAP-GCP-058', '812.110', 'E6(R3) 2.10.6', 0.78, '812.110(b) requires the investigator to conduct the investigation in accordance with the signed agreement, the investigational plan and the conditions of IRB or FDA approval, the protocol-bound use that E6(R3) 2.10.6 requires of investigational products, 812.110(c) adding that only supervised subjects may receive the device.'),
  related('MAP-GCP-059', '812.140', 'E6(R3) 2.10.4', 0.85, '812.140(a)(2) requires investigator records of the receipt, use and disposition of each device, as E6(R3) 2.10.4 requires investigational product accountability records.'),
  related('MAP-GCP-060', '812.140', 'E6(R3) 2.12.2', 0.85, '812.140(a)(3) requires each subject\'s case history, including signed consent forms and medical records, the source records that E6(R3) 2.12.2 requires.'),
  related('MAP-GCP-061', '812.140', 'E6(R3) 3.16.3', 0.75, '812.140(b) lists the records a sponsor keeps and 812.140(d) their two-year retention, the sponsor record keeping that E6(R3) 3.16.3 ties to applicable requirements.', [
    sub('3.16.3(a)', '812.140(d)', 0.75, 'Retention of sponsor records for the regional period.'),
  ]),
  related('MAP-GCP-062', '812.145', 'E6(R3) 2.12.14', 0.82, '812.145 requires sponsors and investigators to let FDA inspect and copy all records of an investigation, as E6(R3) 2.12.14 requires direct access for regulatory authorities.'),
  related('MAP-GCP-063', '812.150', 'E6(R3) 2.7.2', 0.8, '812.150(a)(1) requires the investigator to report unanticipated adverse device effects to the sponsor and IRB within 10 working days, the investigator safety reporting of E6(R3) 2.7.2 under a device-specific timeline.'),
  related('MAP-GCP-064', '812.150', 'E6(R3) 3.13.2', 0.78, '812.150(b)(1) requires the sponsor to report its evaluation of an unanticipated adverse device effect to FDA, all reviewing IRBs and investigators within 10 working days, the sponsor safety reporting of E6(R3) 3.13.2.'),
];

// ---- GCP: Part 11 ↔ ICH E6(R3) section 4 --------------------------------------------------------------

const PART_11: RegulationMapping[] = [
  related('MAP-GCP-065', '11.10', 'E6(R3) 4.3.4', 0.85, '11.10(a) requires validation of systems to ensure accuracy, reliability, consistent intended performance and the ability to discern invalid or altered records, the computerised-system validation that E6(R3) 4.3.4 requires on a risk basis.'),
  related('MAP-GCP-066', '11.10', 'E6(R3) 4.2.2', 0.88, '11.10(e) requires secure, computer-generated, time-stamped audit trails that record operator entries and actions without obscuring earlier values, as E6(R3) 4.2.2 requires audit trails that document initial entries and changes and are never disabled.', [
    sub('4.2.2(a)(ii)', '11.10(e)', 0.9, 'Initial entries and later changes recorded without obscuring the original.'),
    sub('4.2.2(d)', '11.10(e)', 0.75, 'Unambiguous automatic date and time stamps.'),
  ]),
  related('MAP-GCP-067', '11.10', 'E6(R3) 4.3.8', 0.8, '11.10(d) and 11.10(g) limit system access to authorised individuals and use authority checks, the access control and user management that E6(R3) 4.3.8 requires.', [
    sub('4.3.8(a)', '11.10(d)', 0.9, 'Access limited to authorised users.'),
    sub('4.3.8(b)', '11.10(g)', 0.75, 'Permissions matched to duties.'),
  ]),
  related('MAP-GCP-068', '11.10', 'E6(R3) 4.3.2', 0.78, '11.10(i) requires that persons who develop, maintain or use electronic record systems have the education, training and experience for their tasks, as E6(R3) 4.3.2 requires training of system users.'),
  related('MAP-GCP-069', '11.10', 'E6(R3) 4.2.7', 0.8, '11.10(c) requires protection of records so they can be accurately and readily retrieved throughout the retention period, as E6(R3) 4.2.7 requires archived data to stay retrievable, readable and protected from alteration.'),
  supporting('MAP-GCP-070', '11.30', 'E6(R3) 4.3.3', 0.62, '11.30 requires open systems to add measures such as document encryption and digital signature standards for authenticity, integrity and confidentiality, within the security controls that E6(R3) 4.3.3 requires.'),
  related('MAP-GCP-071', '11.300', 'E6(R3) 4.3.3', 0.75, '11.300 requires unique identification code and password combinations, periodic revision, loss management and safeguards against unauthorised use, the user authentication and password management that E6(R3) 4.3.3 expects.'),
  supporting('MAP-GCP-072', '11.100', 'E6(R3) 4.3.8', 0.65, '11.100(a) requires each electronic signature to be unique to one individual and never reused or reassigned, supporting the attributability to an individual that E6(R3) 4.3.8 requires of access controls.'),
  supporting('MAP-GCP-073', '11.50', 'E6(R3) 2.8.7', 0.6, '11.50 requires a signed electronic record to show the printed name of the signer, the date and time and the meaning of the signature, the content an electronic consent signature needs under E6(R3) 2.8.7.'),
];

/** The curated GMP maps: Parts 210, 211, 600–680, 820, 111, 117 ↔ ICH Q7, Q9, Q10. */
export const GMP_ICH_MAPPINGS: readonly RegulationMapping[] = RegulationMappingList.parse([
  ...PART_211_Q7,
  ...PART_211_Q10_Q9,
  ...BIOLOGICS,
  ...SUPPLEMENTS_AND_FOOD,
  ...PART_820,
]);

/** The curated GCP/BIMO maps: Parts 11, 50, 56, 312, 812 ↔ ICH E6(R3). */
export const GCP_ICH_MAPPINGS: readonly RegulationMapping[] = RegulationMappingList.parse([...PARTS_50_56, ...PART_312, ...PART_812, ...PART_11]);

/** Every curated mapping of both regimes (never computed candidates). */
export const REGULATION_MAPPINGS: readonly RegulationMapping[] = RegulationMappingList.parse([...GMP_ICH_MAPPINGS, ...GCP_ICH_MAPPINGS]);

// ---- CFR ↔ CFR related-regulation edges ---------------------------------------------------------------

const edge = (from: string, to: string, relationship: RelatedRelationship, rationale: string): RelatedRegulationEdge => ({
  from: `21 CFR ${from}`,
  to: `21 CFR ${to}`,
  relationship,
  rationale,
});

/**
 * Related-regulation edges, read from `from` (see `RelatedRegulationEdge`). Each one rests on a
 * cross-reference in the text of `from` or `to`, or on the two sections regulating the same act
 * for different products or in the QSR and QMSR.
 */
export const CFR_RELATED_EDGES: readonly RelatedRegulationEdge[] = RelatedRegulationEdgeList.parse([
  // Part 211 and 210
  edge('211.192', '211.22', 'prerequisite', 'The production record review and investigation of 211.192 are carried out under the authority 211.22(a) gives the quality control unit to review production records and see errors fully investigated.'),
  edge('211.192', '211.100', 'related', 'Deviations that 211.100(b) requires to be recorded and justified are among the discrepancies that 211.192 requires to be investigated.'),
  edge('211.192', '211.188', 'prerequisite', 'The batch production and control records of 211.188 are what the quality control unit reviews under 211.192 before release.'),
  edge('211.180', '211.192', 'supporting', '211.180(e)(2) requires the annual review to include the investigations conducted under 211.192.'),
  edge('211.180', '211.198', 'supporting', '211.180(e)(2) requires the annual review to include complaints, recorded in the files that 211.198 requires.'),
  edge('211.198', '211.192', 'supporting', '211.198(a) requires complaint procedures to decide whether an investigation under 211.192 is needed, and 211.198(b)(2) records its findings.'),
  edge('211.204', '211.192', 'supporting', '211.204 requires an investigation under 211.192 when the reason for a return implicates associated batches.'),
  edge('211.100', '211.22', 'prerequisite', '211.100(a) requires production and process control procedures, and changes to them, to be reviewed and approved by the quality control unit whose responsibility 211.22(c) sets.'),
  edge('211.160', '211.22', 'prerequisite', '211.160(a) requires specifications, sampling plans and test procedures to be approved by the quality control unit that 211.22 establishes.'),
  edge('211.84', '211.22', 'prerequisite', '211.84(a) withholds each lot of components from use until released by the quality control unit established by 211.22.'),
  edge('211.115', '211.22', 'prerequisite', '211.115(b) forbids reprocessing without the review and approval of the quality control unit established by 211.22.'),
  edge('211.165', '211.160', 'prerequisite', 'Release testing under 211.165 is performed against the specifications and test procedures established under 211.160.'),
  edge('211.165', '211.194', 'supporting', '211.165(e) lets the validation of test methods be documented in the laboratory records of 211.194(a)(2).'),
  edge('211.188', '211.186', 'prerequisite', '211.188(a) requires each batch record to be an accurate reproduction of the master production and control record of 211.186.'),
  edge('211.137', '211.166', 'prerequisite', '211.137(a) requires expiration dates determined by the stability testing described in 211.166.'),
  edge('211.84', '211.170', 'related', '211.84(b) sets sample quantities to include the reserve samples that 211.170 requires for each lot of active ingredient.'),
  edge('211.110', '211.100', 'related', 'In-process controls of 211.110 are part of the written production and process control procedures that 211.100 requires.'),
  edge('211.67', '211.182', 'supporting', '211.67(c) requires records of maintenance, cleaning, sanitizing and inspection to be kept as 211.182 specifies.'),
  edge('211.113', '211.42', 'related', 'The aseptic processing areas of 211.42(c)(10) house the sterile operations whose validation 211.113(b) requires.'),
  edge('211.125', '211.130', 'related', 'Labeling issued and reconciled under 211.125 is used in the packaging and labeling operations that 211.130 controls against mix-ups.'),
  edge('211.150', '211.196', 'supporting', 'The distribution records of 211.196 provide the information that the recall system of 211.150(b) relies on.'),
  edge('211.68', '11.10', 'supporting', 'Electronic records kept under 211.68(b) are records required by a predicate rule, so Part 11 controls such as audit trails and access checks apply to them.'),
  edge('211.3', '210.3', 'prerequisite', '211.3 applies the definitions of 210.3 throughout Part 211.'),
  edge('211.1', '210.1', 'related', '210.1 gives the CGMP regulations of Parts 210 and 211 their legal status, a drug failing them being adulterated, while 211.1 sets the scope of Part 211.'),
  // Biologics
  edge('610.1', '211.165', 'related', 'Lot release testing of licensed biological products under 610.1 parallels finished drug release testing under 211.165, and 211.1(b) makes Part 211 apply to biological drugs alongside Parts 600–680.'),
  edge('606.100', '211.192', 'related', 'The record review and investigation of discrepancies that 606.100 requires of blood establishments is the blood-component counterpart of 211.192.'),
  edge('600.14', '606.171', 'related', '600.14 requires licensed manufacturers of biological products other than blood to report biological product deviations, and 606.171 requires the same of blood establishments.'),
  edge('600.14', '211.192', 'supporting', 'Biological product deviations reportable under 600.14 are identified through investigations such as those 211.192 requires.'),
  // Part 820 and device reporting
  edge('820.198 (QSR)', '803.50', 'related', '820.198(a)(3) requires each complaint to be evaluated for whether it is a medical device report required under Part 803.'),
  edge('820.35', '803.50', 'related', '820.35(a) requires complaint records to capture complaints that must be reported to FDA under Part 803.'),
  edge('820.198 (QSR)', '820.35', 'related', 'The complaint record content of the QSR complaint files section 820.198 is carried into the QMSR by 820.35(a).'),
  edge('820.120 (QSR)', '820.45', 'related', 'The QSR device labeling controls of 820.120 are succeeded in the QMSR by the labeling and packaging controls of 820.45.'),
  edge('820.100 (QSR)', '820.198 (QSR)', 'supporting', '820.100(a)(1) requires complaints, among other quality data, to be analysed to identify existing and potential causes of quality problems.'),
  edge('820.100 (QSR)', '820.90 (QSR)', 'related', 'Nonconforming product controlled under 820.90 is one of the quality problems whose causes 820.100 requires to be investigated and corrected.'),
  edge('820.100 (QSR)', '820.250 (QSR)', 'supporting', '820.100(a)(1) requires appropriate statistical methodology to detect recurring quality problems, the techniques that 820.250 governs.'),
  edge('820.75 (QSR)', '820.70 (QSR)', 'related', '820.70(b) requires production and process changes to be verified or validated according to 820.75, which also requires revalidation after changes.'),
  edge('820.70 (QSR)', '820.40 (QSR)', 'prerequisite', '820.70(b) requires production and process changes to be approved in accordance with the document controls of 820.40.'),
  edge('820.184 (QSR)', '820.181 (QSR)', 'prerequisite', 'The device history record of 820.184 demonstrates that each batch or unit was manufactured in accordance with the device master record of 820.181.'),
  edge('820.10', '820.7', 'prerequisite', '820.10(a) requires a quality management system complying with ISO 13485, which 820.7 incorporates by reference.'),
  edge('820.10', '806.10', 'related', '820.10(b)(4) requires advisory notices under ISO 13485 to be handled in accordance with Part 806, whose 806.10 requires reports of corrections and removals.'),
  edge('820.100 (QSR)', '806.10', 'related', 'A correction or removal undertaken as a corrective action under 820.100 must be reported to FDA under 806.10 when it reduces a risk to health.'),
  // GCP
  edge('312.60', '50.20', 'prerequisite', '312.60 makes the investigator responsible for obtaining the informed consent of each subject in accordance with Part 50, whose general requirements 50.20 sets.'),
  edge('312.66', '56.103', 'prerequisite', '312.66 requires the investigator to assure that an IRB complying with Part 56 reviews and approves the investigation, as 56.103 requires before it begins.'),
  edge('812.100', '50.20', 'prerequisite', '812.100 makes the device investigator responsible for ensuring that informed consent is obtained in accordance with Part 50.'),
  edge('812.60', '56.107', 'prerequisite', '812.60 requires an IRB reviewing device investigations to comply with Part 56 in all respects, including the membership rules of 56.107.'),
  edge('812.64', '56.109', 'prerequisite', '812.64 requires continuing review of device investigations in accordance with Part 56, whose 56.109(f) sets its frequency.'),
  edge('812.110', '56.103', 'prerequisite', '812.110(a) forbids enrolling any subject before IRB approval, the review that 56.103 requires before an investigation starts.'),
  edge('312.62', '312.57', 'related', '312.62 sets the investigator records and retention period and 312.57 the sponsor records, both running two years after approval or discontinuation.'),
  edge('312.32', '312.64', 'supporting', 'Investigator reports of serious adverse events under 312.64(b) supply the information the sponsor evaluates for IND safety reports under 312.32.'),
  edge('312.56', '312.53', 'related', 'The monitoring that 312.56(a) requires is done by the monitors the sponsor selects under 312.53(d).'),
  edge('812.140', '312.62', 'related', 'Device investigator records under 812.140(a) and drug investigator records under 312.62 cover the same ground: product disposition, case histories and retention.'),
  edge('812.43', '312.53', 'related', 'Selection of qualified investigators and monitors is required for device investigations by 812.43 and for drug investigations by 312.53.'),
  edge('812.40', '312.50', 'related', 'The general responsibilities of device sponsors in 812.40 mirror those of drug sponsors in 312.50.'),
  edge('812.150', '812.46', 'related', '812.150(b)(1) requires the sponsor to report the results of the evaluation of unanticipated adverse device effects that 812.46(b) requires.'),
  edge('312.62', '11.10', 'supporting', 'Investigator records kept electronically under 312.62 are records required by a predicate rule, so the Part 11 controls of 11.10 apply to them.'),
  edge('50.27', '50.25', 'prerequisite', '50.27(b)(1) requires the written consent document to embody the elements of informed consent that 50.25 lists.'),
  edge('50.25', '50.20', 'related', '50.20 sets the general conditions under which consent is sought and 50.25 the information it must convey.'),
  edge('56.111', '50.20', 'prerequisite', '56.111(a)(4) makes IRB approval conditional on informed consent being sought in accordance with Part 50.'),
  edge('56.109', '50.25', 'supporting', '56.109(b) requires the IRB to ensure that the information given to subjects as part of consent is in accordance with 50.25.'),
  edge('11.100', '11.300', 'supporting', 'Electronic signatures based on identification codes and passwords, which must be unique under 11.100(a), are controlled by 11.300.'),
  edge('11.50', '11.100', 'related', 'The signature manifestations of 11.50 display the electronic signatures whose uniqueness and verification 11.100 requires.'),
]);

// ---- lookups --------------------------------------------------------------------------------------------

/**
 * Curated mappings of a CFR section, strongest first. Accepts `211.192`, `21 CFR 211.192(a)` or
 * `21 CFR 820.100 (QSR)`; paragraph designators resolve to their section.
 */
export function mappingsForCfr(section: string, mappings: readonly RegulationMapping[] = REGULATION_MAPPINGS): RegulationMapping[] {
  const id = normaliseCfrSection(section);
  if (id === undefined) return [];
  return mappings.filter((mapping) => mapping.cfr_section === id).sort((a, b) => b.alignment_score - a.alignment_score);
}

/**
 * Curated mappings of an ICH section, strongest first. Accepts `ICH Q10 3.2.2` or `Q10 3.2.2`;
 * with `includeSubsections`, mappings of child sections (3.2.2 under 3.2) are included, as the
 * guideline lookup shows subsections with their own CFR mappings.
 */
export function mappingsForIch(
  section: string,
  options: { includeSubsections?: boolean } = {},
  mappings: readonly RegulationMapping[] = REGULATION_MAPPINGS,
): RegulationMapping[] {
  const id = normaliseIchSection(section);
  if (id === undefined) return [];
  const matches = (ich: string) => ich === id || (options.includeSubsections === true && ich.startsWith(`${id}.`));
  return mappings.filter((mapping) => matches(mapping.ich_section)).sort((a, b) => b.alignment_score - a.alignment_score);
}

/** A related regulation as seen from one section: the other section and which way the edge runs. */
export interface RelatedRegulation {
  cfr_section: string;
  relationship: RelatedRelationship;
  rationale: string;
  /** `outbound`: the relationship describes `cfr_section` as seen from the queried section; `inbound`: the reverse (e.g. the queried section is the other's prerequisite). */
  direction: 'outbound' | 'inbound';
}

/** The related regulations of a CFR section, outbound edges first, each pair once. */
export function relatedRegulations(section: string, edges: readonly RelatedRegulationEdge[] = CFR_RELATED_EDGES): RelatedRegulation[] {
  const id = normaliseCfrSection(section);
  if (id === undefined) return [];
  const outbound = edges.filter((e) => e.from === id).map((e): RelatedRegulation => ({ cfr_section: e.to, relationship: e.relationship, rationale: e.rationale, direction: 'outbound' }));
  const inbound = edges.filter((e) => e.to === id).map((e): RelatedRegulation => ({ cfr_section: e.from, relationship: e.relationship, rationale: e.rationale, direction: 'inbound' }));
  return [...outbound, ...inbound];
}
