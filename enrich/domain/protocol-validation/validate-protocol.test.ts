import { describe, expect, it } from 'vitest';
import type { Protocol } from './protocol.schema.ts';
import { ValidationResult } from './protocol.schema.ts';
import type { Tier, ValidateProtocolOptions } from './validate-protocol.ts';
import { validateProtocol } from './validate-protocol.ts';

/**
 * Six realistic protocols. Each expectation is reasoned from the rule definitions in rules.ts
 * (conditions and thresholds), worked out by hand in the comments, not copied from a run.
 */

const options = (tier: Tier = 'pro', extra: Partial<ValidateProtocolOptions> = {}): ValidateProtocolOptions => ({
  tier,
  validationId: 'val_test_0001',
  timestamp: '2026-05-01T12:00:00.000Z',
  ...extra,
});

function validated(protocol: unknown, opts: ValidateProtocolOptions = options()): ValidationResult {
  const outcome = validateProtocol(protocol, opts);
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.error.code}: ${outcome.error.message}`);
  expect(ValidationResult.strict().safeParse(outcome.result).success).toBe(true);
  return outcome.result;
}

const ids = (result: ValidationResult, severity: 'critical' | 'warning' | 'info') =>
  result.issues
    .filter((issue) => issue.severity === severity)
    .map((issue) => issue.issue_id)
    .sort();

/** 1. A clean phase III: randomised, double-blind, placebo-controlled, 90% power, IDMC. */
const cleanPhase3: Protocol = {
  title: 'A Phase III, Randomized, Double-Blind, Placebo-Controlled Study of XB-101 in Adults with Moderate-to-Severe Plaque Psoriasis',
  therapeutic_area: 'Immunology',
  indication: 'Moderate-to-severe chronic plaque psoriasis in adults who are candidates for systemic therapy',
  phase: 'III',
  study_design: { type: 'randomized, parallel-group, superiority', blinding: 'double-blind', arms: 2, control_type: 'placebo' },
  endpoints: {
    primary: {
      name: 'PASI 75 response at week 16',
      definition: 'PASI 75 response, defined as a reduction of at least 75% from baseline in the Psoriasis Area and Severity Index, at week 16; non-responder imputation for missing data',
      assessment_schedule: 'Baseline, weeks 2, 4, 8, 12 and 16 (primary timepoint); an IDMC reviews unblinded safety data; emergency unblinding via IRT',
    },
    secondary: [
      { name: 'PASI 90 response at week 16', definition: 'Reduction of at least 90% from baseline in PASI at week 16' },
      { name: 'sPGA 0/1 at week 16', definition: 'Static Physician Global Assessment of clear or almost clear with at least 2-grade improvement at week 16' },
      { name: 'Incidence of treatment-emergent adverse events', definition: 'TEAEs and SAEs graded by CTCAE v5.0 through week 52' },
    ],
  },
  sample_size: { planned_enrollment: 660, power: 0.9, alpha: 0.05, effect_size: 'PASI 75 response 70% vs 5% placebo; two-sided test; key secondaries tested in a fixed-sequence hierarchy' },
  target_authorities: ['FDA', 'EMA'],
};

/** 2. An underpowered phase II in depression: power 0.60 and d = 0.4 with 90 participants. */
const underpoweredPhase2: Protocol = {
  title: 'A Phase II Randomized, Double-Blind, Placebo-Controlled Study of NX-7 in Major Depressive Disorder',
  therapeutic_area: 'Psychiatry',
  indication: 'Major depressive disorder with inadequate response to one antidepressant',
  phase: 'II',
  study_design: { type: 'randomized, parallel-group', blinding: 'double-blind', arms: 2, control_type: 'placebo' },
  endpoints: {
    primary: {
      name: 'Change from baseline in MADRS total score at week 6',
      definition: 'Mean change from baseline to week 6 in the Montgomery-Asberg Depression Rating Scale total score, analysed by MMRM',
      assessment_schedule: 'Baseline, weeks 1, 2, 4 and 6',
    },
    secondary: [
      { name: 'MADRS response at week 6', definition: 'At least 50% reduction in MADRS total score from baseline' },
      { name: 'Treatment-emergent adverse events', definition: 'Incidence of TEAEs through week 8' },
    ],
  },
  sample_size: { planned_enrollment: 90, power: 0.6, alpha: 0.05, effect_size: 'standardized effect size d = 0.4 on MADRS change' },
  target_authorities: ['FDA'],
};

/** 3. An oncology single-arm phase II with PFS as primary endpoint, investigator-assessed. */
const oncologySingleArm: Protocol = {
  title: 'A Phase II, Single-Arm, Open-Label Study of ABC-123 in Previously Treated KRAS G12C-Mutated Metastatic NSCLC',
  therapeutic_area: 'oncology',
  indication: 'KRAS G12C-mutated locally advanced or metastatic non-small cell lung cancer after at least one prior systemic therapy',
  phase: 'II',
  study_design: { type: 'single-arm', blinding: 'open-label', arms: 1, control_type: 'none' },
  endpoints: {
    primary: {
      name: 'Progression-free survival',
      definition: 'Time from first dose to radiographic progression per RECIST 1.1 by investigator or death from any cause',
      assessment_schedule: 'Tumour imaging every 6 weeks for 48 weeks, then every 12 weeks',
    },
    secondary: [
      { name: 'Objective response rate', definition: 'Proportion with confirmed CR or PR per RECIST 1.1' },
      { name: 'Incidence of adverse events', definition: 'TEAEs graded by NCI CTCAE v5.0' },
    ],
  },
  sample_size: { planned_enrollment: 60, power: 0.8, alpha: 0.05, effect_size: 'median PFS 6 months vs historical 4 months' },
  target_authorities: ['FDA'],
};

/** 4. A device-like mistake: an implantable neurostimulator written up as a drug phase III. */
const deviceAsDrug: Protocol = {
  title: 'A Phase III Randomized Sham-Controlled Trial of the NP-X Implantable Neurostimulator in Drug-Resistant Focal Epilepsy',
  therapeutic_area: 'Neurology',
  indication: 'Drug-resistant focal epilepsy in adults',
  phase: 'III',
  study_design: { type: 'randomized, parallel', blinding: 'double-blind', arms: 2, control_type: 'sham stimulation' },
  endpoints: {
    primary: {
      name: 'Percent change in monthly seizure frequency',
      definition: 'Percent change from baseline in mean monthly disabling seizure frequency recorded in a seizure diary over the blinded evaluation period (months 2-5)',
      assessment_schedule: 'Baseline period of 3 months; monthly diary review through month 5',
    },
    secondary: [
      { name: 'Serious adverse device effects', definition: 'Incidence of serious adverse device effects and procedure-related adverse events through month 12' },
      { name: '50% responder rate', definition: 'Proportion with at least 50% reduction in seizure frequency over months 2-5' },
    ],
  },
  sample_size: { planned_enrollment: 240, power: 0.9, alpha: 0.05, effect_size: 'difference of 20 percentage points in median percent reduction, SD 45%' },
  target_authorities: ['FDA'],
};

/** 6. Over-complex for Free: four arms, six secondary endpoints, two authorities. */
const multiArm: Protocol = {
  title: 'A Phase III Randomized Double-Blind Dose-Comparison Study of CV-9 in Heart Failure with Reduced Ejection Fraction',
  therapeutic_area: 'Cardiovascular',
  indication: 'Chronic heart failure with reduced ejection fraction, including elderly patients',
  phase: 'III',
  study_design: { type: 'randomized, parallel-group, superiority', blinding: 'double-blind', arms: 4, control_type: 'placebo plus standard of care' },
  endpoints: {
    primary: {
      name: 'Time to cardiovascular death or heart failure hospitalisation',
      definition: 'Time to first occurrence of cardiovascular death or hospitalisation for heart failure, each component adjudicated by a blinded clinical events committee',
      assessment_schedule: 'Visits at weeks 2, 4, 12 and every 16 weeks thereafter; DSMB reviews with O’Brien-Fleming boundaries at interim analyses; IRT emergency unblinding',
    },
    secondary: [
      { name: 'Incidence of serious adverse events', definition: 'SAEs and adverse events of special interest through end of study' },
      ...Array.from({ length: 5 }, (_, index) => ({ name: `Key secondary endpoint ${index + 1}`, definition: `Prespecified secondary outcome ${index + 1} at month 12, tested in a hierarchy` })),
    ],
  },
  sample_size: { planned_enrollment: 4800, power: 0.9, alpha: 0.05, effect_size: 'HR 0.80 for each dose versus placebo; Dunnett-Hochberg multiplicity adjustment; diversity action plan submitted' },
  target_authorities: ['FDA', 'EMA'],
};

describe('validateProtocol on six realistic protocols', () => {
  it('1. clean phase III: compliant, score 100, only best-practice infos', () => {
    const result = validated(cleanPhase3);
    // No rule with critical/warning severity has its condition met (see each rule's check).
    expect(result.overall_status).toBe('compliant');
    expect(result.compliance_score).toBe(100);
    expect(result.summary).toMatchObject({ warnings: 0, critical: 0 });
    expect(result.summary.passed).toBe(result.summary.total_checks);
    // Infos: FDA phase III → diversity plan reminder; adult program → iPSP (FDA) and PIP (EMA);
    // placebo-only phase III for EMA → active comparator question.
    expect(ids(result, 'info')).toEqual(['PV-EMA-001', 'PV-EMA-002', 'PV-FDA-001', 'PV-POP-004']);
    expect(result.compliance_by_authority).toEqual({
      FDA: { score: 100, status: 'acceptable', key_gaps: [] },
      EMA: { score: 100, status: 'acceptable', key_gaps: [] },
    });
    expect(result).toMatchObject({ validation_id: 'val_test_0001', timestamp: '2026-05-01T12:00:00.000Z' });
    expect(result.similar_approved_trials).toBeUndefined();
  });

  it('2. underpowered phase II: stated power unattainable (critical) and below 80% (warning)', () => {
    const result = validated(underpoweredPhase2);
    // d = 0.4, alpha 0.05 two-sided, power 0.6: 2(1.960 + 0.253)² / 0.16 = 61.2 → 62 per arm, 124 > 90.
    expect(ids(result, 'critical')).toEqual(['PV-SS-009']);
    expect(result.issues.find((issue) => issue.issue_id === 'PV-SS-009')?.description).toContain('about 124 participants needed, 90 planned');
    expect(ids(result, 'warning')).toEqual(['PV-SS-003']);
    // Blinded with no code handling (BC-006, FDA-003); adult program without a pediatric plan (FDA-001).
    expect(ids(result, 'info')).toEqual(['PV-BC-006', 'PV-FDA-001', 'PV-FDA-003']);
    expect(result.overall_status).toBe('non_compliant');
    expect(result.compliance_score).toBe(75);
    expect(result.compliance_by_authority?.FDA).toEqual({ score: 75, status: 'not_acceptable', key_gaps: ['Stated power not attainable for the stated standardised effect', 'Phase II trial powered below 80%'] });
    expect(result.summary.total_checks).toBe(result.summary.passed + result.summary.warnings + result.summary.critical);
    expect(result.recommendations?.[0]).toMatchObject({ priority: 1, effort: 'high' });
    expect(result.recommendations?.[0]?.rationale).toContain('ICH E9 Statistical Principles for Clinical Trials, 3.5');
  });

  it('3. oncology single-arm: PFS uninterpretable without control, no BICR, accelerated approval path', () => {
    const result = validated(oncologySingleArm);
    expect(ids(result, 'critical')).toEqual(['PV-ONC-002']);
    expect(ids(result, 'warning')).toEqual(['PV-FDA-002', 'PV-ONC-004']);
    // PFS is "progression or death" (composite, E9 2.2.3); no dose comparison (FDA 2024); no iPSP.
    expect(ids(result, 'info')).toEqual(['PV-END-012', 'PV-FDA-001', 'PV-ONC-006']);
    expect(result.overall_status).toBe('non_compliant');
    expect(result.compliance_score).toBe(70);
    const onc = result.issues.find((issue) => issue.issue_id === 'PV-ONC-002');
    expect(onc?.regulatory_reference).toEqual({ authority: 'FDA', document: 'FDA Guidance: Clinical Trial Endpoints for the Approval of Cancer Drugs and Biologics (2018)', section: 'Whole document' });
    expect(onc?.impact).toEqual({ approval_risk: 'high', delay_risk_months: 12 });

    // Without recent guidance, the 2024 dosage-optimisation check does not run.
    const older = validated(oncologySingleArm, options('pro', { validationOptions: { check_recent_guidance: false } }));
    expect(ids(older, 'info')).toEqual(['PV-END-012', 'PV-FDA-001']);
    expect(older.summary.total_checks).toBe(result.summary.total_checks - 1);
  });

  it('4. device-like mistake: an implant written as a drug phase III is sent to the IDE framework', () => {
    const result = validated(deviceAsDrug);
    expect(ids(result, 'critical')).toEqual([]);
    expect(ids(result, 'warning')).toEqual(['PV-FDA-004']);
    const device = result.issues.find((issue) => issue.issue_id === 'PV-FDA-004');
    expect(device?.regulatory_reference).toEqual({ authority: 'FDA', document: '21 CFR Part 812 Investigational Device Exemptions', section: '812.25' });
    expect(device?.recommendation).toContain('21 CFR 812.25');
    // Seizure diary = patient-reported (END-009); blinded without code handling (BC-006, FDA-003);
    // FDA phase III (POP-004, FDA-001).
    expect(ids(result, 'info')).toEqual(['PV-BC-006', 'PV-END-009', 'PV-FDA-001', 'PV-FDA-003', 'PV-POP-004']);
    expect(result.overall_status).toBe('needs_attention');
    expect(result.compliance_score).toBe(95);
    expect(result.compliance_by_authority?.FDA?.status).toBe('needs_attention');
  });

  it('5. missing fields: INVALID_PROTOCOL listing every absent field in the spec order', () => {
    const outcome = validateProtocol({ title: 'Study of X', phase: 'II', indication: '   ', endpoints: { primary: { name: 'ORR' } } }, options());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('INVALID_PROTOCOL');
    expect(outcome.error.status).toBe(400);
    expect(outcome.error.details).toMatchObject({ missing_fields: ['therapeutic_area', 'indication', 'study_design', 'sample_size'], invalid_fields: [] });
    expect(outcome.error.message).toContain('therapeutic_area, indication, study_design, sample_size');

    const empty = validateProtocol(null, options());
    expect(!empty.ok && empty.error.details).toMatchObject({ missing_fields: ['title', 'therapeutic_area', 'indication', 'phase', 'study_design', 'endpoints', 'sample_size'] });

    // Present but malformed: power as a percentage and an unknown phase are invalid, not missing.
    const malformed = validateProtocol({ ...cleanPhase3, phase: 'Phase 3', sample_size: { ...cleanPhase3.sample_size, power: 90 } }, options());
    expect(malformed.ok).toBe(false);
    if (malformed.ok || malformed.error.code !== 'INVALID_PROTOCOL') throw new Error('expected INVALID_PROTOCOL');
    expect(malformed.error.details.missing_fields).toEqual([]);
    expect(malformed.error.details.invalid_fields.map((entry) => entry.field).sort()).toEqual(['phase', 'sample_size.power']);

    // A required field inside a given one is missing, named by its path; a wrong type is said plainly.
    const nested = validateProtocol({ ...cleanPhase3, endpoints: {}, sample_size: { ...cleanPhase3.sample_size, alpha: 'five percent' } }, options());
    if (nested.ok || nested.error.code !== 'INVALID_PROTOCOL') throw new Error('expected INVALID_PROTOCOL');
    expect(nested.error.details.missing_fields).toEqual(['endpoints.primary']);
    expect(nested.error.details.invalid_fields).toEqual([{ field: 'sample_size.alpha', message: 'must be a number' }]);
  });

  it('6. over-complex protocol: PROTOCOL_TOO_COMPLEX on Free, validated on Pro', () => {
    const free = validateProtocol(multiArm, options('free'));
    expect(free.ok).toBe(false);
    if (free.ok || free.error.code !== 'PROTOCOL_TOO_COMPLEX') throw new Error('expected PROTOCOL_TOO_COMPLEX');
    expect(free.error.status).toBe(403);
    expect(free.error.details).toEqual({
      tier: 'free',
      limits: { arms: 3, secondary_endpoints: 5, target_authorities: 1 },
      actual: { arms: 4, secondary_endpoints: 6, target_authorities: 2 },
      exceeded: ['arms', 'secondary_endpoints', 'target_authorities'],
    });
    // Starter allows 6 arms / 15 secondaries / 3 authorities.
    const starter = validated(multiArm, options('starter'));
    // HR 0.80, 90%, 5%: 4(1.960 + 1.282)² / ln(0.8)² = 845 events ≤ 4,800 participants; multiplicity,
    // composite components, adjudication, DSMB with boundaries, elderly and diversity all stated;
    // placebo is an add-on to standard of care. Left: adult program without iPSP (FDA) or PIP (EMA).
    expect(ids(starter, 'critical')).toEqual([]);
    expect(ids(starter, 'warning')).toEqual([]);
    expect(ids(starter, 'info')).toEqual(['PV-EMA-001', 'PV-FDA-001']);
    expect(starter.overall_status).toBe('compliant');
  });
});

describe('validateProtocol behaviour around the result', () => {
  it('Free tier gets the all-tier fields only: no recommendations, per-authority scores or similar trials', () => {
    const result = validated(underpoweredPhase2, options('free', { validationOptions: { compare_similar_trials: true } }));
    expect(result.compliance_by_authority).toBeUndefined();
    expect(result.recommendations).toBeUndefined();
    expect(result.similar_approved_trials).toBeUndefined();
    expect(result.issues.every((issue) => issue.recommendation === undefined)).toBe(true);
    expect(result.issues.length).toBeGreaterThan(0);
  });

  it('include_recommendations=false drops recommendations; compare_similar_trials without trial data gives an empty list', () => {
    const result = validated(underpoweredPhase2, options('starter', { validationOptions: { include_recommendations: false, compare_similar_trials: true } }));
    expect(result.recommendations).toBeUndefined();
    expect(result.issues.every((issue) => issue.recommendation === undefined)).toBe(true);
    expect(result.similar_approved_trials).toEqual([]);
  });

  it('unknown design strings are info issues, not errors, and nothing critical is built on them; unknown authorities are scored on ICH checks', () => {
    const result = validated({ ...cleanPhase3, study_design: { ...cleanPhase3.study_design, type: 'bespoke', control_type: 'something else' }, target_authorities: ['us-fda', 'ANVISA'] });
    // 'bespoke' and 'something else' say nothing about allocation or control: reported (info), not
    // read as "not randomised" or "no control". Left: FDA's phase III reminders (iPSP, diversity plan).
    expect(ids(result, 'critical')).toEqual([]);
    expect(ids(result, 'warning')).toEqual([]);
    expect(ids(result, 'info')).toEqual(['PV-AUTH-001', 'PV-DES-001', 'PV-DES-003', 'PV-FDA-001', 'PV-POP-004']);
    expect(result.overall_status).toBe('compliant');
    expect(Object.keys(result.compliance_by_authority ?? {})).toEqual(['FDA', 'ANVISA']);
    expect(result.compliance_by_authority?.ANVISA).toEqual({ score: 100, status: 'acceptable', key_gaps: [] });
  });

  it('a randomised oncology phase III sized below the Schoenfeld event count is critical', () => {
    const result = validated({
      ...oncologySingleArm,
      title: 'A Phase III Randomized Open-Label Study of ABC-123 versus Docetaxel in Previously Treated Metastatic NSCLC',
      phase: 'III',
      study_design: { type: 'randomized, parallel-group, superiority', blinding: 'open-label', arms: 2, control_type: 'active comparator (docetaxel)' },
      endpoints: { ...oncologySingleArm.endpoints, primary: { name: 'Overall survival', definition: 'Time from randomization to death from any cause', assessment_schedule: 'Survival follow-up every 12 weeks; IDMC reviews' } },
      sample_size: { planned_enrollment: 400, power: 0.9, alpha: 0.05, effect_size: 'HR 0.75 for OS' },
    });
    // 4(1.960 + 1.282)² / ln(0.75)² = 508 events > 400 participants.
    expect(ids(result, 'critical')).toEqual(['PV-SS-010']);
    expect(result.issues.find((issue) => issue.issue_id === 'PV-SS-010')?.description).toContain('about 508 events needed');
  });
});

/**
 * The review's cases: a randomised oncology phase III written the way people write it. Expected
 * issues are worked out from the rule conditions: OS primary with definition and schedule, HR 0.75
 * at 90% / 5% needs 508 events (< 700 participants), IDMC and unblinding via IRT stated, superiority
 * stated for the active (standard-of-care) control, metastatic setting given; what remains for FDA
 * is the adult program's pediatric plan (PV-FDA-001) and the phase III diversity plan (PV-POP-004).
 */
const oncologyPhase3: Protocol = {
  title: 'A Phase III Randomized Double-Blind Study of ABC-123 plus Standard of Care versus Placebo plus Standard of Care in Metastatic NSCLC',
  therapeutic_area: 'Oncology',
  indication: 'Previously untreated metastatic non-small cell lung cancer',
  phase: 'III',
  study_design: { type: 'RCT', blinding: 'double blind', arms: 2, control_type: 'standard of care' },
  endpoints: {
    primary: {
      name: 'Overall survival',
      definition: 'Time from randomization to death from any cause',
      assessment_schedule: 'Survival follow-up every 12 weeks; IDMC reviews; emergency unblinding via IRT',
    },
    secondary: [
      { name: 'Objective response rate', definition: 'Confirmed CR or PR per RECIST 1.1 by BICR' },
      { name: 'Incidence of adverse events', definition: 'TEAEs graded by NCI CTCAE v5.0' },
    ],
  },
  sample_size: { planned_enrollment: 700, power: 0.9, alpha: 0.05, effect_size: 'HR 0.75 for OS, superiority' },
  target_authorities: ['FDA'],
};

describe('study designs as people write them (SPEC-DECISIONS 12)', () => {
  it('"RCT" with "double blind" and "standard of care" is a recognised randomised, controlled design', () => {
    const result = validated(oncologyPhase3);
    expect(ids(result, 'critical')).toEqual([]);
    expect(ids(result, 'warning')).toEqual([]);
    expect(ids(result, 'info')).toEqual(['PV-FDA-001', 'PV-POP-004']);
    expect(result.overall_status).toBe('compliant');
  });

  it('an unknown type and control ("quantum", "vibes") are info issues only: no randomisation, control or single-arm finding with two arms', () => {
    const result = validated({ ...oncologyPhase3, study_design: { type: 'quantum', blinding: 'double blind', arms: 2, control_type: 'vibes' } });
    expect(ids(result, 'critical')).toEqual([]);
    expect(ids(result, 'warning')).toEqual([]);
    expect(ids(result, 'info')).toEqual(['PV-DES-001', 'PV-DES-003', 'PV-FDA-001', 'PV-POP-004']);
    expect(result.issues.find((issue) => issue.issue_id === 'PV-DES-001')?.description).toContain('"quantum" is not a recognised design');
    expect(result.issues.find((issue) => issue.issue_id === 'PV-DES-003')?.description).toContain('"vibes" is not recognised');
  });

  it('other common spellings are recognised too: randomised controlled, DB, SOC, active comparator', () => {
    for (const study_design of [
      { type: 'randomised controlled, parallel-group', blinding: 'DB', arms: 2, control_type: 'SOC' },
      { type: 'Randomized, double-blind, active comparator', arms: 2, control_type: 'active comparator' },
      { type: 'randomized parallel', blinding: 'double-blind', arms: 2, control_type: 'standard-of-care' },
    ]) {
      const result = validated({ ...oncologyPhase3, study_design });
      expect(ids(result, 'critical'), study_design.type).toEqual([]);
      expect(ids(result, 'warning'), study_design.type).toEqual([]);
      expect(ids(result, 'info'), study_design.type).toEqual(['PV-FDA-001', 'PV-POP-004']);
    }
  });

  it('a recognised design silent on allocation gets an info (PV-DES-009), not the critical "not randomised"', () => {
    const result = validated({ ...oncologyPhase3, study_design: { type: 'parallel-group, placebo-controlled', blinding: 'double-blind', arms: 2, control_type: 'placebo plus standard of care' } });
    expect(ids(result, 'critical')).toEqual([]);
    expect(ids(result, 'info')).toContain('PV-DES-009');
    const rule = result.issues.find((issue) => issue.issue_id === 'PV-DES-009');
    expect(rule?.regulatory_reference).toEqual({ authority: 'ICH', document: 'ICH E9 Statistical Principles for Clinical Trials', section: '2.3.2' });
  });

  it('an explicitly non-randomised phase III is still critical', () => {
    const result = validated({ ...oncologyPhase3, study_design: { type: 'non-randomized, parallel cohorts', blinding: 'open-label', arms: 2, control_type: 'standard of care' } });
    expect(ids(result, 'critical')).toContain('PV-DES-006');
  });

  it('"single-arm" with two arms is flagged as inconsistent, and no single-arm oncology check runs', () => {
    const result = validated({ ...oncologyPhase3, study_design: { type: 'single-arm', blinding: 'open-label', arms: 2, control_type: 'standard of care' } });
    expect(ids(result, 'warning')).toContain('PV-DES-005');
    for (const id of ['PV-ONC-002', 'PV-FDA-002']) expect(result.issues.map((issue) => issue.issue_id)).not.toContain(id);
  });
});

