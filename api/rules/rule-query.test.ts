import { describe, expect, it } from 'vitest';
import { readRuleQuery } from './rule-query.ts';

describe('readRuleQuery', () => {
  it('spells out clinical and device abbreviations inline', () => {
    expect(readRuleQuery('DMC charter').text).toBe('DMC (Data Monitoring Committee) charter');
    expect(readRuleQuery('PCCP for AI devices')).toMatchObject({ text: 'PCCP (predetermined change control plan) for AI (artificial intelligence) devices', abbreviations: ['PCCP', 'AI'] });
  });

  it('keeps the 483 expansions (GMP acronyms) and matches short acronyms only as written', () => {
    expect(readRuleQuery('CAPA procedures').text).toContain('Corrective and Preventive Action');
    expect(readRuleQuery('the ae of the study').text).toBe('the ae of the study');
    expect(readRuleQuery('SAE reporting').text).toBe('SAE (serious adverse event) reporting');
  });

  it('does not expand an acronym the caller already spelled out', () => {
    expect(readRuleQuery('IRB (Institutional Review Board) minutes').text).toBe('IRB (Institutional Review Board) minutes');
  });
});
