import { describe, expect, it } from 'vitest';
import type { Protocol, StudyDesign } from './protocol.schema.ts';
import { buildProtocolContext, concurrentControl } from './protocol-context.ts';

/**
 * How the free `study_design` strings are read (SPEC-DECISIONS 12). Expectations are the plain
 * meaning of the words as protocol synopses write them; "null" means the text does not say.
 */

const base: Protocol = {
  title: 'A Study of Drug X',
  therapeutic_area: 'Oncology',
  indication: 'Metastatic non-small cell lung cancer',
  phase: 'III',
  study_design: {},
  endpoints: { primary: { name: 'Overall survival', definition: 'Time from randomization to death from any cause', assessment_schedule: 'Every 12 weeks' } },
  sample_size: { planned_enrollment: 600, power: 0.9, alpha: 0.05, effect_size: 'HR 0.75' },
};
const read = (design: StudyDesign) => buildProtocolContext({ ...base, study_design: design });

describe('study_design.type', () => {
  it.each([
    ['RCT', true],
    ['Randomized controlled trial', true],
    ['randomised, parallel-group, superiority', true],
    ['DB-RCT', true],
    ['patients randomly assigned 1:1', true],
    ['cluster randomized', true],
    ['non-randomized, parallel cohorts', false],
    ['nonrandomised', false],
    ['not randomised', false],
  ])('%s → recognised, randomised = %s', (type, randomised) => {
    const ctx = read({ type, arms: 2 });
    expect(ctx.design.recognised).toBe(true);
    expect(ctx.design.randomised).toBe(randomised);
    expect(ctx.design.singleArm).toBe(false);
  });

  it.each(['parallel-group', 'crossover', '2x2 crossover', 'factorial', 'open-label', 'double-blind, placebo-controlled', 'active comparator', 'standard of care controlled', 'group sequential', 'adaptive platform'])(
    '%s → recognised, allocation not stated (null)',
    (type) => {
      const ctx = read({ type, arms: 2 });
      expect(ctx.design.recognised).toBe(true);
      expect(ctx.design.randomised).toBeNull();
    },
  );

  it('reads structure words: crossover, factorial, parallel', () => {
    expect(read({ type: '2x2 crossover', arms: 2 }).design).toMatchObject({ crossover: true, parallel: false });
    expect(read({ type: 'cross-over', arms: 2 }).design.crossover).toBe(true);
    // "2x2" names a factorial as often as a crossover: only the word decides.
    expect(read({ type: '2x2 factorial', arms: 4 }).design).toMatchObject({ factorial: true, crossover: false });
    expect(read({ type: '3-arm', arms: 3 }).design.parallel).toBe(true);
    expect(read({ type: '1-arm' }).design).toMatchObject({ singleArm: true, parallel: false });
    expect(read({ type: 'parallel-group', arms: 2 }).design.parallel).toBe(true);
  });

  it('an unknown word is unknown: not recognised, nothing assumed about allocation or arms', () => {
    for (const type of ['quantum', 'bespoke', 'xyz']) {
      const ctx = read({ type, arms: 2 });
      expect(ctx.design).toMatchObject({ recognised: false, randomised: null, singleArm: false, crossover: false });
    }
    expect(read({}).design).toMatchObject({ recognised: false, randomised: null });
  });

  it('is never single-arm with two or more arms, whatever the type says', () => {
    const twoArms = read({ type: 'single-arm', arms: 2 });
    expect(twoArms.design.singleArm).toBe(false);
    expect(twoArms.design.declaredSingleArm).toBe(true);
    // One arm, or a single-arm type without an arm count: single-arm, hence not randomised.
    expect(read({ type: 'randomized', arms: 1 }).design).toMatchObject({ singleArm: true, randomised: false });
    expect(read({ type: 'single arm' }).design).toMatchObject({ singleArm: true, randomised: false });
    expect(read({ type: 'single-group, open-label' }).design.singleArm).toBe(true);
  });
});

describe('study_design.blinding', () => {
  it.each([
    ['double-blind', 'double_blind'],
    ['double blind', 'double_blind'],
    ['DB', 'double_blind'],
    ['double-masked', 'double_blind'],
    ['quadruple', 'triple_blind'],
    ['triple-blind', 'triple_blind'],
    ['single-blind', 'single_blind'],
    ['assessor-blinded', 'assessor_blind'],
    ['PROBE', 'assessor_blind'],
    ['open-label', 'open_label'],
    ['OL', 'open_label'],
    ['open', 'open_label'],
    ['none', 'open_label'],
  ])('%s → %s', (blinding, kind) => {
    const ctx = read({ type: 'randomized', blinding });
    expect(ctx.blinding).toBe(kind);
    expect(ctx.blindingFieldRecognised).toBe(true);
  });

  it('an unknown value is unknown; an absent one is read from the type when the type says it', () => {
    const unknown = read({ type: 'randomized', blinding: 'vibes' });
    expect(unknown.blinding).toBeNull();
    expect(unknown.blindingFieldRecognised).toBe(false);
    const fromType = read({ type: 'randomized, double-blind, placebo-controlled' });
    expect(fromType.blinding).toBe('double_blind');
    expect(fromType.blindingFieldRecognised).toBe(true);
    expect(read({ type: 'randomized' }).blinding).toBeNull();
  });
});

describe('study_design.control_type', () => {
  it.each([
    ['placebo', { placebo: true, active: false }],
    ['placebo comparator', { placebo: true, active: false }],
    ['standard of care', { active: true }],
    ['SOC', { active: true }],
    ['standard care', { active: true }],
    ['usual care', { active: true }],
    ['active comparator', { active: true }],
    ["investigator's choice chemotherapy", { active: true }],
    ['best available therapy', { active: true }],
    ['best supportive care', { noTreatment: true }],
    ['no intervention', { noTreatment: true }],
    ['sham', { sham: true }],
    ['dose comparison', { doseComparison: true }],
    ['historical control', { external: true }],
    ['none', { none: true }],
    ['N/A', { none: true }],
    ['observation arm', { noTreatment: true }],
    ['placebo plus standard of care', { placebo: true, active: true, addOn: true }],
  ])('%s → %o', (control_type, expected) => {
    const ctx = read({ type: 'randomized', arms: 2, control_type });
    expect(ctx.control).toMatchObject({ recognised: true, ...expected });
    expect(ctx.controlFieldRecognised).toBe(true);
  });

  it('an unknown value is unknown; the type can name the control instead', () => {
    const unknown = read({ type: 'quantum', arms: 2, control_type: 'vibes' });
    expect(unknown.control.recognised).toBe(false);
    expect(unknown.controlFieldRecognised).toBe(false);
    const fromType = read({ type: 'randomized, placebo-controlled', arms: 2 });
    expect(fromType.control).toMatchObject({ recognised: true, placebo: true });
    // A single-arm type says nothing about a control when two arms are declared.
    expect(read({ type: 'single-arm', arms: 2 }).control).toMatchObject({ recognised: false, none: false });
  });
});

describe('concurrentControl', () => {
  it('true with a named concurrent control or a randomised comparison, false when single-arm or stated absent, null when not said', () => {
    expect(concurrentControl(read({ type: 'RCT', arms: 2, control_type: 'standard of care' }))).toBe(true);
    expect(concurrentControl(read({ type: 'RCT', arms: 2, control_type: 'vibes' }))).toBe(true);
    expect(concurrentControl(read({ type: 'parallel', arms: 2, control_type: 'placebo' }))).toBe(true);
    expect(concurrentControl(read({ type: 'single-arm', arms: 1, control_type: 'none' }))).toBe(false);
    expect(concurrentControl(read({ type: 'parallel cohorts', arms: 2, control_type: 'none' }))).toBe(false);
    expect(concurrentControl(read({ type: 'parallel cohorts', arms: 2, control_type: 'historical' }))).toBe(false);
    expect(concurrentControl(read({ type: 'quantum', arms: 2, control_type: 'vibes' }))).toBeNull();
    expect(concurrentControl(read({ type: 'parallel', arms: 2 }))).toBeNull();
  });
});
