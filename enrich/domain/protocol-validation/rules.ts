import { z } from 'zod';
import type { ProtocolContext } from './protocol-context.ts';
import { KNOWN_AUTHORITIES, concurrentControl, isKnownAuthority, mentions } from './protocol-context.ts';
import { IssueImpact, IssueSeverity, RegulatoryReference } from './protocol.schema.ts';
import { eventsForHazardRatio, parseHazardRatio, parseStandardisedEffect, participantsPerArm } from './sample-size.ts';

/**
 * The protocol-validation rule catalogue, version 1.0: each check is reviewed data (id, severity,
 * category, texts, effort, impact, a real regulatory reference) plus one pure predicate.
 *
 * Citations: ICH E6(R3) sections are those of the 2025 Step 4 text (checked against the mirror in
 * a test); ICH E9 (1998) and ICH E10 (2000) sections are their published numbering; 21 CFR 312,
 * 314, 50 and 601 sections are long-standing and not in the local mirror; device parts 812/814 are.
 * Where a guideline's internal numbering is not certain, the reference is to the whole document
 * (`section: 'Whole document'`) rather than a guessed number. Severities and impacts are expert
 * judgement: `critical` = a reviewer could refuse to accept the trial as adequate and
 * well-controlled evidence; `warning` = likely review questions or a protocol amendment;
 * `info` = best practice.
 */
export const RULE_CATALOGUE_VERSION = '1.0';

export const WHOLE_DOCUMENT = 'Whole document';

export const RULE_CATEGORIES = [
  'completeness',
  'study_design',
  'endpoints',
  'sample_size',
  'statistics',
  'blinding_control',
  'safety_monitoring',
  'population',
  'authority',
  'therapeutic_area',
] as const;
export type RuleCategory = (typeof RULE_CATEGORIES)[number];

/** `ICH` = harmonised expectation: applies to every targeted authority. */
export const RULE_SCOPES = ['ICH', ...KNOWN_AUTHORITIES] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

export const ProtocolRuleDefinition = z.object({
  id: z.string().regex(/^PV-[A-Z]+(?:-[A-Z]+)?-\d{3}$/),
  severity: IssueSeverity,
  category: z.enum(RULE_CATEGORIES),
  title: z.string().min(10).max(120),
  description: z.string().min(40),
  recommendation: z.string().min(30),
  effort: z.enum(['low', 'medium', 'high']),
  impact: IssueImpact,
  regulatory_reference: RegulatoryReference,
  /** Where the expectation holds: `ICH` for all, else the authorities named. */
  scope: z.array(z.enum(RULE_SCOPES)).min(1),
  /** Based on guidance or law of 2020 or later: run only with `check_recent_guidance`. */
  recent_guidance: z.boolean(),
});
export type ProtocolRuleDefinition = z.infer<typeof ProtocolRuleDefinition>;

/** A check's answer: not applicable, passed (`null`), or a finding with the protocol's particulars. */
export type CheckOutcome = 'not_applicable' | null | { detail: string };

export interface ProtocolRule extends ProtocolRuleDefinition {
  check(ctx: ProtocolContext): CheckOutcome;
}

/** True when the rule runs for these target authorities. */
export function ruleAppliesTo(rule: ProtocolRuleDefinition, authorities: readonly string[]): boolean {
  return rule.scope.includes('ICH') || rule.scope.some((scope) => authorities.includes(scope));
}

/** True when the rule's expectation is part of what `authority` is scored on. */
export function ruleCountsFor(rule: ProtocolRuleDefinition, authority: string): boolean {
  return rule.scope.includes('ICH') || (isKnownAuthority(authority) && rule.scope.includes(authority));
}

// ---- references -------------------------------------------------------------------------------

const E6 = 'ICH E6(R3) Guideline for Good Clinical Practice';
const E9 = 'ICH E9 Statistical Principles for Clinical Trials';
const E10 = 'ICH E10 Choice of Control Group and Related Issues in Clinical Trials';
const ich = (document: string, section: string) => ({ authority: 'ICH', document, section });
const fda = (document: string, section: string) => ({ authority: 'FDA', document, section });
const CFR312 = '21 CFR Part 312 Investigational New Drug Application';
const CFR314 = '21 CFR Part 314 Applications for FDA Approval to Market a New Drug';
const ONCOLOGY_ENDPOINTS = 'FDA Guidance: Clinical Trial Endpoints for the Approval of Cancer Drugs and Biologics (2018)';

// ---- vocabulary -------------------------------------------------------------------------------

const SAFETY = /adverse event|\baes?\b|\bteaes?\b|safety|tolerab|toxicit|dose[\s-]?limiting|\bdlts?\b|\bmtd\b|maximum tolerated/;
const PK = /pharmacokinetic|\bpk\b|\bcmax\b|\bauc\b|half[\s-]?life|clearance|exposure/;
const SUBJECTIVE = /patient[\s-]?reported|\bpros?\b|quality of life|\bqol\b|pain|questionnaire|diary|symptom|global impression|\bcgi\b|\bpga\b|rating scale|\bmadrs\b|\bhamd?\b|\bpanss\b|fatigue|itch|pruritus/;
const ORR = /objective response|overall response rate|\borr\b|response rate|complete response|\bcr rate\b/;
const TIME_TO_EVENT = /progression[\s-]?free|\bpfs\b|overall survival|\bos\b|event[\s-]?free|\befs\b|disease[\s-]?free|\bdfs\b|time to (progression|event|death)|\bttp\b/;
const RESPONSE_CRITERIA = /recist|irecist|mrecist|\brano\b|lugano|cheson|\bimwg\b|iwcll|pcwg|\bgcig\b|\biwg\b|\beln\b|chmp criteria/;
const INDEPENDENT_REVIEW = /\bbicr\b|\birc\b|independent (central |radiolog|review)|blinded (independent|central)|central (imaging|review)/;
const DMC = /\bi?dmc\b|\bdsmb\b|data (and safety )?monitoring (committee|board)/;
const TIMEPOINT = /\b(day|week|month|year|hour|visit|baseline|cycle)s?\b|\bd\d+\b|\bw(ee)?k\s?\d+|test[\s-]of[\s-]cure|end of (treatment|study)|\beot\b|\bmonths?\b/;
const MULTIPLICITY = /bonferroni|hochberg|holm|dunnett|hierarch|gatekeep|fixed[\s-]?sequence|graphical (approach|method)|alpha (split|spend|alloc)|multiplicity|adjusted/;
const ALPHA_SPENDING = /o'?brien|fleming|lan[\s-]?demets|spending|pocock|haybittle|peto|group[\s-]?sequential/;
const PEDIATRIC = /pa?ediatric|child|adolescen|infant|neonat|juvenile|aged? (under|<) ?1[0-8]/;
const HEALTHY = /healthy (volunteer|subject|participant|adult)/;
const VACCINE = /vaccin|immunogenicity|prophyla|pre[\s-]?exposure/;
const GERIATRIC_INDICATIONS = /alzheimer|dementia|parkinson|heart failure|atrial fibrillation|osteoporo|osteoarthritis|macular degeneration|sarcopenia/;
const DOSE_OPTIMISATION = /dose[\s-]?optimi[sz]|dosage optimi[sz]|randomi[sz]ed dose|multiple doses|dose[\s-]?ranging|project optimus|two dose levels|dose comparison/;
const SURROGATE = /biomarker|surrogate|serum|plasma (level|concentration)|titer|titre|\bldl\b|cholesterol|bone mineral density|\bbmd\b|viral load|tumou?r marker|\bpsa\b/;
const COMPOSITE = /composite|\bmace\b|\bor death\b|death or|first occurrence of/;
const RESPONDER = /responder|proportion of (patients|participants|subjects) (achieving|with)|% improvement|percent improvement|\bacr\s?(20|50|70)\b|\bpasi\s?(75|90)\b|\beasi\s?(50|75|90)\b/;
const GLOBAL_ASSESSMENT = /global (impression|assessment)|\bcgi\b|\bpga\b|\bpgic\b|investigator'?s? global/;
const ALZHEIMER_ENDPOINTS = /cdr[\s-]?sb|clinical dementia rating|iadrs|integrated alzheimer/;
const RA_ENDPOINTS = /\bacr\s?(20|50|70)\b|das[\s-]?28|\bcdai\b|\bsdai\b|eular/;

const isConfirmatory = (ctx: ProtocolContext) => ctx.phase === 'III';
const isRareDisease = (ctx: ProtocolContext) => ctx.area === 'Rare_Disease';
const interventional = (ctx: ProtocolContext) => ctx.phase === 'I' || ctx.phase === 'II' || ctx.phase === 'III';
const endpointNames = (ctx: ProtocolContext): string[] => [
  ctx.protocol.endpoints.primary.name,
  ...(ctx.protocol.endpoints.secondary ?? []).map((endpoint) => endpoint.name),
];
const finding = (detail: string): { detail: string } => ({ detail });
const when = (applies: boolean, failed: () => boolean, detail: () => string): CheckOutcome => (!applies ? 'not_applicable' : failed() ? finding(detail()) : null);

const impact = (approval_risk: 'high' | 'medium' | 'low', delay_risk_months: number) => ({ approval_risk, delay_risk_months });

// ---- the catalogue ----------------------------------------------------------------------------

export const PROTOCOL_RULES: readonly ProtocolRule[] = [
  // completeness: the spec's free strings (SPEC-DECISIONS 12: unknown values are info, not 400)
  {
    id: 'PV-DES-001',
    severity: 'info',
    category: 'completeness',
    title: 'Study design type not recognised',
    description: 'The study_design.type value is absent or does not name a recognised design (randomized/RCT, parallel-group, crossover, factorial, single-arm, adaptive, group sequential, dose escalation …), so the checks that depend on allocation and arm structure could not run on it.',
    recommendation: 'State the design type explicitly, e.g. "randomized, parallel-group, superiority", as ICH E6(R3) Appendix B asks for a description of the type and design of the trial.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.4.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (ctx.design.recognised ? null : finding(`study_design.type "${ctx.protocol.study_design.type ?? '(absent)'}" is not a recognised design.`)),
  },
  {
    id: 'PV-DES-002',
    severity: 'info',
    category: 'completeness',
    title: 'Blinding not recognised',
    description: 'The study_design.blinding value is absent or not one of open-label, single-blind, double-blind, triple-blind or assessor-blind, so blinding-dependent checks cannot run.',
    recommendation: 'State the blinding level and who is blinded (participants, investigators, outcome assessors), as part of the measures to minimise bias.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.4.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      ctx.blindingFieldRecognised && ctx.blinding
        ? null
        : finding(ctx.protocol.study_design.blinding === undefined ? 'study_design.blinding is absent and study_design.type names no blinding.' : `study_design.blinding "${ctx.protocol.study_design.blinding}" is not recognised.`),
  },
  {
    id: 'PV-DES-003',
    severity: 'info',
    category: 'completeness',
    title: 'Control type not recognised',
    description: 'The study_design.control_type value is absent or not one of the ICH E10 control types (placebo, no-treatment, dose-response, active, external/historical), nor none or sham.',
    recommendation: 'Name the control using the ICH E10 types, and state whether it is concurrent and whether it is an add-on to standard therapy.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E10, '1.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      ctx.controlFieldRecognised && ctx.control.recognised
        ? null
        : finding(ctx.protocol.study_design.control_type === undefined ? 'study_design.control_type is absent and study_design.type names no control.' : `study_design.control_type "${ctx.protocol.study_design.control_type}" is not recognised.`),
  },
  {
    id: 'PV-DES-004',
    severity: 'critical',
    category: 'study_design',
    title: 'Concurrent control declared with a single arm',
    description: 'A concurrent control (placebo, active, dose-comparison, no-treatment or sham) needs at least two arms; the design declares one arm, so the control cannot be concurrent.',
    recommendation: 'Correct the number of arms, or re-describe the control as external/historical and justify it under ICH E10.',
    effort: 'low',
    impact: impact('high', 3),
    regulatory_reference: fda(CFR314, '314.126(b)(2)'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      when(ctx.arms === 1, () => ctx.control.placebo || ctx.control.active || ctx.control.doseComparison || ctx.control.noTreatment || ctx.control.sham, () => `arms = 1 with control_type "${ctx.protocol.study_design.control_type}".`),
  },
  {
    id: 'PV-DES-005',
    severity: 'warning',
    category: 'study_design',
    title: 'Single-arm design declared with several arms',
    description: 'The design type says single-arm but more than one arm is declared: the schematic and the randomisation/allocation description will not agree.',
    recommendation: 'Describe multiple uncontrolled cohorts as such (e.g. "non-randomized, parallel cohorts"), or correct the arm count.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E6, 'B.4.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(/single[\s-]?(?:arm|group)|one[\s-]?arm/.test((ctx.protocol.study_design.type ?? '').toLowerCase()), () => (ctx.arms ?? 1) > 1, () => `type says single-arm, arms = ${ctx.arms}.`),
  },
  {
    id: 'PV-DES-006',
    severity: 'critical',
    category: 'study_design',
    title: 'Confirmatory phase III trial is not randomised',
    description: 'Random allocation is the design technique ICH E9 relies on to avoid bias in confirmatory trials, and FDA expects assignment that minimises bias in an adequate and well-controlled study; this phase III design is not described as randomised.',
    recommendation: 'Randomise allocation to treatment (stratified by key prognostic factors) or document why randomisation is infeasible and how bias is otherwise controlled.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: ich(E9, '2.3.2'),
    scope: ['ICH'],
    recent_guidance: false,
    // Runs only when the design says how allocation is done (or has one arm): silence is PV-DES-009's info, an unknown type PV-DES-001's.
    check: (ctx) =>
      when(isConfirmatory(ctx) && !isRareDisease(ctx) && ctx.design.randomised !== null, () => ctx.design.randomised === false, () => `phase III design "${ctx.protocol.study_design.type ?? '(absent)'}"${ctx.arms === 1 ? ' with one arm' : ''} is not randomised.`),
  },
  {
    id: 'PV-DES-007',
    severity: 'warning',
    category: 'study_design',
    title: 'Crossover design in a condition that is not chronic and stable',
    description: 'A crossover design needs a chronic, stable condition and a treatment effect that is reversible without carry-over; oncology, infections and acute conditions rarely meet that.',
    recommendation: 'Use a parallel-group design, or justify disease stability, washout length and the absence of carry-over.',
    effort: 'high',
    impact: impact('medium', 6),
    regulatory_reference: ich(E9, '3.1.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.design.crossover, () => ctx.area === 'Oncology' || ctx.area === 'Infectious_Disease' || /\bacute\b|sepsis|infection|cancer|tumou?r/.test(ctx.populationText), () => `crossover design in ${ctx.protocol.therapeutic_area} / ${ctx.protocol.indication}.`),
  },
  {
    id: 'PV-DES-008',
    severity: 'info',
    category: 'study_design',
    title: 'Adaptive design: prespecify adaptations and type I error control',
    description: 'Adaptive features (sample-size re-estimation, arm dropping, seamless phases, platform/basket/umbrella structures) must be prospectively planned, with control of the type I error rate and protection of trial integrity.',
    recommendation: 'Prespecify the adaptation rules, decision criteria, the method controlling overall alpha, and the firewall around interim results (in the protocol or an adaptation charter), with simulations where needed.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: fda('FDA Guidance: Adaptive Design Clinical Trials for Drugs and Biologics (final, November 2019)', WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.design.adaptive, () => !mentions(ctx.allText, ALPHA_SPENDING, MULTIPLICITY, /simulat/), () => 'adaptive design without a stated method of type I error control.'),
  },

  {
    id: 'PV-DES-009',
    severity: 'info',
    category: 'study_design',
    title: 'Allocation method not stated',
    description: 'The design names its structure (e.g. parallel-group, crossover, placebo-controlled) but not how participants are allocated to arms; random allocation is the technique ICH E9 relies on to avoid bias, so the protocol should say whether and how it is used.',
    recommendation: 'State the allocation: randomised (ratio, stratification factors, block or minimisation method, IRT) or, if not randomised, how assignment is made and how bias is controlled.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.3.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      when((ctx.phase === 'II' || ctx.phase === 'III') && ctx.design.recognised && !ctx.design.singleArm, () => ctx.design.randomised === null, () => `study_design.type "${ctx.protocol.study_design.type}" does not say whether allocation is randomised.`),
  },

  // endpoints
  {
    id: 'PV-END-001',
    severity: 'critical',
    category: 'endpoints',
    title: 'Primary endpoint not operationally defined',
    description: 'The primary endpoint has no definition (or one too short to say what is measured, how and when). Methods of assessing response must be well-defined and reliable for a study to count as adequate and well-controlled.',
    recommendation: 'Define the primary endpoint completely: variable, measurement instrument or criteria, timepoint, summary measure, and the estimand it serves.',
    effort: 'medium',
    impact: impact('high', 6),
    regulatory_reference: fda(CFR314, '314.126(b)(6)'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => ((ctx.protocol.endpoints.primary.definition ?? '').length >= 20 ? null : finding(`primary endpoint "${ctx.protocol.endpoints.primary.name}" has definition "${ctx.protocol.endpoints.primary.definition ?? ''}".`)),
  },
  {
    id: 'PV-END-002',
    severity: 'warning',
    category: 'endpoints',
    title: 'Primary endpoint has no assessment schedule',
    description: 'The timing of efficacy assessments is part of the protocol; without an assessment schedule, the visit plan, missing-data handling and the timing of analysis cannot be reviewed.',
    recommendation: 'Give the assessment schedule of the primary endpoint (e.g. "baseline, weeks 4, 8, 12; primary timepoint week 12"), with visit windows.',
    effort: 'low',
    impact: impact('medium', 2),
    regulatory_reference: ich(E6, 'B.8.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => ((ctx.protocol.endpoints.primary.assessment_schedule ?? '').length > 0 ? null : finding('endpoints.primary.assessment_schedule is absent.')),
  },
  {
    id: 'PV-END-003',
    severity: 'warning',
    category: 'endpoints',
    title: 'Several primary variables without a multiplicity strategy',
    description: 'The primary endpoint names more than one variable (co-primary or alternative primaries). The protocol must say whether all must succeed or how the type I error is shared among them.',
    recommendation: 'Choose one primary variable, or declare co-primary endpoints (all must succeed) or a prespecified alpha-controlling procedure (hierarchy, Holm, graphical).',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '2.2.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const name = ctx.protocol.endpoints.primary.name.toLowerCase();
      const multiple = /co[\s-]?primary|;| and (?!death)|\/(?!\w+\b(?:m2|kg|l|dl|min|day|week))/.test(name) && !COMPOSITE.test(name);
      return multiple && !mentions(ctx.allText, MULTIPLICITY, /co[\s-]?primary.*(both|all) (must|need)/) ? finding(`primary endpoint "${ctx.protocol.endpoints.primary.name}" names several variables.`) : null;
    },
  },
  {
    id: 'PV-END-004',
    severity: 'info',
    category: 'endpoints',
    title: 'No secondary endpoints in a phase II/III trial',
    description: 'No secondary endpoints are listed. Efficacy trials usually support the primary result with secondary endpoints (other measures of the same effect, durability, patient-relevant outcomes).',
    recommendation: 'Add the secondary endpoints the trial will measure, ranked by importance, with definitions.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.4.1'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II' || ctx.phase === 'III', () => (ctx.protocol.endpoints.secondary ?? []).length === 0, () => 'endpoints.secondary is empty.'),
  },
  {
    id: 'PV-END-005',
    severity: 'warning',
    category: 'endpoints',
    title: 'Secondary endpoints without definitions',
    description: 'Some secondary endpoints have only a name. Secondary variables, like the primary, must be defined in the protocol before the trial.',
    recommendation: 'Define every secondary endpoint (measure, timepoint, analysis), or drop those that will not be analysed.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.2.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const undefinedNames = (ctx.protocol.endpoints.secondary ?? []).filter((endpoint) => (endpoint.definition ?? '').length < 10).map((endpoint) => endpoint.name);
      return undefinedNames.length > 0 ? finding(`undefined secondary endpoints: ${undefinedNames.join(', ')}.`) : null;
    },
  },
  {
    id: 'PV-END-006',
    severity: 'warning',
    category: 'endpoints',
    title: 'Duplicate endpoint names',
    description: 'The same endpoint name appears more than once (primary repeated as secondary, or secondaries repeated), which makes the analysis hierarchy ambiguous.',
    recommendation: 'Give each endpoint a unique name; if one variable is analysed at several timepoints, name each timepoint.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.2.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const names = endpointNames(ctx).map((name) => name.trim().toLowerCase());
      const repeated = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
      return repeated.length > 0 ? finding(`repeated: ${repeated.join(', ')}.`) : null;
    },
  },
  {
    id: 'PV-END-007',
    severity: 'warning',
    category: 'endpoints',
    title: 'Many secondary endpoints without a testing hierarchy',
    description: 'More than ten secondary endpoints are listed with no hierarchy or multiplicity procedure, so any claim from them is exposed to inflated type I error.',
    recommendation: 'Designate a small set of key secondary endpoints tested in a prespecified hierarchy (or graphical procedure); label the rest supportive or exploratory.',
    effort: 'medium',
    impact: impact('medium', 2),
    regulatory_reference: ich(E9, '5.6'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when((ctx.protocol.endpoints.secondary ?? []).length > 10, () => !mentions(ctx.allText, MULTIPLICITY, /key secondary/), () => `${(ctx.protocol.endpoints.secondary ?? []).length} secondary endpoints, no hierarchy stated.`),
  },
  {
    id: 'PV-END-008',
    severity: 'warning',
    category: 'endpoints',
    title: 'Surrogate or biomarker primary endpoint in a confirmatory trial',
    description: 'The phase III primary endpoint reads as a biomarker or surrogate. A surrogate supports approval only where its relation to clinical benefit is established (or, under accelerated approval, reasonably likely).',
    recommendation: 'Justify the surrogate with evidence of its link to clinical outcome (or agree it with the authority in advance), or use a clinical outcome as primary.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: ich(E9, '2.2.6'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(isConfirmatory(ctx), () => SURROGATE.test(ctx.protocol.endpoints.primary.name.toLowerCase()), () => `primary endpoint "${ctx.protocol.endpoints.primary.name}" reads as a surrogate.`),
  },
  {
    id: 'PV-END-009',
    severity: 'info',
    category: 'endpoints',
    title: 'Patient-reported primary endpoint: instrument fitness not stated',
    description: 'The primary endpoint is patient-reported (symptoms, function, quality of life) and the protocol does not say the instrument is validated for this population and context of use.',
    recommendation: 'Name the instrument and version, cite its validation in this population, define the responder threshold or meaningful change, and the recall period.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: fda('FDA Guidance: Patient-Reported Outcome Measures: Use in Medical Product Development to Support Labeling Claims (2009)', WHOLE_DOCUMENT),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when(/patient[\s-]?reported|\bpros?\b|quality of life|\bqol\b|questionnaire|diary/.test(ctx.primaryText), () => !/validated|psychometric/.test(ctx.primaryText), () => 'patient-reported primary endpoint, instrument validation not stated.'),
  },
  {
    id: 'PV-END-010',
    severity: 'warning',
    category: 'endpoints',
    title: 'Phase III primary endpoint is not an efficacy measure',
    description: 'Phase 3 studies gather the additional information about effectiveness and safety needed to evaluate the overall benefit-risk; a phase III whose primary endpoint is only pharmacokinetic or safety does not serve that purpose.',
    recommendation: 'Make a clinically meaningful efficacy variable the primary endpoint; keep PK and safety as secondary objectives.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: fda(CFR312, '312.21(c)'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => {
      const name = ctx.protocol.endpoints.primary.name.toLowerCase();
      return when(isConfirmatory(ctx) && !/bioequivalen|biosimilar/.test(ctx.allText), () => (SAFETY.test(name) || PK.test(name)) && !/efficacy|response|survival|remission|mortality|relapse|score|change/.test(name), () => `phase III primary endpoint "${ctx.protocol.endpoints.primary.name}".`);
    },
  },
  {
    id: 'PV-END-011',
    severity: 'warning',
    category: 'endpoints',
    title: 'Phase I primary endpoint is neither safety nor pharmacokinetics',
    description: 'Phase 1 studies are designed to determine metabolism, pharmacologic action and the side effects associated with increasing doses; a phase I primary endpoint should be safety/tolerability (e.g. DLTs) or PK.',
    recommendation: 'Make safety and tolerability (DLT rate, MTD/RP2D) or PK the primary endpoint; keep efficacy signals exploratory.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: fda(CFR312, '312.21(a)'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'I', () => !SAFETY.test(ctx.primaryText) && !PK.test(ctx.primaryText), () => `phase I primary endpoint "${ctx.protocol.endpoints.primary.name}".`),
  },
  {
    id: 'PV-END-012',
    severity: 'info',
    category: 'endpoints',
    title: 'Composite primary endpoint: components and their analysis',
    description: 'A composite variable combines several outcomes; ICH E9 expects the components to be defined, the method of combination justified, and each component analysed separately.',
    recommendation: 'List each component with its definition and adjudication, and plan separate component analyses as secondary.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.2.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (COMPOSITE.test(ctx.primaryText) && !/component/.test(ctx.primaryText) ? finding('composite primary endpoint without component-wise definition.') : null),
  },
  {
    id: 'PV-END-013',
    severity: 'info',
    category: 'endpoints',
    title: 'Dichotomised (responder) primary endpoint',
    description: 'The primary endpoint categorises a continuous variable into responders. Cut-offs must be prespecified and justified, and dichotomisation costs power.',
    recommendation: 'Prespecify and justify the responder threshold (clinical relevance), and analyse the underlying continuous variable as supportive.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.2.7'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (RESPONDER.test(ctx.primaryText) && !/threshold|cut[\s-]?off|defined as/.test(ctx.primaryText) ? finding('responder primary endpoint without a stated threshold.') : null),
  },
  {
    id: 'PV-END-014',
    severity: 'info',
    category: 'endpoints',
    title: 'Global assessment as primary endpoint',
    description: 'A global assessment scale mixes objective and subjective elements; ICH E9 asks for its validity and reliability and usually an objective primary variable alongside it.',
    recommendation: 'Pair the global assessment with an objective variable (co-primary or key secondary) and state the scale’s validity and rater training.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.2.4'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (GLOBAL_ASSESSMENT.test(ctx.primaryText) ? finding(`primary endpoint "${ctx.protocol.endpoints.primary.name}" is a global assessment.`) : null),
  },
  {
    id: 'PV-END-015',
    severity: 'warning',
    category: 'endpoints',
    title: 'Primary endpoint has no timepoint',
    description: 'Neither the definition nor the schedule of the primary endpoint says when it is measured (day, week, visit, cycle, end of treatment), so the estimand is incomplete.',
    recommendation: 'State the primary timepoint (e.g. "change from baseline at week 24") and the visit window.',
    effort: 'low',
    impact: impact('medium', 2),
    regulatory_reference: ich(E6, 'B.8.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(interventional(ctx), () => !TIMEPOINT.test(ctx.primaryText) && !TIME_TO_EVENT.test(ctx.primaryText), () => 'no timepoint in the primary endpoint.'),
  },

  // sample size and power
  {
    id: 'PV-SS-001',
    severity: 'critical',
    category: 'sample_size',
    title: 'Power not stated',
    description: 'The sample size is given without the power it provides; the protocol must give the reason for the number of participants, including the power calculation.',
    recommendation: 'State the power (conventionally 80–90%) and the assumptions behind it (effect, variability or event rate, dropout).',
    effort: 'low',
    impact: impact('high', 3),
    regulatory_reference: ich(E6, 'B.10.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II' || ctx.phase === 'III', () => ctx.protocol.sample_size.power === undefined, () => 'sample_size.power is absent.'),
  },
  {
    id: 'PV-SS-002',
    severity: 'critical',
    category: 'sample_size',
    title: 'Confirmatory trial powered below 80%',
    description: 'ICH E9 sets the type II error conventionally at 10–20% (power 80–90%). A phase III trial with lower power has a high chance of failing even if the treatment works, and a failed pivotal trial cannot support approval.',
    recommendation: 'Increase the sample size to reach at least 80% (preferably 90%) power under realistic assumptions.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const power = ctx.protocol.sample_size.power;
      return when(isConfirmatory(ctx) && power !== undefined, () => (power ?? 1) < 0.8, () => `power ${power} < 0.80.`);
    },
  },
  {
    id: 'PV-SS-003',
    severity: 'warning',
    category: 'sample_size',
    title: 'Phase II trial powered below 80%',
    description: 'The phase II trial is powered below the conventional 80%, so a negative result will be uninformative for the go/no-go decision and dose selection for phase III.',
    recommendation: 'Raise power to 80% (a one-sided alpha of 0.10 is an accepted trade-off in exploratory trials), or state that the trial is estimation-focused and size it on precision.',
    effort: 'medium',
    impact: impact('medium', 6),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const power = ctx.protocol.sample_size.power;
      return when(ctx.phase === 'II' && power !== undefined, () => (power ?? 1) < 0.8, () => `power ${power} < 0.80.`);
    },
  },
  {
    id: 'PV-SS-004',
    severity: 'info',
    category: 'sample_size',
    title: 'Pivotal trial powered at 80–90%',
    description: 'Power between 80% and 90% is within convention, but a single pivotal trial powered at 80% leaves a one-in-five chance of a false negative on the program’s key result.',
    recommendation: 'Consider 90% power for pivotal trials, especially where a single trial must carry the application.',
    effort: 'medium',
    impact: impact('low', 0),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const power = ctx.protocol.sample_size.power;
      return when(isConfirmatory(ctx) && power !== undefined && power >= 0.8, () => (power ?? 1) < 0.9, () => `power ${power}.`);
    },
  },
  {
    id: 'PV-SS-005',
    severity: 'warning',
    category: 'sample_size',
    title: 'Assumed effect size not stated',
    description: 'The sample size is not tied to a stated treatment effect; ICH E6(R3) asks for the calculation of power and its clinical justification, which needs the effect assumed.',
    recommendation: 'State the assumed effect (difference and variability, event rates, or hazard ratio) and the source justifying it.',
    effort: 'low',
    impact: impact('medium', 2),
    regulatory_reference: ich(E6, 'B.10.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II' || ctx.phase === 'III', () => !/\d/.test(ctx.protocol.sample_size.effect_size ?? ''), () => `effect_size "${ctx.protocol.sample_size.effect_size ?? '(absent)'}" gives no value.`),
  },
  {
    id: 'PV-SS-006',
    severity: 'warning',
    category: 'sample_size',
    title: 'Phase III enrollment below typical confirmatory size',
    description: 'Phase 3 studies usually include from several hundred to several thousand subjects; fewer than 200 participants (outside rare diseases) gives little safety information and fragile efficacy estimates.',
    recommendation: 'Check the sample size against the effect assumed and the safety exposure the program needs; justify a small trial explicitly.',
    effort: 'high',
    impact: impact('medium', 6),
    regulatory_reference: fda(CFR312, '312.21(c)'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(isConfirmatory(ctx) && !isRareDisease(ctx), () => ctx.protocol.sample_size.planned_enrollment < 200, () => `planned_enrollment ${ctx.protocol.sample_size.planned_enrollment}.`),
  },
  {
    id: 'PV-SS-007',
    severity: 'info',
    category: 'sample_size',
    title: 'Phase I enrollment unusually large',
    description: 'Phase 1 studies generally enroll 20 to 80 subjects; a larger phase I (e.g. with expansion cohorts) needs its own objectives and safety oversight.',
    recommendation: 'Describe each cohort’s objective and size, and the safety review between cohorts; consider whether expansion cohorts belong in a separate phase II protocol.',
    effort: 'medium',
    impact: impact('low', 1),
    regulatory_reference: fda(CFR312, '312.21(a)'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'I', () => ctx.protocol.sample_size.planned_enrollment > 200, () => `planned_enrollment ${ctx.protocol.sample_size.planned_enrollment}.`),
  },
  {
    id: 'PV-SS-008',
    severity: 'warning',
    category: 'sample_size',
    title: 'Too few participants per arm for a comparison',
    description: 'With fewer than 20 participants per arm, a randomised comparison cannot estimate a treatment difference with useful precision.',
    recommendation: 'Reduce the number of arms or increase enrollment; if the trial is exploratory, size it on the precision of the estimates and say so.',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const arms = ctx.arms ?? 0;
      return when((ctx.phase === 'II' || ctx.phase === 'III') && arms >= 2 && !ctx.design.singleArm, () => ctx.protocol.sample_size.planned_enrollment / arms < 20, () => `${ctx.protocol.sample_size.planned_enrollment} participants over ${arms} arms.`);
    },
  },
  {
    id: 'PV-SS-009',
    severity: 'critical',
    category: 'sample_size',
    title: 'Stated power not attainable for the stated standardised effect',
    description: 'For the standardised effect, alpha and power stated, the normal-approximation sample size for a two-group comparison exceeds the planned enrollment: the stated power cannot be reached.',
    recommendation: 'Recalculate the sample size (and inflate it for dropout), or revise the assumed effect with justification.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const { alpha, power, effect_size, planned_enrollment } = ctx.protocol.sample_size;
      const d = parseStandardisedEffect(effect_size ?? '');
      if (d === null || alpha === undefined || power === undefined || ctx.design.singleArm || (ctx.arms ?? 2) < 2) return 'not_applicable';
      const needed = participantsPerArm(d, alpha, power, ctx.oneSided) * (ctx.arms ?? 2);
      return planned_enrollment < needed ? finding(`d = ${d}, alpha ${alpha}, power ${power}: about ${needed} participants needed, ${planned_enrollment} planned.`) : null;
    },
  },
  {
    id: 'PV-SS-010',
    severity: 'critical',
    category: 'sample_size',
    title: 'Stated power not attainable for the stated hazard ratio',
    description: 'For the hazard ratio, alpha and power stated, a log-rank comparison needs more events (Schoenfeld) than participants are planned, so the stated power cannot be reached.',
    recommendation: 'Recalculate the number of events and the enrollment and follow-up needed to observe them.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const { alpha, power, effect_size, planned_enrollment } = ctx.protocol.sample_size;
      const hr = parseHazardRatio(effect_size ?? '');
      if (hr === null || alpha === undefined || power === undefined || ctx.design.singleArm) return 'not_applicable';
      const events = eventsForHazardRatio(hr, alpha, power, ctx.oneSided);
      return planned_enrollment < events ? finding(`HR ${hr}, alpha ${alpha}, power ${power}: about ${events} events needed, ${planned_enrollment} participants planned.`) : null;
    },
  },
  {
    id: 'PV-SS-011',
    severity: 'info',
    category: 'sample_size',
    title: 'Safety database may be small for chronic use',
    description: 'For drugs intended for long-term treatment of non-life-threatening conditions, ICH E1 expects about 1,500 exposed overall, 300–600 for six months and about 100 for one year, across the program.',
    recommendation: 'Check that the program (this and other trials, including extensions) reaches the ICH E1 exposure numbers.',
    effort: 'medium',
    impact: impact('low', 2),
    regulatory_reference: ich('ICH E1 The Extent of Population Exposure to Assess Clinical Safety for Drugs Intended for Long-Term Treatment of Non-Life-Threatening Conditions', WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      when(isConfirmatory(ctx) && (ctx.area === 'Immunology' || ctx.area === 'Rheumatology' || ctx.area === 'Psychiatry' || ctx.area === 'Cardiovascular'), () => ctx.protocol.sample_size.planned_enrollment < 300, () => `planned_enrollment ${ctx.protocol.sample_size.planned_enrollment} in a chronic-use area.`),
  },

  // statistics (alpha)
  {
    id: 'PV-STAT-001',
    severity: 'critical',
    category: 'statistics',
    title: 'Significance level not stated',
    description: 'The protocol does not state the level of significance (or the Bayesian success threshold) used to judge the primary hypothesis.',
    recommendation: 'State alpha and sidedness (e.g. two-sided 0.05, or one-sided 0.025).',
    effort: 'low',
    impact: impact('high', 3),
    regulatory_reference: ich(E6, 'B.10.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II' || ctx.phase === 'III', () => ctx.protocol.sample_size.alpha === undefined, () => 'sample_size.alpha is absent.'),
  },
  {
    id: 'PV-STAT-002',
    severity: 'critical',
    category: 'statistics',
    title: 'Confirmatory alpha above 5%',
    description: 'ICH E9 sets the type I error conventionally at 5% or less (two-sided) for confirmatory trials; a phase III with a larger alpha will not be accepted as confirmatory evidence.',
    recommendation: 'Use two-sided 0.05 (or one-sided 0.025) for the primary hypothesis.',
    effort: 'medium',
    impact: impact('high', 9),
    regulatory_reference: ich(E9, '3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const alpha = ctx.protocol.sample_size.alpha;
      return when(isConfirmatory(ctx) && alpha !== undefined, () => (alpha ?? 0) > 0.05, () => `alpha ${alpha}.`);
    },
  },
  {
    id: 'PV-STAT-003',
    severity: 'warning',
    category: 'statistics',
    title: 'One-sided test at more than 2.5%',
    description: 'ICH E9 prefers one-sided tests at half the conventional two-sided level; a one-sided 5% test in a confirmatory trial doubles the usual false-positive rate.',
    recommendation: 'Use one-sided alpha 0.025 (equivalently two-sided 0.05).',
    effort: 'low',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '5.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const alpha = ctx.protocol.sample_size.alpha;
      return when(isConfirmatory(ctx) && ctx.oneSided && alpha !== undefined, () => (alpha ?? 0) > 0.025, () => `one-sided alpha ${alpha}.`);
    },
  },
  {
    id: 'PV-STAT-004',
    severity: 'info',
    category: 'statistics',
    title: 'Very permissive alpha in an exploratory trial',
    description: 'An alpha above 20% in phase II gives a false-positive go decision more often than one time in five.',
    recommendation: 'Use alpha at most 0.20 (one-sided 0.10 is common), and define the go/no-go criteria.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E9, '2.1.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const alpha = ctx.protocol.sample_size.alpha;
      return when(ctx.phase === 'II' && alpha !== undefined, () => (alpha ?? 0) > 0.2, () => `alpha ${alpha}.`);
    },
  },
  {
    id: 'PV-STAT-005',
    severity: 'warning',
    category: 'statistics',
    title: 'Several active arms compared with control without multiplicity control',
    description: 'Three or more arms imply several comparisons with control; without an adjustment or hierarchy the familywise type I error exceeds the nominal alpha.',
    recommendation: 'Prespecify the multiplicity procedure (Dunnett, Hochberg, hierarchical testing by dose) or a reduced per-comparison alpha.',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '5.6'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const alpha = ctx.protocol.sample_size.alpha;
      return when(isConfirmatory(ctx) && (ctx.arms ?? 0) >= 3, () => !mentions(ctx.allText, MULTIPLICITY) && (alpha === undefined || alpha >= 0.05), () => `${ctx.arms} arms, alpha ${alpha ?? '(absent)'}, no multiplicity procedure stated.`);
    },
  },
  {
    id: 'PV-STAT-006',
    severity: 'critical',
    category: 'statistics',
    title: 'Non-inferiority trial without a margin',
    description: 'A non-inferiority trial is interpretable only against a prespecified margin justified from historical evidence of the active control’s effect; none is stated.',
    recommendation: 'State the non-inferiority margin (and its derivation: M1 from the control’s historical effect, M2 as the retained fraction) and the analysis sets used.',
    effort: 'medium',
    impact: impact('high', 9),
    regulatory_reference: ich(E9, '3.3.2'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.design.nonInferiority, () => !/margin|\bdelta\b|\bδ\b|\bm[12]\b/.test(ctx.allText), () => 'non-inferiority hypothesis without a margin.'),
  },
  {
    id: 'PV-STAT-007',
    severity: 'critical',
    category: 'statistics',
    title: 'Non-inferiority claimed against a non-active control',
    description: 'Non-inferiority to placebo or to no treatment is not evidence of efficacy; the comparator of a non-inferiority trial must be an effective active control.',
    recommendation: 'Use a superiority hypothesis against placebo, or an active comparator with established efficacy for a non-inferiority design.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: ich(E10, '1.3.4'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.design.nonInferiority && ctx.control.recognised, () => !ctx.control.active, () => `non-inferiority with control_type "${ctx.protocol.study_design.control_type ?? '(absent)'}".`),
  },
  {
    id: 'PV-STAT-008',
    severity: 'warning',
    category: 'statistics',
    title: 'Interim analysis without an alpha-spending plan',
    description: 'An interim analysis is mentioned but no stopping boundaries or alpha-spending method is stated, so the overall type I error is not controlled.',
    recommendation: 'Prespecify the timing, purpose and stopping boundaries of each interim (e.g. O’Brien-Fleming via Lan-DeMets) and who sees unblinded results.',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '4.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(/interim/.test(ctx.allText), () => !ALPHA_SPENDING.test(ctx.allText), () => 'interim analysis without stopping boundaries.'),
  },
  {
    id: 'PV-STAT-009',
    severity: 'warning',
    category: 'statistics',
    title: 'Active-controlled trial without a stated hypothesis type',
    description: 'With an active control, the protocol must say whether it tests superiority, non-inferiority or equivalence: the type of comparison determines margin, analysis sets and sample size.',
    recommendation: 'State the hypothesis (superiority, non-inferiority with margin, or equivalence with margins).',
    effort: 'low',
    impact: impact('medium', 3),
    regulatory_reference: ich(E9, '3.3'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.control.active && !ctx.control.placebo && (ctx.phase === 'II' || ctx.phase === 'III'), () => !ctx.design.nonInferiority && !ctx.design.equivalence && !ctx.design.superiority, () => 'active control, hypothesis type not stated.'),
  },

  // blinding and control
  {
    id: 'PV-BC-001',
    severity: 'warning',
    category: 'blinding_control',
    title: 'Placebo control in an open-label trial',
    description: 'A placebo exists to allow blinding; an open-label placebo-controlled trial carries the cost of a placebo without its protection against bias.',
    recommendation: 'Blind participants and investigators (double-blind), or use a no-treatment control with blinded outcome assessment.',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: ich(E9, '2.3.1'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.control.placebo, () => ctx.blinding === 'open_label', () => 'placebo-controlled and open-label.'),
  },
  {
    id: 'PV-BC-002',
    severity: 'warning',
    category: 'blinding_control',
    title: 'Open-label trial with a subjective primary endpoint',
    description: 'Subjective endpoints (symptoms, patient-reported outcomes, rating scales) are most exposed to bias when treatment is known; blinding is the main protection.',
    recommendation: 'Blind the trial, or at least blind outcome assessment (independent blinded raters), and justify the open-label design.',
    effort: 'high',
    impact: impact('high', 6),
    regulatory_reference: ich(E9, '2.3.1'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when((ctx.phase === 'II' || ctx.phase === 'III') && ctx.blinding === 'open_label', () => SUBJECTIVE.test(ctx.primaryText), () => `open-label with primary endpoint "${ctx.protocol.endpoints.primary.name}".`),
  },
  {
    id: 'PV-BC-003',
    severity: 'critical',
    category: 'blinding_control',
    title: 'Phase III without a concurrent control',
    description: 'Adequate and well-controlled studies compare the treatment with a control (placebo, dose-comparison, no-treatment, active or, exceptionally, historical) that permits a quantitative assessment of the drug effect; this phase III has no control.',
    recommendation: 'Add a concurrent control arm; a historical control is acceptable only in the special circumstances FDA describes (e.g. high and predictable mortality, self-evident effect).',
    effort: 'high',
    impact: impact('high', 18),
    regulatory_reference: fda(CFR314, '314.126(b)(2)'),
    scope: ['ICH'],
    recent_guidance: false,
    // Not run when the protocol does not say (unknown control, allocation not stated): PV-DES-003 reports that.
    check: (ctx) => {
      const concurrent = concurrentControl(ctx);
      return when(isConfirmatory(ctx) && concurrent !== null, () => concurrent === false && !ctx.control.external, () => `control_type "${ctx.protocol.study_design.control_type ?? '(absent)'}", arms ${ctx.arms ?? '(absent)'}.`);
    },
  },
  {
    id: 'PV-BC-004',
    severity: 'warning',
    category: 'blinding_control',
    title: 'External or historical control',
    description: 'An external control cannot protect against bias from differences in populations, supportive care and assessment; it is persuasive only when the disease course is highly predictable and the effect large.',
    recommendation: 'Prefer a concurrent randomised control; if external, use patient-level data matched on prognostic factors, prespecify the comparison, and discuss it with the authority in advance.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: ich(E10, '1.3.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (ctx.control.external ? finding(`control_type "${ctx.protocol.study_design.control_type}".`) : null),
  },
  {
    id: 'PV-BC-005',
    severity: 'warning',
    category: 'blinding_control',
    title: 'Placebo alone where effective therapy may exist',
    description: 'In oncology and serious infections, giving placebo instead of available effective therapy can expose participants to serious harm; placebo is acceptable as an add-on to standard therapy.',
    recommendation: 'Use an add-on design (placebo plus standard of care) or an active control, and document the ethical justification.',
    effort: 'medium',
    impact: impact('high', 6),
    regulatory_reference: ich(E10, '1.3.1'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.control.placebo && (ctx.area === 'Oncology' || ctx.area === 'Infectious_Disease'), () => !ctx.control.addOn && !ctx.control.active, () => `placebo control in ${ctx.protocol.therapeutic_area}.`),
  },
  {
    id: 'PV-BC-006',
    severity: 'info',
    category: 'blinding_control',
    title: 'Randomisation code handling not described for a blinded trial',
    description: 'Blinded trials need documented maintenance of randomisation codes and emergency unblinding procedures.',
    recommendation: 'Describe who holds the randomisation codes (IRT), the emergency unblinding procedure, and how unblinding is recorded.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.4.10'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.blinding === 'double_blind' || ctx.blinding === 'triple_blind', () => !/unblind|code[\s-]?break|\birt\b|\biwrs\b|randomi[sz]ation code/.test(ctx.allText), () => 'no mention of code handling or unblinding.'),
  },

  // safety monitoring
  {
    id: 'PV-SAF-001',
    severity: 'warning',
    category: 'safety_monitoring',
    title: 'No safety endpoint',
    description: 'No endpoint measures safety (adverse events, tolerability, laboratory abnormalities); the protocol must specify safety parameters and how they are assessed.',
    recommendation: 'Add safety endpoints (incidence and severity of AEs/SAEs graded by a named scale, laboratory and vital-sign changes) with their assessment schedule.',
    effort: 'low',
    impact: impact('medium', 3),
    regulatory_reference: ich(E6, 'B.9.1'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(interventional(ctx), () => !SAFETY.test(ctx.primaryText) && !SAFETY.test(ctx.secondaryText), () => 'no endpoint mentions safety or adverse events.'),
  },
  {
    id: 'PV-SAF-002',
    severity: 'info',
    category: 'safety_monitoring',
    title: 'Independent data monitoring committee not mentioned',
    description: 'Large or long confirmatory trials, and trials with mortality or serious morbidity endpoints, usually have an independent data monitoring committee reviewing accumulating safety and efficacy data.',
    recommendation: 'Establish an IDMC with a charter (membership, meeting schedule, stopping guidance) and describe it in the protocol.',
    effort: 'medium',
    impact: impact('low', 1),
    regulatory_reference: ich(E6, '3.9.7'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) =>
      when(isConfirmatory(ctx) && (ctx.protocol.sample_size.planned_enrollment >= 300 || ctx.area === 'Oncology' || ctx.area === 'Cardiovascular' || /mortality|death|survival/.test(ctx.primaryText)), () => !DMC.test(ctx.allText), () => 'no IDMC/DSMB mentioned.'),
  },
  {
    id: 'PV-SAF-003',
    severity: 'warning',
    category: 'safety_monitoring',
    title: 'Dose escalation without stopping or dose-adjustment rules',
    description: 'A dose-escalation design must state the stopping rules, dose-limiting toxicity definition and dose-adjustment criteria for participants and cohorts.',
    recommendation: 'Define DLTs, the escalation rule (e.g. 3+3, BOIN, CRM), cohort review, stopping and de-escalation criteria.',
    effort: 'medium',
    impact: impact('high', 3),
    regulatory_reference: ich(E6, 'B.4.8'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.design.doseEscalation, () => !/dose[\s-]?limiting|\bdlts?\b|stopping|\bmtd\b|de-?escalat/.test(ctx.allText), () => 'no DLT definition or stopping rule mentioned.'),
  },
  {
    id: 'PV-SAF-004',
    severity: 'info',
    category: 'safety_monitoring',
    title: 'Endpoint adjudication for clinical-event endpoints',
    description: 'Clinical-event endpoints (cardiovascular events, hospitalisation, death by cause) are usually adjudicated by a blinded committee to make event classification consistent.',
    recommendation: 'Set up a blinded clinical events committee with a charter and event definitions, and state it in the protocol.',
    effort: 'medium',
    impact: impact('low', 1),
    regulatory_reference: ich(E6, '3.9.8'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when((ctx.phase === 'III' || ctx.phase === 'II') && /\bmace\b|myocardial infarction|stroke|hospitali[sz]ation|cardiovascular death|thrombo/.test(ctx.primaryText), () => !/adjudicat|\bcec\b|events committee/.test(ctx.allText), () => 'event endpoint without adjudication.'),
  },

  // population
  {
    id: 'PV-POP-001',
    severity: 'info',
    category: 'population',
    title: 'Paediatric population: additional safeguards and development plan',
    description: 'The trial enrols children. Paediatric trials need age-appropriate formulations and dosing, assent as well as parental permission, and minimal-risk considerations.',
    recommendation: 'Describe age cohorts, extrapolation assumptions, assent/permission procedures, and age-appropriate formulation and sampling limits.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: ich('ICH E11(R1) Addendum: Clinical Investigation of Medicinal Products in the Pediatric Population', WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (PEDIATRIC.test(ctx.populationText) ? finding('paediatric population.') : null),
  },
  {
    id: 'PV-POP-002',
    severity: 'info',
    category: 'population',
    title: 'Older patients in a disease of ageing',
    description: 'The indication is common in older people; ICH E7 expects geriatric patients to be meaningfully represented in the trials that support approval.',
    recommendation: 'Avoid upper age limits, plan enrollment of patients ≥ 65 and ≥ 75 years, and analyse efficacy and safety by age.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich('ICH E7 Studies in Support of Special Populations: Geriatrics', WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II' || ctx.phase === 'III', () => GERIATRIC_INDICATIONS.test(ctx.populationText) && !/elderly|older|geriatric|≥ ?65|>= ?65|aged 65/.test(ctx.allText), () => `indication "${ctx.protocol.indication}".`),
  },
  {
    id: 'PV-POP-003',
    severity: 'critical',
    category: 'population',
    title: 'Efficacy trial in healthy volunteers',
    description: 'Phase 2 and 3 evaluate effectiveness in patients with the disease or condition under study; healthy volunteers cannot show efficacy for a treatment indication.',
    recommendation: 'Enrol patients with the condition (healthy participants are appropriate for phase 1, vaccines and prophylaxis only).',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: fda(CFR312, '312.21(b)'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when((ctx.phase === 'II' || ctx.phase === 'III') && !VACCINE.test(ctx.allText), () => HEALTHY.test(ctx.populationText), () => 'healthy volunteers in an efficacy phase.'),
  },
  {
    id: 'PV-POP-004',
    severity: 'info',
    category: 'population',
    title: 'FDA diversity action plan for a phase III protocol (FD&C Act 505(z), pending final guidance)',
    description: 'FD&C Act 505(z), added by FDORA in December 2022, requires the sponsor of a phase 3 (or other pivotal) study of a new drug to submit a diversity action plan with enrollment goals by age group, sex, race and ethnicity; it applies only to studies that begin enrolling 180 days after FDA publishes final guidance, and FDA has so far issued that guidance in draft (June 2024).',
    recommendation: 'Check whether FDA has published the final diversity action plan guidance and whether this study will enrol after its effective date; if so, prepare the plan (enrollment goals, rationale, and how they will be met) for submission with the protocol, or a waiver request with its justification; until then a plan is good practice, not a legal requirement.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: fda('Federal Food, Drug, and Cosmetic Act § 505 (21 U.S.C. § 355)', '505(z) (21 U.S.C. § 355(z))'),
    scope: ['FDA'],
    recent_guidance: true,
    check: (ctx) => when(isConfirmatory(ctx), () => !/diversity/.test(ctx.allText), () => 'phase III targeting FDA; no diversity action plan mentioned.'),
  },
  {
    id: 'PV-POP-005',
    severity: 'info',
    category: 'population',
    title: 'Oncology population lacks stage or line of therapy',
    description: 'An oncology indication normally states the disease setting (stage, metastatic/advanced, line of therapy, prior treatments, biomarker status); without it eligibility and the label claim are undefined.',
    recommendation: 'State stage, prior lines of therapy, and biomarker selection in the indication and eligibility criteria.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: ich(E6, 'B.2.6'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology', () => !/stage|metastatic|advanced|locally|line|relapsed|refractory|resect|previously (treated|untreated)|treatment[\s-]naive|newly diagnosed|adjuvant|neoadjuvant|recurrent/.test(ctx.populationText), () => `indication "${ctx.protocol.indication}".`),
  },

  // authority-specific expectations
  {
    id: 'PV-FDA-001',
    severity: 'info',
    category: 'authority',
    title: 'FDA: initial pediatric study plan (PREA)',
    description: 'For applications subject to PREA (new active ingredient, indication, dosage form, regimen or route), FDA requires an initial pediatric study plan, normally within 60 days after the end-of-phase 2 meeting.',
    recommendation: 'Plan the iPSP (or the waiver/deferral request) before phase III starts; orphan-designated indications are exempt.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: fda('Federal Food, Drug, and Cosmetic Act § 505B (21 U.S.C. § 355c)', '505B(e) Pediatric study plans'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when((ctx.phase === 'II' || ctx.phase === 'III') && !isRareDisease(ctx) && !PEDIATRIC.test(ctx.populationText), () => !/pa?ediatric|\bipsp\b/.test(ctx.allText), () => 'adult program, no pediatric plan mentioned.'),
  },
  {
    id: 'PV-FDA-002',
    severity: 'warning',
    category: 'authority',
    title: 'FDA: accelerated approval needs a confirmatory trial',
    description: 'A single-arm (or otherwise uncontrolled) oncology trial, typically on response rate, can at most support accelerated approval, on a surrogate reasonably likely to predict clinical benefit, with the obligation to verify benefit in further studies.',
    recommendation: 'Plan the confirmatory randomised trial now and have it underway at submission; agree the endpoint and design with FDA.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: fda(CFR314, '314.510'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && (ctx.design.singleArm || concurrentControl(ctx) === false), () => !/confirmatory/.test(ctx.allText), () => 'uncontrolled oncology trial, no confirmatory trial mentioned.'),
  },
  {
    id: 'PV-FDA-003',
    severity: 'info',
    category: 'authority',
    title: 'FDA: IND safety reporting timelines',
    description: 'Under an IND, serious and unexpected suspected adverse reactions are reported within 15 calendar days, and unexpected fatal or life-threatening ones within 7 days.',
    recommendation: 'State the SAE reporting path (investigator → sponsor within 24 h) and the IND safety report timelines in the safety section.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: fda(CFR312, '312.32(c)'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when(interventional(ctx) && ctx.blinding !== null && ctx.blinding !== 'open_label', () => !/susar|expedited|ind safety|unblind/.test(ctx.allText), () => 'blinded IND trial: unblinding for expedited reports not described.'),
  },
  {
    id: 'PV-FDA-004',
    severity: 'warning',
    category: 'authority',
    title: 'Device study described with drug phases',
    description: 'The product appears to be a medical device. Device clinical studies run under an IDE with an investigational plan (purpose, protocol, risk analysis, device description, monitoring) and are feasibility or pivotal studies, not drug phases; IND-based expectations do not transfer.',
    recommendation: 'Restructure as an IDE investigational plan (21 CFR 812.25): pivotal study with a significant-risk determination, sham or active control as appropriate, device-specific endpoints and adverse device effect reporting.',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: fda('21 CFR Part 812 Investigational Device Exemptions', '812.25'),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => (/\bdevice\b|\bstent\b|implant|catheter|pacemaker|defibrillator|\bsensor\b|neurostimulat|\bpump\b|prosthe|\bvalve\b|ablation system|software as a medical device|\bsamd\b/.test(ctx.populationText) ? finding(`"${ctx.protocol.title}" reads as a device study, phase ${ctx.phase}.`) : null),
  },
  {
    id: 'PV-EMA-001',
    severity: 'info',
    category: 'authority',
    title: 'EMA: paediatric investigation plan timing',
    description: 'In the EU a paediatric investigation plan (or waiver) must be submitted not later than upon completion of the adult pharmacokinetic studies, i.e. usually before phase II/III.',
    recommendation: 'Submit the PIP or waiver request to the Paediatric Committee early enough that its agreement does not delay the MAA validation.',
    effort: 'medium',
    impact: impact('medium', 6),
    regulatory_reference: { authority: 'EMA', document: 'Regulation (EC) No 1901/2006 on medicinal products for paediatric use', section: 'Article 16' },
    scope: ['EMA'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase !== 'IV' && !PEDIATRIC.test(ctx.populationText), () => !/\bpip\b|pa?ediatric investigation plan/.test(ctx.allText), () => 'adult program, no PIP mentioned.'),
  },
  {
    id: 'PV-EMA-002',
    severity: 'info',
    category: 'authority',
    title: 'EMA: active comparator expected where established treatments exist',
    description: 'For marketing authorisation, the EU expects evidence of the new medicine’s effect relative to established treatment; a placebo-only phase III may leave that question open.',
    recommendation: 'Consider a three-arm design (new drug, placebo, active) or justify placebo-only against the EMA reflection paper on the need for active control.',
    effort: 'high',
    impact: impact('medium', 6),
    regulatory_reference: {
      authority: 'EMA',
      document: 'EMA Reflection paper on the need for active control in therapeutic areas where use of placebo is deemed ethical and one or more established medicines are available (EMA/759784/2010)',
      section: WHOLE_DOCUMENT,
    },
    scope: ['EMA'],
    recent_guidance: false,
    check: (ctx) => when(isConfirmatory(ctx) && ctx.control.placebo, () => !ctx.control.active, () => 'placebo-only phase III.'),
  },
  {
    id: 'PV-EMA-003',
    severity: 'info',
    category: 'authority',
    title: 'EMA: justification of the non-inferiority margin',
    description: 'The EU guideline on the choice of non-inferiority margin asks that the margin be justified on both statistical and clinical grounds, with assay sensitivity discussed.',
    recommendation: 'Document the margin derivation per the CHMP guideline and discuss assay sensitivity and constancy of the control effect.',
    effort: 'medium',
    impact: impact('medium', 3),
    regulatory_reference: { authority: 'EMA', document: 'CHMP Guideline on the Choice of the Non-Inferiority Margin (EMEA/CPMP/EWP/2158/99)', section: WHOLE_DOCUMENT },
    scope: ['EMA'],
    recent_guidance: false,
    check: (ctx) => (ctx.design.nonInferiority ? finding('non-inferiority design targeting EMA.') : 'not_applicable'),
  },
  {
    id: 'PV-PMDA-001',
    severity: 'warning',
    category: 'authority',
    title: 'PMDA: Japanese participants and ethnic factors in a multi-regional trial',
    description: 'When Japan joins a multi-regional trial, PMDA expects the plan to address ethnic factors and enough Japanese participants to assess consistency of the effect.',
    recommendation: 'Plan Japanese enrollment and a consistency assessment (pooled regions per ICH E17), supported by Japanese PK/bridging data per ICH E5(R1).',
    effort: 'medium',
    impact: impact('medium', 6),
    regulatory_reference: ich('ICH E17 General Principles for Planning and Design of Multi-Regional Clinical Trials', WHOLE_DOCUMENT),
    scope: ['PMDA'],
    recent_guidance: false,
    check: (ctx) => when((ctx.phase === 'II' || ctx.phase === 'III') && ctx.authorities.length >= 2, () => !/japan|asian|east asia|region/.test(ctx.allText), () => 'multi-regional trial including PMDA, no Japanese/regional plan mentioned.'),
  },
  {
    id: 'PV-PMDA-002',
    severity: 'info',
    category: 'authority',
    title: 'PMDA: ethnic sensitivity of dose-response',
    description: 'A phase II dose-finding program submitted in Japan needs evidence that dose-response is similar in Japanese patients or a bridging strategy.',
    recommendation: 'Include Japanese patients in dose-finding or plan a bridging study per ICH E5(R1).',
    effort: 'medium',
    impact: impact('medium', 6),
    regulatory_reference: ich('ICH E5(R1) Ethnic Factors in the Acceptability of Foreign Clinical Data', WHOLE_DOCUMENT),
    scope: ['PMDA'],
    recent_guidance: false,
    check: (ctx) => when(ctx.phase === 'II', () => !/japan|bridging/.test(ctx.allText), () => 'phase II targeting PMDA without a Japanese or bridging plan.'),
  },
  {
    id: 'PV-HC-001',
    severity: 'info',
    category: 'authority',
    title: 'Health Canada: clinical trial application content',
    description: 'A Canadian clinical trial of phases I–III needs an authorised clinical trial application, whose content includes the protocol and the informed consent statement of risks and benefits.',
    recommendation: 'Prepare the CTA with the protocol, the consent form, and the chemistry and manufacturing information, and file it before starting Canadian sites.',
    effort: 'medium',
    impact: impact('low', 2),
    regulatory_reference: { authority: 'Health Canada', document: 'Food and Drug Regulations, Part C, Division 5 (Drugs for Clinical Trials Involving Human Subjects)', section: 'C.05.005' },
    scope: ['Health Canada'],
    recent_guidance: false,
    check: (ctx) => (interventional(ctx) ? finding(`phase ${ctx.phase} trial targeting Health Canada.`) : 'not_applicable'),
  },
  {
    id: 'PV-AUTH-001',
    severity: 'info',
    category: 'authority',
    title: 'Target authority without specific checks',
    description: 'A target authority has no authority-specific checks in this catalogue; it is scored on the ICH harmonised checks only, and local requirements still apply.',
    recommendation: 'Review the authority’s local clinical-trial requirements separately (application, ethics, safety reporting, language).',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.2.5'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => {
      const unknown = ctx.authorities.filter((authority) => !isKnownAuthority(authority));
      return unknown.length > 0 ? finding(`no specific checks for: ${unknown.join(', ')}.`) : null;
    },
  },

  // therapeutic-area guidance
  {
    id: 'PV-ONC-001',
    severity: 'warning',
    category: 'therapeutic_area',
    title: 'Oncology phase III with response rate as primary endpoint',
    description: 'For regular approval in a randomised oncology trial, FDA expects a direct measure of clinical benefit (overall survival) or an established surrogate (PFS/DFS in context); response rate usually supports only accelerated approval.',
    recommendation: 'Use OS or PFS (as agreed for the disease setting) as primary in phase III; keep ORR and duration of response as secondary.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: fda(ONCOLOGY_ENDPOINTS, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && isConfirmatory(ctx), () => ORR.test(ctx.protocol.endpoints.primary.name.toLowerCase()), () => `primary endpoint "${ctx.protocol.endpoints.primary.name}".`),
  },
  {
    id: 'PV-ONC-002',
    severity: 'critical',
    category: 'therapeutic_area',
    title: 'Time-to-event primary endpoint in a single-arm oncology trial',
    description: 'PFS, OS and other time-to-event endpoints reflect the natural history of the disease as much as the drug; without a randomised control they cannot be interpreted.',
    recommendation: 'Use objective response rate with duration of response in a single-arm trial, or randomise against a control to use a time-to-event endpoint.',
    effort: 'high',
    impact: impact('high', 12),
    regulatory_reference: fda(ONCOLOGY_ENDPOINTS, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && ctx.design.singleArm, () => TIME_TO_EVENT.test(ctx.protocol.endpoints.primary.name.toLowerCase()), () => `primary endpoint "${ctx.protocol.endpoints.primary.name}" in a single-arm trial.`),
  },
  {
    id: 'PV-ONC-003',
    severity: 'warning',
    category: 'therapeutic_area',
    title: 'Tumour response endpoint without named response criteria',
    description: 'Response and progression must be assessed by standard, named criteria (RECIST 1.1, iRECIST, RANO, Lugano, IMWG, iwCLL …) for results to be reproducible and comparable.',
    recommendation: 'Name the response criteria and version, imaging modality and schedule.',
    effort: 'low',
    impact: impact('medium', 3),
    regulatory_reference: fda(ONCOLOGY_ENDPOINTS, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && (ORR.test(ctx.primaryText) || /progression/.test(ctx.primaryText)), () => !RESPONSE_CRITERIA.test(ctx.primaryText), () => 'no response criteria named in the primary endpoint.'),
  },
  {
    id: 'PV-ONC-004',
    severity: 'warning',
    category: 'therapeutic_area',
    title: 'Open-label oncology trial without independent review of response or progression',
    description: 'When investigators know the treatment, investigator-assessed response and progression are exposed to bias; a blinded independent central review is expected.',
    recommendation: 'Add blinded independent central review (BICR) of imaging for the primary endpoint, with concordance analysis against investigator assessment.',
    effort: 'medium',
    impact: impact('medium', 4),
    regulatory_reference: fda(ONCOLOGY_ENDPOINTS, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && ctx.blinding === 'open_label' && (ORR.test(ctx.primaryText) || /progression/.test(ctx.primaryText)), () => !INDEPENDENT_REVIEW.test(ctx.allText), () => 'investigator-assessed tumour endpoint in an open-label trial.'),
  },
  {
    id: 'PV-ONC-005',
    severity: 'info',
    category: 'therapeutic_area',
    title: 'Response rate without duration of response',
    description: 'A response rate is interpreted together with the durability of responses; duration of response is expected alongside ORR.',
    recommendation: 'Add duration of response (and time to response) as secondary endpoints.',
    effort: 'low',
    impact: impact('low', 1),
    regulatory_reference: fda(ONCOLOGY_ENDPOINTS, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Oncology' && ORR.test(ctx.primaryText), () => !/duration of (the )?response|\bdor\b/.test(ctx.secondaryText), () => 'ORR primary, no duration of response.'),
  },
  {
    id: 'PV-ONC-006',
    severity: 'info',
    category: 'therapeutic_area',
    title: 'Oncology dosage optimisation not planned',
    description: 'FDA now expects oncology sponsors to compare more than one dosage (e.g. randomised dose comparison) before registration, rather than carrying the maximum tolerated dose forward.',
    recommendation: 'Include a randomised comparison of at least two dosages, with exposure-response, before or within the registrational trial.',
    effort: 'high',
    impact: impact('medium', 6),
    regulatory_reference: fda('FDA Guidance: Optimizing the Dosage of Human Prescription Drugs and Biological Products for the Treatment of Oncologic Diseases (2024)', WHOLE_DOCUMENT),
    scope: ['FDA'],
    recent_guidance: true,
    check: (ctx) => when(ctx.area === 'Oncology' && (ctx.phase === 'I' || ctx.phase === 'II'), () => !DOSE_OPTIMISATION.test(ctx.allText), () => 'no dose comparison planned.'),
  },
  {
    id: 'PV-PSY-001',
    severity: 'warning',
    category: 'therapeutic_area',
    title: 'Psychiatric efficacy trial without a placebo arm',
    description: 'Psychiatric trials show high and variable placebo responses; without a placebo arm an active-controlled trial cannot show assay sensitivity, so a finding of no difference is uninterpretable.',
    recommendation: 'Include a placebo arm (three-arm design with an active reference where possible).',
    effort: 'high',
    impact: impact('high', 9),
    regulatory_reference: ich(E10, WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(ctx.area === 'Psychiatry' && (ctx.phase === 'II' || ctx.phase === 'III') && ctx.control.recognised, () => !ctx.control.placebo, () => `control_type "${ctx.protocol.study_design.control_type ?? '(absent)'}".`),
  },
  {
    id: 'PV-NEU-001',
    severity: 'info',
    category: 'therapeutic_area',
    title: "Alzheimer's disease: cognitive and functional effect",
    description: "FDA expects an Alzheimer's treatment effect to be shown to be clinically meaningful, typically on an integrated cognitive-functional scale (e.g. CDR-SB) or on both cognition and function.",
    recommendation: 'Use an integrated scale (CDR-SB, iADRS) or co-primary cognitive and functional endpoints, according to disease stage.',
    effort: 'medium',
    impact: impact('medium', 6),
    regulatory_reference: fda("FDA Guidance: Early Alzheimer's Disease: Developing Drugs for Treatment", WHOLE_DOCUMENT),
    scope: ['FDA'],
    recent_guidance: false,
    check: (ctx) => when(/alzheimer/.test(ctx.populationText) && (ctx.phase === 'II' || ctx.phase === 'III'), () => !ALZHEIMER_ENDPOINTS.test(ctx.primaryText) && !(/cognit/.test(ctx.primaryText) && /function/.test(ctx.primaryText)), () => `primary endpoint "${ctx.protocol.endpoints.primary.name}".`),
  },
  {
    id: 'PV-RHE-001',
    severity: 'info',
    category: 'therapeutic_area',
    title: 'Rheumatoid arthritis: standard efficacy endpoint',
    description: 'RA efficacy is expected on standard composite measures (ACR20/50/70 response, DAS28-based remission or low disease activity).',
    recommendation: 'Use ACR20 (or DAS28 response) at a fixed timepoint as primary, with ACR50/70 and remission as key secondaries.',
    effort: 'low',
    impact: impact('medium', 3),
    regulatory_reference: { authority: 'EMA', document: 'CHMP Guideline on clinical investigation of medicinal products other than NSAIDs for treatment of rheumatoid arthritis', section: WHOLE_DOCUMENT },
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => when(/rheumatoid arthritis/.test(ctx.populationText) && (ctx.phase === 'II' || ctx.phase === 'III'), () => !RA_ENDPOINTS.test(ctx.primaryText), () => `primary endpoint "${ctx.protocol.endpoints.primary.name}".`),
  },
  {
    id: 'PV-RARE-001',
    severity: 'warning',
    category: 'therapeutic_area',
    title: 'Rare disease confirmatory trial without randomisation',
    description: 'Small populations do not remove the need for controls; FDA expects randomised designs where feasible and, otherwise, well-characterised natural-history or external controls.',
    recommendation: 'Consider randomised designs adapted to small populations (crossover for stable disease, randomised withdrawal, unequal allocation), or a prespecified natural-history comparison.',
    effort: 'high',
    impact: impact('medium', 6),
    regulatory_reference: fda('FDA Guidance: Rare Diseases: Considerations for the Development of Drugs and Biological Products (2023)', WHOLE_DOCUMENT),
    scope: ['ICH'],
    recent_guidance: true,
    check: (ctx) => when(isRareDisease(ctx) && isConfirmatory(ctx) && ctx.design.randomised !== null, () => ctx.design.randomised === false, () => `design "${ctx.protocol.study_design.type ?? '(absent)'}".`),
  },
  {
    id: 'PV-TA-001',
    severity: 'info',
    category: 'therapeutic_area',
    title: 'Therapeutic area outside the supported list',
    description: 'The therapeutic area is not one of Oncology, Cardiovascular, Neurology, Psychiatry, Immunology, Rheumatology, Infectious_Disease or Rare_Disease, so no area-specific checks ran.',
    recommendation: 'Use one of the supported therapeutic areas, or review the area’s disease-specific guidance separately.',
    effort: 'low',
    impact: impact('low', 0),
    regulatory_reference: ich(E6, 'B.2.6'),
    scope: ['ICH'],
    recent_guidance: false,
    check: (ctx) => (ctx.area === null ? finding(`therapeutic_area "${ctx.protocol.therapeutic_area}".`) : null),
  },
];

/** Looks a rule up by id. */
export function protocolRule(id: string): ProtocolRule | undefined {
  return PROTOCOL_RULES.find((rule) => rule.id === id);
}

/** The rule as reviewed data, without its predicate (what the schema validates and docs list). */
export function ruleDefinition(rule: ProtocolRule): ProtocolRuleDefinition {
  const { check: _check, ...definition } = rule;
  return definition;
}

