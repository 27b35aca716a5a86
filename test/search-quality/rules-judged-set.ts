/**
 * The judged query set of rule search (issue 14, item 4): questions as a quality or regulatory
 * professional would type them, over the JUDGED_CORPUS of rules-corpus.ts (102 FDA guidances, 20
 * MDCG documents, the ICH guidelines of the mirror, EU GMP Annexes 1, 11 and 15 and FDA's 2011
 * Process Validation guidance). Grades, by reading the documents:
 *   3 — the document written to answer the question;
 *   2 — substantially answers it (a section or a companion guidance on the same subject);
 *   1 — touches it (mentions the topic, useful background);
 *   unlisted — not relevant (0).
 * Kinds: `abbreviation` (the query leans on an acronym), `paraphrase` (the question avoids the
 * documents' own wording), `topic` (the subject in the documents' words).
 * Tune the ranking only on this set; the hidden set scores it independently.
 */

export type Grade = 0 | 1 | 2 | 3;

export interface JudgedQuery {
  id: string;
  kind: 'abbreviation' | 'paraphrase' | 'topic';
  query: string;
  judgments: Readonly<Record<string, Grade>>;
}

const F = (slug: string) => `fda-guidance:${slug}`;
const M = (file: string) => `eu-mdcg:${file}`;
const ICH = (code: string) => `ich-guideline:${code}`;
const EU = (annex: string) => `eu-gmp:${annex}`;

const DMC = F('establishment-and-operation-of-clinical-trial-data-monitoring-committees');
const EIC = F('use-of-electronic-informed-consent-in-clinical-investigations-questions-and-answers');
const INFORMED_CONSENT = F('informed-consent');
const PART11 = F('part-11-electronic-records-electronic-signatures-scope-and-application');
const RBM_OVERSIGHT = F('oversight-of-clinical-investigations-a-risk-based-approach-to-monitoring');
const RBM_QA = F('a-risk-based-approach-to-monitoring-of-clinical-investigations-questions-and-answers');
const DCT = F('conducting-clinical-trials-with-decentralized-elements');
const DHT = F('digital-health-technologies-for-remote-data-acquisition-in-clinical-investigations');
const DISRUPTIONS = F('considerations-for-the-conduct-of-clinical-trials-of-medical-products-during-major-disruptions-due-to-b7f5a42a');
const PCCP = F('marketing-submission-recommendations-for-a-predetermined-change-control-plan-for-artificial-intelligence-078586da');
const SW_510K = F('deciding-when-to-submit-a-510-k-for-a-software-change-to-an-existing-device');
const DEVICE_510K = F('deciding-when-to-submit-a-510-k-for-a-change-to-an-existing-device');
const SE_510K = F('the-510-k-program-evaluating-substantial-equivalence-in-premarket-notifications-510-k');
const SW_CONTENT = F('content-of-premarket-submissions-for-device-software-functions');
const UDI_FORM = F('unique-device-identification-system-form-and-content-of-the-unique-device-identifier-udi');
const UDI_MARKING = F('unique-device-identification-direct-marking-of-devices');
const CSA = F('computer-software-assurance-for-production-and-quality-management-system-software');
const GPSV = F('general-principles-of-software-validation');
const OTS = F('off-the-shelf-software-use-in-medical-devices');
const CCI = F('container-and-closure-system-integrity-testing-in-lieu-of-sterility-testing-as-a-component-of-the-stability-bccfaa81');
const EMC = F('electromagnetic-compatibility-emc-of-medical-devices');
const WIRELESS = F('radio-frequency-wireless-technology-in-medical-devices');
const BIMO = F('processes-and-practices-applicable-to-bioresearch-monitoring-inspections');
const RRA = F('conducting-remote-regulatory-assessments-questions-and-answers');
const REFUSING = F('circumstances-that-constitute-delaying-denying-limiting-or-refusing-a-drug-or-device-inspection');
const PRO_LABELING = F('patient-reported-outcome-measures-use-in-medical-product-development-to-support-labeling-claims');
const PRO_DEVICES = F('principles-for-selecting-developing-modifying-and-adapting-patient-reported-outcome-instruments-for-use-in-82908d81');
const COA = F('patient-focused-drug-development-selecting-developing-or-modifying-fit-for-purpose-clinical-outcome-assessments');
const CDX_GROUP = F('developing-and-labeling-in-vitro-companion-diagnostic-devices-for-a-specific-group-of-oncology-therapeutic-products');
const CDX = F('in-vitro-companion-diagnostic-devices');
const ONC_IVD_PILOT = F('oncology-drug-products-used-with-certain-in-vitro-diagnostic-tests-pilot-program');
const ONC_IVD_TRIALS = F('investigational-in-vitro-diagnostics-in-oncology-trials-streamlined-submission-process-for-study-risk-determination');
const IRB_PROCEDURES = F('institutional-review-board-irb-written-procedures');
const IRB_MINUTES = F('minutes-of-institutional-review-board-irb-meetings');
const IRB_CONTINUING = F('irb-continuing-review-after-clinical-investigation-approval');
const EFIC = F('exception-from-informed-consent-requirements-for-emergency-research');
const ESOURCE = F('electronic-source-data-in-clinical-investigations');
const EHR = F('use-of-electronic-health-record-data-in-clinical-investigations');
const INV_SAFETY = F('investigator-responsibilities-safety-reporting-for-investigational-drugs-and-devices');
const INV_PROTECT = F('investigator-responsibilities-protecting-the-rights-safety-and-welfare-of-study-subjects');
const MDR = F('medical-device-reporting-for-manufacturers');
const VMSR = F('voluntary-malfunction-summary-reporting-vmsr-program-for-manufacturers');
const PANDEMIC_AE = F('postmarketing-adverse-event-reporting-for-medical-products-and-dietary-supplements-during-a-pandemic');
const RECALLS = F('product-recalls-including-removals-and-corrections');
const VOLUNTARY_RECALLS = F('initiation-of-voluntary-recalls-under-21-cfr-part-7-subpart-c');
const CYBER_POST = F('postmarket-management-of-cybersecurity-in-medical-devices');
const CYBER_PRE = F('cybersecurity-in-medical-devices-quality-management-system-considerations-and-content-of-premarket-submissions');
const PYROGEN = F('pyrogen-and-endotoxins-testing-questions-and-answers');
const ENDOTOXIN_OPHTHALMIC = F('endotoxin-testing-recommendations-for-single-use-intraocular-ophthalmic-devices');
const HUMAN_FACTORS = F('applying-human-factors-and-usability-engineering-to-medical-devices');
const HF_COMBINATION = F('application-of-human-factors-engineering-principles-for-combination-products-questions-and-answers');
const INFUSION_PUMPS = F('infusion-pumps-total-product-life-cycle');
const CGMP_COMBINATION = F('current-good-manufacturing-practice-requirements-for-combination-products');
const COMBINATION_SAFETY = F('postmarketing-safety-reporting-for-combination-products');
const BAYESIAN = F('guidance-for-the-use-of-bayesian-statistics-in-medical-device-clinical-trials-pdf-version');
const ADAPTIVE = F('adaptive-designs-for-medical-device-clinical-studies');
const PIVOTAL = F('design-considerations-for-pivotal-clinical-investigations-for-medical-devices');
const FINANCIAL = F('financial-disclosure-by-clinical-investigators');
const SR_NSR = F('significant-risk-and-nonsignificant-risk-medical-device-studies');
const CHANGES_IDE = F('changes-or-modifications-during-the-conduct-of-a-clinical-investigation');
const RACE = F('collection-of-race-and-ethnicity-data-in-clinical-trials');
const ISO10993 = F('use-of-international-standard-iso-10993-1-biological-evaluation-of-medical-devices-part-1-evaluation-and-408b46f7');
const BIOCOMP_ASCA = F('biocompatibility-testing-of-medical-devices-standards-specific-information-for-the-accreditation-scheme-for-b39a57d1');
const SHELF_LIFE = F('shelf-life-of-medical-devices');
const CLINICAL_HOLDS = F('the-use-of-clinical-holds-following-clinical-investigator-misconduct');
const SLE = F('systemic-lupus-erythematosus-developing-medical-products-for-treatment');
const RA = F('clinical-development-programs-for-drugs-devices-and-biological-products-for-the-treatment-of-rheumatoid-arthritis-ra');
const E18 = F('e18-genomic-sampling-and-management-of-genomic-data');
const PGX_DATA = F('pharmacogenomic-data-submissions');
const ADDITIVE = F('technical-considerations-for-additive-manufactured-medical-devices');
const MOBILE = F('policy-for-device-software-functions-and-mobile-medical-applications');
const CDS = F('clinical-decision-support-software');
const RWE = F('use-of-real-world-evidence-to-support-regulatory-decision-making-for-medical-devices');
const MDCG_UDI = M('md_mdcg_2018-1_guidance_udi-di_en');
const MDCG_PSUR = M('mdcg_2022-21_en');
const MDCG_VIGILANCE = M('mdcg_2023-3_en');
const MDCG_PMCF = M('md_mdcg_2020_7_guidance_pmcf_plan_template_en');
const MDCG_SUFFICIENT = M('md_mdcg_2020_6_guidance_sufficient_clinical_evidence_en');
const MDCG_EQUIVALENCE = M('md_mdcg_2020_5_guidance_clinical_evaluation_equivalence_en');
const MDCG_SOFTWARE = M('mdcg_2019_11_en');
const MDCG_SOFTWARE_CLINICAL = M('md_mdcg_2020_1_guidance_clinic_eva_md_software_en');
const MDCG_PRRC = M('md_mdcg_2019_7_guidance_art15_mdr_ivdr_en');
const MDCG_CLASS_I = M('md_guidance-manufacturers_en');
const MDCG_SAFETY = M('md_mdcg_2020-10-1_guidance_safety_reporting_en');
const MDCG_CI_QA = M('mdcg_2021-6_en');
const MDCG_CYBER = M('md_cybersecurity_en');
const MDCG_IVD_CLASS = M('md_mdcg_2020_guidance_classification_ivd-md_en');
const MDCG_CLASSIFICATION = M('mdcg_2021-24_en');
const MDCG_IN_HOUSE = M('mdcg_2023-1_en');
const MDCG_IMPLANT_CARD = M('md_mdcg_2019_8_implant_guidance_card_en');
const MDCG_CAPA = M('mdcg_2024-12_en');
const PROCESS_VALIDATION = F('process-validation-general-principles-and-practices');
const SITE_CHANGE = F('manufacturing-site-change-supplements-content-and-submission');
const REPROCESSING = F('reprocessing-medical-devices-in-health-care-settings-validation-methods-and-labeling');
const HEPARIN = F('heparin-for-drug-and-medical-device-use-monitoring-crude-heparin-for-quality');
const E6 = ICH('e6-r3');
const Q1A = ICH('q1a-r2');
const Q2 = ICH('q2-r2');
const Q3A = ICH('q3a-r2');
const Q3B = ICH('q3b-r2');
const Q3C = ICH('q3c-r9');
const Q3D = ICH('q3d-r2');
const Q6A = ICH('q6a');
const Q7 = ICH('q7');
const Q7_QA = ICH('q7-qa');
const Q9 = ICH('q9');
const Q9_R1 = ICH('q9-r1');
const Q10 = ICH('q10');
const Q11 = ICH('q11');
const Q12 = ICH('q12');
const Q13 = ICH('q13');
const Q14 = ICH('q14');
const ANNEX_1 = EU('annex-1');
const ANNEX_11 = EU('annex-11');
const ANNEX_15 = EU('annex-15');

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Abbreviations
  { id: 'a01', kind: 'abbreviation', query: 'DMC charter and confidentiality of interim data', judgments: { [DMC]: 3, [ADAPTIVE]: 1, [PIVOTAL]: 1, [EFIC]: 1, [E6]: 1 } },
  { id: 'a02', kind: 'abbreviation', query: 'eIC signatures and identity verification', judgments: { [EIC]: 3, [INFORMED_CONSENT]: 2, [PART11]: 1, [E6]: 1 } },
  { id: 'a03', kind: 'abbreviation', query: 'RBM monitoring plan', judgments: { [RBM_OVERSIGHT]: 3, [RBM_QA]: 3, [DCT]: 1, [E6]: 2 } },
  { id: 'a04', kind: 'abbreviation', query: 'PCCP for AI-enabled device software functions', judgments: { [PCCP]: 3, [SW_510K]: 2, [SW_CONTENT]: 1 } },
  { id: 'a05', kind: 'abbreviation', query: 'when does a change require a new Basic UDI-DI', judgments: { [MDCG_UDI]: 3, [UDI_FORM]: 2, [UDI_MARKING]: 1 } },
  { id: 'a06', kind: 'abbreviation', query: 'PSUR frequency for class IIb and class III devices', judgments: { [MDCG_PSUR]: 3, [MDCG_VIGILANCE]: 1 } },
  { id: 'a07', kind: 'abbreviation', query: 'PMCF plan template', judgments: { [MDCG_PMCF]: 3, [MDCG_SUFFICIENT]: 1, [MDCG_EQUIVALENCE]: 1 } },
  { id: 'a08', kind: 'abbreviation', query: 'is my SaMD a medical device under the MDR', judgments: { [MDCG_SOFTWARE]: 3, [MDCG_SOFTWARE_CLINICAL]: 2, [MOBILE]: 1, [CDS]: 1 } },
  { id: 'a09', kind: 'abbreviation', query: 'CSA for production and quality system software', judgments: { [CSA]: 3, [GPSV]: 2, [OTS]: 1, [ANNEX_11]: 1 } },
  { id: 'a10', kind: 'abbreviation', query: 'CCI testing in place of sterility testing in the stability program', judgments: { [CCI]: 3, [ANNEX_1]: 1, [Q1A]: 1 } },
  { id: 'a11', kind: 'abbreviation', query: 'EMC test information in a premarket submission', judgments: { [EMC]: 3, [WIRELESS]: 1 } },
  { id: 'a12', kind: 'abbreviation', query: 'BIMO inspection of clinical investigator sites', judgments: { [BIMO]: 3, [RRA]: 1, [REFUSING]: 1 } },
  { id: 'a13', kind: 'abbreviation', query: 'PRO instruments to support labeling claims', judgments: { [PRO_LABELING]: 3, [PRO_DEVICES]: 3, [COA]: 2 } },
  { id: 'a14', kind: 'abbreviation', query: 'PRRC qualifications', judgments: { [MDCG_PRRC]: 3, [MDCG_CLASS_I]: 1 } },
  { id: 'a15', kind: 'abbreviation', query: 'CDx labeling for a group of oncology therapeutic products', judgments: { [CDX_GROUP]: 3, [CDX]: 3, [ONC_IVD_PILOT]: 2, [ONC_IVD_TRIALS]: 1 } },
  // Short keyword queries, as typed into a search box
  { id: 's01', kind: 'abbreviation', query: 'DMC charter', judgments: { [DMC]: 3, [ADAPTIVE]: 1, [EFIC]: 1, [E6]: 1 } },
  { id: 's02', kind: 'abbreviation', query: 'Part 11 scope', judgments: { [PART11]: 3, [ESOURCE]: 1, [CSA]: 1, [ANNEX_11]: 1 } },
  { id: 's03', kind: 'abbreviation', query: 'eIC', judgments: { [EIC]: 3, [INFORMED_CONSENT]: 1 } },
  { id: 's04', kind: 'abbreviation', query: 'PSUR', judgments: { [MDCG_PSUR]: 3, [MDCG_VIGILANCE]: 1 } },
  { id: 's05', kind: 'abbreviation', query: 'BIMO inspections', judgments: { [BIMO]: 3, [RRA]: 1, [REFUSING]: 1 } },
  { id: 's06', kind: 'topic', query: 'human factors', judgments: { [HUMAN_FACTORS]: 3, [HF_COMBINATION]: 3, [INFUSION_PUMPS]: 1 } },
  { id: 's07', kind: 'topic', query: 'recalls', judgments: { [RECALLS]: 3, [VOLUNTARY_RECALLS]: 3 } },
  { id: 's08', kind: 'topic', query: 'informed consent', judgments: { [INFORMED_CONSENT]: 3, [EIC]: 2, [EFIC]: 2, [E6]: 2 } },
  { id: 's09', kind: 'abbreviation', query: 'PCCP', judgments: { [PCCP]: 3 } },
  { id: 's10', kind: 'topic', query: 'shelf life', judgments: { [SHELF_LIFE]: 3, [Q1A]: 2 } },
  // Paraphrases
  { id: 'p01', kind: 'paraphrase', query: 'what has to be in an ethics committee’s written operating procedures', judgments: { [IRB_PROCEDURES]: 3, [IRB_MINUTES]: 1, [IRB_CONTINUING]: 1, [E6]: 2 } },
  { id: 'p02', kind: 'paraphrase', query: 'recording the discussion and votes at an ethics board meeting', judgments: { [IRB_MINUTES]: 3, [IRB_PROCEDURES]: 1, [E6]: 1 } },
  { id: 'p03', kind: 'paraphrase', query: 'enrolling unconscious patients in emergency trials without prior consent', judgments: { [EFIC]: 3, [INFORMED_CONSENT]: 1, [E6]: 1 } },
  { id: 'p04', kind: 'paraphrase', query: 'audit trails and signatures for records kept in computer systems', judgments: { [PART11]: 3, [ESOURCE]: 2, [EIC]: 1, [CSA]: 1, [ANNEX_11]: 2, [E6]: 1 } },
  { id: 'p05', kind: 'paraphrase', query: 'using wearables and sensors to collect trial data remotely', judgments: { [DHT]: 3, [DCT]: 2 } },
  { id: 'p06', kind: 'paraphrase', query: 'trial visits at patients’ homes and by telehealth', judgments: { [DCT]: 3, [DHT]: 1, [DISRUPTIONS]: 1 } },
  { id: 'p07', kind: 'paraphrase', query: 'what adverse events a site investigator must pass on to the sponsor', judgments: { [INV_SAFETY]: 3, [INV_PROTECT]: 1, [MDCG_SAFETY]: 1, [E6]: 2 } },
  { id: 'p08', kind: 'paraphrase', query: 'reporting serious adverse events in European device studies', judgments: { [MDCG_SAFETY]: 3, [MDCG_CI_QA]: 1 } },
  { id: 'p09', kind: 'paraphrase', query: 'telling FDA about device malfunctions that caused a death or serious injury', judgments: { [MDR]: 3, [VMSR]: 2, [PANDEMIC_AE]: 1 } },
  { id: 'p10', kind: 'paraphrase', query: 'taking a defective product off the market', judgments: { [RECALLS]: 3, [VOLUNTARY_RECALLS]: 3 } },
  { id: 'p11', kind: 'paraphrase', query: 'handling security vulnerabilities once a device is already in use', judgments: { [CYBER_POST]: 3, [CYBER_PRE]: 2, [MDCG_CYBER]: 2 } },
  { id: 'p12', kind: 'paraphrase', query: 'designing the user interface so people make fewer mistakes', judgments: { [HUMAN_FACTORS]: 3, [HF_COMBINATION]: 2, [INFUSION_PUMPS]: 1 } },
  { id: 'p13', kind: 'paraphrase', query: 'using prior information from earlier studies in device trial statistics', judgments: { [BAYESIAN]: 3, [ADAPTIVE]: 1, [PIVOTAL]: 1, [RWE]: 1 } },
  { id: 'p14', kind: 'paraphrase', query: 'changing how many subjects to enroll partway through a study', judgments: { [ADAPTIVE]: 3, [BAYESIAN]: 1, [CHANGES_IDE]: 1 } },
  { id: 'p15', kind: 'paraphrase', query: 'doctors in a study disclosing payments they received from the company', judgments: { [FINANCIAL]: 3 } },
  { id: 'p16', kind: 'paraphrase', query: 'does modifying my cleared device need a new premarket notification', judgments: { [DEVICE_510K]: 3, [SW_510K]: 2, [SE_510K]: 1 } },
  { id: 'p17', kind: 'paraphrase', query: 'deciding whether a device study poses significant risk to subjects', judgments: { [SR_NSR]: 3, [CHANGES_IDE]: 1 } },
  { id: 'p18', kind: 'paraphrase', query: 'how long a device can be stored before it expires', judgments: { [SHELF_LIFE]: 3, [Q1A]: 1 } },
  { id: 'p19', kind: 'paraphrase', query: 'what to do when a clinical investigator has falsified study data', judgments: { [CLINICAL_HOLDS]: 3, [INV_PROTECT]: 1, [BIMO]: 1 } },
  { id: 'p20', kind: 'paraphrase', query: 'hospitals making their own devices for their own patients in the EU', judgments: { [MDCG_IN_HOUSE]: 3 } },
  // Topics in the documents' words
  { id: 't01', kind: 'topic', query: 'pyrogen and bacterial endotoxins testing', judgments: { [PYROGEN]: 3, [ENDOTOXIN_OPHTHALMIC]: 2 } },
  { id: 't02', kind: 'topic', query: 'current good manufacturing practice for combination products', judgments: { [CGMP_COMBINATION]: 3, [COMBINATION_SAFETY]: 1, [HF_COMBINATION]: 1 } },
  { id: 't03', kind: 'topic', query: 'collection of race and ethnicity data in clinical trials', judgments: { [RACE]: 3 } },
  { id: 't04', kind: 'topic', query: 'biological evaluation of medical devices within a risk management process', judgments: { [ISO10993]: 3, [BIOCOMP_ASCA]: 2 } },
  { id: 't05', kind: 'topic', query: 'classification rules for in vitro diagnostic medical devices', judgments: { [MDCG_IVD_CLASS]: 3, [MDCG_CLASSIFICATION]: 1 } },
  { id: 't06', kind: 'topic', query: 'systemic lupus erythematosus clinical trial endpoints', judgments: { [SLE]: 3 } },
  { id: 't07', kind: 'topic', query: 'rheumatoid arthritis clinical development programs', judgments: { [RA]: 3 } },
  { id: 't08', kind: 'topic', query: 'genomic sampling and management of genomic data', judgments: { [E18]: 3, [PGX_DATA]: 1 } },
  { id: 't09', kind: 'topic', query: 'additive manufacturing of medical devices', judgments: { [ADDITIVE]: 3 } },
  { id: 't10', kind: 'topic', query: 'implant card information for patients', judgments: { [MDCG_IMPLANT_CARD]: 3 } },
  { id: 't11', kind: 'topic', query: 'real-world evidence for device regulatory decisions', judgments: { [RWE]: 3, [EHR]: 1 } },
  // GMP and quality questions over the ICH guidelines, EU GMP annexes and FDA guidance (added
  // 2026-12-06 with the reference documents; graded by reading the sections named)
  { id: 'g01', kind: 'topic', query: 'media fill', judgments: { [ANNEX_1]: 3 } },
  { id: 'g02', kind: 'topic', query: 'aseptic process simulation', judgments: { [ANNEX_1]: 3, [PROCESS_VALIDATION]: 1 } },
  { id: 'g03', kind: 'paraphrase', query: 'how often must the simulated sterile filling run be repeated', judgments: { [ANNEX_1]: 3 } },
  { id: 'g04', kind: 'topic', query: 'change control', judgments: { [Q7]: 3, [ANNEX_15]: 3, [Q10]: 2, [Q7_QA]: 2, [Q12]: 2, [ANNEX_11]: 1, [SITE_CHANGE]: 1, [PCCP]: 1, [Q9_R1]: 1 } },
  { id: 'g05', kind: 'topic', query: 'batch production record review', judgments: { [Q7]: 3, [Q7_QA]: 1 } },
  { id: 'g06', kind: 'paraphrase', query: 'what to do when a laboratory result fails its specification', judgments: { [Q7]: 3, [Q7_QA]: 1, [PROCESS_VALIDATION]: 1 } },
  { id: 'g07', kind: 'abbreviation', query: 'OOS investigation', judgments: { [Q7]: 3, [Q7_QA]: 1, [PROCESS_VALIDATION]: 1 } },
  { id: 'g08', kind: 'topic', query: 'supplier qualification and approval', judgments: { [Q7]: 3, [Q7_QA]: 2, [Q10]: 2, [Q9_R1]: 1, [HEPARIN]: 1, [CGMP_COMBINATION]: 1 } },
  { id: 'g09', kind: 'abbreviation', query: 'PQR product quality review', judgments: { [Q7]: 3, [Q10]: 1, [Q7_QA]: 1 } },
  { id: 'g10', kind: 'topic', query: 'visual inspection of filled containers', judgments: { [ANNEX_1]: 3 } },
  { id: 'g11', kind: 'topic', query: 'environmental monitoring of grade A and B cleanrooms', judgments: { [ANNEX_1]: 3 } },
  { id: 'g12', kind: 'topic', query: 'cleaning validation', judgments: { [ANNEX_15]: 3, [Q7]: 3, [Q7_QA]: 2, [REPROCESSING]: 1 } },
  { id: 'g13', kind: 'abbreviation', query: 'CAPA system', judgments: { [Q10]: 3, [MDCG_CAPA]: 2, [Q9_R1]: 1 } },
  { id: 'g14', kind: 'paraphrase', query: 'record of who changed electronic data, when and why', judgments: { [ANNEX_11]: 3, [PART11]: 3, [E6]: 2, [ESOURCE]: 2, [CSA]: 1, [GPSV]: 1 } },
  { id: 'g15', kind: 'topic', query: 'retest date of an API', judgments: { [Q7]: 3, [Q7_QA]: 3, [Q1A]: 2, [Q6A]: 1 } },
  { id: 'g16', kind: 'topic', query: 'residual solvents limits', judgments: { [Q3C]: 3, [Q3A]: 1, [Q6A]: 1, [Q7]: 1 } },
  { id: 'g17', kind: 'topic', query: 'process performance qualification', judgments: { [PROCESS_VALIDATION]: 3, [ANNEX_15]: 3, [Q7]: 1, [Q11]: 1 } },
  { id: 'g18', kind: 'abbreviation', query: 'QRM tools such as FMEA and HACCP', judgments: { [Q9]: 3, [Q9_R1]: 3, [ANNEX_15]: 1 } },
  { id: 'g19', kind: 'paraphrase', query: 'temperature and humidity conditions and test intervals for a drug stability study', judgments: { [Q1A]: 3, [Q6A]: 1 } },
  { id: 'g20', kind: 'topic', query: 'validation of analytical procedures', judgments: { [Q2]: 3, [Q14]: 2, [Q7]: 2, [Q6A]: 1 } },
  { id: 'g21', kind: 'topic', query: 'continuous manufacturing', judgments: { [Q13]: 3 } },
  { id: 'g22', kind: 'abbreviation', query: 'PQS management review', judgments: { [Q10]: 3, [Q9_R1]: 1 } },
  { id: 'g23', kind: 'paraphrase', query: 'an overall plan to keep microbes, particles and pyrogens out of sterile products', judgments: { [ANNEX_1]: 3, [PYROGEN]: 1, [CCI]: 1 } },
  { id: 'g24', kind: 'topic', query: 'computerised system validation', judgments: { [ANNEX_11]: 3, [CSA]: 3, [GPSV]: 2, [PART11]: 2, [Q7]: 1, [ANNEX_15]: 1 } },
  { id: 'g25', kind: 'topic', query: 'elemental impurities risk assessment', judgments: { [Q3D]: 3, [Q3A]: 1, [Q3B]: 1, [Q9]: 1, [Q9_R1]: 1 } },
];
