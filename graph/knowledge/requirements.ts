import {
  REQUIREMENTS_CATALOGUE_VERSION,
  RequirementsCatalogue,
  WHOLE_DOCUMENT,
  type ClinicalPhase,
  type Requirement,
  type RequirementReference,
} from './requirements.schema.ts';

/*
 * The requirements catalogue behind `POST /v1/requirements/search` (spec doc 1), version 1.0.
 *
 * Citation policy. ICH E6(R3) sections are those of the Step 4 text of 6 January 2025 and are
 * checked against the ingested guideline in a test; 21 CFR sections of the device parts (800–830)
 * are checked against the eCFR mirror. ICH E9 (1998) and E10 (2000) numbers, 21 CFR 11, 50, 56,
 * 312, 314 sections and the articles of Regulation (EU) No 536/2014 and Regulation (EC) No
 * 1901/2006 are long-standing numbering, cited only where certain. Everything else (EMA and FDA
 * guidance, PMDA texts) is cited as a whole document. Draft guidance is marked as such in the
 * document title: it states current thinking, not a binding requirement.
 *
 * Area tags. `all` marks requirements that apply in every area (GCP, safety reporting law,
 * statistics guidelines); an area list marks guidance written for those areas, which the search
 * ranks above the general ones.
 */

const ALL: ClinicalPhase[] = ['I', 'II', 'III', 'IV'];
const INTERVENTIONAL: ClinicalPhase[] = ['I', 'II', 'III'];
const EFFICACY: ClinicalPhase[] = ['II', 'III'];
const LATE: ClinicalPhase[] = ['II', 'III', 'IV'];

const ecfrUrl = (section: string) => `https://www.ecfr.gov/current/title-21/section-${/^\d+\.\d+/.exec(section)?.[0] ?? section}`;
const cfr = (part: string, section: string): RequirementReference => ({ document: `21 CFR Part ${part}`, section, url: ecfrUrl(section) });
const CFR11 = '11 Electronic Records; Electronic Signatures';
const CFR50 = '50 Protection of Human Subjects';
const CFR56 = '56 Institutional Review Boards';
const CFR312 = '312 Investigational New Drug Application';
const CFR314 = '314 Applications for FDA Approval to Market a New Drug';
const CFR812 = '812 Investigational Device Exemptions';

const E6 = 'ICH E6(R3) Guideline for Good Clinical Practice (Step 4, 6 January 2025)';
const e6 = (section: string): RequirementReference => ({ document: E6, section });
const E9 = 'ICH E9 Statistical Principles for Clinical Trials (1998)';
const e9 = (section: string): RequirementReference => ({ document: E9, section });
const E10 = 'ICH E10 Choice of Control Group and Related Issues in Clinical Trials (2000)';
const e10 = (section: string): RequirementReference => ({ document: E10, section });
const whole = (document: string): RequirementReference => ({ document, section: WHOLE_DOCUMENT });
const fdaGuidance = (title: string): RequirementReference => whole(`FDA Guidance for Industry: ${title}`);
const emaGuideline = (title: string): RequirementReference => whole(`EMA/CHMP ${title}`);

const CTR = 'Regulation (EU) No 536/2014 on clinical trials on medicinal products for human use';
const ctr = (article: string): RequirementReference => ({ document: CTR, section: `Article ${article}`, url: 'https://eur-lex.europa.eu/eli/reg/2014/536/oj' });
const HC_DIVISION5 = 'Health Canada Food and Drug Regulations (C.R.C., c. 870), Part C, Division 5: Drugs for Clinical Trials Involving Human Subjects';
const hc = (section: string): RequirementReference => ({ document: HC_DIVISION5, section });
const J_GCP = 'MHLW Ministerial Ordinance on Good Clinical Practice for Drugs (Ordinance No. 28 of 1997)';

const requirements: Requirement[] = [
  // ---- general: informed consent and ethics review ---------------------------------------------
  {
    id: 'REQ-GEN-001',
    authority: 'ICH',
    title: 'Freely given, documented informed consent before any trial procedure',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The investigator obtains freely given informed consent, documented by a signed and dated consent (or an approved alternative), before the participant undergoes any trial-specific procedure, and gives updated information when new findings may affect willingness to continue.',
    reference: e6('2.8'),
  },
  {
    id: 'REQ-GEN-002',
    authority: 'FDA',
    title: 'Basic elements of informed consent in the consent document',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Consent information must include the research purpose and procedures, foreseeable risks and discomforts, expected benefits, appropriate alternatives, confidentiality (including possible FDA inspection of records), compensation for injury where more than minimal risk, contacts, and that participation is voluntary.',
    reference: cfr(CFR50, '50.25'),
  },
  {
    id: 'REQ-GEN-003',
    authority: 'EMA',
    title: 'Informed consent under the EU Clinical Trials Regulation',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Consent is written, dated and signed by the subject (or legally designated representative) after a prior interview with a qualified investigator team member, and the information given must be comprehensive, concise, clear and understandable to a layperson.',
    reference: ctr('29'),
  },
  {
    id: 'REQ-GEN-004',
    authority: 'FDA',
    title: 'Electronic informed consent: identity, comprehension and records',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Where consent is obtained electronically, the process must still meet Parts 50 and 56: the signer\'s identity is verified, questions can be asked and answered, and the signed eIC and its versions are retained as records meeting Part 11.',
    reference: fdaGuidance('Use of Electronic Informed Consent in Clinical Investigations – Questions and Answers (December 2016)'),
  },
  {
    id: 'REQ-GEN-005',
    authority: 'PMDA',
    title: 'Written informed consent under Japanese GCP',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'Trials conducted in Japan must obtain written consent using an IRB-approved explanatory document that covers the items the GCP Ordinance lists, and must follow the Ordinance\'s provisions for trials in which consent cannot be obtained in advance.',
    reference: whole(J_GCP),
  },
  {
    id: 'REQ-GEN-006',
    authority: 'Health Canada',
    title: 'Sponsor ensures clinical trials follow good clinical practices, including informed consent',
    requirement_type: 'informed_consent',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'A sponsor of a clinical trial authorised under Division 5 must conduct it in accordance with good clinical practices, which include obtaining written informed consent, given in accordance with applicable laws, before a subject participates.',
    reference: hc('C.05.010'),
  },
  {
    id: 'REQ-GEN-007',
    authority: 'FDA',
    title: 'IRB approval criteria for research involving human subjects',
    requirement_type: 'ethics_review',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'An IRB may approve research only if risks are minimised and reasonable in relation to anticipated benefits, selection of subjects is equitable, consent is sought and documented, and there are adequate provisions for monitoring data for safety and for privacy.',
    reference: cfr(CFR56, '56.111'),
  },
  {
    id: 'REQ-GEN-008',
    authority: 'ICH',
    title: 'IRB/IEC review of the protocol, consent material and investigator before the trial starts',
    requirement_type: 'ethics_review',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The IRB/IEC reviews the protocol, consent materials, recruitment procedures and investigator qualifications and gives a documented opinion before the trial begins, then continues review at intervals appropriate to the degree of risk.',
    reference: e6('1.2'),
  },
  // ---- general: safety reporting ----------------------------------------------------------------
  {
    id: 'REQ-GEN-009',
    authority: 'ICH',
    title: 'Investigator reports serious adverse events to the sponsor promptly',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The investigator reports all serious adverse events to the sponsor immediately (except those the protocol identifies as not needing immediate reporting), followed by detailed written reports, and reports protocol-specified adverse events and laboratory abnormalities within the protocol\'s timelines.',
    reference: e6('2.7.2'),
  },
  {
    id: 'REQ-GEN-010',
    authority: 'ICH',
    title: 'Sponsor expedited reporting of suspected unexpected serious adverse reactions',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The sponsor reviews safety information on an ongoing basis and expedites reports of suspected unexpected serious adverse reactions (SUSARs) to regulatory authorities, investigators and IRBs/IECs in line with applicable regulatory requirements.',
    reference: e6('3.13.2'),
  },
  {
    id: 'REQ-GEN-011',
    authority: 'FDA',
    title: 'IND safety reports within 15 calendar days; fatal or life-threatening SUSARs within 7',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'Under an IND the sponsor submits an IND safety report for any suspected adverse reaction that is both serious and unexpected no later than 15 calendar days after determining it qualifies, and notifies FDA of unexpected fatal or life-threatening suspected adverse reactions no later than 7 calendar days after first receipt.',
    reference: cfr(CFR312, '312.32(c)'),
  },
  {
    id: 'REQ-GEN-012',
    authority: 'FDA',
    title: 'Postmarketing 15-day alert reports for serious, unexpected adverse drug experiences',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: ['IV'],
    summary:
      'For an approved drug, the applicant reports each serious and unexpected adverse drug experience as a 15-day alert report and submits periodic safety reports; one obtained from a postmarketing study (a phase IV study, under an IND or not) needs a 15-day report only when the applicant concludes there is a reasonable possibility that the drug caused it (314.80(e)).',
    reference: cfr(CFR314, '314.80(c)'),
  },
  {
    id: 'REQ-GEN-013',
    authority: 'EMA',
    title: 'SUSAR reporting to EudraVigilance: 7 days fatal or life-threatening, 15 days others',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The sponsor reports suspected unexpected serious adverse reactions electronically to the EudraVigilance database without delay: within 7 days for fatal or life-threatening ones and within 15 days for all others.',
    reference: ctr('42'),
  },
  {
    id: 'REQ-GEN-014',
    authority: 'EMA',
    title: 'Investigator reports serious adverse events to the sponsor within 24 hours',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The investigator records all adverse events as the protocol specifies and reports serious adverse events to the sponsor without undue delay, not later than within 24 hours of becoming aware of them, unless the protocol provides that no immediate report is needed.',
    reference: ctr('41'),
  },
  {
    id: 'REQ-GEN-015',
    authority: 'ICH',
    title: 'Annual Development Safety Update Report (DSUR)',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'The sponsor submits an annual DSUR summarising safety information from all ongoing trials of the investigational drug over the reporting period, with an integrated evaluation of the evolving safety profile; EU CTR Article 43 and FDA IND annual reporting accept it.',
    reference: whole('ICH E2F Development Safety Update Report (2010)'),
  },
  {
    id: 'REQ-GEN-016',
    authority: 'Health Canada',
    title: 'Serious unexpected adverse drug reactions reported within 15 days; fatal or life-threatening within 7',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'During a Canadian clinical trial the sponsor informs Health Canada of any serious unexpected adverse drug reaction within 15 days of becoming aware of it, or within 7 days if it is fatal or life-threatening, followed by a complete report within 8 further days.',
    reference: hc('C.05.014'),
  },
  {
    id: 'REQ-GEN-017',
    authority: 'PMDA',
    title: 'Expedited adverse reaction reporting for clinical trials conducted in Japan',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'The sponsor of a clinical trial notified in Japan reports serious adverse reactions to PMDA on the expedited timelines of the PMD Act Enforcement Regulations (7 days for unexpected deaths or life-threatening cases, 15 days for other serious unexpected cases).',
    reference: whole('Enforcement Regulations of the Act on Securing Quality, Efficacy and Safety of Products Including Pharmaceuticals and Medical Devices (MHLW Ordinance No. 1 of 1961)'),
  },
  {
    id: 'REQ-GEN-018',
    authority: 'FDA',
    title: 'Unanticipated adverse device effects reported within 10 working days',
    requirement_type: 'safety_reporting',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'In a device investigation the investigator reports an unanticipated adverse device effect to the sponsor and the IRB within 10 working days of learning of it, and the sponsor reports its evaluation to FDA, all IRBs and investigators within 10 working days of first notice.',
    reference: cfr(CFR812, '812.150'),
  },
  // ---- general: safety monitoring ---------------------------------------------------------------
  {
    id: 'REQ-GEN-019',
    authority: 'FDA',
    title: 'Independent data monitoring committee for trials with serious outcomes or high risk',
    requirement_type: 'safety_monitoring',
    therapeutic_areas: 'all',
    phases: LATE,
    summary:
      'Large, randomised multisite trials of treatments intended to prolong life or reduce serious morbidity, and trials in vulnerable populations or with high expected risk, should have an independent DMC with a charter, access to unblinded comparative data and firewalled interim analyses.',
    reference: whole('FDA Guidance for Clinical Trial Sponsors: Establishment and Operation of Clinical Trial Data Monitoring Committees (March 2006)'),
  },
  {
    id: 'REQ-GEN-020',
    authority: 'ICH',
    title: 'Assessment of QT/QTc prolongation potential before large-scale trials',
    requirement_type: 'safety_monitoring',
    therapeutic_areas: 'all',
    phases: ['I', 'II'],
    summary:
      'New drugs with systemic bioavailability are characterised for QT/QTc effect, normally in a thorough QT study or an equivalent concentration–QTc analysis in early trials; a positive result requires expanded ECG monitoring in later trials.',
    reference: whole('ICH E14 The Clinical Evaluation of QT/QTc Interval Prolongation and Proarrhythmic Potential for Non-Antiarrhythmic Drugs (2005) and E14/S7B Q&As'),
  },
  {
    id: 'REQ-GEN-021',
    authority: 'ICH',
    title: 'Protocol specifies safety parameters, their assessment and AE recording and reporting',
    requirement_type: 'safety_monitoring',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The protocol specifies the safety parameters, the methods and timing of their assessment, the procedures for eliciting, recording and reporting adverse events and intercurrent illnesses, and the type and duration of follow-up after adverse events.',
    reference: e6('B.9'),
  },
  // ---- general: trial monitoring and data integrity ---------------------------------------------
  {
    id: 'REQ-GEN-022',
    authority: 'ICH',
    title: 'Risk-proportionate monitoring with a documented monitoring plan',
    requirement_type: 'trial_monitoring',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The sponsor monitors the trial with an approach proportionate to the risks to participants and data reliability, combining on-site and centralised monitoring as justified, and documents the strategy in a monitoring plan.',
    reference: e6('3.11.4'),
  },
  {
    id: 'REQ-GEN-023',
    authority: 'FDA',
    title: 'Risk-based monitoring of clinical investigations',
    requirement_type: 'trial_monitoring',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Sponsors should identify critical data and processes, assess risks to them, and tailor monitoring activities (centralised, remote and on-site) to those risks, documenting the approach in a monitoring plan.',
    reference: fdaGuidance('A Risk-Based Approach to Monitoring of Clinical Investigations Questions and Answers (April 2023)'),
  },
  {
    id: 'REQ-GEN-024',
    authority: 'ICH',
    title: 'Audit trails and metadata kept for trial data',
    requirement_type: 'data_integrity',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Computerised systems capturing trial data keep metadata, including audit trails that record who changed what, when and why, secured against alteration and retained so that data can be reconstructed.',
    reference: e6('4.2.2'),
  },
  {
    id: 'REQ-GEN-025',
    authority: 'ICH',
    title: 'Validation of computerised systems used in the trial',
    requirement_type: 'data_integrity',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Computerised systems used for trial data and records are validated for their intended use, with a risk-based approach proportionate to their impact on participant safety and result reliability.',
    reference: e6('4.3.4'),
  },
  {
    id: 'REQ-GEN-026',
    authority: 'FDA',
    title: 'Controls for closed systems holding electronic records',
    requirement_type: 'data_integrity',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Electronic records submitted to FDA are held in systems that are validated, limit access to authorised individuals and use secure, computer-generated, time-stamped audit trails that record creation, modification and deletion without obscuring prior entries.',
    reference: cfr(CFR11, '11.10'),
  },
  {
    id: 'REQ-GEN-027',
    authority: 'Health Canada',
    title: 'Complete clinical trial records retained for the regulatory retention period',
    requirement_type: 'data_integrity',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'The sponsor records, handles and stores all clinical trial information so that it can be completely and accurately reported, interpreted and verified, and retains the records for the period the Regulations set.',
    reference: hc('C.05.012'),
  },
  // ---- general: design, endpoints, statistics ---------------------------------------------------
  {
    id: 'REQ-GEN-028',
    authority: 'ICH',
    title: 'Single, pre-specified primary variable with justified secondary variables',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'The protocol specifies the primary variable (usually one) that gives the most clinically relevant and convincing evidence for the primary objective, with its definition and the rationale for its choice, alongside supportive secondary variables.',
    reference: e9('2.2.2'),
  },
  {
    id: 'REQ-GEN-029',
    authority: 'ICH',
    title: 'Protocol defines efficacy parameters and how and when they are assessed',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: 'all',
    phases: LATE,
    summary:
      'The protocol specifies the efficacy parameters and the methods and timing for assessing, recording and analysing them.',
    reference: e6('B.8'),
  },
  {
    id: 'REQ-GEN-030',
    authority: 'ICH',
    title: 'Estimand defined for each primary objective',
    requirement_type: 'statistical_analysis',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'Each primary objective is translated into an estimand (population, variable, handling of intercurrent events, population-level summary) agreed before the trial, with a main estimator aligned to it and sensitivity analyses for its assumptions.',
    reference: whole('ICH E9(R1) Addendum on Estimands and Sensitivity Analysis in Clinical Trials (2019)'),
  },
  {
    id: 'REQ-GEN-031',
    authority: 'ICH',
    title: 'Principal analysis pre-specified in the protocol and statistical analysis plan',
    requirement_type: 'statistical_analysis',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'The principal features of the primary analysis are specified in the protocol and detailed in a statistical analysis plan finalised before unblinding, so that confirmatory conclusions rest on pre-specified analyses.',
    reference: e9('5.1'),
  },
  {
    id: 'REQ-GEN-032',
    authority: 'ICH',
    title: 'Control of the type I error across multiple comparisons',
    requirement_type: 'statistical_analysis',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'Where multiple primary variables, comparisons or interim analyses create multiplicity, the protocol states how the overall type I error is controlled, and details of any adjustment procedure are set out in the analysis plan.',
    reference: e9('5.6'),
  },
  {
    id: 'REQ-GEN-033',
    authority: 'FDA',
    title: 'Multiplicity strategy for multiple endpoints supporting labelling claims',
    requirement_type: 'statistical_analysis',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'Trials that test several endpoints must control the study-wide type I error with a pre-specified strategy (e.g. hierarchical, Holm, Hochberg, graphical), and secondary endpoints support claims only if tested within that strategy.',
    reference: fdaGuidance('Multiple Endpoints in Clinical Trials (October 2022)'),
  },
  {
    id: 'REQ-GEN-034',
    authority: 'ICH',
    title: 'Sample size justified by a documented calculation',
    requirement_type: 'sample_size',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'The number of subjects is always large enough to answer the trial\'s questions reliably, and the protocol gives the calculation: primary variable, test statistic, null and alternative hypotheses, type I and II error, assumed effect and variability, and handling of withdrawals.',
    reference: e9('3.5'),
  },
  {
    id: 'REQ-MULTI-007',
    authority: 'ICH',
    title: 'Safety database size for long-term treatment of non-life-threatening conditions',
    requirement_type: 'sample_size',
    therapeutic_areas: ['Cardiovascular', 'Neurology', 'Psychiatry', 'Immunology', 'Rheumatology'],
    phases: ['III'],
    summary:
      'For drugs intended for chronic use in non-life-threatening conditions, about 1500 subjects should be exposed in total, with 300–600 treated for 6 months and at least 100 for one year at relevant doses.',
    reference: whole('ICH E1 The Extent of Population Exposure to Assess Clinical Safety for Drugs Intended for Long-Term Treatment of Non-Life-Threatening Conditions (1994)'),
  },
  {
    id: 'REQ-GEN-036',
    authority: 'ICH',
    title: 'Blinding to limit bias in conduct and assessment',
    requirement_type: 'blinding',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'Trials should be double-blind where possible; where not, single-blind or open designs need justification and measures such as blinded outcome assessment to minimise bias, and any unblinding is documented.',
    reference: e9('2.3.1'),
  },
  {
    id: 'REQ-GEN-037',
    authority: 'ICH',
    title: 'Randomisation and emergency unblinding follow the protocol',
    requirement_type: 'blinding',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The investigator follows the trial\'s randomisation procedures and breaks the blind only as the protocol allows, promptly documenting and explaining to the sponsor any premature unblinding.',
    reference: e6('2.11'),
  },
  {
    id: 'REQ-GEN-038',
    authority: 'ICH',
    title: 'Control group chosen to permit a valid comparison and show assay sensitivity',
    requirement_type: 'control_group',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'The control (placebo, no treatment, dose comparison, active or external) is chosen for the trial\'s question; non-inferiority and equivalence trials against an active control must be able to show assay sensitivity.',
    reference: e10('1.3'),
  },
  {
    id: 'REQ-GEN-039',
    authority: 'FDA',
    title: 'Adequate and well-controlled investigation with a valid comparison to a control',
    requirement_type: 'control_group',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'Substantial evidence of effectiveness comes from adequate and well-controlled investigations whose design permits a valid comparison with a control (placebo, dose-comparison, no treatment, active or historical) and that minimise bias in assignment and assessment.',
    reference: cfr(CFR314, '314.126(b)'),
  },
  {
    id: 'REQ-GEN-040',
    authority: 'FDA',
    title: 'Justified non-inferiority margin based on the active control\'s effect',
    requirement_type: 'control_group',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'A non-inferiority trial must justify its margin from the historical effect of the active control over placebo (M1) and the clinically acceptable loss of that effect (M2), and show that the trial would have had assay sensitivity.',
    reference: fdaGuidance('Non-Inferiority Clinical Trials to Establish Effectiveness (November 2016)'),
  },
  {
    id: 'REQ-GEN-041',
    authority: 'FDA',
    title: 'Pivotal device studies: design, control and bias control',
    requirement_type: 'control_group',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'Pivotal clinical investigations of medical devices should choose a design and control (randomised concurrent, or justified performance goals or objective performance criteria) and bias-mitigation measures suited to the device and its intended use.',
    reference: whole('FDA Guidance: Design Considerations for Pivotal Clinical Investigations for Medical Devices (November 2013)'),
  },
  {
    id: 'REQ-GEN-042',
    authority: 'ICH',
    title: 'Inclusion and exclusion criteria stated in the protocol',
    requirement_type: 'eligibility',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'The protocol states the participant inclusion and exclusion criteria, so that the population studied is defined before enrolment and can be checked at each site.',
    reference: e6('B.5'),
  },
  {
    id: 'REQ-GEN-043',
    authority: 'FDA',
    title: 'Eligibility criteria no more restrictive than needed; diverse enrolment',
    requirement_type: 'eligibility',
    therapeutic_areas: 'all',
    phases: LATE,
    summary:
      'Sponsors should examine each exclusion criterion for need, broaden eligibility where safety allows, and use enrolment practices and designs that yield a trial population reflecting the population likely to use the drug.',
    reference: fdaGuidance('Enhancing the Diversity of Clinical Trial Populations — Eligibility Criteria, Enrollment Practices, and Trial Designs (November 2020)'),
  },
  {
    id: 'REQ-GEN-044',
    authority: 'ICH',
    title: 'Dose–response information to support the proposed dose',
    requirement_type: 'dose_selection',
    therapeutic_areas: 'all',
    phases: ['II'],
    summary:
      'Development should characterise the dose–response relationship, ideally in randomised parallel dose–response studies, so that the starting dose, titration steps and maximum dose in labelling are supported by data.',
    reference: whole('ICH E4 Dose-Response Information to Support Drug Registration (1994)'),
  },
  // ---- general: paediatric, special populations, registration -----------------------------------
  {
    id: 'REQ-GEN-045',
    authority: 'ICH',
    title: 'Paediatric development plans and extrapolation',
    requirement_type: 'pediatric',
    therapeutic_areas: 'all',
    phases: INTERVENTIONAL,
    summary:
      'Paediatric studies are planned early with age-appropriate formulations, ethical safeguards for children and, where justified, extrapolation of efficacy from adults or other age groups.',
    reference: whole('ICH E11(R1) Addendum: Clinical Investigation of Medicinal Products in the Pediatric Population (2017)'),
  },
  {
    id: 'REQ-GEN-046',
    authority: 'FDA',
    title: 'Initial pediatric study plan under PREA',
    requirement_type: 'pediatric',
    therapeutic_areas: 'all',
    phases: ['II'],
    summary:
      'A sponsor planning an application subject to PREA submits an initial pediatric study plan no later than 60 days after the end-of-phase 2 meeting (or as agreed with FDA), including any planned requests for deferral or waiver.',
    reference: { document: 'Federal Food, Drug, and Cosmetic Act § 505B (21 U.S.C. § 355c)', section: '505B(e)' },
  },
  {
    id: 'REQ-GEN-047',
    authority: 'EMA',
    title: 'Paediatric investigation plan submitted by completion of adult PK studies',
    requirement_type: 'pediatric',
    therapeutic_areas: 'all',
    phases: ['I', 'II'],
    summary:
      'A paediatric investigation plan, or a request for waiver or deferral, is submitted to the EMA Paediatric Committee not later than upon completion of the human pharmacokinetic studies in adults, unless otherwise justified.',
    reference: { document: 'Regulation (EC) No 1901/2006 on medicinal products for paediatric use', section: 'Article 16', url: 'https://eur-lex.europa.eu/eli/reg/2006/1901/oj' },
  },
  {
    id: 'REQ-GEN-048',
    authority: 'FDA',
    title: 'Additional safeguards and assent for children in clinical investigations',
    requirement_type: 'pediatric',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Investigations involving children must fall within a permitted risk category approved by the IRB, and must obtain the permission of parents or guardians and the assent of the child when the IRB judges the child capable of giving it.',
    reference: cfr(CFR50, '50.55'),
  },
  {
    id: 'REQ-GEN-049',
    authority: 'ICH',
    title: 'Geriatric patients included in trials of drugs for diseases of ageing',
    requirement_type: 'special_populations',
    therapeutic_areas: 'all',
    phases: ['III'],
    summary:
      'Drugs for diseases characteristic of ageing, or likely to be used substantially by the elderly, should include geriatric patients in meaningful numbers, with analyses of age-related differences in efficacy, safety and pharmacokinetics.',
    reference: whole('ICH E7 Studies in Support of Special Populations: Geriatrics (1993) and Q&As (2010)'),
  },
  {
    id: 'REQ-GEN-050',
    authority: 'PMDA',
    title: 'Ethnic factors evaluated when foreign or multiregional data support approval in Japan',
    requirement_type: 'special_populations',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'When foreign clinical data are used for a Japanese application, the sponsor evaluates intrinsic and extrinsic ethnic factors and provides bridging data, or includes Japanese participants in a multiregional trial, sufficient to show the results apply to the Japanese population.',
    reference: whole('ICH E5(R1) Ethnic Factors in the Acceptability of Foreign Clinical Data (1998), as applied by MHLW/PMDA, and ICH E17 General Principles for Planning and Design of Multi-Regional Clinical Trials (2017)'),
  },
  {
    id: 'REQ-GEN-051',
    authority: 'FDA',
    title: 'Registration and results reporting of applicable clinical trials on ClinicalTrials.gov',
    requirement_type: 'trial_registration',
    therapeutic_areas: 'all',
    phases: LATE,
    summary:
      'Responsible parties register applicable clinical trials (controlled interventional trials other than phase 1 drug trials and small device feasibility studies) within 21 days of enrolling the first participant and generally submit results within one year of primary completion.',
    reference: whole('42 CFR Part 11 Clinical Trials Registration and Results Information Submission (implementing 42 U.S.C. § 282(j))'),
  },
  {
    id: 'REQ-GEN-052',
    authority: 'EMA',
    title: 'Summary of results submitted to the EU database within one year of end of trial',
    requirement_type: 'trial_registration',
    therapeutic_areas: 'all',
    phases: ALL,
    summary:
      'Irrespective of outcome, the sponsor submits a summary of the trial results, with a summary understandable to laypersons, to the EU database within one year of the end of the trial in all Member States concerned.',
    reference: ctr('37'),
  },
  // ---- oncology ---------------------------------------------------------------------------------
  {
    id: 'REQ-ONC-001',
    authority: 'FDA',
    title: 'Oncology approval endpoints: OS, PFS, ORR defined and assessed without bias',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Oncology'],
    phases: EFFICACY,
    summary:
      'Endpoints for cancer drug approval (overall survival, progression-free or disease-free survival, objective response rate and duration of response) must be precisely defined, with tumour assessments on the same schedule in all arms and blinded independent central review where assessment bias is likely, as in open-label or single-arm trials.',
    reference: fdaGuidance('Clinical Trial Endpoints for the Approval of Cancer Drugs and Biologics (December 2018)'),
  },
  {
    id: 'REQ-ONC-002',
    authority: 'EMA',
    title: 'EU anticancer guideline: clinically relevant endpoints for confirmatory trials',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Oncology'],
    phases: EFFICACY,
    summary:
      'Confirmatory trials should demonstrate benefit on overall survival or on progression-free survival supported by survival data that at least exclude a relevant detriment, with response and progression assessed by established criteria.',
    reference: emaGuideline('Guideline on the evaluation of anticancer medicinal products in man (EMA/CHMP/205/95)'),
  },
  {
    id: 'REQ-ONC-003',
    authority: 'PMDA',
    title: 'Japanese guideline for clinical evaluation of antineoplastic drugs',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Oncology'],
    phases: INTERVENTIONAL,
    summary:
      'Anticancer drugs submitted in Japan follow MHLW\'s staged clinical evaluation (phase I dose finding, phase II activity, phase III demonstrating survival benefit as a rule), with Japanese dose and safety data expected.',
    reference: whole('MHLW Guideline for Clinical Evaluation of Anti-Malignant Tumor Drugs (2005)'),
  },
  {
    id: 'REQ-ONC-004',
    authority: 'FDA',
    title: 'Randomised dosage comparison before the registration trial in oncology',
    requirement_type: 'dose_selection',
    therapeutic_areas: ['Oncology'],
    phases: ['I', 'II'],
    summary:
      'Oncology sponsors should compare multiple dosages, preferably in a randomised parallel design, and integrate exposure–response, safety, tolerability and activity data to select the dosage for the registration trial, instead of carrying the maximum tolerated dose forward by default.',
    reference: fdaGuidance('Optimizing the Dosage of Human Prescription Drugs and Biological Products for the Treatment of Oncologic Diseases (August 2024)'),
  },
  {
    id: 'REQ-ONC-005',
    authority: 'FDA',
    title: 'Aggregate analysis of anticipated events such as disease progression',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Oncology'],
    phases: INTERVENTIONAL,
    summary:
      'Events expected in the cancer population independent of treatment (e.g. disease progression, cancer-related deaths) are reported in an IND safety report only when an aggregate analysis shows they occur more frequently in the drug group than in a concurrent or historical control.',
    reference: cfr(CFR312, '312.32(c)(1)(iv)'),
  },
  {
    id: 'REQ-ONC-006',
    authority: 'FDA',
    title: 'Eligibility criteria: include patients with treated or stable brain metastases',
    requirement_type: 'eligibility',
    therapeutic_areas: ['Oncology'],
    phases: INTERVENTIONAL,
    summary:
      'Cancer trials should include patients with treated, stable brain metastases and, where appropriate, those with active brain metastases, rather than excluding them by default, unless there is a strong scientific or safety rationale.',
    reference: fdaGuidance('Cancer Clinical Trial Eligibility Criteria: Brain Metastases (2020)'),
  },
  {
    id: 'REQ-ONC-007',
    authority: 'FDA',
    title: 'Molecularly targeted pediatric cancer investigation for relevant adult oncology drugs',
    requirement_type: 'pediatric',
    therapeutic_areas: ['Oncology'],
    phases: ['I', 'II'],
    summary:
      'An original application for an adult cancer drug directed at a molecular target FDA finds substantially relevant to the growth or progression of a pediatric cancer must include reports of a molecularly targeted pediatric investigation, unless waived or deferred.',
    reference: { document: 'Federal Food, Drug, and Cosmetic Act § 505B (21 U.S.C. § 355c)', section: '505B(a)(3)' },
  },
  {
    id: 'REQ-ONC-008',
    authority: 'FDA',
    title: 'Adolescents may be included in adult oncology trials',
    requirement_type: 'pediatric',
    therapeutic_areas: ['Oncology'],
    phases: INTERVENTIONAL,
    summary:
      'Adolescents aged 12 and older may be eligible for adult oncology trials of cancers that occur in both populations, with dosing based on adult exposure and appropriate consent and assent.',
    reference: fdaGuidance('Considerations for the Inclusion of Adolescent Patients in Adult Oncology Clinical Trials (March 2019)'),
  },
  {
    id: 'REQ-MULTI-001',
    authority: 'FDA',
    title: 'Accelerated approval on a surrogate endpoint requires confirmatory trials',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Oncology', 'Rare_Disease'],
    phases: EFFICACY,
    summary:
      'For serious or life-threatening illnesses, approval may rest on a surrogate endpoint reasonably likely to predict clinical benefit, on condition that the applicant studies the drug further to verify and describe that benefit.',
    reference: cfr(CFR314, '314.510'),
  },
  {
    id: 'REQ-MULTI-002',
    authority: 'FDA',
    title: 'Historical (external) control only where the course of disease is well documented',
    requirement_type: 'control_group',
    therapeutic_areas: ['Oncology', 'Rare_Disease'],
    phases: EFFICACY,
    summary:
      'A historical control is acceptable only in special circumstances, such as diseases with high and predictable mortality or where the drug\'s effect is self-evident, because the treated and control populations cannot otherwise be assured comparable.',
    reference: cfr(CFR314, '314.126(b)(2)(v)'),
  },
  {
    id: 'REQ-MULTI-003',
    authority: 'FDA',
    title: 'Long-term follow-up for delayed adverse events after gene therapy',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Rare_Disease', 'Oncology'],
    phases: ALL,
    summary:
      'Participants given gene therapy products with a risk of delayed adverse events (integrating vectors, genome editing) are followed for up to 15 years, and up to 5 years for AAV vectors, with collection and reporting of new malignancies, neurological, autoimmune and haematological disorders.',
    reference: fdaGuidance('Long Term Follow-Up After Administration of Human Gene Therapy Products (January 2020)'),
  },
  // ---- cardiovascular ---------------------------------------------------------------------------
  {
    id: 'REQ-CVD-001',
    authority: 'EMA',
    title: 'Chronic heart failure trials: mortality and hospitalisation endpoints',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Cardiovascular'],
    phases: ['III'],
    summary:
      'Confirmatory trials in chronic heart failure should show benefit on clinically relevant outcomes, typically cardiovascular mortality and heart-failure hospitalisation (alone or as a composite), with symptoms and exercise capacity as supportive endpoints.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products for the treatment of chronic heart failure (CPMP/EWP/235/95 Rev. 2)'),
  },
  {
    id: 'REQ-CVD-002',
    authority: 'FDA',
    title: 'Heart failure endpoints beyond mortality and hospitalisation (draft)',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Cardiovascular'],
    phases: EFFICACY,
    summary:
      'FDA\'s draft guidance states that effects on symptoms or physical function, measured with well-defined and reliable instruments, can support approval of a heart failure drug without a favourable effect on mortality, provided mortality is not adversely affected.',
    reference: fdaGuidance('Treatment for Heart Failure: Endpoints for Drug Development (draft guidance, June 2019)'),
  },
  {
    id: 'REQ-CVD-003',
    authority: 'FDA',
    title: 'Cardiovascular outcome events that are study endpoints are reported as the protocol says',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Cardiovascular'],
    phases: INTERVENTIONAL,
    summary:
      'Study endpoints such as cardiovascular death or myocardial infarction are reported as the protocol describes and normally not as IND safety reports, unless there is evidence suggesting a causal relationship to the drug.',
    reference: cfr(CFR312, '312.32(c)(5)'),
  },
  {
    id: 'REQ-CVD-004',
    authority: 'FDA',
    title: 'Surgical atrial fibrillation ablation device studies: endpoints and follow-up',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Cardiovascular'],
    phases: ['III'],
    summary:
      'Pivotal studies of surgical ablation devices for atrial fibrillation should pre-specify safety and effectiveness endpoints, the rhythm-monitoring method and the follow-up duration that FDA recommends for these devices.',
    reference: whole('FDA Guidance: Clinical Study Designs for Surgical Ablation Devices for Treatment of Atrial Fibrillation (September 2009)'),
  },
  // ---- neurology --------------------------------------------------------------------------------
  {
    id: 'REQ-NEU-001',
    authority: 'EMA',
    title: 'Alzheimer\'s disease trials: cognitive and functional co-primary endpoints',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Neurology'],
    phases: ['III'],
    summary:
      'Symptomatic and disease-modifying Alzheimer\'s trials should show effects on cognition and on function (activities of daily living), as co-primary endpoints or a validated integrated scale, with claims of disease modification needing additional evidence.',
    reference: emaGuideline('Guideline on the clinical investigation of medicines for the treatment of Alzheimer\'s disease (CPMP/EWP/553/95 Rev. 2)'),
  },
  {
    id: 'REQ-NEU-002',
    authority: 'FDA',
    title: 'Early Alzheimer\'s disease: endpoints by disease stage (draft)',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Neurology'],
    phases: EFFICACY,
    summary:
      'FDA\'s draft guidance links the primary endpoint to disease stage: in patients with early cognitive impairment an integrated scale of cognition and function may serve as a single primary endpoint, while earlier stages need justified measures of clinically meaningful benefit.',
    reference: fdaGuidance('Early Alzheimer\'s Disease: Developing Drugs for Treatment (draft guidance, revised 2024)'),
  },
  {
    id: 'REQ-NEU-003',
    authority: 'EMA',
    title: 'Epilepsy trials: seizure-frequency reduction and responder rate',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Neurology'],
    phases: EFFICACY,
    summary:
      'Add-on trials in focal epilepsy should use seizure-frequency change from a prospective baseline and the responder rate (at least 50% reduction) as primary endpoints, over a maintenance period of adequate length.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products in the treatment of epileptic disorders (CHMP/EWP/566/98)'),
  },
  {
    id: 'REQ-NEU-004',
    authority: 'FDA',
    title: 'Neurological device IDEs: clinical outcome endpoints for disease progression claims',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Neurology'],
    phases: EFFICACY,
    summary:
      'IDE studies of neurological devices that target disease progression should use endpoints that measure clinically meaningful outcomes, with justified study durations and control of bias.',
    reference: whole('FDA Guidance: Clinical Considerations for Investigational Device Exemptions (IDEs) for Neurological Devices Targeting Disease Progression and Clinical Outcomes (November 2016)'),
  },
  {
    id: 'REQ-NEU-005',
    authority: 'EMA',
    title: 'Multiple sclerosis trials: relapse rate and confirmed disability progression',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Neurology'],
    phases: ['III'],
    summary:
      'Confirmatory trials in relapsing multiple sclerosis use annualised relapse rate or disability progression confirmed on EDSS as the primary endpoint, with MRI lesion measures as supportive rather than primary evidence.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products for the treatment of multiple sclerosis (EMA/CHMP/771815/2011)'),
  },
  {
    id: 'REQ-MULTI-004',
    authority: 'FDA',
    title: 'Prospective assessment and classification of suicidal ideation and behaviour (draft)',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Neurology', 'Psychiatry'],
    phases: INTERVENTIONAL,
    summary:
      'Trials of drugs for psychiatric and many neurological indications (e.g. antiepileptics) should prospectively assess suicidal ideation and behaviour at every visit with an instrument that maps to standard categories, so that events are captured and reported consistently.',
    reference: fdaGuidance('Suicidal Ideation and Behavior: Prospective Assessment of Occurrence in Clinical Trials (draft guidance, revision 1, August 2012)'),
  },
  {
    id: 'REQ-MULTI-005',
    authority: 'FDA',
    title: 'Abuse-related adverse events captured and characterised for CNS-active drugs',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Neurology', 'Psychiatry'],
    phases: INTERVENTIONAL,
    summary:
      'For CNS-active drugs, abuse-related adverse events (e.g. euphoria, hallucinations, dissociation), misuse, diversion and withdrawal are collected and characterised across trials as part of the abuse potential assessment submitted with the application.',
    reference: fdaGuidance('Assessment of Abuse Potential of Drugs (January 2017)'),
  },
  // ---- psychiatry -------------------------------------------------------------------------------
  {
    id: 'REQ-PSY-001',
    authority: 'EMA',
    title: 'Depression trials: change on a validated rating scale and maintenance of effect',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Psychiatry'],
    phases: ['III'],
    summary:
      'Short-term efficacy in major depression is shown as change from baseline on a validated scale such as HAM-D or MADRS, supported by responder and remission analyses, and maintenance of effect is shown in a randomised withdrawal (relapse-prevention) trial.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products in the treatment of depression (EMA/CHMP/185423/2010)'),
  },
  {
    id: 'REQ-PSY-002',
    authority: 'EMA',
    title: 'Schizophrenia trials: placebo-controlled three-arm design with an active reference',
    requirement_type: 'control_group',
    therapeutic_areas: ['Psychiatry'],
    phases: ['III'],
    summary:
      'Because placebo response is high and variable, short-term schizophrenia trials should include placebo, and a three-arm design with an active reference is recommended to establish assay sensitivity and place the effect in context.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products, including depot preparations, in the treatment of schizophrenia (EMA/CHMP/40072/2010)'),
  },
  {
    id: 'REQ-PSY-003',
    authority: 'FDA',
    title: 'Major depressive disorder: placebo-controlled trials to establish effectiveness (draft)',
    requirement_type: 'control_group',
    therapeutic_areas: ['Psychiatry'],
    phases: EFFICACY,
    summary:
      'FDA\'s draft guidance expects effectiveness in major depressive disorder to be shown in placebo-controlled trials, because active-control non-inferiority cannot be relied on given the high and variable placebo response.',
    reference: fdaGuidance('Major Depressive Disorder: Developing Drugs for Treatment (draft guidance, June 2018)'),
  },
  {
    id: 'REQ-GEN-053',
    authority: 'FDA',
    title: 'Patient-reported outcome instruments fit for the labelling claim',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: 'all',
    phases: EFFICACY,
    summary:
      'A patient-reported outcome used to support a labelling claim must measure a concept meaningful to patients with evidence of content validity, reliability, construct validity and ability to detect change in the target population, with the responder definition set before unblinding.',
    reference: fdaGuidance('Patient-Reported Outcome Measures: Use in Medical Product Development to Support Labeling Claims (December 2009)'),
  },
  // ---- immunology -------------------------------------------------------------------------------
  {
    id: 'REQ-IMM-001',
    authority: 'EMA',
    title: 'Psoriasis trials: PASI response and physician global assessment as co-primary endpoints',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Immunology'],
    phases: EFFICACY,
    summary:
      'Trials in chronic plaque psoriasis should show efficacy on a responder endpoint based on the Psoriasis Area and Severity Index together with a static physician global assessment of clear or almost clear skin, at a fixed timepoint of the induction period.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products indicated for the treatment of psoriasis (CHMP/EWP/2454/02)'),
  },
  {
    id: 'REQ-IMM-002',
    authority: 'FDA',
    title: 'Ulcerative colitis: clinical remission with endoscopic assessment (draft)',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Immunology'],
    phases: EFFICACY,
    summary:
      'FDA\'s draft guidance recommends clinical remission defined on the modified Mayo score components (stool frequency, rectal bleeding and centrally read endoscopy) as the primary endpoint for induction and maintenance trials.',
    reference: fdaGuidance('Ulcerative Colitis: Developing Drugs for Treatment (draft guidance, April 2022)'),
  },
  {
    id: 'REQ-MULTI-006',
    authority: 'FDA',
    title: 'Immune-mediated adverse events and anti-drug antibodies assessed for therapeutic proteins',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Immunology', 'Rheumatology', 'Rare_Disease'],
    phases: ALL,
    summary:
      'Trials of therapeutic protein products collect and report immune-mediated adverse events (anaphylaxis, hypersensitivity, infusion reactions, loss of efficacy) with anti-drug antibody sampling, so that their clinical consequences can be assessed in a risk-based immunogenicity programme.',
    reference: fdaGuidance('Immunogenicity Assessment for Therapeutic Protein Products (August 2014)'),
  },
  // ---- rheumatology -----------------------------------------------------------------------------
  {
    id: 'REQ-RHE-001',
    authority: 'FDA',
    title: 'Rheumatoid arthritis claims: signs and symptoms, structural damage, physical function',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Rheumatology'],
    phases: EFFICACY,
    summary:
      'Each RA claim needs its own endpoint: ACR20 response for reduction of signs and symptoms, radiographic progression over at least a year for inhibition of structural damage, and a validated instrument such as the HAQ for improvement in physical function.',
    reference: fdaGuidance('Clinical Development Programs for Drugs, Devices, and Biological Products for the Treatment of Rheumatoid Arthritis (RA) (February 1999)'),
  },
  {
    id: 'REQ-RHE-002',
    authority: 'EMA',
    title: 'Rheumatoid arthritis: disease activity response and remission endpoints',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Rheumatology'],
    phases: ['III'],
    summary:
      'Confirmatory RA trials should show an effect on signs and symptoms with a validated composite (ACR response or DAS28/EULAR-based response or remission), and on prevention of structural damage where claimed.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products other than NSAIDs for treatment of rheumatoid arthritis (CPMP/EWP/556/95 Rev. 2)'),
  },
  {
    id: 'REQ-RHE-003',
    authority: 'EMA',
    title: 'Systemic lupus erythematosus trials: composite responder endpoints',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Rheumatology'],
    phases: EFFICACY,
    summary:
      'SLE trials should use a composite responder endpoint capturing improvement in disease activity without worsening in other organ systems or overall, over a treatment period long enough to show sustained response.',
    reference: emaGuideline('Guideline on clinical investigation of medicinal products for the treatment of systemic lupus erythematosus, cutaneous lupus and lupus nephritis (EMA/CHMP/51230/2013)'),
  },
  // ---- infectious disease -----------------------------------------------------------------------
  {
    id: 'REQ-INF-001',
    authority: 'FDA',
    title: 'ABSSSI: early clinical response at 48–72 hours as primary endpoint',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Infectious_Disease'],
    phases: ['III'],
    summary:
      'Non-inferiority trials in acute bacterial skin and skin structure infections use early response (reduction in lesion area at 48–72 hours after start of therapy, without rescue) as the primary endpoint, the endpoint for which a margin can be justified from historical data.',
    reference: fdaGuidance('Acute Bacterial Skin and Skin Structure Infections: Developing Drugs for Treatment (October 2013)'),
  },
  {
    id: 'REQ-INF-002',
    authority: 'EMA',
    title: 'Antibacterial trials: clinical outcome at a test-of-cure visit',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Infectious_Disease'],
    phases: ['III'],
    summary:
      'Trials of antibacterial agents assess clinical outcome at a pre-defined test-of-cure visit after end of therapy, in analysis populations defined by microbiological and clinical evaluability, against a justified non-inferiority margin.',
    reference: emaGuideline('Guideline on the evaluation of medicinal products indicated for treatment of bacterial infections (CPMP/EWP/558/95 Rev. 3)'),
  },
  {
    id: 'REQ-INF-003',
    authority: 'FDA',
    title: 'HIV-1 trials: proportion with HIV-1 RNA below 50 copies/mL at week 48',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Infectious_Disease'],
    phases: EFFICACY,
    summary:
      'Trials of antiretrovirals in treatment-naive patients use the proportion of participants with HIV-1 RNA below 50 copies/mL at week 48, analysed with the snapshot algorithm, as the primary endpoint.',
    reference: fdaGuidance('Human Immunodeficiency Virus-1 Infection: Developing Antiretroviral Drugs for Treatment (November 2015)'),
  },
  {
    id: 'REQ-INF-004',
    authority: 'FDA',
    title: 'Preventive vaccine trials: graded local and systemic reactions',
    requirement_type: 'safety_reporting',
    therapeutic_areas: ['Infectious_Disease'],
    phases: INTERVENTIONAL,
    summary:
      'Preventive vaccine trials in healthy adults and adolescents grade solicited local and systemic reactions and laboratory abnormalities on a standard toxicity scale, so that reactogenicity is recorded, reported and compared consistently.',
    reference: fdaGuidance('Toxicity Grading Scale for Healthy Adult and Adolescent Volunteers Enrolled in Preventive Vaccine Clinical Trials (September 2007)'),
  },
  {
    id: 'REQ-INF-005',
    authority: 'FDA',
    title: 'Justified non-inferiority margin for antibacterial drug trials',
    requirement_type: 'statistical_analysis',
    therapeutic_areas: ['Infectious_Disease'],
    phases: ['III'],
    summary:
      'Non-inferiority trials of anti-infectives need a margin derived from reliable historical evidence of the active control\'s effect on the chosen endpoint in that infection; where no such evidence exists, a superiority or other design is needed.',
    reference: fdaGuidance('Non-Inferiority Clinical Trials to Establish Effectiveness (November 2016)'),
  },
  // ---- rare disease -----------------------------------------------------------------------------
  {
    id: 'REQ-RARE-001',
    authority: 'FDA',
    title: 'Rare diseases: endpoints grounded in natural history and clinically meaningful outcomes',
    requirement_type: 'endpoint_definition',
    therapeutic_areas: ['Rare_Disease'],
    phases: INTERVENTIONAL,
    summary:
      'Rare disease programmes should use natural history knowledge to choose endpoints that measure how patients feel, function or survive, or validated surrogates, and should design trials that still provide substantial evidence of effectiveness despite small populations.',
    reference: fdaGuidance('Rare Diseases: Considerations for the Development of Drugs and Biological Products (December 2023)'),
  },
  {
    id: 'REQ-RARE-002',
    authority: 'EMA',
    title: 'Small populations: efficient designs without lowering evidentiary standards',
    requirement_type: 'sample_size',
    therapeutic_areas: ['Rare_Disease'],
    phases: EFFICACY,
    summary:
      'When the population is small, sample size may be justified on feasibility, but designs and analyses (e.g. crossover, response-adaptive, Bayesian or repeated-measures methods) should maximise information, and evidence standards are not relaxed.',
    reference: emaGuideline('Guideline on clinical trials in small populations (CHMP/EWP/83561/2005)'),
  },
  {
    id: 'REQ-RARE-003',
    authority: 'FDA',
    title: 'Natural history studies designed to support trial design and external controls (draft)',
    requirement_type: 'control_group',
    therapeutic_areas: ['Rare_Disease'],
    phases: ['I', 'II'],
    summary:
      'FDA\'s draft guidance recommends natural history studies that define the disease course, subpopulations and candidate endpoints, with data quality adequate if the data are later used as an external control.',
    reference: fdaGuidance('Rare Diseases: Natural History Studies for Drug Development (draft guidance, March 2019)'),
  },
];

/** The catalogue, validated when the module loads: a malformed entry fails every import. */
export const REQUIREMENTS_CATALOGUE: RequirementsCatalogue = RequirementsCatalogue.parse({
  catalogue_version: REQUIREMENTS_CATALOGUE_VERSION,
  requirements,
});
