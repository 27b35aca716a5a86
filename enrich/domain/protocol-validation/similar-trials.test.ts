import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeboControlledNsclc } from '../../../test/fixtures/nsclc-protocols.ts';
import { hasSharedData, sharedDataDir, warnIfMissing } from '../../../test/fixtures/shared.ts';
import type { Protocol } from './protocol.schema.ts';
import { ValidationResult } from './protocol.schema.ts';
import { buildProtocolContext } from './protocol-context.ts';
import { createSimilarTrialIndex, findSimilarTrials, readStudyCandidate, type SimilarTrialCandidate } from './similar-trials.ts';
import { validateProtocol } from './validate-protocol.ts';

warnIfMissing(hasSharedData, 'the similar-trials ranking over the real ClinicalTrials.gov mirror');

/**
 * The ranking over the real ClinicalTrials.gov downloads of the mirror (260 studies, API v2). The
 * expected trials were picked by reading those records (status, study type, phases, design,
 * conditions, primary outcomes), not from a run of the code:
 * - the completed single-group, open-label, one-experimental-arm NSCLC trials whose phases include
 *   phase 2 and whose primary endpoint is the overall response rate: NCT04691388 (phase 2,
 *   sintilimab plus anlotinib), NCT01852578 (phase 2, cabazitaxel) and NCT02175381 (phase 1/2,
 *   carboplatin plus gemcitabine);
 * - the one completed randomised, double-blind, placebo-controlled NSCLC trial held, with PFS as
 *   primary endpoint (maintenance after platinum-doublet chemotherapy): NCT00777179.
 */

type RawStudy = {
  protocolSection: {
    identificationModule: { nctId: string; briefTitle?: string };
    statusModule: { overallStatus?: string };
    designModule?: { studyType?: string };
    conditionsModule?: { conditions?: string[] };
  };
};

function mirrorStudies(): RawStudy[] {
  const dir = join(sharedDataDir, 'clinicaltrials_gov_v2');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as RawStudy[]);
}

const singleArmNsclc: Protocol = {
  title: 'A Phase II, Single-Arm, Open-Label Study of Drug Y in Previously Treated Metastatic NSCLC',
  therapeutic_area: 'Oncology',
  indication: 'Metastatic non-small cell lung cancer after prior platinum-based chemotherapy',
  phase: 'II',
  study_design: { type: 'single-arm', blinding: 'open-label', arms: 1, control_type: 'none' },
  endpoints: {
    primary: { name: 'Objective response rate', definition: 'Proportion of participants with a confirmed complete or partial response per RECIST 1.1', assessment_schedule: 'Imaging every 6 weeks' },
    secondary: [{ name: 'Duration of response', definition: 'Time from first response to progression or death' }],
  },
  sample_size: { planned_enrollment: 60, power: 0.8, alpha: 0.05, effect_size: 'ORR 30% versus 15%' },
  target_authorities: ['FDA'],
};


describe.skipIf(!hasSharedData)('similar completed trials from the ClinicalTrials.gov mirror', () => {
  const studies = hasSharedData ? mirrorStudies() : [];
  const byId = new Map(studies.map((study) => [study.protocolSection.identificationModule.nctId, study]));
  const candidates = studies.map((study) => readStudyCandidate(study)?.candidate).filter((candidate): candidate is SimilarTrialCandidate => candidate != null);
  const index = createSimilarTrialIndex(candidates);

  it('holds only completed trials that are not observational', () => {
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      const raw = byId.get(candidate.trial_id)?.protocolSection;
      expect(raw?.statusModule.overallStatus, candidate.trial_id).toBe('COMPLETED');
      expect(raw?.designModule?.studyType, candidate.trial_id).not.toBe('OBSERVATIONAL');
    }
    // Completed but observational (a real-world PFS study of anlotinib in NSCLC): never a candidate.
    expect(readStudyCandidate(byId.get('NCT04871997'))?.candidate).toBeNull();
    // A recruiting study is no candidate either.
    const recruiting = studies.find((study) => study.protocolSection.statusModule.overallStatus === 'RECRUITING');
    expect(readStudyCandidate(recruiting)?.candidate).toBeNull();
  });

  it('ranks the single-arm phase 2 NSCLC response-rate trials first for a single-arm phase II ORR protocol', () => {
    const found = findSimilarTrials(buildProtocolContext(singleArmNsclc), index);
    expect(found).toHaveLength(5);
    expect(new Set(found.slice(0, 3).map((trial) => trial.trial_id))).toEqual(new Set(['NCT04691388', 'NCT01852578', 'NCT02175381']));
    const ids = found.map((trial) => trial.trial_id);
    if (ids.includes('NCT00777179')) expect(ids.indexOf('NCT00777179')).toBeGreaterThan(2);
    for (const [i, trial] of found.entries()) {
      const raw = byId.get(trial.trial_id)?.protocolSection;
      expect(raw?.statusModule.overallStatus).toBe('COMPLETED');
      expect(trial).toEqual({
        trial_id: trial.trial_id,
        title: raw?.identificationModule.briefTitle ?? null,
        therapeutic_area: 'Oncology',
        indication: raw?.conditionsModule?.conditions?.join('; ') ?? null,
        approval_date: null,
        relevance_score: expect.any(Number),
      });
      expect(trial.relevance_score).toBeGreaterThan(0);
      expect(trial.relevance_score).toBeLessThanOrEqual(1);
      if (i > 0) expect(trial.relevance_score).toBeLessThanOrEqual(found[i - 1]?.relevance_score ?? 1);
    }
  });

  it('ranks the randomised placebo-controlled NSCLC maintenance trial first for an RCT placebo PFS protocol', () => {
    const found = findSimilarTrials(buildProtocolContext(placeboControlledNsclc), index);
    expect(found[0]?.trial_id).toBe('NCT00777179');
    expect(found[0]).toMatchObject({ therapeutic_area: 'Oncology', indication: 'NSCLC', approval_date: null });
  });

  it('infers the area from the indication when therapeutic_area is not one of the eight, and answers [] when nothing fits', () => {
    const inferred = findSimilarTrials(buildProtocolContext({ ...placeboControlledNsclc, therapeutic_area: 'Thoracic oncology' }), index);
    expect(inferred[0]).toMatchObject({ trial_id: 'NCT00777179', therapeutic_area: 'Oncology' });
    expect(findSimilarTrials(buildProtocolContext({ ...placeboControlledNsclc, therapeutic_area: 'Astrology', indication: 'Retrograde planets' }), index)).toEqual([]);
    expect(findSimilarTrials(buildProtocolContext(placeboControlledNsclc), createSimilarTrialIndex([]))).toEqual([]);
  });

  it('fills similar_approved_trials of a Starter+ validation when asked, and only then', () => {
    const run = (tier: 'free' | 'starter', compare: boolean) => {
      const outcome = validateProtocol(placeboControlledNsclc, { tier, validationId: 'val_similar', timestamp: '2026-05-01T12:00:00.000Z', validationOptions: { compare_similar_trials: compare }, similarTrials: index });
      if (!outcome.ok) throw new Error(outcome.error.message);
      expect(ValidationResult.strict().safeParse(outcome.result).success).toBe(true);
      return outcome.result;
    };
    expect(run('starter', true).similar_approved_trials?.[0]?.trial_id).toBe('NCT00777179');
    expect(run('starter', false).similar_approved_trials).toBeUndefined();
    expect(run('free', true).similar_approved_trials).toBeUndefined();
  });
});
